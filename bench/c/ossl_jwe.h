/* The JWE (RSA-OAEP + A256CBC-HS512, compact) directly on OpenSSL 3: the baseline's
 * implementation, also the independent decryptor that capi.c checks PaySeal's output with.
 * Everything that can be set up once is: the EVP_PKEYs, the fetched AES-256-CBC and HMAC, and
 * per thread one EVP_PKEY_CTX for encryption and one for decryption (init + OAEP padding done
 * once), one EVP_CIPHER_CTX and one EVP_MAC_CTX (digest SHA-512 set once). */
#ifndef BENCH_OSSL_JWE_H
#define BENCH_OSSL_JWE_H

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <stdint.h>

#include "common.h"

/* --- base64 (both alphabets, no padding on output for url, strict enough for our inputs) -- */

static const char B64_STD[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char B64_URL[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* Writes the encoding of in[0..n) to out (NUL-terminated); returns its length. */
static size_t b64_encode(const uint8_t *in, size_t n, char *out, int url) {
    const char *t = url ? B64_URL : B64_STD;
    size_t o = 0, i = 0;
    for (; i + 2 < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (uint32_t)in[i + 1] << 8 | in[i + 2];
        out[o++] = t[v >> 18];
        out[o++] = t[v >> 12 & 63];
        out[o++] = t[v >> 6 & 63];
        out[o++] = t[v & 63];
    }
    if (i < n) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0);
        out[o++] = t[v >> 18];
        out[o++] = t[v >> 12 & 63];
        if (i + 1 < n) out[o++] = t[v >> 6 & 63];
        else if (!url) out[o++] = '=';
        if (!url) out[o++] = '=';
    }
    out[o] = 0;
    return o;
}

/* Decodes either alphabet (trailing '=' ignored); returns the length, or -1 on a bad byte. */
static long b64_decode(const char *in, size_t n, uint8_t *out) {
    while (n && in[n - 1] == '=') n--;
    uint32_t acc = 0;
    int bits = 0;
    long o = 0;
    for (size_t i = 0; i < n; i++) {
        int c = (unsigned char)in[i], v;
        if (c >= 'A' && c <= 'Z') v = c - 'A';
        else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
        else if (c >= '0' && c <= '9') v = c - '0' + 52;
        else if (c == '+' || c == '-') v = 62;
        else if (c == '/' || c == '_') v = 63;
        else return -1;
        acc = acc << 6 | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (uint8_t)(acc >> bits);
        }
    }
    return o;
}

/* The string value of "name" in a flat JSON object (no escapes in the value): a pointer into
 * json and its length, or NULL. Enough for the Client API response. */
static const char *json_string_member(const char *json, const char *name, size_t *len) {
    char quoted[128];
    snprintf(quoted, sizeof quoted, "\"%s\"", name);
    const char *p = strstr(json, quoted);
    if (!p) return NULL;
    p += strlen(quoted);
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == ':') p++;
    if (*p != '"') return NULL;
    const char *end = strchr(++p, '"');
    if (!end) return NULL;
    *len = (size_t)(end - p);
    return p;
}

/* Appends "s" JSON-escaped (quotes included) at out; returns the new end. */
static inline char *json_append_string(char *out, const char *s) {
    *out++ = '"';
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') { *out++ = '\\'; *out++ = (char)c; }
        else if (c < 0x20) out += sprintf(out, "\\u%04x", c);
        else *out++ = (char)c;
    }
    *out++ = '"';
    return out;
}

/* --- keys --------------------------------------------------------------------------------- */

/* Extracts the key id and the DER SubjectPublicKeyInfo (der: 4096 bytes) from the Client API
 * response {"keyId","publicKey":"<base64 SPKI>"}; returns the DER length or -1. */
static long client_api_der(const char *json, char *kid, size_t kid_cap, uint8_t *der) {
    size_t b64_len, kid_len;
    const char *b64 = json_string_member(json, "publicKey", &b64_len);
    const char *id = json_string_member(json, "keyId", &kid_len);
    if (!b64 || !id || kid_len >= kid_cap || b64_len > 4096 * 4 / 3) return -1;
    memcpy(kid, id, kid_len);
    kid[kid_len] = 0;
    return b64_decode(b64, b64_len, der);
}

/* The key policy: RSA, >= 2048 bits. Frees and returns NULL otherwise. */
static EVP_PKEY *rsa_policy(EVP_PKEY *key) {
    if (key && (!EVP_PKEY_is_a(key, "RSA") || EVP_PKEY_get_bits(key) < 2048)) {
        EVP_PKEY_free(key);
        key = NULL;
    }
    return key;
}

/* Parses the Client API response with d2i_PUBKEY (setup and checks). */
static EVP_PKEY *parse_client_api_key(const char *json, char *kid, size_t kid_cap) {
    uint8_t der[4096];
    long der_len = client_api_der(json, kid, kid_cap, der);
    const unsigned char *p = der;
    return der_len > 0 ? rsa_policy(d2i_PUBKEY(NULL, &p, der_len)) : NULL;
}

static EVP_PKEY *parse_private_pem(const char *pem, size_t len) {
    BIO *bio = BIO_new_mem_buf(pem, (int)len);
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, NULL, NULL);
    BIO_free(bio);
    return key;
}

/* --- the JWE ------------------------------------------------------------------------------- */

typedef struct {               /* shared by all threads, read-only after setup */
    EVP_PKEY *pub, *priv;      /* priv may be NULL */
    EVP_CIPHER *aes;
    EVP_MAC *hmac;
    char header[512];          /* base64url of the protected header: the AAD */
    size_t header_len;
} jwe_shared;

typedef struct {               /* one per thread */
    const jwe_shared *s;
    EVP_PKEY_CTX *enc, *dec;
    EVP_CIPHER_CTX *cipher;
    EVP_MAC_CTX *mac;
    uint8_t *buf;              /* scratch for ciphertext / decoded parts, grown as needed */
    size_t cap;
} jwe_thread;

static uint8_t *jwe_scratch(jwe_thread *t, size_t n) {
    if (n > t->cap) {
        free(t->buf);
        t->buf = malloc(n);
        t->cap = t->buf ? n : 0;
    }
    return t->buf;
}

static void jwe_shared_init(jwe_shared *s, EVP_PKEY *pub, EVP_PKEY *priv, const char *kid) {
    s->pub = pub;
    s->priv = priv;
    s->aes = EVP_CIPHER_fetch(NULL, "AES-256-CBC", NULL);
    s->hmac = EVP_MAC_fetch(NULL, "HMAC", NULL);
    char json[400];
    int n = snprintf(json, sizeof json, "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"kid\":\"%s\"}", kid);
    s->header_len = b64_encode((const uint8_t *)json, (size_t)n, s->header, 1);
    if (!s->aes || !s->hmac) fail("EVP_CIPHER_fetch / EVP_MAC_fetch");
}

static void jwe_thread_init(jwe_thread *t, const jwe_shared *s) {
    t->s = s;
    t->enc = EVP_PKEY_CTX_new_from_pkey(NULL, s->pub, NULL);
    if (!t->enc || EVP_PKEY_encrypt_init(t->enc) != 1 || EVP_PKEY_CTX_set_rsa_padding(t->enc, RSA_PKCS1_OAEP_PADDING) != 1)
        fail("RSA-OAEP encryption context");
    t->dec = NULL;
    if (s->priv) {
        t->dec = EVP_PKEY_CTX_new_from_pkey(NULL, s->priv, NULL);
        if (!t->dec || EVP_PKEY_decrypt_init(t->dec) != 1 || EVP_PKEY_CTX_set_rsa_padding(t->dec, RSA_PKCS1_OAEP_PADDING) != 1)
            fail("RSA-OAEP decryption context");
    }
    t->buf = NULL;
    t->cap = 0;
    t->cipher = EVP_CIPHER_CTX_new();
    t->mac = EVP_MAC_CTX_new(s->hmac);
    OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, "SHA512", 0), OSSL_PARAM_construct_end()};
    if (!t->cipher || !t->mac || EVP_MAC_CTX_set_params(t->mac, params) != 1) fail("cipher / MAC context");
}

/* tag = HMAC-SHA-512(mac_key, AAD || IV || CT || AL)[0..32) */
static int jwe_tag(jwe_thread *t, const uint8_t *mac_key, const uint8_t *iv, const uint8_t *ct, size_t ct_len, uint8_t tag[32]) {
    uint8_t al[8], full[64];
    uint64_t aad_bits = (uint64_t)t->s->header_len * 8;
    for (int i = 0; i < 8; i++) al[i] = (uint8_t)(aad_bits >> (56 - 8 * i));
    size_t full_len;
    if (EVP_MAC_init(t->mac, mac_key, 32, NULL) != 1
        || EVP_MAC_update(t->mac, (const uint8_t *)t->s->header, t->s->header_len) != 1
        || EVP_MAC_update(t->mac, iv, 16) != 1 || EVP_MAC_update(t->mac, ct, ct_len) != 1
        || EVP_MAC_update(t->mac, al, 8) != 1 || EVP_MAC_final(t->mac, full, &full_len, sizeof full) != 1)
        return -1;
    memcpy(tag, full, 32);
    return 0;
}

/* The upper bound of the compact JWE's length for a plaintext of n bytes (NUL included). */
static size_t jwe_max_len(const jwe_thread *t, size_t n) {
    size_t parts = (size_t)EVP_PKEY_get_size(t->s->pub) + 16 + (n + 16) + 32;
    return t->s->header_len + 4 + parts * 4 / 3 + 16;
}

/* Writes the compact JWE of pt[0..n) to out (room: jwe_max_len); returns its length or -1. */
static long jwe_encrypt(jwe_thread *t, const uint8_t *pt, size_t n, char *out) {
    uint8_t rnd[80], ek[1024], tag[32], *ct = jwe_scratch(t, n + 16);
    const uint8_t *cek = rnd, *iv = rnd + 64; /* CEK = MAC_KEY || ENC_KEY, then the IV */
    size_t ek_len = sizeof ek;
    int l1 = 0, l2 = 0;
    long r = -1;
    if (!ct || RAND_bytes(rnd, sizeof rnd) != 1) goto done;
    if (EVP_PKEY_encrypt(t->enc, ek, &ek_len, cek, 64) != 1) goto done;
    if (EVP_EncryptInit_ex2(t->cipher, t->s->aes, cek + 32, iv, NULL) != 1
        || EVP_EncryptUpdate(t->cipher, ct, &l1, pt, (int)n) != 1
        || EVP_EncryptFinal_ex(t->cipher, ct + l1, &l2) != 1)
        goto done;
    if (jwe_tag(t, cek, iv, ct, (size_t)(l1 + l2), tag)) goto done;
    char *o = out;
    memcpy(o, t->s->header, t->s->header_len);
    o += t->s->header_len;
    *o++ = '.';
    o += b64_encode(ek, ek_len, o, 1);
    *o++ = '.';
    o += b64_encode(iv, 16, o, 1);
    *o++ = '.';
    o += b64_encode(ct, (size_t)(l1 + l2), o, 1);
    *o++ = '.';
    o += b64_encode(tag, 32, o, 1);
    r = o - out;
done:
    OPENSSL_cleanse(rnd, sizeof rnd);
    return r;
}

/* Decrypts a compact JWE with this fixed header into out (room: len); returns the plaintext
 * length or -1. The tag is checked (in constant time) before CBC decryption. */
static long jwe_decrypt(jwe_thread *t, const char *jwe, size_t len, uint8_t *out) {
    const char *part[6];
    int k = 0;
    part[k++] = jwe;
    for (size_t i = 0; i < len && k < 6; i++)
        if (jwe[i] == '.') part[k++] = jwe + i + 1;
    if (k != 5) return -1;
    part[5] = jwe + len + 1;
    if ((size_t)(part[1] - part[0] - 1) != t->s->header_len || memcmp(jwe, t->s->header, t->s->header_len)) return -1;
    uint8_t *buf = jwe_scratch(t, len), *ek = buf, *iv, *ct, *tag;
    uint8_t cek[1024], check[32];
    long n[5], r = -1;
    size_t cek_len = sizeof cek;
    int l1 = 0, l2 = 0;
    if (!buf) return -1;
    uint8_t *p = buf;
    for (int i = 1; i < 5; i++) {
        n[i] = b64_decode(part[i], (size_t)(part[i + 1] - part[i] - 1), p);
        if (n[i] < 0) goto done;
        p += n[i];
    }
    iv = ek + n[1];
    ct = iv + n[2];
    tag = ct + n[3];
    if (n[2] != 16 || n[4] != 32) goto done;
    if (EVP_PKEY_decrypt(t->dec, cek, &cek_len, ek, (size_t)n[1]) != 1 || cek_len != 64) goto done;
    if (jwe_tag(t, cek, iv, ct, (size_t)n[3], check) || CRYPTO_memcmp(check, tag, 32)) goto done;
    if (EVP_DecryptInit_ex2(t->cipher, t->s->aes, cek + 32, iv, NULL) != 1
        || EVP_DecryptUpdate(t->cipher, out, &l1, ct, (int)n[3]) != 1
        || EVP_DecryptFinal_ex(t->cipher, out + l1, &l2) != 1)
        goto done;
    r = l1 + l2;
done:
    OPENSSL_cleanse(cek, sizeof cek);
    return r;
}

/* Checks that jwe decrypts (with OpenSSL, the private key) to expected[0..n). */
static void check_jwe(jwe_thread *t, const char *what, const char *jwe, const void *expected, size_t n) {
    uint8_t *out = malloc(strlen(jwe) + 1);
    long got = jwe_decrypt(t, jwe, strlen(jwe), out);
    if (got != (long)n || memcmp(out, expected, n)) fail("%s does not decrypt to its plaintext", what);
    free(out);
}

/* Checks encodedClientMetaInfo: base64 of a JSON object with the overrides of common.h. */
static void check_metadata(const char *b64) {
    uint8_t json[8192];
    size_t n = strlen(b64);
    long got = n < sizeof json ? b64_decode(b64, n, json) : -1;
    if (got <= 0) fail("metadata is not base64");
    json[got] = 0;
    if (json[0] != '{' || !strstr((char *)json, "\"appIdentifier\":\"" META_APP "\"")
        || !strstr((char *)json, "\"screenSize\":\"" META_SCREEN "\""))
        fail("metadata JSON lacks the overrides: %s", json);
}

/* Checks a prepared request: the JWE decrypts (with OpenSSL) to a payload with the session,
 * a lowercase UUID v4 nonce and the card number, and the metadata is right. */
static void check_prepared(jwe_thread *t, const char *fields, const char *meta) {
    uint8_t *pt = malloc(strlen(fields) + 1);
    long n = jwe_decrypt(t, fields, strlen(fields), pt);
    if (n <= 0) fail("encryptedFields does not decrypt");
    pt[n] = 0;
    const char *p = (char *)pt, *nonce = strstr(p, "\"nonce\":\"");
    if (strncmp(p, "{\"clientSessionId\":\"" PREP_SESSION "\"", 21 + strlen(PREP_SESSION)) || !nonce
        || !strstr(p, "{\"key\":\"cardNumber\",\"value\":\"4012000033330026\"}"))
        fail("unexpected payload: %s", p);
    nonce += 9;
    for (int i = 0; i < 36; i++) {
        int dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? nonce[i] != '-' : !strchr("0123456789abcdef", nonce[i]) || !nonce[i]) fail("bad nonce in %s", p);
    }
    if (nonce[14] != '4' || nonce[36] != '"') fail("nonce is not a UUID v4: %s", p);
    free(pt);
    check_metadata(meta);
}

#endif
