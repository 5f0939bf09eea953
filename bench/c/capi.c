/* The same ops through libpayseal's C ABI, from a C host. Keys are shared between threads;
 * builders (payment request, metadata) are one per thread, as the header requires. Outputs
 * are checked with OpenSSL directly (ossl_jwe.h), not with PaySeal.
 *   capi --op OP --bits B --threads T --seconds S --keys DIR --payload FILE
 *   capi --rss N [--bits B --keys DIR --payload FILE]   RSS before/after N encryptions */
#include "payseal.h"
#include "ossl_jwe.h"

typedef struct {
    payseal_payment_request *request;
    payseal_metadata *metadata;
} state;

static payseal_public_key *key;
static payseal_private_key *private_key;
static const uint8_t *payload;
static size_t payload_len;
static const char *client_api_json;
static size_t client_api_len;
static char *jwe; /* decrypt's input: made by OpenSSL (the baseline code), not by PaySeal */

static void must(payseal_status st, const char *what) {
    if (st != PAYSEAL_OK) fail("%s: %s: %s", what, payseal_status_name(st), payseal_last_error());
}

static int op_encrypt(void *p) {
    (void)p;
    char *out;
    if (payseal_jwe_encrypt(key, payload, payload_len, &out, NULL) != PAYSEAL_OK) return 1;
    payseal_free(out);
    return 0;
}

static int op_decrypt(void *p) {
    (void)p;
    uint8_t *out;
    size_t n;
    if (payseal_jwe_decrypt(private_key, jwe, strlen(jwe), &out, &n) != PAYSEAL_OK) return 1;
    payseal_free(out);
    return n == payload_len ? 0 : 1;
}

static int op_prepare(void *p) {
    state *s = p;
    char *fields, *meta;
    if (payseal_prepare(key, s->request, s->metadata, &fields, &meta) != PAYSEAL_OK) return 1;
    payseal_free(fields);
    payseal_free(meta);
    return 0;
}

static int op_parse_key(void *p) {
    (void)p;
    payseal_public_key *k;
    if (payseal_public_key_from_client_api(client_api_json, client_api_len, &k) != PAYSEAL_OK) return 1;
    payseal_public_key_free(k);
    return 0;
}

static int op_metadata(void *p) {
    state *s = p;
    char *out;
    if (payseal_metadata_encode(s->metadata, &out, NULL) != PAYSEAL_OK) return 1;
    payseal_free(out);
    return 0;
}

static long rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6)) kib = atol(line + 6);
    if (f) fclose(f);
    return kib;
}

int main(int argc, char **argv) {
    bench_args a = parse_args(argc, argv);
    if (payseal_abi_version() != PAYSEAL_ABI_VERSION) fail("ABI version %d", payseal_abi_version());
    payload = (uint8_t *)read_file(a.payload, &payload_len);
    client_api_json = read_key_file(&a, "client-api.json", &client_api_len);
    size_t pem_len;
    char *pem = read_key_file(&a, "private.pem", &pem_len), kid[256];
    must(payseal_public_key_from_client_api(client_api_json, client_api_len, &key), "public key");
    must(payseal_private_key_parse((uint8_t *)pem, pem_len, &private_key), "private key");

    /* OpenSSL directly, to check PaySeal's outputs and to make decrypt's input */
    EVP_PKEY *pub = parse_client_api_key(client_api_json, kid, sizeof kid);
    EVP_PKEY *priv = parse_private_pem(pem, pem_len);
    if (!pub || !priv) fail("OpenSSL cannot load the keys");
    jwe_shared shared;
    jwe_shared_init(&shared, pub, priv, kid);
    jwe_thread ossl;
    jwe_thread_init(&ossl, &shared);
    jwe = malloc(jwe_max_len(&ossl, payload_len));
    if (jwe_encrypt(&ossl, payload, payload_len, jwe) <= 0) fail("OpenSSL encrypt");

    if (a.rss > 0) {
        for (int i = 0; i < 10000; i++)
            if (op_encrypt(NULL)) fail("encrypt");
        long before = rss_kib();
        for (long i = 0; i < a.rss; i++)
            if (op_encrypt(NULL)) fail("encrypt");
        long after = rss_kib();
        printf("{\"impl\":\"c-abi\",\"op\":\"rss\",\"bits\":%d,\"encryptions\":%ld,\"rss_after_warmup_kib\":%ld,"
               "\"rss_end_kib\":%ld,\"growth_kib\":%ld}\n", a.bits, a.rss, before, after, after - before);
        return 0;
    }

    state *states[64];
    for (int i = 0; i < a.threads; i++) {
        state *s = states[i] = calloc(1, sizeof(state));
        must(payseal_payment_request_new(PREP_SESSION, PREP_PRODUCT, &s->request), "payment request");
        for (int v = 0; v < PREP_NVALUES; v++)
            must(payseal_payment_request_set_value(s->request, PREP_VALUES[v][0], PREP_VALUES[v][1]), "set value");
        must(payseal_metadata_new(&s->metadata), "metadata");
        must(payseal_metadata_set(s->metadata, "appIdentifier", META_APP), "metadata set");
        must(payseal_metadata_set(s->metadata, "screenSize", META_SCREEN), "metadata set");
    }

    op_fn op;
    state *s = states[0];
    if (!strcmp(a.op, "encrypt")) {
        op = op_encrypt;
        char *out;
        must(payseal_jwe_encrypt(key, payload, payload_len, &out, NULL), "encrypt");
        check_jwe(&ossl, "PaySeal's JWE", out, payload, payload_len);
        payseal_free(out);
    } else if (!strcmp(a.op, "decrypt")) {
        op = op_decrypt;
        uint8_t *out;
        size_t n;
        must(payseal_jwe_decrypt(private_key, jwe, strlen(jwe), &out, &n), "decrypt");
        if (n != payload_len || memcmp(out, payload, n)) fail("decrypt gives another plaintext");
        payseal_free(out);
    } else if (!strcmp(a.op, "prepare")) {
        op = op_prepare;
        char *fields, *meta;
        must(payseal_prepare(key, s->request, s->metadata, &fields, &meta), "prepare");
        check_prepared(&ossl, fields, meta);
        payseal_free(fields);
        payseal_free(meta);
    } else if (!strcmp(a.op, "parse-key")) {
        op = op_parse_key;
        payseal_public_key *k;
        must(payseal_public_key_from_client_api(client_api_json, client_api_len, &k), "parse-key");
        const char *id = payseal_public_key_id(k);
        if (payseal_public_key_bits(k) != a.bits || !id || strcmp(id, kid)) fail("parse-key: bits or kid");
        payseal_public_key_free(k);
    } else if (!strcmp(a.op, "metadata")) {
        op = op_metadata;
        char *out;
        must(payseal_metadata_encode(s->metadata, &out, NULL), "metadata");
        check_metadata(out);
        payseal_free(out);
    } else {
        fail("unknown op %s", a.op);
    }
    double rate = a.turn_in >= 0 ? run_in_turns(op, states[0], a.seconds, a.turn_in, a.turn_out)
                                 : run_timed(op, (void **)states, a.threads, a.seconds);
    report("c-abi", &a, rate);
    return 0;
}
