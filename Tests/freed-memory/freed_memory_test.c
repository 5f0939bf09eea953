/* Does any heap block PaySeal frees still hold a secret? For each scenario the driver arms the
 * preloaded freed_copies.so, makes the PaySeal calls, frees their outputs (payseal_free) and
 * handles (their _free functions), disarms, and counts the captured freed blocks that contain
 * the secret. Self-tests first prove that the harness finds a freed secret and not a wiped one.
 *
 *   LD_PRELOAD=.../freed_copies.so freed_memory_test [--expect-clean S[,S...]] [KEYS_DIR [JWK]]
 *
 * Run from the repository root (defaults: Vectors/keys and
 * Tests/freed-memory/test-rsa-2048.private.jwk.json). The scenarios --expect-clean names must
 * have no freed copy; the others are printed as informational and not counted. Each scenario
 * prints "<scenario>: N freed copies" after one indented line per needle; the run ends with
 * "freed-memory: N passed, M failed" and exits 1 on any failure, 2 on a setup error. A PaySeal
 * call that does not give its expected status (PAYSEAL_OK, or a bad input's), or an arena
 * overflow, fails the scenario whatever it counted: a path not taken, or a block not captured,
 * proves nothing. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* explicit_bzero, memmem */
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "needles.h"
#include "payseal.h"
#include "scoring.h"

static const char *const CARDS[2] = {"4012000033330026", "6011000990139424123"};
static const char NAME[] = "Zo\xc3\xab \"Q\" O\\Brien"; /* non-ASCII, and two bytes JSON escapes */
#define MASK "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
#define RESTRICTIONS "{\"validators\":{\"luhn\":{},\"regularExpression\":{\"regex\":\"[0-9]+\"}}}"
#define CONTEXT "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":1000,\"isRecurring\":false}"
/* A product whose card number field has the mask and the rules above (and a length: its continuations). */
#define PRODUCT "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"displayHints\":{\"mask\":\"" MASK "\"},\"dataRestrictions\":" \
    "{\"validators\":{\"luhn\":{},\"length\":{\"maxLength\":19},\"regularExpression\":{\"regex\":\"[0-9]+\"}}}}]}"

/* The library scenarios, in the order they run, and the default of --expect-clean. */
enum {
    SET_VALUE, PREPARE, DECRYPT, MASK_VALIDATE, CARDS_OFFLINE, IIN_REQUEST, IIN_BAD_PARAMS, SERVICE_REQUEST, PRIVATE_KEY_JWK,
    PRIVATE_KEY_PEM, SCENARIOS
};
static const char *const NAMES[SCENARIOS] = {"set_value", "prepare", "decrypt", "mask_validate", "cards", "iin_request",
                                             "iin_bad_params", "service_request", "private_key_jwk", "private_key_pem"};
#define DEFAULT_CLEAN "set_value,prepare,decrypt,mask_validate,cards,iin_request,iin_bad_params,service_request,private_key_jwk"

/* iin_bad_params: params_json of iinDetails that holds the card number where no card number is
 * expected, each with the status it must fail with. The params are card data whatever their
 * shape, so a failed request may copy no more of them than a successful one. */
static const struct {
    const char *format; /* printf format; %s is the card number */
    payseal_status status;
} BAD_PARAMS[] = {
    {"{\"cardNumber\":[\"%s\"]}", PAYSEAL_E_JSON},     /* in an array */
    {"{\"cardNumber\":%s}", PAYSEAL_E_JSON},             /* a number */
    {"{\"x\":\"%s\"}", PAYSEAL_E_ARGUMENT},            /* another member */
    {"[\"%s\"]", PAYSEAL_E_ARGUMENT},                    /* no object */
    {"{\"%s\":\"x\"}", PAYSEAL_E_ARGUMENT},            /* a member name */
    {"{\"x\":\"%s\",", PAYSEAL_E_JSON},                /* malformed after it */
};
static int clean[SCENARIOS];

/* Inputs live in static storage, never in a heap block the capture could see being freed. */
static char api[PAYSEAL_MAX_KEY_INPUT + 1], pem[PAYSEAL_MAX_KEY_INPUT + 1], jwk[PAYSEAL_MAX_KEY_INPUT + 1];
static size_t api_len, pem_len, jwk_len;

int main(int argc, char **argv) {
    static char list[1024] = DEFAULT_CLEAN, path[4096];
    const char *keys = "Vectors/keys", *jwk_path = "Tests/freed-memory/test-rsa-2048.private.jwk.json";
    int arg = 1;

    /* From here on every freed block is zeroed (after its capture while armed), so that no
     * scenario is blamed for stale bytes another one, or the setup, left: see freed_copies.c. */
    freed_copies_scrub(1);
    if (arg + 1 < argc && strcmp(argv[arg], "--expect-clean") == 0) {
        snprintf(list, sizeof list, "%s", argv[arg + 1]);
        arg += 2;
    }
    if (arg < argc && argv[arg][0] != '-') keys = argv[arg++];
    if (arg < argc && argv[arg][0] != '-') jwk_path = argv[arg++];
    if (arg < argc) fail_setup("usage: freed_memory_test [--expect-clean SCENARIO[,SCENARIO...]] [KEYS_DIR [JWK_FILE]]");
    for (char *name = strtok(list, ","); name != NULL; name = strtok(NULL, ",")) {
        int i = 0;
        while (i < SCENARIOS && strcmp(name, NAMES[i]) != 0) i++;
        if (i == SCENARIOS)
            fail_setup("--expect-clean: unknown scenario (set_value, prepare, decrypt, mask_validate, cards, iin_request, "
                       "iin_bad_params, service_request, private_key_jwk, private_key_pem)");
        clean[i] = 1;
    }
    if (!freed_copies_interposed()) fail_setup("free/realloc are not freed_copies.so's: run with LD_PRELOAD=<path>/freed_copies.so");
    snprintf(path, sizeof path, "%s/test-rsa-2048.client-api.json", keys);
    read_into(path, api, sizeof api, &api_len);
    snprintf(path, sizeof path, "%s/test-rsa-2048.private.pem", keys);
    read_into(path, pem, sizeof pem, &pem_len);
    read_into(jwk_path, jwk, sizeof jwk, &jwk_len);

    self_test("self-test", 0, 0, 1);
    self_test("self-test-wiped", 1, 0, 0);
    self_test("self-test-realloc", 0, 1, 1);

    payseal_public_key *key = NULL;
    payseal_private_key *private_key = NULL;
    if (payseal_public_key_from_client_api(api, api_len, &key) != PAYSEAL_OK ||
        payseal_private_key_parse((const uint8_t *)pem, pem_len, &private_key) != PAYSEAL_OK)
        fail_setup(payseal_last_error());

    /* set_value: a value replaced by one of another length, then by itself, and one with escapes. */
    begin(NAMES[SET_VALUE]);
    for (int i = 0; i < 2; i++) {
        payseal_payment_request *r = NULL;
        freed_copies_arm();
        CALL(payseal_payment_request_new("session-1", "1", &r));
        CALL(payseal_payment_request_set_value(r, "cardNumber", CARDS[1 - i]));
        CALL(payseal_payment_request_set_value(r, "cardNumber", CARDS[i]));
        CALL(payseal_payment_request_set_value(r, "cardNumber", CARDS[i]));
        CALL(payseal_payment_request_set_value(r, "cardholderName", NAME));
        payseal_payment_request_free(r);
        disarm();
        card_needle(" (the value kept)", CARDS[i]);
        card_needle(" (the value replaced)", CARDS[1 - i]);
        text_needle("cardholderName (JSON escapes)", NAME);
    }
    finish(clean[SET_VALUE], 0);

    /* prepare: the request is built before arming, so only prepare and the frees are measured. */
    begin(NAMES[PREPARE]);
    for (int i = 0; i < 2; i++) {
        payseal_payment_request *r = NULL;
        char *fields = NULL, *meta = NULL;
        CALL(payseal_payment_request_new("session-1", "1", &r));
        CALL(payseal_payment_request_set_value(r, "cardNumber", CARDS[i]));
        freed_copies_arm();
        CALL(payseal_prepare(key, r, NULL, &fields, &meta));
        payseal_free(fields);
        payseal_free(meta);
        payseal_payment_request_free(r);
        disarm();
        card_needle("", CARDS[i]);
    }
    finish(clean[PREPARE], 0);

    /* decrypt: the private key is parsed, and the JWE made, outside the window. */
    begin(NAMES[DECRYPT]);
    for (int i = 0; i < 2; i++) {
        char payload[256], *jwe = NULL;
        uint8_t *plaintext = NULL;
        size_t jwe_len = 0, plaintext_len = 0;
        size_t n = (size_t)snprintf(payload, sizeof payload, "{\"paymentValues\":[{\"key\":\"cardNumber\",\"value\":\"%s\"}]}", CARDS[i]);
        CALL(payseal_jwe_encrypt(key, (const uint8_t *)payload, n, &jwe, &jwe_len));
        freed_copies_arm();
        CALL(payseal_jwe_decrypt(private_key, jwe, jwe_len, &plaintext, &plaintext_len));
        if (!broken && (plaintext_len != n || memcmp(plaintext, payload, n) != 0)) {
            broken = 1;
            snprintf(failure, sizeof failure, "the plaintext is not the payload");
        }
        payseal_free(plaintext);
        disarm();
        payseal_free(jwe);
        explicit_bzero(payload, sizeof payload);
        card_needle("", CARDS[i]);
    }
    finish(clean[DECRYPT], 0);

    /* mask_validate: typing the last digit, unformatting and validating the card number, and
     * the product field's check of the text as typed and unmasked (the product parsed outside). */
    begin(NAMES[MASK_VALIDATE]);
    for (int i = 0; i < 2; i++) {
        char text[32], last[2] = {CARDS[i][strlen(CARDS[i]) - 1], '\0'}, *out = NULL;
        size_t caret = 0, len = strlen(CARDS[i]) - 1;
        memcpy(text, CARDS[i], len);
        text[len] = '\0';
        char grouped[32];
        payseal_product *product = NULL;
        if (payseal_product_parse(PRODUCT, strlen(PRODUCT), &product) != PAYSEAL_OK) fail_setup("payseal_product_parse failed");
        freed_copies_arm();
        CALL(payseal_mask_edit(MASK, text, len, len, last, &out, NULL, &caret));
        snprintf(grouped, sizeof grouped, "%s", out ? out : "");
        payseal_free(out);
        CALL(payseal_mask_unformat(MASK, CARDS[i], &out, NULL));
        payseal_free(out);
        CALL(payseal_validate_value(RESTRICTIONS, strlen(RESTRICTIONS), CARDS[i], 2026, 11, &out, NULL));
        payseal_free(out);
        CALL(payseal_product_field_check(product, "cardNumber", grouped, 2026, 11, &out, NULL));
        payseal_free(out);
        CALL(payseal_product_field_check(product, "cardNumber", text, 2026, 11, &out, NULL));
        payseal_free(out);
        CALL(payseal_product_field_check_ex(product, "cardNumber", text, 2026, 11, PAYSEAL_CHECK_FINAL, &out, NULL));
        payseal_free(out);
        CALL(payseal_product_field_edit(product, "cardNumber", text, len, len, last, &out, NULL));
        payseal_free(out);
        disarm();
        payseal_product_free(product);
        explicit_bzero(text, sizeof text);
        card_needle("", CARDS[i]);
        card_needle(" (formatted)", grouped);
        explicit_bzero(grouped, sizeof grouped);
    }
    finish(clean[MASK_VALIDATE], 0);

    /* cards: the offline card calls on the built-in brand table: brand, check, format, typing
     * the last digit into the PAN field, Backspace at the end of the grouped number, and the brand
     * candidates. Needles: the number as typed and as grouped. */
    begin(NAMES[CARDS_OFFLINE]);
    for (int i = 0; i < 2; i++) {
        payseal_card_brands *brands = NULL;
        char text[32], grouped[32], last[2] = {CARDS[i][strlen(CARDS[i]) - 1], '\0'}, *out = NULL;
        size_t caret = 0, len = strlen(CARDS[i]) - 1;
        memcpy(text, CARDS[i], len);
        text[len] = '\0';
        if (payseal_card_brands_default(&brands) != PAYSEAL_OK) fail_setup("payseal_card_brands_default failed");
        freed_copies_arm();
        CALL(payseal_card_brand(brands, CARDS[i], &out, NULL));
        payseal_free(out);
        out = NULL;
        CALL(payseal_card_check(brands, CARDS[i], "12/28", "123", "[\"visa\",\"discover\"]", 2026, 11, &out, NULL));
        payseal_free(out);
        CALL(payseal_card_check_ex(brands, text, "12/2", "12", NULL, 2026, 11, PAYSEAL_CHECK_FINAL, &out, NULL));
        payseal_free(out);
        CALL(payseal_card_format_pan(brands, CARDS[i], &out, NULL));
        snprintf(grouped, sizeof grouped, "%s", out ? out : "");
        payseal_free(out);
        CALL(payseal_card_edit_pan(brands, text, len, len, last, &out, NULL, &caret));
        payseal_free(out);
        CALL(payseal_card_edit_pan_json(brands, "", 0, 0, CARDS[i], &out, NULL)); /* the whole number pasted */
        payseal_free(out);
        CALL(payseal_card_delete_pan(brands, grouped, strlen(grouped), strlen(grouped), 0, &out, NULL, &caret));
        payseal_free(out);
        CALL(payseal_card_brand_candidates(brands, CARDS[i], &out, NULL));
        payseal_free(out);
        disarm();
        payseal_card_brands_free(brands);
        explicit_bzero(text, sizeof text);
        card_needle("", CARDS[i]);
        card_needle(" (grouped)", grouped);
        explicit_bzero(grouped, sizeof grouped);
    }
    finish(clean[CARDS_OFFLINE], 0);

    /* iin_request: the IIN request of payseal_session_request, the card number in params_json as
     * typed with spaces and as digits only (the session is made outside the window). Only the bin
     * may be copied. Needles: the number as typed and its digits. */
    begin(NAMES[IIN_REQUEST]);
    payseal_session *session = NULL;
    if (payseal_session_new("session-1", "customer-1", "https://payment.example.com", "", &session) != PAYSEAL_OK)
        fail_setup(payseal_last_error());
    for (int i = 0; i < 2; i++) {
        char spaced[32], params[2][96], *out = NULL;
        size_t n = 0;
        for (const char *digit = CARDS[i]; *digit; digit++) {
            if (digit != CARDS[i] && (digit - CARDS[i]) % 4 == 0) spaced[n++] = ' ';
            spaced[n++] = *digit;
        }
        spaced[n] = '\0';
        snprintf(params[0], sizeof params[0], "{\"cardNumber\":\"%s\"}", spaced);
        snprintf(params[1], sizeof params[1], "{\"cardNumber\":\"%s\"}", CARDS[i]);
        freed_copies_arm();
        for (int p = 0; p < 2; p++) {
            CALL(payseal_session_request(session, "iinDetails", CONTEXT, params[p], NULL, &out, NULL));
            payseal_free(out);
            out = NULL;
        }
        disarm();
        explicit_bzero(params, sizeof params);
        card_needle("", CARDS[i]);
        card_needle(" (typed with spaces)", spaced);
        explicit_bzero(spaced, sizeof spaced);
    }
    finish(clean[IIN_REQUEST], 0);

    /* iin_bad_params: each shape alone in its window, so each line counts that shape's copies. */
    begin(NAMES[IIN_BAD_PARAMS]);
    for (size_t s = 0; s < sizeof BAD_PARAMS / sizeof BAD_PARAMS[0]; s++) {
        for (int i = 0; i < 2; i++) {
            char params[96], what[64], *out = NULL;
            snprintf(params, sizeof params, BAD_PARAMS[s].format, CARDS[i]);
            snprintf(what, sizeof what, " in %s", BAD_PARAMS[s].format);
            freed_copies_arm();
            CALL_GIVES(BAD_PARAMS[s].status, payseal_session_request(session, "iinDetails", CONTEXT, params, NULL, &out, NULL));
            payseal_free(out);
            disarm();
            explicit_bzero(params, sizeof params);
            card_needle(what, CARDS[i]);
        }
    }
    finish(clean[IIN_BAD_PARAMS], 0);

    /* service_request: the surcharge calculation and the currency conversion quote of
     * payseal_session_request, whose body carries the whole card number (as typed with spaces
     * and as digits, with a product id). It is copied only into the request handed over, which
     * payseal_free wipes. Needles: the number as typed and its digits. */
    begin(NAMES[SERVICE_REQUEST]);
    for (int i = 0; i < 2; i++) {
        char spaced[32], params[2][128], *out = NULL;
        size_t n = 0;
        for (const char *digit = CARDS[i]; *digit; digit++) {
            if (digit != CARDS[i] && (digit - CARDS[i]) % 4 == 0) spaced[n++] = ' ';
            spaced[n++] = *digit;
        }
        spaced[n] = '\0';
        snprintf(params[0], sizeof params[0], "{\"cardNumber\":\"%s\"}", spaced);
        snprintf(params[1], sizeof params[1], "{\"cardNumber\":\"%s\",\"paymentProductId\":1}", CARDS[i]);
        freed_copies_arm();
        for (int p = 0; p < 2; p++) {
            CALL(payseal_session_request(session, "surchargeCalculation", CONTEXT, params[p], NULL, &out, NULL));
            payseal_free(out);
            out = NULL;
            CALL(payseal_session_request(session, "currencyConversion", CONTEXT, params[p], NULL, &out, NULL));
            payseal_free(out);
            out = NULL;
        }
        disarm();
        explicit_bzero(params, sizeof params);
        card_needle("", CARDS[i]);
        card_needle(" (typed with spaces)", spaced);
        explicit_bzero(spaced, sizeof spaced);
    }
    payseal_session_free(session);
    finish(clean[SERVICE_REQUEST], 0);

    /* private_key_jwk: each private member's text, exactly as in the file, and its bytes. */
    static const char *const members[] = {"d", "p", "q", "dp", "dq", "qi"};
    static unsigned char bytes[6][PAYSEAL_MAX_KEY_INPUT];
    size_t sizes[6];
    payseal_private_key *parsed = NULL;
    begin(NAMES[PRIVATE_KEY_JWK]);
    freed_copies_arm();
    CALL(payseal_private_key_parse((const uint8_t *)jwk, jwk_len, &parsed));
    payseal_private_key_free(parsed);
    disarm();
    for (int m = 0; m < 6; m++) {
        char what[64];
        size_t len;
        const char *text = member(jwk, members[m], &len);
        sizes[m] = unbase64(text, len, bytes[m]);
        snprintf(what, sizeof what, "\"%s\" (base64url text)", members[m]);
        needle(what, text, len, 1);
        snprintf(what, sizeof what, "%s (big-endian bytes)", members[m]);
        needle(what, bytes[m], sizes[m], 1);
    }
    finish(clean[PRIVATE_KEY_JWK], 0);

    /* private_key_pem: the PEM's text - its first body line, and the first whole line inside d
     * (lines are 64 characters, 48 DER bytes, 65 bytes apart) - and, informational, the d and p
     * bytes OpenSSL's DER decoder copies. The JWK is the same key: its d locates d in the DER. */
    static unsigned char der[PAYSEAL_MAX_KEY_INPUT];
    const char *begin_line = strstr(pem, "-----BEGIN"), *body = begin_line ? strchr(begin_line, '\n') : NULL;
    if (body == NULL || strcspn(++body, "\r\n") != 64) fail_setup("the PEM's first body line is not 64 characters");
    size_t der_len = unbase64(body, strcspn(body, "-"), der);
    const unsigned char *d_in_der = memmem(der, der_len, bytes[0], sizes[0]);
    if (d_in_der == NULL) fail_setup("the PEM and the JWK are not the same key");
    size_t line = ((size_t)(d_in_der - der) + 47) / 48;
    const char *d_line = body + 65 * line;
    unsigned char check[48];
    if (48 * line + 48 > (size_t)(d_in_der - der) + sizes[0] || d_line + 65 > pem + pem_len || d_line[64] != '\n' ||
        unbase64(d_line, 64, check) != 48 || memcmp(check, der + 48 * line, 48) != 0)
        fail_setup("the PEM body is not in 64-character lines");
    begin(NAMES[PRIVATE_KEY_PEM]);
    freed_copies_arm();
    CALL(payseal_private_key_parse((const uint8_t *)pem, pem_len, &parsed));
    payseal_private_key_free(parsed);
    disarm();
    needle("first body line (base64 text)", body, 64, 1);
    needle("a body line inside d (base64 text)", d_line, 64, 1);
    needle("d (DER bytes)", bytes[0], sizes[0], 0);
    needle("p (DER bytes)", bytes[1], sizes[1], 0);
    finish(clean[PRIVATE_KEY_PEM], 0);

    payseal_public_key_free(key);
    payseal_private_key_free(private_key);
    printf("freed-memory: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
