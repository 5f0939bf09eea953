"""Client API requests without I/O, and the payment product as a form model.

    session = Session(client_session_id, customer_id, client_api_url)
    request = session.request("paymentProduct", {"countryCode": "NL", "currencyCode": "EUR",
                              "amount": 1000, "isRecurring": False}, {"paymentProductId": 1})
    response = requests.request(request.method, request.url, headers=request.headers, data=request.body)
    product = Product(response.json())
    for f in product.fields:                     # in display order
        f.id, f.type, f.label, f.mask, f.display_hints["placeholderLabel"], f.validate("4111")
    product.field("cardNumber").check("4111 1111")  # FieldCheck(state=<FieldState.INCOMPLETE: ...>, error=...)
    product.accounts_on_file[0].display_value("cardNumber")  # '4111 11XX XXXX 1111'
"""

from __future__ import annotations

import json
import shlex
from ctypes import byref
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Optional

from . import _ffi, _raw, _results
from ._raw import CHECK_FINAL
from ._core import JSONInput, OwnedHandle, Today, _lib, call_returning_text, json_bytes, raise_for_status, to_c_string, today_pair
from .card_input import FieldCheck, Mask, MaskEdit, ValidationError, _field_edit_result, validate_value
from .metadata import DeviceMetadata

__all__ = ["AccountOnFile", "ClientAPIRequest", "Product", "ProductField", "ProductList", "Session", "parse_product_list"]


@dataclass(frozen=True)
class ClientAPIRequest:
    """An HTTP request PaySeal built (:meth:`Session.request`); send it with any HTTP client.
    ``headers`` in the order PaySeal writes them; ``body`` ``None`` for a GET."""

    method: str
    url: str
    headers: Dict[str, str]
    body: Optional[str]

    def to_curl(self) -> str:
        """The request as a ``curl`` command line (shell-quoted), for a terminal or a bug report.
        It carries the session id (Authorization header) and, for iinDetails, the card's bin."""
        words = ["curl", "-X", self.method]
        for name, value in self.headers.items():
            words += ["-H", f"{name}: {value}"]
        if self.body is not None:
            words += ["--data-raw", self.body]
        words.append(self.url)
        return " ".join(shlex.quote(word) for word in words)

    def as_dict(self) -> Dict[str, Any]:
        """The library's JSON object: ``{"method", "url", "headers", "body"}``."""
        return {"method": self.method, "url": self.url, "headers": dict(self.headers), "body": self.body}


class Session(OwnedHandle):
    """A Client API session (the Create Session response). Immutable: share it between threads."""

    _free_fn = _lib.payseal_session_free
    _what = "Session"

    def __init__(self, client_session_id: str, customer_id: str, client_api_url: str, asset_url: str = "") -> None:
        handle = _ffi.SessionHandle()
        raise_for_status(_lib.payseal_session_new(
            to_c_string(client_session_id, "client_session_id"), to_c_string(customer_id, "customer_id"),
            to_c_string(client_api_url, "client_api_url"), to_c_string(asset_url, "asset_url"), byref(handle)))
        self._adopt(handle)

    def request(
        self,
        operation: str,
        context: Optional[JSONInput] = None,
        params: Optional[JSONInput] = None,
        metadata: Optional[DeviceMetadata] = None,
    ) -> ClientAPIRequest:
        """The HTTP request for an operation: ``"publicKey"``; ``"paymentProducts"``,
        ``"paymentProduct"`` and ``"paymentProductNetworks"`` (with ``params={"paymentProductId": 1}``),
        ``"iinDetails"`` (with ``params={"cardNumber": ...}``), ``"surchargeCalculation"`` and
        ``"currencyConversion"`` (with ``params={"cardNumber": ..., "paymentProductId": 1}`` or
        ``{"token": ...}``, and an optional ``"targetCurrency"`` for the latter; read their answers
        with :mod:`payseal.services`), each with ``context={"countryCode", "currencyCode",
        "amount", "isRecurring"}``. ``context`` and ``params``: a dict or its JSON text or bytes;
        ``metadata=None``: the detected defaults."""
        c_operation = to_c_string(operation, "operation")
        c_context = None if context is None else _c_json(context, "context")
        c_params = None if params is None else _c_json(params, "params")
        if metadata is not None and not isinstance(metadata, DeviceMetadata):
            raise TypeError(f"metadata must be a DeviceMetadata or None, not {type(metadata).__name__}")
        with self._use() as handle:
            if metadata is None:
                text = call_returning_text(_lib.payseal_session_request, handle, c_operation, c_context, c_params, None)
            else:
                with metadata._use() as meta:
                    text = call_returning_text(_lib.payseal_session_request, handle, c_operation, c_context, c_params, meta)
        request = _results.read_session_request(text)
        return ClientAPIRequest(request.method, request.url, request.headers, request.body)


def _c_json(value: JSONInput, what: str) -> bytes:
    """A JSON argument the C ABI takes NUL-terminated."""
    return to_c_string(json_bytes(value, what).decode("utf-8", "surrogatepass"), what)


@dataclass(frozen=True)
class ProductField:
    """One field of a product's form, in display order (:attr:`Product.fields`): its ``id`` (the
    payment-value key), ``type`` (``"numericstring"``, ``"expirydate"``, ``"string"``, ...),
    ``label``, ``mask`` (``None`` without one), every display hint as the server sent it
    (``display_hints``: ``placeholderLabel``, ``tooltip``, ``preferredInputType``, ``formElement``
    with its ``valueMapping``, ``alwaysShow``, ``obfuscate``, ``link``, ...) and its
    ``data_restrictions``."""

    id: str
    type: str
    label: Optional[str]
    mask: Optional[Mask]
    display_hints: Dict[str, Any]
    data_restrictions: Dict[str, Any]
    required: bool
    _product: Optional["Product"] = field(default=None, repr=False, compare=False)

    @property
    def obfuscate(self) -> bool:
        """True when the value is to be hidden as it is typed (a CVC)."""
        return bool(self.display_hints.get("obfuscate", False))

    def validate(self, value: str, *, today: Today = None) -> List[ValidationError]:
        """The errors of an unmasked value (``mask.unformat(text)``) against this field's rules,
        each with ``field_id`` set; ``[]`` when valid. (:meth:`PaymentRequest.validate` also
        checks the field's type and the account on file.)"""
        return [ValidationError(e.type, e.params, self.id, e.message_key, e.message)
                for e in validate_value(self.data_restrictions, value, today=today)]

    def check(self, value: str, *, today: Today = None, final: bool = False) -> FieldCheck:
        """The field as the customer types it: ``value`` (masked or not) is ``"valid"``,
        ``"incomplete"`` (typing more can still make it valid; ``error`` is what it gives now) or
        ``"invalid"`` (nothing typed next can; ``error`` is the check no continuation passes).
        ``today`` as in :meth:`validate`. A value the field's mask would change raises
        :class:`~payseal.ArgumentError`. ``final``: the customer has left the field or submits,
        so ``"incomplete"`` is ``"invalid"`` with the same error. Only for a field of a
        :class:`Product` (its ``fields``)."""
        if self._product is None:
            raise ValueError("check needs the field's product: use a field of Product.fields")
        return self._product.check(self.id, value, today=today, final=final)

    def edit(self, text: str, start: int, end: int, replacement: str = "") -> MaskEdit:
        """One edit of the field as the customer types or pastes (docs/product-fields.md, "Editing a
        field"): the field's mask, and in an expiry field whose mask holds MMYY a year typed or pasted
        with four digits read as its last two (``12/2028`` pasted, or typed key by key by way of
        ``12/202``, gives ``12/28``). Positions in UTF-16 code units. Only for a field of a
        :class:`Product` (its ``fields``)."""
        if self._product is None:
            raise ValueError("edit needs the field's product: use a field of Product.fields")
        return self._product.edit(self.id, text, start, end, replacement)


@dataclass(frozen=True)
class AccountOnFile:
    """A stored card (:attr:`Product.accounts_on_file`): its ``id`` (what
    :attr:`PaymentRequest.account_on_file_id` takes), ``label`` (``"4111 11XX XXXX 1111"``),
    ``attributes`` (``[{"key", "value", "status"}]``) and display hints."""

    id: str
    payment_product_id: Optional[int]
    label: str
    attributes: List[Dict[str, Any]]
    display_hints: Dict[str, Any] = field(default_factory=dict)
    _display_values: Dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def attribute(self, key: str) -> Optional[Dict[str, Any]]:
        """The attribute with this key (``{"key", "value", "status"}``), ``None`` without one."""
        return next((a for a in self.attributes if a.get("key") == key), None)

    def display_value(self, key: str) -> Optional[str]:
        """The attribute's value as a form shows it: through the mask of the product's field of that
        key, the platform's ``X``, ``x`` and ``*`` kept (``"411111XXXXXX1111"`` gives
        ``"4111 11XX XXXX 1111"``; ``Mask.format`` would drop the X's); the value as it is when the
        field has no mask. ``None`` when the account has no such attribute."""
        return self._display_values.get(key)


class Product(OwnedHandle):
    """A payment product from the Client API's products/{id} response (JSON text, bytes or the
    dict). Immutable: share it between threads. :attr:`fields` and :attr:`accounts_on_file` are
    the form; :meth:`json` the whole normalized product (every member of the response)."""

    _free_fn = _lib.payseal_product_free
    _what = "Product"

    def __init__(self, product: JSONInput) -> None:
        data = json_bytes(product, "product")
        handle = _ffi.ProductHandle()
        raise_for_status(_lib.payseal_product_parse(data, len(data), byref(handle)))
        self._adopt(handle)
        with self._use() as live:  # read once: the product is immutable
            normalized = _results.read_product_json(call_returning_text(_lib.payseal_product_json, live))
        self._id: int = normalized.id
        # The library gives "displayHints" the first entry of "displayHintsList" when the response
        # has the list alone (what Worldline Direct sends), and has checked every entry is an object.
        self._display_hints: Dict[str, Any] = normalized.display_hints or {}
        self._display_hints_list: List[Dict[str, Any]] = list(normalized.display_hints_list or [])
        # The fields' JSON, not the fields: a field refers to its product (ProductField.check), and a
        # product that referred to its fields would make a cycle only the garbage collector frees.
        self._field_objects: List[_results.ProductField] = normalized.fields
        # Accounts that share an id get the first one's display values, as choosing an account
        # (and payseal_product_account_display_value) takes the first with that id.
        values_by_id: Dict[str, Dict[str, str]] = {}
        for a in normalized.accounts_on_file:
            if a.id not in values_by_id:
                values_by_id[a.id] = self._display_values(a)
        self._accounts = [AccountOnFile(a.id, a.payment_product_id, a.label, list(a.attributes or []), a.display_hints or {},
                                        values_by_id[a.id])
                          for a in normalized.accounts_on_file]

    @property
    def id(self) -> int:
        """The product id (what :class:`PaymentRequest` takes)."""
        return self._id

    @property
    def fields(self) -> List[ProductField]:
        """The form's fields in display order."""
        return [_field_of(f, self) for f in self._field_objects]

    @property
    def accounts_on_file(self) -> List[AccountOnFile]:
        """The customer's stored cards for this product, in the response's order."""
        return list(self._accounts)

    @property
    def display_hints(self) -> Dict[str, Any]:
        """The product's own display hints (``label``, ``logo``, ``displayOrder``; the first of
        ``displayHintsList`` when the response has that instead), ``{}`` without."""
        return dict(self._display_hints)

    @property
    def display_hints_list(self) -> List[Dict[str, Any]]:
        """The product's ``displayHintsList`` as it came (each entry ``label``, ``logo``,
        ``displayOrder``), ``[]`` without."""
        return [dict(entry) for entry in self._display_hints_list]

    def field(self, field_id: str) -> ProductField:
        """The field with this id; :class:`KeyError` when the product has none."""
        for obj in self._field_objects:
            if obj.id == field_id:
                return _field_of(obj, self)
        raise KeyError(field_id)

    def check(self, field_id: str, value: str, *, today: Today = None, locale: Optional[str] = None,
              final: bool = False) -> FieldCheck:
        """:meth:`ProductField.check` of the field ``field_id``; a field the product does not have
        raises :class:`~payseal.ArgumentError`. ``locale``: the error's message language
        (``None``: English; :func:`payseal.message`); ``final`` as in :meth:`ProductField.check`."""
        year, month = today_pair(today)
        with self._use() as handle:
            text = call_returning_text(_lib.payseal_product_field_check_ex, handle, to_c_string(field_id, "field_id"),
                                       to_c_string(value, "value"), year, month, CHECK_FINAL if final else 0)
        if locale is not None:
            from .messages import localize_messages

            text = localize_messages(text, locale)
        return FieldCheck._of(_results.read_product_field_check_ex(text), field_id)

    def edit(self, field_id: str, text: str, start: int, end: int, replacement: str = "") -> MaskEdit:
        """:meth:`ProductField.edit` of the field ``field_id``; a field the product does not have
        raises :class:`~payseal.ArgumentError`."""
        c_id, c_text, c_replacement = to_c_string(field_id, "field_id"), to_c_string(text, "text"), \
            to_c_string(replacement, "replacement")
        with self._use() as handle:
            return _field_edit_result(_lib.payseal_product_field_edit,
                                      _results.read_product_field_edit, (handle, c_id, c_text), start, end, c_replacement)

    def _display_values(self, account: _results.AccountOnFile) -> Dict[str, str]:
        """Each attribute's display value, read once from the library (the product is immutable);
        called for the first account of each id only."""
        values: Dict[str, str] = {}
        with self._use() as handle:
            for attribute in account.attributes or []:
                key = attribute.get("key") if isinstance(attribute, dict) else None
                if isinstance(key, str) and key not in values:
                    values[key] = call_returning_text(_lib.payseal_product_account_display_value, handle,
                                                      to_c_string(account.id, "account id"), to_c_string(key, "key"))
        return values

    def json(self) -> Dict[str, Any]:
        """The normalized product: the response's own object with every member, ``"id"`` a
        number, ``"fields"`` in display order, ``"accountsOnFile"`` each with a ``"label"``."""
        with self._use() as handle:
            result: Dict[str, Any] = json.loads(call_returning_text(_lib.payseal_product_json, handle))
            return result

    def __repr__(self) -> str:
        return f"Product(id={self._id}, fields={[f.id for f in self._field_objects]})"


def _field_of(obj: _results.ProductField, product: Product) -> ProductField:
    hints: Dict[str, Any] = obj.display_hints or {}
    restrictions: Dict[str, Any] = obj.data_restrictions or {}
    mask = hints.get("mask")
    return ProductField(obj.id, obj.type or "", hints.get("label"), Mask(mask) if mask else None, hints,
                        restrictions, bool(restrictions.get("isRequired", False)), product)


class ProductList:
    """The products-list response (GET products) as :func:`parse_product_list` reads it:
    :attr:`products`, each a :class:`Product`, in the response's order (also ``len()``, iteration
    and indexing); :meth:`json` the normalized list as a dict. ``close()`` (or leaving a ``with``
    block) closes every product now."""

    def __init__(self, normalized_json: str,
                 read: Callable[[str], _results.ProductList] = _results.read_product_list_parse) -> None:
        self._text = normalized_json
        self._products = [Product(p._as_json()) for p in read(normalized_json).payment_products]

    @property
    def products(self) -> List[Product]:
        """The products, in the response's order."""
        return list(self._products)

    def json(self) -> Dict[str, Any]:
        """The normalized list, a new dict on each call: every product normalized as
        :meth:`Product.json` says, every other member as it came: ``{"paymentProducts": [...], ...}``."""
        result: Dict[str, Any] = json.loads(self._text)
        return result

    def __len__(self) -> int:
        return len(self._products)

    def __iter__(self) -> Iterator[Product]:
        return iter(list(self._products))

    def __getitem__(self, index: int) -> Product:
        return self._products[index]

    def close(self) -> None:
        for product in self._products:
            product.close()

    def __enter__(self) -> "ProductList":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ProductList({[p.id for p in self._products]})"


def offered_products(body: JSONInput, *, apple_pay: bool = False, google_pay: bool = False) -> ProductList:
    """The products-list response as :func:`parse_product_list` reads it, without the products a
    device cannot pay with, as the platform SDKs decide it: Maestro (117), Intersolve (5700),
    Sodexo Sport & Culture (5772) and VVV Giftcard (5784) always, Apple Pay (302) unless
    ``apple_pay``, Google Pay (320) unless ``google_pay``. PaySeal cannot ask the device: say what it
    can pay with (Google Pay's ``isReadyToPay``, a browser's ``ApplePaySession.canMakePayments()``)."""
    if not isinstance(apple_pay, bool) or not isinstance(google_pay, bool):
        raise TypeError("apple_pay and google_pay must be bool")
    data = json_bytes(body, "body")
    wallets = (_raw.WALLET_APPLE_PAY if apple_pay else 0) | (_raw.WALLET_GOOGLE_PAY if google_pay else 0)
    return ProductList(call_returning_text(_lib.payseal_product_list_offered, data, len(data), wallets),
                       _results.read_product_list_offered)


def parse_product_list(body: JSONInput) -> ProductList:
    """The products-list response (GET products): a :class:`ProductList` of :class:`Product`
    objects; its :meth:`ProductList.json` is the normalized list as a dict."""
    data = json_bytes(body, "body")
    return ProductList(call_returning_text(_lib.payseal_product_list_parse, data, len(data)))
