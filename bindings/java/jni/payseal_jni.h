/* payseal_jni.h - the helpers of the JNI shim (payseal_jni.c), used by the generated functions of
 * payseal_jni_generated.c. The shim calls only the functions of Include/payseal.h and the JNI; it
 * uses no glibc-only call, so Android's NDK compiles it unchanged. */
#ifndef PAYSEAL_JNI_H
#define PAYSEAL_JNI_H

#include <jni.h>
#include <stddef.h>
#include <stdint.h>

#include "payseal.h"

/* One Java byte[] argument copied into native memory: data is NULL for a null array, otherwise a
 * buffer of len bytes plus a NUL, wiped and freed by pj_release. The copy is ours, so the JVM never
 * pins or copies the array for us, and the library reads card data only from memory we wipe. */
typedef struct pj_in {
    uint8_t *data;
    size_t len;
} pj_in;
#define PJ_IN_INIT {NULL, 0}

/* Each returns 1, or 0 with a Java exception pending. */
/* Whether `array` (null passes) holds at most `limit` bytes, read from its length alone (O(1), no
 * copy); else PAYSEAL_E_LIMIT "<words> has N bytes; the limit is L", the library's message, with
 * `subject` ("" for none). */
int pj_within_limit(JNIEnv *env, jbyteArray array, size_t limit, const char *words, const char *subject);
/* As pj_within_limit for a payment or metadata value, which the library words
 * 'the value of "<key>"'. */
int pj_value_within_limit(JNIEnv *env, jbyteArray key, jbyteArray value, size_t limit);
int pj_read_bytes(JNIEnv *env, jbyteArray array, const char *name, pj_in *out);
/* As pj_read_bytes, for a NUL-terminated C string: a 0 byte inside is PAYSEAL_E_ARGUMENT (the
 * library would read a shorter string than the caller gave). */
int pj_read_cstring(JNIEnv *env, jbyteArray array, const char *name, pj_in *out);
/* As pj_read_bytes, for a fixed-size array (const uint8_t cek[64]): another length is PAYSEAL_E_ARGUMENT. */
int pj_read_array(JNIEnv *env, jbyteArray array, const char *name, size_t size, pj_in *out);
/* A position: a negative one is PAYSEAL_E_ARGUMENT. */
int pj_read_size(JNIEnv *env, jlong value, const char *name, size_t *out);

/* Wipes and frees an input copy; PJ_IN_INIT is a no-op. */
void pj_release(pj_in *in);

/* Stores value in array[0] (array null: not asked for). */
void pj_write_size(JNIEnv *env, jlongArray array, size_t value);

/* A new byte[] holding len bytes of data (NULL data: null); NULL with an exception pending on failure. */
jbyteArray pj_new_bytes(JNIEnv *env, const void *data, size_t len);
/* A new byte[][] of the two outputs of payseal_prepare. */
jobjectArray pj_new_bytes_pair(JNIEnv *env, const char *a, const char *b, size_t a_len, size_t b_len);
/* A library-owned NUL-terminated string as a new byte[] (NULL: null). */
jbyteArray pj_borrowed_bytes(JNIEnv *env, const char *text);

/* Throws the PaySealException of a failed call, with the calling thread's payseal_last_error(). */
void pj_throw_status(JNIEnv *env, payseal_status status);

/* Registers the generated natives on dev.payseal.NativeRaw (payseal_jni_generated.c). */
int pj_register_natives(JNIEnv *env, jclass raw);

#endif
