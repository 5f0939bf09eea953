/* The C ABI of the Client API's service operations: the requests payseal_session_request builds
 * for paymentProductNetworks, surchargeCalculation and currencyConversion, and the answers
 * payseal_service_response reads (the Worldline Direct Android SDK's fixtures, as in
 * Vectors/service-response.platform-sdks.json), the error answer payseal_client_api_error reads,
 * the IIN trigger (payseal_iin_needs_new_details) and a brand's CVC mask (payseal_card_cvc_mask),
 * every error path with its out-pointers cleared.
 * Built as C99 and as C++17 (Makefile). Prints "test_services: N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "test_check.h"

static const char *const CONTEXT = "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":1000,\"isRecurring\":false}";

/* The request's JSON holds `want` (NULL: the call fails with `status`, out-pointers cleared). */
static void expect_request(const payseal_session *s, const char *operation, const char *context, const char *params,
                           payseal_status status, const char *want, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_session_request(s, operation, context, params, NULL, &out, &len);
    check(got == status, line, payseal_status_name(got));
    if (status == PAYSEAL_OK && got == PAYSEAL_OK) {
        check(out != NULL && out != UNSET && len == strlen(out) && strstr(out, want) != NULL, line, want);
    } else {
        check(out == NULL && len == 0, line, "out-pointers not cleared");
        /* The card number is never quoted in a message. */
        check(strstr(payseal_last_error(), "4567") == NULL, line, "the message quotes the card number");
    }
    free_output(out);
}

static void expect_error_answer(int http_status, const char *body, payseal_status status, const char *want, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_client_api_error(http_status, body, body ? strlen(body) : 0, &out, &len);
    expect_output_at(got, out, len, status, want, __FILE__, line);
}

static void expect_cvc_mask(const payseal_card_brands *b, const char *brand, payseal_status status, const char *want, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_cvc_mask(b, brand, &out, &len);
    expect_output_at(got, out, len, status, want, __FILE__, line);
}

/* The IIN trigger asks at the 6th and the 16th digit of a number typed key by key, never again. */
static void trigger_and_cvc_mask(void) {
    const char *number = "4111111122223333444";
    char typed[20] = "", previous[20] = "";
    size_t needed = 7, asked[4] = {0, 0, 0, 0}, count = 0;
    for (size_t n = 1; n <= strlen(number); n++) {
        memcpy(typed, number, n);
        typed[n] = '\0';
        CHECK(payseal_iin_needs_new_details(typed, previous, &needed) == PAYSEAL_OK);
        if (needed == 1 && count < 4) asked[count++] = n;
        memcpy(previous, typed, n + 1);
    }
    CHECK(count == 2 && asked[0] == 6 && asked[1] == 16);
    CHECK(payseal_iin_needs_new_details("4111 11", NULL, &needed) == PAYSEAL_OK && needed == 1);
    CHECK(payseal_iin_needs_new_details(NULL, "", &needed) == PAYSEAL_E_ARGUMENT && needed == 0);
    CHECK(payseal_iin_needs_new_details("411111", "", NULL) == PAYSEAL_E_ARGUMENT);

    payseal_card_brands *b = NULL;
    CHECK(payseal_card_brands_default(&b) == PAYSEAL_OK);
    expect_cvc_mask(b, "visa", PAYSEAL_OK, "{{999}}", __LINE__);
    expect_cvc_mask(b, "amex", PAYSEAL_OK, "{{9999}}", __LINE__);
    expect_cvc_mask(b, NULL, PAYSEAL_OK, "{{9999}}", __LINE__);
    expect_cvc_mask(b, "Visa", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_cvc_mask(NULL, "visa", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    payseal_card_brands_free(b);
}

static void expect_answer(const char *operation, int http_status, const char *body, payseal_status status, const char *want,
                          int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_service_response(operation, http_status, body, body ? strlen(body) : 0, &out, &len);
    expect_output_at(got, out, len, status, want, __FILE__, line);
}

int main(void) {
    payseal_session *s = NULL;
    if (payseal_session_new("s1", "customer123", "https://payment.example.com", "", &s) != PAYSEAL_OK) {
        CHECK(!"payseal_session_new");
        return 1;
    }
    expect_request(s, "paymentProductNetworks", CONTEXT, "{\"paymentProductId\":302}", PAYSEAL_OK,
                   "\"method\":\"GET\",\"url\":\"https://payment.example.com/client/v1/customer123/products/302/networks?"
                   "countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false\"", __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, "{\"cardNumber\":\"4567 3500 0000 0000\",\"paymentProductId\":1}", PAYSEAL_OK,
                   "\"url\":\"https://payment.example.com/client/v1/customer123/services/surchargecalculation\"", __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, "{\"cardNumber\":\"4567\\u00203500 0000 0000\",\"paymentProductId\":1}", PAYSEAL_OK,
                   "\"body\":\"{\\\"cardSource\\\":{\\\"card\\\":{\\\"cardNumber\\\":\\\"4567350000000000\\\",\\\"paymentProductId\\\":1}},"
                   "\\\"amountOfMoney\\\":{\\\"amount\\\":1000,\\\"currencyCode\\\":\\\"EUR\\\"}}\"", __LINE__);
    expect_request(s, "currencyConversion", CONTEXT, "{\"token\":\"t1\",\"targetCurrency\":\"USD\"}", PAYSEAL_OK,
                   "\"body\":\"{\\\"cardSource\\\":{\\\"token\\\":\\\"t1\\\"},\\\"transaction\\\":{\\\"amount\\\":{\\\"amount\\\":1000,"
                   "\\\"currencyCode\\\":\\\"EUR\\\"}},\\\"targetCurrency\\\":\\\"USD\\\"}\"", __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, "{\"cardNumber\":\"4567350000000000\",\"token\":\"t\"}", PAYSEAL_E_ARGUMENT, NULL,
                   __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, "{\"cardNumber\":\"4567x50000000000\"}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, "{\"cardNumber\":4567350000000000}", PAYSEAL_E_JSON, NULL, __LINE__);
    expect_request(s, "surchargeCalculation", CONTEXT, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_request(s, "currencyConversion", NULL, "{\"token\":\"t1\"}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_request(s, "currencyConversion", CONTEXT, "{\"token\":\"t1\",\"targetCurrency\":840}", PAYSEAL_E_JSON, NULL, __LINE__);
    expect_request(s, "paymentProductNetworks", CONTEXT, "{}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    payseal_session_free(s);

    expect_answer("paymentProductNetworks", 200, "{\"networks\":[\"CB\",\"Eurocard\",\"VISA\"]}", PAYSEAL_OK,
                  "{\"networks\":[\"CB\",\"Eurocard\",\"VISA\"]}", __LINE__);
    expect_answer("paymentProductNetworks", 200, "{}", PAYSEAL_OK, "{\"networks\":[]}", __LINE__);
    expect_answer("surchargeCalculation", 200,
                  "{\"surcharges\":[{\"paymentProductId\":2,\"result\":\"NO_SURCHARGE\",\"netAmount\":{\"amount\":1000,\"currencyCode\":\"EUR\"},"
                  "\"surchargeAmount\":{\"amount\":0,\"currencyCode\":\"EUR\"},\"totalAmount\":{\"amount\":1000,\"currencyCode\":\"EUR\"}}]}",
                  PAYSEAL_OK,
                  "{\"surcharges\":[{\"paymentProductId\":2,\"result\":\"NO_SURCHARGE\",\"netAmount\":{\"amount\":1000,\"currencyCode\":\"EUR\"},"
                  "\"surchargeAmount\":{\"amount\":0,\"currencyCode\":\"EUR\"},\"totalAmount\":{\"amount\":1000,\"currencyCode\":\"EUR\"},"
                  "\"surchargeRate\":null}]}",
                  __LINE__);
    expect_answer("currencyConversion", 200,
                  "{\"dccSessionId\":\"5cd02469177743fb8a0b2c78937ee25f\",\"result\":{\"result\":\"NoRate\",\"resultReason\":\"Accepted\"},\"proposal\":{}}",
                  PAYSEAL_OK,
                  "{\"dccSessionId\":\"5cd02469177743fb8a0b2c78937ee25f\",\"result\":{\"result\":\"NoRate\",\"resultReason\":\"Accepted\"},"
                  "\"proposal\":{\"baseAmount\":null,\"targetAmount\":null,\"rate\":null,\"disclaimerReceipt\":null,\"disclaimerDisplay\":null}}",
                  __LINE__);
    expect_answer("currencyConversion", 404, "{\"errors\":[]}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_answer("currencyConversion", 200, "{\"proposal\":{\"rate\":{\"exchangeRate\":\"1.57\"}}}", PAYSEAL_E_JSON, NULL, __LINE__);
    expect_answer("paymentProductNetworks", 200, "[\"VISA\"]", PAYSEAL_E_JSON, NULL, __LINE__);
    expect_answer("paymentProductNetworks", 200, "{\"networks\":[", PAYSEAL_E_JSON, NULL, __LINE__);
    expect_answer("iinDetails", 200, "{}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_answer(NULL, 200, "{}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_answer("paymentProductNetworks", 200, "{\"a\":\"\xc3\x28\"}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    {
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_service_response("surchargeCalculation", 200, NULL, 3, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(payseal_service_response("surchargeCalculation", 200, "{}", 2, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_service_response("surchargeCalculation", 200, "{}", 2, &out, NULL) == PAYSEAL_OK && out != NULL &&
              strcmp(out, "{\"surcharges\":[]}") == 0);
        payseal_free(out);
    }
    expect_error_answer(404, "{\"errorId\":\"e\",\"errors\":[{\"id\":\"IIN_NOT_FOUND\",\"propertyName\":\"bin\",\"httpStatusCode\":404},7]}",
                        PAYSEAL_OK,
                        "{\"httpStatus\":404,\"errorId\":\"e\",\"errors\":[{\"code\":null,\"id\":\"IIN_NOT_FOUND\",\"category\":null,"
                        "\"message\":null,\"propertyName\":\"bin\",\"httpStatusCode\":404}]}", __LINE__);
    expect_error_answer(502, "<html>", PAYSEAL_OK, "{\"httpStatus\":502,\"errorId\":null,\"errors\":[]}", __LINE__);
    expect_error_answer(200, "{}", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    {
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_client_api_error(400, NULL, 3, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(payseal_client_api_error(400, NULL, 0, NULL, NULL) == PAYSEAL_E_ARGUMENT);
    }
    trigger_and_cvc_mask();
    printf("test_services: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
