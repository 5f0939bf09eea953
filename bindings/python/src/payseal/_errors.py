"""Exceptions raised by the payseal package.

Every failing C call is turned into one subclass of :class:`PaySealError`, chosen by the
``payseal_status`` it returned.  The message is the calling thread's
``payseal_last_error()``, read right after the failing call on the same thread.  PaySeal
promises that messages never contain key material, plaintext or card data.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Type

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
    "ClosedHandleError",
    "PaySealLibraryNotFound",
    "error_class_for_status",
    "STATUS_NAMES",
    "ValidationFailedError",
]

# STATUS_NAMES (payseal_status value -> name) and the status values are generated from
# Include/payseal.h (tools/generate_bindings.py); the classes and their prose below are not.
from ._raw import (  # noqa: E402
    PAYSEAL_E_ARGUMENT,
    PAYSEAL_E_CRYPTO,
    PAYSEAL_E_DECRYPT,
    PAYSEAL_E_JSON,
    PAYSEAL_E_JWE_FORMAT,
    PAYSEAL_E_JWE_UNSUPPORTED,
    PAYSEAL_E_KEY_FORMAT,
    PAYSEAL_E_KEY_UNSUPPORTED,
    PAYSEAL_E_LIMIT,
    PAYSEAL_E_NO_MEMORY,
    PAYSEAL_E_VALIDATION,
    STATUS_NAMES,
)


class PaySealError(Exception):
    """A PaySeal call failed.

    :ivar status_name: the status name, e.g. ``"PAYSEAL_E_DECRYPT"``.
    :ivar message: the library's message for the failure (``payseal_last_error``).
    :ivar status: the numeric ``payseal_status``.
    :ivar subject: what the failure is about, as a stable key (``payseal_last_error_subject``:
        the C parameter's name, then ``.member`` or ``[index]``), or ``None``.
    """

    #: the status this class stands for (``None`` for the base class)
    STATUS: Optional[int] = None

    def __init__(self, status_name: str, message: str, status: int) -> None:
        super().__init__(status_name, message, status)
        self.status_name = status_name
        self.message = message
        self.status = status
        self.subject: Optional[str] = None

    def __str__(self) -> str:
        if self.message:
            return f"{self.status_name}: {self.message}"
        return self.status_name

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.status_name!r}, {self.message!r}, {self.status!r})"

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:  # keep pickling working
        return (type(self), (self.status_name, self.message, self.status))


class ArgumentError(PaySealError, ValueError):
    """PAYSEAL_E_ARGUMENT: NULL where not allowed, bad length, invalid UTF-8, bad value."""

    STATUS = PAYSEAL_E_ARGUMENT


class KeyFormatError(PaySealError, ValueError):
    """PAYSEAL_E_KEY_FORMAT: the key bytes cannot be parsed."""

    STATUS = PAYSEAL_E_KEY_FORMAT


class KeyUnsupportedError(PaySealError, ValueError):
    """PAYSEAL_E_KEY_UNSUPPORTED: not RSA, modulus outside 2048..8192 bits, or bad exponent."""

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
    """PAYSEAL_E_DECRYPT: any authentication or decryption failure (one uniform error)."""

    STATUS = PAYSEAL_E_DECRYPT


class CryptoError(PaySealError):
    """PAYSEAL_E_CRYPTO: an unexpected OpenSSL or libsodium failure."""

    STATUS = PAYSEAL_E_CRYPTO


class NoMemoryError(PaySealError, MemoryError):
    """PAYSEAL_E_NO_MEMORY: the library could not allocate memory."""

    STATUS = PAYSEAL_E_NO_MEMORY


class LimitError(PaySealError, ValueError):
    """PAYSEAL_E_LIMIT: an input is larger than a documented limit."""

    STATUS = PAYSEAL_E_LIMIT


class ValidationFailedError(PaySealError, ValueError):
    """PAYSEAL_E_VALIDATION: a request's values fail its product's validation."""

    STATUS = PAYSEAL_E_VALIDATION


class ClosedHandleError(ArgumentError):
    """A key or builder was used after ``close()`` (or after its ``with`` block).

    Raised by the binding before any C call (the C handle is already freed), with
    ``status_name`` ``"PAYSEAL_E_ARGUMENT"`` - the status the C library gives for a NULL handle.
    """

    def __init__(self, what: str) -> None:
        super().__init__("PAYSEAL_E_ARGUMENT", f"{what} is closed", PAYSEAL_E_ARGUMENT)
        self.what = what

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (type(self), (self.what,))


_BY_STATUS: Dict[int, Type[PaySealError]] = {
    cls.STATUS: cls
    for cls in (
        ArgumentError,
        KeyFormatError,
        KeyUnsupportedError,
        JSONError,
        JWEFormatError,
        JWEUnsupportedError,
        DecryptError,
        CryptoError,
        NoMemoryError,
        LimitError,
        ValidationFailedError,
    )
}


def error_class_for_status(status: int) -> Type[PaySealError]:
    """The exception class for a ``payseal_status`` (the base class for unknown values)."""
    return _BY_STATUS.get(status, PaySealError)


class PaySealLibraryNotFound(ImportError):
    """libpayseal could not be loaded from any place the binding looks.

    :ivar attempts: ``(where, why)`` for every place tried, in order.
    """

    def __init__(self, attempts: Sequence[Tuple[str, str]]) -> None:
        self.attempts: List[Tuple[str, str]] = list(attempts)
        lines = ["could not load libpayseal (set PAYSEAL_LIBRARY to its absolute path); tried:"]
        lines += [f"  - {where}: {why}" for where, why in self.attempts]
        super().__init__("\n".join(lines))
