"""Loading libpayseal and declaring its C ABI (Include/payseal.h) for ctypes.

Lookup order (the first library that loads, exports every function and reports
``payseal_abi_version() == 1`` wins):

1. the path in the environment variable ``PAYSEAL_LIBRARY``;
2. ``libpayseal.so`` (``libpayseal.dylib`` on macOS, ``payseal.dll`` on Windows) in this
   package's directory;
3. the system loader: ``ctypes.util.find_library("payseal")``, then the bare file name
   (``LD_LIBRARY_PATH``, the ld.so cache, ...).

If none works, :class:`~payseal.PaySealLibraryNotFound` (an ``ImportError``) lists every
place tried and why it failed.  If ``PAYSEAL_LIBRARY`` is set but unusable and a later
place works, a ``RuntimeWarning`` says so.

Every function of the header gets explicit ``argtypes`` and ``restype``.  Buffers the
library allocates are received through ``c_void_p`` out-parameters (never ``c_char_p``),
so the binding can copy them with :func:`ctypes.string_at` and release them with
``payseal_free``.  Only strings in static or key-owned storage (``payseal_version``,
``payseal_status_name``, ``payseal_last_error``, ``payseal_public_key_id``) use a
``c_char_p`` result, as they must not be freed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
import warnings
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_void_p
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

from ._errors import PaySealLibraryNotFound

__all__ = [
    "ABI_VERSION",
    "LIBRARY_ENV",
    "LIBRARY_FILE_NAME",
    "PROTOTYPES",
    "PublicKeyHandle",
    "PrivateKeyHandle",
    "MetadataHandle",
    "PaymentRequestHandle",
    "SessionHandle",
    "ProductHandle",
    "CardBrandsHandle",
    "load_library",
    "lib",
    "library_path",
]

ABI_VERSION = 1
LIBRARY_ENV = "PAYSEAL_LIBRARY"

# Sizes and limits from the header.
CEK_BYTES = 64
IV_BYTES = 16
OAEP_SEED_BYTES = 20
MIN_RSA_BITS = 2048
MAX_RSA_BITS = 8192
MAX_KEY_INPUT = 64 * 1024
MAX_PLAINTEXT = 1024 * 1024
MAX_JWE = 2 * 1024 * 1024
MAX_METADATA_ENTRIES = 64
MAX_METADATA_VALUE = 4096
MAX_PAYMENT_VALUES = 256
MAX_PAYMENT_VALUE = 4096
MAX_JSON_DEPTH = 64
MAX_PATTERN_DEPTH = 48
MAX_PATTERN_NESTING = 64

if sys.platform == "darwin":
    LIBRARY_FILE_NAME = "libpayseal.dylib"
elif sys.platform in ("win32", "cygwin"):
    LIBRARY_FILE_NAME = "payseal.dll"
else:
    LIBRARY_FILE_NAME = "libpayseal.so"


# Opaque handles: distinct c_void_p subclasses, so ctypes refuses to pass one kind of handle
# where another is expected (and does not convert them to plain ints).
class PublicKeyHandle(c_void_p):
    """payseal_public_key *"""


class PrivateKeyHandle(c_void_p):
    """payseal_private_key *"""


class MetadataHandle(c_void_p):
    """payseal_metadata *"""


class PaymentRequestHandle(c_void_p):
    """payseal_payment_request *"""


class SessionHandle(c_void_p):
    """payseal_session *"""


class ProductHandle(c_void_p):
    """payseal_product *"""


class CardBrandsHandle(c_void_p):
    """payseal_card_brands *"""


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
    "payseal_payment_request_free": (None, [PaymentRequestHandle]),
    # The main job
    "payseal_prepare": (
        _status,
        [PublicKeyHandle, PaymentRequestHandle, MetadataHandle, _out_buf, _out_buf],
    ),
    # Masks and validation
    "payseal_mask_format": (_status, [c_char_p, c_char_p, _out_buf, _out_len]),
    "payseal_mask_unformat": (_status, [c_char_p, c_char_p, _out_buf, _out_len]),
    "payseal_mask_edit": (
        _status,
        [c_char_p, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    "payseal_validate_value": (_status, [c_char_p, c_size_t, c_char_p, c_int, c_int, _out_buf, _out_len]),
    # IIN check
    "payseal_iin_bin": (_status, [c_char_p, _out_buf, _out_len]),
    "payseal_iin_result": (_status, [c_int, _bytes_in, c_size_t, _out_buf, _out_len]),
    # Client API requests
    "payseal_session_new": (_status, [c_char_p, c_char_p, c_char_p, c_char_p, POINTER(SessionHandle)]),
    "payseal_session_request": (
        _status,
        [SessionHandle, c_char_p, c_char_p, c_char_p, MetadataHandle, _out_buf, _out_len],
    ),
    "payseal_session_free": (None, [SessionHandle]),
    # Payment products
    "payseal_product_parse": (_status, [_bytes_in, c_size_t, POINTER(ProductHandle)]),
    "payseal_product_json": (_status, [ProductHandle, _out_buf, _out_len]),
    "payseal_product_free": (None, [ProductHandle]),
    "payseal_payment_request_set_product": (_status, [PaymentRequestHandle, ProductHandle]),
    "payseal_payment_request_masked_value": (_status, [PaymentRequestHandle, c_char_p, _out_buf, _out_len]),
    "payseal_payment_request_validate": (_status, [PaymentRequestHandle, c_int, c_int, _out_buf, _out_len]),
    "payseal_payment_request_keys": (_status, [PaymentRequestHandle, _out_buf, _out_len]),
    "payseal_payment_request_unmasked_value": (_status, [PaymentRequestHandle, c_char_p, _out_buf, _out_len]),
    "payseal_product_list_parse": (_status, [_bytes_in, c_size_t, _out_buf, _out_len]),
    "payseal_product_field_check": (_status, [ProductHandle, c_char_p, c_char_p, c_int, c_int, _out_buf, _out_len]),
    "payseal_product_account_display_value": (_status, [ProductHandle, c_char_p, c_char_p, _out_buf, _out_len]),
    # Card brands, offline
    "payseal_card_brands_default": (_status, [POINTER(CardBrandsHandle)]),
    "payseal_card_brands_parse": (_status, [_bytes_in, c_size_t, POINTER(CardBrandsHandle)]),
    "payseal_card_brands_free": (None, [CardBrandsHandle]),
    "payseal_card_brand": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_check": (
        _status,
        [CardBrandsHandle, c_char_p, c_char_p, c_char_p, c_char_p, c_int, c_int, _out_buf, _out_len],
    ),
    "payseal_card_format_pan": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_edit_pan": (
        _status,
        [CardBrandsHandle, c_char_p, c_size_t, c_size_t, c_char_p, _out_buf, _out_len, POINTER(c_size_t)],
    ),
    # Card field keys and brand details
    "payseal_mask_delete": (
        _status,
        [c_char_p, c_char_p, c_size_t, c_size_t, c_int, _out_buf, _out_len, POINTER(c_size_t)],
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
    "payseal_card_brand_info": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
    "payseal_card_brands_json": (_status, [CardBrandsHandle, _out_buf, _out_len]),
    "payseal_card_brand_candidates": (_status, [CardBrandsHandle, c_char_p, _out_buf, _out_len]),
}


class _Rejected(Exception):
    """A candidate library loaded but is not usable (missing symbols, wrong ABI)."""


def _declare(cdll: ctypes.CDLL) -> None:
    missing = [name for name in PROTOTYPES if not hasattr(cdll, name)]
    if missing:
        shown = ", ".join(missing[:3]) + (", ..." if len(missing) > 3 else "")
        raise _Rejected(
            f"not a usable PaySeal library: missing {len(missing)} of {len(PROTOTYPES)} functions ({shown})"
        )
    for name, (restype, argtypes) in PROTOTYPES.items():
        fn = getattr(cdll, name)
        fn.restype = restype
        fn.argtypes = argtypes
    abi = cdll.payseal_abi_version()
    if abi != ABI_VERSION:
        raise _Rejected(f"payseal_abi_version() is {abi}, this binding needs {ABI_VERSION}")


def _try_load(target: str) -> ctypes.CDLL:
    cdll = ctypes.CDLL(target)
    _declare(cdll)
    return cdll


def _package_dir() -> str:
    return os.path.dirname(os.path.abspath(__file__))


def load_library(
    env_value: Optional[str] = None,
    package_dir: Optional[str] = None,
    use_system: bool = True,
) -> Tuple[ctypes.CDLL, str]:
    """Find, load and declare libpayseal; return ``(cdll, where)``.

    The arguments exist for tests; by default they are ``os.environ["PAYSEAL_LIBRARY"]``,
    this package's directory and ``True``.  Raises :class:`PaySealLibraryNotFound`.
    """
    if env_value is None:
        env_value = os.environ.get(LIBRARY_ENV, "")
    pkg_dir: str = package_dir if package_dir is not None else _package_dir()

    attempts: List[Tuple[str, str]] = []
    env_failed: Optional[str] = None

    def candidates() -> Iterator[Tuple[str, str]]:
        """(label, target) in lookup order, lazily (find_library only when reached)."""
        if env_value:
            yield f"{LIBRARY_ENV}={env_value}", env_value
        else:
            attempts.append((LIBRARY_ENV, "not set"))
        local = os.path.join(pkg_dir, LIBRARY_FILE_NAME)
        yield local, local
        if use_system:
            label = 'ctypes.util.find_library("payseal")'
            try:
                found = ctypes.util.find_library("payseal")
            except Exception as exc:  # find_library may run external tools
                attempts.append((label, f"failed: {exc}"))
            else:
                if found is None:
                    attempts.append((label, "found nothing"))
                else:
                    yield f"{label} -> {found}", found
            yield f"system loader: {LIBRARY_FILE_NAME}", LIBRARY_FILE_NAME

    for label, target in candidates():
        # A path that does not exist gets a plain reason rather than the loader's message.
        if os.sep in target and not os.path.exists(target):
            why = "no such file"
        else:
            try:
                cdll = _try_load(target)
            except (OSError, _Rejected) as exc:
                why = str(exc) or type(exc).__name__
            else:
                if env_failed is not None:
                    warnings.warn(
                        f"{LIBRARY_ENV} is set but unusable ({env_failed}); using {label}",
                        RuntimeWarning,
                        stacklevel=3,
                    )
                return cdll, (target if os.sep in target else label)
        attempts.append((label, why))
        if label.startswith(LIBRARY_ENV + "="):
            env_failed = why
    raise PaySealLibraryNotFound(attempts)


lib: Any
library_path: str
lib, library_path = load_library()


def declared(name: str) -> Tuple[Any, Sequence[Any]]:
    """``(restype, argtypes)`` as set on the loaded library's function ``name`` (for tests)."""
    fn = getattr(lib, name)
    return fn.restype, fn.argtypes
