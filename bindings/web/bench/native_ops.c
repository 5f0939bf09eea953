/* The web benchmark's native side: the three operations bench.mjs measures in node over
 * payseal.wasm, through libpayseal.so's C ABI on the same inputs, each checked once before timing:
 *   keystroke   payseal_card_edit_pan typing the 12th digit of a Visa, then payseal_card_check_ex
 *               of the PAN, the expiry "12/2" and the CVC "12" (all three incomplete);
 *   validation  payseal_mask_edit typing the 12th digit into the card mask, then
 *               payseal_product_field_check_ex of the product's cardNumber field (luhn, length,
 *               regularExpression: every rule runs);
 *   prepare     payseal_prepare of a card payment (number, expiry, CVC, holder) to the TEST key.
 * Prints one JSON line per op: {"op":..., "us_per_op":..., "runs":...} (CPU time of this process).
 *   native_ops SECONDS_PER_OP CLIENT_API_KEY_JSON_FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "payseal.h"

#define MASK "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
#define KEY_TEXT "4111 1111 111"
#define KEY_EDITED "4111 1111 1111"
#define PRODUCT "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"type\":\"numericstring\",\"displayHints\":{\"mask\":\"" MASK \
    "\"},\"dataRestrictions\":{\"isRequired\":true,\"validators\":{\"length\":{\"maxLength\":19,\"minLength\":13}," \
    "\"luhn\":{},\"regularExpression\":{\"regularExpression\":\"^[0-9]*$\"}}}}]}"
#define FIELD_CHECKED "{\"state\":\"incomplete\",\"error\":{\"type\":\"luhn\""

static payseal_card_brands *brands;
static payseal_product *product;
static payseal_public_key *key;
static payseal_payment_request *request;
static payseal_metadata *metadata;

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int keystroke(void) {
    char *text = NULL, *checked = NULL;
    size_t len = 0, caret = 0;
    int ok = payseal_card_edit_pan(brands, KEY_TEXT, strlen(KEY_TEXT), strlen(KEY_TEXT), "1", &text, &len, &caret) == PAYSEAL_OK &&
             payseal_card_check_ex(brands, text, "12/2", "12", NULL, 2026, 11, 0, &checked, NULL) == PAYSEAL_OK &&
             strcmp(text, KEY_EDITED) == 0 && strstr(checked, "\"brand\":\"visa\"") != NULL;
    payseal_free(text);
    payseal_free(checked);
    return ok;
}

static int validation(void) {
    char *text = NULL, *checked = NULL;
    size_t len = 0, caret = 0;
    int ok = payseal_mask_edit(MASK, KEY_TEXT, strlen(KEY_TEXT), strlen(KEY_TEXT), "1", &text, &len, &caret) == PAYSEAL_OK &&
             payseal_product_field_check_ex(product, "cardNumber", text, 2026, 11, 0, &checked, NULL) == PAYSEAL_OK &&
             strncmp(checked, FIELD_CHECKED, strlen(FIELD_CHECKED)) == 0;
    payseal_free(text);
    payseal_free(checked);
    return ok;
}

static int prepare(void) {
    char *fields = NULL, *meta = NULL;
    int ok = payseal_prepare(key, request, metadata, &fields, &meta) == PAYSEAL_OK && strncmp(fields, "eyJ", 3) == 0;
    payseal_free(fields);
    payseal_free(meta);
    return ok;
}

static void must(payseal_status status, const char *what) {
    if (status != PAYSEAL_OK) {
        fprintf(stderr, "native_ops: %s: %s\n", what, payseal_last_error());
        exit(1);
    }
}

static void measure(const char *name, int (*op)(void), double seconds) {
    long runs = 0;
    if (!op()) {
        fprintf(stderr, "native_ops: %s gave a wrong answer\n", name);
        exit(1);
    }
    double start = cpu_now(), now = start;
    while (now - start < seconds) {
        for (int i = 0; i < 20; i++) op();
        runs += 20;
        now = cpu_now();
    }
    printf("{\"op\":\"%s\",\"us_per_op\":%.3f,\"runs\":%ld}\n", name, (now - start) * 1e6 / (double)runs, runs);
}

int main(int argc, char **argv) {
    static char key_json[16384];
    FILE *file;
    size_t key_len;
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    if (argc < 3 || (file = fopen(argv[2], "rb")) == NULL) {
        fprintf(stderr, "usage: native_ops SECONDS CLIENT_API_KEY_JSON_FILE\n");
        return 2;
    }
    key_len = fread(key_json, 1, sizeof key_json - 1, file);
    fclose(file);
    must(payseal_card_brands_default(&brands), "brands");
    must(payseal_product_parse(PRODUCT, strlen(PRODUCT), &product), "product");
    must(payseal_public_key_from_client_api(key_json, key_len, &key), "key");
    must(payseal_metadata_new(&metadata), "metadata");
    must(payseal_payment_request_new("payseal-bench-session", "1", &request), "request");
    must(payseal_payment_request_set_value(request, "cardNumber", "4111111111111111"), "cardNumber");
    must(payseal_payment_request_set_value(request, "expiryDate", "1228"), "expiryDate");
    must(payseal_payment_request_set_value(request, "cvv", "123"), "cvv");
    must(payseal_payment_request_set_value(request, "cardholderName", "Wile E. Coyote"), "cardholderName");
    measure("keystroke", keystroke, seconds);
    measure("validation", validation, seconds);
    measure("prepare", prepare, seconds);
    payseal_payment_request_free(request);
    payseal_metadata_free(metadata);
    payseal_public_key_free(key);
    payseal_product_free(product);
    payseal_card_brands_free(brands);
    return 0;
}
