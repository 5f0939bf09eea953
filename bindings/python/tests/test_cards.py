"""Card brands through the binding: the API's shape, handle lifetime and errors (the vectors in
Vectors/card-brands.*.json, card-check, pan-format and pan-edit run in test_vectors.py)."""

from __future__ import annotations

import gc
import json
import threading
from ctypes import byref, c_size_t, c_void_p
from typing import Any, List, Tuple

import pytest

from payseal import (
    ArgumentError,
    CardBrands,
    CardCheck,
    CardPart,
    ClosedHandleError,
    JSONError,
    LimitError,
    MaskEdit,
    _ffi,
)

TODAY = (2026, 11)
WORLDPAY = [  # the shape of Worldpay's cardTypes.json: "pattern", "cvvLength", "images" ignored
    {"name": "visa", "pattern": "^(?!^493698\\d*$)4\\d*$", "panLengths": [13, 16, 18, 19], "cvvLength": 3,
     "images": ["visa.svg"]},
    {"name": "amex", "pattern": "^3[47]\\d*$", "panLengths": [15], "cvvLength": 4, "format": [4, 6, 5]},
]


@pytest.fixture
def brands() -> Any:
    with CardBrands.default() as table:
        yield table


def test_brand_detection(brands: CardBrands) -> None:
    assert brands.brand("493698") == "maestro"
    assert brands.brand("49369") == "visa"
    assert brands.brand("6") == "maestro" and brands.brand("6011") == "discover"
    assert brands.brand("3782 8224") == "amex"  # spaces ignored
    assert brands.brand("") is None and brands.brand("0") is None
    assert brands.brand("4111-1111") == "visa"  # dashes are separators too
    assert brands.brand("4111/1111") is None  # another character: no brand


def test_format_pan(brands: CardBrands) -> None:
    assert brands.format_pan("4111111111111111") == "4111 1111 1111 1111"
    assert brands.format_pan("378282246310005") == "3782 822463 10005"
    assert brands.format_pan("3782-8224-6310-0059999") == "3782 822463 10005"  # cut at 15, others skipped
    assert brands.format_pan("") == ""


def test_edit_pan(brands: CardBrands) -> None:
    assert brands.edit_pan("3782 822463 1000", 16, 16, "5") == MaskEdit("3782 822463 10005", 17)
    assert brands.edit_pan("4111", 4, 4, "1") == MaskEdit("4111 1", 6)
    assert brands.edit_pan("4111 1", 5, 6) == MaskEdit("4111", 4)  # replacement defaults to ""
    assert brands.edit_pan("", 0, 0, "378282246310005") == MaskEdit("3782 822463 10005", 17)


def test_check_example(brands: CardBrands) -> None:
    # A 16-digit Visa with a typo may still become a 19-digit Visa: incomplete, with the reason it
    # fails if the customer stops now; at 19 digits nothing can follow.
    result = brands.check("4111 1111 1111 1112", "12/2", "12", today=TODAY)
    assert result == CardCheck("visa", CardPart("incomplete", "luhn", 19, False), CardPart("incomplete", "length"),
                               CardPart("incomplete", "format", None, False), False)
    assert not result.pan.invalid and result.pan.incomplete and not result.complete
    assert result.as_dict() == {"brand": "visa",
                                "pan": {"state": "incomplete", "reason": "luhn", "maxLength": 19, "advance": False},
                                "cvc": {"state": "incomplete", "reason": "length"},
                                "expiry": {"state": "incomplete", "reason": "format", "advance": False}, "complete": False}
    assert brands.check("4111-1111-1111-1111-112", today=TODAY).pan == CardPart("invalid", "luhn", 19, False)


def test_check_on_leaving_the_field(brands: CardBrands) -> None:
    # Leaving the field: every incomplete part is invalid with its reason, advance false.
    left = brands.check("4111 1111 1111 1112", "12/2", "12", today=TODAY, final=True)
    assert left == CardCheck("visa", CardPart("invalid", "luhn", 19, False), CardPart("invalid", "length"),
                             CardPart("invalid", "format", None, False), False)
    whole = brands.check("4111 1111 1111 1111", "12/28", "123", today=TODAY)
    assert brands.check("4111 1111 1111 1111", "12/28", "123", today=TODAY, final=True) == whole


def test_check_typing_digit_by_digit(brands: CardBrands) -> None:
    for pan in ("4111111111111111", "4242424242424242", "4936980000000000005", "378282246310005"):
        states = [brands.check(pan[:n], today=TODAY).pan.state for n in range(1, len(pan) + 1)]
        assert "invalid" not in states[:-1] and states[-1] == "valid", (pan, states)
    assert brands.check("34", accepted=["visa"], today=TODAY).pan == CardPart("invalid", "brandNotAccepted", 15, False)
    assert brands.check("4", accepted=["maestro"], today=TODAY).pan == CardPart("incomplete", "brandNotAccepted", 19, False)
    # A form moves on by `advance`: a valid 13-digit Visa does not, its 16 digits do.
    visa = [brands.check("4012888888881881"[:n], today=TODAY).pan for n in range(1, 17)]
    assert [n + 1 for n, part in enumerate(visa) if part.advance] == [16] and visa[12].valid
    assert [brands.check(p, today=TODAY).brand for p in ("4", "41", "6", "601", "6011", "62")] == [
        None, "visa", None, None, "discover", "unionpay"]
    expiries = {"12/2028": CardPart("valid", None, None, True), "122028": CardPart("valid", None, None, True),
                "12/20": CardPart("incomplete", "past", None, False), "12/99": CardPart("invalid", "tooFar", None, False),
                "12/1": CardPart("invalid", "past", None, False),
                "1/28": CardPart("incomplete", "format", None, False), "/28": CardPart("incomplete", "format", None, False)}
    for text, part in expiries.items():
        assert brands.check("", text, today=TODAY).expiry == part, text


def test_check_accepted_and_defaults(brands: CardBrands) -> None:
    good = brands.check("4111 1111 1111 1111", "12/30", "123", accepted=["VISA"], today=TODAY)
    assert good.complete and good.pan.valid and good.expiry == CardPart("valid", None, None, True)
    assert good.pan == CardPart("valid", None, 19, True)
    assert good.pan.as_dict() == {"state": "valid", "maxLength": 19, "advance": True}
    refused = brands.check("4111111111111111", "1230", "123", accepted=("amex", "mastercard"), today=TODAY)
    assert refused.pan == CardPart("invalid", "brandNotAccepted", 19, False) and not refused.complete
    assert brands.check("4111111111111111", "1230", "123", accepted=[], today=TODAY).complete
    # A list of the table's own brands refuses a card of no brand; one naming another brand takes it.
    unknown = brands.check("0000000000000000", "1230", "123", accepted=["visa"], today=TODAY)
    assert unknown.brand is None and unknown.pan.reason == "brandNotAccepted" and unknown.pan.invalid
    taken = brands.check("0000000000000000", "1230", "123", accepted=["visa", "store-card"], today=TODAY)
    assert taken.pan.valid
    assert brands.check("4111111111111111", "10/26", "123", today=TODAY).expiry == CardPart("invalid", "past", None, False)
    # expiry and cvc default to "", today to the system clock
    empty = brands.check("4111111111111111")
    assert (empty.cvc, empty.expiry) == (CardPart("incomplete", "required"), CardPart("incomplete", "required", None, False))
    # One brand name as a string is that brand (not its letters); bytes are refused.
    assert brands.check("4111111111111111", "1230", "123", accepted="visa", today=TODAY).complete
    assert brands.check("4111111111111111", "1230", "123", accepted="amex", today=TODAY).pan.reason == "brandNotAccepted"
    with pytest.raises(TypeError):
        brands.check("4111", accepted=b"visa")  # type: ignore[arg-type]


def test_parsed_tables() -> None:
    with CardBrands.parse(WORLDPAY) as table:
        assert table.brand("4936") == "visa" and table.brand("493698") is None and table.brand("37") == "amex"
        assert table.format_pan("378282246310005") == "3782 822463 10005"
        assert table.check("3782 822463 10005", "1230", "123", today=TODAY).cvc == CardPart("incomplete", "length")
    text = json.dumps(WORLDPAY)
    for source in (text, text.encode("utf-8"), bytearray(text.encode("utf-8"))):
        with CardBrands.parse(source) as table:
            assert table.brand("4111") == "visa"
    with CardBrands.parse("[]") as empty:  # every brand unknown: groups of 4, cut at 19
        assert empty.brand("4111") is None
        assert empty.format_pan("4" * 20) == "4444 4444 4444 4444 444"
    with CardBrands.parse([{"name": "mine", "bins": ["4000-4999"], "panLengths": [16]}]) as mine:
        assert mine.brand("4111") == "mine" and mine.brand("411") is None


def test_table_errors() -> None:
    for bad in ("{", "", "{}", "[1]", '[{"name":"x"}]', '[{"name":"x","bins":["12-3"]}]', '[{"name":"","bins":["4"]}]'):
        with pytest.raises(JSONError):
            CardBrands.parse(bad)
    with pytest.raises(JSONError, match="pattern"):
        CardBrands.parse([{"name": "x", "pattern": "("}])
    with pytest.raises(JSONError, match="panLengths"):
        CardBrands.parse([{"name": "x", "bins": ["4"], "panLengths": [20]}])
    with pytest.raises(LimitError):
        CardBrands.parse(b" " * (64 * 1024 + 1))
    with pytest.raises(LimitError):
        CardBrands.parse([{"name": f"b{i}", "bins": ["4"]} for i in range(257)])
    with pytest.raises(TypeError):
        CardBrands.parse(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="CardBrands.default"):
        CardBrands()


def test_argument_errors(brands: CardBrands) -> None:
    with pytest.raises(JSONError, match="accepted"):
        brands.check("4111", accepted=[1])  # type: ignore[list-item]
    with pytest.raises(ArgumentError):
        brands.check("4111", today=(2026, 13))
    with pytest.raises(ArgumentError, match="surrogate pair"):
        brands.edit_pan("4\U0001F389", 2, 2, "1")
    assert brands.edit_pan("4\U0001F389", 3, 3, "1").caret >= 0  # after the pair: a real position
    with pytest.raises(ArgumentError):
        brands.edit_pan("4111", 3, 2, "")
    with pytest.raises(ArgumentError):
        brands.edit_pan("4111", 4, 5, "")
    with pytest.raises(ValueError):
        brands.edit_pan("4111", -1, 0, "")
    with pytest.raises(ArgumentError):
        brands.brand("4\ud800")  # a lone surrogate is invalid UTF-8 for the library
    with pytest.raises(ArgumentError, match="NUL"):
        brands.format_pan("4\x001")
    with pytest.raises(LimitError):
        brands.brand("4" * 4097)
    with pytest.raises(LimitError):
        brands.check("4111", "1" * 4097)


def test_c_null_handling() -> None:
    lib = _ffi.lib
    lib.payseal_card_brands_free(None)  # NULL is a no-op
    assert lib.payseal_card_brands_default(None) == ArgumentError.STATUS
    handle = _ffi.CardBrandsHandle(0x1234)
    assert lib.payseal_card_brands_parse(None, 2, byref(handle)) == ArgumentError.STATUS
    assert handle.value is None
    handle = _ffi.CardBrandsHandle(0x1234)
    assert lib.payseal_card_brands_parse(b"{", 1, byref(handle)) == JSONError.STATUS
    assert handle.value is None
    out, out_len = c_void_p(0x1234), c_size_t(7)
    assert lib.payseal_card_brand(None, b"4", byref(out), byref(out_len)) == ArgumentError.STATUS
    assert out.value is None and out_len.value == 0
    assert lib.payseal_card_format_pan(None, b"4", byref(out), byref(out_len)) == ArgumentError.STATUS
    assert lib.payseal_card_check(None, b"4", None, None, None, 0, 0, byref(out), byref(out_len)) == 1
    caret = c_size_t(9)
    assert lib.payseal_card_edit_pan(None, b"4", 0, 0, None, byref(out), byref(out_len), byref(caret)) == 1
    assert out.value is None and out_len.value == 0
    with CardBrands.default() as brands, brands._use() as h:
        # no brand: PAYSEAL_OK, NULL name; out_len may be NULL; NULL expiry, cvc, replacement: ""
        out, out_len = c_void_p(0x1234), c_size_t(7)
        assert lib.payseal_card_brand(h, b"0", byref(out), byref(out_len)) == 0
        assert out.value is None and out_len.value == 0
        assert lib.payseal_card_brand(h, None, byref(out), None) == ArgumentError.STATUS
        assert lib.payseal_card_brand(h, b"4", None, None) == ArgumentError.STATUS
        assert lib.payseal_card_check(h, b"4", None, None, None, 2026, 11, None, None) == ArgumentError.STATUS
        assert lib.payseal_card_check(h, b"4", None, None, None, 2026, 11, byref(out), None) == 0
        result = json.loads(ctypes_text(out))
        assert (result["cvc"], result["expiry"]) == ({"state": "incomplete", "reason": "required"},
                                                     {"state": "incomplete", "reason": "required", "advance": False})
        assert lib.payseal_card_edit_pan(h, b"4111", 4, 4, None, byref(out), None, None) == 0
        assert ctypes_text(out) == "4111"


def ctypes_text(out: c_void_p) -> str:
    from ctypes import string_at

    try:
        return string_at(out.value).decode("utf-8")
    finally:
        _ffi.lib.payseal_free(out)


@pytest.fixture
def frees(monkeypatch: pytest.MonkeyPatch) -> List[Tuple[str, int]]:
    gc.collect()
    calls: List[Tuple[str, int]] = []
    real = CardBrands._free_fn

    def recorder(handle: Any) -> None:
        calls.append(("CardBrands", handle.value))
        real(handle)

    monkeypatch.setattr(CardBrands, "_free_fn", staticmethod(recorder))
    return calls


def test_handle_lifetime(frees: List[Tuple[str, int]]) -> None:
    table = CardBrands.default()
    pointer = table._handle.value
    with table as entered:
        assert entered is table and repr(table) == "CardBrands()"
        entered.brand("4")
    assert table.closed and frees == [("CardBrands", pointer)] and repr(table) == "CardBrands(<closed>)"
    for use in (lambda: table.brand("4"), lambda: table.check("4"), lambda: table.format_pan("4"),
                lambda: table.edit_pan("", 0, 0, "4")):
        with pytest.raises(ClosedHandleError, match="CardBrands is closed"):
            use()
    table.close()  # idempotent
    with pytest.raises(ClosedHandleError):
        with table:
            pass
    parsed = CardBrands.parse("[]")
    pointer = parsed._handle.value
    del parsed
    gc.collect()
    assert frees[-1] == ("CardBrands", pointer) and len(frees) == 2


def test_shared_between_threads() -> None:
    errors: List[BaseException] = []
    with CardBrands.default() as brands:

        def work() -> None:
            try:
                for _ in range(200):
                    assert brands.brand("378282246310005") == "amex"
                    assert brands.format_pan("4111111111111111") == "4111 1111 1111 1111"
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=work) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert not errors
