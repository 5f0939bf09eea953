/*
 * test_abi_decrypt_errors.c - every way a JWE can fail to decrypt, and the uniform
 * PAYSEAL_E_DECRYPT that hides which check failed.
 */

#include "test_abi.h"

/* Decrypt failures: format, unsupported, and the uniform PAYSEAL_E_DECRYPT. */
void test_decrypt_errors(void)
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
