# Generated from Include/payseal_results.json by tools/generate_bindings.py; do not edit.
"""The JSON outputs of the C ABI as typed values, from their one description
(Include/payseal_results.json): a frozen dataclass per shape and a ``read_*`` per function. A
member of the wrong type (a library that broke its contract) raises PaySealError naming it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Callable, ClassVar, Dict, List, Optional, Tuple, TypeVar, Union

from ._error_base import PaySealError

_T = TypeVar("_T")
_MAX_INT = (1 << 53) - 1  # the largest integer a JSON number carries exactly to every host


def _broken(where: str, what: str) -> PaySealError:
    return PaySealError("PAYSEAL_E_UNKNOWN", f"libpayseal broke its contract: {where} {what}", -1)


def _parse(text: Union[str, bytes], where: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise _broken(where, "is not JSON") from None


def _parse_decimal(text: Union[str, bytes], where: str) -> Any:
    try:
        return json.loads(text, parse_float=Decimal)
    except ValueError:
        raise _broken(where, "is not JSON") from None


def _object(value: Any, where: str) -> Dict[str, Any]:
    if not isinstance(value, dict):
        raise _broken(where, "is not an object")
    return value


def _member(obj: Dict[str, Any], key: str, read: Callable[[Any, str], Any], where: str) -> Any:
    if key not in obj:
        raise _broken(f"{where}.{key}", "is missing")
    return read(obj[key], f"{where}.{key}")


def _optional(obj: Dict[str, Any], key: str, read: Callable[[Any, str], Any], where: str) -> Any:
    value = obj.get(key)
    return None if value is None else read(value, f"{where}.{key}")


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise _broken(where, "is not a string")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > _MAX_INT:
        raise _broken(where, "is not an integer")
    return value


def _number(value: Any, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise _broken(where, "is not a number")
    return Decimal(value)


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _broken(where, "is not true or false")
    return value


def _id(value: Any, where: str) -> Union[int, str]:
    if isinstance(value, str) and value.isdigit() and value.isascii():
        return value
    return _int(value, where)


def _json(value: Any, where: str) -> Any:
    return value


def _nullable(read: Callable[[Any, str], _T]) -> Callable[[Any, str], Optional[_T]]:
    return lambda value, where: None if value is None else read(value, where)


def _array(read: Callable[[Any, str], _T]) -> Callable[[Any, str], List[_T]]:
    def array(value: Any, where: str) -> List[_T]:
        if not isinstance(value, list):
            raise _broken(where, "is not an array")
        return [read(item, f"{where}[{i}]") for i, item in enumerate(value)]

    return array


def _map(read: Callable[[Any, str], _T], int_keys: bool) -> Callable[[Any, str], Dict[Any, _T]]:
    def members(value: Any, where: str) -> Dict[Any, _T]:
        obj = _object(value, where)
        if int_keys and not all(k.isdigit() and k.isascii() for k in obj):
            raise _broken(where, "has a key that is not an integer")
        return {(int(k) if int_keys else k): read(v, f"{where}.{k}") for k, v in obj.items()}

    return members


def _dump(value: Any) -> Any:
    if isinstance(value, list):
        return [_dump(item) for item in value]
    if isinstance(value, dict):
        return {str(k): _dump(v) for k, v in value.items()}
    as_json = getattr(value, "_as_json", None)
    return value if as_json is None else as_json()


def _dump_members(value: Any, keys: Tuple[Tuple[str, str, bool], ...], extra: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for key, attribute, optional in keys:
        member = getattr(value, attribute)
        if not (optional and member is None):
            out[key] = _dump(member)
    if extra:
        out.update(extra)
    return out


def _one_of(read: Callable[[Any, str], str], values: Tuple[str, ...]) -> Callable[[Any, str], str]:
    def one_of(value: Any, where: str) -> str:
        text = read(value, where)
        if text not in values:
            raise _broken(where, f"is {text!r}, none of {', '.join(values)}")
        return text

    return one_of


@dataclass(frozen=True)
class Payload:
    """The payload payseal_prepare encrypts (it holds card data)."""

    client_session_id: Optional[str]
    nonce: str  #: A lowercase UUID v4.
    payment_product_id: Optional[int]
    account_on_file_id: Optional[str]
    tokenize: Optional[bool]  #: Present (true) only when set.
    payment_values: List[PaymentValue]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("clientSessionId", "client_session_id", True), ("nonce", "nonce", False), ("paymentProductId", "payment_product_id", True), ("accountOnFileId", "account_on_file_id", True), ("tokenize", "tokenize", True), ("paymentValues", "payment_values", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "Payload":
        obj = _object(value, where)
        return cls(
            _optional(obj, "clientSessionId", _string, where),
            _member(obj, "nonce", _string, where),
            _optional(obj, "paymentProductId", _int, where),
            _optional(obj, "accountOnFileId", _string, where),
            _optional(obj, "tokenize", _bool, where),
            _member(obj, "paymentValues", _array(PaymentValue._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class PaymentValue:
    """One value of the payload."""

    key: str
    value: str  #: Card data: unmasked, as set.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("key", "key", False), ("value", "value", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "PaymentValue":
        obj = _object(value, where)
        return cls(
            _member(obj, "key", _string, where),
            _member(obj, "value", _string, where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ValidationError:
    """One failed rule of a value."""

    field_id: Optional[str]  #: The field, when a whole request is validated.
    type: str  #: The rule ("luhn", "length", ...) or "required".
    params: Dict[str, Any]
    message_key: str
    message: str  #: PaySeal's English sentence, without the field's name.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("fieldId", "field_id", True), ("type", "type", False), ("params", "params", False), ("messageKey", "message_key", False), ("message", "message", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ValidationError":
        obj = _object(value, where)
        return cls(
            _optional(obj, "fieldId", _string, where),
            _member(obj, "type", _string, where),
            _member(obj, "params", _map(_json, int_keys=False), where),
            _member(obj, "messageKey", _string, where),
            _member(obj, "message", _string, where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class FieldCheck:
    """A product field's value as the customer types it."""

    state: str
    error: Optional[ValidationError]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("state", "state", False), ("error", "error", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "FieldCheck":
        obj = _object(value, where)
        return cls(
            _member(obj, "state", _one_of(_string, ('valid', 'incomplete', 'invalid')), where),
            _member(obj, "error", _nullable(ValidationError._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class Product:
    """A normalized payment product: the response's own object, every member kept. Members not listed here are kept in ``extra``."""

    id: int
    fields: List[ProductField]  #: In display order.
    accounts_on_file: List[AccountOnFile]
    display_hints: Optional[Dict[str, Any]]  #: The first of displayHintsList when the response has the list alone.
    display_hints_list: Optional[Any]  #: As it came.
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("id", "id", False), ("fields", "fields", False), ("accountsOnFile", "accounts_on_file", False), ("displayHints", "display_hints", True), ("displayHintsList", "display_hints_list", True))

    @classmethod
    def _read(cls, value: Any, where: str) -> "Product":
        obj = _object(value, where)
        return cls(
            _member(obj, "id", _int, where),
            _member(obj, "fields", _array(ProductField._read), where),
            _member(obj, "accountsOnFile", _array(AccountOnFile._read), where),
            _optional(obj, "displayHints", _map(_json, int_keys=False), where),
            _optional(obj, "displayHintsList", _json, where),
            {k: v for k, v in obj.items() if k not in ("id", "fields", "accountsOnFile", "displayHints", "displayHintsList")},
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS, self.extra)


@dataclass(frozen=True)
class ProductField:
    """One field of a product's form, as the server sent it. Members not listed here are kept in ``extra``."""

    id: str  #: The payment value's key.
    type: Optional[str]  #: "numericstring", "expirydate", "string", ...
    data_restrictions: Optional[Dict[str, Any]]
    display_hints: Optional[Dict[str, Any]]
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("id", "id", False), ("type", "type", True), ("dataRestrictions", "data_restrictions", True), ("displayHints", "display_hints", True))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ProductField":
        obj = _object(value, where)
        return cls(
            _member(obj, "id", _string, where),
            _optional(obj, "type", _string, where),
            _optional(obj, "dataRestrictions", _map(_json, int_keys=False), where),
            _optional(obj, "displayHints", _map(_json, int_keys=False), where),
            {k: v for k, v in obj.items() if k not in ("id", "type", "dataRestrictions", "displayHints")},
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS, self.extra)


@dataclass(frozen=True)
class AccountOnFile:
    """A stored card of a product. Members not listed here are kept in ``extra``."""

    id: str
    payment_product_id: Optional[int]  #: As the server sent it: absent or null when it sent none.
    attributes: Optional[Any]  #: As the server sent it: [{"key","value","status",...}].
    display_hints: Optional[Dict[str, Any]]
    label: str  #: The attribute the label template names, formatted with its mask.
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("id", "id", False), ("paymentProductId", "payment_product_id", True), ("attributes", "attributes", True), ("displayHints", "display_hints", True), ("label", "label", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "AccountOnFile":
        obj = _object(value, where)
        return cls(
            _member(obj, "id", _string, where),
            _optional(obj, "paymentProductId", _int, where),
            _optional(obj, "attributes", _json, where),
            _optional(obj, "displayHints", _map(_json, int_keys=False), where),
            _member(obj, "label", _string, where),
            {k: v for k, v in obj.items() if k not in ("id", "paymentProductId", "attributes", "displayHints", "label")},
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS, self.extra)


@dataclass(frozen=True)
class ProductList:
    """The products-list response, each product normalized as Product, every other member kept. Members not listed here are kept in ``extra``."""

    payment_products: List[Product]
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("paymentProducts", "payment_products", False),)

    @classmethod
    def _read(cls, value: Any, where: str) -> "ProductList":
        obj = _object(value, where)
        return cls(
            _member(obj, "paymentProducts", _array(Product._read), where),
            {k: v for k, v in obj.items() if k not in ("paymentProducts",)},
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS, self.extra)


@dataclass(frozen=True)
class IinResult:
    """The IIN check's answer."""

    status: str
    payment_product_id: Optional[Union[int, str]]  #: The product to load, as the server wrote it; null when unknown.
    is_allowed_in_context: Optional[bool]  #: null when the server did not say.
    country_code: Optional[str]
    card_type: Optional[str]
    co_brands: List[Any]  #: The server's entries as they came.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("status", "status", False), ("paymentProductId", "payment_product_id", False), ("isAllowedInContext", "is_allowed_in_context", False), ("countryCode", "country_code", False), ("cardType", "card_type", False), ("coBrands", "co_brands", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "IinResult":
        obj = _object(value, where)
        return cls(
            _member(obj, "status", _one_of(_string, ('SUPPORTED', 'EXISTING_BUT_NOT_ALLOWED', 'UNKNOWN')), where),
            _member(obj, "paymentProductId", _nullable(_id), where),
            _member(obj, "isAllowedInContext", _nullable(_bool), where),
            _member(obj, "countryCode", _nullable(_string), where),
            _member(obj, "cardType", _nullable(_string), where),
            _member(obj, "coBrands", _array(_json), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ClientApiRequest:
    """An HTTP request to send with any HTTP client."""

    method: str
    url: str
    headers: Dict[str, str]  #: In the order PaySeal writes them.
    body: Optional[str]  #: null for a GET.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("method", "method", False), ("url", "url", False), ("headers", "headers", False), ("body", "body", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ClientApiRequest":
        obj = _object(value, where)
        return cls(
            _member(obj, "method", _string, where),
            _member(obj, "url", _string, where),
            _member(obj, "headers", _map(_string, int_keys=False), where),
            _member(obj, "body", _nullable(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class AmountOfMoney:
    """An amount in the currency's smallest unit and its ISO 4217 code."""

    amount: Optional[int]
    currency_code: Optional[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("amount", "amount", False), ("currencyCode", "currency_code", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "AmountOfMoney":
        obj = _object(value, where)
        return cls(
            _member(obj, "amount", _nullable(_int), where),
            _member(obj, "currencyCode", _nullable(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class PaymentProductNetworks:
    """The networks of a product (Apple Pay, Google Pay)."""

    networks: List[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("networks", "networks", False),)

    @classmethod
    def _read(cls, value: Any, where: str) -> "PaymentProductNetworks":
        obj = _object(value, where)
        return cls(
            _member(obj, "networks", _array(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class SurchargeCalculation:
    """The surcharge calculation's answer."""

    surcharges: List[Surcharge]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("surcharges", "surcharges", False),)

    @classmethod
    def _read(cls, value: Any, where: str) -> "SurchargeCalculation":
        obj = _object(value, where)
        return cls(
            _member(obj, "surcharges", _array(Surcharge._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class Surcharge:
    """One product's surcharge."""

    payment_product_id: Optional[int]
    result: Optional[str]  #: "OK" or "NO_SURCHARGE".
    net_amount: Optional[AmountOfMoney]
    surcharge_amount: Optional[AmountOfMoney]
    total_amount: Optional[AmountOfMoney]
    surcharge_rate: Optional[SurchargeRate]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("paymentProductId", "payment_product_id", False), ("result", "result", False), ("netAmount", "net_amount", False), ("surchargeAmount", "surcharge_amount", False), ("totalAmount", "total_amount", False), ("surchargeRate", "surcharge_rate", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "Surcharge":
        obj = _object(value, where)
        return cls(
            _member(obj, "paymentProductId", _nullable(_int), where),
            _member(obj, "result", _nullable(_string), where),
            _member(obj, "netAmount", _nullable(AmountOfMoney._read), where),
            _member(obj, "surchargeAmount", _nullable(AmountOfMoney._read), where),
            _member(obj, "totalAmount", _nullable(AmountOfMoney._read), where),
            _member(obj, "surchargeRate", _nullable(SurchargeRate._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class SurchargeRate:
    """The platform's rate details of a surcharge."""

    surcharge_product_type_id: Optional[str]
    surcharge_product_type_version: Optional[str]
    ad_valorem_rate: Optional[Decimal]
    specific_rate: Optional[Decimal]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("surchargeProductTypeId", "surcharge_product_type_id", False), ("surchargeProductTypeVersion", "surcharge_product_type_version", False), ("adValoremRate", "ad_valorem_rate", False), ("specificRate", "specific_rate", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "SurchargeRate":
        obj = _object(value, where)
        return cls(
            _member(obj, "surchargeProductTypeId", _nullable(_string), where),
            _member(obj, "surchargeProductTypeVersion", _nullable(_string), where),
            _member(obj, "adValoremRate", _nullable(_number), where),
            _member(obj, "specificRate", _nullable(_number), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class CurrencyConversion:
    """The currency conversion quote."""

    dcc_session_id: Optional[str]
    result: Optional[ConversionResult]
    proposal: Optional[ConversionProposal]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("dccSessionId", "dcc_session_id", False), ("result", "result", False), ("proposal", "proposal", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "CurrencyConversion":
        obj = _object(value, where)
        return cls(
            _member(obj, "dccSessionId", _nullable(_string), where),
            _member(obj, "result", _nullable(ConversionResult._read), where),
            _member(obj, "proposal", _nullable(ConversionProposal._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ConversionResult:
    """Whether a conversion is offered."""

    result: Optional[str]  #: "Allowed", "NoRate", ...
    result_reason: Optional[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("result", "result", False), ("resultReason", "result_reason", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ConversionResult":
        obj = _object(value, where)
        return cls(
            _member(obj, "result", _nullable(_string), where),
            _member(obj, "resultReason", _nullable(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ConversionProposal:
    """The conversion offered."""

    base_amount: Optional[AmountOfMoney]
    target_amount: Optional[AmountOfMoney]
    rate: Optional[ConversionRate]
    disclaimer_receipt: Optional[str]
    disclaimer_display: Optional[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("baseAmount", "base_amount", False), ("targetAmount", "target_amount", False), ("rate", "rate", False), ("disclaimerReceipt", "disclaimer_receipt", False), ("disclaimerDisplay", "disclaimer_display", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ConversionProposal":
        obj = _object(value, where)
        return cls(
            _member(obj, "baseAmount", _nullable(AmountOfMoney._read), where),
            _member(obj, "targetAmount", _nullable(AmountOfMoney._read), where),
            _member(obj, "rate", _nullable(ConversionRate._read), where),
            _member(obj, "disclaimerReceipt", _nullable(_string), where),
            _member(obj, "disclaimerDisplay", _nullable(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ConversionRate:
    """The rate of a conversion."""

    exchange_rate: Optional[Decimal]
    inverted_exchange_rate: Optional[Decimal]
    mark_up_rate: Optional[Decimal]
    quotation_date_time: Optional[str]
    source: Optional[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("exchangeRate", "exchange_rate", False), ("invertedExchangeRate", "inverted_exchange_rate", False), ("markUpRate", "mark_up_rate", False), ("quotationDateTime", "quotation_date_time", False), ("source", "source", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ConversionRate":
        obj = _object(value, where)
        return cls(
            _member(obj, "exchangeRate", _nullable(_number), where),
            _member(obj, "invertedExchangeRate", _nullable(_number), where),
            _member(obj, "markUpRate", _nullable(_number), where),
            _member(obj, "quotationDateTime", _nullable(_string), where),
            _member(obj, "source", _nullable(_string), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ClientApiFailure:
    """An HTTP error answer of the Client API."""

    http_status: int
    error_id: Optional[str]
    errors: List[ApiError]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("httpStatus", "http_status", False), ("errorId", "error_id", False), ("errors", "errors", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ClientApiFailure":
        obj = _object(value, where)
        return cls(
            _member(obj, "httpStatus", _int, where),
            _member(obj, "errorId", _nullable(_string), where),
            _member(obj, "errors", _array(ApiError._read), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class ApiError:
    """One error of an error answer (its message is for logs, not for the customer)."""

    code: Optional[str]
    id: Optional[str]
    category: Optional[str]
    message: Optional[str]
    property_name: Optional[str]
    http_status_code: Optional[int]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("code", "code", False), ("id", "id", False), ("category", "category", False), ("message", "message", False), ("propertyName", "property_name", False), ("httpStatusCode", "http_status_code", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "ApiError":
        obj = _object(value, where)
        return cls(
            _member(obj, "code", _nullable(_string), where),
            _member(obj, "id", _nullable(_string), where),
            _member(obj, "category", _nullable(_string), where),
            _member(obj, "message", _nullable(_string), where),
            _member(obj, "propertyName", _nullable(_string), where),
            _member(obj, "httpStatusCode", _nullable(_int), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class CardCheck:
    """A card form as the customer types it."""

    brand: Optional[str]
    pan: CardPart
    cvc: CardPart
    expiry: CardPart
    complete: bool

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("brand", "brand", False), ("pan", "pan", False), ("cvc", "cvc", False), ("expiry", "expiry", False), ("complete", "complete", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "CardCheck":
        obj = _object(value, where)
        return cls(
            _member(obj, "brand", _nullable(_string), where),
            _member(obj, "pan", CardPart._read, where),
            _member(obj, "cvc", CardPart._read, where),
            _member(obj, "expiry", CardPart._read, where),
            _member(obj, "complete", _bool, where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class CardPart:
    """One part of a card form."""

    state: str
    reason: Optional[str]  #: Present exactly when the part is not valid.
    max_length: Optional[int]  #: The PAN part only.
    advance: Optional[bool]  #: The PAN and expiry parts: move the focus on now.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("state", "state", False), ("reason", "reason", True), ("maxLength", "max_length", True), ("advance", "advance", True))

    @classmethod
    def _read(cls, value: Any, where: str) -> "CardPart":
        obj = _object(value, where)
        return cls(
            _member(obj, "state", _one_of(_string, ('valid', 'incomplete', 'invalid')), where),
            _optional(obj, "reason", _string, where),
            _optional(obj, "maxLength", _int, where),
            _optional(obj, "advance", _bool, where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class BrandInfo:
    """A brand's details, as the card check and the PAN layout use them."""

    name: str
    pan_lengths: List[int]
    cvc_lengths: List[int]
    format: List[int]  #: The PAN's group sizes for its longest length.
    advance_length: int
    advance_lengths: Optional[Dict[str, int]]  #: BIN range -> where its cards usually end.
    format_by_length: Optional[Dict[int, List[int]]]  #: PAN length -> its group sizes.

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("name", "name", False), ("panLengths", "pan_lengths", False), ("cvcLengths", "cvc_lengths", False), ("format", "format", False), ("advanceLength", "advance_length", False), ("advanceLengths", "advance_lengths", True), ("formatByLength", "format_by_length", True))

    @classmethod
    def _read(cls, value: Any, where: str) -> "BrandInfo":
        obj = _object(value, where)
        return cls(
            _member(obj, "name", _string, where),
            _member(obj, "panLengths", _array(_int), where),
            _member(obj, "cvcLengths", _array(_int), where),
            _member(obj, "format", _array(_int), where),
            _member(obj, "advanceLength", _int, where),
            _optional(obj, "advanceLengths", _map(_int, int_keys=False), where),
            _optional(obj, "formatByLength", _map(_array(_int), int_keys=True), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class CardBrand:
    """A brand as a table row."""

    name: str
    bins: List[str]  #: "D" or "lo-hi".
    pattern: Optional[str]
    pan_lengths: List[int]
    cvc_lengths: List[int]
    format: List[int]
    advance_length: int
    advance_lengths: Optional[Dict[str, int]]
    format_by_length: Optional[Dict[int, List[int]]]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("name", "name", False), ("bins", "bins", False), ("pattern", "pattern", True), ("panLengths", "pan_lengths", False), ("cvcLengths", "cvc_lengths", False), ("format", "format", False), ("advanceLength", "advance_length", False), ("advanceLengths", "advance_lengths", True), ("formatByLength", "format_by_length", True))

    @classmethod
    def _read(cls, value: Any, where: str) -> "CardBrand":
        obj = _object(value, where)
        return cls(
            _member(obj, "name", _string, where),
            _member(obj, "bins", _array(_string), where),
            _optional(obj, "pattern", _string, where),
            _member(obj, "panLengths", _array(_int), where),
            _member(obj, "cvcLengths", _array(_int), where),
            _member(obj, "format", _array(_int), where),
            _member(obj, "advanceLength", _int, where),
            _optional(obj, "advanceLengths", _map(_int, int_keys=False), where),
            _optional(obj, "formatByLength", _map(_array(_int), int_keys=True), where),
        )

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


def read_metadata_json(text: Union[str, bytes]) -> Dict[str, str]:
    """The output of payseal_metadata_json, typed: The metadata: known keys in the documented order, then the others in insertion order."""
    return _map(_string, int_keys=False)(_parse(text, "payseal_metadata_json"), "payseal_metadata_json")


def read_payment_request_payload(text: Union[str, bytes]) -> Payload:
    """The output of payseal_payment_request_payload, typed."""
    return Payload._read(_parse(text, "payseal_payment_request_payload"), "payseal_payment_request_payload")


def read_payment_request_validate(text: Union[str, bytes]) -> List[ValidationError]:
    """The output of payseal_payment_request_validate, typed: In the fields' display order, each with its fieldId; [] when valid."""
    return _array(ValidationError._read)(_parse(text, "payseal_payment_request_validate"), "payseal_payment_request_validate")


def read_payment_request_keys(text: Union[str, bytes]) -> List[str]:
    """The output of payseal_payment_request_keys, typed: The keys of the values set, in payload order."""
    return _array(_string)(_parse(text, "payseal_payment_request_keys"), "payseal_payment_request_keys")


def read_validate_value(text: Union[str, bytes]) -> List[ValidationError]:
    """The output of payseal_validate_value, typed: Without fieldId; [] when the value is valid."""
    return _array(ValidationError._read)(_parse(text, "payseal_validate_value"), "payseal_validate_value")


def read_messages_localize(text: Union[str, bytes]) -> Any:
    """The output of payseal_messages_localize, typed: The input's own shape (an output of payseal_validate_value, payseal_payment_request_validate or payseal_product_field_check), every message rendered again."""
    return _json(_parse(text, "payseal_messages_localize"), "payseal_messages_localize")


def read_product_json(text: Union[str, bytes]) -> Product:
    """The output of payseal_product_json, typed."""
    return Product._read(_parse(text, "payseal_product_json"), "payseal_product_json")


def read_product_list_parse(text: Union[str, bytes]) -> ProductList:
    """The output of payseal_product_list_parse, typed."""
    return ProductList._read(_parse(text, "payseal_product_list_parse"), "payseal_product_list_parse")


def read_product_list_offered(text: Union[str, bytes]) -> ProductList:
    """The output of payseal_product_list_offered, typed."""
    return ProductList._read(_parse(text, "payseal_product_list_offered"), "payseal_product_list_offered")


def read_product_field_check(text: Union[str, bytes]) -> FieldCheck:
    """The output of payseal_product_field_check, typed."""
    return FieldCheck._read(_parse(text, "payseal_product_field_check"), "payseal_product_field_check")


def read_product_field_check_ex(text: Union[str, bytes]) -> FieldCheck:
    """The output of payseal_product_field_check_ex, typed."""
    return FieldCheck._read(_parse(text, "payseal_product_field_check_ex"), "payseal_product_field_check_ex")


def read_iin_result(text: Union[str, bytes]) -> IinResult:
    """The output of payseal_iin_result, typed."""
    return IinResult._read(_parse(text, "payseal_iin_result"), "payseal_iin_result")


def read_session_request(text: Union[str, bytes]) -> ClientApiRequest:
    """The output of payseal_session_request, typed."""
    return ClientApiRequest._read(_parse(text, "payseal_session_request"), "payseal_session_request")


def read_service_response_payment_product_networks(text: Union[str, bytes]) -> PaymentProductNetworks:
    """The output of payseal_service_response (operation 'paymentProductNetworks'), typed."""
    return PaymentProductNetworks._read(_parse(text, "payseal_service_response"), "payseal_service_response")


def read_service_response_surcharge_calculation(text: Union[str, bytes]) -> SurchargeCalculation:
    """The output of payseal_service_response (operation 'surchargeCalculation'), typed."""
    return SurchargeCalculation._read(_parse_decimal(text, "payseal_service_response"), "payseal_service_response")


def read_service_response_currency_conversion(text: Union[str, bytes]) -> CurrencyConversion:
    """The output of payseal_service_response (operation 'currencyConversion'), typed."""
    return CurrencyConversion._read(_parse_decimal(text, "payseal_service_response"), "payseal_service_response")


def read_client_api_error(text: Union[str, bytes]) -> ClientApiFailure:
    """The output of payseal_client_api_error, typed."""
    return ClientApiFailure._read(_parse(text, "payseal_client_api_error"), "payseal_client_api_error")


def read_card_check(text: Union[str, bytes]) -> CardCheck:
    """The output of payseal_card_check, typed."""
    return CardCheck._read(_parse(text, "payseal_card_check"), "payseal_card_check")


def read_card_check_ex(text: Union[str, bytes]) -> CardCheck:
    """The output of payseal_card_check_ex, typed."""
    return CardCheck._read(_parse(text, "payseal_card_check_ex"), "payseal_card_check_ex")


def read_card_brand_info(text: Union[str, bytes]) -> BrandInfo:
    """The output of payseal_card_brand_info, typed."""
    return BrandInfo._read(_parse(text, "payseal_card_brand_info"), "payseal_card_brand_info")


def read_card_brands_json(text: Union[str, bytes]) -> List[CardBrand]:
    """The output of payseal_card_brands_json, typed: The whole table, normalized, in table order."""
    return _array(CardBrand._read)(_parse(text, "payseal_card_brands_json"), "payseal_card_brands_json")


def read_card_brand_candidates(text: Union[str, bytes]) -> List[str]:
    """The output of payseal_card_brand_candidates, typed: Brand names, most specific first."""
    return _array(_string)(_parse(text, "payseal_card_brand_candidates"), "payseal_card_brand_candidates")
