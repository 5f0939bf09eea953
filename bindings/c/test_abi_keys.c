/*
 * test_abi_keys.c - public and private key parsing: every accepted form and every refusal.
 */

#include "test_abi.h"

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

/* ========================================================================================
 * Public keys
 * ====================================================================================== */

void test_public_keys(void)
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

void test_private_keys(void)
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
