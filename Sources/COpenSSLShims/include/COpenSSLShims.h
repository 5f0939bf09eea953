#ifndef COPENSSLSHIMS_H
#define COPENSSLSHIMS_H
// Wrappers for what Swift cannot call directly: OpenSSL macros.
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

#ifdef __cplusplus
}
#endif
#endif
