/* Does any block the process frees still hold a secret? Each scenario arms the preloaded
 * freed_copies.so, makes PaySeal calls, frees what they returned, disarms, and counts the freed
 * blocks that contain the secret (as UTF-8, and as UTF-32 for the mask code's character arrays).
 * The self-test first proves the harness can see a freed secret. Run by `make test-freed-memory`:
 *   LD_PRELOAD=freed_copies.so freed_memory_test KEYS_DIR JWK_FILE
 * Prints each scenario's count and "freed-memory: N passed, M failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "payseal.h"

void freed_copies_arm(void);
void freed_copies_disarm(void);
int freed_copies_overflowed(void);
size_t freed_copies_count(const void *needle, size_t length);

static int passed, failed;

static char *read_file(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    char *data = malloc((size_t)size + 1);
    if (data == NULL || fread(data, 1, (size_t)size, f) != (size_t)size) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
    fclose(f);
    data[size] = '\0';
    *length = (size_t)size;
    return data;
}

/* Freed copies of text, as UTF-8 and as UTF-32 (ASCII text only). */
static size_t copies(const char *text) {
    size_t length = strlen(text), found = freed_copies_count(text, length);
    unsigned char wide[4 * 64];
    if (length <= 64) {
        memset(wide, 0, sizeof wide);
        for (size_t i = 0; i < length; i++) wide[4 * i] = (unsigned char)text[i];
        found += freed_copies_count(wide, 4 * length);
    }
    return found;
}

static void report(const char *scenario, const char *what, size_t found, size_t expected) {
    int ok = found == expected && !freed_copies_overflowed();
    printf("%-22s %-34s %zu freed cop%s%s\n", scenario, what, found, found == 1 ? "y" : "ies", ok ? "" : "  FAIL");
    if (ok) passed++; else failed++;
}

/* The JWK member's text, between its quotes. */
static char *member(const char *jwk, const char *name) {
    char key[16];
    snprintf(key, sizeof key, "\"%s\":\"", name);
    const char *start = strstr(jwk, key);
    if (start == NULL) { fprintf(stderr, "no %s in the JWK\n", name); exit(2); }
    start += strlen(key);
    size_t length = (size_t)(strchr(start, '"') - start);
    char *text = malloc(length + 1);
    memcpy(text, start, length);
    text[length] = '\0';
    return text;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: freed_memory_test KEYS_DIR JWK_FILE\n"); return 2; }
    char path[4096];
    size_t api_length, pem_length, jwk_length;
    snprintf(path, sizeof path, "%s/test-rsa-2048.client-api.json", argv[1]);
    char *api = read_file(path, &api_length);
    snprintf(path, sizeof path, "%s/test-rsa-2048.private.pem", argv[1]);
    char *pem = read_file(path, &pem_length);
    char *jwk = read_file(argv[2], &jwk_length);
    const char *cards[] = {"4012000033330026", "6011000990139424123"};
    const char *name = "Zo\xc3\xab \"Q\" O\\Brien";

    /* The harness sees a freed secret, and not a wiped one. (Called through volatile pointers:
     * the compiler would otherwise drop a malloc, a store and a free that nothing reads.) */
    void *(*volatile allocate)(size_t) = malloc;
    void (*volatile release)(void *) = free;
    char *block = allocate(64);
    freed_copies_arm();
    strcpy(block, "self-test-marker-5e1f");
    release(block);
    block = allocate(64);
    strcpy(block, "self-test-wiped-77aa");
    memset(block, 0, 64);
    release(block);
    freed_copies_disarm();
    report("self-test", "a freed marker", copies("self-test-marker-5e1f"), 1);
    report("self-test", "a wiped marker", copies("self-test-wiped-77aa"), 0);

    payseal_public_key *key = NULL;
    payseal_private_key *private_key = NULL;
    if (payseal_public_key_from_client_api(api, api_length, &key) != PAYSEAL_OK ||
        payseal_private_key_parse((const uint8_t *)pem, pem_length, &private_key) != PAYSEAL_OK) {
        fprintf(stderr, "keys: %s\n", payseal_last_error());
        return 2;
    }
    for (int i = 0; i < 2; i++) {
        payseal_payment_request *request = NULL;
        char *fields = NULL, *meta = NULL;
        uint8_t *plaintext = NULL;
        size_t plaintext_length = 0;
        freed_copies_arm();
        payseal_payment_request_new("session-1", "1", &request);
        payseal_payment_request_set_value(request, "cardNumber", cards[i]);
        payseal_payment_request_set_value(request, "cardNumber", cards[i]);  /* replaced in place */
        payseal_payment_request_set_value(request, "cardholderName", name);  /* needs JSON escapes */
        freed_copies_disarm();
        report("set_value", cards[i], copies(cards[i]), 0);
        report("set_value", "a value with escapes", copies(name), 0);

        freed_copies_arm();
        payseal_prepare(key, request, NULL, &fields, &meta);
        payseal_payment_request_free(request);
        freed_copies_disarm();
        report("prepare", cards[i], copies(cards[i]), 0);

        freed_copies_arm();
        payseal_jwe_decrypt(private_key, fields, strlen(fields), &plaintext, &plaintext_length);
        payseal_free(plaintext);
        freed_copies_disarm();
        report("decrypt", cards[i], copies(cards[i]), 0);
        payseal_free(fields);
        payseal_free(meta);

        /* Typing the last digit, formatting and validating the card number. */
        char text[64], last[2] = {cards[i][strlen(cards[i]) - 1], '\0'}, *out = NULL;
        size_t caret = 0;
        snprintf(text, sizeof text, "%.*s", (int)strlen(cards[i]) - 1, cards[i]);
        freed_copies_arm();
        payseal_mask_edit("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", text, strlen(text), strlen(text), last, &out, NULL, &caret);
        payseal_free(out);
        payseal_mask_unformat("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", cards[i], &out, NULL);
        payseal_free(out);
        payseal_validate_value("{\"validators\":{\"luhn\":{},\"iban\":{},\"regularExpression\":{\"regex\":\"[0-9]+\"}}}", 64,
                               cards[i], 2026, 11, &out, NULL);
        payseal_free(out);
        freed_copies_disarm();
        report("mask and validation", cards[i], copies(cards[i]), 0);
    }
    payseal_public_key_free(key);
    payseal_private_key_free(private_key);

    /* A private JWK: its d and p, as text, are decoded in place and never copied. */
    char *d = member(jwk, "d"), *p = member(jwk, "p");
    freed_copies_arm();
    payseal_private_key_parse((const uint8_t *)jwk, jwk_length, &private_key);
    payseal_private_key_free(private_key);
    freed_copies_disarm();
    report("private key (JWK)", "the text of d", freed_copies_count(d, strlen(d)), 0);
    report("private key (JWK)", "the text of p", freed_copies_count(p, strlen(p)), 0);
    free(d);
    free(p);

    printf("freed-memory: %d passed, %d failed\n", passed, failed);
    free(api);
    free(pem);
    free(jwk);
    return failed == 0 ? 0 : 1;
}
