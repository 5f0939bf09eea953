# Generated from Include/payseal.h and Include/payseal_results.json by tools/generate_bindings.py; do not edit.
"""The exception class of each ``payseal_status`` a C function returns, and the names a Python
caller knows the C parameters by (an error's subject begins with the C name; the message uses
the Python one). The base class and the errors no status stands for are in ``_error_base``.
"""

from __future__ import annotations

from typing import Dict, Type

from ._error_base import PaySealError, PaySealLibraryNotFound
from ._raw import (
    PAYSEAL_E_ARGUMENT,
    PAYSEAL_E_KEY_FORMAT,
    PAYSEAL_E_KEY_UNSUPPORTED,
    PAYSEAL_E_JSON,
    PAYSEAL_E_JWE_FORMAT,
    PAYSEAL_E_JWE_UNSUPPORTED,
    PAYSEAL_E_DECRYPT,
    PAYSEAL_E_CRYPTO,
    PAYSEAL_E_NO_MEMORY,
    PAYSEAL_E_LIMIT,
    PAYSEAL_E_VALIDATION,
    STATUS_NAMES,
)

__all__ = [
    "PaySealError",
    "ArgumentError",
    "KeyFormatError",
    "KeyUnsupportedError",
    "JSONError",
    "JWEFormatError",
    "JWEUnsupportedError",
    "DecryptError",
    "CryptoError",
    "NoMemoryError",
    "LimitError",
    "ValidationFailedError",
    "PaySealLibraryNotFound",
    "error_class_for_status",
    "STATUS_NAMES",
    "ARGUMENT_NAMES",
]


class ArgumentError(PaySealError, ValueError):
    """PAYSEAL_E_ARGUMENT: NULL where not allowed, bad length, invalid UTF-8."""

    STATUS = PAYSEAL_E_ARGUMENT


class KeyFormatError(PaySealError, ValueError):
    """PAYSEAL_E_KEY_FORMAT: key bytes cannot be parsed."""

    STATUS = PAYSEAL_E_KEY_FORMAT


class KeyUnsupportedError(PaySealError, ValueError):
    """PAYSEAL_E_KEY_UNSUPPORTED: not RSA, modulus outside 2048..8192 bits, bad exponent."""

    STATUS = PAYSEAL_E_KEY_UNSUPPORTED


class JSONError(PaySealError, ValueError):
    """PAYSEAL_E_JSON: malformed JSON input."""

    STATUS = PAYSEAL_E_JSON


class JWEFormatError(PaySealError, ValueError):
    """PAYSEAL_E_JWE_FORMAT: malformed compact serialization or header."""

    STATUS = PAYSEAL_E_JWE_FORMAT


class JWEUnsupportedError(PaySealError, ValueError):
    """PAYSEAL_E_JWE_UNSUPPORTED: alg/enc/zip/crit not supported."""

    STATUS = PAYSEAL_E_JWE_UNSUPPORTED


class DecryptError(PaySealError):
    """PAYSEAL_E_DECRYPT: any authentication or decryption failure, one uniform code."""

    STATUS = PAYSEAL_E_DECRYPT


class CryptoError(PaySealError):
    """PAYSEAL_E_CRYPTO: unexpected OpenSSL or libsodium failure."""

    STATUS = PAYSEAL_E_CRYPTO


class NoMemoryError(PaySealError, MemoryError):
    """PAYSEAL_E_NO_MEMORY: an allocation failed."""

    STATUS = PAYSEAL_E_NO_MEMORY


class LimitError(PaySealError, ValueError):
    """PAYSEAL_E_LIMIT: input larger than a documented limit."""

    STATUS = PAYSEAL_E_LIMIT


class ValidationFailedError(PaySealError, ValueError):
    """PAYSEAL_E_VALIDATION: payseal_prepare: the request fails its product's validation."""

    STATUS = PAYSEAL_E_VALIDATION


_BY_STATUS: Dict[int, Type[PaySealError]] = {
    PAYSEAL_E_ARGUMENT: ArgumentError,
    PAYSEAL_E_KEY_FORMAT: KeyFormatError,
    PAYSEAL_E_KEY_UNSUPPORTED: KeyUnsupportedError,
    PAYSEAL_E_JSON: JSONError,
    PAYSEAL_E_JWE_FORMAT: JWEFormatError,
    PAYSEAL_E_JWE_UNSUPPORTED: JWEUnsupportedError,
    PAYSEAL_E_DECRYPT: DecryptError,
    PAYSEAL_E_CRYPTO: CryptoError,
    PAYSEAL_E_NO_MEMORY: NoMemoryError,
    PAYSEAL_E_LIMIT: LimitError,
    PAYSEAL_E_VALIDATION: ValidationFailedError,
}


def error_class_for_status(status: int) -> Type[PaySealError]:
    """The exception class for a ``payseal_status`` (the base class for the others)."""
    return _BY_STATUS.get(status, PaySealError)


#: C parameter -> the name a Python caller knows it by; every other parameter keeps its C name.
ARGUMENT_NAMES: Dict[str, str] = {
    "data_restrictions_json": "data_restrictions",
    "context_json": "context",
    "params_json": "params",
    "accepted_json": "accepted",
    "catalog_json": "catalog",
}
