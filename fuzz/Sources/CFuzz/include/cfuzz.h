#ifndef CFUZZ_H
#define CFUZZ_H
#include <stddef.h>
#include <stdint.h>

/* Runs libFuzzer's driver (LLVMFuzzerRunDriver) with the process arguments; does not return
 * normally for a fuzzing run. SwiftPM on Linux renames an executable's entry point, so each
 * target has a Swift @main that calls this instead of relying on libFuzzer's own main(). */
int cfuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size));

/* Loads a PEM private key (the TEST key) for the helpers below. 1 on success. */
int cfuzz_load_key(const uint8_t *pem, size_t len);
/* Bytes of the loaded key's modulus. */
int cfuzz_key_bytes(void);
/* RSAES-OAEP (SHA-1, MGF1-SHA-1) of `in` to the loaded key's public half. `out` has room for
 * cfuzz_key_bytes(). Returns the length written, or -1. */
int cfuzz_oaep_encrypt(const uint8_t *in, size_t in_len, uint8_t *out);
/* AES-256-CBC. encrypt 1/0; pad 1 = PKCS#7, 0 = none. `out` has room for in_len + 32.
 * Returns the length written, or -1 (for example bad padding). */
int cfuzz_aes256cbc(int encrypt, int pad, const uint8_t key[32], const uint8_t iv[16],
                    const uint8_t *in, size_t in_len, uint8_t *out);
/* HMAC-SHA-512 of `data` into out[64]. 1 on success. */
int cfuzz_hmac_sha512(const uint8_t *key, size_t key_len, const uint8_t *data, size_t len, uint8_t out[64]);

/* 1 when OpenSSL reads `der` as a public key (d2i_PUBKEY) and its own encoder (i2d_PUBKEY) writes
 * exactly `der` back: an oracle for the SubjectPublicKeyInfo PaySeal builds itself. */
int cfuzz_spki_is_openssl_encoding(const uint8_t *der, size_t len);

#endif
