/* card_field: a card-number field as a UI would wire it, in a terminal. Each keystroke goes
 * through payseal_card_edit_pan (the text and caret after it) and payseal_card_check (the brand
 * and the state of the PAN, CVC and expiry), and one line shows the result, the caret as '|'.
 *
 *   card_field                      types a Visa, an Amex and a Maestro number digit by digit
 *   card_field KEYS [EXPIRY CVC]    types KEYS: a digit or any character is typed at the caret,
 *                                   '<' is backspace (deletes the character before the caret)
 *
 * Today is pinned to 2026-11 so that the output is always the same. */
#include <stdio.h>
#include <string.h>

#include "payseal.h"

/* The state (and reason) of one part in the check's JSON, e.g. "incomplete" or "invalid:luhn". */
static void part(const char *json, const char *name, char *out, size_t size) {
    char key[32];
    const char *at, *end, *reason;
    snprintf(key, sizeof key, "\"%s\":{\"state\":\"", name);
    at = strstr(json, key);
    if (at == NULL) {
        snprintf(out, size, "?");
        return;
    }
    at += strlen(key);
    end = strchr(at, '"');
    snprintf(out, size, "%.*s", end ? (int)(end - at) : 0, at);
    reason = strstr(at, "\"reason\":\"");
    if (reason != NULL && reason < strchr(at, '}')) {
        reason += strlen("\"reason\":\"");
        end = strchr(reason, '"');
        snprintf(out + strlen(out), size - strlen(out), ":%.*s", end ? (int)(end - reason) : 0, reason);
    }
}

/* Types each key of keys into an empty field, printing a line per keystroke. Returns 0 or 1. */
static int type_keys(const payseal_card_brands *brands, const char *keys, const char *expiry, const char *cvc) {
    char text[128] = "";
    size_t caret = 0;
    printf("typing \"%s\" (expiry \"%s\", cvc \"%s\")\n", keys, expiry, cvc);
    for (const char *key = keys; *key != '\0'; key++) {
        char typed[2] = {*key, '\0'}, *edited = NULL, *check = NULL, *brand = NULL;
        char pan_state[48], cvc_state[48], expiry_state[48], shown[130];
        size_t len = 0, new_caret = 0;
        int backspace = *key == '<';
        size_t start = backspace && caret > 0 ? caret - 1 : caret;
        if (payseal_card_edit_pan(brands, text, start, caret, backspace ? "" : typed, &edited, &len, &new_caret) != PAYSEAL_OK ||
            len >= sizeof text ||
            payseal_card_check(brands, edited, expiry, cvc, NULL, 2026, 11, &check, NULL) != PAYSEAL_OK ||
            payseal_card_brand(brands, edited, &brand, NULL) != PAYSEAL_OK) {
            fprintf(stderr, "card_field: %s: %s\n", payseal_status_name(PAYSEAL_E_ARGUMENT), payseal_last_error());
            payseal_free(edited);
            payseal_free(check);
            return 1;
        }
        memcpy(text, edited, len + 1);
        caret = new_caret;
        snprintf(shown, sizeof shown, "%.*s|%s", (int)caret, text, text + caret);
        part(check, "pan", pan_state, sizeof pan_state);
        part(check, "cvc", cvc_state, sizeof cvc_state);
        part(check, "expiry", expiry_state, sizeof expiry_state);
        printf("  %-3s %-24s brand %-10s pan %-24s cvc %-12s expiry %-12s%s\n", backspace ? "<-" : typed, shown,
               brand ? brand : "-", pan_state, cvc_state, expiry_state, strstr(check, "\"complete\":true") ? " complete" : "");
        payseal_free(edited);
        payseal_free(check);
        payseal_free(brand);
    }
    return 0;
}

int main(int argc, char **argv) {
    payseal_card_brands *brands = NULL;
    int failed = 0;
    if (payseal_card_brands_default(&brands) != PAYSEAL_OK) {
        fprintf(stderr, "card_field: %s\n", payseal_last_error());
        return 1;
    }
    if (argc >= 2) {
        failed = type_keys(brands, argv[1], argc >= 3 ? argv[2] : "", argc >= 4 ? argv[3] : "");
    } else {
        /* Public test numbers: Visa, Amex, and a Maestro that starts like a Visa (493698). */
        failed |= type_keys(brands, "4111111111111111", "12/28", "123");
        failed |= type_keys(brands, "378282246310005", "12/28", "1234");
        failed |= type_keys(brands, "4936980000000000005", "12/28", "123");
        failed |= type_keys(brands, "4111 1111<<x11", "13/28", "12");
    }
    payseal_card_brands_free(brands);
    return failed;
}
