"""Card brands, offline: brand detection, the card check, PAN formatting and editing on a brand
table, with no server (docs/cards.md, "Card brands (offline)").

    with CardBrands.default() as brands:              # or CardBrands.parse(worldpay_card_types_json)
        brands.brand("4111 1111")                     # 'visa' (None: no brand)
        brands.format_pan("378282246310005")          # '3782 822463 10005'
        brands.edit_pan("3782 822463 1000", 16, 16, "5")   # MaskEdit(text='3782 822463 10005', caret=17)
        brands.check("4111 1111 1111 1111", "12/30", "123", accepted=["visa"], today=(2026, 11))
        # CardCheck(brand='visa', pan=CardPart('valid'), ..., complete=True)
        brands.delete_pan("4111 2222", 4, 4, forward=True)  # MaskEdit(text='4111 222', caret=5)
        brands.info("amex")                            # BrandInfo('amex', pan_lengths=[15], cvc_lengths=[4], format=[4, 6, 5], advance_length=15, ...)
        brands.candidates("4936 98")                   # ['maestro', 'visa']
    edit_expiry("1", 1, 1, "3")                        # MaskEdit(text='01/3', caret=4)
    delete_expiry("11/28", 3, 3)                       # MaskEdit(text='1/28', caret=1)

Positions are UTF-16 code units, as for :meth:`payseal.Mask.edit`. PANs, expiry dates and CVCs
are card data: the library never quotes them in an error message.
"""

from __future__ import annotations

import json
from ctypes import byref, c_size_t, c_void_p
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Union

from . import _ffi, _results
from ._raw import CHECK_FINAL
from ._core import JSONInput, OwnedHandle, Today, _lib, call_returning_text, frozen, json_bytes, position_argument, raise_for_status, take_buffer, to_c_string, today_pair
from ._native import speedups as _speedups
from .card_input import MaskEdit, _field_edit, _field_edit_result

__all__ = ["BrandInfo", "CardBrands", "CardCheck", "CardPart", "delete_expiry", "edit_expiry"]

_PRIVATE = object()  # token for the internal constructor
# Looked up once: a keystroke's two calls skip the module attribute lookups.
_card_check, _card_edit_pan = _lib.payseal_card_check, _lib.payseal_card_edit_pan


_new = object.__new__


# A keystroke's two calls: from the C extension (_speedups.c) where the package has it, else
# through ctypes (tests call them both ways). The extension counts the brands' use itself; when
# they are closed it returns None, and the ctypes path raises the error.
def _check_by_ctypes(brands: "CardBrands", *args: Any) -> str:
    with brands._use() as handle:
        return call_returning_text(_card_check, handle, *args)


def _check_by_speedups(brands: "CardBrands", *args: Any) -> str:
    got = _speedups.card_check(brands, *args)
    if got is None:
        return _check_by_ctypes(brands, *args)
    status, text = got
    if status != 0:
        raise_for_status(status)
    return text  # type: ignore[no-any-return]


def _edit_pan_by_ctypes(brands: "CardBrands", text: bytes, start: int, end: int, replacement: bytes) -> MaskEdit:
    with brands._use() as handle:
        return _field_edit(_card_edit_pan, (handle, text), start, end, replacement)


def _edit_pan_by_speedups(brands: "CardBrands", text: bytes, start: int, end: int, replacement: bytes) -> MaskEdit:
    got = _speedups.card_edit_pan(brands, text, start, end, replacement)
    if got is None:
        return _edit_pan_by_ctypes(brands, text, start, end, replacement)
    status, edited, caret = got
    if status != 0:
        raise_for_status(status)
    return frozen(MaskEdit, text=edited, caret=caret, truncated=False, refused=None)


_check_call = _check_by_ctypes if _speedups is None else _check_by_speedups
_edit_pan_call = _edit_pan_by_ctypes if _speedups is None else _edit_pan_by_speedups


@dataclass(frozen=True)
class CardPart:
    """The state of one part of a card form, as the customer types it: ``"valid"``;
    ``"incomplete"`` (not valid yet, but typing more can still make it valid); or ``"invalid"``
    (nothing typed next can). ``reason`` is set whenever the part is not valid, also when
    incomplete: why it fails if the customer stops now (pan: "required", "characters",
    "brandNotAccepted", "length", "luhn"; cvc: "required", "characters", "length"; expiry:
    "required", "format", "past", "tooFar"); show an invalid part's reason at once and an
    incomplete part's on blur or submit. ``max_length``: the PAN part only, the longest PAN length
    of the brand reported (19 without one), ``None`` for the CVC and the expiry. ``advance``: the
    PAN and expiry parts, whether a form may move the focus on now (the PAN valid and as long as a
    card of its brand usually is, 16 for a Visa; the expiry valid); ``None`` for the CVC."""

    state: str
    reason: Optional[str] = None
    max_length: Optional[int] = None
    advance: Optional[bool] = None

    @property
    def valid(self) -> bool:
        """True when the part is valid."""
        return self.state == "valid"

    @property
    def invalid(self) -> bool:
        """True for the only state a UI colours as an error while the customer types."""
        return self.state == "invalid"

    @property
    def incomplete(self) -> bool:
        """True while the part is not valid yet but more typing can still make it valid."""
        return self.state == "incomplete"

    @classmethod
    def _of(cls, read: _results.CardPart) -> "CardPart":
        # frozen()'s two steps written out: a card check makes four objects per keystroke, and the
        # calls around them took half of the Python time a check spends outside the library.
        part = _new(cls)
        part.__dict__.update(state=read.state, reason=read.reason, max_length=read.max_length, advance=read.advance)
        return part

    def as_dict(self) -> Dict[str, Any]:
        """The library's JSON object: ``{"state", "reason"?, "maxLength"?, "advance"?}`` (keys
        present when set)."""
        out: Dict[str, Any] = {"state": self.state}
        if self.reason is not None:
            out["reason"] = self.reason
        if self.max_length is not None:
            out["maxLength"] = self.max_length
        if self.advance is not None:
            out["advance"] = self.advance
        return out


@dataclass(frozen=True)
class CardCheck:
    """The card check of :meth:`CardBrands.check`: the PAN's brand (``None``: no brand) and the
    state of each part; ``complete`` when all three are valid."""

    brand: Optional[str]
    pan: CardPart
    cvc: CardPart
    expiry: CardPart
    complete: bool

    @classmethod
    def _of(cls, read: _results.CardCheck) -> "CardCheck":
        part = CardPart._of
        check = _new(cls)  # as in CardPart._of
        check.__dict__.update(brand=read.brand, pan=part(read.pan), cvc=part(read.cvc), expiry=part(read.expiry), complete=read.complete)
        return check

    def as_dict(self) -> Dict[str, Any]:
        """The library's JSON object: ``{"brand", "pan", "cvc", "expiry", "complete"}``."""
        return {"brand": self.brand, "pan": self.pan.as_dict(), "cvc": self.cvc.as_dict(),
                "expiry": self.expiry.as_dict(), "complete": self.complete}


@dataclass(frozen=True)
class BrandInfo:
    """A brand's details as the card check and the PAN layout use them (:meth:`CardBrands.info`):
    PAN and CVC lengths sorted (a brand without lengths: the unknown brand's 12-19 and 3, 4) and
    the PAN's group sizes up to its longest length (``[4, 6, 5]`` for amex); ``advance_length``
    where its cards usually end, so a form moves on there (16 for visa), ``advance_lengths`` the
    BIN ranges whose cards end elsewhere (diners: ``{"36": 14}``), ``format_by_length`` the group
    sizes for one length where they differ (diners: ``{14: [4, 6, 4]}``)."""

    name: str
    pan_lengths: List[int]
    cvc_lengths: List[int]
    format: List[int]
    advance_length: int = 19
    advance_lengths: Dict[str, int] = field(default_factory=dict)
    format_by_length: Dict[int, List[int]] = field(default_factory=dict)

    @classmethod
    def _of(cls, info: _results.BrandInfo) -> "BrandInfo":
        return cls(info.name, info.pan_lengths, info.cvc_lengths, info.format, info.advance_length, info.advance_lengths or {},
                   info.format_by_length or {})


def edit_expiry(text: str, start: int, end: int, replacement: str = "") -> MaskEdit:
    """One edit of an MM/YY expiry field (docs/cards.md, "The expiry field"): one character is a
    key, ``2`` gives ``02/``, ``1`` then ``3`` gives ``01/3``, ``12/20`` takes a third and fourth
    year digit and ``12/2028`` is written ``12/28``; more characters are a paste, read as the whole
    text they make: a pasted ``12/2028`` gives ``12/28``, one that makes no possible date
    (``13/30``) is refused, the text unchanged and ``refused`` ``"notADate"``. Deleting the ``/``
    of ``11/28`` gives ``1/28`` (incomplete in :meth:`CardBrands.check`, never invalid). Errors:
    :class:`~payseal.ArgumentError` (bad positions), :class:`~payseal.LimitError`."""
    c_text, c_replacement = to_c_string(text, "text"), to_c_string(replacement, "replacement")
    if len(replacement) > 1:  # a paste, which may be refused: the call whose result says why
        return _field_edit_result(_lib.payseal_card_edit_expiry_json,
                                  _results.read_card_edit_expiry_json, (c_text,), start, end, c_replacement)
    return _field_edit(_lib.payseal_card_edit_expiry, (c_text,), start, end, c_replacement)


def delete_expiry(text: str, start: int, end: int, forward: bool = False) -> MaskEdit:
    """Backspace (``forward=False``) or Delete in the expiry field: the nearest digit before or
    after the caret (the ``/`` skipped), or the selection; the year digits after a deleted year
    digit go too. ``12/`` Backspace gives ``1``; Delete at 3 of ``12/28`` gives ``12/`` (``12/8``
    would read as the 2080s)."""
    return _field_edit(_lib.payseal_card_delete_expiry, (to_c_string(text, "text"),), start, end, 1 if forward else 0)


class CardBrands(OwnedHandle):
    """A brand table: the built-in one (:meth:`default`) or one parsed from JSON (:meth:`parse`).
    Immutable: share it between threads. Release it with :meth:`close` or a ``with`` block (the
    garbage collector frees it otherwise)."""

    _free_fn = _lib.payseal_card_brands_free
    _what = "CardBrands"

    def __init__(self, _token: object = None, _handle: Optional[_ffi.CardBrandsHandle] = None) -> None:
        if _token is not _PRIVATE or _handle is None:
            raise TypeError("use CardBrands.default() or CardBrands.parse(...)")
        self._adopt(_handle)

    @classmethod
    def default(cls) -> "CardBrands":
        """The built-in table: amex, diners, discover, jcb, maestro, mastercard, visa."""
        handle = _ffi.CardBrandsHandle()
        raise_for_status(_lib.payseal_card_brands_default(byref(handle)))
        return cls(_PRIVATE, handle)

    @classmethod
    def parse(cls, table: JSONInput) -> "CardBrands":
        """A table from its JSON text (str or bytes) or a JSON value (a list of brand objects,
        serialized compactly): ``[{"name", "bins", "pattern", "panLengths", "cvcLengths" (or
        Worldpay's "cvvLength"), "format"}]``; Worldpay's cardTypes.json parses as it is.
        Errors: :class:`~payseal.JSONError` (naming the member), :class:`~payseal.LimitError`
        (over 64 KiB, 256 brands or 1024 BIN entries)."""
        data = json_bytes(table, "table")
        handle = _ffi.CardBrandsHandle()
        raise_for_status(_lib.payseal_card_brands_parse(data, len(data), byref(handle)))
        return cls(_PRIVATE, handle)

    def __repr__(self) -> str:
        return "CardBrands(<closed>)" if self.closed else "CardBrands()"

    def brand(self, pan: str) -> Optional[str]:
        """The brand of a PAN (spaces and dashes ignored): the longest matching BIN range wins.
        ``None`` when nothing matches or the PAN has a character other than digits, spaces and
        dashes."""
        c_pan = to_c_string(pan, "pan")
        out, out_len = c_void_p(), c_size_t()
        with self._use() as handle:
            status = _lib.payseal_card_brand(handle, c_pan, byref(out), byref(out_len))
            if status != 0:
                raise_for_status(status)
        return take_buffer(out, out_len.value).decode("utf-8") if out.value else None

    def check(
        self,
        pan: str,
        expiry: str = "",
        cvc: str = "",
        accepted: Union[str, Iterable[str], None] = None,
        *,
        today: Today = None,
        final: bool = False,
    ) -> CardCheck:
        """Checks a card form as the customer types it (see :class:`CardPart`). ``pan`` may hold
        spaces and dashes; ``expiry`` is MM/YY, MMYY, MM/YYYY or MMYYYY; ``accepted``: the brand
        names to accept, or one name as a string (ASCII case-insensitive; ``None`` or empty: all; a
        PAN without a brand is never refused by it); ``today``: a :class:`datetime.date`, a ``(year, month)`` pair, or
        ``None`` for the system clock (UTC); ``final``: the customer has left the field or
        submits (Tab, Enter, focus loss), so an ``"incomplete"`` part is ``"invalid"`` with the same
        reason and ``advance`` is false.
        Errors: :class:`~payseal.JSONError` (``accepted`` not all strings),
        :class:`~payseal.ArgumentError` (a month outside 1-12), :class:`~payseal.LimitError`."""
        # A str is itself an iterable of str: taken as its characters it would accept no brand.
        if isinstance(accepted, str):
            accepted = [accepted]
        if isinstance(accepted, (bytes, bytearray)):
            raise TypeError("accepted must be brand names as str, not bytes")
        c_accepted = None if accepted is None else to_c_string(
            json.dumps(list(accepted), ensure_ascii=False, separators=(",", ":")), "accepted")
        year, month = today_pair(today)
        args = (to_c_string(pan, "pan"), to_c_string(expiry, "expiry"), to_c_string(cvc, "cvc"), c_accepted,
                year, month)
        if final:
            with self._use() as handle:
                text = call_returning_text(_lib.payseal_card_check_ex, handle, *args, CHECK_FINAL)
        else:
            text = _check_call(self, *args)
        return CardCheck._of(_results.read_card_check_ex(text))

    def format_pan(self, pan: str) -> str:
        """The PAN formatted with its brand's layout (groups of 4, amex 4-6-5), cut at the brand's
        longest PAN length (no brand: 19); characters other than digits are skipped."""
        c_pan = to_c_string(pan, "pan")
        with self._use() as handle:
            return call_returning_text(_lib.payseal_card_format_pan, handle, c_pan)

    def edit_pan(self, text: str, start: int, end: int, replacement: str = "") -> MaskEdit:
        """One edit of a PAN field, as :meth:`payseal.Mask.edit` with the brands' layouts: the old
        text's layout decides whether deleting one space deletes the digit before it; the edited
        text's brand formats the result and places the caret. Positions in UTF-16 code units. A
        paste longer than the longest PAN of the brand :meth:`check` reports is cut, and the
        result's ``truncated`` says so. Errors: :class:`~payseal.ArgumentError` (start > end, a
        position past the text or inside a surrogate pair), :class:`~payseal.LimitError`."""
        c_text, c_replacement = to_c_string(text, "text"), to_c_string(replacement, "replacement")
        start, end = position_argument(start, "start"), position_argument(end, "end")  # as either path takes them
        if len(replacement) > 1:  # a paste, which may be cut: the call whose result says so
            with self._use() as handle:
                return _field_edit_result(_lib.payseal_card_edit_pan_json,
                                          _results.read_card_edit_pan_json, (handle, c_text), start, end, c_replacement)
        return _edit_pan_call(self, c_text, start, end, c_replacement)

    def edit_cvc(self, text: str, start: int, end: int, replacement: str = "", brand: Optional[str] = None) -> MaskEdit:
        """One edit of a CVC field of the brand named ``brand`` (``None``: no brand reported yet, 4
        digits), digits only (docs/cards.md, "The CVC field"): the mask of :meth:`cvc_mask`, a
        decimal digit of any script read as its ASCII digit; a paste with a character other than a
        digit or white space is refused (``refused`` ``"notDigits"``: ``13/30`` is never ``1330``),
        one longer than the mask is cut (``truncated``), a key past the mask's last digit is
        refused. :class:`~payseal.ArgumentError` for a name the table does not have or bad
        positions, :class:`~payseal.LimitError`."""
        c_name = None if brand is None else to_c_string(brand, "brand")
        c_text, c_replacement = to_c_string(text, "text"), to_c_string(replacement, "replacement")
        with self._use() as handle:
            return _field_edit_result(_lib.payseal_card_edit_cvc,
                                      _results.read_card_edit_cvc, (handle, c_name, c_text), start, end, c_replacement)

    def delete_pan(self, text: str, start: int, end: int, forward: bool = False) -> MaskEdit:
        """Backspace (``forward=False``) or Delete (``forward=True``) in a PAN field: at a caret the
        nearest digit before or after it (spaces skipped), or the selection; the layouts as in
        :meth:`edit_pan`. Forward-Delete at caret 4 of ``"4111 2222 3333 4444"`` gives
        ``"4111 2223 3334 444"``."""
        c_text = to_c_string(text, "text")
        with self._use() as handle:
            return _field_edit(_lib.payseal_card_delete_pan, (handle, c_text), start, end, 1 if forward else 0)

    def info(self, name: str) -> BrandInfo:
        """A brand's lengths and layout by its exact name; :class:`~payseal.ArgumentError` for a
        name the table does not have."""
        c_name = to_c_string(name, "name")
        with self._use() as handle:
            return BrandInfo._of(_results.read_card_brand_info(call_returning_text(_lib.payseal_card_brand_info, handle, c_name)))

    def cvc_mask(self, brand: Optional[str] = None) -> str:
        """The mask of a CVC field for a card of the brand named ``brand`` (``"{{999}}"`` for a
        visa, ``"{{9999}}"`` for an amex), or, with ``None`` (no brand detected yet), the unknown
        brand's ``"{{9999}}"``; give it to :class:`~payseal.Mask`. :class:`~payseal.ArgumentError`
        for a name the table does not have."""
        c_name = None if brand is None else to_c_string(brand, "brand")
        with self._use() as handle:
            return call_returning_text(_lib.payseal_card_cvc_mask, handle, c_name)

    def as_json(self) -> List[Dict[str, Any]]:
        """The table, normalized, in table order: ``[{"name", "bins", "pattern" (when the brand
        has one), "panLengths", "cvcLengths", "format"}]`` with the effective lengths and layout."""
        with self._use() as handle:
            return [brand._as_json() for brand in _results.read_card_brands_json(call_returning_text(_lib.payseal_card_brands_json, handle))]

    def candidates(self, pan: str) -> List[str]:
        """Every brand whose BIN ranges or pattern match the PAN's digits, most specific first (the
        first is :meth:`brand`'s answer; the others what a co-badged card also is); ``[]`` for a PAN
        with a character other than digits, spaces and ``-``."""
        c_pan = to_c_string(pan, "pan")
        with self._use() as handle:
            return _results.read_card_brand_candidates(call_returning_text(_lib.payseal_card_brand_candidates, handle, c_pan))
