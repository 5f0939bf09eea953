/* The C ABI of masks and validation: every function, every error path, out-pointers cleared
 * on failure, outputs released with payseal_free. Built as C99 and as C++17 (Makefile).
 * Prints "test_card_input: N passed, M failed". */
#include <string.h>

#include "test_check.h"

static const char *const CARD = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}";

/* format/unformat: the output and its byte length, or the status with the out-pointers cleared. */
static void expect_mask(int unformat, const char *mask, const char *value, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = (unformat ? payseal_mask_unformat : payseal_mask_format)(mask, value, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_edit(const char *text, size_t start, size_t end, const char *replacement, payseal_status want,
                        const char *expected, size_t caret, int line) {
    char *out = UNSET;
    size_t len = 99, got_caret = 99;
    payseal_status got = payseal_mask_edit(CARD, text, start, end, replacement, &out, &len, &got_caret);
    expect_edited(got, out, len, got_caret, want, expected, caret, line);
}

static void expect_validation(const char *json, const char *value, int year, int month, payseal_status want,
                              const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_validate_value(json, json ? strlen(json) : 0, value, year, month, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

int main(void) {
    static char big[PAYSEAL_MAX_PAYMENT_VALUE + 2];
    const char *luhn = "{\"isRequired\":true,\"validators\":{\"luhn\":{},\"length\":{\"minLength\":13,\"maxLength\":19}}}";
    memset(big, '1', sizeof big - 1);
    big[sizeof big - 1] = '\0';

    expect_mask(0, CARD, "4111111111111111", PAYSEAL_OK, "4111 1111 1111 1111", __LINE__);
    expect_mask(0, CARD, "1234 ", PAYSEAL_OK, "1234", __LINE__);
    expect_mask(1, CARD, "4111 1111", PAYSEAL_OK, "41111111", __LINE__);
    expect_mask(0, "{{**}}", "\xc3\xa9\xf0\x9f\x8e\x89x", PAYSEAL_OK, "\xc3\xa9\xf0\x9f\x8e\x89", __LINE__);
    expect_mask(0, "{9}", "1", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_mask(0, "{{9", "1", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_mask(1, NULL, "1", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_mask(1, CARD, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_mask(0, CARD, "\xc3\x28", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_mask(0, CARD, big, PAYSEAL_E_LIMIT, NULL, __LINE__);
    CHECK(payseal_mask_format(CARD, "1", NULL, NULL) == PAYSEAL_E_ARGUMENT);

    expect_edit("1234", 4, 4, "5", PAYSEAL_OK, "1234 5", 6, __LINE__);
    expect_edit("1234 5678", 5, 6, "", PAYSEAL_OK, "1234 678", 5, __LINE__);
    expect_edit("1234 5678", 4, 5, NULL, PAYSEAL_OK, "1235 678", 3, __LINE__);
    expect_edit("", 0, 0, "4111111111111111", PAYSEAL_OK, "4111 1111 1111 1111", 19, __LINE__);
    expect_edit("1234", 3, 2, "", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit("1234", 0, 5, "", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit("1234", (size_t)-1, (size_t)-1, "", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit(NULL, 0, 0, "", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit("1234", 0, 0, "\xff", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit("1234", 0, 0, big, PAYSEAL_E_LIMIT, NULL, 0, __LINE__);
    {
        /* a position between the two halves of a surrogate pair (U+1F389 is 2 UTF-16 units) */
        char *out = NULL;
        size_t caret = 0;
        CHECK(payseal_mask_edit("{{****}}", "a\xf0\x9f\x8e\x89", 2, 2, "b", &out, NULL, &caret) == PAYSEAL_E_ARGUMENT);
        CHECK(out == NULL && strstr(payseal_last_error(), "surrogate pair") != NULL);
        CHECK(payseal_mask_edit("{{****}}", "a\xf0\x9f\x8e\x89", 3, 3, "b", &out, NULL, &caret) == PAYSEAL_OK);
        CHECK(out != NULL && strcmp(out, "a\xf0\x9f\x8e\x89" "b") == 0 && caret == 4);
        payseal_free(out);
        CHECK(payseal_mask_edit(CARD, "1", 0, 0, "", NULL, NULL, NULL) == PAYSEAL_E_ARGUMENT);
    }

    expect_validation(luhn, "4111111111111111", 0, 0, PAYSEAL_OK, "[]", __LINE__);
    expect_validation(luhn, "", 0, 0, PAYSEAL_OK, "[{\"type\":\"required\",\"params\":{},\"messageKey\":\"validation.required\",\"message\":\"A value is required.\"}]", __LINE__);
    expect_validation(luhn, "4111", 2026, 11, PAYSEAL_OK,
                      "[{\"type\":\"luhn\",\"params\":{},\"messageKey\":\"validation.luhn\",\"message\":\"This number is not valid: its check digit does not match.\"},"
                      "{\"type\":\"length\",\"params\":{\"minLength\":13,\"maxLength\":19},\"messageKey\":\"validation.length\",\"message\":\"Enter between 13 and 19 characters.\"}]", __LINE__);
    expect_validation("{\"validators\":{\"expirationDate\":{}}}", "1025", 2026, 11, PAYSEAL_OK,
                      "[{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},\"messageKey\":\"validation.expirationDate.past\",\"message\":\"This expiry date is in the past.\"}]", __LINE__);
    expect_validation("{\"validators\":{\"regularExpression\":{\"regularExpression\":\"(a+)+$\"}}}",
                      "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", 0, 0, PAYSEAL_OK,
                      "[{\"type\":\"regularExpression\",\"params\":{\"reason\":\"matchLimit\"},\"messageKey\":\"validation.regularExpression.matchLimit\",\"message\":\"This value cannot be checked: matching the field's pattern took too long.\"}]", __LINE__);
    expect_validation("{\"validators\":{\"fixedList\":{}}}", "x", 0, 0, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_validation("{\"validators\":", "x", 0, 0, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_validation("[]", "x", 0, 0, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_validation(luhn, "x", 2026, 13, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_validation(luhn, "x", 2026, 0, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_validation(NULL, "x", 0, 0, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_validation(luhn, NULL, 0, 0, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_validation(luhn, "\xc3\x28", 0, 0, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_validation(luhn, big, 0, 0, PAYSEAL_E_LIMIT, NULL, __LINE__);
    CHECK(payseal_validate_value(luhn, strlen(luhn), "1", 0, 0, NULL, NULL) == PAYSEAL_E_ARGUMENT);

    {
        /* IIN: the bin, NOT_ENOUGH_DIGITS as PAYSEAL_OK without output, the answer's mapping */
        char *out = UNSET;
        size_t len = 99;
        const char *body = "{\"paymentProductId\":1,\"isAllowedInContext\":false}";
        CHECK(payseal_iin_bin("4111 1111 1111 1111", &out, &len) == PAYSEAL_OK && out != NULL && strcmp(out, "41111111") == 0 && len == 8);
        payseal_free(out);
        CHECK(payseal_iin_bin("4111-11", &out, NULL) == PAYSEAL_OK && out != NULL && strcmp(out, "411111") == 0);
        payseal_free(out);
        out = UNSET;
        len = 99;
        CHECK(payseal_iin_bin("41111", &out, &len) == PAYSEAL_OK && out == NULL && len == 0);
        out = UNSET;
        CHECK(payseal_iin_bin("4111x", &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(payseal_iin_bin(NULL, &out, &len) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_iin_bin("411111", NULL, NULL) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_iin_result(200, body, strlen(body), &out, &len) == PAYSEAL_OK && out != NULL &&
              strcmp(out, "{\"status\":\"EXISTING_BUT_NOT_ALLOWED\",\"paymentProductId\":1,\"isAllowedInContext\":false,"
                          "\"countryCode\":null,\"cardType\":null,\"coBrands\":[]}") == 0 && len == strlen(out));
        payseal_free(out);
        CHECK(payseal_iin_result(404, NULL, 0, &out, NULL) == PAYSEAL_OK && out != NULL && strncmp(out, "{\"status\":\"UNKNOWN\"", 19) == 0);
        payseal_free(out);
        out = UNSET;
        CHECK(payseal_iin_result(500, "{}", 2, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(payseal_iin_result(200, "[1]", 3, &out, &len) == PAYSEAL_E_JSON && out == NULL);
        CHECK(payseal_iin_result(200, NULL, 3, &out, &len) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_iin_result(200, "{}", 2, NULL, NULL) == PAYSEAL_E_ARGUMENT);
    }

    {
        /* Client API requests: a session, each operation, its errors, out-pointers cleared */
        payseal_session *session = (payseal_session *)1;
        const char *context = "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":1000,\"isRecurring\":false}";
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_session_new("s1", "c1", "http://example.com", "", &session) == PAYSEAL_E_ARGUMENT && session == NULL);
        CHECK(payseal_session_new("s1", "c1", "https://h.example.com/client", "", NULL) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new(NULL, "c1", "https://h.example.com", "", &session) == PAYSEAL_E_ARGUMENT);
        if (payseal_session_new("s1", "c 1", "https://h.example.com/client", "", &session) == PAYSEAL_OK) {
            CHECK(payseal_session_request(session, "publicKey", NULL, NULL, NULL, &out, &len) == PAYSEAL_OK && out != NULL &&
                  strstr(out, "\"url\":\"https://h.example.com/client/v1/c%201/crypto/publickey\"") != NULL && len == strlen(out));
            payseal_free(out);
            CHECK(payseal_session_request(session, "paymentProduct", context, "{\"paymentProductId\":\"3012\"}", NULL, &out, NULL) == PAYSEAL_OK &&
                  out != NULL && strstr(out, "/products/3012?countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false\"") != NULL);
            payseal_free(out);
            CHECK(payseal_session_request(session, "iinDetails", context, "{\"cardNumber\":\"4242424242\"}", NULL, &out, NULL) == PAYSEAL_OK &&
                  out != NULL && strstr(out, "\\\"bin\\\":\\\"42424242\\\"") != NULL && strstr(out, "\"Content-Type\":\"application/json\"") != NULL);
            payseal_free(out);
            out = UNSET;
            CHECK(payseal_session_request(session, "iinDetails", context, "{\"cardNumber\":\"42424\"}", NULL, &out, &len) == PAYSEAL_E_ARGUMENT &&
                  out == NULL && len == 0);
            CHECK(payseal_session_request(session, "paymentProducts", NULL, NULL, NULL, &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_session_request(session, "paymentProducts", "{\"countryCode\":1}", NULL, NULL, &out, NULL) == PAYSEAL_E_JSON);
            CHECK(payseal_session_request(session, "paymentProducts", "{", NULL, NULL, &out, NULL) == PAYSEAL_E_JSON);
            CHECK(payseal_session_request(session, "refund", context, NULL, NULL, &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_session_request(session, NULL, context, NULL, NULL, &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_session_request(NULL, "publicKey", NULL, NULL, NULL, &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_session_request(session, "publicKey", NULL, NULL, NULL, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        } else {
            CHECK(!"payseal_session_new");
        }
        payseal_session_free(session);
        payseal_session_free(NULL);
    }

    {
        /* One status for invalid UTF-8 in every JSON input, PAYSEAL_E_ARGUMENT (a 404 IIN body
         * that is not UTF-8 has no members); a session id that goes into a header is visible ASCII;
         * a customer id is no dot segment; a port is 1-65535; an iinDetails card number has the
         * limit payseal_iin_bin has. */
        static const char bad[] = "{\"a\":\"\xc3\x28\"}", bad_array[] = "[\"\xc3\x28\"]";
        static const char context[] = "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":1,\"isRecurring\":false}";
        static char params[4200];
        payseal_session *session = NULL;
        payseal_product *product = NULL;
        payseal_card_brands *brands = NULL;
        char *out = NULL;
        size_t len = 0;
        CHECK(payseal_validate_value(bad, strlen(bad), "1", 0, 0, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
        CHECK(payseal_product_parse(bad, strlen(bad), &product) == PAYSEAL_E_ARGUMENT && product == NULL);
        CHECK(payseal_iin_result(200, bad, strlen(bad), &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
        CHECK(payseal_iin_result(404, bad, strlen(bad), &out, &len) == PAYSEAL_OK && out != NULL &&
              strncmp(out, "{\"status\":\"UNKNOWN\",\"paymentProductId\":null", 43) == 0);
        payseal_free(out);
        out = NULL;
        CHECK(payseal_card_brands_parse(bad_array, strlen(bad_array), &brands) == PAYSEAL_E_ARGUMENT && brands == NULL);
        CHECK(payseal_card_brands_default(&brands) == PAYSEAL_OK);
        CHECK(payseal_card_check(brands, "4111", NULL, NULL, bad_array, 0, 0, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
        payseal_card_brands_free(brands);
        CHECK(payseal_session_new("s\xe2\x80\xa8", "c1", "https://h.example.com", "", &session) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new("abc\xc4\x8d\xc4\x8a" "X-Evil: 1", "c1", "https://h.example.com", "", &session) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new("s1", "..", "https://api.example.com/base", "", &session) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new("s1", ".", "https://api.example.com/base", "", &session) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new("s1", "c1", "http://localhost:abc", "", &session) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_session_new("s1", "c1", "https://h.example.com:99999", "", &session) == PAYSEAL_E_ARGUMENT && session == NULL);
        if (payseal_session_new("s1", "c1", "http://localhost:8080", "", &session) == PAYSEAL_OK) {
            CHECK(payseal_session_request(session, "paymentProducts", bad, NULL, NULL, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
            CHECK(payseal_session_request(session, "iinDetails", context, bad, NULL, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
            size_t n = (size_t)snprintf(params, sizeof params, "{\"cardNumber\":\"");
            memset(params + n, '4', 4097);
            snprintf(params + n + 4097, sizeof params - n - 4097, "\"}");
            CHECK(payseal_session_request(session, "iinDetails", context, params, NULL, &out, &len) == PAYSEAL_E_LIMIT && out == NULL);
        } else {
            CHECK(!"payseal_session_new");
        }
        payseal_session_free(session);
    }

    {
        /* Payment products: parse, normalized JSON, errors with out-pointers cleared */
        const char *product_json = "{\"id\":\"1\",\"fields\":[{\"id\":\"cvv\",\"displayHints\":{\"displayOrder\":2}},"
                                   "{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"displayHints\":{\"displayOrder\":1,"
                                   "\"mask\":\"{{9999}} {{9999}}\"}}]}";
        payseal_product *product = (payseal_product *)1;
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_product_parse("{\"id\":\"x\"}", 10, &product) == PAYSEAL_E_JSON && product == NULL);
        CHECK(payseal_product_parse(NULL, 0, &product) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_product_parse(product_json, strlen(product_json), NULL) == PAYSEAL_E_ARGUMENT);
        if (payseal_product_parse(product_json, strlen(product_json), &product) == PAYSEAL_OK) {
            CHECK(payseal_product_json(product, &out, &len) == PAYSEAL_OK && out != NULL && len == strlen(out) &&
                  strncmp(out, "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\"", 34) == 0);
            payseal_free(out);
            CHECK(payseal_product_json(product, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        } else {
            CHECK(!"payseal_product_parse");
        }
        out = UNSET;
        CHECK(payseal_product_json(NULL, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        payseal_product_free(product);
        payseal_product_free(NULL);
    }

    {
        /* A payment request with its product: unmasked values, masked display, validation, and
         * prepare refusing an invalid request with PAYSEAL_E_VALIDATION */
        const char *json = "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"displayHints\":{\"mask\":\"{{9999}} {{9999}} {{9999}} {{9999}}\"},"
                           "\"dataRestrictions\":{\"isRequired\":true,\"validators\":{\"luhn\":{}}}}]}";
        payseal_product *product = NULL;
        payseal_payment_request *request = NULL, *other = NULL;
        char *out = UNSET;
        size_t len = 99;
        if (payseal_product_parse(json, strlen(json), &product) == PAYSEAL_OK &&
            payseal_payment_request_new("s", "1", &request) == PAYSEAL_OK && payseal_payment_request_new("s", "2", &other) == PAYSEAL_OK) {
            CHECK(payseal_payment_request_validate(request, 0, 0, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
            CHECK(payseal_payment_request_masked_value(request, "cardNumber", &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL);
            CHECK(payseal_payment_request_set_product(other, product) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_set_product(request, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_set_product(request, product) == PAYSEAL_OK);
            CHECK(payseal_payment_request_set_value(request, "iban", "x") == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_set_value(request, "cardNumber", "4111111111111112") == PAYSEAL_OK);
            CHECK(payseal_payment_request_masked_value(request, "cardNumber", &out, &len) == PAYSEAL_OK && out != NULL &&
                  strcmp(out, "4111 1111 1111 1112") == 0 && len == 19);
            payseal_free(out);
            CHECK(payseal_payment_request_validate(request, 2026, 11, &out, NULL) == PAYSEAL_OK && out != NULL &&
                  strcmp(out, "[{\"fieldId\":\"cardNumber\",\"type\":\"luhn\",\"params\":{},\"messageKey\":\"validation.luhn\",\"message\":\"This number is not valid: its check digit does not match.\"}]") == 0);
            payseal_free(out);
            CHECK(payseal_payment_request_validate(request, 2026, 13, &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_masked_value(request, "iban", &out, NULL) == PAYSEAL_E_ARGUMENT);
        } else {
            CHECK(!"product request setup");
        }
        payseal_payment_request_free(request);
        payseal_payment_request_free(other);
        payseal_product_free(product);
    }

    {
        /* The products list: normalized product by product, every other member passed through */
        const char *list = "{\"paymentProducts\":[{\"id\":\"809\",\"displayHints\":{\"label\":\"iDEAL\",\"logo\":\"l.png\"}}],\"x\":[1]}";
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_product_list_parse(list, strlen(list), &out, &len) == PAYSEAL_OK && out != NULL && len == strlen(out) &&
              strcmp(out, "{\"paymentProducts\":[{\"id\":809,\"displayHints\":{\"label\":\"iDEAL\",\"logo\":\"l.png\"},"
                          "\"fields\":[],\"accountsOnFile\":[]}],\"x\":[1]}") == 0);
        payseal_free(out);
        out = UNSET;
        len = 99;
        CHECK(payseal_product_list_parse("{\"paymentProducts\":{}}", 22, &out, &len) == PAYSEAL_E_JSON && out == NULL && len == 0);
        CHECK(strstr(payseal_last_error(), "paymentProducts") != NULL);
        CHECK(payseal_product_list_parse("[1]", 3, &out, &len) == PAYSEAL_E_JSON && out == NULL);
        CHECK(payseal_product_list_parse(NULL, 3, &out, &len) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_product_list_parse("{}", 2, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_product_list_parse("{}", 2, &out, NULL) == PAYSEAL_OK && out != NULL && strcmp(out, "{\"paymentProducts\":[]}") == 0);
        payseal_free(out);
    }

    {
        /* The products a device can pay with: Maestro always out, the wallets as the host says */
        const char *list = "{\"paymentProducts\":[{\"id\":302},{\"id\":1},{\"id\":117},{\"id\":320}]}";
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_product_list_offered(list, strlen(list), 0, &out, &len) == PAYSEAL_OK && out != NULL && len == strlen(out) &&
              strcmp(out, "{\"paymentProducts\":[{\"id\":1,\"fields\":[],\"accountsOnFile\":[]}]}") == 0);
        payseal_free(out);
        CHECK(payseal_product_list_offered(list, strlen(list), PAYSEAL_WALLET_APPLE_PAY | PAYSEAL_WALLET_GOOGLE_PAY, &out, NULL) == PAYSEAL_OK &&
              out != NULL && strstr(out, "\"id\":302") != NULL && strstr(out, "\"id\":320") != NULL && strstr(out, "\"id\":117") == NULL);
        payseal_free(out);
        out = UNSET;
        len = 99;
        CHECK(payseal_product_list_offered(list, strlen(list), 4, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(strstr(payseal_last_error(), "wallets") != NULL);
        CHECK(payseal_product_list_offered(NULL, 3, 0, &out, &len) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_product_list_offered("[1]", 3, 0, &out, &len) == PAYSEAL_E_JSON && out == NULL);
    }

    {
        /* The keys set and a stored value, read from the library (with and without a product) */
        const char *json = "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"displayHints\":{\"mask\":\"{{9999}} {{9999}}\"}},"
                           "{\"id\":\"cvv\"}]}";
        payseal_product *product = NULL;
        payseal_payment_request *request = NULL;
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_payment_request_keys(NULL, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        if (payseal_product_parse(json, strlen(json), &product) == PAYSEAL_OK && payseal_payment_request_new("s", "1", &request) == PAYSEAL_OK) {
            CHECK(payseal_payment_request_keys(request, &out, &len) == PAYSEAL_OK && out != NULL && strcmp(out, "[]") == 0 && len == 2);
            payseal_free(out);
            CHECK(payseal_payment_request_set_value(request, "cvv", "123") == PAYSEAL_OK);
            CHECK(payseal_payment_request_set_value(request, "cardNumber", "4111 1111") == PAYSEAL_OK);
            CHECK(payseal_payment_request_unmasked_value(request, "cardNumber", &out, &len) == PAYSEAL_OK && out != NULL &&
                  strcmp(out, "4111 1111") == 0 && len == 9);  /* no product yet: as set */
            payseal_free(out);
            CHECK(payseal_payment_request_set_product(request, product) == PAYSEAL_OK);
            CHECK(payseal_payment_request_keys(request, &out, NULL) == PAYSEAL_OK && out != NULL && strcmp(out, "[\"cvv\",\"cardNumber\"]") == 0);
            payseal_free(out);
            CHECK(payseal_payment_request_unmasked_value(request, "cardNumber", &out, &len) == PAYSEAL_OK && out != NULL &&
                  strcmp(out, "41111111") == 0 && len == 8);
            payseal_free(out);
            CHECK(payseal_payment_request_unmasked_value(request, "unset", &out, &len) == PAYSEAL_OK && out != NULL &&
                  strcmp(out, "") == 0 && len == 0);
            payseal_free(out);
            out = UNSET;
            CHECK(payseal_payment_request_unmasked_value(request, "", &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
            CHECK(payseal_payment_request_unmasked_value(request, NULL, &out, &len) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_unmasked_value(request, "cvv", NULL, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_unmasked_value(NULL, "cvv", &out, NULL) == PAYSEAL_E_ARGUMENT);
            CHECK(payseal_payment_request_keys(request, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        } else {
            CHECK(!"keys setup");
        }
        payseal_payment_request_free(request);
        payseal_product_free(product);
    }

    printf("test_card_input: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
