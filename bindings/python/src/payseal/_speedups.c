/* payseal._speedups: the calls Python makes most often, made from C instead of through ctypes.
 *
 * Why by hand: through ctypes, a prepare spends about 9 microseconds in Python around a C call
 * of about 35, and a keystroke of a card form (an edit of the PAN, then the card check) about 20
 * around two calls of about 5: argument conversion, out-pointers, one more foreign call to free
 * each output, copies. Here each is one C function call that returns Python's own objects. The
 * package falls back to ctypes when this module is absent (a source tree, a build without a
 * compiler); every other export stays on the generated ctypes layer.
 *
 * It does not link libpayseal: the package's ctypes loader chose the library (its own copy or
 * PAYSEAL_LIBRARY), and bind() receives that library's functions by address, so there is never
 * a second copy of the library in the process. The GIL is released during each call, as ctypes
 * releases it. Outputs are wiped and freed by payseal_free, also on every error path.
 *
 * The stable ABI (Py_LIMITED_API, Python 3.9+): one wheel serves every CPython version. */
#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x03090000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef void (*free_fn)(void *buffer);
typedef int (*prepare_fn)(const void *key, const void *request, const void *metadata,
                          char **out_encrypted_fields, char **out_encoded_client_meta_info);
typedef int (*card_check_fn)(const void *brands, const char *pan, const char *expiry, const char *cvc,
                             const char *accepted_json, int year, int month, char **out_json, size_t *out_len);
typedef int (*card_edit_pan_fn)(const void *brands, const char *text, size_t start, size_t end,
                                const char *replacement, char **out_text, size_t *out_len, size_t *out_caret);

/* Set once by bind(), in the order of payseal/_native.py's BOUND. */
static free_fn payseal_free;
static prepare_fn payseal_prepare;
static card_check_fn payseal_card_check;
static card_edit_pan_fn payseal_card_edit_pan;

static PyObject *bind(PyObject *self, PyObject *args) {
    unsigned long long addresses[4];
    (void)self;
    if (!PyArg_ParseTuple(args, "KKKK:bind", &addresses[0], &addresses[1], &addresses[2], &addresses[3])) {
        return NULL;
    }
    for (int i = 0; i < 4; i++) {
        if (addresses[i] == 0) {
            PyErr_SetString(PyExc_ValueError, "bind() needs the address of every function");
            return NULL;
        }
    }
    payseal_free = (free_fn)(uintptr_t)addresses[0];
    payseal_prepare = (prepare_fn)(uintptr_t)addresses[1];
    payseal_card_check = (card_check_fn)(uintptr_t)addresses[2];
    payseal_card_edit_pan = (card_edit_pan_fn)(uintptr_t)addresses[3];
    Py_RETURN_NONE;
}

static int bound(void) {
    if (payseal_free == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "payseal._speedups.bind() was not called");
        return 0;
    }
    return 1;
}

/* An output as a str (NULL reads as "", as the ctypes path reads it), or not made (wanted 0);
 * then wiped and freed by the library, also when the str cannot be made. */
static PyObject *take_text(char *text, size_t length, int wanted) {
    PyObject *value = NULL;
    if (wanted) {
        value = PyUnicode_DecodeUTF8(text ? text : "", text ? (Py_ssize_t)length : 0, "strict");
    }
    if (text != NULL) {
        payseal_free(text);
    }
    return value;
}

/* prepare(key, request, metadata) with the handles' addresses (metadata 0: the defaults) ->
 * (0, encrypted_fields, encoded_client_meta_info), or (status, None, None) with the thread's last
 * error left for the caller to read (freeing does not touch it). */
static PyObject *prepare(PyObject *self, PyObject *args) {
    unsigned long long key, request, metadata;
    char *fields = NULL, *meta = NULL;
    int status;
    PyObject *fields_text, *meta_text;
    (void)self;
    if (!PyArg_ParseTuple(args, "KKK:prepare", &key, &request, &metadata) || !bound()) {
        return NULL;
    }
    Py_BEGIN_ALLOW_THREADS
    status = payseal_prepare((const void *)(uintptr_t)key, (const void *)(uintptr_t)request,
                             (const void *)(uintptr_t)metadata, &fields, &meta);
    Py_END_ALLOW_THREADS
    if (status != 0) { /* the header promises both NULL; free whatever came anyway */
        take_text(fields, 0, 0);
        take_text(meta, 0, 0);
        return Py_BuildValue("(iOO)", status, Py_None, Py_None);
    }
    fields_text = take_text(fields, fields ? strlen(fields) : 0, 1);
    meta_text = take_text(meta, meta ? strlen(meta) : 0, 1);
    if (fields_text == NULL || meta_text == NULL) {
        Py_XDECREF(fields_text);
        Py_XDECREF(meta_text);
        return NULL;
    }
    return Py_BuildValue("(iNN)", 0, fields_text, meta_text);
}

/* card_check(brands, pan, expiry, cvc, accepted_json, year, month), the texts as bytes
 * (accepted_json None: every brand) -> (0, json) or (status, None). */
static PyObject *card_check(PyObject *self, PyObject *args) {
    unsigned long long brands;
    const char *pan, *expiry, *cvc, *accepted = NULL;
    PyObject *accepted_object;
    int year, month, status;
    char *out = NULL;
    size_t out_len = 0;
    PyObject *text;
    (void)self;
    if (!PyArg_ParseTuple(args, "KyyyOii:card_check", &brands, &pan, &expiry, &cvc, &accepted_object, &year, &month) ||
        !bound()) {
        return NULL;
    }
    if (accepted_object != Py_None && (accepted = PyBytes_AsString(accepted_object)) == NULL) {
        return NULL;
    }
    /* The bytes stay alive in args (held by the caller) while the GIL is released. */
    Py_BEGIN_ALLOW_THREADS
    status = payseal_card_check((const void *)(uintptr_t)brands, pan, expiry, cvc, accepted, year, month, &out, &out_len);
    Py_END_ALLOW_THREADS
    if (status != 0) {
        take_text(out, 0, 0);
        return Py_BuildValue("(iO)", status, Py_None);
    }
    text = take_text(out, out_len, 1);
    return text == NULL ? NULL : Py_BuildValue("(iN)", 0, text);
}

/* card_edit_pan(brands, text, start, end, replacement), the texts as bytes -> (0, text, caret)
 * or (status, None, 0). */
static PyObject *card_edit_pan(PyObject *self, PyObject *args) {
    unsigned long long brands;
    const char *text, *replacement;
    Py_ssize_t start, end;
    int status;
    char *out = NULL;
    size_t out_len = 0, caret = 0;
    PyObject *edited;
    (void)self;
    if (!PyArg_ParseTuple(args, "Kynny:card_edit_pan", &brands, &text, &start, &end, &replacement) || !bound()) {
        return NULL;
    }
    if (start < 0 || end < 0) {
        PyErr_SetString(PyExc_ValueError, "start and end are positions in the text (UTF-16 code units, >= 0)");
        return NULL;
    }
    Py_BEGIN_ALLOW_THREADS
    status = payseal_card_edit_pan((const void *)(uintptr_t)brands, text, (size_t)start, (size_t)end, replacement, &out,
                                   &out_len, &caret);
    Py_END_ALLOW_THREADS
    if (status != 0) {
        take_text(out, 0, 0);
        return Py_BuildValue("(iOn)", status, Py_None, (Py_ssize_t)0);
    }
    edited = take_text(out, out_len, 1);
    return edited == NULL ? NULL : Py_BuildValue("(iNn)", 0, edited, (Py_ssize_t)caret);
}

static PyMethodDef methods[] = {
    {"bind", bind, METH_VARARGS, "bind(free, prepare, card_check, card_edit_pan): the library's functions' addresses."},
    {"prepare", prepare, METH_VARARGS, "prepare(key, request, metadata) -> (status, encrypted_fields, encoded_client_meta_info)."},
    {"card_check", card_check, METH_VARARGS, "card_check(brands, pan, expiry, cvc, accepted_json, year, month) -> (status, json)."},
    {"card_edit_pan", card_edit_pan, METH_VARARGS, "card_edit_pan(brands, text, start, end, replacement) -> (status, text, caret)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "payseal._speedups", "The calls Python makes most often, made from C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void) {
    return PyModule_Create(&module);
}
