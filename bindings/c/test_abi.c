/*
 * test_abi.c - calls every function of Include/payseal.h, on its happy paths and on every
 * error path of the contract, and checks the conventions the header promises:
 *   status codes, out-pointers NULL / out-lengths 0 on failure (pre-filled with garbage),
 *   payseal_last_error never NULL and per thread, limits, ownership (run under valgrind).
 *
 * Builds as C99 and as C++17 (the header must work from both).
 * Usage: test_abi [keys-dir]   (default: PAYSEAL_KEYS_DIR, else ../../Vectors/keys)
 *   PAYSEAL_TEST_ITERATIONS=n   iterations per thread in the thread test (default 200)
 * Prints each failed check as file:line, ends with "<N> passed, <M> failed".
 */
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

/* ========================================================================================
 * Check machinery
 * ====================================================================================== */

static int g_passed, g_failed;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;

static int check_(int ok, const char *file, int line, const char *expr, const char *fmt, ...)
{
    pthread_mutex_lock(&g_lock);
    if (ok) {
        g_passed++;
    } else {
        g_failed++;
        fprintf(stdout, "%s:%d: FAIL: %s", file, line, expr);
        if (fmt != NULL) {
            va_list ap;
            va_start(ap, fmt);
            fputs(" -- ", stdout);
            vfprintf(stdout, fmt, ap);
            va_end(ap);
        }
        fputc('\n', stdout);
        fflush(stdout);
    }
    pthread_mutex_unlock(&g_lock);
    return ok;
}

#define CHECK(cond) check_((cond) ? 1 : 0, __FILE__, __LINE__, #cond, NULL)
#define CHECK_MSG(cond, ...) check_((cond) ? 1 : 0, __FILE__, __LINE__, #cond, __VA_ARGS__)
#define CHECK_STREQ(got, want) check_streq_((got), (want), __FILE__, __LINE__, #got " == " #want)

static int check_streq_(const char *got, const char *want, const char *file, int line, const char *expr)
{
    int ok = got != NULL && want != NULL && strcmp(got, want) == 0;
    return check_(ok, file, line, expr, "got \"%s\", want \"%s\"", got ? got : "(null)", want ? want : "(null)");
}

/* The status check: `want` status; on failure also a non-empty payseal_last_error. */
static int expect_status_(payseal_status got, payseal_status want, const char *file, int line, const char *expr)
{
    const char *err = payseal_last_error();
    int ok = got == want;
    if (!check_(ok, file, line, expr, "got %s, want %s (last_error: \"%s\")", payseal_status_name(got),
                payseal_status_name(want), err ? err : "(NULL)"))
        return 0;
    if (want != PAYSEAL_OK)
        return check_(err != NULL && err[0] != '\0', file, line, expr, "payseal_last_error empty after a failure");
    return 1;
}

/* Either of two statuses (used only where the header does not pin which one). */
static int expect_either_(payseal_status got, payseal_status a, payseal_status b, const char *file, int line,
                          const char *expr)
{
    int ok = check_(got == a || got == b, file, line, expr, "got %s, want %s or %s (last_error: \"%s\")",
                    payseal_status_name(got), payseal_status_name(a), payseal_status_name(b), payseal_last_error());
    if (ok) /* record which one, for the reader of the log */
        printf("    note: %s:%d: %s -> %s\n", file, line, expr, payseal_status_name(got));
    return ok;
}

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

/* ========================================================================================
 * Helpers: files, base64, hex, DER, strings
 * ====================================================================================== */

static const char *g_keys_dir = PAYSEAL_KEYS_DIR;

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL) {
        fputs("out of memory\n", stderr);
        exit(2);
    }
    return p;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = (char *)xmalloc(n);
    memcpy(p, s, n);
    return p;
}

/* Reads keys_dir/name, NUL-terminated; exits if missing (the test cannot run without it). */
static uint8_t *read_key_file(const char *name, size_t *len)
{
    char path[4096];
    FILE *f;
    long size;
    uint8_t *buf;

    snprintf(path, sizeof path, "%s/%s", g_keys_dir, name);
    f = fopen(path, "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "cannot read %s (pass the keys directory as argv[1])\n", path);
        exit(2);
    }
    buf = (uint8_t *)xmalloc((size_t)size + 1);
    *len = fread(buf, 1, (size_t)size, f);
    buf[*len] = 0;
    fclose(f);
    return buf;
}

static const char B64_STD[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char B64_URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* Standard base64 with padding (url = 0) or base64url without padding (url = 1). */
static char *b64_encode(const uint8_t *d, size_t n, int url)
{
    const char *alpha = url ? B64_URL : B64_STD;
    char *out = (char *)xmalloc(4 * ((n + 2) / 3) + 1);
    size_t i, o = 0;

    for (i = 0; i + 2 < n; i += 3) {
        uint32_t v = ((uint32_t)d[i] << 16) | ((uint32_t)d[i + 1] << 8) | d[i + 2];
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        out[o++] = alpha[(v >> 6) & 63];
        out[o++] = alpha[v & 63];
    }
    if (n - i == 1) {
        uint32_t v = (uint32_t)d[i] << 16;
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        if (!url) {
            out[o++] = '=';
            out[o++] = '=';
        }
    } else if (n - i == 2) {
        uint32_t v = ((uint32_t)d[i] << 16) | ((uint32_t)d[i + 1] << 8);
        out[o++] = alpha[(v >> 18) & 63];
        out[o++] = alpha[(v >> 12) & 63];
        out[o++] = alpha[(v >> 6) & 63];
        if (!url)
            out[o++] = '=';
    }
    out[o] = '\0';
    return out;
}

static char *b64_encode_str(const char *s, int url)
{
    return b64_encode((const uint8_t *)s, strlen(s), url);
}

/* Decodes standard base64 (padding required when url = 0) or base64url (no padding);
 * returns a NUL-terminated malloc'd buffer, or NULL on any invalid byte. */
static uint8_t *b64_decode(const char *s, size_t n, int url, size_t *out_len)
{
    const char *alpha = url ? B64_URL : B64_STD;
    uint8_t *out = (uint8_t *)xmalloc(n / 4 * 3 + 4);
    uint32_t acc = 0;
    int bits = 0;
    size_t i, o = 0;

    if (!url) {
        if (n % 4 != 0)
            goto bad;
        while (n > 0 && s[n - 1] == '=')
            n--;
    }
    for (i = 0; i < n; i++) {
        const char *pos = s[i] ? strchr(alpha, s[i]) : NULL;
        if (pos == NULL)
            goto bad;
        acc = (acc << 6) | (uint32_t)(pos - alpha);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    if (bits >= 6)
        goto bad;
    out[o] = 0;
    *out_len = o;
    return out;
bad:
    free(out);
    *out_len = 0;
    return NULL;
}

static size_t hex_decode(const char *hex, uint8_t *out, size_t cap)
{
    size_t n = 0;
    while (hex[0] && hex[1] && n < cap) {
        unsigned v;
        if (sscanf(hex, "%2x", &v) != 1)
            break;
        out[n++] = (uint8_t)v;
        hex += 2;
    }
    return n;
}

/* PEM text -> DER (the base64 between the BEGIN and END lines). */
static uint8_t *pem_to_der(const char *pem, size_t *der_len)
{
    const char *begin = strstr(pem, "-----BEGIN");
    const char *body, *end;
    char *b64;
    size_t n = 0;
    uint8_t *der;

    *der_len = 0;
    if (begin == NULL || (body = strchr(begin, '\n')) == NULL || (end = strstr(body, "-----END")) == NULL)
        return NULL;
    b64 = (char *)xmalloc((size_t)(end - body) + 1);
    for (; body < end; body++)
        if (*body != '\n' && *body != '\r')
            b64[n++] = *body;
    b64[n] = '\0';
    der = b64_decode(b64, n, 0, der_len);
    free(b64);
    return der;
}

static char *pem_wrap(const char *label, const uint8_t *der, size_t n)
{
    char *b64 = b64_encode(der, n, 0);
    size_t len = strlen(b64), i, o = 0;
    char *out = (char *)xmalloc(len + len / 64 + 2 * strlen(label) + 64);

    o += (size_t)sprintf(out + o, "-----BEGIN %s-----\n", label);
    for (i = 0; i < len; i += 64) {
        size_t chunk = len - i < 64 ? len - i : 64;
        memcpy(out + o, b64 + i, chunk);
        o += chunk;
        out[o++] = '\n';
    }
    sprintf(out + o, "-----END %s-----\n", label);
    free(b64);
    return out;
}

/* One DER TLV at p (n bytes): tag, header size, content size. 0 on success. */
static int der_tlv(const uint8_t *p, size_t n, unsigned *tag, size_t *hdr, size_t *len)
{
    size_t i, nb;
    if (n < 2)
        return -1;
    *tag = p[0];
    if (p[1] < 0x80) {
        *hdr = 2;
        *len = p[1];
    } else {
        nb = p[1] & 0x7f;
        if (nb == 0 || nb > 4 || n < 2 + nb)
            return -1;
        *len = 0;
        for (i = 0; i < nb; i++)
            *len = (*len << 8) | p[2 + i];
        *hdr = 2 + nb;
    }
    return *hdr + *len <= n ? 0 : -1;
}

/* The children of the constructed TLV at p: pointers to each child's TLV and its full size. */
static int der_children(const uint8_t *p, size_t n, const uint8_t **child, size_t *child_len, int max)
{
    unsigned tag;
    size_t hdr, len, off;
    int count = 0;
    if (der_tlv(p, n, &tag, &hdr, &len) != 0)
        return -1;
    for (off = hdr; off < hdr + len && count < max; count++) {
        unsigned t;
        size_t h, l;
        if (der_tlv(p + off, hdr + len - off, &t, &h, &l) != 0)
            return -1;
        child[count] = p + off;
        child_len[count] = h + l;
        off += h + l;
    }
    return count;
}

/* base64url of a DER INTEGER's magnitude (leading zero bytes removed), as a JWK wants it. */
static char *der_int_b64url(const uint8_t *p, size_t n)
{
    unsigned tag;
    size_t hdr, len;
    if (der_tlv(p, n, &tag, &hdr, &len) != 0 || tag != 0x02)
        return xstrdup("");
    p += hdr;
    while (len > 1 && p[0] == 0) {
        p++;
        len--;
    }
    return b64_encode(p, len, 1);
}

/* A growable string. */
typedef struct {
    char *s;
    size_t len, cap;
} strbuf;

static void sb_addn(strbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->cap ? b->cap * 2 : 256);
        char *p;
        while (cap < b->len + n + 1)
            cap *= 2;
        p = (char *)realloc(b->s, cap);
        if (p == NULL) {
            fputs("out of memory\n", stderr);
            exit(2);
        }
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

static void sb_add(strbuf *b, const char *s)
{
    sb_addn(b, s, strlen(s));
}

static void sb_addf(strbuf *b, const char *fmt, ...)
{
    char tmp[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0)
        sb_addn(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* A JWE split at its dots (up to 8 parts, each malloc'd). */
typedef struct {
    char *part[8];
    int n;
} jwe_parts;

static void jwe_split(const char *jwe, jwe_parts *jp)
{
    const char *start = jwe, *dot;
    jp->n = 0;
    for (;;) {
        size_t len;
        dot = strchr(start, '.');
        len = dot ? (size_t)(dot - start) : strlen(start);
        if (jp->n < 8) {
            jp->part[jp->n] = (char *)xmalloc(len + 1);
            memcpy(jp->part[jp->n], start, len);
            jp->part[jp->n][len] = '\0';
            jp->n++;
        }
        if (dot == NULL)
            break;
        start = dot + 1;
    }
}

static void jwe_parts_free(jwe_parts *jp)
{
    int i;
    for (i = 0; i < jp->n; i++)
        free(jp->part[i]);
    jp->n = 0;
}

/* Joins parts with dots, replacing part `idx` by `repl` when repl is non-NULL. */
static char *jwe_join(const jwe_parts *jp, int count, int idx, const char *repl)
{
    strbuf b;
    int i;
    memset(&b, 0, sizeof b);
    for (i = 0; i < count; i++) {
        if (i)
            sb_add(&b, ".");
        sb_add(&b, (i == idx && repl) ? repl : jp->part[i]);
    }
    return b.s;
}

/* Changes the character at position pos of a base64url string to a different alphabet character. */
static char *b64_flip(const char *s, size_t pos)
{
    char *c = xstrdup(s);
    c[pos] = c[pos] == 'A' ? 'B' : 'A';
    return c;
}

/* Counts the members of a flat JSON object whose values are strings. */
static int json_flat_count(const char *json)
{
    int in_str = 0, count = 0;
    for (; *json; json++) {
        if (in_str) {
            if (*json == '\\' && json[1])
                json++;
            else if (*json == '"')
                in_str = 0;
        } else if (*json == '"') {
            in_str = 1;
        } else if (*json == ':') {
            count++;
        }
    }
    return count;
}

/* Position of `needle` in hay, or -1. */
static long find(const char *hay, const char *needle)
{
    const char *p = hay ? strstr(hay, needle) : NULL;
    return p ? (long)(p - hay) : -1;
}

static int is_uuid_v4_lower(const char *s, size_t n)
{
    size_t i;
    if (n != 36)
        return 0;
    for (i = 0; i < 36; i++) {
        char c = s[i];
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != '-')
                return 0;
        } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return 0;
        }
    }
    return s[14] == '4' && (s[19] == '8' || s[19] == '9' || s[19] == 'a' || s[19] == 'b');
}

/* ========================================================================================
 * Shared fixtures
 * ====================================================================================== */

static uint8_t *g_client_api_json, *g_private_pem, *g_private_3072_pem;
static size_t g_client_api_json_len, g_private_pem_len, g_private_3072_pem_len;
static payseal_public_key *g_pub;   /* test-rsa-2048, kid "payseal-test-rsa-2048" */
static payseal_private_key *g_priv; /* test-rsa-2048 */
static payseal_private_key *g_priv_3072;

/* The base64 SPKI of the Client API JSON (its "publicKey" string). */
static char *client_api_spki_b64(void)
{
    const char *json = (const char *)g_client_api_json;
    const char *p = strstr(json, "\"publicKey\"");
    const char *q, *e;
    char *out;
    if (p == NULL || (q = strchr(p + 11, '"')) == NULL || (e = strchr(q + 1, '"')) == NULL)
        return xstrdup("");
    out = (char *)xmalloc((size_t)(e - q));
    memcpy(out, q + 1, (size_t)(e - q - 1));
    out[e - q - 1] = '\0';
    return out;
}

/* Encrypts s to g_pub and returns the JWE (exits the test on failure: later checks need it). */
static char *make_jwe(const char *s)
{
    char *jwe = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_jwe_encrypt(g_pub, (const uint8_t *)s, strlen(s), &jwe, &len)) || jwe == NULL) {
        fputs("cannot continue without a JWE\n", stderr);
        exit(1);
    }
    return jwe;
}

/* Test keys generated for this test only (openssl); they protect nothing. */
static const char EC_P256_PUBLIC_PEM[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAES8cJBWssKzzLda+v1ufZsDtiFg+7\n"
    "HYVwcm1ndsA7AZMZlAFJdGnAm+Y8gfVx3u+GJVebz5yxPXv/VUwUlCFq/A==\n"
    "-----END PUBLIC KEY-----\n";
static const char RSA_1024_PUBLIC_PEM[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC4Jgw9HJA+WYGI3xNMo5wuPqAv\n"
    "0w3euLOvzk2mZGUEMZJUL+juTujQAj+W7eiHbWQPagKLgCnUO0XBtOvDSfqLPi4N\n"
    "jN+XeSKL3O+isyMNJm+kOxyVYNHsJOVdEsfKOY8+keif3Bfurgm1QMHdtOWj9PCy\n"
    "iCKtXvpJgYEDlK8TwwIDAQAB\n"
    "-----END PUBLIC KEY-----\n";
static const char RSA_1024_PRIVATE_PEM[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBANIGGhYe4UzW94+Y\n"
    "tzjhoJDjEXLvV1/UrDGilg/qQcc1g9Ovrz4FYUGiCt0G1A3L8L0KUGNvoNFjulIM\n"
    "g2neVok1pjjAtK54DV0UMZ/DHyl46NkO6ZxcdtfJbzZAFDvOgIHFSTCXyIIu8Hf7\n"
    "uncrBH1sbbPlz0OVLeSv6ab9SRFHAgMBAAECgYEAqIHo0DK6hZI8UmQvLV4qG9Vz\n"
    "nInXyrWx6qkOSXqkiBaxzFg6/EIIxEYk/S2LWf51CteJpB5eI2ImjcoobfrL5hp7\n"
    "pBXs/y9ck3gEtdGrkkjt/lgJFH16hrfUODcLy1vLglGJ3o/x75Z/gyC58AVqvhsW\n"
    "QLLNjTRnq18/uImk/fECQQDu4CHDfgrCH9luh1s1RL3iT40n6UjEkfqA8lU2z/3d\n"
    "zWwZjo7lFMsdF7QhNlpuZcsykdgtUe3SSMR2ZUQ0lMz7AkEA4RR7I1bEShv3XFzg\n"
    "phyJL9TSyBGvc3tU+wErBdbLTnbcFIAF6ffAQm4MJqLW0TrTCAgu1P+yPEY8XFJ7\n"
    "4TmDJQJASy37Ml2u4R3I/sJW8FLsOBe1Y0RGhKc04fRi4VdgnLgUN47oZiy/KC7X\n"
    "oERM/cXHx+ii0tCgOrhwLJr+dlYGlQJBAOCc6Ll+aAow2GwSv5jlVz4lW2eOxpEu\n"
    "3cJTCxUboe2ejcfjboNq2zEv0u5niIpp8pjMWbfzp3GhAbF8GuXK2AUCQE3Z1raV\n"
    "mTJGLcNneQF4Ugio9IgoBqWoawgjho5/rSMfqnoXy9KCREVWlN90455H2iNs4zQ7\n"
    "lGn9IVmWFbvKr2Q=\n"
    "-----END PRIVATE KEY-----\n";
static const char EC_P256_PRIVATE_PEM[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgY4qUa8KyDC7lfAGY\n"
    "ZylwRSHJ0SyGXHYb+PL1slPQJNehRANCAAR1pdiBXPHYgdS1Hy7G5xt/5fc5qUHb\n"
    "1XzXAS1n7lkvzaWTpsaNHR1DFyJ5Q5tCtDA9gdFeHi/15DUDq0dJ6fbJ\n"
    "-----END PRIVATE KEY-----\n";

static void load_fixtures(void)
{
    g_client_api_json = read_key_file("test-rsa-2048.client-api.json", &g_client_api_json_len);
    g_private_pem = read_key_file("test-rsa-2048.private.pem", &g_private_pem_len);
    g_private_3072_pem = read_key_file("test-rsa-3072.private.pem", &g_private_3072_pem_len);
    if (!EXPECT_OK(payseal_public_key_from_client_api((const char *)g_client_api_json, g_client_api_json_len,
                                                      &g_pub)) ||
        !EXPECT_OK(payseal_private_key_parse(g_private_pem, g_private_pem_len, &g_priv)) ||
        !EXPECT_OK(payseal_private_key_parse(g_private_3072_pem, g_private_3072_pem_len, &g_priv_3072))) {
        fputs("cannot continue without the test keys\n", stderr);
        exit(1);
    }
}

static void free_fixtures(void)
{
    payseal_public_key_free(g_pub);
    payseal_private_key_free(g_priv);
    payseal_private_key_free(g_priv_3072);
    free(g_client_api_json);
    free(g_private_pem);
    free(g_private_3072_pem);
}

/* ========================================================================================
 * Library: versions, status names, last_error, free
 * ====================================================================================== */

static void test_library(void)
{
    static const char *const names[] = {
        "PAYSEAL_OK",           "PAYSEAL_E_ARGUMENT",        "PAYSEAL_E_KEY_FORMAT", "PAYSEAL_E_KEY_UNSUPPORTED",
        "PAYSEAL_E_JSON",       "PAYSEAL_E_JWE_FORMAT",      "PAYSEAL_E_JWE_UNSUPPORTED",
        "PAYSEAL_E_DECRYPT",    "PAYSEAL_E_CRYPTO",          "PAYSEAL_E_NO_MEMORY",  "PAYSEAL_E_LIMIT",
        "PAYSEAL_E_VALIDATION",
    };
    const char *v = payseal_version();
    unsigned a, b, c;
    int consumed = -1, i;

    CHECK(payseal_abi_version() == PAYSEAL_ABI_VERSION);

    CHECK(v != NULL);
    if (v != NULL) {
        CHECK_MSG(sscanf(v, "%u.%u.%u%n", &a, &b, &c, &consumed) == 3 && consumed == (int)strlen(v) &&
                      v[0] >= '0' && v[0] <= '9',
                  "payseal_version() = \"%s\", want MAJOR.MINOR.PATCH", v);
        CHECK(payseal_version() == v || strcmp(payseal_version(), v) == 0);
    }

    /* The status names: the enumerators in order, then values outside the enum. */
    CHECK((int)(sizeof names / sizeof names[0]) == PAYSEAL_E_VALIDATION + 1);
    CHECK_STREQ(payseal_status_name(PAYSEAL_OK), "PAYSEAL_OK");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_ARGUMENT), "PAYSEAL_E_ARGUMENT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_KEY_FORMAT), "PAYSEAL_E_KEY_FORMAT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_KEY_UNSUPPORTED), "PAYSEAL_E_KEY_UNSUPPORTED");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JSON), "PAYSEAL_E_JSON");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JWE_FORMAT), "PAYSEAL_E_JWE_FORMAT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_JWE_UNSUPPORTED), "PAYSEAL_E_JWE_UNSUPPORTED");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_DECRYPT), "PAYSEAL_E_DECRYPT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_CRYPTO), "PAYSEAL_E_CRYPTO");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_NO_MEMORY), "PAYSEAL_E_NO_MEMORY");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_LIMIT), "PAYSEAL_E_LIMIT");
    CHECK_STREQ(payseal_status_name(PAYSEAL_E_VALIDATION), "PAYSEAL_E_VALIDATION");
    for (i = 0; i <= PAYSEAL_E_VALIDATION; i++)
        CHECK_STREQ(payseal_status_name((payseal_status)i), names[i]);
    /* A value the enum does not list (a newer library's status, or garbage from a host).
     * In C++ this cast is outside the enum's value range; GCC only exploits that under
     * -fstrict-enums, which the build does not use. */
    CHECK_STREQ(payseal_status_name((payseal_status)99), "PAYSEAL_E_UNKNOWN");
    CHECK_STREQ(payseal_status_name((payseal_status)12), "PAYSEAL_E_UNKNOWN");

    /* Nothing has failed on this thread yet: "" (this runs before any failing call). */
    CHECK(payseal_last_error() != NULL);
    CHECK_STREQ(payseal_last_error(), "");

    /* NULL is a no-op for every release function. */
    payseal_free(NULL);
    payseal_public_key_free(NULL);
    payseal_private_key_free(NULL);
    payseal_metadata_free(NULL);
    payseal_payment_request_free(NULL);
    CHECK(1); /* reached: none of the _free(NULL) calls crashed */
}

/* ========================================================================================
 * Public keys
 * ====================================================================================== */

static void test_public_keys(void)
{
    payseal_public_key *key = NULL;
    const char *json = (const char *)g_client_api_json;
    size_t json_len = g_client_api_json_len;
    char *spki_b64 = client_api_spki_b64();
    uint8_t *spki = NULL, *pkcs1 = NULL, *big = NULL;
    size_t spki_len = 0, pkcs1_len = 0;
    char *s = NULL;
    strbuf b;
    const uint8_t *child[4];
    size_t child_len[4];
    char *n_b64 = NULL, *e_b64 = NULL;
    int bits_ok;

    /* ---- payseal_public_key_from_client_api: happy path ---- */
    CHECK(payseal_public_key_bits(g_pub) == 2048);
    CHECK_STREQ(payseal_public_key_id(g_pub), "payseal-test-rsa-2048");
    {
        static const struct {
            const char *file, *kid;
            int bits;
        } others[] = {
            {"test-rsa-3072.client-api.json", "payseal-test-rsa-3072", 3072},
            {"test-rsa-4096.client-api.json", "payseal-test-rsa-4096", 4096},
        };
        size_t i;
        for (i = 0; i < sizeof others / sizeof others[0]; i++) {
            size_t len;
            uint8_t *data = read_key_file(others[i].file, &len);
            if (EXPECT_OK(payseal_public_key_from_client_api((const char *)data, len, &key))) {
                CHECK(payseal_public_key_bits(key) == others[i].bits);
                CHECK_STREQ(payseal_public_key_id(key), others[i].kid);
            }
            payseal_public_key_free(key);
            key = NULL;
            free(data);
        }
    }
    /* Other members are ignored; a JSON escape in the key id is decoded. */
    memset(&b, 0, sizeof b);
    sb_addf(&b, "{\"other\":[1,{\"x\":null}],\"keyId\":\"k\\u00e9\\\"1\",\"publicKey\":\"%s\",\"more\":true}",
            spki_b64);
    if (EXPECT_OK(payseal_public_key_from_client_api(b.s, b.len, &key))) {
        CHECK_STREQ(payseal_public_key_id(key), "k\xc3\xa9\"1");
        CHECK(payseal_public_key_bits(key) == 2048);
    }
    payseal_public_key_free(key);
    key = NULL;
    free(b.s);
    /* Exactly PAYSEAL_MAX_KEY_INPUT bytes (JSON padded with spaces) is accepted. */
    big = (uint8_t *)xmalloc(PAYSEAL_MAX_KEY_INPUT + 1);
    memset(big, ' ', PAYSEAL_MAX_KEY_INPUT + 1);
    memcpy(big, json, json_len);
    if (EXPECT_OK(payseal_public_key_from_client_api((const char *)big, PAYSEAL_MAX_KEY_INPUT, &key)))
        CHECK(payseal_public_key_bits(key) == 2048);
    payseal_public_key_free(key);
    key = NULL;

    /* ---- payseal_public_key_from_client_api: errors ---- */
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_from_client_api(NULL, json_len, &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_from_client_api(NULL, 0, &key));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_public_key_from_client_api(json, json_len, NULL));
    FAILS_P(PAYSEAL_E_LIMIT, key, payseal_public_key_from_client_api((const char *)big, PAYSEAL_MAX_KEY_INPUT + 1, &key));
    /* zero-length input: not a JSON object (the header allows no key in 0 bytes) */
    PREFILL(key);
    EXPECT_EITHER(PAYSEAL_E_JSON, PAYSEAL_E_ARGUMENT, payseal_public_key_from_client_api(json, 0, &key));
    CHECK(key == NULL);
    {
        static const char bad_utf8[] = "{\"keyId\":\"k\xff\xfe\",\"publicKey\":\"AAAA\"}";
        static const char overlong[] = "{\"keyId\":\"\xc0\xaf\",\"publicKey\":\"AAAA\"}";
        FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_from_client_api(bad_utf8, strlen(bad_utf8), &key));
        FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_from_client_api(overlong, strlen(overlong), &key));
    }
    {
        static const char *const not_json[] = {"{", "{\"keyId\":\"a\",", "not json", "{\"keyId\" \"a\"}", "[1,2]",
                                               "\"str\"", "{}", "{\"publicKey\":\"AAAA\"}",
                                               "{\"keyId\":\"a\"}", "{\"keyId\":1,\"publicKey\":\"AAAA\"}",
                                               "{\"keyId\":\"a\",\"publicKey\":null}"};
        size_t i;
        for (i = 0; i < sizeof not_json / sizeof not_json[0]; i++)
            FAILS_P(PAYSEAL_E_JSON, key, payseal_public_key_from_client_api(not_json[i], strlen(not_json[i]), &key));
    }
    {
        static const char not_b64[] = "{\"keyId\":\"a\",\"publicKey\":\"!!!not base64!!!\"}";
        static const char not_spki[] = "{\"keyId\":\"a\",\"publicKey\":\"aGVsbG8gd29ybGQ=\"}";
        FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_from_client_api(not_b64, strlen(not_b64), &key));
        FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_from_client_api(not_spki, strlen(not_spki), &key));
    }
    {
        size_t der_len;
        uint8_t *der = pem_to_der(EC_P256_PUBLIC_PEM, &der_len);
        char *der_b64 = b64_encode(der, der_len, 0);
        memset(&b, 0, sizeof b);
        sb_addf(&b, "{\"keyId\":\"ec\",\"publicKey\":\"%s\"}", der_b64);
        FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key, payseal_public_key_from_client_api(b.s, b.len, &key));
        free(b.s);
        free(der_b64);
        free(der);
        der = pem_to_der(RSA_1024_PUBLIC_PEM, &der_len);
        der_b64 = b64_encode(der, der_len, 0);
        memset(&b, 0, sizeof b);
        sb_addf(&b, "{\"keyId\":\"small\",\"publicKey\":\"%s\"}", der_b64);
        FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key, payseal_public_key_from_client_api(b.s, b.len, &key));
        free(b.s);
        free(der_b64);
        free(der);
    }

    /* ---- payseal_public_key_parse: every format ---- */
    spki = b64_decode(spki_b64, strlen(spki_b64), 0, &spki_len);
    CHECK(spki != NULL && spki_len > 24);
    /* SPKI = SEQ { AlgorithmIdentifier, BIT STRING { 0x00, RSAPublicKey } } */
    if (spki != NULL && der_children(spki, spki_len, child, child_len, 4) == 2) {
        unsigned tag;
        size_t hdr, len;
        if (der_tlv(child[1], child_len[1], &tag, &hdr, &len) == 0 && tag == 0x03) {
            pkcs1 = (uint8_t *)xmalloc(len - 1);
            pkcs1_len = len - 1;
            memcpy(pkcs1, child[1] + hdr + 1, pkcs1_len);
        }
    }
    CHECK(pkcs1 != NULL);
    if (pkcs1 != NULL && der_children(pkcs1, pkcs1_len, child, child_len, 4) == 2) {
        n_b64 = der_int_b64url(child[0], child_len[0]);
        e_b64 = der_int_b64url(child[1], child_len[1]);
    }
    CHECK(n_b64 != NULL && e_b64 != NULL);
    if (spki == NULL || pkcs1 == NULL || n_b64 == NULL || e_b64 == NULL)
        goto out;
    CHECK_STREQ(e_b64, "AQAB");

#define PARSES_AS(data, len, kid, want_kid)                                                            \
    do {                                                                                               \
        PREFILL(key);                                                                                  \
        bits_ok = EXPECT_OK(payseal_public_key_parse((data), (len), (kid), &key));                     \
        if (bits_ok) {                                                                                 \
            CHECK(payseal_public_key_bits(key) == 2048);                                               \
            if ((want_kid) == NULL)                                                                    \
                CHECK_MSG(payseal_public_key_id(key) == NULL, "id \"%s\"", payseal_public_key_id(key));  \
            else                                                                                       \
                CHECK_STREQ(payseal_public_key_id(key), (want_kid));                                   \
        }                                                                                              \
        payseal_public_key_free(bits_ok ? key : NULL);                                                 \
        key = NULL;                                                                                    \
    } while (0)

    PARSES_AS(spki, spki_len, "der-spki", "der-spki");
    PARSES_AS(spki, spki_len, NULL, (const char *)NULL);
    PARSES_AS(pkcs1, pkcs1_len, "der-pkcs1", "der-pkcs1");
    PARSES_AS((const uint8_t *)spki_b64, strlen(spki_b64), "b64-spki", "b64-spki");
    s = b64_encode(pkcs1, pkcs1_len, 0);
    PARSES_AS((const uint8_t *)s, strlen(s), "b64-pkcs1", "b64-pkcs1");
    free(s);
    s = pem_wrap("PUBLIC KEY", spki, spki_len);
    PARSES_AS((const uint8_t *)s, strlen(s), "pem-spki", "pem-spki");
    PARSES_AS((const uint8_t *)s, strlen(s), "", "");
    PARSES_AS((const uint8_t *)s, strlen(s), "cl\xc3\xa9", "cl\xc3\xa9");
    /* invalid UTF-8 in key_id */
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_parse((const uint8_t *)s, strlen(s), "k\xff", &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_parse((const uint8_t *)s, strlen(s), "\xed\xa0\x80", &key));
    free(s);
    s = pem_wrap("RSA PUBLIC KEY", pkcs1, pkcs1_len);
    PARSES_AS((const uint8_t *)s, strlen(s), "pem-pkcs1", "pem-pkcs1");
    free(s);
    /* JWK: its "kid" is used when key_id is NULL; key_id wins otherwise; no kid -> no id. */
    memset(&b, 0, sizeof b);
    sb_addf(&b, "{\"kty\":\"RSA\",\"n\":\"%s\",\"e\":\"%s\",\"kid\":\"jwk-kid\"}", n_b64, e_b64);
    PARSES_AS((const uint8_t *)b.s, b.len, NULL, "jwk-kid");
    PARSES_AS((const uint8_t *)b.s, b.len, "override", "override");
    free(b.s);
    memset(&b, 0, sizeof b);
    sb_addf(&b, "{\"kty\":\"RSA\",\"n\":\"%s\",\"e\":\"%s\"}", n_b64, e_b64);
    PARSES_AS((const uint8_t *)b.s, b.len, NULL, (const char *)NULL);
    free(b.s);

    /* ---- payseal_public_key_parse: errors ---- */
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_parse(NULL, spki_len, NULL, &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_parse(NULL, 0, NULL, &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_public_key_parse(spki, 0, NULL, &key));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_public_key_parse(spki, spki_len, NULL, NULL));
    FAILS_P(PAYSEAL_E_LIMIT, key, payseal_public_key_parse(big, PAYSEAL_MAX_KEY_INPUT + 1, NULL, &key));
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_parse((const uint8_t *)"garbage key", 11, NULL, &key));
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_parse(spki, spki_len - 10, NULL, &key));
    {
        static const uint8_t binary[] = {0x30, 0x03, 0x02, 0x01, 0x05, 0xff, 0x00};
        FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_parse(binary, sizeof binary, NULL, &key));
    }
    /* a private key is none of the public formats */
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_public_key_parse(g_private_pem, g_private_pem_len, NULL, &key));
    FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key,
            payseal_public_key_parse((const uint8_t *)EC_P256_PUBLIC_PEM, strlen(EC_P256_PUBLIC_PEM), NULL, &key));
    FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key,
            payseal_public_key_parse((const uint8_t *)RSA_1024_PUBLIC_PEM, strlen(RSA_1024_PUBLIC_PEM), NULL, &key));
    {
        /* exponent policy: odd, 3 <= e < 2^32 */
        static const char *const bad_e[] = {"Ag" /* 2 */, "AQ" /* 1 */, "AQAAAAE" /* 2^32 + 1 */,
                                            "AQAAAAA" /* 2^32 */, "BA" /* 4 */};
        size_t i;
        for (i = 0; i < sizeof bad_e / sizeof bad_e[0]; i++) {
            memset(&b, 0, sizeof b);
            sb_addf(&b, "{\"kty\":\"RSA\",\"n\":\"%s\",\"e\":\"%s\"}", n_b64, bad_e[i]);
            FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key, payseal_public_key_parse((const uint8_t *)b.s, b.len, NULL, &key));
            free(b.s);
        }
        /* e = 3 and e = 2^32 - 1 are inside the policy */
        memset(&b, 0, sizeof b);
        sb_addf(&b, "{\"kty\":\"RSA\",\"n\":\"%s\",\"e\":\"Aw\"}", n_b64);
        PARSES_AS((const uint8_t *)b.s, b.len, NULL, (const char *)NULL);
        free(b.s);
        memset(&b, 0, sizeof b);
        sb_addf(&b, "{\"kty\":\"RSA\",\"n\":\"%s\",\"e\":\"_____w\"}", n_b64);
        PARSES_AS((const uint8_t *)b.s, b.len, NULL, (const char *)NULL);
        free(b.s);
    }
    {
        static const char ec_jwk[] =
            "{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"S8cJBWssKzzLda-v1ufZsDtiFg-7HYVwcm1ndsA7AZM\","
            "\"y\":\"GZQBSXRpwJvmPIH1cd7vhiVXm8-csT17_1VMFJQhavw\"}";
        static const char bad_jwk[] = "{\"kty\":\"RSA\",\"n\":";
        FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key, payseal_public_key_parse((const uint8_t *)ec_jwk, strlen(ec_jwk), NULL, &key));
        FAILS_P(PAYSEAL_E_JSON, key, payseal_public_key_parse((const uint8_t *)bad_jwk, strlen(bad_jwk), NULL, &key));
    }

    /* ---- bits / id on NULL ---- */
    CHECK(payseal_public_key_bits(NULL) == 0);
    CHECK(payseal_public_key_id(NULL) == NULL);

out:
#undef PARSES_AS
    free(n_b64);
    free(e_b64);
    free(pkcs1);
    free(spki);
    free(spki_b64);
    free(big);
}

/* ========================================================================================
 * Private keys
 * ====================================================================================== */

static void test_private_keys(void)
{
    payseal_private_key *key = NULL;
    uint8_t *der = NULL, *big = NULL;
    size_t der_len = 0;
    const uint8_t *child[10];
    size_t child_len[10];
    char *s;
    char *jwe = make_jwe("private key formats");
    uint8_t *pt = NULL;
    size_t pt_len = 0;

#define PRIVATE_PARSES(data, len)                                                                      \
    do {                                                                                               \
        PREFILL(key);                                                                                  \
        if (EXPECT_OK(payseal_private_key_parse((data), (len), &key))) {                               \
            if (EXPECT_OK(payseal_jwe_decrypt(key, jwe, strlen(jwe), &pt, &pt_len)))                   \
                CHECK(pt_len == 19 && memcmp(pt, "private key formats", 19) == 0);                     \
            payseal_free(pt);                                                                          \
            pt = NULL;                                                                                 \
            payseal_private_key_free(key);                                                             \
        }                                                                                              \
        key = NULL;                                                                                    \
    } while (0)

    /* PKCS#8 PEM, PKCS#8 DER, PKCS#1 DER and PEM, private JWK */
    PRIVATE_PARSES(g_private_pem, g_private_pem_len);
    der = pem_to_der((const char *)g_private_pem, &der_len);
    CHECK(der != NULL);
    if (der != NULL) {
        PRIVATE_PARSES(der, der_len);
        /* PKCS#8 = SEQ { INTEGER 0, AlgorithmIdentifier, OCTET STRING { RSAPrivateKey } } */
        if (CHECK(der_children(der, der_len, child, child_len, 4) == 3)) {
            unsigned tag;
            size_t hdr, len;
            if (CHECK(der_tlv(child[2], child_len[2], &tag, &hdr, &len) == 0 && tag == 0x04)) {
                const uint8_t *pkcs1 = child[2] + hdr;
                size_t pkcs1_len = len;
                PRIVATE_PARSES(pkcs1, pkcs1_len);
                s = pem_wrap("RSA PRIVATE KEY", pkcs1, pkcs1_len);
                PRIVATE_PARSES((const uint8_t *)s, strlen(s));
                free(s);
                /* RSAPrivateKey = SEQ { version, n, e, d, p, q, dp, dq, qi } */
                if (CHECK(der_children(pkcs1, pkcs1_len, child, child_len, 10) == 9)) {
                    static const char *const names[] = {"n", "e", "d", "p", "q", "dp", "dq", "qi"};
                    strbuf b;
                    int i;
                    memset(&b, 0, sizeof b);
                    sb_add(&b, "{\"kty\":\"RSA\"");
                    for (i = 0; i < 8; i++) {
                        char *v = der_int_b64url(child[i + 1], child_len[i + 1]);
                        sb_addf(&b, ",\"%s\":\"", names[i]);
                        sb_add(&b, v);
                        sb_add(&b, "\"");
                        free(v);
                    }
                    sb_add(&b, "}");
                    PRIVATE_PARSES((const uint8_t *)b.s, b.len);
                    free(b.s);
                }
            }
        }
    }

    /* errors */
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_private_key_parse(NULL, g_private_pem_len, &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_private_key_parse(NULL, 0, &key));
    FAILS_P(PAYSEAL_E_ARGUMENT, key, payseal_private_key_parse(g_private_pem, 0, &key));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_private_key_parse(g_private_pem, g_private_pem_len, NULL));
    big = (uint8_t *)xmalloc(PAYSEAL_MAX_KEY_INPUT + 1);
    memset(big, 'A', PAYSEAL_MAX_KEY_INPUT + 1);
    FAILS_P(PAYSEAL_E_LIMIT, key, payseal_private_key_parse(big, PAYSEAL_MAX_KEY_INPUT + 1, &key));
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_private_key_parse((const uint8_t *)"not a key", 9, &key));
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key, payseal_private_key_parse(g_private_pem, g_private_pem_len / 2, &key));
    /* a public key is not a private key */
    FAILS_P(PAYSEAL_E_KEY_FORMAT, key,
            payseal_private_key_parse((const uint8_t *)RSA_1024_PUBLIC_PEM, strlen(RSA_1024_PUBLIC_PEM), &key));
    FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key,
            payseal_private_key_parse((const uint8_t *)RSA_1024_PRIVATE_PEM, strlen(RSA_1024_PRIVATE_PEM), &key));
    FAILS_P(PAYSEAL_E_KEY_UNSUPPORTED, key,
            payseal_private_key_parse((const uint8_t *)EC_P256_PRIVATE_PEM, strlen(EC_P256_PRIVATE_PEM), &key));
    {
        static const char bad_jwk[] = "{\"kty\":\"RSA\",\"n\":\"AQAB\",";
        FAILS_P(PAYSEAL_E_JSON, key, payseal_private_key_parse((const uint8_t *)bad_jwk, strlen(bad_jwk), &key));
    }
#undef PRIVATE_PARSES
    free(big);
    free(der);
    payseal_free(jwe);
}

/* ========================================================================================
 * JWE encrypt / decrypt
 * ====================================================================================== */

static void test_encrypt_decrypt(void)
{
    static const char msg[] = "{\"hello\":\"PaySeal\"}";
    char *jwe = NULL;
    size_t jwe_len = 0, pt_len = 0, i;
    uint8_t *pt = NULL, *big = NULL;
    jwe_parts jp;
    size_t hdr_len = 0;
    uint8_t *hdr;
    payseal_public_key *nokid = NULL;

    /* round trip, kid in the header */
    if (EXPECT_OK(payseal_jwe_encrypt(g_pub, (const uint8_t *)msg, strlen(msg), &jwe, &jwe_len))) {
        CHECK(jwe != NULL && jwe_len == strlen(jwe));
        jwe_split(jwe, &jp);
        CHECK(jp.n == 5);
        hdr = b64_decode(jp.part[0], strlen(jp.part[0]), 1, &hdr_len);
        CHECK_STREQ((const char *)hdr, "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"kid\":\"payseal-test-rsa-2048\"}");
        free(hdr);
        CHECK(jp.n == 5 && strlen(jp.part[1]) == 342); /* 256 bytes of RSA-2048 ciphertext */
        CHECK(jp.n == 5 && strlen(jp.part[2]) == 22);  /* 16-byte IV */
        CHECK(jp.n == 5 && strlen(jp.part[4]) == 43);  /* 32-byte tag */
        jwe_parts_free(&jp);
        PREFILL(pt);
        PREFILL(pt_len);
        if (EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len))) {
            CHECK(pt_len == strlen(msg) && memcmp(pt, msg, pt_len) == 0);
            CHECK(pt[pt_len] == 0);
        }
        payseal_free(pt);
        pt = NULL;
        /* the JWE needs no NUL: decrypt from a non-terminated copy */
        {
            char *copy = (char *)xmalloc(jwe_len);
            memcpy(copy, jwe, jwe_len);
            if (EXPECT_OK(payseal_jwe_decrypt(g_priv, copy, jwe_len, &pt, &pt_len)))
                CHECK(pt_len == strlen(msg) && memcmp(pt, msg, pt_len) == 0);
            payseal_free(pt);
            pt = NULL;
            free(copy);
        }
    }
    payseal_free(jwe);
    jwe = NULL;

    /* two encryptions of the same plaintext differ (fresh CEK, IV and seed) */
    {
        char *a = make_jwe(msg), *b2 = make_jwe(msg);
        CHECK(strcmp(a, b2) != 0);
        payseal_free(a);
        payseal_free(b2);
    }

    /* out_len may be NULL; empty plaintext, also with plaintext NULL */
    if (EXPECT_OK(payseal_jwe_encrypt(g_pub, (const uint8_t *)msg, strlen(msg), &jwe, NULL)))
        CHECK(jwe != NULL && strlen(jwe) > 0);
    payseal_free(jwe);
    jwe = NULL;
    if (EXPECT_OK(payseal_jwe_encrypt(g_pub, NULL, 0, &jwe, &jwe_len))) {
        if (EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len))) {
            CHECK(pt_len == 0);
            CHECK(pt != NULL && pt[0] == 0);
        }
        payseal_free(pt);
        pt = NULL;
    }
    payseal_free(jwe);
    jwe = NULL;
    if (EXPECT_OK(payseal_jwe_encrypt(g_pub, (const uint8_t *)"", 0, &jwe, &jwe_len)))
        CHECK(jwe != NULL && jwe_len == strlen(jwe));
    payseal_free(jwe);
    jwe = NULL;

    /* binary plaintext (every byte value, embedded NULs) */
    {
        uint8_t bin[256];
        for (i = 0; i < 256; i++)
            bin[i] = (uint8_t)i;
        if (EXPECT_OK(payseal_jwe_encrypt(g_pub, bin, sizeof bin, &jwe, &jwe_len)) &&
            EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len)))
            CHECK(pt_len == 256 && memcmp(pt, bin, 256) == 0);
        payseal_free(pt);
        pt = NULL;
        payseal_free(jwe);
        jwe = NULL;
    }

    /* a key without an id: header without "kid" */
    {
        char *spki_b64 = client_api_spki_b64();
        if (EXPECT_OK(payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64), NULL, &nokid)) &&
            EXPECT_OK(payseal_jwe_encrypt(nokid, (const uint8_t *)"x", 1, &jwe, &jwe_len))) {
            jwe_split(jwe, &jp);
            hdr = b64_decode(jp.part[0], strlen(jp.part[0]), 1, &hdr_len);
            CHECK_STREQ((const char *)hdr, "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\"}");
            free(hdr);
            jwe_parts_free(&jp);
            if (EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len)))
                CHECK(pt_len == 1 && pt[0] == 'x');
            payseal_free(pt);
            pt = NULL;
        }
        payseal_free(jwe);
        jwe = NULL;
        payseal_public_key_free(nokid);
        nokid = NULL;
        /* kid escaping (RFC 8259, as pinned by Vectors/jwe-encrypt-kat.independent.json) */
        if (EXPECT_OK(payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64),
                                               "q\"b\\s/n\xc3\xa9", &nokid)) &&
            EXPECT_OK(payseal_jwe_encrypt(nokid, (const uint8_t *)"x", 1, &jwe, &jwe_len))) {
            jwe_split(jwe, &jp);
            hdr = b64_decode(jp.part[0], strlen(jp.part[0]), 1, &hdr_len);
            CHECK_STREQ((const char *)hdr, "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\","
                                           "\"kid\":\"q\\\"b\\\\s/n\xc3\xa9\"}");
            free(hdr);
            jwe_parts_free(&jp);
        }
        payseal_free(jwe);
        jwe = NULL;
        payseal_public_key_free(nokid);
        nokid = NULL;
        /* a key id with a control character (here U+0001, DEL) is refused: it has no place in an id */
        EXPECT_ERR(PAYSEAL_E_ARGUMENT,
                   payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64), "a\x01b", &nokid));
        CHECK(nokid == NULL);
        EXPECT_ERR(PAYSEAL_E_ARGUMENT,
                   payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64), "a\x7f", &nokid));
        free(spki_b64);
    }

    /* exactly PAYSEAL_MAX_PLAINTEXT bytes round-trips; one more is PAYSEAL_E_LIMIT */
    big = (uint8_t *)xmalloc(PAYSEAL_MAX_PLAINTEXT + 1);
    for (i = 0; i < PAYSEAL_MAX_PLAINTEXT + 1; i++)
        big[i] = (uint8_t)(i * 31 + 7);
    if (EXPECT_OK(payseal_jwe_encrypt(g_pub, big, PAYSEAL_MAX_PLAINTEXT, &jwe, &jwe_len))) {
        CHECK(jwe_len <= PAYSEAL_MAX_JWE);
        if (EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len)))
            CHECK(pt_len == PAYSEAL_MAX_PLAINTEXT && memcmp(pt, big, pt_len) == 0);
        payseal_free(pt);
        pt = NULL;
    }
    payseal_free(jwe);
    jwe = NULL;

    /* ---- payseal_jwe_encrypt: errors ---- */
    FAILS_PL(PAYSEAL_E_LIMIT, jwe, jwe_len, payseal_jwe_encrypt(g_pub, big, PAYSEAL_MAX_PLAINTEXT + 1, &jwe, &jwe_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, jwe, jwe_len, payseal_jwe_encrypt(NULL, (const uint8_t *)msg, 3, &jwe, &jwe_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, jwe, jwe_len, payseal_jwe_encrypt(g_pub, NULL, 3, &jwe, &jwe_len));
    PREFILL(jwe_len);
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_jwe_encrypt(g_pub, (const uint8_t *)msg, 3, NULL, &jwe_len));
    CHECK(jwe_len == 0);
    PREFILL(jwe);
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_jwe_encrypt(NULL, (const uint8_t *)msg, 3, &jwe, NULL));
    CHECK(jwe == NULL);
    free(big);
}

/* The independent known-answer vectors "kid-null" and "kid-controls" from
 * Vectors/jwe-encrypt-kat.independent.json (test-rsa-2048). */
static const char KAT1_CEK[] = "bdfbbf85e884aca2596112376903c941e4e8ca7e155567adc8a66921930b4404"
                               "e24326fa793e5226b8f5b3318810afce9a05437701919b769b93d113c775c995";
static const char KAT1_IV[] = "9282f06b506bcbd5c3f4e4fb3793bfe4";
static const char KAT1_SEED[] = "8ba3933be3448687fa7a0d33f17251ee0911e29a";
static const char KAT1_COMPACT[] =
    "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIifQ."
    "sdS-JFK9oRAQaQYGYp69s7Fb9sHzvIsQ8l5I5Pdb_U5eopByvs_GMh5-iO2_kVxSPw53EGscZm25n0JQFKSGQsaHUd8Nxwo4i9oIXykB"
    "MvAOQe28m6MfTDs2xCusITu5uyqFweZTSriiHSLMcP8fSUb-SabAQNphsp-PFPOKiMSK_yI9dM6pNjCO10wceuir4W4PW1JGbeZktl4r"
    "fOF_S7Xqe4p3j7ThB_trcMXsmjT2BAcYNXdIk-s0FyHJdSOBj0_Y8M2ZUnIErRo0KS4dcy_r0IXWRvTmgfHBZSJCVMiC3UtPIw-kK59S"
    "ZKlxMxYf83tbauZAD68FHoLeii6v5A."
    "koLwa1Bry9XD9OT7N5O_5A.KE28BLkh2HQEpHdPl-DskQ.IzmNc3nOAzldr9HgY34hF_ujCCGol9mwDe1evDOOhi4";
static const char KAT2_CEK[] = "a7a425a035bd52995c07d0a87159495d47377412ff065aa4a463adc22fd2c72c"
                               "c39ed58fb9474208b2b825cb0e0d3cc23924480e40a7f989a078e7b04a07efea";
static const char KAT2_IV[] = "82db2d03776dd36e540e336a6c17f15f";
static const char KAT2_SEED[] = "61af886fc6e9e88f12efab5d70b4a66864d72e77";
static const char KAT2_COMPACT[] =
    "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJraWQiOiJDOlxca2V5c1xcdjEifQ."
    "X0R2hpsOK_GZLDCJ_Db14Bnrq-ckIyaa-gPnPC0c1O71iTk2Rf9olnFl_pIlLYDGx6JzgaT-Fk-Ego0BiPIFfn6rUYNbvE5x7ngIgduP"
    "2WdQeqz7ishfYKVI1yKm1Cs77o0XPzgfiA6Amm2QDK8SCtdI64wKGmWW6iemst-PmhdtMGlILeAzI-lrD4tOTXTw1u2RuoR7aIXBI_ml"
    "wY8Z65W74WmbIelRX1trn06hfkfvO6ymT1BHlzuI-uODiv7esXD6R4LblImdi7Zm8xr-6JA7dYj3zOzwkIROd9kWm-f4MnneqBM-d7pq"
    "xSdaG4iE1fmF8XYEKKSqcoGjY_kzxQ."
    "gtstA3dt025UDjNqbBfxXw.4uTiBFMgN5IfYoBDRCwDmw.VoRQxCh1_Wc8jLI9hbm78QGeh-J_ugnVNCc9yNGC_xE";

static void test_kat(void)
{
    uint8_t cek[PAYSEAL_CEK_BYTES], iv[PAYSEAL_IV_BYTES], seed[PAYSEAL_OAEP_SEED_BYTES];
    uint8_t cek2[PAYSEAL_CEK_BYTES], iv2[PAYSEAL_IV_BYTES], seed2[PAYSEAL_OAEP_SEED_BYTES];
    char *a = NULL, *b = NULL, *spki_b64 = client_api_spki_b64();
    size_t a_len = 0, b_len = 0, pt_len = 0;
    uint8_t *pt = NULL;
    payseal_public_key *key = NULL;
    jwe_parts pa, pb;

    CHECK(hex_decode(KAT1_CEK, cek, sizeof cek) == PAYSEAL_CEK_BYTES);
    CHECK(hex_decode(KAT1_IV, iv, sizeof iv) == PAYSEAL_IV_BYTES);
    CHECK(hex_decode(KAT1_SEED, seed, sizeof seed) == PAYSEAL_OAEP_SEED_BYTES);

    /* byte-exact against the independent vector (no kid) */
    if (EXPECT_OK(payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64), NULL, &key))) {
        if (EXPECT_OK(payseal_jwe_encrypt_kat(key, (const uint8_t *)"hello", 5, cek, iv, seed, &a, &a_len))) {
            CHECK_STREQ(a, KAT1_COMPACT);
            CHECK(a_len == strlen(KAT1_COMPACT));
            if (EXPECT_OK(payseal_jwe_decrypt(g_priv, a, a_len, &pt, &pt_len)))
                CHECK(pt_len == 5 && memcmp(pt, "hello", 5) == 0);
            payseal_free(pt);
            pt = NULL;
        }
        payseal_free(a);
        a = NULL;
    }
    payseal_public_key_free(key);
    key = NULL;
    /* byte-exact, kid with backslashes (escaping pinned by the vector's case kid-backslash) */
    CHECK(hex_decode(KAT2_CEK, cek2, sizeof cek2) == PAYSEAL_CEK_BYTES);
    CHECK(hex_decode(KAT2_IV, iv2, sizeof iv2) == PAYSEAL_IV_BYTES);
    CHECK(hex_decode(KAT2_SEED, seed2, sizeof seed2) == PAYSEAL_OAEP_SEED_BYTES);
    if (EXPECT_OK(payseal_public_key_parse((const uint8_t *)spki_b64, strlen(spki_b64), "C:\\keys\\v1", &key))) {
        if (EXPECT_OK(payseal_jwe_encrypt_kat(key, (const uint8_t *)"kid-backslash", 13, cek2, iv2, seed2, &a, NULL)))
            CHECK_STREQ(a, KAT2_COMPACT);
        payseal_free(a);
        a = NULL;
    }
    payseal_public_key_free(key);
    key = NULL;

    /* determinism: same inputs, same output */
    if (EXPECT_OK(payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"same", 4, cek, iv, seed, &a, &a_len)) &&
        EXPECT_OK(payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"same", 4, cek, iv, seed, &b, &b_len))) {
        CHECK(a_len == b_len && strcmp(a, b) == 0);
    }
    payseal_free(b);
    b = NULL;
    /* another IV: same header and encrypted key, different IV, ciphertext and tag */
    if (a != NULL) {
        iv2[0] = (uint8_t)(iv[0] ^ 1);
        memcpy(iv2 + 1, iv + 1, sizeof iv - 1);
        if (EXPECT_OK(payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"same", 4, cek, iv2, seed, &b, &b_len))) {
            jwe_split(a, &pa);
            jwe_split(b, &pb);
            CHECK(pa.n == 5 && pb.n == 5);
            if (pa.n == 5 && pb.n == 5) {
                CHECK(strcmp(pa.part[0], pb.part[0]) == 0);
                CHECK(strcmp(pa.part[1], pb.part[1]) == 0);
                CHECK(strcmp(pa.part[2], pb.part[2]) != 0);
                CHECK(strcmp(pa.part[3], pb.part[3]) != 0);
                CHECK(strcmp(pa.part[4], pb.part[4]) != 0);
            }
            jwe_parts_free(&pa);
            jwe_parts_free(&pb);
        }
        payseal_free(b);
        b = NULL;
        /* another OAEP seed: only the encrypted key changes */
        seed2[0] = (uint8_t)(seed[0] ^ 1);
        memcpy(seed2 + 1, seed + 1, sizeof seed - 1);
        if (EXPECT_OK(payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"same", 4, cek, iv, seed2, &b, &b_len))) {
            jwe_split(a, &pa);
            jwe_split(b, &pb);
            if (CHECK(pa.n == 5 && pb.n == 5)) {
                CHECK(strcmp(pa.part[1], pb.part[1]) != 0);
                CHECK(strcmp(pa.part[2], pb.part[2]) == 0 && strcmp(pa.part[3], pb.part[3]) == 0 &&
                      strcmp(pa.part[4], pb.part[4]) == 0);
            }
            jwe_parts_free(&pa);
            jwe_parts_free(&pb);
            if (EXPECT_OK(payseal_jwe_decrypt(g_priv, b, b_len, &pt, &pt_len)))
                CHECK(pt_len == 4 && memcmp(pt, "same", 4) == 0);
            payseal_free(pt);
            pt = NULL;
        }
        payseal_free(b);
        b = NULL;
    }
    payseal_free(a);
    a = NULL;
    /* plaintext NULL with len 0 */
    if (EXPECT_OK(payseal_jwe_encrypt_kat(g_pub, NULL, 0, cek, iv, seed, &a, &a_len)))
        CHECK(a != NULL && a_len == strlen(a));
    payseal_free(a);
    a = NULL;

    /* errors */
    FAILS_PL(PAYSEAL_E_ARGUMENT, a, a_len, payseal_jwe_encrypt_kat(NULL, (const uint8_t *)"x", 1, cek, iv, seed, &a, &a_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, a, a_len, payseal_jwe_encrypt_kat(g_pub, NULL, 1, cek, iv, seed, &a, &a_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, a, a_len, payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"x", 1, NULL, iv, seed, &a, &a_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, a, a_len, payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"x", 1, cek, NULL, seed, &a, &a_len));
    FAILS_PL(PAYSEAL_E_ARGUMENT, a, a_len, payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"x", 1, cek, iv, NULL, &a, &a_len));
    PREFILL(a_len);
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_jwe_encrypt_kat(g_pub, (const uint8_t *)"x", 1, cek, iv, seed, NULL, &a_len));
    CHECK(a_len == 0);
    {
        uint8_t *big = (uint8_t *)xmalloc(PAYSEAL_MAX_PLAINTEXT + 1);
        memset(big, 'p', PAYSEAL_MAX_PLAINTEXT + 1);
        FAILS_PL(PAYSEAL_E_LIMIT, a, a_len,
                 payseal_jwe_encrypt_kat(g_pub, big, PAYSEAL_MAX_PLAINTEXT + 1, cek, iv, seed, &a, &a_len));
        free(big);
    }
    free(spki_b64);
}

/* Decrypt failures: format, unsupported, and the uniform PAYSEAL_E_DECRYPT. */
static void test_decrypt_errors(void)
{
    char *jwe = make_jwe("decrypt error paths");
    size_t len = strlen(jwe);
    uint8_t *pt = NULL;
    size_t pt_len = 0;
    jwe_parts jp;
    char *bad = NULL, *flipped = NULL, *hdr = NULL;
    char decrypt_msg[512];

#define DECRYPT_FAILS(want, j, l)                                                                      \
    FAILS_PL(want, pt, pt_len, payseal_jwe_decrypt(g_priv, (j), (l), &pt, &pt_len))

    jwe_split(jwe, &jp);
    if (!CHECK(jp.n == 5))
        goto out;

    /* NULL arguments */
    DECRYPT_FAILS(PAYSEAL_E_ARGUMENT, NULL, len);
    DECRYPT_FAILS(PAYSEAL_E_ARGUMENT, NULL, 0);
    FAILS_PL(PAYSEAL_E_ARGUMENT, pt, pt_len, payseal_jwe_decrypt(NULL, jwe, len, &pt, &pt_len));
    PREFILL(pt_len);
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_jwe_decrypt(g_priv, jwe, len, NULL, &pt_len));
    CHECK(pt_len == 0);
    PREFILL(pt);
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_jwe_decrypt(g_priv, jwe, len, &pt, NULL)); /* out_len may not be NULL */
    CHECK(pt == NULL);

    /* zero length: not a compact serialization (the header does not pin which status) */
    PREFILL(pt);
    PREFILL(pt_len);
    EXPECT_EITHER(PAYSEAL_E_JWE_FORMAT, PAYSEAL_E_ARGUMENT, payseal_jwe_decrypt(g_priv, jwe, 0, &pt, &pt_len));
    CHECK(pt == NULL && pt_len == 0);

    /* over the limit */
    {
        char *big = (char *)xmalloc(PAYSEAL_MAX_JWE + 1);
        memset(big, 'A', PAYSEAL_MAX_JWE + 1);
        DECRYPT_FAILS(PAYSEAL_E_LIMIT, big, PAYSEAL_MAX_JWE + 1);
        free(big);
    }

    /* the number of parts */
    bad = jwe_join(&jp, 4, -1, NULL);
    DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, strlen(bad));
    free(bad);
    bad = jwe_join(&jp, 3, -1, NULL);
    DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, strlen(bad));
    free(bad);
    {
        strbuf b;
        memset(&b, 0, sizeof b);
        sb_add(&b, jwe);
        sb_add(&b, ".AAAA");
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, b.s, b.len);
        free(b.s);
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, "....", 4);
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, "a.b.c.d", 7);
    }
    /* strict base64url: padding, whitespace, the standard alphabet, trailing bytes */
    {
        static const char *const suffixes[] = {"=", "==", " ", "\n", "\r\n"};
        size_t k;
        for (k = 0; k < sizeof suffixes / sizeof suffixes[0]; k++) {
            strbuf b;
            memset(&b, 0, sizeof b);
            sb_add(&b, jwe);
            sb_add(&b, suffixes[k]);
            DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, b.s, b.len);
            free(b.s);
        }
        bad = xstrdup(jwe);
        bad[strlen(jp.part[0]) + 5] = '+';
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, len);
        bad[strlen(jp.part[0]) + 5] = ' ';
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, len);
        /* a NUL inside the given length */
        bad[strlen(jp.part[0]) + 5] = '\0';
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, len);
        free(bad);
        /* the NUL terminator counted in the length */
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, jwe, len + 1);
    }
    /* invalid UTF-8 bytes inside the token (the header does not pin which status) */
    bad = xstrdup(jwe);
    bad[strlen(jp.part[0]) + 5] = '\xff';
    PREFILL(pt);
    PREFILL(pt_len);
    EXPECT_EITHER(PAYSEAL_E_JWE_FORMAT, PAYSEAL_E_ARGUMENT, payseal_jwe_decrypt(g_priv, bad, len, &pt, &pt_len));
    CHECK(pt == NULL && pt_len == 0);
    free(bad);
    /* the header: not base64url JSON, not an object */
    {
        static const char *const headers[] = {"not json", "[]", "\"RSA-OAEP\"", "{\"alg\":\"RSA-OAEP\",",
                                              "{\"alg\":\"RSA-OAEP\" \"enc\":\"A256CBC-HS512\"}"};
        size_t k;
        for (k = 0; k < sizeof headers / sizeof headers[0]; k++) {
            hdr = b64_encode_str(headers[k], 1);
            bad = jwe_join(&jp, 5, 0, hdr);
            DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, strlen(bad));
            free(bad);
            free(hdr);
        }
        bad = jwe_join(&jp, 5, 0, "");
        DECRYPT_FAILS(PAYSEAL_E_JWE_FORMAT, bad, strlen(bad));
        free(bad);
    }
    /* unsupported alg / enc / zip / crit */
    {
        static const char *const headers[] = {
            "{\"alg\":\"RSA1_5\",\"enc\":\"A256CBC-HS512\"}",
            "{\"alg\":\"RSA-OAEP-256\",\"enc\":\"A256CBC-HS512\"}",
            "{\"alg\":\"dir\",\"enc\":\"A256CBC-HS512\"}",
            "{\"alg\":\"none\",\"enc\":\"A256CBC-HS512\"}",
            "{\"alg\":\"RSA-OAEP\",\"enc\":\"A128CBC-HS256\"}",
            "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256GCM\"}",
            "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"zip\":\"DEF\"}",
            "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"crit\":[\"exp\"],\"exp\":1}",
        };
        size_t k;
        for (k = 0; k < sizeof headers / sizeof headers[0]; k++) {
            hdr = b64_encode_str(headers[k], 1);
            bad = jwe_join(&jp, 5, 0, hdr);
            PREFILL(pt);
            PREFILL(pt_len);
            if (!EXPECT_ERR(PAYSEAL_E_JWE_UNSUPPORTED, payseal_jwe_decrypt(g_priv, bad, strlen(bad), &pt, &pt_len)))
                printf("    header: %s\n", headers[k]);
            CHECK(pt == NULL && pt_len == 0);
            free(bad);
            free(hdr);
        }
    }

    /* PAYSEAL_E_DECRYPT: one status and one message for every corruption and the wrong key */
    flipped = b64_flip(jp.part[4], 0);
    bad = jwe_join(&jp, 5, 4, flipped);
    DECRYPT_FAILS(PAYSEAL_E_DECRYPT, bad, strlen(bad));
    snprintf(decrypt_msg, sizeof decrypt_msg, "%s", payseal_last_error());
    CHECK(decrypt_msg[0] != '\0');
    CHECK(find(decrypt_msg, "decrypt error paths") < 0);
    free(bad);
    free(flipped);
    {
        struct {
            int part;
            size_t pos;
            const char *what;
        } tamper[] = {
            {1, 0, "encrypted key, first char"},
            {1, 100, "encrypted key, middle"},
            {1, 340, "encrypted key, near the end"},
            {2, 0, "IV"},
            {3, 0, "ciphertext, first block"},
            {3, 25, "ciphertext, last block"},
            {4, 20, "tag, middle"},
        };
        size_t k;
        for (k = 0; k < sizeof tamper / sizeof tamper[0]; k++) {
            if (tamper[k].pos >= strlen(jp.part[tamper[k].part]))
                tamper[k].pos = strlen(jp.part[tamper[k].part]) / 2;
            flipped = b64_flip(jp.part[tamper[k].part], tamper[k].pos);
            bad = jwe_join(&jp, 5, tamper[k].part, flipped);
            DECRYPT_FAILS(PAYSEAL_E_DECRYPT, bad, strlen(bad));
            CHECK_MSG(strcmp(payseal_last_error(), decrypt_msg) == 0, "%s: message \"%s\" differs from \"%s\"",
                      tamper[k].what, payseal_last_error(), decrypt_msg);
            free(bad);
            free(flipped);
        }
        /* a valid, different header changes the AAD */
        hdr = b64_encode_str("{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"kid\":\"other\"}", 1);
        bad = jwe_join(&jp, 5, 0, hdr);
        DECRYPT_FAILS(PAYSEAL_E_DECRYPT, bad, strlen(bad));
        CHECK_MSG(strcmp(payseal_last_error(), decrypt_msg) == 0, "header: \"%s\"", payseal_last_error());
        free(bad);
        free(hdr);
        /* an all-zero tag */
        bad = jwe_join(&jp, 5, 4, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        DECRYPT_FAILS(PAYSEAL_E_DECRYPT, bad, strlen(bad));
        CHECK_MSG(strcmp(payseal_last_error(), decrypt_msg) == 0, "zero tag: \"%s\"", payseal_last_error());
        free(bad);
        /* the wrong private key */
        FAILS_PL(PAYSEAL_E_DECRYPT, pt, pt_len, payseal_jwe_decrypt(g_priv_3072, jwe, len, &pt, &pt_len));
        CHECK_MSG(strcmp(payseal_last_error(), decrypt_msg) == 0, "wrong key: \"%s\"", payseal_last_error());
    }
    /* and the untouched token still decrypts (the parts were rebuilt faithfully) */
    bad = jwe_join(&jp, 5, -1, NULL);
    CHECK(strcmp(bad, jwe) == 0);
    free(bad);
    if (EXPECT_OK(payseal_jwe_decrypt(g_priv, jwe, len, &pt, &pt_len)))
        CHECK(pt_len == 19 && memcmp(pt, "decrypt error paths", 19) == 0);
    payseal_free(pt);
    pt = NULL;
#undef DECRYPT_FAILS
out:
    jwe_parts_free(&jp);
    payseal_free(jwe);
}

/* ========================================================================================
 * Device metadata
 * ====================================================================================== */

static char *metadata_json(const payseal_metadata *m)
{
    char *json = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_metadata_json(m, &json, &len)))
        return NULL;
    CHECK(json != NULL && len == strlen(json));
    return json;
}

static void test_metadata(void)
{
    payseal_metadata *m = NULL, *m2 = NULL;
    char *json = NULL, *json2 = NULL, *b64 = NULL;
    size_t len = 0, dec_len = 0, i;
    uint8_t *dec;
    char want[1024];
    char *long_value;

    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_new(NULL));
    PREFILL(m);
    if (!EXPECT_OK(payseal_metadata_new(&m)) || m == NULL)
        return;

    /* the defaults */
    json = metadata_json(m);
    if (json != NULL) {
        snprintf(want, sizeof want, "\"sdkIdentifier\":\"PaySeal/%s\"", payseal_version());
        CHECK_MSG(json[0] == '{' && json[strlen(json) - 1] == '}', "%s", json);
        CHECK_MSG(find(json, "\"appIdentifier\":\"UNKNOWN\"") > 0, "%s", json);
        CHECK_MSG(find(json, want) > 0, "%s", json);
        CHECK_MSG(find(json, "\"sdkCreator\":\"PaySeal\"") > 0, "%s", json);
        CHECK_MSG(find(json, "\"platformIdentifier\":\"") == 1, "%s", json);
        CHECK_MSG(find(json, "\"ipAddress\"") < 0, "%s", json);
        CHECK_MSG(find(json, "\"screenSize\"") < 0, "%s", json);
        CHECK_MSG(find(json, "\"platformIdentifier\"") < find(json, "\"appIdentifier\"") &&
                      find(json, "\"appIdentifier\"") < find(json, "\"sdkIdentifier\"") &&
                      find(json, "\"sdkIdentifier\"") < find(json, "\"sdkCreator\""),
                  "%s", json);
        printf("    default metadata: %s\n", json);
    }
    payseal_free(json);

    /* set: known keys keep their place, extras follow in insertion order, a set replaces */
    EXPECT_OK(payseal_metadata_set(m, "zExtra", "1"));
    EXPECT_OK(payseal_metadata_set(m, "ipAddress", "192.0.2.1"));
    EXPECT_OK(payseal_metadata_set(m, "aExtra", "2"));
    EXPECT_OK(payseal_metadata_set(m, "screenSize", "1080x1920"));
    EXPECT_OK(payseal_metadata_set(m, "appIdentifier", "first"));
    EXPECT_OK(payseal_metadata_set(m, "appIdentifier", "TestHost/1.0"));
    EXPECT_OK(payseal_metadata_set(m, "deviceBrand", "Acme"));
    EXPECT_OK(payseal_metadata_set(m, "deviceType", "x86_64-test"));
    EXPECT_OK(payseal_metadata_set(m, "platformIdentifier", "TestOS/1.2"));
    EXPECT_OK(payseal_metadata_set(m, "quote", "a\"b\\c\xc3\xa9"));
    EXPECT_OK(payseal_metadata_set(m, "empty", ""));
    json = metadata_json(m);
    if (json != NULL) {
        snprintf(want, sizeof want,
                 "{\"platformIdentifier\":\"TestOS/1.2\",\"appIdentifier\":\"TestHost/1.0\","
                 "\"sdkIdentifier\":\"PaySeal/%s\",\"sdkCreator\":\"PaySeal\",\"screenSize\":\"1080x1920\","
                 "\"deviceBrand\":\"Acme\",\"deviceType\":\"x86_64-test\",\"ipAddress\":\"192.0.2.1\","
                 "\"zExtra\":\"1\",\"aExtra\":\"2\",\"quote\":\"a\\\"b\\\\c\xc3\xa9\",\"empty\":\"\"}",
                 payseal_version());
        CHECK_STREQ(json, want);
        CHECK(find(json, "first") < 0);
    }

    /* encode = standard base64 (padded) of the JSON */
    PREFILL(len);
    if (EXPECT_OK(payseal_metadata_encode(m, &b64, &len)) && json != NULL) {
        CHECK(b64 != NULL && len == strlen(b64) && len % 4 == 0);
        dec = b64_decode(b64, len, 0, &dec_len);
        CHECK(dec != NULL && dec_len == strlen(json) && memcmp(dec, json, dec_len) == 0);
        free(dec);
    }
    payseal_free(b64);
    b64 = NULL;
    if (EXPECT_OK(payseal_metadata_encode(m, &b64, NULL)))
        CHECK(b64 != NULL && strlen(b64) % 4 == 0);
    payseal_free(b64);
    b64 = NULL;
    if (EXPECT_OK(payseal_metadata_json(m, &json2, NULL)))
        CHECK(json != NULL && json2 != NULL && strcmp(json, json2) == 0);
    payseal_free(json2);
    json2 = NULL;

    /* errors: NULL, empty key, invalid UTF-8; the builder stays unchanged */
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(NULL, "appIdentifier", "x"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, NULL, "x"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "appIdentifier", NULL));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "", "x"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "bad\xff", "x"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "appIdentifier", "bad\xc3"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "appIdentifier", "\xed\xa0\x80 surrogate"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "appIdentifier", "\xf8\x88\x80\x80\x80"));
    {
        static const char *const bad_screen[] = {"0x1", "1x0", "100", "axb", "100x", "x100", "-1x5", "1x-5",
                                                  "10 x 20", "10X20", "1x2x3", "", "+1x2", "1.5x2"};
        static const char *const bad_ip[] = {"", "abc", "256.1.1.1", "1.2.3", "1.2.3.4.5", "1.2.3.4 ",
                                              "::g", "1:2:3:4:5:6:7:8:9", "192.0.2.1/24", "example.com"};
        for (i = 0; i < sizeof bad_screen / sizeof bad_screen[0]; i++) {
            if (!EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "screenSize", bad_screen[i])))
                printf("    screenSize \"%s\"\n", bad_screen[i]);
            CHECK_MSG(find(payseal_last_error(), "screenSize") >= 0, "message \"%s\" does not name screenSize",
                      payseal_last_error());
        }
        for (i = 0; i < sizeof bad_ip / sizeof bad_ip[0]; i++) {
            if (!EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_set(m, "ipAddress", bad_ip[i])))
                printf("    ipAddress \"%s\"\n", bad_ip[i]);
            CHECK_MSG(find(payseal_last_error(), "ipAddress") >= 0, "message \"%s\" does not name ipAddress",
                      payseal_last_error());
        }
    }
    /* PAYSEAL_MAX_METADATA_VALUE: the value and the key */
    long_value = (char *)xmalloc(PAYSEAL_MAX_METADATA_VALUE + 2);
    memset(long_value, 'v', PAYSEAL_MAX_METADATA_VALUE + 1);
    long_value[PAYSEAL_MAX_METADATA_VALUE + 1] = '\0';
    EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_metadata_set(m, "appIdentifier", long_value));
    EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_metadata_set(m, long_value, "x"));
    json2 = metadata_json(m);
    CHECK_MSG(json != NULL && json2 != NULL && strcmp(json, json2) == 0, "builder changed by failed sets: %s",
              json2 ? json2 : "(null)");
    payseal_free(json2);
    json2 = NULL;
    long_value[PAYSEAL_MAX_METADATA_VALUE] = '\0'; /* exactly the limit: accepted */
    EXPECT_OK(payseal_metadata_set(m, "longValue", long_value));
    EXPECT_OK(payseal_metadata_set(m, long_value, "long key"));
    free(long_value);
    payseal_free(json);
    json = NULL;

    /* valid screenSize and ipAddress forms */
    EXPECT_OK(payseal_metadata_set(m, "screenSize", "1x1"));
    EXPECT_OK(payseal_metadata_set(m, "screenSize", "3840x2160"));
    EXPECT_OK(payseal_metadata_set(m, "ipAddress", "::1"));
    EXPECT_OK(payseal_metadata_set(m, "ipAddress", "2001:db8::8a2e:370:7334"));
    EXPECT_OK(payseal_metadata_set(m, "ipAddress", "0.0.0.0"));
    EXPECT_OK(payseal_metadata_set(m, "ipAddress", "255.255.255.255"));

    /* NULL arguments of json / encode */
    {
        char *out = NULL;
        size_t out_len = 0;
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_metadata_json(NULL, &out, &out_len));
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_metadata_encode(NULL, &out, &out_len));
        PREFILL(out_len);
        EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_json(m, NULL, &out_len));
        CHECK(out_len == 0);
        PREFILL(out_len);
        EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_metadata_encode(m, NULL, &out_len));
        CHECK(out_len == 0);
    }
    payseal_metadata_free(m);
    m = NULL;

    /* PAYSEAL_MAX_METADATA_ENTRIES: fill a fresh builder until the limit */
    if (EXPECT_OK(payseal_metadata_new(&m2))) {
        payseal_status st = PAYSEAL_OK;
        int added = 0, entries;
        char key[32];
        json = metadata_json(m2);
        entries = json ? json_flat_count(json) : 0;
        payseal_free(json);
        json = NULL;
        while (added < 200) {
            snprintf(key, sizeof key, "extra%d", added);
            st = payseal_metadata_set(m2, key, "v");
            if (st != PAYSEAL_OK)
                break;
            added++;
        }
        EXPECT_ERR(PAYSEAL_E_LIMIT, st);
        CHECK_MSG(entries + added == PAYSEAL_MAX_METADATA_ENTRIES, "%d defaults + %d added", entries, added);
        json = metadata_json(m2);
        CHECK(json != NULL && json_flat_count(json) == PAYSEAL_MAX_METADATA_ENTRIES);
        /* replacing an existing key is still fine at the limit */
        EXPECT_OK(payseal_metadata_set(m2, "appIdentifier", "full"));
        EXPECT_OK(payseal_metadata_set(m2, "extra0", "w"));
        EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_metadata_set(m2, "oneMore", "v"));
        payseal_free(json);
        json = NULL;
    }
    payseal_metadata_free(m2);
}

/* ========================================================================================
 * Payment requests
 * ====================================================================================== */

static char *payload(const payseal_payment_request *r, const char *nonce)
{
    char *json = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_payment_request_payload(r, nonce, &json, &len)))
        return NULL;
    CHECK(json != NULL && len == strlen(json));
    return json;
}

static void test_payment_request(void)
{
    payseal_payment_request *r = NULL;
    char *json = NULL, *json2 = NULL, *big;
    size_t i;

    /* ---- new ---- */
    FAILS_P(PAYSEAL_E_ARGUMENT, r, payseal_payment_request_new(NULL, "1", &r));
    FAILS_P(PAYSEAL_E_ARGUMENT, r, payseal_payment_request_new("s", NULL, &r));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_new("s", "1", NULL));
    FAILS_P(PAYSEAL_E_ARGUMENT, r, payseal_payment_request_new("", "1", &r));
    FAILS_P(PAYSEAL_E_ARGUMENT, r, payseal_payment_request_new("sess\xff", "1", &r));
    FAILS_P(PAYSEAL_E_ARGUMENT, r, payseal_payment_request_new("sess\xe2\x82", "1", &r));
    {
        static const char *const bad_product[] = {"", "abc", "-1", "1.5", " 1", "1 ", "1a", "0x1", "1e3",
                                                   "\xef\xbc\x91" /* fullwidth 1 */};
        for (i = 0; i < sizeof bad_product / sizeof bad_product[0]; i++) {
            PREFILL(r);
            if (!EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_new("s", bad_product[i], &r)))
                printf("    product id \"%s\"\n", bad_product[i]);
            CHECK(r == NULL);
        }
    }
    big = (char *)xmalloc(PAYSEAL_MAX_PAYMENT_VALUE + 2);
    memset(big, '4', PAYSEAL_MAX_PAYMENT_VALUE + 1);
    big[PAYSEAL_MAX_PAYMENT_VALUE + 1] = '\0';
    FAILS_P(PAYSEAL_E_LIMIT, r, payseal_payment_request_new(big, "1", &r));
    big[PAYSEAL_MAX_PAYMENT_VALUE] = '\0';
    if (EXPECT_OK(payseal_payment_request_new(big, "1", &r)))
        payseal_payment_request_free(r);
    r = NULL;

    /* ---- payload: the exact JSON, computed by hand ---- */
    if (!EXPECT_OK(payseal_payment_request_new("sess-1", "3012", &r)) || r == NULL) {
        free(big);
        return;
    }
    json = payload(r, "nonce-1");
    CHECK_STREQ(json, "{\"clientSessionId\":\"sess-1\",\"nonce\":\"nonce-1\",\"paymentProductId\":3012,\"paymentValues\":[]}");
    payseal_free(json);

    EXPECT_OK(payseal_payment_request_set_value(r, "cardNumber", "4111111111111111"));
    EXPECT_OK(payseal_payment_request_set_value(r, "cvv", "123"));
    EXPECT_OK(payseal_payment_request_set_value(r, "cardholderName", "J\xc3\xb6rg \"JJ\" O\\Neil"));
    EXPECT_OK(payseal_payment_request_set_value(r, "cardNumber", "4000000000000002")); /* in place */
    EXPECT_OK(payseal_payment_request_set_value(r, "note", ""));
    EXPECT_OK(payseal_payment_request_set_account_on_file(r, "aof-7"));
    EXPECT_OK(payseal_payment_request_set_tokenize(r, 2)); /* non-zero: yes */
    json = payload(r, "n\"1");
    CHECK_STREQ(json, "{\"clientSessionId\":\"sess-1\",\"nonce\":\"n\\\"1\",\"paymentProductId\":3012,"
                      "\"accountOnFileId\":\"aof-7\",\"tokenize\":true,\"paymentValues\":["
                      "{\"key\":\"cardNumber\",\"value\":\"4000000000000002\"},"
                      "{\"key\":\"cvv\",\"value\":\"123\"},"
                      "{\"key\":\"cardholderName\",\"value\":\"J\xc3\xb6rg \\\"JJ\\\" O\\\\Neil\"},"
                      "{\"key\":\"note\",\"value\":\"\"}]}");
    /* out_len may be NULL */
    if (EXPECT_OK(payseal_payment_request_payload(r, "n\"1", &json2, NULL)))
        CHECK(json != NULL && json2 != NULL && strcmp(json, json2) == 0);
    payseal_free(json2);
    json2 = NULL;

    /* ---- errors leave the request unchanged ---- */
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(NULL, "cvv", "1"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, NULL, "1"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "cvv", NULL));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "", "1"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "cv\xff", "1"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "cvv", "12\x80"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "cardNumber", "4111\xc0\x80"));
    memset(big, '4', PAYSEAL_MAX_PAYMENT_VALUE + 1);
    big[PAYSEAL_MAX_PAYMENT_VALUE + 1] = '\0';
    EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_payment_request_set_value(r, "cardNumber", big));
    CHECK_MSG(find(payseal_last_error(), "44444444") < 0, "card data in the message: %s", payseal_last_error());
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_value(r, "cardNumber", "4111111111111111\xff"));
    CHECK_MSG(find(payseal_last_error(), "41111111") < 0, "card data in the message: %s", payseal_last_error());
    EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_payment_request_set_value(r, big, "1"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_account_on_file(NULL, "x"));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_account_on_file(r, ""));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_account_on_file(r, "a\xff"));
    EXPECT_ERR(PAYSEAL_E_LIMIT, payseal_payment_request_set_account_on_file(r, big));
    EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_set_tokenize(NULL, 1));
    json2 = payload(r, "n\"1");
    CHECK_MSG(json != NULL && json2 != NULL && strcmp(json, json2) == 0, "request changed by failed calls: %s",
              json2 ? json2 : "(null)");
    payseal_free(json2);
    json2 = NULL;
    payseal_free(json);
    json = NULL;

    /* exactly the limit is accepted */
    big[PAYSEAL_MAX_PAYMENT_VALUE] = '\0';
    EXPECT_OK(payseal_payment_request_set_value(r, "long", big));
    EXPECT_OK(payseal_payment_request_set_value(r, big, "long key"));
    EXPECT_OK(payseal_payment_request_set_account_on_file(r, big));

    /* NULL clears accountOnFileId; tokenize 0 removes "tokenize" */
    EXPECT_OK(payseal_payment_request_set_account_on_file(r, NULL));
    EXPECT_OK(payseal_payment_request_set_tokenize(r, 0));
    json = payload(r, "n");
    CHECK(json != NULL && find(json, "accountOnFileId") < 0 && find(json, "tokenize") < 0);
    CHECK(json != NULL && find(json, "{\"clientSessionId\":\"sess-1\",\"nonce\":\"n\",\"paymentProductId\":3012,"
                                     "\"paymentValues\":[{\"key\":\"cardNumber\"") == 0);
    payseal_free(json);
    json = NULL;

    /* payload errors */
    {
        char *out = NULL;
        size_t out_len = 0;
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_payment_request_payload(NULL, "n", &out, &out_len));
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_payment_request_payload(r, NULL, &out, &out_len));
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_payment_request_payload(r, "", &out, &out_len));
        FAILS_PL(PAYSEAL_E_ARGUMENT, out, out_len, payseal_payment_request_payload(r, "n\xff", &out, &out_len));
        PREFILL(out_len);
        EXPECT_ERR(PAYSEAL_E_ARGUMENT, payseal_payment_request_payload(r, "n", NULL, &out_len));
        CHECK(out_len == 0);
    }
    payseal_payment_request_free(r);
    r = NULL;

    /* JSON escaping in the session id (the RFC 8259 rules pinned for the kid) */
    if (EXPECT_OK(payseal_payment_request_new("s\"\\\n\x01/", "1", &r))) {
        json = payload(r, "n");
        CHECK_STREQ(json, "{\"clientSessionId\":\"s\\\"\\\\\\n\\u0001/\",\"nonce\":\"n\",\"paymentProductId\":1,"
                          "\"paymentValues\":[]}");
        payseal_free(json);
        json = NULL;
    }
    payseal_payment_request_free(r);
    r = NULL;

    /* product "1", a single value: exact */
    if (EXPECT_OK(payseal_payment_request_new("abc", "1", &r))) {
        EXPECT_OK(payseal_payment_request_set_value(r, "cvv", "999"));
        json = payload(r, "0");
        CHECK_STREQ(json, "{\"clientSessionId\":\"abc\",\"nonce\":\"0\",\"paymentProductId\":1,"
                          "\"paymentValues\":[{\"key\":\"cvv\",\"value\":\"999\"}]}");
        payseal_free(json);
        json = NULL;
    }
    payseal_payment_request_free(r);
    r = NULL;

    /* PAYSEAL_MAX_PAYMENT_VALUES distinct keys */
    if (EXPECT_OK(payseal_payment_request_new("s", "1", &r))) {
        payseal_status st = PAYSEAL_OK;
        int added = 0;
        char key[32];
        while (added < PAYSEAL_MAX_PAYMENT_VALUES + 10) {
            snprintf(key, sizeof key, "k%d", added);
            st = payseal_payment_request_set_value(r, key, "v");
            if (st != PAYSEAL_OK)
                break;
            added++;
        }
        EXPECT_ERR(PAYSEAL_E_LIMIT, st);
        CHECK_MSG(added == PAYSEAL_MAX_PAYMENT_VALUES, "%d keys accepted", added);
        EXPECT_OK(payseal_payment_request_set_value(r, "k0", "replaced")); /* replacing is fine */
    }
    payseal_payment_request_free(r);
    free(big);
}

/* ========================================================================================
 * prepare
 * ====================================================================================== */

static void test_prepare(void)
{
    payseal_payment_request *r = NULL;
    payseal_metadata *m = NULL;
    char *fields = NULL, *meta = NULL, *fields2 = NULL, *meta2 = NULL, *mjson = NULL, *expected = NULL;
    uint8_t *pt = NULL, *dec = NULL;
    size_t pt_len = 0, dec_len = 0;
    jwe_parts jp;

    if (!EXPECT_OK(payseal_payment_request_new("a1b2c3d4-session", "1", &r)) || !EXPECT_OK(payseal_metadata_new(&m)))
        goto out;
    EXPECT_OK(payseal_payment_request_set_value(r, "cardNumber", "4567350000427977"));
    EXPECT_OK(payseal_payment_request_set_value(r, "cardholderName", "Wile E. Coyote"));
    EXPECT_OK(payseal_payment_request_set_value(r, "expiryDate", "1230"));
    EXPECT_OK(payseal_payment_request_set_value(r, "cvv", "123"));
    EXPECT_OK(payseal_metadata_set(m, "appIdentifier", "TestAbi/1.0"));
    EXPECT_OK(payseal_metadata_set(m, "screenSize", "1920x1080"));

    PREFILL(fields);
    PREFILL(meta);
    if (EXPECT_OK(payseal_prepare(g_pub, r, m, &fields, &meta))) {
        /* encryptedFields: a JWE for the key, whose plaintext is the payload */
        jwe_split(fields, &jp);
        CHECK(jp.n == 5);
        if (jp.n == 5) {
            uint8_t *h = b64_decode(jp.part[0], strlen(jp.part[0]), 1, &dec_len);
            CHECK_STREQ((const char *)h,
                        "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"kid\":\"payseal-test-rsa-2048\"}");
            free(h);
        }
        jwe_parts_free(&jp);
        if (EXPECT_OK(payseal_jwe_decrypt(g_priv, fields, strlen(fields), &pt, &pt_len))) {
            const char *p = (const char *)pt;
            static const char prefix[] = "{\"clientSessionId\":\"a1b2c3d4-session\",\"nonce\":\"";
            CHECK_MSG(strncmp(p, prefix, strlen(prefix)) == 0, "%s", p);
            CHECK(find(p, "{\"key\":\"cardNumber\",\"value\":\"4567350000427977\"}") > 0);
            CHECK(find(p, "{\"key\":\"cardholderName\",\"value\":\"Wile E. Coyote\"}") > 0);
            CHECK(find(p, "{\"key\":\"expiryDate\",\"value\":\"1230\"}") > 0);
            CHECK(find(p, "{\"key\":\"cvv\",\"value\":\"123\"}") > 0);
            if (pt_len > strlen(prefix) + 36 && strncmp(p, prefix, strlen(prefix)) == 0) {
                char nonce[37];
                memcpy(nonce, p + strlen(prefix), 36);
                nonce[36] = '\0';
                CHECK_MSG(is_uuid_v4_lower(nonce, 36), "nonce \"%s\" is not a lowercase UUID v4", nonce);
                /* the whole payload equals payseal_payment_request_payload with that nonce */
                expected = payload(r, nonce);
                CHECK_MSG(expected != NULL && strcmp(expected, p) == 0, "prepare payload %s", p);
            }
        }
        /* encodedClientMetaInfo = base64 of payseal_metadata_json */
        mjson = metadata_json(m);
        dec = b64_decode(meta, strlen(meta), 0, &dec_len);
        CHECK_MSG(dec != NULL && mjson != NULL && strcmp((const char *)dec, mjson) == 0, "decoded \"%s\"",
                  dec ? (const char *)dec : "(invalid base64)");
        CHECK(mjson != NULL && find(mjson, "\"appIdentifier\":\"TestAbi/1.0\"") > 0);
        CHECK(mjson != NULL && find(mjson, "\"screenSize\":\"1920x1080\"") > 0);
    }
    payseal_free(pt);
    pt = NULL;
    free(dec);
    dec = NULL;
    payseal_free(mjson);
    mjson = NULL;

    /* each prepare has a fresh nonce and JWE; metadata NULL means the detected defaults */
    if (EXPECT_OK(payseal_prepare(g_pub, r, NULL, &fields2, &meta2))) {
        payseal_metadata *d = NULL;
        CHECK(fields != NULL && strcmp(fields, fields2) != 0);
        if (EXPECT_OK(payseal_jwe_decrypt(g_priv, fields2, strlen(fields2), &pt, &pt_len)))
            CHECK(expected != NULL && strcmp((const char *)pt, expected) != 0); /* another nonce */
        if (EXPECT_OK(payseal_metadata_new(&d))) {
            mjson = metadata_json(d);
            dec = b64_decode(meta2, strlen(meta2), 0, &dec_len);
            CHECK_MSG(dec != NULL && mjson != NULL && strcmp((const char *)dec, mjson) == 0, "decoded \"%s\"",
                      dec ? (const char *)dec : "(invalid base64)");
        }
        payseal_metadata_free(d);
    }
    payseal_free(pt);
    pt = NULL;
    free(dec);
    payseal_free(mjson);
    payseal_free(fields);
    payseal_free(meta);
    payseal_free(fields2);
    payseal_free(meta2);
    fields = meta = NULL;

    /* errors: both outputs NULL */
/* pass_f / pass_mi: whether the out-pointers are passed (1) or NULL (0) */
#define PREPARE_FAILS(want, k, req, md, pass_f, pass_mi)                                               \
    do {                                                                                               \
        PREFILL(fields);                                                                               \
        PREFILL(meta);                                                                                 \
        EXPECT_ERR(want, payseal_prepare((k), (req), (md), (pass_f) ? &fields : NULL,                  \
                                         (pass_mi) ? &meta : NULL));                                   \
        CHECK_MSG((!(pass_f) || fields == NULL) && (!(pass_mi) || meta == NULL),                       \
                  "outputs not NULL after failure");                                                   \
    } while (0)
    PREPARE_FAILS(PAYSEAL_E_ARGUMENT, NULL, r, m, 1, 1);
    PREPARE_FAILS(PAYSEAL_E_ARGUMENT, g_pub, NULL, m, 1, 1);
    PREPARE_FAILS(PAYSEAL_E_ARGUMENT, g_pub, r, m, 0, 1);
    PREPARE_FAILS(PAYSEAL_E_ARGUMENT, g_pub, r, m, 1, 0);
    PREPARE_FAILS(PAYSEAL_E_ARGUMENT, NULL, NULL, NULL, 1, 1);

    /* 256 values of 4096 bytes would make a payload larger than PAYSEAL_MAX_PLAINTEXT: set_value
     * refuses the first value that would pass it, and prepare then succeeds */
    {
        payseal_payment_request *huge = NULL;
        char *value = (char *)xmalloc(PAYSEAL_MAX_PAYMENT_VALUE + 1);
        char key[32];
        int i;
        memset(value, '7', PAYSEAL_MAX_PAYMENT_VALUE);
        value[PAYSEAL_MAX_PAYMENT_VALUE] = '\0';
        if (EXPECT_OK(payseal_payment_request_new("s", "1", &huge))) {
            payseal_status status = PAYSEAL_OK;
            char *fields = NULL, *meta = NULL;
            for (i = 0; i < PAYSEAL_MAX_PAYMENT_VALUES && status == PAYSEAL_OK; i++) {
                snprintf(key, sizeof key, "k%d", i);
                status = payseal_payment_request_set_value(huge, key, value);
            }
            CHECK_MSG(status == PAYSEAL_E_LIMIT && i > 200 && i < PAYSEAL_MAX_PAYMENT_VALUES,
                      "set_value %d gave %s", i, payseal_status_name(status));
            if (EXPECT_OK(payseal_prepare(g_pub, huge, m, &fields, &meta)))
                CHECK(fields != NULL && meta != NULL);
            payseal_free(fields);
            payseal_free(meta);
        }
        payseal_payment_request_free(huge);
        free(value);
    }
#undef PREPARE_FAILS
out:
    payseal_free(expected);
    payseal_metadata_free(m);
    payseal_payment_request_free(r);
}

/* ========================================================================================
 * last_error: persistence and per-thread isolation; keys shared by threads
 * ====================================================================================== */

#define THREADS 4
static int g_iterations = 200; /* per thread; PAYSEAL_TEST_ITERATIONS overrides */

typedef struct {
    int id;
    int failures;
    int done; /* iterations completed */
    char fail_jwe_4parts[2048];
    char fail_jwe_tampered[2048];
    const char *expected_message; /* what this thread's own failure reports */
} thread_ctx;

static char g_thread_msgs[THREADS][512];

/* Each thread provokes its own kind of failure. */
static payseal_status provoke(thread_ctx *t)
{
    uint8_t *pt = NULL;
    size_t pt_len = 0;
    payseal_public_key *key = NULL;
    payseal_payment_request *r = NULL;
    switch (t->id) {
    case 0:
        return payseal_jwe_decrypt(g_priv, t->fail_jwe_4parts, strlen(t->fail_jwe_4parts), &pt, &pt_len);
    case 1:
        return payseal_jwe_decrypt(g_priv, t->fail_jwe_tampered, strlen(t->fail_jwe_tampered), &pt, &pt_len);
    case 2:
        return payseal_public_key_parse((const uint8_t *)"garbage", 7, NULL, &key);
    default:
        return payseal_payment_request_new("s", "abc", &r);
    }
}

static const payseal_status g_thread_status[THREADS] = {PAYSEAL_E_JWE_FORMAT, PAYSEAL_E_DECRYPT, PAYSEAL_E_KEY_FORMAT,
                                                        PAYSEAL_E_ARGUMENT};

#define TCHECK(t, cond, ...)                                                                           \
    do {                                                                                               \
        if (!(cond)) {                                                                                 \
            if ((t)->failures++ < 3)                                                                   \
                check_(0, __FILE__, __LINE__, #cond, __VA_ARGS__);                                     \
        }                                                                                              \
    } while (0)

static void *thread_main(void *arg)
{
    thread_ctx *t = (thread_ctx *)arg;
    int i;
    char msg[64];

    payseal_payment_request *r = NULL; /* builders: one per thread */
    payseal_metadata *m = NULL;

    TCHECK(t, payseal_last_error() != NULL && payseal_last_error()[0] == '\0', "thread %d: fresh thread has \"%s\"",
           t->id, payseal_last_error());
    TCHECK(t, payseal_payment_request_new("thread-session", "1", &r) == PAYSEAL_OK, "thread %d: request", t->id);
    TCHECK(t, payseal_payment_request_set_value(r, "cardNumber", "4111111111111111") == PAYSEAL_OK, "thread %d", t->id);
    TCHECK(t, payseal_metadata_new(&m) == PAYSEAL_OK, "thread %d: metadata", t->id);
    for (i = 0; i < g_iterations; i++) {
        char *fields = NULL, *meta = NULL;
        char *jwe = NULL;
        uint8_t *pt = NULL;
        size_t jwe_len = 0, pt_len = 0;
        payseal_status st = provoke(t);
        TCHECK(t, st == g_thread_status[t->id], "thread %d: got %s", t->id, payseal_status_name(st));
        TCHECK(t, strcmp(payseal_last_error(), t->expected_message) == 0, "thread %d iteration %d: \"%s\"", t->id, i,
               payseal_last_error());

        snprintf(msg, sizeof msg, "thread %d iteration %d", t->id, i);
        st = payseal_jwe_encrypt(g_pub, (const uint8_t *)msg, strlen(msg), &jwe, &jwe_len);
        TCHECK(t, st == PAYSEAL_OK, "thread %d: encrypt %s", t->id, payseal_status_name(st));
        if (st == PAYSEAL_OK) {
            st = payseal_jwe_decrypt(g_priv, jwe, jwe_len, &pt, &pt_len);
            TCHECK(t, st == PAYSEAL_OK && pt_len == strlen(msg) && memcmp(pt, msg, pt_len) == 0,
                   "thread %d: decrypt %s", t->id, payseal_status_name(st));
        }
        payseal_free(pt);
        payseal_free(jwe);
        /* prepare with this thread's own builders and the shared key */
        st = payseal_prepare(g_pub, r, m, &fields, &meta);
        TCHECK(t, st == PAYSEAL_OK && fields != NULL && meta != NULL, "thread %d: prepare %s", t->id,
               payseal_status_name(st));
        payseal_free(fields);
        payseal_free(meta);
        /* after successful calls and other threads' failures, still this thread's message */
        TCHECK(t, strcmp(payseal_last_error(), t->expected_message) == 0, "thread %d iteration %d after success: \"%s\"",
               t->id, i, payseal_last_error());
        t->done++;
    }
    payseal_metadata_free(m);
    payseal_payment_request_free(r);
    return NULL;
}

static void test_threads(void)
{
    pthread_t th[THREADS];
    thread_ctx *ctx = (thread_ctx *)xmalloc(sizeof(thread_ctx) * THREADS);
    char *jwe = make_jwe("threads");
    jwe_parts jp;
    char *s;
    int i, j;

    memset(ctx, 0, sizeof(thread_ctx) * THREADS);
    jwe_split(jwe, &jp);
    if (!CHECK(jp.n == 5))
        goto out;

    /* the failures each thread will provoke, and their messages as seen from this thread */
    for (i = 0; i < THREADS; i++) {
        ctx[i].id = i;
        s = jwe_join(&jp, 4, -1, NULL);
        snprintf(ctx[i].fail_jwe_4parts, sizeof ctx[i].fail_jwe_4parts, "%s", s);
        free(s);
        {
            char *flipped = b64_flip(jp.part[4], 0);
            s = jwe_join(&jp, 5, 4, flipped);
            snprintf(ctx[i].fail_jwe_tampered, sizeof ctx[i].fail_jwe_tampered, "%s", s);
            free(s);
            free(flipped);
        }
        EXPECT_ERR(g_thread_status[i], provoke(&ctx[i]));
        snprintf(g_thread_msgs[i], sizeof g_thread_msgs[i], "%s", payseal_last_error());
        ctx[i].expected_message = g_thread_msgs[i];
    }
    for (i = 0; i < THREADS; i++)
        for (j = i + 1; j < THREADS; j++)
            CHECK_MSG(strcmp(g_thread_msgs[i], g_thread_msgs[j]) != 0, "threads %d and %d: same message \"%s\"", i, j,
                      g_thread_msgs[i]);

    /* a successful call does not clear the message of the last failure */
    {
        char *ok = make_jwe("success");
        CHECK_STREQ(payseal_last_error(), g_thread_msgs[THREADS - 1]);
        payseal_free(ok);
    }

    for (i = 0; i < THREADS; i++)
        if (!CHECK(pthread_create(&th[i], NULL, thread_main, &ctx[i]) == 0))
            ctx[i].id = -1;
    for (i = 0; i < THREADS; i++)
        if (ctx[i].id >= 0)
            pthread_join(th[i], NULL);
    for (i = 0; i < THREADS; i++)
        CHECK_MSG(ctx[i].failures == 0, "thread %d: %d failed checks in %d iterations", i, ctx[i].failures,
                  g_iterations);
    for (i = 0; i < THREADS; i++)
        CHECK_MSG(ctx[i].done == g_iterations, "thread %d: %d of %d iterations", i, ctx[i].done, g_iterations);
    /* the threads' failures did not touch this thread's message */
    CHECK_STREQ(payseal_last_error(), g_thread_msgs[THREADS - 1]);
out:
    jwe_parts_free(&jp);
    payseal_free(jwe);
    free(ctx);
}

/* ========================================================================================
 * main
 * ====================================================================================== */

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1)
        g_keys_dir = argv[1];
    if (getenv("PAYSEAL_TEST_ITERATIONS") != NULL && atoi(getenv("PAYSEAL_TEST_ITERATIONS")) > 0)
        g_iterations = atoi(getenv("PAYSEAL_TEST_ITERATIONS"));
    printf("libpayseal %s, ABI %d; keys from %s\n", payseal_version(), payseal_abi_version(), g_keys_dir);

    test_library(); /* first: checks last_error is "" before any failure */
    load_fixtures();
    printf("  public keys\n");
    test_public_keys();
    printf("  private keys\n");
    test_private_keys();
    printf("  encrypt / decrypt\n");
    test_encrypt_decrypt();
    printf("  known-answer encrypt\n");
    test_kat();
    printf("  decrypt errors\n");
    test_decrypt_errors();
    printf("  metadata\n");
    test_metadata();
    printf("  payment requests\n");
    test_payment_request();
    printf("  prepare\n");
    test_prepare();
    printf("  threads (%d x %d)\n", THREADS, g_iterations);
    test_threads();
    CHECK(payseal_last_error() != NULL);
    free_fixtures();

    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
