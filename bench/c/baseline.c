/* The baseline: every op done directly on OpenSSL 3, with everything that can be set up once
 * set up once (see ossl_jwe.h). Threads share the EVP_PKEYs; each has its own contexts.
 *   baseline --op OP --bits B --threads T --seconds S --keys DIR --payload FILE */
#include <openssl/decoder.h>
#include <sys/utsname.h>

#include "ossl_jwe.h"

typedef struct {
    jwe_thread t;
    char *out;          /* the JWE (encrypt, prepare) */
    uint8_t *pt;        /* the plaintext (decrypt) */
    char payload[2048]; /* prepare's payload JSON */
    char meta[2048];    /* the encoded metadata */
    OSSL_DECODER_CTX *decoder; /* parse-key: DER SubjectPublicKeyInfo -> RSA EVP_PKEY, made once */
    EVP_PKEY *decoded;
} state;

static const uint8_t *payload;
static size_t payload_len;
static const char *client_api_json;
static char *jwe;   /* decrypt's input, made once */
static size_t jwe_len;
static struct utsname uts;

/* The metadata JSON from its fields (as PaySeal builds it on every call), as base64. */
static int metadata_encode(state *s) {
    char json[1024], platform[300], *o = json;
    snprintf(platform, sizeof platform, "%s/%s", uts.sysname, uts.release);
    const char *fields[][2] = {
        {"platformIdentifier", platform}, {"appIdentifier", META_APP}, {"sdkIdentifier", "Baseline/1.0"},
        {"sdkCreator", "Baseline"}, {"screenSize", META_SCREEN}, {"deviceType", uts.machine},
    };
    *o++ = '{';
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        if (i) *o++ = ',';
        o = json_append_string(o, fields[i][0]);
        *o++ = ':';
        o = json_append_string(o, fields[i][1]);
    }
    *o++ = '}';
    b64_encode((uint8_t *)json, (size_t)(o - json), s->meta, 0);
    return 0;
}

static int op_encrypt(void *p) {
    state *s = p;
    return jwe_encrypt(&s->t, payload, payload_len, s->out) > 0 ? 0 : 1;
}

static int op_decrypt(void *p) {
    state *s = p;
    return jwe_decrypt(&s->t, jwe, jwe_len, s->pt) == (long)payload_len ? 0 : 1;
}

static int op_prepare(void *p) {
    state *s = p;
    uint8_t r[16];
    if (RAND_bytes(r, 16) != 1) return 1;
    r[6] = (r[6] & 0x0F) | 0x40;
    r[8] = (r[8] & 0x3F) | 0x80;
    char nonce[37], *o = s->payload;
    for (int i = 0, k = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10) nonce[k++] = '-';
        nonce[k++] = "0123456789abcdef"[r[i] >> 4];
        nonce[k++] = "0123456789abcdef"[r[i] & 15];
    }
    nonce[36] = 0;
    o += sprintf(o, "{\"clientSessionId\":");
    o = json_append_string(o, PREP_SESSION);
    o += sprintf(o, ",\"nonce\":\"%s\",\"paymentProductId\":%s,\"paymentValues\":[", nonce, PREP_PRODUCT);
    for (int i = 0; i < PREP_NVALUES; i++) {
        o += sprintf(o, "%s{\"key\":", i ? "," : "");
        o = json_append_string(o, PREP_VALUES[i][0]);
        o += sprintf(o, ",\"value\":");
        o = json_append_string(o, PREP_VALUES[i][1]);
        *o++ = '}';
    }
    o += sprintf(o, "]}");
    long n = jwe_encrypt(&s->t, (uint8_t *)s->payload, (size_t)(o - s->payload), s->out);
    OPENSSL_cleanse(s->payload, (size_t)(o - s->payload));
    return n > 0 ? metadata_encode(s) : 1;
}

/* The JSON, base64 and DER of the Client API response, the DER through a decoder context set
 * up once per thread (d2i_PUBKEY sets one up on every call, at 10x the cost). */
static EVP_PKEY *parse_key(state *s, char *kid) {
    uint8_t der[4096];
    long der_len = client_api_der(client_api_json, kid, 256, der);
    const unsigned char *p = der;
    size_t left = (size_t)der_len;
    s->decoded = NULL;
    if (der_len <= 0 || !OSSL_DECODER_from_data(s->decoder, &p, &left) || left) {
        EVP_PKEY_free(s->decoded);
        return NULL;
    }
    return rsa_policy(s->decoded);
}

static int op_parse_key(void *p) {
    char kid[256];
    EVP_PKEY *key = parse_key(p, kid);
    EVP_PKEY_free(key);
    return key ? 0 : 1;
}

static int op_metadata(void *p) { return metadata_encode(p); }

int main(int argc, char **argv) {
    bench_args a = parse_args(argc, argv);
    uname(&uts);
    payload = (uint8_t *)read_file(a.payload, &payload_len);
    client_api_json = read_key_file(&a, "client-api.json", NULL);
    size_t pem_len;
    char *pem = read_key_file(&a, "private.pem", &pem_len), kid[256];
    EVP_PKEY *pub = parse_client_api_key(client_api_json, kid, sizeof kid);
    EVP_PKEY *priv = parse_private_pem(pem, pem_len);
    if (!pub || !priv) fail("cannot load the keys");
    jwe_shared shared;
    jwe_shared_init(&shared, pub, priv, kid);

    state *states[64];
    for (int i = 0; i < a.threads; i++) {
        states[i] = calloc(1, sizeof(state));
        jwe_thread_init(&states[i]->t, &shared);
        states[i]->out = malloc(jwe_max_len(&states[i]->t, 2048));
        states[i]->pt = malloc(payload_len + 64);
        states[i]->decoder = OSSL_DECODER_CTX_new_for_pkey(&states[i]->decoded, "DER", "SubjectPublicKeyInfo", "RSA",
                                                           EVP_PKEY_PUBLIC_KEY, NULL, NULL);
        if (!states[i]->decoder) fail("OSSL_DECODER_CTX_new_for_pkey");
    }
    state *s = states[0];
    jwe_len = (size_t)jwe_encrypt(&s->t, payload, payload_len, s->out);
    jwe = strdup(s->out);

    op_fn op;
    if (!strcmp(a.op, "encrypt")) {
        op = op_encrypt;
        if (op_encrypt(s)) fail("encrypt");
        check_jwe(&s->t, "the JWE", s->out, payload, payload_len);
    } else if (!strcmp(a.op, "decrypt")) {
        op = op_decrypt;
        if (op_decrypt(s) || memcmp(s->pt, payload, payload_len)) fail("decrypt");
    } else if (!strcmp(a.op, "prepare")) {
        op = op_prepare;
        if (op_prepare(s)) fail("prepare");
        check_prepared(&s->t, s->out, s->meta);
    } else if (!strcmp(a.op, "parse-key")) {
        op = op_parse_key;
        char kid2[256];
        EVP_PKEY *key = parse_key(s, kid2);
        if (!key || EVP_PKEY_get_bits(key) != a.bits || strcmp(kid, kid2) || EVP_PKEY_eq(key, pub) != 1) fail("parse-key");
        EVP_PKEY_free(key);
    } else if (!strcmp(a.op, "metadata")) {
        op = op_metadata;
        op_metadata(s);
        check_metadata(s->meta);
    } else {
        fail("unknown op %s", a.op);
    }
    double rate = a.turn_in >= 0 ? run_in_turns(op, states[0], a.seconds, a.turn_in, a.turn_out)
                                 : run_timed(op, (void **)states, a.threads, a.seconds);
    report("baseline", &a, rate);
    return 0;
}
