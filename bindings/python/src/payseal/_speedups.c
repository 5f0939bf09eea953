/* payseal._speedups: the calls Python makes most often, made from C instead of through ctypes.
 *
 * Why by hand: through ctypes, a prepare spends about 9 microseconds in Python around a C call
 * of about 35, and a keystroke of a card form (an edit of the PAN, then the card check) about 20
 * around two calls of about 5: argument conversion, out-pointers, one more foreign call to free
 * each output, copies. Here each is one C function call that returns Python's own objects. The
 * package falls back to ctypes when this module is absent (a source tree, a build without a
 * compiler); every other export stays on the generated ctypes layer.
 *
 * Each call counts its handles as in use itself (enter_use, exit_use below), where Python would
 * spend two method calls a handle on it.
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

/* The use count of payseal/_core.py's OwnedHandle, kept as its _enter_use and _exit_use keep it:
 * a list `_calls` with one entry per call in flight, the entry added before `_closing` is read,
 * and the last call out of a closing handle frees it through `_free_once()`. Both may count the
 * same object: each step here runs under the GIL without running Python code in between (the
 * attributes are plain ones), so it is as atomic as the list's own append and pop. A builder's
 * lock `_serial` (a threading.RLock, None for an immutable handle) is held from before the use is
 * counted until after it ends, as _enter_use and _exit_use hold it; acquire() releases the GIL
 * while it waits. */
static PyObject *calls_name, *closing_name, *handle_name, *value_name, *free_once_name, *serial_name, *acquire_name,
    *release_name;

/* Calls `owner._serial.acquire()` or `.release()` (method), nothing when `_serial` is None: 0, or
 * -1 with an error set. */
static int call_serial(PyObject *owner, PyObject *method) {
    PyObject *serial = PyObject_GetAttr(owner, serial_name), *done;
    if (serial == NULL) {
        return -1;
    }
    if (serial == Py_None) {
        Py_DECREF(serial);
        return 0;
    }
    done = PyObject_CallMethodObjArgs(serial, method, NULL);
    Py_DECREF(serial);
    Py_XDECREF(done);
    return done == NULL ? -1 : 0;
}

static int end_use(PyObject *owner);

/* Ends one use of `owner` (end_use), then releases its lock: 0, or -1 with the first error set
 * (the lock is released either way). */
static int exit_use(PyObject *owner) {
    int status = end_use(owner);
    PyObject *type, *value, *traceback;
    PyErr_Fetch(&type, &value, &traceback);
    if (call_serial(owner, release_name) != 0) {
        status = -1;
    }
    if (type != NULL) { /* an earlier error stays the one raised */
        PyErr_Restore(type, value, traceback);
    }
    return status;
}

/* Ends one use of `owner`, and frees its handle through `_free_once()` when that was the last use
 * of a closing one: 0, or -1 with an error set. */
static int end_use(PyObject *owner) {
    PyObject *calls = PyObject_GetAttr(owner, calls_name), *closing;
    Py_ssize_t n = calls == NULL || !PyList_Check(calls) ? 0 : PyList_Size(calls);
    int status = 0;
    if (n < 1 || PyList_SetSlice(calls, n - 1, n, NULL) != 0) {
        Py_XDECREF(calls);
        if (!PyErr_Occurred()) {
            PyErr_SetString(PyExc_RuntimeError, "a handle's use ended that had not begun");
        }
        return -1;
    }
    Py_DECREF(calls);
    if (n > 1) {
        return 0;
    }
    if ((closing = PyObject_GetAttr(owner, closing_name)) == NULL) {
        return -1;
    }
    if (PyObject_IsTrue(closing) == 1) {
        PyObject *freed = PyObject_CallMethodObjArgs(owner, free_once_name, NULL);
        status = freed == NULL ? -1 : 0;
        Py_XDECREF(freed);
    }
    Py_DECREF(closing);
    return status;
}

/* Ends the uses of owners[0..count-1], the last first, as nested `with` blocks end them: 0, or -1
 * with the first error (every use is ended either way). */
static int exit_uses(PyObject *const *owners, int count) {
    int status = 0;
    for (int i = count - 1; i >= 0; i--) {
        PyObject *type, *value, *traceback;
        PyErr_Fetch(&type, &value, &traceback);
        if (exit_use(owners[i]) != 0) {
            status = -1;
        }
        if (type != NULL) { /* an earlier error stays the one raised */
            PyErr_Restore(type, value, traceback);
        }
    }
    return status;
}

/* Counts `owner` as in use and gives its handle's address: 1; 0 when it has no handle to give
 * (never made, closing or closed), with no use left counted and no error set (the caller then
 * takes the ctypes path, which raises ClosedHandleError); -1 with an error set. */
static int enter_use(PyObject *owner, unsigned long long *address) {
    PyObject *calls, *closing, *handle, *value;
    int usable;
    *address = 0;
    if (call_serial(owner, acquire_name) != 0) {
        return -1;
    }
    calls = PyObject_GetAttr(owner, calls_name);
    if (calls == NULL || !PyList_Check(calls)) { /* never adopted a handle (its constructor failed) */
        PyErr_Clear();
        Py_XDECREF(calls);
        return call_serial(owner, release_name) == 0 ? 0 : -1;
    }
    if (PyList_Append(calls, Py_None) != 0) {
        PyObject *error_type, *error_value, *error_traceback;
        Py_DECREF(calls);
        PyErr_Fetch(&error_type, &error_value, &error_traceback);
        call_serial(owner, release_name);
        PyErr_Restore(error_type, error_value, error_traceback); /* the append's error stays the one raised */
        return -1;
    }
    Py_DECREF(calls);
    closing = PyObject_GetAttr(owner, closing_name);
    handle = closing == NULL ? NULL : PyObject_GetAttr(owner, handle_name);
    value = handle == NULL || handle == Py_None ? NULL : PyObject_GetAttr(handle, value_name);
    if (value != NULL && value != Py_None) {
        *address = PyLong_AsUnsignedLongLong(value);
    }
    usable = closing != NULL && PyObject_IsTrue(closing) == 0 && *address != 0 && !PyErr_Occurred();
    Py_XDECREF(closing);
    Py_XDECREF(handle);
    Py_XDECREF(value);
    if (usable) {
        return 1;
    }
    if (PyErr_Occurred()) {
        exit_uses(&owner, 1);
        return -1;
    }
    return exit_use(owner) == 0 ? 0 : -1;
}

/* Counts owners[0..count-1] as in use and gives their addresses: 1; 0 or -1 as enter_use, with
 * none of them left counted. */
static int enter_uses(PyObject *const *owners, int count, unsigned long long *addresses) {
    for (int i = 0; i < count; i++) {
        int entered = enter_use(owners[i], &addresses[i]);
        if (entered != 1) {
            return exit_uses(owners, i) == 0 ? entered : -1;
        }
    }
    return 1;
}

/* What prepare() needs of payment.py, set once by bind_prepare(): the three argument types, the
 * result's type, raise_for_status (the error of a failed call, as the ctypes path raises it) and
 * the ctypes path itself, for the arguments this path does not take. */
static PyObject *public_key_type, *request_type, *metadata_type, *prepared_type, *raise_for_status, *prepare_by_ctypes;
static PyObject *object_new, *dict_name, *fields_name, *meta_name;

static PyObject *bind_prepare(PyObject *self, PyObject *args) {
    PyObject *given[6];
    PyObject **slots[6] = {&public_key_type, &request_type, &metadata_type, &prepared_type, &raise_for_status,
                           &prepare_by_ctypes};
    (void)self;
    if (!PyArg_UnpackTuple(args, "bind_prepare", 6, 6, &given[0], &given[1], &given[2], &given[3], &given[4], &given[5])) {
        return NULL;
    }
    for (int i = 0; i < 6; i++) {
        PyObject *old = *slots[i];
        Py_INCREF(given[i]);
        *slots[i] = given[i];
        Py_XDECREF(old);
    }
    Py_RETURN_NONE;
}

/* A PreparedPaymentRequest (a frozen dataclass) made as payment.py's _prepared makes it: the
 * instance without its __init__, its two fields put in its __dict__. Steals both texts. */
static PyObject *prepared(PyObject *fields, PyObject *meta) {
    PyObject *obj = PyObject_CallFunctionObjArgs(object_new, prepared_type, NULL);
    PyObject *dict = obj == NULL ? NULL : PyObject_GetAttr(obj, dict_name);
    int ok = dict != NULL && PyDict_SetItem(dict, fields_name, fields) == 0 && PyDict_SetItem(dict, meta_name, meta) == 0;
    Py_XDECREF(dict);
    Py_DECREF(fields);
    Py_DECREF(meta);
    if (!ok) {
        Py_XDECREF(obj);
        return NULL;
    }
    return obj;
}

/* prepare(key, request, metadata), as PaymentRequest.prepare takes them (metadata None: the
 * defaults) -> the PreparedPaymentRequest, or the error of the call raised by raise_for_status.
 * Arguments of another type, or a closed handle, go to the ctypes path, which raises the error
 * a caller expects (TypeError, ClosedHandleError). */
static PyObject *prepare(PyObject *self, PyObject *args) {
    PyObject *owners[3];
    unsigned long long addresses[3] = {0, 0, 0};
    char *fields = NULL, *meta = NULL;
    int status, count, entered;
    PyObject *fields_text = NULL, *meta_text = NULL;
    (void)self;
    if (!PyArg_UnpackTuple(args, "prepare", 3, 3, &owners[0], &owners[1], &owners[2]) || !bound()) {
        return NULL;
    }
    if (prepare_by_ctypes == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "payseal._speedups.bind_prepare() was not called");
        return NULL;
    }
    if (PyObject_IsInstance(owners[0], public_key_type) != 1 || PyObject_IsInstance(owners[1], request_type) != 1 ||
        (owners[2] != Py_None && PyObject_IsInstance(owners[2], metadata_type) != 1)) {
        PyErr_Clear();
        return PyObject_CallFunctionObjArgs(prepare_by_ctypes, owners[0], owners[1], owners[2], NULL);
    }
    count = owners[2] == Py_None ? 2 : 3;
    entered = enter_uses(owners, count, addresses);
    if (entered != 1) {
        return entered == 0 ? PyObject_CallFunctionObjArgs(prepare_by_ctypes, owners[0], owners[1], owners[2], NULL) : NULL;
    }
    Py_BEGIN_ALLOW_THREADS
    status = payseal_prepare((const void *)(uintptr_t)addresses[0], (const void *)(uintptr_t)addresses[1],
                             (const void *)(uintptr_t)addresses[2], &fields, &meta);
    Py_END_ALLOW_THREADS
    if (status != 0) { /* the header promises both NULL; free whatever came anyway */
        PyObject *raised;
        take_text(fields, 0, 0);
        take_text(meta, 0, 0);
        if (exit_uses(owners, count) != 0) {
            return NULL;
        }
        /* freeing and the use counts do not touch the thread's last error, which this reads */
        raised = PyObject_CallFunction(raise_for_status, "i", status);
        if (raised != NULL) {
            Py_DECREF(raised);
            PyErr_Format(PyExc_RuntimeError, "raise_for_status(%d) raised nothing", status);
        }
        return NULL;
    }
    fields_text = take_text(fields, fields ? strlen(fields) : 0, 1);
    meta_text = take_text(meta, meta ? strlen(meta) : 0, 1);
    if (exit_uses(owners, count) != 0 || fields_text == NULL || meta_text == NULL) {
        Py_XDECREF(fields_text);
        Py_XDECREF(meta_text);
        return NULL;
    }
    return prepared(fields_text, meta_text);
}

/* card_check(brands, pan, expiry, cvc, accepted_json, year, month), the CardBrands object and the
 * texts as bytes (accepted_json None: every brand) -> (0, json), (status, None), or None when the
 * brands are closed. */
static PyObject *card_check(PyObject *self, PyObject *args) {
    PyObject *owner;
    unsigned long long brands;
    const char *pan, *expiry, *cvc, *accepted = NULL;
    PyObject *accepted_object;
    int year, month, status, entered;
    char *out = NULL;
    size_t out_len = 0;
    PyObject *text;
    (void)self;
    if (!PyArg_ParseTuple(args, "OyyyOii:card_check", &owner, &pan, &expiry, &cvc, &accepted_object, &year, &month) ||
        !bound()) {
        return NULL;
    }
    if (accepted_object != Py_None && (accepted = PyBytes_AsString(accepted_object)) == NULL) {
        return NULL;
    }
    if ((entered = enter_use(owner, &brands)) != 1) {
        if (entered == 0) {
            Py_RETURN_NONE;
        }
        return NULL;
    }
    /* The bytes stay alive in args (held by the caller) while the GIL is released. */
    Py_BEGIN_ALLOW_THREADS
    status = payseal_card_check((const void *)(uintptr_t)brands, pan, expiry, cvc, accepted, year, month, &out, &out_len);
    Py_END_ALLOW_THREADS
    text = take_text(out, out_len, status == 0);
    if (exit_use(owner) != 0) {
        Py_XDECREF(text);
        return NULL;
    }
    if (status != 0) {
        return Py_BuildValue("(iO)", status, Py_None);
    }
    return text == NULL ? NULL : Py_BuildValue("(iN)", 0, text);
}

/* card_edit_pan(brands, text, start, end, replacement), the CardBrands object and the texts as
 * bytes -> (0, text, caret), (status, None, 0), or None when the brands are closed. */
static PyObject *card_edit_pan(PyObject *self, PyObject *args) {
    PyObject *owner;
    unsigned long long brands;
    const char *text, *replacement;
    PyObject *start_object, *end_object;
    size_t start, end;
    int status, entered;
    char *out = NULL;
    size_t out_len = 0, caret = 0;
    PyObject *edited;
    (void)self;
    if (!PyArg_ParseTuple(args, "OyO!O!y:card_edit_pan", &owner, &text, &PyLong_Type, &start_object, &PyLong_Type,
                          &end_object, &replacement) ||
        !bound()) {
        return NULL;
    }
    /* Any size_t, as ctypes passes a position (cards.py refuses a negative one or one past
     * SIZE_MAX first): PyLong_AsSize_t raises OverflowError for anything else, never wraps. */
    if ((start = PyLong_AsSize_t(start_object)) == (size_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    if ((end = PyLong_AsSize_t(end_object)) == (size_t)-1 && PyErr_Occurred()) {
        return NULL;
    }
    if ((entered = enter_use(owner, &brands)) != 1) {
        if (entered == 0) {
            Py_RETURN_NONE;
        }
        return NULL;
    }
    Py_BEGIN_ALLOW_THREADS
    status = payseal_card_edit_pan((const void *)(uintptr_t)brands, text, start, end, replacement, &out,
                                   &out_len, &caret);
    Py_END_ALLOW_THREADS
    edited = take_text(out, out_len, status == 0);
    if (exit_use(owner) != 0) {
        Py_XDECREF(edited);
        return NULL;
    }
    if (status != 0) {
        return Py_BuildValue("(iOn)", status, Py_None, (Py_ssize_t)0);
    }
    return edited == NULL ? NULL : Py_BuildValue("(iNn)", 0, edited, (Py_ssize_t)caret);
}

static PyMethodDef methods[] = {
    {"bind", bind, METH_VARARGS, "bind(free, prepare, card_check, card_edit_pan): the library's functions' addresses."},
    {"bind_prepare", bind_prepare, METH_VARARGS,
     "bind_prepare(PublicKey, PaymentRequest, DeviceMetadata, PreparedPaymentRequest, raise_for_status, prepare_by_ctypes)."},
    {"prepare", prepare, METH_VARARGS, "prepare(key, request, metadata) -> PreparedPaymentRequest, as PaymentRequest.prepare."},
    {"card_check", card_check, METH_VARARGS, "card_check(brands, pan, expiry, cvc, accepted_json, year, month) -> (status, json), or None: brands closed."},
    {"card_edit_pan", card_edit_pan, METH_VARARGS, "card_edit_pan(brands, text, start, end, replacement) -> (status, text, caret), or None: brands closed."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "payseal._speedups", "The calls Python makes most often, made from C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void) {
    if ((calls_name = PyUnicode_InternFromString("_calls")) == NULL ||
        (closing_name = PyUnicode_InternFromString("_closing")) == NULL ||
        (handle_name = PyUnicode_InternFromString("_handle")) == NULL ||
        (value_name = PyUnicode_InternFromString("value")) == NULL ||
        (free_once_name = PyUnicode_InternFromString("_free_once")) == NULL ||
        (serial_name = PyUnicode_InternFromString("_serial")) == NULL ||
        (acquire_name = PyUnicode_InternFromString("acquire")) == NULL ||
        (release_name = PyUnicode_InternFromString("release")) == NULL ||
        (dict_name = PyUnicode_InternFromString("__dict__")) == NULL ||
        (fields_name = PyUnicode_InternFromString("encrypted_fields")) == NULL ||
        (meta_name = PyUnicode_InternFromString("encoded_client_meta_info")) == NULL ||
        (object_new = PyObject_GetAttrString((PyObject *)&PyBaseObject_Type, "__new__")) == NULL) {
        return NULL;
    }
    return PyModule_Create(&module);
}
