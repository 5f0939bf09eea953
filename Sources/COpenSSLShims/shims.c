#include "COpenSSLShims.h"
#include <openssl/crypto.h>

void COpenSSLShims_OPENSSL_free(void *pointer) { OPENSSL_free(pointer); }
