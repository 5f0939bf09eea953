/*
 * test_abi_jwe.c - encrypt and decrypt round trips, their argument checks, and the
 * known-answer encryptions.
 */

#include "test_abi.h"

/* ========================================================================================
 * JWE encrypt / decrypt
 * ====================================================================================== */

void test_encrypt_decrypt(void)
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

void test_kat(void)
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
