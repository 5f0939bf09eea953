"""PaymentRequest and PreparedPaymentRequest: the main job."""

from __future__ import annotations

from ctypes import byref, c_void_p
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, List, Mapping, Optional, Tuple, Union

from . import _ffi, _results
from ._core import OwnedHandle, Today, call_returning_text, id_text, raise_for_status, take_c_string, to_c_string, today_pair
from ._native import speedups as _speedups
from .card_input import ValidationError
from .keys import PublicKey
from .metadata import DeviceMetadata

if TYPE_CHECKING:
    from .session import Product

__all__ = ["PaymentRequest", "PreparedPaymentRequest"]

_lib = _ffi.lib
_prepare = _lib.payseal_prepare  # looked up once: the call is the whole of a prepare in Python


def _prepare_on_handles(key_handle: c_void_p, request_handle: c_void_p, metadata_handle: Optional[c_void_p]) -> Tuple[str, str]:
    out_fields, out_meta = c_void_p(), c_void_p()
    status = _prepare(key_handle, request_handle, metadata_handle, byref(out_fields), byref(out_meta))
    if status != 0:
        raise_for_status(status)
    # The header gives no lengths for these two NUL-terminated strings.
    try:
        fields = take_c_string(out_fields)
    finally:
        meta = take_c_string(out_meta)
    return fields.decode("ascii"), meta.decode("ascii")


def _prepare_by_ctypes(key: PublicKey, request: "PaymentRequest", metadata: Optional[DeviceMetadata]) -> "PreparedPaymentRequest":
    if not isinstance(key, PublicKey):
        raise TypeError(f"key must be a PublicKey, not {type(key).__name__}")
    if metadata is not None and not isinstance(metadata, DeviceMetadata):
        raise TypeError(f"metadata must be a DeviceMetadata or None, not {type(metadata).__name__}")
    # The three handles counted as in use for the call, without `with` blocks: fewer Python
    # calls around the one C call.
    key_handle = key._enter_use()
    try:
        request_handle = request._enter_use()
        try:
            metadata_handle = None if metadata is None else metadata._enter_use()
            try:
                return _prepared(*_prepare_on_handles(key_handle, request_handle, metadata_handle))
            finally:
                if metadata is not None:
                    metadata._exit_use()
        finally:
            request._exit_use()
    finally:
        key._exit_use()


@dataclass(frozen=True)
class PreparedPaymentRequest:
    """The two strings a merchant's server forwards to the Server API."""

    #: JWE compact serialization (send as ``encryptedCustomerInput``)
    encrypted_fields: str
    #: base64 of the DeviceMetadata JSON (also the ``X-GCS-ClientMetaInfo`` header)
    encoded_client_meta_info: str


def _prepared(fields: str, meta: str) -> PreparedPaymentRequest:
    """The result without the frozen dataclass's ``__init__`` (as ``frozen`` makes it, with
    its two fields named: the C extension makes it the same way)."""
    prepared = _new_object(PreparedPaymentRequest)
    values = prepared.__dict__
    values["encrypted_fields"] = fields
    values["encoded_client_meta_info"] = meta
    return prepared


_new_object = object.__new__


class PaymentRequest(OwnedHandle):
    """A payment request for one client session and payment product.

    ``req["cardNumber"] = "4567350000427977"`` (or :meth:`set_value`) sets payment values:
    the first set fixes a key's position, a later set replaces the value in place.
    :meth:`prepare` encrypts it.  Closing (or garbage collection) wipes the values in the
    library; the binding itself never keeps the values, and :meth:`keys` asks the library
    which it holds (setting ``""`` on a request with a product, or choosing an account on file,
    removes values there).

    Threads: calls on one request from several threads run one at a time (each waits for the
    call in progress), so sharing one never corrupts it, but the order of their sets is the
    threads' own; the key passed to :meth:`prepare` may be shared freely. A :meth:`close` during
    a call frees the request when that call returns; a later call raises ClosedHandleError.
    """

    _free_fn = _lib.payseal_payment_request_free
    _what = "PaymentRequest"
    _one_thread_at_a_time = True

    def __init__(self, client_session_id: str, payment_product_id: Union[int, str]) -> None:
        product = id_text(payment_product_id, "payment_product_id")
        c_session = to_c_string(client_session_id, "client_session_id")
        c_product = to_c_string(product, "payment_product_id")
        handle = _ffi.PaymentRequestHandle()
        status = _lib.payseal_payment_request_new(c_session, c_product, byref(handle))
        raise_for_status(status)
        self._adopt(handle)
        self._client_session_id = client_session_id
        self._payment_product_id = int(product)
        # The C ABI has no getters for these two; each changes only through its setter below,
        # which records it after the library accepted it (a refused set changes neither).
        self._account_on_file_id: Optional[str] = None
        self._tokenize = False

    @property
    def client_session_id(self) -> str:
        return self._client_session_id

    @property
    def payment_product_id(self) -> int:
        return self._payment_product_id

    def set_value(self, key: str, value: str) -> None:
        """Set a payment value (e.g. ``"cardNumber"``).  On failure nothing changes."""
        c_key = to_c_string(key, "key")
        c_value = to_c_string(value, "value")
        with self._use() as handle:
            raise_for_status(_lib.payseal_payment_request_set_value(handle, c_key, c_value))

    def __setitem__(self, key: str, value: str) -> None:
        self.set_value(key, value)

    def update(
        self, values: Union[Mapping[str, str], Iterable[Tuple[str, str]]] = (), **kwargs: str
    ) -> None:
        """Set several values in order."""
        items = values.items() if isinstance(values, Mapping) else values
        for key, value in items:
            self.set_value(key, value)
        for key, value in kwargs.items():
            self.set_value(key, value)

    def keys(self) -> List[str]:
        """The keys of the values the request holds, in payload order, read from the library."""
        with self._use() as handle:
            keys: List[str] = _results.read_payment_request_keys(call_returning_text(_lib.payseal_payment_request_keys, handle))
        return keys

    def __contains__(self, key: object) -> bool:
        return key in self.keys()

    def __len__(self) -> int:
        return len(self.keys())

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def unmasked_value(self, field_id: str) -> str:
        """The value stored for a field, as it goes into the payload (without the mask's
        literals when the request has a product); ``""`` without a value. It is card data."""
        with self._use() as handle:
            return call_returning_text(_lib.payseal_payment_request_unmasked_value, handle,
                                       to_c_string(field_id, "field_id"))

    @property
    def account_on_file_id(self) -> Optional[str]:
        """The accountOnFileId (int or str, as the product's JSON has it; read back as str);
        assign ``None`` to clear it."""
        return self._account_on_file_id

    @account_on_file_id.setter
    def account_on_file_id(self, value: Union[int, str, None]) -> None:
        text = None if value is None else id_text(value, "account_on_file_id")
        c_id = None if text is None else to_c_string(text, "account_on_file_id")
        with self._use() as handle:
            raise_for_status(_lib.payseal_payment_request_set_account_on_file(handle, c_id))
        self._account_on_file_id = text

    @property
    def tokenize(self) -> bool:
        """Whether the card is to be tokenized (``"tokenize":true`` in the payload)."""
        return self._tokenize

    @tokenize.setter
    def tokenize(self, value: bool) -> None:
        flag = bool(value)
        with self._use() as handle:
            raise_for_status(_lib.payseal_payment_request_set_tokenize(handle, 1 if flag else 0))
        self._tokenize = flag

    def set_product(self, product: Product) -> None:
        """Attach the product (same id): values are then checked against its fields, stored
        unmasked, validated by :meth:`validate`, and :meth:`prepare` refuses an invalid request
        with ValidationFailedError. Values set before are checked and unmasked now."""
        from .session import Product  # session imports card_input, as this module does
        if not isinstance(product, Product):
            raise TypeError(f"product must be a Product, not {type(product).__name__}")
        with self._use() as handle, product._use() as product_handle:
            raise_for_status(_lib.payseal_payment_request_set_product(handle, product_handle))

    def masked_value(self, field_id: str) -> str:
        """A field's value formatted with its mask, for display ("" without a value)."""
        with self._use() as handle:
            return call_returning_text(_lib.payseal_payment_request_masked_value, handle, to_c_string(field_id, "field_id"))

    def validate(self, *, today: Today = None, locale: Optional[str] = None) -> List[ValidationError]:
        """The validation errors, each with its ``field_id``, in display order (``[]`` when
        valid); ``today``: a :class:`datetime.date`, a ``(year, month)`` pair or ``None`` for
        the system clock (UTC); ``locale``: the messages' language (``None``: English;
        :func:`payseal.message`). Needs a product (:meth:`set_product`)."""
        year, month = today_pair(today)
        with self._use() as handle:
            text = call_returning_text(_lib.payseal_payment_request_validate, handle, year, month)
        if locale is not None:
            from .messages import localize_messages

            text = localize_messages(text, locale)
        return [ValidationError._of(e) for e in _results.read_payment_request_validate(text)]

    def payload(self, nonce: str) -> str:
        """The payload JSON :meth:`prepare` encrypts, with the given nonce (for known-answer
        tests).  It contains the card data: handle it accordingly."""
        c_nonce = to_c_string(nonce, "nonce")
        with self._use() as handle:
            return call_returning_text(_lib.payseal_payment_request_payload, handle, c_nonce)

    def prepare(self, key: PublicKey, metadata: Optional[DeviceMetadata] = None) -> PreparedPaymentRequest:
        """A fresh nonce, the payload JSON, its JWE to ``key`` and the encoded metadata
        (``metadata=None``: the detected defaults)."""
        return _prepare_call(key, self, metadata)

    def __repr__(self) -> str:
        state = " closed" if self.closed else ""
        values = "?" if self.closed else str(len(self))
        return (
            f"<PaymentRequest product={self._payment_product_id} values={values}"
            f" tokenize={self._tokenize}{state}>"
        )


# With the C extension, a prepare is one call into it from the method above: it checks the
# types, counts the handles' uses, calls the library, makes the result and raises a failed
# call's error (raise_for_status), and hands what it does not take (another type, a closed
# handle) to the ctypes path, which raises the error. With the Python calls it saves, a prepare
# went from 0.80-0.83 of the C baseline's speed to 0.89 (bench/README.md, "the Python binding's
# prepare in one call").
_PrepareCall = Callable[[PublicKey, PaymentRequest, Optional[DeviceMetadata]], PreparedPaymentRequest]
_prepare_by_speedups: _PrepareCall
if _speedups is not None:
    _speedups.bind_prepare(PublicKey, PaymentRequest, DeviceMetadata, PreparedPaymentRequest, raise_for_status, _prepare_by_ctypes)
    _prepare_by_speedups = _speedups.prepare
else:
    _prepare_by_speedups = _prepare_by_ctypes

#: How ``prepare`` calls the library (tests call it both ways).
_prepare_call: _PrepareCall = _prepare_by_speedups
