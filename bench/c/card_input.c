/* Per-keystroke card input through the C ABI: payseal_mask_edit typing the 19th digit of a card
 * number into the card mask, and payseal_validate_value of a 19-digit card number against
 * luhn + length + regularExpression (the platform's usual card rules). Each output is checked
 * once before timing. Prints one JSON line per op: {"op":..., "ops_per_sec":...}.
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

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
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
    int ok = payseal_validate_value(RULES, strlen(RULES), PAN, 2026, 11, &out, NULL) == PAYSEAL_OK &&
             strcmp(out, "[{\"type\":\"luhn\",\"params\":{}}]") == 0;  /* 4111...113 fails Luhn */
    payseal_free(out);
    return ok;
}

static void run(const char *op, int (*once)(void), double seconds) {
    long n = 0;
    double start = now(), elapsed;
    if (!once()) {
        fprintf(stderr, "%s: wrong output (%s)\n", op, payseal_last_error());
        exit(1);
    }
    do {
        for (int i = 0; i < 1000; i++) once();
        n += 1000;
        elapsed = now() - start;
    } while (elapsed < seconds);
    printf("{\"op\":\"%s\",\"ops_per_sec\":%.0f}\n", op, (double)n / elapsed);
}

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    run("mask-edit", edit_once, seconds);
    run("validate-value", validate_once, seconds);
    return 0;
}
