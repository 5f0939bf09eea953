// Deprecated RSA calls are used on purpose below: see COpenSSLShims_rsa_spki_key.
#define OPENSSL_SUPPRESS_DEPRECATED
#include "COpenSSLShims.h"
#include <openssl/asn1t.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/objects.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <string.h>

void COpenSSLShims_OPENSSL_free(void *pointer) { OPENSSL_free(pointer); }

// SubjectPublicKeyInfo (RFC 5280) and RSAPublicKey (RFC 8017) as OpenSSL ASN.1 templates whose
// integers stay ASN1_INTEGERs: their contents are n and e big-endian, which the caller's policy
// and canonical checks need. OpenSSL's own RSAPublicKey template reads them into BIGNUMs, and
// writing a 2048-bit n back out (BN_bn2bin) cost 5,800 instructions (callgrind).
typedef struct {
    X509_ALGOR *algorithm;
    ASN1_BIT_STRING *public_key;
} PaySealSPKI;

ASN1_SEQUENCE(PaySealSPKI) = {
    ASN1_SIMPLE(PaySealSPKI, algorithm, X509_ALGOR),
    ASN1_SIMPLE(PaySealSPKI, public_key, ASN1_BIT_STRING),
} static_ASN1_SEQUENCE_END(PaySealSPKI)

typedef struct {
    ASN1_INTEGER *modulus;
    ASN1_INTEGER *exponent;
} PaySealRSAPublicKey;

ASN1_SEQUENCE(PaySealRSAPublicKey) = {
    ASN1_SIMPLE(PaySealRSAPublicKey, modulus, ASN1_INTEGER),
    ASN1_SIMPLE(PaySealRSAPublicKey, exponent, ASN1_INTEGER),
} static_ASN1_SEQUENCE_END(PaySealRSAPublicKey)

// The non-negative `integer`, without leading zeros, into `out` (room for `room` bytes). A
// negative one goes to the caller's other decoder, which reads its content as an unsigned number
// (as OpenSSL's RSAPublicKey template does), so that such a key is refused as before: as not in
// canonical DER, and not for the size of the number's magnitude.
static int copy_unsigned(const ASN1_INTEGER *integer, unsigned char *out, size_t room, size_t *count) {
    const unsigned char *bytes = ASN1_STRING_get0_data(integer);
    int length = ASN1_STRING_length(integer);
    if (ASN1_STRING_type(integer) != V_ASN1_INTEGER || bytes == NULL || length < 0) return 0;
    size_t start = 0, end = (size_t)length;
    while (start < end && bytes[start] == 0) start++;
    if (end - start > room) return 0;
    memcpy(out, bytes + start, end - start);
    *count = end - start;
    return 1;
}

// A legacy RSA key of n and e, as OpenSSL's RSAPublicKey template would have made it.
static EVP_PKEY *rsa_key(const PaySealRSAPublicKey *numbers) {
    BIGNUM *n = ASN1_INTEGER_to_BN(numbers->modulus, NULL);
    BIGNUM *e = ASN1_INTEGER_to_BN(numbers->exponent, NULL);
    RSA *rsa = n == NULL || e == NULL ? NULL : RSA_new();
    if (rsa == NULL || RSA_set0_key(rsa, n, e, NULL) != 1) {
        BN_free(n);
        BN_free(e);
        RSA_free(rsa);
        return NULL;
    }
    EVP_PKEY *key = EVP_PKEY_new();
    if (key == NULL || EVP_PKEY_assign_RSA(key, rsa) != 1) {
        EVP_PKEY_free(key);
        RSA_free(rsa);  // frees n and e too
        return NULL;
    }
    return key;
}

EVP_PKEY *COpenSSLShims_rsa_spki_key(
    const unsigned char *der, long length,
    unsigned char *modulus, size_t *modulus_len, unsigned char *exponent, size_t *exponent_len
) {
    // OpenSSL's ASN.1 templates read the structure, as d2i_RSA_PUBKEY does, but not through the
    // decoder framework (d2i_PUBKEY, OSSL_DECODER_from_data), which cost 83,000 instructions for
    // a 2048-bit key (a cached OSSL_DECODER_CTX; callgrind), nor through BIGNUMs and back. The key
    // stays a legacy RSA key, as pyca/cryptography's are: OpenSSL exports it to its RSA provider
    // once, on the first encryption context made for it, and keeps that export. As lenient as
    // OpenSSL's own reading (trailing bytes in the bit string, any algorithm parameters): the
    // caller's canonical check compares the whole DER with what a DER encoder writes for n and e.
    const unsigned char *cursor = der;
    PaySealSPKI *spki = (PaySealSPKI *)ASN1_item_d2i(NULL, &cursor, length, ASN1_ITEM_rptr(PaySealSPKI));
    PaySealRSAPublicKey *numbers = NULL;
    EVP_PKEY *key = NULL;
    // Only an rsaEncryption key, all of `der`: anything else (an RSA-PSS or EC key) goes to the
    // caller's other decoder, which reports it by its type.
    if (spki != NULL && cursor - der == length && OBJ_obj2nid(spki->algorithm->algorithm) == NID_rsaEncryption) {
        const unsigned char *inner = ASN1_STRING_get0_data(spki->public_key);
        numbers = (PaySealRSAPublicKey *)ASN1_item_d2i(NULL, &inner, ASN1_STRING_length(spki->public_key),
                                                      ASN1_ITEM_rptr(PaySealRSAPublicKey));
        if (numbers != NULL && copy_unsigned(numbers->modulus, modulus, (size_t)length, modulus_len)
            && copy_unsigned(numbers->exponent, exponent, (size_t)length, exponent_len)) {
            key = rsa_key(numbers);
        }
    }
    ASN1_item_free((ASN1_VALUE *)numbers, ASN1_ITEM_rptr(PaySealRSAPublicKey));
    ASN1_item_free((ASN1_VALUE *)spki, ASN1_ITEM_rptr(PaySealSPKI));
    ERR_clear_error();
    return key;
}
