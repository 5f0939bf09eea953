#ifndef COPENSSLSHIMS_H
#define COPENSSLSHIMS_H
// Wrappers for what Swift cannot call directly: OpenSSL macros, and the RSA calls OpenSSL 3
// deprecates.
#include <stddef.h>
#include <openssl/evp.h>
#ifdef __cplusplus
extern "C" {
#endif

// OPENSSL_free is a macro (it passes __FILE__/__LINE__ to CRYPTO_free).
void COpenSSLShims_OPENSSL_free(void *pointer);

// EVP_PKEY_PUBLIC_KEY and EVP_PKEY_KEYPAIR are macros built from other macros with `|`,
// which Swift does not import.
static const int COpenSSLShims_EVP_PKEY_PUBLIC_KEY = EVP_PKEY_PUBLIC_KEY;
static const int COpenSSLShims_EVP_PKEY_KEYPAIR = EVP_PKEY_KEYPAIR;

// The RSA key of a DER SubjectPublicKeyInfo of an rsaEncryption key, exactly `length` bytes, and
// its n and e big-endian without leading zeros into `modulus` and `exponent` (each with room for
// `length` bytes) and their lengths; NULL for any other input, OpenSSL's error queue cleared
// either way. Read with OpenSSL's ASN.1 templates, not its decoder framework; the key is a legacy
// RSA key (RSA_set0_key and EVP_PKEY_assign_RSA, which OpenSSL 3 deprecates).
EVP_PKEY *COpenSSLShims_rsa_spki_key(
    const unsigned char *der, long length,
    unsigned char *modulus, size_t *modulus_len, unsigned char *exponent, size_t *exponent_len);

#ifdef __cplusplus
}
#endif
#endif
