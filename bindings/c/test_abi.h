/*
 * test_abi.h - what the files of the C ABI test share: the check macros, the helpers and the
 * fixtures. Builds as C99 and as C++17, like the test.
 *
 * Every check counts into g_passed / g_failed (thread-safe) and prints file:line on failure.
 */
#ifndef PAYSEAL_TEST_ABI_H
#define PAYSEAL_TEST_ABI_H

#if !defined(__cplusplus) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "payseal.h"

#ifndef PAYSEAL_KEYS_DIR
#define PAYSEAL_KEYS_DIR "../../Vectors/keys"
#endif

/* --- checks (test_abi_support.c) ------------------------------------------------------- */

extern int g_passed, g_failed;

int check_(int ok, const char *file, int line, const char *expr, const char *fmt, ...);
int check_streq_(const char *got, const char *want, const char *file, int line, const char *expr);
/* The status check: `want` status; on failure also a non-empty payseal_last_error. */
int expect_status_(payseal_status got, payseal_status want, const char *file, int line, const char *expr);
/* Either of two statuses (used only where the header does not pin which one). */
int expect_either_(payseal_status got, payseal_status a, payseal_status b, const char *file, int line,
                   const char *expr);

#define CHECK(cond) check_((cond) ? 1 : 0, __FILE__, __LINE__, #cond, NULL)
#define CHECK_MSG(cond, ...) check_((cond) ? 1 : 0, __FILE__, __LINE__, #cond, __VA_ARGS__)
#define CHECK_STREQ(got, want) check_streq_((got), (want), __FILE__, __LINE__, #got " == " #want)

#define EXPECT_OK(call) expect_status_((call), PAYSEAL_OK, __FILE__, __LINE__, #call)
#define EXPECT_ERR(want, call) expect_status_((call), (want), __FILE__, __LINE__, #call)
#define EXPECT_EITHER(a, b, call) expect_either_((call), (a), (b), __FILE__, __LINE__, #call)

/* Garbage in an out-parameter before the call, so that "set to NULL/0 on failure" is observable. */
#define PREFILL(x) memset(&(x), 0xA5, sizeof(x))

/* A failing call with one out-pointer: status `want`, *out NULL afterwards. */
#define FAILS_P(want, p, call)                                                                         \
    do {                                                                                               \
        PREFILL(p);                                                                                    \
        EXPECT_ERR(want, call);                                                                        \
        CHECK_MSG((p) == NULL, "out-pointer not NULL after failure");                                  \
    } while (0)

/* A failing call with an out-pointer and an out-length: NULL and 0 afterwards. */
#define FAILS_PL(want, p, l, call)                                                                     \
    do {                                                                                               \
        PREFILL(p);                                                                                    \
        PREFILL(l);                                                                                    \
        EXPECT_ERR(want, call);                                                                        \
        CHECK_MSG((p) == NULL, "out-pointer not NULL after failure");                                  \
        CHECK_MSG((l) == 0, "out-length not 0 after failure");                                         \
    } while (0)

/* --- files and fixtures (test_abi_support.c) ------------------------------------------- */

extern const char *g_keys_dir;
void *xmalloc(size_t n);
char *xstrdup(const char *s);
/* Reads keys_dir/name, NUL-terminated; exits if missing (the test cannot run without it). */
uint8_t *read_key_file(const char *name, size_t *len);

extern uint8_t *g_client_api_json, *g_private_pem, *g_private_3072_pem;
extern size_t g_client_api_json_len, g_private_pem_len, g_private_3072_pem_len;
extern payseal_public_key *g_pub;   /* test-rsa-2048, kid "payseal-test-rsa-2048" */
extern payseal_private_key *g_priv; /* test-rsa-2048 */
extern payseal_private_key *g_priv_3072;
void load_fixtures(void);
void free_fixtures(void);
/* The base64 SPKI of the Client API JSON (its "publicKey" string). */
char *client_api_spki_b64(void);
/* Encrypts s to g_pub and returns the JWE (exits the test on failure: later checks need it). */
char *make_jwe(const char *s);

/* --- encoders and parsers (test_abi_text.c) -------------------------------------------- */

/* Standard base64 with padding (url = 0) or base64url without padding (url = 1). */
char *b64_encode(const uint8_t *d, size_t n, int url);
char *b64_encode_str(const char *s, int url);
/* Decodes standard base64 (padding required when url = 0) or base64url (no padding);
 * returns a NUL-terminated malloc'd buffer, or NULL on any invalid byte. */
uint8_t *b64_decode(const char *s, size_t n, int url, size_t *out_len);
size_t hex_decode(const char *hex, uint8_t *out, size_t cap);
/* PEM text -> DER (the base64 between the BEGIN and END lines). */
uint8_t *pem_to_der(const char *pem, size_t *der_len);
char *pem_wrap(const char *label, const uint8_t *der, size_t n);
/* One DER TLV at p (n bytes): tag, header size, content size. 0 on success. */
int der_tlv(const uint8_t *p, size_t n, unsigned *tag, size_t *hdr, size_t *len);
/* The children of the constructed TLV at p: pointers to each child's TLV and its full size. */
int der_children(const uint8_t *p, size_t n, const uint8_t **child, size_t *child_len, int max);
/* base64url of a DER INTEGER's magnitude (leading zero bytes removed), as a JWK wants it. */
char *der_int_b64url(const uint8_t *p, size_t n);

/* A growable string. */
typedef struct {
    char *s;
    size_t len, cap;
} strbuf;

void sb_addn(strbuf *b, const char *s, size_t n);
void sb_add(strbuf *b, const char *s);
void sb_addf(strbuf *b, const char *fmt, ...);

/* A JWE split at its dots (up to 8 parts, each malloc'd). */
typedef struct {
    char *part[8];
    int n;
} jwe_parts;
void jwe_split(const char *jwe, jwe_parts *jp);
void jwe_parts_free(jwe_parts *jp);
/* Joins parts with dots, replacing part `idx` by `repl` when repl is non-NULL. */
char *jwe_join(const jwe_parts *jp, int count, int idx, const char *repl);
/* Changes the character at position pos of a base64url string to a different alphabet character. */
char *b64_flip(const char *s, size_t pos);
/* Counts the members of a flat JSON object whose values are strings. */
int json_flat_count(const char *json);
/* Position of `needle` in hay, or -1. */
long find(const char *hay, const char *needle);
int is_uuid_v4_lower(const char *s, size_t n);

/* --- shared by the payment and prepare tests (test_abi_payment.c) ---------------------- */

/* The metadata's JSON, or a request's payload with `nonce`, through the ABI (the call and its
 * length checked); NULL on failure; the caller frees. */
char *metadata_json(const payseal_metadata *m);
char *payload(const payseal_payment_request *r, const char *nonce);

/* --- the tests, in the order main runs them -------------------------------------------- */

void test_public_keys(void);      /* test_abi_keys.c */
void test_private_keys(void);     /* test_abi_keys.c */
void test_encrypt_decrypt(void);  /* test_abi_jwe.c */
void test_kat(void);              /* test_abi_jwe.c */
void test_decrypt_errors(void);   /* test_abi_decrypt_errors.c */
void test_metadata(void);         /* test_abi_payment.c */
void test_payment_request(void);  /* test_abi_payment.c */
void test_prepare(void);          /* test_abi_prepare.c */

#endif
