/* The C ABI of the offline card brands: every function, every error path, out-pointers cleared
 * on failure, outputs released with payseal_free. Built as C99 and as C++17 (Makefile).
 * Prints "test_cards: N passed, M failed". */
#include <string.h>

#include "test_check.h"

static void expect_brand(const payseal_card_brands *b, const char *pan, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_brand(b, pan, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_format(const payseal_card_brands *b, const char *pan, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_format_pan(b, pan, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_check(const payseal_card_brands *b, const char *pan, const char *expiry, const char *cvc, const char *accepted,
                         int month, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_check(b, pan, expiry, cvc, accepted, 2026, month, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_check_ex(const payseal_card_brands *b, const char *pan, const char *expiry, const char *cvc, int flags,
                            payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_check_ex(b, pan, expiry, cvc, NULL, 2026, 11, flags, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_edit(const payseal_card_brands *b, const char *text, size_t start, size_t end, const char *replacement,
                        payseal_status want, const char *expected, size_t caret, int line) {
    char *out = UNSET;
    size_t len = 99, got_caret = 99;
    payseal_status got = payseal_card_edit_pan(b, text, start, end, replacement, &out, &len, &got_caret);
    expect_edited(got, out, len, got_caret, want, expected, caret, line);
}

static void expect_parse(const char *json, payseal_status want, int line) {
    payseal_card_brands *b = (payseal_card_brands *)1;
    payseal_status got = payseal_card_brands_parse(json, json ? strlen(json) : 0, &b);
    check(got == want, line, payseal_status_name(got));
    check(want == PAYSEAL_OK ? b != NULL : b == NULL, line, "out-pointer");
    if (got == PAYSEAL_OK) payseal_card_brands_free(b);
}

int main(void) {
    payseal_card_brands *b = NULL, *custom = NULL;
    const char *table = "[{\"name\":\"Local\",\"bins\":[\"9\"],\"panLengths\":[8],\"cvvLength\":4,\"format\":[2,2]},"
                        "{\"name\":\"wide\",\"pattern\":\"9[0-9]*\"}]";
    static char big[70 * 1024];
    CHECK(payseal_card_brands_default(NULL) == PAYSEAL_E_ARGUMENT);
    if (payseal_card_brands_default(&b) != PAYSEAL_OK || payseal_card_brands_parse(table, strlen(table), &custom) != PAYSEAL_OK) {
        CHECK(!"setup");
        return 1;
    }

    /* Detection: the longest BIN prefix, no brand for other characters */
    expect_brand(b, "4111 1111", PAYSEAL_OK, "visa", __LINE__);
    expect_brand(b, "493698", PAYSEAL_OK, "maestro", __LINE__);
    expect_brand(b, "6011", PAYSEAL_OK, "discover", __LINE__);
    expect_brand(b, "", PAYSEAL_OK, NULL, __LINE__);
    expect_brand(b, "4111-1111", PAYSEAL_OK, "visa", __LINE__);  /* dashes are separators */
    expect_brand(b, "4111/1111", PAYSEAL_OK, NULL, __LINE__);
    expect_brand(custom, "9123", PAYSEAL_OK, "Local", __LINE__);
    expect_brand(NULL, "4", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_brand(b, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_brand(b, "\xff", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    CHECK(payseal_card_brand(b, "4", NULL, NULL) == PAYSEAL_E_ARGUMENT);

    /* Tables */
    expect_parse("[]", PAYSEAL_OK, __LINE__);
    expect_parse(NULL, PAYSEAL_E_ARGUMENT, __LINE__);
    expect_parse("{}", PAYSEAL_E_JSON, __LINE__);
    expect_parse("[{\"name\":\"x\",\"bins\":[\"30-4\"]}]", PAYSEAL_E_JSON, __LINE__);
    expect_parse("[{\"name\":\"x\",\"pattern\":\"(\"}]", PAYSEAL_E_JSON, __LINE__);
    expect_parse("[{\"name\":\"\",\"bins\":[\"4\"]}]", PAYSEAL_E_JSON, __LINE__);
    memset(big, ' ', sizeof big - 1);
    big[0] = '[';
    big[sizeof big - 2] = ']';
    expect_parse(big, PAYSEAL_E_LIMIT, __LINE__);
    CHECK(payseal_card_brands_parse("[]", 2, NULL) == PAYSEAL_E_ARGUMENT);

    /* The check */
    expect_check(b, "4111 1111 1111 1111", "12/28", "123", NULL, 11, PAYSEAL_OK,
                 "{\"brand\":\"visa\",\"pan\":{\"state\":\"valid\",\"maxLength\":19,\"advance\":true},\"cvc\":{\"state\":\"valid\"},\"expiry\":{\"state\":\"valid\",\"advance\":true},\"complete\":true}", __LINE__);
    /* A 16-digit Visa with a typo may still become a 19-digit Visa: incomplete, with its reason. */
    expect_check(b, "4111 1111 1111 1112", "12/2", "12", "[]", 11, PAYSEAL_OK,
                 "{\"brand\":\"visa\",\"pan\":{\"state\":\"incomplete\",\"reason\":\"luhn\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"length\"},\"expiry\":{\"state\":\"incomplete\",\"reason\":\"format\",\"advance\":false},\"complete\":false}", __LINE__);
    /* Dashes are separators; at 19 digits nothing can follow: invalid. MM/YYYY is a whole date. */
    expect_check(b, "4111-1111-1111-1111-112", "12/2028", "123", NULL, 11, PAYSEAL_OK,
                 "{\"brand\":\"visa\",\"pan\":{\"state\":\"invalid\",\"reason\":\"luhn\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"valid\"},\"expiry\":{\"state\":\"valid\",\"advance\":true},\"complete\":false}", __LINE__);
    expect_check(b, "3782 822463 10005", NULL, NULL, "[\"VISA\",\"Mastercard\"]", 11, PAYSEAL_OK,
                 "{\"brand\":\"amex\",\"pan\":{\"state\":\"invalid\",\"reason\":\"brandNotAccepted\",\"maxLength\":15,\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"required\"},\"expiry\":{\"state\":\"incomplete\",\"reason\":\"required\",\"advance\":false},\"complete\":false}", __LINE__);
    /* 4937 can only become a Visa; 12/99 is beyond today's year + 25. */
    expect_check(b, "4937", "1299", NULL, "[\"maestro\"]", 11, PAYSEAL_OK,
                 "{\"brand\":\"visa\",\"pan\":{\"state\":\"invalid\",\"reason\":\"brandNotAccepted\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"required\"},\"expiry\":{\"state\":\"invalid\",\"reason\":\"tooFar\",\"advance\":false},\"complete\":false}", __LINE__);
    expect_check(b, "41x1", "12/1", "12a", NULL, 11, PAYSEAL_OK,
                 "{\"brand\":null,\"pan\":{\"state\":\"invalid\",\"reason\":\"characters\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"invalid\",\"reason\":\"characters\"},\"expiry\":{\"state\":\"invalid\",\"reason\":\"past\",\"advance\":false},\"complete\":false}", __LINE__);
    expect_check(custom, "9123 4567", "1326", "1234", NULL, 11, PAYSEAL_OK,
                 "{\"brand\":\"Local\",\"pan\":{\"state\":\"valid\",\"maxLength\":8,\"advance\":true},\"cvc\":{\"state\":\"valid\"},\"expiry\":{\"state\":\"invalid\",\"reason\":\"format\",\"advance\":false},\"complete\":false}", __LINE__);
    expect_check(b, "4", "", "", "{\"visa\":1}", 11, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_check(b, "4", "", "", "[1]", 11, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_check(b, "4", "", "", NULL, 13, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(b, NULL, "", "", NULL, 11, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(NULL, "4", "", "", NULL, 11, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check(b, "4", "\xc3", "", NULL, 11, PAYSEAL_E_ARGUMENT, NULL, __LINE__);

    /* Leaving the fields: incomplete becomes invalid with its reason, advance false; flags 0 as the check */
    expect_check_ex(b, "4111 1111 1111 1112", "12/2", "12", PAYSEAL_CHECK_FINAL, PAYSEAL_OK,
                    "{\"brand\":\"visa\",\"pan\":{\"state\":\"invalid\",\"reason\":\"luhn\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"invalid\",\"reason\":\"length\"},\"expiry\":{\"state\":\"invalid\",\"reason\":\"format\",\"advance\":false},\"complete\":false}", __LINE__);
    expect_check_ex(b, "4111 1111 1111 1112", "12/2", "12", 0, PAYSEAL_OK,
                    "{\"brand\":\"visa\",\"pan\":{\"state\":\"incomplete\",\"reason\":\"luhn\",\"maxLength\":19,\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"length\"},\"expiry\":{\"state\":\"incomplete\",\"reason\":\"format\",\"advance\":false},\"complete\":false}", __LINE__);
    expect_check_ex(b, "4111 1111 1111 1111", "12/28", "123", PAYSEAL_CHECK_FINAL, PAYSEAL_OK,
                    "{\"brand\":\"visa\",\"pan\":{\"state\":\"valid\",\"maxLength\":19,\"advance\":true},\"cvc\":{\"state\":\"valid\"},\"expiry\":{\"state\":\"valid\",\"advance\":true},\"complete\":true}", __LINE__);
    expect_check_ex(b, "4111", NULL, NULL, 2, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check_ex(b, NULL, NULL, NULL, PAYSEAL_CHECK_FINAL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_check_ex(NULL, "4", NULL, NULL, PAYSEAL_CHECK_FINAL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    CHECK(payseal_card_check_ex(b, "4", NULL, NULL, NULL, 2026, 11, PAYSEAL_CHECK_FINAL, NULL, NULL) == PAYSEAL_E_ARGUMENT);

    /* Formatting */
    expect_format(b, "4111111111111111", PAYSEAL_OK, "4111 1111 1111 1111", __LINE__);
    expect_format(b, "378282246310005", PAYSEAL_OK, "3782 822463 10005", __LINE__);
    expect_format(b, "12345678901234567890123", PAYSEAL_OK, "1234 5678 9012 3456 789", __LINE__);
    expect_format(custom, "91234567", PAYSEAL_OK, "91 23 4567", __LINE__);
    expect_format(b, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);

    /* Editing: typing, deleting a space, a brand that changes the layout, bad positions */
    expect_edit(b, "4111 111", 8, 8, "1", PAYSEAL_OK, "4111 1111", 9, __LINE__);
    expect_edit(b, "4111 1111", 5, 5, "", PAYSEAL_OK, "4111 1111", 5, __LINE__);
    expect_edit(b, "4111 1111", 4, 5, "", PAYSEAL_OK, "4111 111", 3, __LINE__);
    expect_edit(b, "3782 8224 6310 00", 17, 17, "5", PAYSEAL_OK, "3782 822463 10005", 17, __LINE__);
    expect_edit(b, "", 0, 0, NULL, PAYSEAL_OK, "", 0, __LINE__);
    expect_edit(b, "4111", 3, 2, "1", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit(b, "4111", 5, 5, "1", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit(b, "\xf0\x9f\x92\xb3", 1, 1, "4", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit(b, "4111", (size_t)-1, (size_t)-1, "1", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_edit(NULL, "4111", 0, 0, "1", PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    CHECK(payseal_card_edit_pan(b, "4", 1, 1, "1", NULL, NULL, NULL) == PAYSEAL_E_ARGUMENT);

    payseal_card_brands_free(b);
    payseal_card_brands_free(custom);
    payseal_card_brands_free(NULL);
    printf("test_cards: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
