/* Per-keystroke card input through the C ABI. Each output is checked once before timing.
 *   mask-edit           payseal_mask_edit typing the 19th digit of a card number into the card mask;
 *   validate-value      payseal_validate_value of a 19-digit card number against luhn + length +
 *                       regularExpression (the platform's usual card rules);
 *   card-keystroke      one key of a card form on the built-in table: payseal_card_edit_pan typing
 *                       the 12th digit of a Visa at the caret, then payseal_card_check of the PAN,
 *                       the expiry "12/2" and the CVC "12" (all three incomplete: the PAN check
 *                       runs its continuation search);
 *   field-keystroke     one key of a product's card number field (the platform's: luhn + length
 *                       13-19 + regularExpression, the card mask; the product parsed once):
 *                       payseal_mask_edit typing the 12th digit, then payseal_product_field_check
 *                       of the text (incomplete: every rule runs, the failing luhn its
 *                       continuation search, the pattern its partial match);
 *   continuation-worst  one payseal_card_check whose continuation search visits the most prefixes
 *                       it may (its bound of 10,000): a table of 1,020 narrow ranges built to be
 *                       walked, against the check of card-keystroke on the built-in table; the
 *                       calling thread's CPU time per check.
 * Rates are per second of this process's CPU time, not of the clock: the machine may be shared, and
 * the C and Python programs run one after the other (on an idle machine the two agree).
 * Prints one JSON line per op: {"op":..., "ops_per_sec":...}; continuation-worst's line is
 * {"op","cpu_seconds_per_check","builtin_cpu_seconds_per_check","checks","builtin_checks"}.
 *   card_input SECONDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "payseal.h"

#define MASK "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
#define TEXT "4111 1111 1111 1111 11"   /* 18 digits; the keystroke types the 19th */
#define RULES "{\"isRequired\":true,\"validators\":{\"luhn\":{},\"length\":{\"minLength\":12,\"maxLength\":19}," \
              "\"regularExpression\":{\"regularExpression\":\"^[0-9]{12,19}$\"}}}"
#define PAN "4111111111111111113"

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int edit_once(void) {
    char *out = NULL;
    size_t len = 0, caret = 0;
    int ok = payseal_mask_edit(MASK, TEXT, strlen(TEXT), strlen(TEXT), "3", &out, &len, &caret) == PAYSEAL_OK &&
             strcmp(out, "4111 1111 1111 1111 113") == 0 && caret == 23;
    payseal_free(out);
    return ok;
}

static int validate_once(void) {
    char *out = NULL;
    /* 4111...113 fails Luhn, and only Luhn: one error, of type luhn (then its messageKey and message) */
    const char *luhn = "[{\"type\":\"luhn\",\"params\":{},";
    int ok = payseal_validate_value(RULES, strlen(RULES), PAN, 2026, 11, &out, NULL) == PAYSEAL_OK &&
             strncmp(out, luhn, strlen(luhn)) == 0 && strstr(out, "},{") == NULL;
    payseal_free(out);
    return ok;
}

/* The card form of card-keystroke: 11 digits of a Visa typed, the caret at the end. */
#define KEY_TEXT "4111 1111 111"
#define KEY_EDITED "4111 1111 1111"
#define KEY_EXPIRY "12/2"
#define KEY_CVC "12"
#define KEY_CHECKED "{\"brand\":\"visa\",\"pan\":{\"state\":\"incomplete\",\"reason\":\"length\",\"maxLength\":19," \
                    "\"advance\":false},\"cvc\":{\"state\":\"incomplete\",\"reason\":\"length\"}," \
                    "\"expiry\":{\"state\":\"incomplete\",\"reason\":\"format\",\"advance\":false},\"complete\":false}"

static payseal_card_brands *built_in, *walked;

/* The card number field of field-keystroke: the platform SDKs' fixture (cardPaymentProduct.json). */
#define FIELD_PRODUCT "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"displayHints\":{\"mask\":\"" \
    MASK "\"},\"dataRestrictions\":{\"isRequired\":true,\"validators\":{\"length\":{\"maxLength\":19,\"minLength\":13}," \
    "\"luhn\":{},\"regularExpression\":{\"regularExpression\":\"^[0-9]*$\"}}}}]}"
#define FIELD_CHECKED "{\"state\":\"incomplete\",\"error\":{\"type\":\"luhn\",\"params\":{},\"messageKey\":\"validation.luhn\"," \
    "\"message\":\"This number is not valid: its check digit does not match.\"}}"

static payseal_product *field_product;

static int field_keystroke_once(void) {
    char *text = NULL, *checked = NULL;
    size_t len = 0, caret = 0;
    int ok = payseal_mask_edit(MASK, KEY_TEXT, strlen(KEY_TEXT), strlen(KEY_TEXT), "1", &text, &len, &caret) == PAYSEAL_OK &&
             payseal_product_field_check(field_product, "cardNumber", text, 2026, 11, &checked, NULL) == PAYSEAL_OK &&
             strcmp(text, KEY_EDITED) == 0 && caret == strlen(KEY_EDITED) && strcmp(checked, FIELD_CHECKED) == 0;
    payseal_free(text);
    payseal_free(checked);
    return ok;
}

static int keystroke_once(void) {
    char *text = NULL, *checked = NULL;
    size_t len = 0, caret = 0;
    int ok = payseal_card_edit_pan(built_in, KEY_TEXT, strlen(KEY_TEXT), strlen(KEY_TEXT), "1", &text, &len, &caret) ==
                 PAYSEAL_OK &&
             payseal_card_check(built_in, text, KEY_EXPIRY, KEY_CVC, NULL, 2026, 11, &checked, NULL) == PAYSEAL_OK &&
             strcmp(text, KEY_EDITED) == 0 && caret == strlen(KEY_EDITED) && strcmp(checked, KEY_CHECKED) == 0;
    payseal_free(text);
    payseal_free(checked);
    return ok;
}

static int builtin_check_once(void) {
    char *out = NULL;
    int ok = payseal_card_check(built_in, KEY_EDITED, KEY_EXPIRY, KEY_CVC, NULL, 2026, 11, &out, NULL) == PAYSEAL_OK &&
             strcmp(out, KEY_CHECKED) == 0;
    payseal_free(out);
    return ok;
}

/* The PAN part of a check on the walked table, accepting only "good". */
static int walked_pan_is(const char *pan, const char *part) {
    char *out = NULL;
    int ok = payseal_card_check(walked, pan, NULL, NULL, "[\"good\"]", 2026, 11, &out, NULL) == PAYSEAL_OK &&
             strstr(out, part) != NULL;
    payseal_free(out);
    return ok;
}

#define WALKED_INCOMPLETE "\"pan\":{\"state\":\"incomplete\",\"reason\":\"length\",\"maxLength\":19,\"advance\":false}"
#define WALKED_INVALID "\"pan\":{\"state\":\"invalid\",\"reason\":\"length\",\"maxLength\":19,\"advance\":false}"

static int walked_once(void) { return walked_pan_is("5", WALKED_INCOMPLETE); }

/* The table of Tests/PaySealTests/CardAsYouTypeTests.swift (aTableBuiltToBeWalkedEndsTheWalk):
 * "good" owns 5 (19 digits) and 1,020 ranges of 19 digits, of four refused brands of 255 each,
 * cut 5000...-5999... into uneven pieces, so every 19-digit PAN after "5" is of a refused brand.
 * Proving that from "5" takes more prefixes than the walk may visit: it stops at its bound and
 * keeps the part incomplete; from "555555" the walk is short and the part invalid. */
static payseal_card_brands *walked_table(void) {
    static char json[60000];
    unsigned long long step = 1000000000000000000ULL / 1020 + 7, points[1021];
    for (int i = 0; i < 1020; i++) points[i] = 5000000000000000000ULL + (unsigned long long)i * step;
    points[1020] = 6000000000000000000ULL;
    size_t n = (size_t)snprintf(json, sizeof json, "[{\"name\":\"good\",\"bins\":[\"5\"],\"panLengths\":[19]}");
    for (int i = 0; i < 1020 && n < sizeof json; i++) {
        char head[32] = ",";  /* a new brand every 255 ranges */
        if (i % 255 == 0) snprintf(head, sizeof head, ",{\"name\":\"r%d\",\"bins\":[", i / 255);
        n += (size_t)snprintf(json + n, sizeof json - n, "%s\"%llu-%llu\"%s", head, points[i], points[i + 1] - 1,
                              i % 255 == 254 ? "],\"panLengths\":[19]}" : "");
    }
    if (n + 2 > sizeof json) return NULL;
    strcat(json, "]");
    payseal_card_brands *table = NULL;
    return payseal_card_brands_parse(json, strlen(json), &table) == PAYSEAL_OK ? table : NULL;
}

/* The CPU time per call of once(), over at least `seconds` and 3 calls. */
static double cpu_per_call(int (*once)(void), double seconds, long *calls) {
    long n = 0;
    double start = cpu_now(), elapsed;
    do {
        once();
        n++;
        elapsed = cpu_now() - start;
    } while (elapsed < seconds || n < 3);
    *calls = n;
    return elapsed / (double)n;
}

static void continuation_worst(double seconds) {
    if (!walked_once() || !walked_pan_is("555555", WALKED_INVALID)) {
        fprintf(stderr, "continuation-worst: wrong output (%s)\n", payseal_last_error());
        exit(1);
    }
    long worst_calls = 0, builtin_calls = 0;
    double worst = cpu_per_call(walked_once, seconds, &worst_calls);
    double builtin = cpu_per_call(builtin_check_once, seconds, &builtin_calls);
    printf("{\"op\":\"continuation-worst\",\"cpu_seconds_per_check\":%.9f,\"builtin_cpu_seconds_per_check\":%.9f,"
           "\"checks\":%ld,\"builtin_checks\":%ld}\n", worst, builtin, worst_calls, builtin_calls);
}

static void run(const char *op, int (*once)(void), double seconds) {
    long n = 0;
    double start, elapsed;
    if (!once()) {
        fprintf(stderr, "%s: wrong output (%s)\n", op, payseal_last_error());
        exit(1);
    }
    start = cpu_now();
    do {
        for (int i = 0; i < 1000; i++) once();
        n += 1000;
        elapsed = cpu_now() - start;
    } while (elapsed < seconds);
    printf("{\"op\":\"%s\",\"ops_per_sec\":%.0f}\n", op, (double)n / elapsed);
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    run("mask-edit", edit_once, seconds);
    run("validate-value", validate_once, seconds);
    if (payseal_card_brands_default(&built_in) != PAYSEAL_OK || !(walked = walked_table())) {
        fprintf(stderr, "card tables: %s\n", payseal_last_error());
        return 1;
    }
    run("card-keystroke", keystroke_once, seconds);
    if (payseal_product_parse(FIELD_PRODUCT, strlen(FIELD_PRODUCT), &field_product) != PAYSEAL_OK) {
        fprintf(stderr, "field product: %s\n", payseal_last_error());
        return 1;
    }
    run("field-keystroke", field_keystroke_once, seconds);
    payseal_product_free(field_product);
    continuation_worst(seconds);
    payseal_card_brands_free(built_in);
    payseal_card_brands_free(walked);
    return 0;
}
