/*
 * example.c - the whole PaySeal flow, as a C host follows it.
 *
 *   1. parse the Client API /crypto/publickey response into a public key;
 *   2. build the payment request (client session id, product, card values);
 *   3. build the device metadata (detected defaults + what the host knows);
 *   4. payseal_prepare -> encryptedFields + encodedClientMetaInfo, which the host sends to
 *      its merchant server.
 *
 * Every call's status is checked; every handle and buffer is released on every path.
 *
 * Usage: example [client-api.json]
 *   default: ../../Vectors/keys/test-rsa-2048.client-api.json (relative to bindings/c/,
 *   where this file lives). That key is a published TEST key: never use it for real data.
 */
#include <stdio.h>
#include <stdlib.h>

#include "payseal.h"

#define DEFAULT_CLIENT_API_JSON "../../Vectors/keys/test-rsa-2048.client-api.json"

/* Prints the failure of `what` and returns 1; returns 0 on PAYSEAL_OK. */
static int failed(payseal_status status, const char *what)
{
    if (status == PAYSEAL_OK)
        return 0;
    fprintf(stderr, "%s failed: %s: %s\n", what, payseal_status_name(status), payseal_last_error());
    return 1;
}

/* Reads a whole file into a malloc'd buffer; returns NULL on failure. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long size;

    if (f == NULL)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = (char *)malloc((size_t)size + 1)) != NULL) {
        *len = fread(buf, 1, (size_t)size, f);
        buf[*len] = '\0';
    }
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    static const struct {
        const char *key, *value;
    } card[] = {
        {"cardNumber", "4567350000427977"},
        {"cardholderName", "Wile E. Coyote"},
        {"expiryDate", "1230"},
        {"cvv", "123"},
    };
    const char *path = argc > 1 ? argv[1] : DEFAULT_CLIENT_API_JSON;
    int rc = EXIT_FAILURE;
    size_t i, json_len = 0;
    char *json = NULL;
    payseal_public_key *key = NULL;
    payseal_payment_request *request = NULL;
    payseal_metadata *metadata = NULL;
    char *encrypted_fields = NULL, *encoded_client_meta_info = NULL;

    printf("libpayseal %s (ABI %d)\n", payseal_version(), payseal_abi_version());
    if (payseal_abi_version() != PAYSEAL_ABI_VERSION) {
        fprintf(stderr, "ABI mismatch: header %d, library %d\n", PAYSEAL_ABI_VERSION, payseal_abi_version());
        return EXIT_FAILURE;
    }

    /* 1. The public key, as the Client API returned it. */
    json = read_file(path, &json_len);
    if (json == NULL) {
        perror(path);
        return EXIT_FAILURE;
    }
    if (failed(payseal_public_key_from_client_api(json, json_len, &key), "payseal_public_key_from_client_api"))
        goto done;
    printf("key id: %s, %d bits\n", payseal_public_key_id(key) ? payseal_public_key_id(key) : "(none)",
           payseal_public_key_bits(key));

    /* 2. The payment request: the client session id comes from the merchant's server. */
    if (failed(payseal_payment_request_new("0f3e6c8a2b7d4e19a5c1f0b2d3e4a5b6", "1", &request),
               "payseal_payment_request_new"))
        goto done;
    for (i = 0; i < sizeof card / sizeof card[0]; i++)
        if (failed(payseal_payment_request_set_value(request, card[i].key, card[i].value),
                   "payseal_payment_request_set_value"))
            goto done;

    /* 3. Device metadata: the detected defaults, plus what only the host knows. */
    if (failed(payseal_metadata_new(&metadata), "payseal_metadata_new") ||
        failed(payseal_metadata_set(metadata, "appIdentifier", "ExampleHost/1.0"), "payseal_metadata_set") ||
        failed(payseal_metadata_set(metadata, "screenSize", "1920x1080"), "payseal_metadata_set"))
        goto done;

    /* 4. The two strings for the merchant's server. */
    if (failed(payseal_prepare(key, request, metadata, &encrypted_fields, &encoded_client_meta_info),
               "payseal_prepare"))
        goto done;
    printf("encryptedFields: %s\n", encrypted_fields);
    printf("encodedClientMetaInfo: %s\n", encoded_client_meta_info);
    rc = EXIT_SUCCESS;

done:
    payseal_free(encrypted_fields); /* payseal_free wipes, then frees; NULL is a no-op */
    payseal_free(encoded_client_meta_info);
    payseal_metadata_free(metadata);
    payseal_payment_request_free(request); /* wipes the card values */
    payseal_public_key_free(key);
    free(json);
    return rc;
}
