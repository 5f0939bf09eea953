// Deprecated RSA calls are used on purpose below: see COpenSSLShims_rsa_spki_key.
#define OPENSSL_SUPPRESS_DEPRECATED
#include "COpenSSLShims.h"
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

void COpenSSLShims_OPENSSL_free(void *pointer) { OPENSSL_free(pointer); }

EVP_PKEY *COpenSSLShims_rsa_spki_key(
    EVP_PKEY_CTX *fromdata, const unsigned char *der, long length,
    unsigned char *modulus, size_t *modulus_len, unsigned char *exponent, size_t *exponent_len
) {
    // d2i_RSA_PUBKEY reads the SubjectPublicKeyInfo with OpenSSL's ASN.1 templates (its legacy
    // path); d2i_PUBKEY and OSSL_DECODER_from_data go through the decoder framework, which
    // costs several times as much for the same bytes.
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
        && BN_num_bytes(n) <= length && BN_num_bytes(e) <= length) {
        OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
        OSSL_PARAM *params = NULL;
        // The key is built by RSA's provider, as the decoder framework builds it, so that every
        // later call sees the same kind of EVP_PKEY.
        if (builder != NULL && OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_N, n) == 1
            && OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_RSA_E, e) == 1
            && (params = OSSL_PARAM_BLD_to_param(builder)) != NULL
            && EVP_PKEY_fromdata(fromdata, &key, EVP_PKEY_PUBLIC_KEY, params) != 1) {
            key = NULL;
        }
        if (key != NULL) {
            *modulus_len = (size_t)BN_bn2bin(n, modulus);
            *exponent_len = (size_t)BN_bn2bin(e, exponent);
        }
        OSSL_PARAM_free(params);
        OSSL_PARAM_BLD_free(builder);
    }
    RSA_free(rsa);
    ERR_clear_error();
    return key;
}
