/* The C ABI of a product's fields as the customer types them and of accounts on file's display
 * values: payseal_product_field_check and payseal_product_account_display_value; every error path
 * clears the out-pointers. Built as C99 and as C++17 (Makefile). Prints
 * "test_product_fields: N passed, M failed". */
#include <stdlib.h>
#include <string.h>

#include "test_check.h"

static const char PRODUCT[] =
    "{\"id\":1,\"fields\":["
    "{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"displayHints\":{\"mask\":\"{{9999}} {{9999}} {{9999}} {{9999}} {{999}}\"},"
    "\"dataRestrictions\":{\"isRequired\":true,\"validators\":{\"luhn\":{},\"length\":{\"minLength\":13,\"maxLength\":19}}}},"
    "{\"id\":\"expiryDate\",\"type\":\"expirydate\",\"displayHints\":{\"mask\":\"{{99}}/{{99}}\"},"
    "\"dataRestrictions\":{\"isRequired\":true,\"validators\":{\"expirationDate\":{}}}},"
    "{\"id\":\"zip\",\"dataRestrictions\":{\"validators\":{\"regularExpression\":{\"regularExpression\":\"\\\\d{5}|\\\\d{5}-\\\\d{4}\"}}}}],"
    "\"accountsOnFile\":[{\"id\":5021,\"attributes\":["
    "{\"key\":\"alias\",\"value\":\"411111XXXXXX1111\"},{\"key\":\"cardNumber\",\"value\":\"411111XXXXXX1111\"},"
    "{\"key\":\"expiryDate\",\"value\":\"1228\"}]},"
    "{\"id\":\"7\",\"attributes\":[{\"key\":\"cardNumber\",\"value\":\"************7988\"}]}]}";

/* The check of `value` in `field` (today 2026-11) is exactly `expected` (NULL: the call fails with `want`). */
static void expect_check(const payseal_product *p, const char *field, const char *value, payseal_status want,
                         const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_product_field_check(p, field, value, 2026, 11, &out, &len);  /* before out is read */
    expect_output(got, out, len, want, expected, line);
}

/* The state alone ("valid", "incomplete" or "invalid"), from the JSON's first member. */
static const char *state_of(const payseal_product *p, const char *field, const char *value, char *buffer, size_t size) {
    char *out = NULL;
    buffer[0] = '\0';
    if (payseal_product_field_check(p, field, value, 2026, 11, &out, NULL) == PAYSEAL_OK && out != NULL) {
        const char *start = out + strlen("{\"state\":\"");
        size_t n = strcspn(start, "\"");
        if (n < size) {
            memcpy(buffer, start, n);
            buffer[n] = '\0';
        }
    }
    payseal_free(out);
    return buffer;
}

/* A card number typed key by key through the field's mask, as a host does: never invalid on its
 * way, valid once whole. */
static void type_card(const payseal_product *p, const char *digits, int line) {
    char text[64] = "", state[16];
    int invalid = 0;
    for (const char *key = digits; *key != '\0'; key++) {
        char typed[2] = {*key, '\0'};
        char *out = NULL;
        size_t len = 0, caret = 0, end = strlen(text);
        if (payseal_mask_edit("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", text, end, end, typed, &out, &len, &caret) != PAYSEAL_OK ||
            len >= sizeof text) {
            payseal_free(out);
            check(0, line, "payseal_mask_edit");
            return;
        }
        memcpy(text, out, len + 1);
        payseal_free(out);
        if (strcmp(state_of(p, "cardNumber", text, state, sizeof state), "invalid") == 0) invalid++;
    }
    check(invalid == 0, line, "an invalid state on the way to a valid card number");
    check(strcmp(state_of(p, "cardNumber", text, state, sizeof state), "valid") == 0, line, "the whole card number is valid");
}

static void expect_display(const payseal_product *p, const char *account, const char *key, payseal_status want,
                           const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_product_account_display_value(p, account, key, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

int main(void) {
    payseal_product *p = NULL;
    CHECK(payseal_product_parse(PRODUCT, strlen(PRODUCT), &p) == PAYSEAL_OK && p != NULL);

    /* The three states, each with the error object validation returns. */
    expect_check(p, "cardNumber", "", PAYSEAL_OK,
                 "{\"state\":\"incomplete\",\"error\":{\"type\":\"required\",\"params\":{},\"messageKey\":\"validation.required\","
                 "\"message\":\"A value is required.\"}}", __LINE__);
    expect_check(p, "cardNumber", "4111 1111 1111 1", PAYSEAL_OK,
                 "{\"state\":\"incomplete\",\"error\":{\"type\":\"luhn\",\"params\":{},\"messageKey\":\"validation.luhn\","
                 "\"message\":\"This number is not valid: its check digit does not match.\"}}", __LINE__);
    expect_check(p, "cardNumber", "4111 1111 1111 1111", PAYSEAL_OK, "{\"state\":\"valid\",\"error\":null}", __LINE__);
    expect_check(p, "cardNumber", "4111111111111111", PAYSEAL_OK, "{\"state\":\"valid\",\"error\":null}", __LINE__);
    expect_check(p, "cardNumber", "4111 1111 1111 1111 112", PAYSEAL_OK,
                 "{\"state\":\"invalid\",\"error\":{\"type\":\"luhn\",\"params\":{},\"messageKey\":\"validation.luhn\","
                 "\"message\":\"This number is not valid: its check digit does not match.\"}}", __LINE__);
    /* {{99}}/{{99}} holds MMYY: 12/19 is past whatever follows; 12/20 is on its way to 12/2028, which
     * payseal_product_field_edit writes 12/28; 12/1 can only become past. */
    expect_check(p, "expiryDate", "12/19", PAYSEAL_OK,
                 "{\"state\":\"invalid\",\"error\":{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},"
                 "\"messageKey\":\"validation.expirationDate.past\",\"message\":\"This expiry date is in the past.\"}}", __LINE__);
    expect_check(p, "expiryDate", "12/20", PAYSEAL_OK,
                 "{\"state\":\"incomplete\",\"error\":{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},"
                 "\"messageKey\":\"validation.expirationDate.past\",\"message\":\"This expiry date is in the past.\"}}", __LINE__);
    expect_check(p, "expiryDate", "12/1", PAYSEAL_OK,
                 "{\"state\":\"invalid\",\"error\":{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},"
                 "\"messageKey\":\"validation.expirationDate.past\",\"message\":\"This expiry date is in the past.\"}}", __LINE__);
    expect_check(p, "expiryDate", "12/3", PAYSEAL_OK,
                 "{\"state\":\"incomplete\",\"error\":{\"type\":\"expirationDate\",\"params\":{\"reason\":\"format\"},"
                 "\"messageKey\":\"validation.expirationDate.format\",\"message\":\"This is not a valid expiry date (month and year).\"}}",
                 __LINE__);
    /* A short alternative does not hide a longer one: 12345- is on its way to 12345-6789. */
    expect_check(p, "zip", "12345-", PAYSEAL_OK,
                 "{\"state\":\"incomplete\",\"error\":{\"type\":\"regularExpression\",\"params\":{},"
                 "\"messageKey\":\"validation.regularExpression\",\"message\":\"This value is not in the expected format.\"}}", __LINE__);
    expect_check(p, "zip", "", PAYSEAL_OK, "{\"state\":\"valid\",\"error\":null}", __LINE__);
    type_card(p, "4111111111111111", __LINE__);
    type_card(p, "6799990100000000019", __LINE__);
    type_card(p, "4222222222222", __LINE__);

    /* Bad input: a status, the out-pointers cleared, never a partial output. */
    expect_check(NULL, "cardNumber", "4", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, NULL, "4", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, "cardNumber", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, "cvv", "123", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, "cardNumber", "4111 x111", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, "cardNumber", "41111111111111111111", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(p, "cardNumber", "4\xC3(", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    {
        char *big = (char *)malloc(4098);
        CHECK(big != NULL);
        if (big != NULL) {
            memset(big, '4', 4097);
            big[4097] = '\0';
            expect_check(p, "cardNumber", big, PAYSEAL_E_LIMIT, NULL, __LINE__);
            free(big);
        }
        char *out = UNSET;
        size_t len = 99;
        payseal_status got = payseal_product_field_check(p, "expiryDate", "12/30", 2026, 13, &out, &len);
        expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
        CHECK(payseal_product_field_check(p, "cardNumber", "4", 2026, 11, NULL, &len) == PAYSEAL_E_ARGUMENT && len == 0);
    }

    /* Leaving the field: incomplete becomes invalid with the same error; valid stays; bad flags refused. */
    {
        char *out = UNSET;
        size_t len = 99;
        payseal_status got = payseal_product_field_check_ex(p, "cardNumber", "4111 1111 1111 1112", 2026, 11, PAYSEAL_CHECK_FINAL, &out, &len);
        CHECK(got == PAYSEAL_OK && out != NULL && strncmp(out, "{\"state\":\"invalid\",\"error\":{\"type\":\"luhn\"", strlen("{\"state\":\"invalid\",\"error\":{\"type\":\"luhn\"")) == 0);
        payseal_free(got == PAYSEAL_OK ? out : NULL);
        out = UNSET;
        got = payseal_product_field_check_ex(p, "cardNumber", "4111 1111 1111 1112", 2026, 11, 0, &out, &len);
        CHECK(got == PAYSEAL_OK && out != NULL && strncmp(out, "{\"state\":\"incomplete\",\"error\":{\"type\":\"luhn\"", strlen("{\"state\":\"incomplete\",\"error\":{\"type\":\"luhn\"")) == 0);
        payseal_free(got == PAYSEAL_OK ? out : NULL);
        out = UNSET;
        got = payseal_product_field_check_ex(p, "cardNumber", "4111 1111 1111 1111", 2026, 11, PAYSEAL_CHECK_FINAL, &out, &len);
        expect_output(got, out, len, PAYSEAL_OK, "{\"state\":\"valid\",\"error\":null}", __LINE__);
        out = UNSET;
        got = payseal_product_field_check_ex(p, "cardNumber", "4", 2026, 11, 4, &out, &len);
        expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    }

    /* Accounts on file: through the field's mask, X and * kept; without a field, as it is. */
    expect_display(p, "5021", "cardNumber", PAYSEAL_OK, "4111 11XX XXXX 1111", __LINE__);
    expect_display(p, "5021", "expiryDate", PAYSEAL_OK, "12/28", __LINE__);
    expect_display(p, "5021", "alias", PAYSEAL_OK, "411111XXXXXX1111", __LINE__);
    expect_display(p, "7", "cardNumber", PAYSEAL_OK, "**** **** **** 7988", __LINE__);
    expect_display(p, "5021", "cvv", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_display(p, "5022", "cardNumber", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_display(NULL, "5021", "cardNumber", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_display(p, NULL, "cardNumber", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_display(p, "5021", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    {
        char *out = NULL;
        CHECK(payseal_product_account_display_value(p, "5021", "cardNumber", &out, NULL) == PAYSEAL_OK && out != NULL &&
              strcmp(out, "4111 11XX XXXX 1111") == 0);
        payseal_free(out);
        size_t len = 99;
        CHECK(payseal_product_account_display_value(p, "5021", "cardNumber", NULL, &len) == PAYSEAL_E_ARGUMENT && len == 0);
    }

    payseal_product_free(p);
    printf("test_product_fields: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
