"""PaySeal for Python: encrypt card data for a payment platform's Server API.

A ctypes binding of libpayseal's C ABI (Include/payseal.h, ABI version 1)::

    from payseal import PublicKey, PaymentRequest, DeviceMetadata

    with PublicKey.from_client_api(client_api_json) as key:
        req = PaymentRequest(client_session_id, 1)
        req["cardNumber"] = "4567350000427977"
        meta = DeviceMetadata(appIdentifier="com.example.shop")
        prepared = req.prepare(key, meta)
        prepared.encrypted_fields, prepared.encoded_client_meta_info

Thread safety: keys (:class:`PublicKey`, :class:`PrivateKey`) are immutable and may be
shared by any number of threads.  Builders (:class:`DeviceMetadata`,
:class:`PaymentRequest`) are not thread-safe: one thread at a time.

The library is found through ``PAYSEAL_LIBRARY``, then ``libpayseal.so`` next to this
package, then the system loader; see :mod:`payseal._ffi`.
"""

from __future__ import annotations

from ._errors import (
    ArgumentError,
    CryptoError,
    DecryptError,
    JSONError,
    JWEFormatError,
    JWEUnsupportedError,
    KeyFormatError,
    KeyUnsupportedError,
    LimitError,
    NoMemoryError,
    PaySealError,
    PaySealLibraryNotFound,
    ValidationFailedError,
)
from ._core import ClosedHandleError
from . import _ffi
from ._ffi import (
    ABI_VERSION,
    CEK_BYTES,
    IV_BYTES,
    MAX_JWE,
    MAX_KEY_INPUT,
    MAX_METADATA_ENTRIES,
    MAX_METADATA_VALUE,
    MAX_PAYMENT_VALUE,
    MAX_PAYMENT_VALUES,
    MAX_PLAINTEXT,
    MAX_RSA_BITS,
    MIN_RSA_BITS,
    OAEP_SEED_BYTES,
)
from .keys import PrivateKey, PublicKey
from .metadata import DeviceMetadata
from .payment import PaymentRequest, PreparedPaymentRequest
from .session import AccountOnFile, ClientAPIRequest, Product, ProductField, ProductList, Session, offered_products, parse_product_list
from .card_input import (FieldCheck, FieldState, IINResult, Mask, MaskEdit, ValidationError, iin_bin, iin_needs_new_details, iin_result,
                         validate_value)
from .text_positions import string_index, utf16_offset
from .messages import localize_messages, message
from .cards import BrandInfo, CardBrands, CardCheck, CardPart, delete_expiry, edit_expiry
from .services import (AmountOfMoney, CurrencyConversionQuote, PaymentProductNetworks, Surcharge, SurchargeCalculation,
                       currency_conversion, payment_product_networks, service_response, surcharge_calculation)
from .client_api_errors import APIError, ClientAPIFailure, client_api_error
from ._core import int_argument

__version__ = "0.2.0"

#: where the loaded libpayseal came from
library_path: str = _ffi.library_path


def library_version() -> str:
    """The loaded libpayseal's version, ``"MAJOR.MINOR.PATCH"``."""
    raw = _ffi.lib.payseal_version()
    return raw.decode("ascii") if raw else ""


def status_name(status: int) -> str:
    """The library's name for a status value (``"PAYSEAL_E_UNKNOWN"`` if not in the enum)."""
    raw = _ffi.lib.payseal_status_name(int_argument(status, "status"))
    return raw.decode("ascii") if raw else ""


__all__ = [
    "PublicKey",
    "PrivateKey",
    "DeviceMetadata",
    "PaymentRequest",
    "PreparedPaymentRequest",
    "Mask",
    "MaskEdit",
    "ValidationError",
    "validate_value",
    "message",
    "localize_messages",
    "iin_bin",
    "iin_needs_new_details",
    "iin_result",
    "IINResult",
    "utf16_offset",
    "string_index",
    "CardBrands",
    "CardCheck",
    "CardPart",
    "BrandInfo",
    "edit_expiry",
    "delete_expiry",
    "Session",
    "Product",
    "ProductField",
    "ProductList",
    "FieldCheck",
    "FieldState",
    "AccountOnFile",
    "ClientAPIRequest",
    "offered_products",
    "parse_product_list",
    "service_response",
    "payment_product_networks",
    "surcharge_calculation",
    "currency_conversion",
    "AmountOfMoney",
    "PaymentProductNetworks",
    "Surcharge",
    "SurchargeCalculation",
    "CurrencyConversionQuote",
    "client_api_error",
    "ClientAPIFailure",
    "APIError",
    "ValidationFailedError",
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
    "library_version",
    "library_path",
    "status_name",
    "ABI_VERSION",
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
    "__version__",
]
