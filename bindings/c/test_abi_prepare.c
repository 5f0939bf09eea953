/*
 * test_abi_prepare.c - payseal_prepare: the encrypted fields and the encoded metadata.
 */

#include "test_abi.h"

/* ========================================================================================
 * prepare
 * ====================================================================================== */

void test_prepare(void)
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
