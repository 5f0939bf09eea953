/* soak: many calls through the C ABI, for valgrind memcheck (make valgrind).
 *
 * Each round encrypts, decrypts and prepares once with the TEST keys and checks every result;
 * every few rounds it also walks a bad-input path. Run under valgrind, the leak summary must show
 * nothing definitely or indirectly lost and no errors.
 *
 * usage: soak <client-api.json> <private.pem> <calls>
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "payseal.h"
#include "read_file.h"

#define CHECK(call) do { payseal_status s_ = (call); if (s_ != PAYSEAL_OK) { \
    fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, payseal_status_name(s_), payseal_last_error()); return 1; } } while (0)

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s <client-api.json> <private.pem> <calls>\n", argv[0]); return 2; }
    long calls = atol(argv[3]);
    size_t json_len = 0, pem_len = 0;
    char *json = read_file(argv[1], &json_len), *pem = read_file(argv[2], &pem_len);
    if (!json || !pem) { fprintf(stderr, "cannot read the keys\n"); return 1; }
    payseal_public_key *pub = NULL;
    payseal_private_key *priv = NULL;
    CHECK(payseal_public_key_from_client_api(json, json_len, &pub));
    CHECK(payseal_private_key_parse((const uint8_t *)pem, pem_len, &priv));
    const char *payload = "{\"clientSessionId\":\"s\",\"nonce\":\"n\",\"paymentProductId\":1,\"paymentValues\":[]}";
    long done = 0;
    for (long round = 0; done < calls; round++) {
        char *jwe = NULL;
        size_t jwe_len = 0;
        CHECK(payseal_jwe_encrypt(pub, (const uint8_t *)payload, strlen(payload), &jwe, &jwe_len));
        uint8_t *plaintext = NULL;
        size_t len = 0;
        CHECK(payseal_jwe_decrypt(priv, jwe, jwe_len, &plaintext, &len));
        if (len != strlen(payload) || memcmp(plaintext, payload, len) != 0) { fprintf(stderr, "round trip differs\n"); return 1; }
        payseal_free(plaintext);
        payseal_free(jwe);

        payseal_payment_request *request = NULL;
        payseal_metadata *metadata = NULL;
        CHECK(payseal_payment_request_new("session", "1", &request));
        CHECK(payseal_payment_request_set_value(request, "cardNumber", "4012000033330026"));
        CHECK(payseal_metadata_new(&metadata));
        CHECK(payseal_metadata_set(metadata, "appIdentifier", "soak"));
        char *fields = NULL, *meta = NULL;
        CHECK(payseal_prepare(pub, request, round % 2 ? metadata : NULL, &fields, &meta));
        payseal_free(fields);
        payseal_free(meta);
        if (round % 10 == 0) {  /* failure paths allocate messages and intermediate buffers too */
            payseal_public_key *other = NULL;
            if (payseal_jwe_decrypt(priv, "a.b.c.d.e", 9, &plaintext, &len) == PAYSEAL_OK ||
                payseal_metadata_set(metadata, "screenSize", "big") == PAYSEAL_OK ||
                payseal_public_key_parse((const uint8_t *)"{", 1, NULL, &other) != PAYSEAL_E_JSON || other != NULL) {
                fprintf(stderr, "a bad input was accepted\n");
                return 1;
            }
        }
        payseal_metadata_free(metadata);
        payseal_payment_request_free(request);
        done += 3;
    }
    printf("soak: %ld calls (encrypt, decrypt, prepare) checked\n", done);
    payseal_public_key_free(pub);
    payseal_private_key_free(priv);
    free(json);
    free(pem);
    return 0;
}
