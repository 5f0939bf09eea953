"""Masks and field validation: what happens while the customer types (docs/card-input.md).

    mask = Mask("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")
    mask.format("4111111111111111")            # '4111 1111 1111 1111'
    mask.edit("1234", 4, 4, "5")               # MaskEdit(text='1234 5', caret=6)
    validate_value({"isRequired": True, "validators": {"luhn": {}}}, "4111111111111112")
    # [ValidationError(type='luhn', params={})]

Positions are UTF-16 code units (what UIKit, Android and the DOM report), not Python indices:
a character outside the Basic Multilingual Plane (an emoji) counts 2.
"""

from __future__ import annotations

import json
from ctypes import byref, c_size_t, c_void_p
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Union

from ._core import _lib, call_returning_text, raise_for_status, take_buffer, to_bytes, to_c_string

__all__ = ["Mask", "MaskEdit", "ValidationError", "validate_value", "iin_bin", "iin_result"]


@dataclass(frozen=True)
class MaskEdit:
    """The field's text after an edit, and the caret in UTF-16 code units."""

    text: str
    caret: int


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
        if start < 0 or end < 0:
            raise ValueError("start and end are positions in the text (UTF-16 code units, >= 0)")
        out, out_len, caret = c_void_p(), c_size_t(), c_size_t()
        status = _lib.payseal_mask_edit(
            self._pattern, to_c_string(text, "text"), start, end, to_c_string(replacement, "replacement"),
            byref(out), byref(out_len), byref(caret),
        )
        if status != 0:
            raise_for_status(status)
        return MaskEdit(take_buffer(out, out_len.value).decode("utf-8"), caret.value)

    def delete(self, text: str, start: int, end: int, forward: bool = False) -> MaskEdit:
        """The Backspace (``forward=False``) or Delete (``forward=True``) key: at a caret
        (``start == end``) the nearest placeholder character before or after it, literals skipped;
        a selection as it is. Forward-Delete at caret 4 of ``"4111 2222"`` gives ``"4111 222"``."""
        return _field_edit(_lib.payseal_mask_delete, self._pattern, to_c_string(text, "text"), start, end, 1 if forward else 0)


def _field_edit(fn, *args) -> MaskEdit:
    """Calls an edit export whose last three arguments are (out_text, out_len, out_caret); the
    positions (the two ints after the text) must not be negative."""
    if any(isinstance(a, int) and not isinstance(a, bool) and a < 0 for a in args):
        raise ValueError("start and end are positions in the text (UTF-16 code units, >= 0)")
    out, out_len, caret = c_void_p(), c_size_t(), c_size_t()
    status = fn(*args, byref(out), byref(out_len), byref(caret))
    if status != 0:
        raise_for_status(status)
    return MaskEdit(take_buffer(out, out_len.value).decode("utf-8"), caret.value)


@dataclass(frozen=True)
class ValidationError:
    """One failed rule of a value: ``type`` is the rule ("luhn", "length", ...) or "required";
    ``params`` its bounds or reason (``{"minLength": 13, "maxLength": 19}``, ``{"reason": "past"}``)."""

    type: str
    params: Dict[str, Any] = field(default_factory=dict)
    field_id: Optional[str] = None


def validate_value(
    data_restrictions: Union[Mapping[str, Any], str, bytes],
    value: str,
    year: int = 0,
    month: int = 0,
) -> List[ValidationError]:
    """The errors of one unmasked value against a field's ``dataRestrictions`` (a dict, or its
    JSON text); ``[]`` when valid. ``year, month`` is "today" for expiry dates (0, 0: the system
    clock, UTC). A malformed ``dataRestrictions`` raises :class:`~payseal.JSONError`."""
    if isinstance(data_restrictions, Mapping):
        document = json.dumps(data_restrictions, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    elif isinstance(data_restrictions, str):
        document = data_restrictions.encode("utf-8")
    elif isinstance(data_restrictions, (bytes, bytearray)):
        document = bytes(data_restrictions)
    else:
        raise TypeError("data_restrictions must be a dict, or its JSON as str or bytes")
    text = call_returning_text(
        _lib.payseal_validate_value, document, len(document), to_c_string(value, "value"), year, month
    )
    return [ValidationError(item["type"], item["params"], item.get("fieldId")) for item in json.loads(text)]


def iin_bin(card_number: str) -> Optional[str]:
    """The bin to send in an IIN check: the first 8 digits, or 6 when there are 6 or 7; ``None``
    when there are fewer than 6 (nothing to ask yet). Spaces and ``-`` are ignored."""
    out, out_len = c_void_p(), c_size_t()
    status = _lib.payseal_iin_bin(to_c_string(card_number, "card_number"), byref(out), byref(out_len))
    if status != 0:
        raise_for_status(status)
    return take_buffer(out, out_len.value).decode("ascii") if out.value else None


def iin_result(http_status: int, body: Union[bytes, str]) -> Dict[str, Any]:
    """The IIN check's answer (HTTP 200 with its body, or 404) as a dict with every key:
    ``status`` ("SUPPORTED", "EXISTING_BUT_NOT_ALLOWED", "UNKNOWN"), ``paymentProductId``,
    ``isAllowedInContext`` (``None`` when the server did not say), ``countryCode``, ``cardType``,
    ``coBrands``. Another HTTP status raises :class:`~payseal.ArgumentError`."""
    data = to_bytes(body, "body")
    return json.loads(call_returning_text(_lib.payseal_iin_result, http_status, data, len(data)))
