/* payseal_jni.c - the hand-written half of the JNI shim: loading (JNI_OnLoad registers the
 * generated natives), copying arguments in and results out, and throwing PaySealException.
 *
 * Every input array is copied into a malloc'd buffer (GetByteArrayRegion), never pinned: the
 * library then reads card data only from memory this file wipes before freeing, and no
 * Get/Release pair can leak a pin on an error path. Each function makes a fixed number of local
 * references (at most three), so none is made in a loop and none accumulates. */
#include "payseal_jni.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jclass pj_exception_class;     /* a global reference to dev.payseal.PaySealException */
static jmethodID pj_exception_init;   /* PaySealException(int status, byte[] utf8Message, byte[] utf8Subject) */
static jclass pj_byte_array_class;    /* a global reference to byte[], looked up once: FindClass on
                                         every call returning two texts held Java's prepare at 0.85 of
                                         the C baseline's speed (0.90 without; bench/README.md) */

/* A store the compiler may not drop: memset before free is dead code to an optimizer. */
static void pj_wipe(void *p, size_t n)
{
    volatile uint8_t *v = (volatile uint8_t *)p;
    while (n--)
        *v++ = 0;
}

/* A Java byte[] holding `text` (no NUL), or NULL with OutOfMemoryError pending. */
static jbyteArray pj_utf8(JNIEnv *env, const char *text)
{
    size_t len = strlen(text);
    jbyteArray array = (*env)->NewByteArray(env, (jsize)len);
    if (array != NULL)
        (*env)->SetByteArrayRegion(env, array, 0, (jsize)len, (const jbyte *)text);
    return array;
}

/* Throws PaySealException(status, message, subject); subject: the failure's stable key
 * (payseal_last_error_subject's), "" when it names no argument. */
static void pj_throw_about(JNIEnv *env, payseal_status status, const char *message, const char *subject)
{
    jbyteArray text, about;
    jobject error;
    if ((*env)->ExceptionCheck(env))
        return;
    text = pj_utf8(env, message);
    if (text == NULL)
        return; /* OutOfMemoryError pending */
    about = pj_utf8(env, subject);
    if (about == NULL) {
        (*env)->DeleteLocalRef(env, text);
        return;
    }
    error = (*env)->NewObject(env, pj_exception_class, pj_exception_init, (jint)status, text, about);
    (*env)->DeleteLocalRef(env, text);
    (*env)->DeleteLocalRef(env, about);
    if (error != NULL) {
        (*env)->Throw(env, (jthrowable)error);
        (*env)->DeleteLocalRef(env, error);
    }
}

static void pj_throw_message(JNIEnv *env, payseal_status status, const char *message)
{
    pj_throw_about(env, status, message, "");
}

void pj_throw_status(JNIEnv *env, payseal_status status)
{
    /* Read at once, on the failing call's thread, before any other PaySeal call. */
    pj_throw_about(env, status, payseal_last_error(), payseal_last_error_subject());
}

/* "<name> <what>" as a PAYSEAL_E_ARGUMENT: names are the C parameter names, never input. */
static void pj_throw_argument(JNIEnv *env, const char *name, const char *what)
{
    char message[128];
    size_t n = strlen(name), w = strlen(what);
    if (n + w + 2 > sizeof message)
        n = sizeof message - w - 2;
    memcpy(message, name, n);
    message[n] = ' ';
    memcpy(message + n + 1, what, w + 1);
    pj_throw_about(env, PAYSEAL_E_ARGUMENT, message, name);
}

/* "<words> has <len> bytes; the limit is <limit>", the library's PAYSEAL_E_LIMIT message. */
static void pj_throw_limit(JNIEnv *env, const char *words, jsize len, size_t limit, const char *subject)
{
    char message[640];
    snprintf(message, sizeof message, "%s has %ld bytes; the limit is %lu", words, (long)len, (unsigned long)limit);
    pj_throw_about(env, PAYSEAL_E_LIMIT, message, subject);
}

int pj_within_limit(JNIEnv *env, jbyteArray array, size_t limit, const char *words, const char *subject)
{
    jsize len;
    if (array == NULL)
        return 1;
    len = (*env)->GetArrayLength(env, array);
    if ((size_t)len <= limit)
        return 1;
    pj_throw_limit(env, words, len, limit, subject);
    return 0;
}

int pj_value_within_limit(JNIEnv *env, jbyteArray key, jbyteArray value, size_t limit)
{
    /* The library quotes the key: its first 64 characters, '"' and '\' escaped with a backslash,
     * a control character as \u{XX}. Done here for a key of ASCII; any other key gets "the value"
     * (the message never holds a byte the shim did not check). Reads at most 64 bytes of the key. */
    char words[600] = "the value";
    jbyte head[64];
    jsize len, key_len, n, i;
    size_t w;
    if (value == NULL)
        return 1;
    len = (*env)->GetArrayLength(env, value);
    if ((size_t)len <= limit)
        return 1;
    key_len = key == NULL ? 0 : (*env)->GetArrayLength(env, key);
    n = key_len < 64 ? key_len : 64;
    if (n > 0) {
        (*env)->GetByteArrayRegion(env, key, 0, n, head);
        memcpy(words, "the value of \"", 14);
        w = 14;
        for (i = 0; i < n && w != 0; i++) {
            unsigned char c = (unsigned char)head[i];
            if (c >= 0x80)
                w = 0; /* not ASCII: "the value" */
            else if (c < 0x20 || c == 0x7f)
                w += (size_t)snprintf(words + w, sizeof words - w, "\\u{%X}", c);
            else {
                if (c == '"' || c == '\\')
                    words[w++] = '\\';
                words[w++] = (char)c;
            }
        }
        if (w == 0)
            strcpy(words, "the value");
        else
            memcpy(words + w, "\"", 2);
    }
    pj_throw_limit(env, words, len, limit, "");
    return 0;
}

int pj_read_bytes(JNIEnv *env, jbyteArray array, const char *name, pj_in *out)
{
    jsize len;
    out->data = NULL;
    out->len = 0;
    if (array == NULL)
        return 1;
    len = (*env)->GetArrayLength(env, array);
    out->data = (uint8_t *)malloc((size_t)len + 1);
    if (out->data == NULL) {
        pj_throw_argument(env, name, "could not be copied: out of memory");
        return 0;
    }
    (*env)->GetByteArrayRegion(env, array, 0, len, (jbyte *)out->data);
    out->data[len] = 0;
    out->len = (size_t)len;
    return !(*env)->ExceptionCheck(env);
}

int pj_read_cstring(JNIEnv *env, jbyteArray array, const char *name, pj_in *out)
{
    if (!pj_read_bytes(env, array, name, out))
        return 0;
    if (out->data != NULL && memchr(out->data, 0, out->len) != NULL) {
        pj_throw_argument(env, name, "contains a NUL character");
        return 0;
    }
    return 1;
}

int pj_read_array(JNIEnv *env, jbyteArray array, const char *name, size_t size, pj_in *out)
{
    if (!pj_read_bytes(env, array, name, out))
        return 0;
    if (out->data != NULL && out->len != size) {
        char what[64];
        const char *digits = "0123456789";
        /* "must have N bytes", N < 1000 for every fixed-size argument of the header */
        size_t i = 0;
        memcpy(what, "must have ", 10);
        i = 10;
        if (size >= 100)
            what[i++] = digits[(size / 100) % 10];
        if (size >= 10)
            what[i++] = digits[(size / 10) % 10];
        what[i++] = digits[size % 10];
        memcpy(what + i, " bytes", 7);
        pj_throw_argument(env, name, what);
        return 0;
    }
    return 1;
}

int pj_read_size(JNIEnv *env, jlong value, const char *name, size_t *out)
{
    *out = 0;
    if (value < 0) {
        pj_throw_argument(env, name, "is negative");
        return 0;
    }
    *out = (size_t)value;
    return 1;
}

void pj_release(pj_in *in)
{
    if (in->data != NULL) {
        pj_wipe(in->data, in->len + 1);
        free(in->data);
    }
    in->data = NULL;
    in->len = 0;
}

void pj_write_size(JNIEnv *env, jlongArray array, size_t value)
{
    jlong v = (jlong)value;
    if (array == NULL || (*env)->ExceptionCheck(env))
        return;
    if ((*env)->GetArrayLength(env, array) < 1) {
        pj_throw_argument(env, "the caret array", "is empty");
        return;
    }
    (*env)->SetLongArrayRegion(env, array, 0, 1, &v);
}

jbyteArray pj_new_bytes(JNIEnv *env, const void *data, size_t len)
{
    jbyteArray array;
    if (data == NULL || (*env)->ExceptionCheck(env))
        return NULL;
    if (len > 0x7fffffff) {
        pj_throw_message(env, PAYSEAL_E_LIMIT, "the result is longer than a Java array can be");
        return NULL;
    }
    array = (*env)->NewByteArray(env, (jsize)len);
    if (array != NULL)
        (*env)->SetByteArrayRegion(env, array, 0, (jsize)len, (const jbyte *)data);
    return array;
}

jobjectArray pj_new_bytes_pair(JNIEnv *env, const char *a, const char *b, size_t a_len, size_t b_len)
{
    jobjectArray pair;
    jbyteArray item;
    if ((*env)->ExceptionCheck(env))
        return NULL;
    pair = (*env)->NewObjectArray(env, 2, pj_byte_array_class, NULL);
    if (pair == NULL)
        return NULL;
    item = pj_new_bytes(env, a, a_len);
    if (item != NULL) {
        (*env)->SetObjectArrayElement(env, pair, 0, item);
        (*env)->DeleteLocalRef(env, item);
    }
    item = pj_new_bytes(env, b, b_len);
    if (item != NULL) {
        (*env)->SetObjectArrayElement(env, pair, 1, item);
        (*env)->DeleteLocalRef(env, item);
    }
    if ((*env)->ExceptionCheck(env)) {
        (*env)->DeleteLocalRef(env, pair);
        return NULL;
    }
    return pair;
}

jbyteArray pj_borrowed_bytes(JNIEnv *env, const char *text)
{
    return text == NULL ? NULL : pj_new_bytes(env, text, strlen(text));
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env = NULL;
    jclass raw, exception, byte_array;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_6) != JNI_OK)
        return JNI_ERR;
    exception = (*env)->FindClass(env, "dev/payseal/PaySealException");
    if (exception == NULL)
        return JNI_ERR;
    pj_exception_init = (*env)->GetMethodID(env, exception, "<init>", "(I[B[B)V");
    pj_exception_class = (jclass)(*env)->NewGlobalRef(env, exception);
    (*env)->DeleteLocalRef(env, exception);
    if (pj_exception_init == NULL || pj_exception_class == NULL)
        return JNI_ERR;
    byte_array = (*env)->FindClass(env, "[B");
    if (byte_array == NULL)
        return JNI_ERR;
    pj_byte_array_class = (jclass)(*env)->NewGlobalRef(env, byte_array);
    (*env)->DeleteLocalRef(env, byte_array);
    if (pj_byte_array_class == NULL)
        return JNI_ERR;
    raw = (*env)->FindClass(env, "dev/payseal/NativeRaw");
    if (raw == NULL)
        return JNI_ERR;
    if (pj_register_natives(env, raw) != 0)
        return JNI_ERR;
    (*env)->DeleteLocalRef(env, raw);
    return JNI_VERSION_1_6;
}
