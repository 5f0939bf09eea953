/* JSON parse time per byte as a JWE header grows, given to payseal_jwe_decrypt, which parses
 * the header and refuses the token (four empty parts) before any key operation. Two shapes:
 *   members  {"alg":"RSA-OAEP","enc":"A256CBC-HS512","###":0,...} with N distinct names;
 *            checking each name against every earlier one (quadratic) made ns/byte grow a
 *            hundredfold from 1,000 to 100,000 names;
 *   escapes  {"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"a\na\n..."} with N escapes; decoding
 *            each escape by appending to a String copied the string so far (quadratic).
 * Linear parsing keeps ns/byte flat in N. Prints one JSON line per shape and size:
 *   {"shape":"members","count":N,"bytes":B,"runs":R,"ns_per_byte":X}
 *   json_scaling PRIVATE_KEY_PEM SECONDS_PER_SIZE [COUNT...]   (default 1000 10000 100000) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "payseal.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* base64url without padding; the benchmark's own, so that it measures only PaySeal. */
static size_t b64url(const unsigned char *in, size_t n, char *out) {
    static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    size_t o = 0, i = 0;
    for (; i + 2 < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8 | in[i + 2];
        out[o++] = abc[v >> 18]; out[o++] = abc[v >> 12 & 63]; out[o++] = abc[v >> 6 & 63]; out[o++] = abc[v & 63];
    }
    if (n - i == 1) {
        unsigned v = (unsigned)in[i] << 16;
        out[o++] = abc[v >> 18]; out[o++] = abc[v >> 12 & 63];
    } else if (n - i == 2) {
        unsigned v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8;
        out[o++] = abc[v >> 18]; out[o++] = abc[v >> 12 & 63]; out[o++] = abc[v >> 6 & 63];
    }
    return o;
}

/* The compact JWE whose header has `count` members or escapes; *len gets its length. */
static char *token(int escapes, long count, size_t *len) {
    char alphabet[96];
    int base = 0;
    for (int c = 0x23; c <= 0x7E; c++)
        if (c != '\\') alphabet[base++] = (char)c;
    size_t cap = 64 + (size_t)count * 8;
    unsigned char *json = malloc(cap);
    char *jwe = malloc(cap * 4 / 3 + 16);
    if (!json || !jwe) { fputs("out of memory\n", stderr); exit(1); }
    size_t n = (size_t)sprintf((char *)json, "{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\"");
    if (escapes) {
        memcpy(json + n, ",\"kid\":\"", 8); n += 8;
        for (long k = 0; k < count; k++) { memcpy(json + n, "a\\n", 3); n += 3; }
        json[n++] = '"';
    } else {
        for (long k = 0; k < count; k++) {
            json[n++] = ','; json[n++] = '"';
            json[n++] = (unsigned char)alphabet[k / (base * base) % base];
            json[n++] = (unsigned char)alphabet[k / base % base];
            json[n++] = (unsigned char)alphabet[k % base];
            memcpy(json + n, "\":0", 3); n += 3;
        }
    }
    json[n++] = '}';
    size_t o = b64url(json, n, jwe);
    memcpy(jwe + o, "....", 4);
    *len = o + 4;
    free(json);
    return jwe;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    char *data = malloc((size_t)size + 1);
    if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) { fputs("read failed\n", stderr); exit(1); }
    fclose(f);
    *len = (size_t)size;
    return data;
}

int main(int argc, char **argv) {
    if (argc < 3) { fputs("usage: json_scaling PRIVATE_KEY_PEM SECONDS_PER_SIZE [MEMBERS...]\n", stderr); return 2; }
    double seconds = atof(argv[2]);
    size_t pem_len;
    char *pem = read_file(argv[1], &pem_len);
    payseal_private_key *key = NULL;
    if (payseal_private_key_parse((const uint8_t *)pem, pem_len, &key) != PAYSEAL_OK) {
        fprintf(stderr, "key: %s\n", payseal_last_error());
        return 1;
    }
    long sizes[16] = {1000, 10000, 100000};
    int count = 3;
    if (argc > 3) {
        count = argc - 3 < 16 ? argc - 3 : 16;
        for (int s = 0; s < count; s++) sizes[s] = atol(argv[3 + s]);
    }
    for (int escapes = 0; escapes <= 1; escapes++) {
        for (int s = 0; s < count; s++) {
            if (sizes[s] < 0 || sizes[s] > 250000) { fputs("count: 0 to 250000\n", stderr); return 2; }
            size_t len;
            char *jwe = token(escapes, sizes[s], &len);
            long runs = 0;
            double start = now(), elapsed;
            do {
                uint8_t *plaintext = NULL;
                size_t plaintext_len = 0;
                payseal_status status = payseal_jwe_decrypt(key, jwe, len, &plaintext, &plaintext_len);
                if (status == PAYSEAL_OK) { fputs("the token was accepted\n", stderr); return 1; }
                runs++;
                elapsed = now() - start;
            } while (elapsed < seconds || runs < 3);
            printf("{\"shape\":\"%s\",\"count\":%ld,\"bytes\":%zu,\"runs\":%ld,\"ns_per_byte\":%.3f}\n",
                   escapes ? "escapes" : "members", sizes[s], len, runs, elapsed * 1e9 / (double)runs / (double)len);
            free(jwe);
        }
    }
    payseal_private_key_free(key);
    free(pem);
    return 0;
}
