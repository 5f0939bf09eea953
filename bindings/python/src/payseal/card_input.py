"""Masks and field validation: what happens while the customer types (docs/card-input.md).

    mask = Mask("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")
    mask.format("4111111111111111")            # '4111 1111 1111 1111'
    mask.edit("1234", 4, 4, "5")               # MaskEdit(text='1234 5', caret=6)
    validate_value({"isRequired": True, "validators": {"luhn": {}}}, "4111111111111112")
    # [ValidationError(type='luhn', params={}, field_id=None, message_key='validation.luhn', message='...')]
    iin_result(200, {"paymentProductId": 1, "isAllowedInContext": True})
    # IINResult(status='SUPPORTED', payment_product_id=1, is_allowed_in_context=True, ...)

Positions are UTF-16 code units (what UIKit, Android and the DOM report), not Python indices:
a character outside the Basic Multilingual Plane (an emoji) counts 2
(:func:`payseal.utf16_offset` and :func:`payseal.string_index` convert).
"""

from __future__ import annotations

from ctypes import byref, c_size_t, c_void_p
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _results
from ._core import JSONInput, Today, _lib, call_returning_text, frozen, json_bytes, int_argument, position_argument, raise_for_status, take_buffer, take_text, to_c_string, today_pair

__all__ = ["FieldCheck", "FieldState", "IINResult", "Mask", "MaskEdit", "ValidationError", "validate_value", "iin_bin",
           "iin_result"]


@dataclass(frozen=True)
class MaskEdit:
    """The field's text after an edit, and the caret in UTF-16 code units. The card fields' edits
    also say whether a paste was cut (``truncated``: a PAN pasted longer than its brand's longest,
    a CVC longer than its mask) or refused, the field unchanged (``refused``: ``"notADate"`` for an
    expiry paste that makes no possible date, ``"notDigits"`` for a CVC paste with a character other
    than a digit; ``None`` when the edit was taken, and for a refused key)."""

    text: str
    caret: int
    truncated: bool = False
    refused: Optional[str] = None


class Mask:
    """A payment-product field's input mask (``displayHints.mask``)."""

    def __init__(self, pattern: str) -> None:
        self._pattern = to_c_string(pattern, "mask")
        self.pattern = pattern
        self.format("")  # refuse a bad mask now (ArgumentError), not at the first keystroke

    def __repr__(self) -> str:
        return f"Mask({self.pattern!r})"

    def format(self, value: str) -> str:
        """``value`` formatted with the mask (literals inserted, rejected characters dropped)."""
        return call_returning_text(_lib.payseal_mask_format, self._pattern, to_c_string(value, "value"))

    def unformat(self, value: str) -> str:
        """The placeholder characters of :meth:`format`: the value to store and validate."""
        return call_returning_text(_lib.payseal_mask_unformat, self._pattern, to_c_string(value, "value"))

    def edit(self, text: str, start: int, end: int, replacement: str = "") -> MaskEdit:
        """Typing, pasting, deleting or replacing the selection ``[start, end)`` of ``text``."""
        return _field_edit(_lib.payseal_mask_edit, (self._pattern, to_c_string(text, "text")), start, end,
                           to_c_string(replacement, "replacement"))

    def delete(self, text: str, start: int, end: int, forward: bool = False) -> MaskEdit:
        """The Backspace (``forward=False``) or Delete (``forward=True``) key: at a caret
        (``start == end``) the nearest placeholder character before or after it, literals skipped;
        a selection as it is. Forward-Delete at caret 4 of ``"4111 2222"`` gives ``"4111 222"``."""
        return _field_edit(_lib.payseal_mask_delete, (self._pattern, to_c_string(text, "text")), start, end, 1 if forward else 0)


def _field_edit_result(fn: Callable[..., int], read: Callable[[str], _results.FieldEdit], head: Tuple[Any, ...], start: int,
                       end: int, replacement: Any) -> MaskEdit:
    """Calls an edit export whose result is JSON, ``fn(*head, start, end, replacement, out_json,
    out_len)``, and reads it with its generated reader ``read``."""
    start, end = position_argument(start, "start"), position_argument(end, "end")
    edit = read(call_returning_text(fn, *head, start, end, replacement))
    return frozen(MaskEdit, text=edit.text, caret=edit.caret, truncated=edit.truncated, refused=edit.refused)


def _field_edit(fn: Callable[..., int], head: Tuple[Any, ...], start: int, end: int, last: Any) -> MaskEdit:
    """Calls an edit export ``fn(*head, start, end, last, out_text, out_len, out_caret)``; the
    positions must not be negative."""
    start, end = position_argument(start, "start"), position_argument(end, "end")
    out, out_len, caret = c_void_p(), c_size_t(), c_size_t()
    status = fn(*head, start, end, last, byref(out), byref(out_len), byref(caret))
    if status != 0:
        raise_for_status(status)
    return frozen(MaskEdit, text=take_text(out, out_len.value).decode("utf-8"), caret=caret.value, truncated=False,
                  refused=None)


@dataclass(frozen=True)
class ValidationError:
    """One failed rule of a value: ``type`` is the rule ("luhn", "length", ...) or "required";
    ``params`` its bounds or reason (``{"minLength": 13, "maxLength": 19}``, ``{"reason": "past"}``);
    ``field_id`` the field (from :meth:`PaymentRequest.validate`, ``None`` from
    :func:`validate_value`); ``message_key`` a stable key to translate on
    (``"validation.expirationDate.past"``) and ``message`` PaySeal's English sentence, without
    the field's name (put the label in front)."""

    type: str
    params: Dict[str, Any] = field(default_factory=dict)
    field_id: Optional[str] = None
    message_key: str = field(default="", compare=False)
    message: str = field(default="", compare=False)

    @classmethod
    def _of(cls, error: _results.ValidationError, field_id: Optional[str] = None) -> "ValidationError":
        """The error the library wrote (``field_id``: the field, when the library does not say it)."""
        return cls(error.type, error.params, field_id or error.field_id, error.message_key, error.message)


class FieldState(str, Enum):
    """The state of a product field as the customer types (:meth:`ProductField.check`); a ``str``, so
    ``check.state == "valid"`` works too."""

    VALID = "valid"
    """The value passes the field's type and every validator."""
    INCOMPLETE = "incomplete"
    """Not valid yet; typing more can still make it valid."""
    INVALID = "invalid"
    """Nothing typed next can make it valid."""

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class FieldCheck:
    """A product field's value as the customer types it (:meth:`ProductField.check`). ``error`` is
    ``None`` when valid; when invalid, the error of the check no continuation passes; when
    incomplete, the error the value gives now (what to show when the customer leaves the field)."""

    state: FieldState
    error: Optional[ValidationError]

    @property
    def valid(self) -> bool:
        return self.state is FieldState.VALID

    @property
    def invalid(self) -> bool:
        """True when no continuation can make the value valid: show the error at once."""
        return self.state is FieldState.INVALID

    @classmethod
    def _of(cls, check: _results.FieldCheck, field_id: Optional[str]) -> "FieldCheck":
        return cls(FieldState(check.state), None if check.error is None else ValidationError._of(check.error, field_id))


def validate_value(data_restrictions: JSONInput, value: str, *, today: Today = None,
                   locale: Optional[str] = None) -> List[ValidationError]:
    """The errors of one unmasked value against a field's ``dataRestrictions`` (a dict, or its
    JSON as str or bytes); ``[]`` when valid. ``today`` is the month expiry dates are checked
    against: a :class:`datetime.date`, a ``(year, month)`` pair, or ``None`` for the system clock
    (UTC). ``locale``: the messages' language (``"de"``, ``"fr-BE"``; ``None``: English;
    :func:`payseal.message`). A malformed ``dataRestrictions`` raises :class:`~payseal.JSONError`."""
    document = json_bytes(data_restrictions, "data_restrictions")
    year, month = today_pair(today)
    text = call_returning_text(
        _lib.payseal_validate_value, document, len(document), to_c_string(value, "value"), year, month
    )
    if locale is not None:
        from .messages import localize_messages

        text = localize_messages(text, locale)
    return [ValidationError._of(error) for error in _results.read_validate_value(text)]


def iin_bin(card_number: str) -> Optional[str]:
    """The bin to send in an IIN check: the first 8 digits, or 6 when there are 6 or 7; ``None``
    when there are fewer than 6 (nothing to ask yet). Spaces and ``-`` are ignored."""
    out, out_len = c_void_p(), c_size_t()
    status = _lib.payseal_iin_bin(to_c_string(card_number, "card_number"), byref(out), byref(out_len))
    if status != 0:
        raise_for_status(status)
    return take_buffer(out, out_len.value).decode("ascii") if out.value else None


def iin_needs_new_details(card_number: str, previous_card_number: str = "") -> bool:
    """Whether a card number that changed from ``previous_card_number`` (``""`` the first time)
    to ``card_number`` needs a new IIN check: at the 6th digit, and again at the 16th (the first 6
    digits, or once there are 16 or more the first 8, differ). Spaces and ``-`` are ignored; a
    number with another character is never checked. Card data: never quoted in an error."""
    needed = c_size_t()
    status = _lib.payseal_iin_needs_new_details(to_c_string(card_number, "card_number"),
                                                to_c_string(previous_card_number, "previous_card_number"), byref(needed))
    if status != 0:
        raise_for_status(status)
    return needed.value == 1


@dataclass(frozen=True)
class IINResult:
    """The IIN check's answer (:func:`iin_result`). ``status``: ``"SUPPORTED"``,
    ``"EXISTING_BUT_NOT_ALLOWED"`` (the server said ``isAllowedInContext: false``) or
    ``"UNKNOWN"`` (404, or no product id); ``payment_product_id`` the product to load (``None``
    when unknown); ``is_allowed_in_context`` ``None`` when the server did not say;
    ``co_brands`` the server's entries as they came (dicts)."""

    status: str
    payment_product_id: Optional[int]
    is_allowed_in_context: Optional[bool]
    country_code: Optional[str]
    card_type: Optional[str]
    co_brands: List[Any]
    _json: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    @property
    def supported(self) -> bool:
        """True when the card's product may be used for this payment."""
        return self.status == "SUPPORTED"

    def as_dict(self) -> Dict[str, Any]:
        """The library's JSON object, keys in its order and as the server wrote them:
        ``{"status", "paymentProductId", "isAllowedInContext", "countryCode", "cardType", "coBrands"}``."""
        return dict(self._json)

    @classmethod
    def _of(cls, result: _results.IinResult) -> "IINResult":
        product = result.payment_product_id  # a number, or a string of digits as the server wrote it
        return cls(result.status, None if product is None else int(product), result.is_allowed_in_context,
                   result.country_code, result.card_type, list(result.co_brands), result._as_json())


def iin_result(http_status: int, body: JSONInput) -> IINResult:
    """Reads the IIN check's answer: HTTP 200 with its body (JSON text, bytes, or the parsed dict),
    or 404 (any body). Another HTTP status raises :class:`~payseal.ArgumentError` (the request
    failed: handle it as any failed request); a body of the wrong shape :class:`~payseal.JSONError`."""
    http_status = int_argument(http_status, "http_status")
    data = json_bytes(body, "body")
    return IINResult._of(_results.read_iin_result(call_returning_text(_lib.payseal_iin_result, http_status, data, len(data))))
