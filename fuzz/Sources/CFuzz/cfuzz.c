#include "cfuzz.h"

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <string.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *data, size_t size));

int cfuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test_one_input);
}

static EVP_PKEY *loaded_key;

int cfuzz_load_key(const uint8_t *pem, size_t len) {
    BIO *bio = BIO_new_mem_buf(pem, (int)len);
    if (bio == NULL) return 0;
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, NULL, NULL);
    BIO_free(bio);
    if (key == NULL) return 0;
    EVP_PKEY_free(loaded_key);
    loaded_key = key;
    return 1;
}

int cfuzz_key_bytes(void) { return loaded_key ? EVP_PKEY_get_size(loaded_key) : 0; }

int cfuzz_oaep_encrypt(const uint8_t *in, size_t in_len, uint8_t *out) {
    if (loaded_key == NULL) return -1;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(loaded_key, NULL);
    if (ctx == NULL) return -1;
    size_t out_len = (size_t)EVP_PKEY_get_size(loaded_key);
    int ok = EVP_PKEY_encrypt_init(ctx) == 1
        && EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_OAEP_PADDING) == 1
        && EVP_PKEY_CTX_set_rsa_oaep_md(ctx, EVP_sha1()) == 1
        && EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, EVP_sha1()) == 1
        && EVP_PKEY_encrypt(ctx, out, &out_len, in, in_len) == 1;
    EVP_PKEY_CTX_free(ctx);
    return ok ? (int)out_len : -1;
}

int cfuzz_aes256cbc(int encrypt, int pad, const uint8_t key[32], const uint8_t iv[16],
                    const uint8_t *in, size_t in_len, uint8_t *out) {
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    if (ctx == NULL) return -1;
    int n1 = 0, n2 = 0;
    int ok = EVP_CipherInit_ex(ctx, EVP_aes_256_cbc(), NULL, key, iv, encrypt) == 1
        && EVP_CIPHER_CTX_set_padding(ctx, pad) == 1
        && EVP_CipherUpdate(ctx, out, &n1, in, (int)in_len) == 1
        && EVP_CipherFinal_ex(ctx, out + n1, &n2) == 1;
    EVP_CIPHER_CTX_free(ctx);
    return ok ? n1 + n2 : -1;
}

int cfuzz_hmac_sha512(const uint8_t *key, size_t key_len, const uint8_t *data, size_t len, uint8_t out[64]) {
    unsigned int out_len = 0;
    return HMAC(EVP_sha512(), key, (int)key_len, data, len, out, &out_len) != NULL && out_len == 64;
}

int cfuzz_spki_is_openssl_encoding(const uint8_t *der, size_t len) {
    const unsigned char *p = der;
    EVP_PKEY *key = d2i_PUBKEY(NULL, &p, (long)len);
    if (key == NULL) return 0;
    unsigned char *encoded = NULL;
    int n = i2d_PUBKEY(key, &encoded);
    int same = n > 0 && (size_t)n == len && memcmp(encoded, der, len) == 0;
    OPENSSL_free(encoded);
    EVP_PKEY_free(key);
    return same;
}
