/* decrypt_timing: does a failed decryption take the same time whatever failed?
 *
 * Times payseal_jwe_decrypt on three tokens, interleaved round by round so that drift in the
 * machine's speed hits all three alike: one whose encrypted key (RSA-OAEP) was altered, one whose
 * tag was altered, one unaltered. Prints the median and quartiles of each, and the difference
 * between the two failures as a percentage of the tag failure's median.
 *
 * usage: decrypt_timing <client-api.json> <private.pem> [rounds]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "payseal.h"
#include "read_file.h"

/* Flips one bit in the middle of part `part` (0-based) of a compact JWE, keeping it base64url:
 * 'A' <-> 'B' changes the low bit of a 6-bit group that holds whole bytes. */
static void alter_part(char *jwe, int part) {
    char *start = jwe;
    for (int i = 0; i < part; i++) start = strchr(start, '.') + 1;
    char *end = strchr(start, '.');
    size_t len = end ? (size_t)(end - start) : strlen(start);
    char *c = start + (len / 8) * 4;  /* first character of a 4-character group */
    *c = (*c == 'A') ? 'B' : 'A';
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s <client-api.json> <private.pem> [rounds]\n", argv[0]); return 2; }
    int rounds = argc > 3 ? atoi(argv[3]) : 3000;
    size_t json_len = 0, pem_len = 0;
    char *json = read_file(argv[1], &json_len), *pem = read_file(argv[2], &pem_len);
    payseal_public_key *pub = NULL;
    payseal_private_key *priv = NULL;
    if (!json || !pem || payseal_public_key_from_client_api(json, json_len, &pub) != PAYSEAL_OK ||
        payseal_private_key_parse((const uint8_t *)pem, pem_len, &priv) != PAYSEAL_OK) {
        fprintf(stderr, "cannot load the keys: %s\n", payseal_last_error());
        return 1;
    }
    const char *payload = "{\"clientSessionId\":\"s\",\"nonce\":\"n\",\"paymentProductId\":1,\"paymentValues\":[{\"key\":\"cardNumber\",\"value\":\"4012000033330026\"}]}";
    char *tokens[3];
    const char *names[3] = {"RSA-OAEP failure (encrypted key altered)", "tag failure (tag altered)", "success (unaltered)"};
    for (int i = 0; i < 3; i++) {
        if (payseal_jwe_encrypt(pub, (const uint8_t *)payload, strlen(payload), &tokens[i], NULL) != PAYSEAL_OK) return 1;
    }
    alter_part(tokens[0], 1);
    alter_part(tokens[1], 4);

    char messages[2][256];
    double *times[3];
    for (int i = 0; i < 3; i++) times[i] = malloc(sizeof(double) * (size_t)rounds);
    for (int round = -100; round < rounds; round++) {  /* 100 warm-up rounds */
        for (int i = 0; i < 3; i++) {
            uint8_t *plaintext = NULL;
            size_t len = 0;
            double start = now_ns();
            payseal_status status = payseal_jwe_decrypt(priv, tokens[i], strlen(tokens[i]), &plaintext, &len);
            double elapsed = now_ns() - start;
            payseal_free(plaintext);
            if ((i < 2) != (status == PAYSEAL_E_DECRYPT)) { fprintf(stderr, "unexpected status %s\n", payseal_status_name(status)); return 1; }
            if (i < 2) snprintf(messages[i], sizeof messages[i], "%s", payseal_last_error());
            if (round >= 0) times[i][round] = elapsed;
        }
    }
    printf("payseal_jwe_decrypt, 2048-bit key, %d interleaved rounds (after 100 warm-up rounds):\n", rounds);
    double medians[3];
    for (int i = 0; i < 3; i++) {
        qsort(times[i], (size_t)rounds, sizeof(double), compare);
        medians[i] = times[i][rounds / 2];
        printf("  %-42s median %8.1f us   quartiles %8.1f .. %8.1f us\n", names[i], medians[i] / 1e3,
               times[i][rounds / 4] / 1e3, times[i][3 * rounds / 4] / 1e3);
    }
    printf("  same status for both failures: yes (PAYSEAL_E_DECRYPT); same message: %s\n",
           strcmp(messages[0], messages[1]) == 0 ? "yes" : "NO");
    printf("  RSA-OAEP failure vs tag failure: %+.2f%% of the median\n", 100.0 * (medians[0] - medians[1]) / medians[1]);
    for (int i = 0; i < 3; i++) { payseal_free(tokens[i]); free(times[i]); }
    payseal_public_key_free(pub);
    payseal_private_key_free(priv);
    free(json);
    free(pem);
    return strcmp(messages[0], messages[1]) == 0 ? 0 : 1;
}
