/* The C ABI of the messages in the customer's language: payseal_message (a key with params in a
 * locale, the lookup ll-CC -> ll -> English, a host catalog over PaySeal's) and
 * payseal_messages_localize (an output's messages rendered again), every error path with its
 * out-pointers cleared. Built as C99 and as C++17 (Makefile). Prints "test_messages: N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "test_check.h"

static void expect_message(const char *key, const char *params, const char *locale, const char *catalog, payseal_status status,
                           const char *want, int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_message(key, params, locale, catalog, catalog ? strlen(catalog) : 0, &out, &len);
    expect_output_at(got, out, len, status, want, __FILE__, line);
}

static void expect_localized(const char *json, const char *locale, const char *catalog, payseal_status status, const char *want,
                             int line) {
    char *out = UNSET;
    size_t len = 99;
    payseal_status got = payseal_messages_localize(json, json ? strlen(json) : 0, locale, catalog, catalog ? strlen(catalog) : 0,
                                                   &out, &len);
    expect_output_at(got, out, len, status, want, __FILE__, line);
}

int main(void) {
    const char *bounds = "{\"minLength\":13,\"maxLength\":19}";
    expect_message("validation.length", bounds, NULL, NULL, PAYSEAL_OK, "Enter between 13 and 19 characters.", __LINE__);
    expect_message("validation.length", bounds, "de", NULL, PAYSEAL_OK, "Bitte geben Sie zwischen 13 und 19 Zeichen ein.", __LINE__);
    expect_message("validation.length", "{\"minLength\":1}", "fr-BE", NULL, PAYSEAL_OK, "Saisissez au moins 1 caract\xc3\xa8re.", __LINE__);
    expect_message("card.expiry.past", NULL, "pt_BR", NULL, PAYSEAL_OK, "Esta data de validade j\xc3\xa1 passou.", __LINE__);
    expect_message("card.pan.luhn", "{}", "xx", NULL, PAYSEAL_OK, "This number is not valid: its check digit does not match.", __LINE__);
    expect_message("card.pan.luhn", NULL, "fr--BE", NULL, PAYSEAL_OK, "This number is not valid: its check digit does not match.", __LINE__);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.required\":\"Pflichtfeld.\"}}", PAYSEAL_OK, "Pflichtfeld.",
                   __LINE__);
    expect_message("validation.length", bounds, "sv", "{\"sv\":{\"validation.length.between.other\":\"Ange {minLength}-{maxLength} tecken.\"}}",
                   PAYSEAL_OK, "Ange 13-19 tecken.", __LINE__);
    /* Refusals: a key PaySeal has no message for, params without the template's, a host template
     * without English's placeholders (the message names the locale and the key), bad JSON. */
    expect_message("validation.nope", NULL, "de", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_message(NULL, NULL, "de", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_message("validation.length", "{}", "de", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.length.atLeast.one\":\"{min}\"}}", PAYSEAL_E_ARGUMENT, NULL,
                   __LINE__);
    CHECK(strstr(payseal_last_error(), "\"de\"") != NULL && strstr(payseal_last_error(), "validation.length.atLeast.one") != NULL);
    expect_message("validation.required", "[", "de", NULL, PAYSEAL_E_JSON, NULL, __LINE__);
    /* A locale that is not UTF-8 is no tag: English, never an error. */
    expect_message("validation.required", NULL, "\xc3\x28", NULL, PAYSEAL_OK, "A value is required.", __LINE__);
    /* A host template repeating a placeholder, or with a control character or a bidi control. */
    expect_message("validation.length", "{\"minLength\":2}", "de",
                   "{\"de\":{\"validation.length.atLeast.other\":\"{minLength} Zeichen, mindestens {minLength}.\"}}", PAYSEAL_E_ARGUMENT,
                   NULL, __LINE__);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.required\":\"Pfl\\u0000icht.\"}}", PAYSEAL_E_ARGUMENT, NULL,
                   __LINE__);
    CHECK(strstr(payseal_last_error(), "U+0000") != NULL);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.required\":\"\\u001b[2JPflicht.\"}}", PAYSEAL_E_ARGUMENT,
                   NULL, __LINE__);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.required\":\"Pflicht.\\r\\n\"}}", PAYSEAL_E_ARGUMENT, NULL,
                   __LINE__);
    expect_message("validation.required", NULL, "de", "{\"de\":{\"validation.required\":\"\xe2\x80\xaetfelhcilfP\"}}", PAYSEAL_E_ARGUMENT,
                   NULL, __LINE__);
    {
        char *out = UNSET;
        size_t len = 99;
        CHECK(payseal_message("validation.required", NULL, "de", NULL, 3, &out, &len) == PAYSEAL_E_ARGUMENT && out == NULL && len == 0);
        CHECK(payseal_message("validation.required", NULL, "de", NULL, 0, NULL, NULL) == PAYSEAL_E_ARGUMENT);
        CHECK(payseal_message("validation.required", NULL, "nl", "{}", 2, &out, NULL) == PAYSEAL_OK && out != NULL &&
              strcmp(out, "Vul een waarde in.") == 0);
        payseal_free(out);
    }

    const char *errors = "[{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},\"messageKey\":\"validation.expirationDate.past\","
                         "\"message\":\"This expiry date is in the past.\"}]";
    expect_localized(errors, "it", NULL, PAYSEAL_OK,
                     "[{\"type\":\"expirationDate\",\"params\":{\"reason\":\"past\"},\"messageKey\":\"validation.expirationDate.past\","
                     "\"message\":\"Questa data di scadenza \xc3\xa8 gi\xc3\xa0 passata.\"}]",
                     __LINE__);
    expect_localized(errors, NULL, NULL, PAYSEAL_OK, errors, __LINE__);
    expect_localized("[]", "de", NULL, PAYSEAL_OK, "[]", __LINE__);
    expect_localized(errors, "\xff", NULL, PAYSEAL_OK, errors, __LINE__);
    expect_localized(NULL, "de", NULL, PAYSEAL_E_ARGUMENT, NULL, __LINE__);
    expect_localized("[", "de", NULL, PAYSEAL_E_JSON, NULL, __LINE__);
    expect_localized(errors, "de", "{\"de\":[]}", PAYSEAL_E_JSON, NULL, __LINE__);
    printf("test_messages: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
