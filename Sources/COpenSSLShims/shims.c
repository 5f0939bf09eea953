// Deprecated RSA calls are used on purpose below: see COpenSSLShims_rsa_spki_key.
#define OPENSSL_SUPPRESS_DEPRECATED
#include "COpenSSLShims.h"
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

void COpenSSLShims_OPENSSL_free(void *pointer) { OPENSSL_free(pointer); }

EVP_PKEY *COpenSSLShims_rsa_spki_key(
    const unsigned char *der, long length,
    unsigned char *modulus, size_t *modulus_len, unsigned char *exponent, size_t *exponent_len
) {
    // d2i_RSA_PUBKEY reads the SubjectPublicKeyInfo with OpenSSL's ASN.1 templates (its legacy
    // path); d2i_PUBKEY and OSSL_DECODER_from_data go through the decoder framework, which cost
    // 83,000 instructions for a 2048-bit key (a cached OSSL_DECODER_CTX; callgrind) against
    // 15,000 for this, and building a provider key from n and e (EVP_PKEY_fromdata) 26,000 more.
    // The key stays a legacy RSA key, as pyca/cryptography's are: OpenSSL exports it to its RSA
    // provider once, on the first encryption context made for it, and keeps that export.
    const unsigned char *cursor = der;
    RSA *rsa = d2i_RSA_PUBKEY(NULL, &cursor, length);
    if (rsa == NULL) {
        ERR_clear_error();
        return NULL;
    }
    EVP_PKEY *key = NULL;
    const BIGNUM *n = NULL, *e = NULL;
    RSA_get0_key(rsa, &n, &e, NULL);
    // Only an rsaEncryption key, all of `der`: d2i_RSA_PUBKEY also reads an RSA-PSS key, which
    // the caller's other decoder reports by its type. n and e are shorter than their DER.
    if (cursor - der == length && RSA_test_flags(rsa, RSA_FLAG_TYPE_MASK) == RSA_FLAG_TYPE_RSA && n != NULL && e != NULL
        && BN_num_bytes(n) <= length && BN_num_bytes(e) <= length && (key = EVP_PKEY_new()) != NULL) {
        if (EVP_PKEY_assign_RSA(key, rsa) == 1) {
            rsa = NULL;  // the key owns it now
            *modulus_len = (size_t)BN_bn2bin(n, modulus);
            *exponent_len = (size_t)BN_bn2bin(e, exponent);
        } else {
            EVP_PKEY_free(key);
            key = NULL;
        }
    }
    RSA_free(rsa);
    ERR_clear_error();
    return key;
}
