# Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
"""The C ABI of Include/payseal.h for ctypes: its #defines, the payseal_status values, the
opaque handles and PROTOTYPES (name -> (restype, argtypes)). _ffi loads the library and applies them.
"""

from __future__ import annotations

from ctypes import POINTER, c_char_p, c_int, c_size_t, c_void_p
from typing import Any, Dict, List, Tuple

__all__ = [
    "ABI_VERSION",
    "VERSION_MAJOR",
    "VERSION_MINOR",
    "VERSION_PATCH",
    "VERSION_STRING",
    "CEK_BYTES",
    "IV_BYTES",
    "OAEP_SEED_BYTES",
    "MIN_RSA_BITS",
    "MAX_RSA_BITS",
    "MAX_KEY_INPUT",
    "MAX_PLAINTEXT",
    "MAX_JWE",
    "MAX_METADATA_ENTRIES",
    "MAX_METADATA_VALUE",
    "MAX_PAYMENT_VALUES",
    "MAX_PAYMENT_VALUE",
    "MAX_JSON_DEPTH",
    "MAX_PATTERN_DEPTH",
    "MAX_PATTERN_NESTING",
    "MAX_MESSAGE_CATALOG",
    "WALLET_APPLE_PAY",
    "WALLET_GOOGLE_PAY",
    "CHECK_FINAL",
    "PAYSEAL_OK",
    "PAYSEAL_E_ARGUMENT",
    "PAYSEAL_E_KEY_FORMAT",
    "PAYSEAL_E_KEY_UNSUPPORTED",
    "PAYSEAL_E_JSON",
    "PAYSEAL_E_JWE_FORMAT",
    "PAYSEAL_E_JWE_UNSUPPORTED",
    "PAYSEAL_E_DECRYPT",
    "PAYSEAL_E_CRYPTO",
    "PAYSEAL_E_NO_MEMORY",
    "PAYSEAL_E_LIMIT",
    "PAYSEAL_E_VALIDATION",
    "PAYSEAL_E_CLIENT_API",
    "PAYSEAL_E_NO_ANSWER",
    "PAYSEAL_E_CANCELLED",
    "STATUS_NAMES",
    "PublicKeyHandle",
    "PrivateKeyHandle",
    "MetadataHandle",
    "PaymentRequestHandle",
    "SessionHandle",
    "ProductHandle",
    "CardBrandsHandle",
    "PROTOTYPES",
]

# Versions, sizes and limits (#define PAYSEAL_*)
ABI_VERSION = 1  # raised only when a signature or a meaning changes
VERSION_MAJOR = 0  # the library's major version
VERSION_MINOR = 2  # the library's minor version
VERSION_PATCH = 0  # the library's patch version
VERSION_STRING = "0.2.0"  # "MAJOR.MINOR.PATCH", what payseal_version() returns
CEK_BYTES = 64  # content encryption key: MAC_KEY (32) || ENC_KEY (32)
IV_BYTES = 16  # AES-CBC initialization vector
OAEP_SEED_BYTES = 20  # RSA-OAEP seed: the SHA-1 output length
MIN_RSA_BITS = 2048  # smallest accepted RSA modulus
MAX_RSA_BITS = 8192  # largest accepted RSA modulus
MAX_KEY_INPUT = 64 * 1024  # bytes of key input (any format)
MAX_PLAINTEXT = 1024 * 1024  # bytes of JWE plaintext
MAX_JWE = 2 * 1024 * 1024  # bytes of JWE compact serialization
MAX_METADATA_ENTRIES = 64  # keys in one payseal_metadata
MAX_METADATA_VALUE = 4096  # bytes of one metadata key or value
MAX_PAYMENT_VALUES = 256  # distinct keys in one payment request
MAX_PAYMENT_VALUE = 4096  # bytes of one payment value, key or id
MAX_JSON_DEPTH = 64  # levels of nesting in any JSON input
MAX_PATTERN_DEPTH = 48  # groups and classes nested in a server pattern
MAX_PATTERN_NESTING = 64  # parentheses nested in a pattern as compiled
MAX_MESSAGE_CATALOG = 256 * 1024  # bytes of a host's message catalog JSON
WALLET_APPLE_PAY = 1  # the device can pay with Apple Pay (product 302)
WALLET_GOOGLE_PAY = 2  # the device can pay with Google Pay (product 320)
CHECK_FINAL = 1  # flag of the _ex checks: the customer has left the field or submits

# payseal_status
PAYSEAL_OK = 0
PAYSEAL_E_ARGUMENT = 1  # NULL where not allowed, bad length, invalid UTF-8
PAYSEAL_E_KEY_FORMAT = 2  # key bytes cannot be parsed
PAYSEAL_E_KEY_UNSUPPORTED = 3  # not RSA, modulus outside 2048..8192 bits, bad exponent
PAYSEAL_E_JSON = 4  # malformed JSON input
PAYSEAL_E_JWE_FORMAT = 5  # malformed compact serialization or header
PAYSEAL_E_JWE_UNSUPPORTED = 6  # alg/enc/zip/crit not supported
PAYSEAL_E_DECRYPT = 7  # any authentication or decryption failure, one uniform code
PAYSEAL_E_CRYPTO = 8  # unexpected OpenSSL or libsodium failure
PAYSEAL_E_NO_MEMORY = 9  # an allocation failed
PAYSEAL_E_LIMIT = 10  # input larger than a documented limit
PAYSEAL_E_VALIDATION = 11  # payseal_prepare: the request fails its product's validation
PAYSEAL_E_CLIENT_API = 12  # the Client API answered an HTTP error (Swift Session calls)
PAYSEAL_E_NO_ANSWER = 13  # no HTTP answer: timeout, connection (Swift Session calls)
PAYSEAL_E_CANCELLED = 14  # the calling task was cancelled (Swift Session calls)

#: payseal_status values and their names, as in Include/payseal.h.
STATUS_NAMES: Dict[int, str] = {
    0: "PAYSEAL_OK",
    1: "PAYSEAL_E_ARGUMENT",
    2: "PAYSEAL_E_KEY_FORMAT",
    3: "PAYSEAL_E_KEY_UNSUPPORTED",
    4: "PAYSEAL_E_JSON",
    5: "PAYSEAL_E_JWE_FORMAT",
    6: "PAYSEAL_E_JWE_UNSUPPORTED",
    7: "PAYSEAL_E_DECRYPT",
    8: "PAYSEAL_E_CRYPTO",
    9: "PAYSEAL_E_NO_MEMORY",
    10: "PAYSEAL_E_LIMIT",
    11: "PAYSEAL_E_VALIDATION",
    12: "PAYSEAL_E_CLIENT_API",
    13: "PAYSEAL_E_NO_ANSWER",
    14: "PAYSEAL_E_CANCELLED",
}


# Opaque handles: distinct c_void_p subclasses, so ctypes refuses to pass one kind of handle
# where another is expected (and does not convert them to plain ints).
class PublicKeyHandle(c_void_p):
    """payseal_public_key * (immutable, share across threads)"""


class PrivateKeyHandle(c_void_p):
    """payseal_private_key * (immutable, share across threads)"""


class MetadataHandle(c_void_p):
    """payseal_metadata * (builder: one thread at a time)"""


class PaymentRequestHandle(c_void_p):
    """payseal_payment_request * (builder: one thread at a time)"""


class SessionHandle(c_void_p):
    """payseal_session * (immutable, share across threads)"""


class ProductHandle(c_void_p):
    """payseal_product * (immutable, share across threads)"""


class CardBrandsHandle(c_void_p):
    """payseal_card_brands * (immutable, share across threads)"""


_status = c_int  # payseal_status (a C enum: int-sized)
_bytes_in = c_char_p  # const uint8_t * / const char * inputs: Python bytes, passed without copy
_out_buf = POINTER(c_void_p)  # char ** / uint8_t **: caller frees with payseal_free
_out_len = POINTER(c_size_t)

#: name -> (restype, argtypes) for every function in Include/payseal.h
PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {
    # Library
    "payseal_version": (c_char_p, []),
    "payseal_abi_version": (c_int, []),
    "payseal_status_name": (c_char_p, [_status]),
    "payseal_last_error": (c_char_p, []),
    "payseal_last_error_subject": (c_char_p, []),
    "payseal_last_error_detail": (c_char_p, []),
    "payseal_free": (None, [c_void_p]),
    # Public keys
    "payseal_public_key_from_client_api": (_status, [_bytes_in, c_size_t, POINTER(PublicKeyHandle)]),
    "payseal_public_key_parse": (_status, [_bytes_in, c_size_t, c_char_p, POINTER(PublicKeyHandle)]),
    "payseal_public_key_bits": (c_int, [PublicKeyHandle]),
    "payseal_public_key_id": (c_char_p, [PublicKeyHandle]),
    "payseal_public_key_free": (None, [PublicKeyHandle]),
    # Private keys
    "payseal_private_key_parse": (_status, [_bytes_in, c_size_t, POINTER(PrivateKeyHandle)]),
    "payseal_private_key_free": (None, [PrivateKeyHandle]),
    # JWE
    "payseal_jwe_encrypt": (_status, [PublicKeyHandle, _bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_jwe_encrypt_kat": (
        _status,
        [PublicKeyHandle, _bytes_in, c_size_t, _bytes_in, _bytes_in, _bytes_in, _out_buf, _out_len],
    ),
    "payseal_jwe_decrypt": (_status, [PrivateKeyHandle, _bytes_in, c_size_t, _out_buf, _out_len]),
    # Device metadata
    "payseal_metadata_new": (_status, [POINTER(MetadataHandle)]),
    "payseal_metadata_set": (_status, [MetadataHandle, c_char_p, c_char_p]),
    "payseal_metadata_encode": (_status, [MetadataHandle, _out_buf, _out_len]),
    "payseal_metadata_json": (_status, [MetadataHandle, _out_buf, _out_len]),
    "payseal_metadata_free": (None, [MetadataHandle]),
    # Payment requests
    "payseal_payment_request_new": (_status, [c_char_p, c_char_p, POINTER(PaymentRequestHandle)]),
    "payseal_payment_request_set_value": (_status, [PaymentRequestHandle, c_char_p, c_char_p]),
    "payseal_payment_request_set_account_on_file": (_status, [PaymentRequestHandle, c_char_p]),
    "payseal_payment_request_set_tokenize": (_status, [PaymentRequestHandle, c_int]),
    "payseal_payment_request_payload": (_status, [PaymentRequestHandle, c_char_p, _out_buf, _out_len]),
    "payseal_payment_request_set_product": (_status, [PaymentRequestHandle, ProductHandle]),
    "payseal_payment_request_masked_value": (_status, [PaymentRequestHandle, c_char_p, _out_buf, _out_len]),
    "payseal_payment_request_validate": (_status, [PaymentRequestHandle, c_int, c_int, _out_buf, _out_len]),
    "payseal_payment_request_keys": (_status, [PaymentRequestHandle, _out_buf, _out_len]),
    "payseal_payment_request_unmasked_value": (_status, [PaymentRequestHandle, c_char_p, _out_buf, _out_len]),
    "payseal_payment_request_free": (None, [PaymentRequestHandle]),
    # The main job
    "payseal_prepare": (_status, [PublicKeyHandle, PaymentRequestHandle, MetadataHandle, _out_buf, _out_buf]),
    # Masks
    "payseal_mask_format": (_status, [c_char_p, c_char_p, _out_buf, _out_len]),
    "payseal_mask_unformat": (_status, [c_char_p, c_char_p, _out_buf, _out_len]),
    "payseal_mask_edit": (
        _status,
        [c_char_p, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_mask_delete": (
        _status,
        [c_char_p, c_char_p, c_size_t, c_size_t, c_int, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    # Validation of one value against a product field's dataRestrictions
    "payseal_validate_value": (_status, [_bytes_in, c_size_t, c_char_p, c_int, c_int, _out_buf, _out_len]),
    # Messages in the customer's language
    "payseal_message": (_status, [c_char_p, c_char_p, c_char_p, _bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_messages_localize": (_status, [_bytes_in, c_size_t, c_char_p, _bytes_in, c_size_t, _out_buf, _out_len]),
    # Payment products
    "payseal_product_parse": (_status, [_bytes_in, c_size_t, POINTER(ProductHandle)]),
    "payseal_product_json": (_status, [ProductHandle, _out_buf, _out_len]),
    "payseal_product_free": (None, [ProductHandle]),
    "payseal_product_list_parse": (_status, [_bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_product_list_offered": (_status, [_bytes_in, c_size_t, c_int, _out_buf, _out_len]),
    "payseal_product_field_check": (_status, [ProductHandle, c_char_p, c_char_p, c_int, c_int, _out_buf, _out_len]),
    "payseal_product_field_check_ex": (
        _status,
        [ProductHandle, c_char_p, c_char_p, c_int, c_int, c_int, _out_buf, _out_len],
    ),
    "payseal_product_field_edit": (
        _status,
        [ProductHandle, c_char_p, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len],
    ),
    "payseal_product_account_display_value": (_status, [ProductHandle, c_char_p, c_char_p, _out_buf, _out_len]),
    # IIN check
    "payseal_iin_bin": (_status, [c_char_p, _out_buf, _out_len]),
    "payseal_iin_result": (_status, [c_int, _bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_iin_needs_new_details": (_status, [c_char_p, c_char_p, POINTER(c_size_t)]),
    # Client API requests, without I/O
    "payseal_session_new": (_status, [c_char_p, c_char_p, c_char_p, c_char_p, POINTER(SessionHandle)]),
    "payseal_session_request": (
        _status,
        [SessionHandle, c_char_p, c_char_p, c_char_p, MetadataHandle, _out_buf, _out_len],
    ),
    "payseal_session_free": (None, [SessionHandle]),
    "payseal_service_response": (_status, [c_char_p, c_int, _bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_client_api_error": (_status, [c_int, _bytes_in, c_size_t, _out_buf, _out_len]),
    # Card brands, offline
    "payseal_card_brands_default": (_status, [POINTER(CardBrandsHandle)]),
    "payseal_card_brands_parse": (_status, [_bytes_in, c_size_t, POINTER(CardBrandsHandle)]),
    "payseal_card_brands_free": (None, [CardBrandsHandle]),
    "payseal_card_brand": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_check": (
        _status,
        [CardBrandsHandle, c_char_p, c_char_p, c_char_p, c_char_p, c_int, c_int, _out_buf, _out_len],
    ),
    "payseal_card_check_ex": (
        _status,
        [CardBrandsHandle, c_char_p, c_char_p, c_char_p, c_char_p, c_int, c_int, c_int, _out_buf, _out_len],
    ),
    "payseal_card_format_pan": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_edit_pan": (
        _status,
        [CardBrandsHandle, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_card_delete_pan": (
        _status,
        [CardBrandsHandle, c_char_p, c_size_t, c_size_t, c_int, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_card_edit_expiry": (
        _status,
        [c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_card_delete_expiry": (
        _status,
        [c_char_p, c_size_t, c_size_t, c_int, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_card_edit_pan_json": (
        _status,
        [CardBrandsHandle, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len],
    ),
    "payseal_card_edit_expiry_json": (_status, [c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len]),
    "payseal_card_edit_cvc": (
        _status,
        [CardBrandsHandle, c_char_p, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len],
    ),
    "payseal_card_brand_info": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_cvc_mask": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_brands_json": (_status, [CardBrandsHandle, _out_buf, _out_len]),
    "payseal_card_brand_candidates": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
}
