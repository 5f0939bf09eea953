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
_new = object.__new__


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


_MISSING = object()  # a key's value when the object has no such key


def _wrong(where: str, key: str, value: Any, what: str) -> PaySealError:
    return _broken(f"{where}.{key}", "is missing" if value is _MISSING else f"is not {what}")


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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_client_session_id = value.get("clientSessionId")
        if m_client_session_id is not None and type(m_client_session_id) is not str:
            raise _wrong(where, "clientSessionId", m_client_session_id, "a string")
        m_nonce = value.get("nonce", _MISSING)
        if type(m_nonce) is not str:
            raise _wrong(where, "nonce", m_nonce, "a string")
        m_payment_product_id = value.get("paymentProductId")
        if m_payment_product_id is not None and (type(m_payment_product_id) is not int or not -_MAX_INT <= m_payment_product_id <= _MAX_INT):
            raise _wrong(where, "paymentProductId", m_payment_product_id, "an integer")
        m_account_on_file_id = value.get("accountOnFileId")
        if m_account_on_file_id is not None and type(m_account_on_file_id) is not str:
            raise _wrong(where, "accountOnFileId", m_account_on_file_id, "a string")
        m_tokenize = value.get("tokenize")
        if m_tokenize is not None and type(m_tokenize) is not bool:
            raise _wrong(where, "tokenize", m_tokenize, "true or false")
        m_payment_values = value.get("paymentValues", _MISSING)
        if m_payment_values is _MISSING:
            raise _broken(f"{where}.paymentValues", "is missing")
        m_payment_values = _read_1(m_payment_values, where + ".paymentValues")
        made = _new(cls)
        made.__dict__.update(
            client_session_id=m_client_session_id,
            nonce=m_nonce,
            payment_product_id=m_payment_product_id,
            account_on_file_id=m_account_on_file_id,
            tokenize=m_tokenize,
            payment_values=m_payment_values,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_key = value.get("key", _MISSING)
        if type(m_key) is not str:
            raise _wrong(where, "key", m_key, "a string")
        m_value = value.get("value", _MISSING)
        if type(m_value) is not str:
            raise _wrong(where, "value", m_value, "a string")
        made = _new(cls)
        made.__dict__.update(
            key=m_key,
            value=m_value,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_field_id = value.get("fieldId")
        if m_field_id is not None and type(m_field_id) is not str:
            raise _wrong(where, "fieldId", m_field_id, "a string")
        m_type = value.get("type", _MISSING)
        if type(m_type) is not str:
            raise _wrong(where, "type", m_type, "a string")
        m_params = value.get("params", _MISSING)
        if m_params is _MISSING:
            raise _broken(f"{where}.params", "is missing")
        m_params = _read_2(m_params, where + ".params")
        m_message_key = value.get("messageKey", _MISSING)
        if type(m_message_key) is not str:
            raise _wrong(where, "messageKey", m_message_key, "a string")
        m_message = value.get("message", _MISSING)
        if type(m_message) is not str:
            raise _wrong(where, "message", m_message, "a string")
        made = _new(cls)
        made.__dict__.update(
            field_id=m_field_id,
            type=m_type,
            params=m_params,
            message_key=m_message_key,
            message=m_message,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_state = value.get("state", _MISSING)
        if type(m_state) is not str:
            raise _wrong(where, "state", m_state, "a string")
        if m_state not in ('valid', 'incomplete', 'invalid'):
            raise _broken(f"{where}.state", f"is {m_state!r}, none of valid, incomplete, invalid")
        m_error = value.get("error", _MISSING)
        if m_error is _MISSING:
            raise _broken(f"{where}.error", "is missing")
        m_error = None if m_error is None else ValidationError._read(m_error, where + ".error")
        made = _new(cls)
        made.__dict__.update(
            state=m_state,
            error=m_error,
        )
        return made

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


@dataclass(frozen=True)
class FieldEdit:
    """A field's text after one edit, and whether a paste was cut or refused."""

    text: str  #: The field's new text (card data for a card field).
    caret: int  #: The caret, in UTF-16 code units.
    truncated: bool
    refused: Optional[str]

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("text", "text", False), ("caret", "caret", False), ("truncated", "truncated", False), ("refused", "refused", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "FieldEdit":
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_text = value.get("text", _MISSING)
        if type(m_text) is not str:
            raise _wrong(where, "text", m_text, "a string")
        m_caret = value.get("caret", _MISSING)
        if type(m_caret) is not int or not -_MAX_INT <= m_caret <= _MAX_INT:
            raise _wrong(where, "caret", m_caret, "an integer")
        m_truncated = value.get("truncated", _MISSING)
        if type(m_truncated) is not bool:
            raise _wrong(where, "truncated", m_truncated, "true or false")
        m_refused = value.get("refused", _MISSING)
        if m_refused is not None and type(m_refused) is not str:
            raise _wrong(where, "refused", m_refused, "a string")
        made = _new(cls)
        made.__dict__.update(
            text=m_text,
            caret=m_caret,
            truncated=m_truncated,
            refused=m_refused,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_id = value.get("id", _MISSING)
        if type(m_id) is not int or not -_MAX_INT <= m_id <= _MAX_INT:
            raise _wrong(where, "id", m_id, "an integer")
        m_fields = value.get("fields", _MISSING)
        if m_fields is _MISSING:
            raise _broken(f"{where}.fields", "is missing")
        m_fields = _read_3(m_fields, where + ".fields")
        m_accounts_on_file = value.get("accountsOnFile", _MISSING)
        if m_accounts_on_file is _MISSING:
            raise _broken(f"{where}.accountsOnFile", "is missing")
        m_accounts_on_file = _read_4(m_accounts_on_file, where + ".accountsOnFile")
        m_display_hints = value.get("displayHints")
        m_display_hints = None if m_display_hints is None else _read_2(m_display_hints, where + ".displayHints")
        m_display_hints_list = value.get("displayHintsList")
        m_display_hints_list = None if m_display_hints_list is None else _json(m_display_hints_list, where + ".displayHintsList")
        made = _new(cls)
        made.__dict__.update(
            id=m_id,
            fields=m_fields,
            accounts_on_file=m_accounts_on_file,
            display_hints=m_display_hints,
            display_hints_list=m_display_hints_list,
            extra={k: v for k, v in value.items() if k not in ("id", "fields", "accountsOnFile", "displayHints", "displayHintsList")},
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_id = value.get("id", _MISSING)
        if type(m_id) is not str:
            raise _wrong(where, "id", m_id, "a string")
        m_type = value.get("type")
        if m_type is not None and type(m_type) is not str:
            raise _wrong(where, "type", m_type, "a string")
        m_data_restrictions = value.get("dataRestrictions")
        m_data_restrictions = None if m_data_restrictions is None else _read_2(m_data_restrictions, where + ".dataRestrictions")
        m_display_hints = value.get("displayHints")
        m_display_hints = None if m_display_hints is None else _read_2(m_display_hints, where + ".displayHints")
        made = _new(cls)
        made.__dict__.update(
            id=m_id,
            type=m_type,
            data_restrictions=m_data_restrictions,
            display_hints=m_display_hints,
            extra={k: v for k, v in value.items() if k not in ("id", "type", "dataRestrictions", "displayHints")},
        )
        return made

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS, self.extra)


@dataclass(frozen=True)
class AccountOnFile:
    """A stored card of a product. Members not listed here are kept in ``extra``."""

    id: str
    payment_product_id: Optional[int]
    attributes: Optional[Any]  #: As the server sent it: [{"key","value","status",...}].
    display_hints: Optional[Dict[str, Any]]
    label: str  #: The attribute the label template names, formatted with its mask.
    extra: Dict[str, Any] = field(default_factory=dict, repr=False)

    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = (("id", "id", False), ("paymentProductId", "payment_product_id", True), ("attributes", "attributes", True), ("displayHints", "display_hints", True), ("label", "label", False))

    @classmethod
    def _read(cls, value: Any, where: str) -> "AccountOnFile":
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_id = value.get("id", _MISSING)
        if type(m_id) is not str:
            raise _wrong(where, "id", m_id, "a string")
        m_payment_product_id = value.get("paymentProductId")
        if m_payment_product_id is not None and (type(m_payment_product_id) is not int or not -_MAX_INT <= m_payment_product_id <= _MAX_INT):
            raise _wrong(where, "paymentProductId", m_payment_product_id, "an integer")
        m_attributes = value.get("attributes")
        m_attributes = None if m_attributes is None else _json(m_attributes, where + ".attributes")
        m_display_hints = value.get("displayHints")
        m_display_hints = None if m_display_hints is None else _read_2(m_display_hints, where + ".displayHints")
        m_label = value.get("label", _MISSING)
        if type(m_label) is not str:
            raise _wrong(where, "label", m_label, "a string")
        made = _new(cls)
        made.__dict__.update(
            id=m_id,
            payment_product_id=m_payment_product_id,
            attributes=m_attributes,
            display_hints=m_display_hints,
            label=m_label,
            extra={k: v for k, v in value.items() if k not in ("id", "paymentProductId", "attributes", "displayHints", "label")},
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_payment_products = value.get("paymentProducts", _MISSING)
        if m_payment_products is _MISSING:
            raise _broken(f"{where}.paymentProducts", "is missing")
        m_payment_products = _read_5(m_payment_products, where + ".paymentProducts")
        made = _new(cls)
        made.__dict__.update(
            payment_products=m_payment_products,
            extra={k: v for k, v in value.items() if k not in ("paymentProducts",)},
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_status = value.get("status", _MISSING)
        if type(m_status) is not str:
            raise _wrong(where, "status", m_status, "a string")
        if m_status not in ('SUPPORTED', 'EXISTING_BUT_NOT_ALLOWED', 'UNKNOWN'):
            raise _broken(f"{where}.status", f"is {m_status!r}, none of SUPPORTED, EXISTING_BUT_NOT_ALLOWED, UNKNOWN")
        m_payment_product_id = value.get("paymentProductId", _MISSING)
        if m_payment_product_id is _MISSING:
            raise _broken(f"{where}.paymentProductId", "is missing")
        m_payment_product_id = None if m_payment_product_id is None else _id(m_payment_product_id, where + ".paymentProductId")
        m_is_allowed_in_context = value.get("isAllowedInContext", _MISSING)
        if m_is_allowed_in_context is not None and type(m_is_allowed_in_context) is not bool:
            raise _wrong(where, "isAllowedInContext", m_is_allowed_in_context, "true or false")
        m_country_code = value.get("countryCode", _MISSING)
        if m_country_code is not None and type(m_country_code) is not str:
            raise _wrong(where, "countryCode", m_country_code, "a string")
        m_card_type = value.get("cardType", _MISSING)
        if m_card_type is not None and type(m_card_type) is not str:
            raise _wrong(where, "cardType", m_card_type, "a string")
        m_co_brands = value.get("coBrands", _MISSING)
        if m_co_brands is _MISSING:
            raise _broken(f"{where}.coBrands", "is missing")
        m_co_brands = _read_6(m_co_brands, where + ".coBrands")
        made = _new(cls)
        made.__dict__.update(
            status=m_status,
            payment_product_id=m_payment_product_id,
            is_allowed_in_context=m_is_allowed_in_context,
            country_code=m_country_code,
            card_type=m_card_type,
            co_brands=m_co_brands,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_method = value.get("method", _MISSING)
        if type(m_method) is not str:
            raise _wrong(where, "method", m_method, "a string")
        m_url = value.get("url", _MISSING)
        if type(m_url) is not str:
            raise _wrong(where, "url", m_url, "a string")
        m_headers = value.get("headers", _MISSING)
        if m_headers is _MISSING:
            raise _broken(f"{where}.headers", "is missing")
        m_headers = _read_7(m_headers, where + ".headers")
        m_body = value.get("body", _MISSING)
        if m_body is not None and type(m_body) is not str:
            raise _wrong(where, "body", m_body, "a string")
        made = _new(cls)
        made.__dict__.update(
            method=m_method,
            url=m_url,
            headers=m_headers,
            body=m_body,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_amount = value.get("amount", _MISSING)
        if m_amount is not None and (type(m_amount) is not int or not -_MAX_INT <= m_amount <= _MAX_INT):
            raise _wrong(where, "amount", m_amount, "an integer")
        m_currency_code = value.get("currencyCode", _MISSING)
        if m_currency_code is not None and type(m_currency_code) is not str:
            raise _wrong(where, "currencyCode", m_currency_code, "a string")
        made = _new(cls)
        made.__dict__.update(
            amount=m_amount,
            currency_code=m_currency_code,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_networks = value.get("networks", _MISSING)
        if m_networks is _MISSING:
            raise _broken(f"{where}.networks", "is missing")
        m_networks = _read_8(m_networks, where + ".networks")
        made = _new(cls)
        made.__dict__.update(
            networks=m_networks,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_surcharges = value.get("surcharges", _MISSING)
        if m_surcharges is _MISSING:
            raise _broken(f"{where}.surcharges", "is missing")
        m_surcharges = _read_9(m_surcharges, where + ".surcharges")
        made = _new(cls)
        made.__dict__.update(
            surcharges=m_surcharges,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_payment_product_id = value.get("paymentProductId", _MISSING)
        if m_payment_product_id is not None and (type(m_payment_product_id) is not int or not -_MAX_INT <= m_payment_product_id <= _MAX_INT):
            raise _wrong(where, "paymentProductId", m_payment_product_id, "an integer")
        m_result = value.get("result", _MISSING)
        if m_result is not None and type(m_result) is not str:
            raise _wrong(where, "result", m_result, "a string")
        m_net_amount = value.get("netAmount", _MISSING)
        if m_net_amount is _MISSING:
            raise _broken(f"{where}.netAmount", "is missing")
        m_net_amount = None if m_net_amount is None else AmountOfMoney._read(m_net_amount, where + ".netAmount")
        m_surcharge_amount = value.get("surchargeAmount", _MISSING)
        if m_surcharge_amount is _MISSING:
            raise _broken(f"{where}.surchargeAmount", "is missing")
        m_surcharge_amount = None if m_surcharge_amount is None else AmountOfMoney._read(m_surcharge_amount, where + ".surchargeAmount")
        m_total_amount = value.get("totalAmount", _MISSING)
        if m_total_amount is _MISSING:
            raise _broken(f"{where}.totalAmount", "is missing")
        m_total_amount = None if m_total_amount is None else AmountOfMoney._read(m_total_amount, where + ".totalAmount")
        m_surcharge_rate = value.get("surchargeRate", _MISSING)
        if m_surcharge_rate is _MISSING:
            raise _broken(f"{where}.surchargeRate", "is missing")
        m_surcharge_rate = None if m_surcharge_rate is None else SurchargeRate._read(m_surcharge_rate, where + ".surchargeRate")
        made = _new(cls)
        made.__dict__.update(
            payment_product_id=m_payment_product_id,
            result=m_result,
            net_amount=m_net_amount,
            surcharge_amount=m_surcharge_amount,
            total_amount=m_total_amount,
            surcharge_rate=m_surcharge_rate,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_surcharge_product_type_id = value.get("surchargeProductTypeId", _MISSING)
        if m_surcharge_product_type_id is not None and type(m_surcharge_product_type_id) is not str:
            raise _wrong(where, "surchargeProductTypeId", m_surcharge_product_type_id, "a string")
        m_surcharge_product_type_version = value.get("surchargeProductTypeVersion", _MISSING)
        if m_surcharge_product_type_version is not None and type(m_surcharge_product_type_version) is not str:
            raise _wrong(where, "surchargeProductTypeVersion", m_surcharge_product_type_version, "a string")
        m_ad_valorem_rate = value.get("adValoremRate", _MISSING)
        if m_ad_valorem_rate is _MISSING:
            raise _broken(f"{where}.adValoremRate", "is missing")
        m_ad_valorem_rate = None if m_ad_valorem_rate is None else _number(m_ad_valorem_rate, where + ".adValoremRate")
        m_specific_rate = value.get("specificRate", _MISSING)
        if m_specific_rate is _MISSING:
            raise _broken(f"{where}.specificRate", "is missing")
        m_specific_rate = None if m_specific_rate is None else _number(m_specific_rate, where + ".specificRate")
        made = _new(cls)
        made.__dict__.update(
            surcharge_product_type_id=m_surcharge_product_type_id,
            surcharge_product_type_version=m_surcharge_product_type_version,
            ad_valorem_rate=m_ad_valorem_rate,
            specific_rate=m_specific_rate,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_dcc_session_id = value.get("dccSessionId", _MISSING)
        if m_dcc_session_id is not None and type(m_dcc_session_id) is not str:
            raise _wrong(where, "dccSessionId", m_dcc_session_id, "a string")
        m_result = value.get("result", _MISSING)
        if m_result is _MISSING:
            raise _broken(f"{where}.result", "is missing")
        m_result = None if m_result is None else ConversionResult._read(m_result, where + ".result")
        m_proposal = value.get("proposal", _MISSING)
        if m_proposal is _MISSING:
            raise _broken(f"{where}.proposal", "is missing")
        m_proposal = None if m_proposal is None else ConversionProposal._read(m_proposal, where + ".proposal")
        made = _new(cls)
        made.__dict__.update(
            dcc_session_id=m_dcc_session_id,
            result=m_result,
            proposal=m_proposal,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_result = value.get("result", _MISSING)
        if m_result is not None and type(m_result) is not str:
            raise _wrong(where, "result", m_result, "a string")
        m_result_reason = value.get("resultReason", _MISSING)
        if m_result_reason is not None and type(m_result_reason) is not str:
            raise _wrong(where, "resultReason", m_result_reason, "a string")
        made = _new(cls)
        made.__dict__.update(
            result=m_result,
            result_reason=m_result_reason,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_base_amount = value.get("baseAmount", _MISSING)
        if m_base_amount is _MISSING:
            raise _broken(f"{where}.baseAmount", "is missing")
        m_base_amount = None if m_base_amount is None else AmountOfMoney._read(m_base_amount, where + ".baseAmount")
        m_target_amount = value.get("targetAmount", _MISSING)
        if m_target_amount is _MISSING:
            raise _broken(f"{where}.targetAmount", "is missing")
        m_target_amount = None if m_target_amount is None else AmountOfMoney._read(m_target_amount, where + ".targetAmount")
        m_rate = value.get("rate", _MISSING)
        if m_rate is _MISSING:
            raise _broken(f"{where}.rate", "is missing")
        m_rate = None if m_rate is None else ConversionRate._read(m_rate, where + ".rate")
        m_disclaimer_receipt = value.get("disclaimerReceipt", _MISSING)
        if m_disclaimer_receipt is not None and type(m_disclaimer_receipt) is not str:
            raise _wrong(where, "disclaimerReceipt", m_disclaimer_receipt, "a string")
        m_disclaimer_display = value.get("disclaimerDisplay", _MISSING)
        if m_disclaimer_display is not None and type(m_disclaimer_display) is not str:
            raise _wrong(where, "disclaimerDisplay", m_disclaimer_display, "a string")
        made = _new(cls)
        made.__dict__.update(
            base_amount=m_base_amount,
            target_amount=m_target_amount,
            rate=m_rate,
            disclaimer_receipt=m_disclaimer_receipt,
            disclaimer_display=m_disclaimer_display,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_exchange_rate = value.get("exchangeRate", _MISSING)
        if m_exchange_rate is _MISSING:
            raise _broken(f"{where}.exchangeRate", "is missing")
        m_exchange_rate = None if m_exchange_rate is None else _number(m_exchange_rate, where + ".exchangeRate")
        m_inverted_exchange_rate = value.get("invertedExchangeRate", _MISSING)
        if m_inverted_exchange_rate is _MISSING:
            raise _broken(f"{where}.invertedExchangeRate", "is missing")
        m_inverted_exchange_rate = None if m_inverted_exchange_rate is None else _number(m_inverted_exchange_rate, where + ".invertedExchangeRate")
        m_mark_up_rate = value.get("markUpRate", _MISSING)
        if m_mark_up_rate is _MISSING:
            raise _broken(f"{where}.markUpRate", "is missing")
        m_mark_up_rate = None if m_mark_up_rate is None else _number(m_mark_up_rate, where + ".markUpRate")
        m_quotation_date_time = value.get("quotationDateTime", _MISSING)
        if m_quotation_date_time is not None and type(m_quotation_date_time) is not str:
            raise _wrong(where, "quotationDateTime", m_quotation_date_time, "a string")
        m_source = value.get("source", _MISSING)
        if m_source is not None and type(m_source) is not str:
            raise _wrong(where, "source", m_source, "a string")
        made = _new(cls)
        made.__dict__.update(
            exchange_rate=m_exchange_rate,
            inverted_exchange_rate=m_inverted_exchange_rate,
            mark_up_rate=m_mark_up_rate,
            quotation_date_time=m_quotation_date_time,
            source=m_source,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_http_status = value.get("httpStatus", _MISSING)
        if type(m_http_status) is not int or not -_MAX_INT <= m_http_status <= _MAX_INT:
            raise _wrong(where, "httpStatus", m_http_status, "an integer")
        m_error_id = value.get("errorId", _MISSING)
        if m_error_id is not None and type(m_error_id) is not str:
            raise _wrong(where, "errorId", m_error_id, "a string")
        m_errors = value.get("errors", _MISSING)
        if m_errors is _MISSING:
            raise _broken(f"{where}.errors", "is missing")
        m_errors = _read_10(m_errors, where + ".errors")
        made = _new(cls)
        made.__dict__.update(
            http_status=m_http_status,
            error_id=m_error_id,
            errors=m_errors,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_code = value.get("code", _MISSING)
        if m_code is not None and type(m_code) is not str:
            raise _wrong(where, "code", m_code, "a string")
        m_id = value.get("id", _MISSING)
        if m_id is not None and type(m_id) is not str:
            raise _wrong(where, "id", m_id, "a string")
        m_category = value.get("category", _MISSING)
        if m_category is not None and type(m_category) is not str:
            raise _wrong(where, "category", m_category, "a string")
        m_message = value.get("message", _MISSING)
        if m_message is not None and type(m_message) is not str:
            raise _wrong(where, "message", m_message, "a string")
        m_property_name = value.get("propertyName", _MISSING)
        if m_property_name is not None and type(m_property_name) is not str:
            raise _wrong(where, "propertyName", m_property_name, "a string")
        m_http_status_code = value.get("httpStatusCode", _MISSING)
        if m_http_status_code is not None and (type(m_http_status_code) is not int or not -_MAX_INT <= m_http_status_code <= _MAX_INT):
            raise _wrong(where, "httpStatusCode", m_http_status_code, "an integer")
        made = _new(cls)
        made.__dict__.update(
            code=m_code,
            id=m_id,
            category=m_category,
            message=m_message,
            property_name=m_property_name,
            http_status_code=m_http_status_code,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_brand = value.get("brand", _MISSING)
        if m_brand is not None and type(m_brand) is not str:
            raise _wrong(where, "brand", m_brand, "a string")
        m_pan = value.get("pan", _MISSING)
        if m_pan is _MISSING:
            raise _broken(f"{where}.pan", "is missing")
        m_pan = CardPart._read(m_pan, where + ".pan")
        m_cvc = value.get("cvc", _MISSING)
        if m_cvc is _MISSING:
            raise _broken(f"{where}.cvc", "is missing")
        m_cvc = CardPart._read(m_cvc, where + ".cvc")
        m_expiry = value.get("expiry", _MISSING)
        if m_expiry is _MISSING:
            raise _broken(f"{where}.expiry", "is missing")
        m_expiry = CardPart._read(m_expiry, where + ".expiry")
        m_complete = value.get("complete", _MISSING)
        if type(m_complete) is not bool:
            raise _wrong(where, "complete", m_complete, "true or false")
        made = _new(cls)
        made.__dict__.update(
            brand=m_brand,
            pan=m_pan,
            cvc=m_cvc,
            expiry=m_expiry,
            complete=m_complete,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_state = value.get("state", _MISSING)
        if type(m_state) is not str:
            raise _wrong(where, "state", m_state, "a string")
        if m_state not in ('valid', 'incomplete', 'invalid'):
            raise _broken(f"{where}.state", f"is {m_state!r}, none of valid, incomplete, invalid")
        m_reason = value.get("reason")
        if m_reason is not None and type(m_reason) is not str:
            raise _wrong(where, "reason", m_reason, "a string")
        m_max_length = value.get("maxLength")
        if m_max_length is not None and (type(m_max_length) is not int or not -_MAX_INT <= m_max_length <= _MAX_INT):
            raise _wrong(where, "maxLength", m_max_length, "an integer")
        m_advance = value.get("advance")
        if m_advance is not None and type(m_advance) is not bool:
            raise _wrong(where, "advance", m_advance, "true or false")
        made = _new(cls)
        made.__dict__.update(
            state=m_state,
            reason=m_reason,
            max_length=m_max_length,
            advance=m_advance,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_name = value.get("name", _MISSING)
        if type(m_name) is not str:
            raise _wrong(where, "name", m_name, "a string")
        m_pan_lengths = value.get("panLengths", _MISSING)
        if m_pan_lengths is _MISSING:
            raise _broken(f"{where}.panLengths", "is missing")
        m_pan_lengths = _read_11(m_pan_lengths, where + ".panLengths")
        m_cvc_lengths = value.get("cvcLengths", _MISSING)
        if m_cvc_lengths is _MISSING:
            raise _broken(f"{where}.cvcLengths", "is missing")
        m_cvc_lengths = _read_11(m_cvc_lengths, where + ".cvcLengths")
        m_format = value.get("format", _MISSING)
        if m_format is _MISSING:
            raise _broken(f"{where}.format", "is missing")
        m_format = _read_11(m_format, where + ".format")
        m_advance_length = value.get("advanceLength", _MISSING)
        if type(m_advance_length) is not int or not -_MAX_INT <= m_advance_length <= _MAX_INT:
            raise _wrong(where, "advanceLength", m_advance_length, "an integer")
        m_advance_lengths = value.get("advanceLengths")
        m_advance_lengths = None if m_advance_lengths is None else _read_12(m_advance_lengths, where + ".advanceLengths")
        m_format_by_length = value.get("formatByLength")
        m_format_by_length = None if m_format_by_length is None else _read_13(m_format_by_length, where + ".formatByLength")
        made = _new(cls)
        made.__dict__.update(
            name=m_name,
            pan_lengths=m_pan_lengths,
            cvc_lengths=m_cvc_lengths,
            format=m_format,
            advance_length=m_advance_length,
            advance_lengths=m_advance_lengths,
            format_by_length=m_format_by_length,
        )
        return made

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
        if type(value) is not dict:
            raise _broken(where, "is not an object")
        m_name = value.get("name", _MISSING)
        if type(m_name) is not str:
            raise _wrong(where, "name", m_name, "a string")
        m_bins = value.get("bins", _MISSING)
        if m_bins is _MISSING:
            raise _broken(f"{where}.bins", "is missing")
        m_bins = _read_8(m_bins, where + ".bins")
        m_pattern = value.get("pattern")
        if m_pattern is not None and type(m_pattern) is not str:
            raise _wrong(where, "pattern", m_pattern, "a string")
        m_pan_lengths = value.get("panLengths", _MISSING)
        if m_pan_lengths is _MISSING:
            raise _broken(f"{where}.panLengths", "is missing")
        m_pan_lengths = _read_11(m_pan_lengths, where + ".panLengths")
        m_cvc_lengths = value.get("cvcLengths", _MISSING)
        if m_cvc_lengths is _MISSING:
            raise _broken(f"{where}.cvcLengths", "is missing")
        m_cvc_lengths = _read_11(m_cvc_lengths, where + ".cvcLengths")
        m_format = value.get("format", _MISSING)
        if m_format is _MISSING:
            raise _broken(f"{where}.format", "is missing")
        m_format = _read_11(m_format, where + ".format")
        m_advance_length = value.get("advanceLength", _MISSING)
        if type(m_advance_length) is not int or not -_MAX_INT <= m_advance_length <= _MAX_INT:
            raise _wrong(where, "advanceLength", m_advance_length, "an integer")
        m_advance_lengths = value.get("advanceLengths")
        m_advance_lengths = None if m_advance_lengths is None else _read_12(m_advance_lengths, where + ".advanceLengths")
        m_format_by_length = value.get("formatByLength")
        m_format_by_length = None if m_format_by_length is None else _read_13(m_format_by_length, where + ".formatByLength")
        made = _new(cls)
        made.__dict__.update(
            name=m_name,
            bins=m_bins,
            pattern=m_pattern,
            pan_lengths=m_pan_lengths,
            cvc_lengths=m_cvc_lengths,
            format=m_format,
            advance_length=m_advance_length,
            advance_lengths=m_advance_lengths,
            format_by_length=m_format_by_length,
        )
        return made

    def _as_json(self) -> Dict[str, Any]:
        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""
        return _dump_members(self, self._KEYS)


# The readers of arrays, maps and nullable values, each made once.
_read_1 = _array(PaymentValue._read)
_read_2 = _map(_json, int_keys=False)
_read_3 = _array(ProductField._read)
_read_4 = _array(AccountOnFile._read)
_read_5 = _array(Product._read)
_read_6 = _array(_json)
_read_7 = _map(_string, int_keys=False)
_read_8 = _array(_string)
_read_9 = _array(Surcharge._read)
_read_10 = _array(ApiError._read)
_read_11 = _array(_int)
_read_12 = _map(_int, int_keys=False)
_read_13 = _map(_array(_int), int_keys=True)
_read_14 = _array(ValidationError._read)
_read_15 = _array(CardBrand._read)


def read_metadata_json(text: Union[str, bytes]) -> Dict[str, str]:
    """The output of payseal_metadata_json, typed: The metadata: known keys in the documented order, then the others in insertion order."""
    return _read_7(_parse(text, "payseal_metadata_json"), "payseal_metadata_json")


def read_payment_request_payload(text: Union[str, bytes]) -> Payload:
    """The output of payseal_payment_request_payload, typed."""
    return Payload._read(_parse(text, "payseal_payment_request_payload"), "payseal_payment_request_payload")


def read_payment_request_validate(text: Union[str, bytes]) -> List[ValidationError]:
    """The output of payseal_payment_request_validate, typed: In the fields' display order, each with its fieldId; [] when valid."""
    return _read_14(_parse(text, "payseal_payment_request_validate"), "payseal_payment_request_validate")


def read_payment_request_keys(text: Union[str, bytes]) -> List[str]:
    """The output of payseal_payment_request_keys, typed: The keys of the values set, in payload order."""
    return _read_8(_parse(text, "payseal_payment_request_keys"), "payseal_payment_request_keys")


def read_validate_value(text: Union[str, bytes]) -> List[ValidationError]:
    """The output of payseal_validate_value, typed: Without fieldId; [] when the value is valid."""
    return _read_14(_parse(text, "payseal_validate_value"), "payseal_validate_value")


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


def read_product_field_edit(text: Union[str, bytes]) -> FieldEdit:
    """The output of payseal_product_field_edit, typed."""
    return FieldEdit._read(_parse(text, "payseal_product_field_edit"), "payseal_product_field_edit")


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


def read_card_edit_pan_json(text: Union[str, bytes]) -> FieldEdit:
    """The output of payseal_card_edit_pan_json, typed."""
    return FieldEdit._read(_parse(text, "payseal_card_edit_pan_json"), "payseal_card_edit_pan_json")


def read_card_edit_expiry_json(text: Union[str, bytes]) -> FieldEdit:
    """The output of payseal_card_edit_expiry_json, typed."""
    return FieldEdit._read(_parse(text, "payseal_card_edit_expiry_json"), "payseal_card_edit_expiry_json")


def read_card_edit_cvc(text: Union[str, bytes]) -> FieldEdit:
    """The output of payseal_card_edit_cvc, typed."""
    return FieldEdit._read(_parse(text, "payseal_card_edit_cvc"), "payseal_card_edit_cvc")


def read_card_brand_info(text: Union[str, bytes]) -> BrandInfo:
    """The output of payseal_card_brand_info, typed."""
    return BrandInfo._read(_parse(text, "payseal_card_brand_info"), "payseal_card_brand_info")


def read_card_brands_json(text: Union[str, bytes]) -> List[CardBrand]:
    """The output of payseal_card_brands_json, typed: The whole table, normalized, in table order."""
    return _read_15(_parse(text, "payseal_card_brands_json"), "payseal_card_brands_json")


def read_card_brand_candidates(text: Union[str, bytes]) -> List[str]:
    """The output of payseal_card_brand_candidates, typed: Brand names, most specific first."""
    return _read_8(_parse(text, "payseal_card_brand_candidates"), "payseal_card_brand_candidates")
