/*
 * test_abi_payment.c - device metadata and payment requests.
 */

#include "test_abi.h"

/* ========================================================================================
 * Device metadata
 * ====================================================================================== */

char *metadata_json(const payseal_metadata *m)
{
    char *json = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_metadata_json(m, &json, &len)))
        return NULL;
    CHECK(json != NULL && len == strlen(json));
    return json;
}

void test_metadata(void)
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

char *payload(const payseal_payment_request *r, const char *nonce)
{
    char *json = NULL;
    size_t len = 0;
    if (!EXPECT_OK(payseal_payment_request_payload(r, nonce, &json, &len)))
        return NULL;
    CHECK(json != NULL && len == strlen(json));
    return json;
}

void test_payment_request(void)
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
