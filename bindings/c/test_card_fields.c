/* The C ABI of card field keys and brand details: payseal_mask_delete, payseal_card_delete_pan,
 * payseal_card_edit_expiry, payseal_card_delete_expiry, the edits whose result is JSON
 * (payseal_card_edit_pan_json, payseal_card_edit_expiry_json, payseal_card_edit_cvc), payseal_card_brand_info,
 * payseal_card_brands_json and payseal_card_brand_candidates; every error path clears the
 * out-pointers. Built as C99 and as C++17 (Makefile). Prints "test_card_fields: N passed, M failed". */
#include <string.h>

#include "test_check.h"

enum key { TYPE, BACKSPACE, DELETE };

/* One field state, as a host keeps it. */
struct field {
    char text[64];
    size_t caret;
};

/* The result of an edit call against the expected text and caret (or the failure status with
 * every out-pointer cleared); on success the field takes the new state. */
static void expect_state(struct field *f, payseal_status got, char *out, size_t len, size_t caret, payseal_status want,
                         const char *expected, size_t expected_caret, int line) {
    if (got == PAYSEAL_OK && out != NULL && out != UNSET && f != NULL && len < sizeof f->text) {
        memcpy(f->text, out, len + 1);
        f->caret = caret;
    }
    expect_edited(got, out, len, caret, want, expected, expected_caret, line);
}

/* One key in the expiry field: typing `typed`, Backspace or Delete at the field's caret. */
static void expiry_key(struct field *f, enum key key, const char *typed, const char *expected, size_t expected_caret, int line) {
    char *out = UNSET;
    size_t len = 99, caret = 99;
    payseal_status got = key == TYPE ? payseal_card_edit_expiry(f->text, f->caret, f->caret, typed, &out, &len, &caret)
                                     : payseal_card_delete_expiry(f->text, f->caret, f->caret, key == DELETE, &out, &len, &caret);
    expect_state(f, got, out, len, caret, PAYSEAL_OK, expected, expected_caret, line);
}

/* One key in a PAN field. */
static void pan_key(const payseal_card_brands *b, struct field *f, enum key key, const char *expected, size_t expected_caret, int line) {
    char *out = UNSET;
    size_t len = 99, caret = 99;
    payseal_status got = payseal_card_delete_pan(b, f->text, f->caret, f->caret, key == DELETE, &out, &len, &caret);
    expect_state(f, got, out, len, caret, PAYSEAL_OK, expected, expected_caret, line);
}

static void expect_mask_delete(const char *mask, const char *text, size_t start, size_t end, int forward, payseal_status want,
                               const char *expected, size_t expected_caret, int line) {
    char *out = UNSET;
    size_t len = 99, caret = 99;
    payseal_status got = payseal_mask_delete(mask, text, start, end, forward, &out, &len, &caret);
    expect_state(NULL, got, out, len, caret, want, expected, expected_caret, line);
}

static void expect_info(const payseal_card_brands *b, const char *name, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_brand_info(b, name, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static void expect_candidates(const payseal_card_brands *b, const char *pan, payseal_status want, const char *expected, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_brand_candidates(b, pan, &out, &len);
    expect_output(got, out, len, want, expected, line);
}

static const char card_mask[] = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}";

/* The edits whose result is JSON ({"text","caret","truncated","refused"}): a paste cut or refused says so. */
static void edit_results(const payseal_card_brands *b) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_card_edit_pan_json(b, "", 0, 0, "37828224631000512", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"3782 822463 10005\",\"caret\":17,\"truncated\":true,\"refused\":null}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_pan_json(b, "4111", 4, 4, NULL, &out, &len); /* NULL replacement: "" */
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"4111\",\"caret\":4,\"truncated\":false,\"refused\":null}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_pan_json(NULL, "", 0, 0, "4", &out, &len);
    expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    out = UNSET;
    got = payseal_card_edit_expiry_json("", 0, 0, "13/30", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"\",\"caret\":0,\"truncated\":false,\"refused\":\"notADate\"}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_expiry_json("", 0, 0, "12/2028", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"12/28\",\"caret\":5,\"truncated\":false,\"refused\":null}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_expiry_json("12/28", 3, 1, "1", &out, &len);
    expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    out = UNSET;
    got = payseal_card_edit_cvc(b, NULL, "", 0, 0, "13/30", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"\",\"caret\":0,\"truncated\":false,\"refused\":\"notDigits\"}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_cvc(b, "visa", "", 0, 0, "1234", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"123\",\"caret\":3,\"truncated\":true,\"refused\":null}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_cvc(b, "amex", "123", 3, 3, "4", &out, &len);
    expect_output(got, out, len, PAYSEAL_OK, "{\"text\":\"1234\",\"caret\":4,\"truncated\":false,\"refused\":null}", __LINE__);
    out = UNSET;
    got = payseal_card_edit_cvc(b, "Visa", "", 0, 0, "1", &out, &len);
    expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    out = UNSET;
    got = payseal_card_edit_cvc(b, "visa", "12", 0, 0, "1", NULL, &len);
    CHECK(got == PAYSEAL_E_ARGUMENT && len == 0);
}

int main(void) {
    payseal_card_brands *b = NULL;
    CHECK(payseal_card_brands_default(&b) == PAYSEAL_OK);

    /* Masks: the key decides which side of the caret loses a character. */
    expect_mask_delete(card_mask, "4111 2222", 4, 4, 1, PAYSEAL_OK, "4111 222", 5, __LINE__);
    expect_mask_delete(card_mask, "4111 2222", 5, 5, 0, PAYSEAL_OK, "4112 222", 3, __LINE__);
    expect_mask_delete(card_mask, "4111 2222", 0, 0, 0, PAYSEAL_OK, "4111 2222", 0, __LINE__);
    expect_mask_delete(card_mask, "4111 2222", 2, 7, 1, PAYSEAL_OK, "4122", 2, __LINE__);
    expect_mask_delete("{{99}}-{{99}}", "12-34", 3, 3, 0, PAYSEAL_OK, "13-4", 1, __LINE__);
    expect_mask_delete("{{99", "12", 1, 1, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, "4111", 3, 2, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, "4111", 5, 5, 1, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, "4111", (size_t)-1, (size_t)-1, 1, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, "\xf0\x9f\x92\xb3", 1, 1, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, "\xc3", 0, 0, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(NULL, "4111", 0, 0, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    expect_mask_delete(card_mask, NULL, 0, 0, 0, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    CHECK(payseal_mask_delete(card_mask, "4", 1, 1, 0, NULL, NULL, NULL) == PAYSEAL_E_ARGUMENT);

    /* The PAN field: the forward-Delete, then Backspace through an amex, every state. */
    struct field pan = {"4111 2222 3333 4444", 4};
    pan_key(b, &pan, DELETE, "4111 2223 3334 444", 5, __LINE__);
    pan_key(b, &pan, BACKSPACE, "4112 2233 3344 44", 3, __LINE__);
    struct field amex = {"3782 822463 10005", 17};
    pan_key(b, &amex, BACKSPACE, "3782 822463 1000", 16, __LINE__);
    pan_key(b, &amex, BACKSPACE, "3782 822463 100", 15, __LINE__);
    amex.caret = 0;
    pan_key(b, &amex, DELETE, "7828 2246 3100", 0, __LINE__); /* no longer an amex: groups of 4 */
    {
        char *out = UNSET;
        size_t len = 99, caret = 99;
        payseal_status got = payseal_card_delete_pan(NULL, "4111", 0, 0, 1, &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
        out = UNSET;
        got = payseal_card_delete_pan(b, "4111", 9, 9, 1, &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
    }

    /* The expiry field typed and emptied key by key. */
    struct field expiry = {"", 0};
    expiry_key(&expiry, TYPE, "1", "1", 1, __LINE__);
    expiry_key(&expiry, TYPE, "2", "12/", 3, __LINE__);
    expiry_key(&expiry, TYPE, "2", "12/2", 4, __LINE__);
    expiry_key(&expiry, TYPE, "8", "12/28", 5, __LINE__);
    expiry_key(&expiry, TYPE, "9", "12/28", 5, __LINE__);
    expiry_key(&expiry, BACKSPACE, NULL, "12/2", 4, __LINE__);
    expiry_key(&expiry, BACKSPACE, NULL, "12/", 3, __LINE__);
    expiry_key(&expiry, BACKSPACE, NULL, "1", 1, __LINE__);
    expiry_key(&expiry, BACKSPACE, NULL, "", 0, __LINE__);
    expiry_key(&expiry, TYPE, "2", "02/", 3, __LINE__);
    struct field eleven = {"11/28", 3};
    expiry_key(&eleven, BACKSPACE, NULL, "1/28", 1, __LINE__); /* never 12/8 */
    expiry_key(&eleven, TYPE, "2", "12/28", 3, __LINE__);
    eleven.caret = 0;
    expiry_key(&eleven, DELETE, NULL, "2/28", 0, __LINE__);
    struct field pasted = {"", 0};
    expiry_key(&pasted, TYPE, "12/2028", "12/28", 5, __LINE__);
    expiry_key(&pasted, TYPE, "13/30", "12/28", 5, __LINE__); /* a paste of no date: refused, never 01/33 */
    struct field yyyy = {"", 0}; /* MMYYYY key by key: a third and fourth digit after 20, 20YY written YY */
    expiry_key(&yyyy, TYPE, "1", "1", 1, __LINE__);
    expiry_key(&yyyy, TYPE, "2", "12/", 3, __LINE__);
    expiry_key(&yyyy, TYPE, "2", "12/2", 4, __LINE__);
    expiry_key(&yyyy, TYPE, "0", "12/20", 5, __LINE__);
    expiry_key(&yyyy, TYPE, "2", "12/202", 6, __LINE__);
    expiry_key(&yyyy, TYPE, "8", "12/28", 5, __LINE__);
    yyyy.caret = 3;
    expiry_key(&yyyy, DELETE, NULL, "12/", 3, __LINE__); /* the year's first digit takes the rest: never 12/8 */
    {
        char *out = UNSET;
        size_t len = 99, caret = 99;
        payseal_status got = payseal_card_edit_expiry("11/28", 2, 3, NULL, &out, &len, &caret); /* NULL deletes */
        expect_state(NULL, got, out, len, caret, PAYSEAL_OK, "1/28", 1, __LINE__);
        out = UNSET;
        got = payseal_card_edit_expiry("12/", 4, 4, "1", &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
        out = UNSET;
        got = payseal_card_edit_expiry(NULL, 0, 0, "1", &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
        out = UNSET;
        got = payseal_card_edit_expiry("12", 0, 0, "\xff", &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
        out = UNSET;
        got = payseal_card_delete_expiry("12/", 2, 1, 0, &out, &len, &caret);
        expect_state(NULL, got, out, len, caret, PAYSEAL_E_ARGUMENT, NULL, 0, __LINE__);
        CHECK(payseal_card_delete_expiry("12/", 3, 3, 0, NULL, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        /* The last error never quotes the expiry. */
        CHECK(payseal_card_delete_expiry("09/31", 9, 9, 0, &out, &len, &caret) == PAYSEAL_E_ARGUMENT);
        CHECK(strstr(payseal_last_error(), "09/31") == NULL);
    }

    /* Brand details. */
    expect_info(b, "amex", PAYSEAL_OK, "{\"name\":\"amex\",\"panLengths\":[15],\"cvcLengths\":[4],\"format\":[4,6,5],\"advanceLength\":15}", __LINE__);
    expect_info(b, "visa", PAYSEAL_OK, "{\"name\":\"visa\",\"panLengths\":[13,16,18,19],\"cvcLengths\":[3],\"format\":[4,4,4,4,3],\"advanceLength\":16}", __LINE__);
    expect_info(b, "Visa", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_info(b, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_info(NULL, "visa", PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    CHECK(payseal_card_brand_info(b, "visa", NULL, NULL) == PAYSEAL_E_ARGUMENT);
    {
        static const char table[] = "[{\"name\":\"Local\",\"bins\":[\"09\"],\"pattern\":\"8\\\\d*\",\"format\":[2,2]}]";
        payseal_card_brands *custom = NULL;
        CHECK(payseal_card_brands_parse(table, strlen(table), &custom) == PAYSEAL_OK);
        char *out = UNSET;
        size_t len = 99;
        payseal_status got = payseal_card_brands_json(custom, &out, &len);
        expect_output(got, out, len, PAYSEAL_OK,
                    "[{\"name\":\"Local\",\"bins\":[\"09\"],\"pattern\":\"8\\\\d*\",\"panLengths\":[12,13,14,15,16,17,18,19],"
                    "\"cvcLengths\":[3,4],\"format\":[2,2,4,4,4,3],\"advanceLength\":19}]", __LINE__);
        expect_candidates(custom, "0912", PAYSEAL_OK, "[\"Local\"]", __LINE__);
        expect_candidates(custom, "8", PAYSEAL_OK, "[\"Local\"]", __LINE__);
        out = UNSET;
        got = payseal_card_brands_json(NULL, &out, &len);
        expect_output(got, out, len, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
        out = NULL;
        CHECK(payseal_card_brands_json(b, &out, NULL) == PAYSEAL_OK && out != NULL &&
              strncmp(out, "[{\"name\":\"amex\",\"bins\":[\"34\",\"37\"],", 35) == 0);
        payseal_free(out);
        payseal_card_brands_free(custom);
    }
    expect_candidates(b, "4936 98", PAYSEAL_OK, "[\"maestro\",\"visa\"]", __LINE__);
    expect_candidates(b, "6011-0000", PAYSEAL_OK, "[\"discover\",\"maestro\"]", __LINE__);
    expect_candidates(b, "4x", PAYSEAL_OK, "[]", __LINE__);
    expect_candidates(b, "", PAYSEAL_OK, "[]", __LINE__);
    expect_candidates(b, NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_candidates(b, "4\xc3", PAYSEAL_E_ARGUMENT, NULL, __LINE__);

    edit_results(b);

    payseal_card_brands_free(b);
    printf("test_card_fields: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
