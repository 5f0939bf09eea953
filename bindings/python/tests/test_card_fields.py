"""Card field keys and brand details through the binding: fields driven key by key (every
intermediate state), brand details, and errors (the vectors of Vectors/card-editing.*.json run
in Swift's vector runner; here the binding's shape)."""

from __future__ import annotations

from typing import Callable, List, Tuple

import pytest

from payseal import ArgumentError, BrandInfo, CardBrands, CardPart, LimitError, Mask, MaskEdit, delete_expiry, edit_expiry

CARD_MASK = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"

# A key: a string to type, or "<BS>" (Backspace) or "<DEL>" (Delete), at the field's caret.
Key = str


def drive(state: MaskEdit, keys: List[Tuple[Key, str, int]], type_key: Callable, delete_key: Callable) -> None:
    """Presses each key and compares every intermediate state with the expected (text, caret)."""
    for key, text, caret in keys:
        if key in ("<BS>", "<DEL>"):
            state = delete_key(state.text, state.caret, state.caret, key == "<DEL>")
        else:
            state = type_key(state.text, state.caret, state.caret, key)
        assert state == MaskEdit(text, caret), f"after {key!r}"


def test_expiry_typed_and_emptied_key_by_key() -> None:
    drive(MaskEdit("", 0), [("1", "1", 1), ("2", "12/", 3), ("/", "12/", 3), ("2", "12/2", 4), ("8", "12/28", 5),
                            ("9", "12/28", 5), ("<BS>", "12/2", 4), ("<BS>", "12/", 3), ("<BS>", "1", 1),
                            ("<BS>", "", 0), ("<BS>", "", 0), ("2", "02/", 3)], edit_expiry, delete_expiry)
    drive(MaskEdit("", 0), [("1", "1", 1), ("3", "01/3", 4)], edit_expiry, delete_expiry)
    drive(MaskEdit("", 0), [("0", "0", 1), ("0", "0", 1), ("/", "0", 1), ("9", "09/", 3)], edit_expiry, delete_expiry)
    drive(MaskEdit("", 0), [("1", "1", 1), ("/", "01/", 3), ("a", "01/", 3)], edit_expiry, delete_expiry)


def test_expiry_deletion_never_moves_a_digit() -> None:
    drive(MaskEdit("11/28", 3), [("<BS>", "1/28", 1), ("2", "12/28", 3)], edit_expiry, delete_expiry)
    drive(MaskEdit("12/28", 0), [("<DEL>", "2/28", 0), ("<DEL>", "/28", 0), ("0", "0/28", 1), ("3", "03/28", 3)],
          edit_expiry, delete_expiry)
    assert edit_expiry("11/28", 2, 3) == MaskEdit("1/28", 1)
    assert delete_expiry("12/28", 1, 4) == MaskEdit("1", 1)  # the year's 8 goes with its 2
    assert delete_expiry("12/28", 3, 3, forward=True) == MaskEdit("12/", 3)  # never 12/8 (the 2080s)
    for paste in ("1228", "12/28", "12/2028", "122028"):
        assert edit_expiry("", 0, 0, paste) == MaskEdit("12/28", 5)


def test_expiry_field_and_check_agree() -> None:
    today = (2026, 11)
    with CardBrands.default() as brands:
        state, seen = MaskEdit("", 0), []
        for key in "122028":  # MMYYYY key by key: incomplete at every step, valid at the end
            state = edit_expiry(state.text, state.caret, state.caret, key)
            seen.append((state.text, brands.check("", state.text, today=today).expiry.state))
        assert seen == [("1", "incomplete"), ("12/", "incomplete"), ("12/2", "incomplete"), ("12/20", "incomplete"),
                        ("12/202", "incomplete"), ("12/28", "valid")]
        # A paste is the whole text it makes: 13/30 is no date, refused (never 01/33), and says why.
        assert edit_expiry("", 0, 0, "13/30") == MaskEdit("", 0, refused="notADate")
        assert edit_expiry("12/28", 0, 2, "13") == MaskEdit("12/28", 0, refused="notADate")
        assert edit_expiry("12/28", 5, 5, "9") == MaskEdit("12/28", 5)  # a refused key needs no reason
        # Backspace in the month: a month missing a digit, incomplete; the digit typed back completes it.
        fixed = delete_expiry("11/28", 3, 3)
        assert fixed == MaskEdit("1/28", 1)
        assert brands.check("", fixed.text, today=today).expiry == CardPart("incomplete", "format", None, False)
        assert edit_expiry(fixed.text, fixed.caret, fixed.caret, "1") == MaskEdit("11/28", 3)


def test_mask_and_pan_keys_have_a_direction() -> None:
    mask = Mask(CARD_MASK)
    assert mask.delete("4111 2222", 4, 4, forward=True) == MaskEdit("4111 222", 5)
    assert mask.delete("4111 2222", 5, 5) == MaskEdit("4112 222", 3)
    assert mask.edit("4111 2222", 4, 5) == MaskEdit("4112 222", 3)  # what edit alone gives
    with CardBrands.default() as brands:
        assert brands.delete_pan("4111 2222 3333 4444", 4, 4, forward=True) == MaskEdit("4111 2223 3334 444", 5)
        def pan_type(text: str, start: int, end: int, key: str) -> MaskEdit:
            return brands.edit_pan(text, start, end, key)

        drive(MaskEdit("3782 822463 1000", 16), [("<BS>", "3782 822463 100", 15), ("5", "3782 822463 1005", 16),
                                                 ("<BS>", "3782 822463 100", 15)], pan_type, brands.delete_pan)
        drive(MaskEdit("3782 822463 100", 0), [("<DEL>", "7828 2246 3100", 0)], pan_type, brands.delete_pan)


def test_brand_details() -> None:
    with CardBrands.default() as brands:
        assert brands.info("amex") == BrandInfo("amex", [15], [4], [4, 6, 5], 15)
        assert brands.info("visa") == BrandInfo("visa", [13, 16, 18, 19], [3], [4, 4, 4, 4, 3], 16)
        diners = brands.info("diners")
        assert (diners.advance_length, diners.advance_lengths, diners.format_by_length) == (16, {"36": 14}, {14: [4, 6, 4]})
        with pytest.raises(ArgumentError):
            brands.info("AMEX")
        table = brands.as_json()
        assert [row["name"] for row in table] == ["amex", "diners", "discover", "jcb", "maestro", "mastercard", "mir",
                                                  "unionpay", "visa"]
        assert table[1]["bins"] == ["300-305", "3095", "36", "38", "39"] and "pattern" not in table[1]
        assert brands.candidates("4936 98") == ["maestro", "visa"]
        assert brands.candidates("6011-0000") == ["discover", "maestro"]
        assert brands.candidates("4x") == []
        # A host sizes its CVC field from the brand: an Amex CVC of 4 digits is complete.
        cvc = brands.info(brands.brand("3782 822463 10005") or "").cvc_lengths
        assert max(cvc) == 4
    with CardBrands.parse([{"name": "p", "pattern": "4\\d*"}, {"name": "v", "bins": ["4"]}]) as custom:
        assert custom.candidates("41") == ["v", "p"]
        assert custom.info("p") == BrandInfo("p", list(range(12, 20)), [3, 4], [4, 4, 4, 4, 3], 19)
        assert custom.as_json()[0] == {"name": "p", "bins": [], "pattern": "4\\d*", "panLengths": list(range(12, 20)),
                                       "cvcLengths": [3, 4], "format": [4, 4, 4, 4, 3], "advanceLength": 19}


def test_card_part_incomplete() -> None:
    assert CardPart("incomplete").incomplete and not CardPart("valid").incomplete and not CardPart("invalid", "luhn").incomplete


def test_errors() -> None:
    with pytest.raises(ValueError):
        edit_expiry("12", -1, 0, "1")
    with pytest.raises(ArgumentError):
        edit_expiry("12", 3, 3, "1")
    with pytest.raises(ArgumentError) as caught:
        delete_expiry("09/31", 9, 9)
    assert "09/31" not in str(caught.value)
    with pytest.raises(ArgumentError):
        delete_expiry("\ud800", 0, 0)
    with pytest.raises(LimitError):
        edit_expiry("1" * 5000, 0, 0, "1")
    with pytest.raises(ArgumentError):
        Mask(CARD_MASK).delete("4111", 3, 2)
    with CardBrands.default() as brands:
        with pytest.raises(ArgumentError):
            brands.delete_pan("4111", 9, 9)
        with pytest.raises(ArgumentError):
            brands.candidates("4\ud800")
    brands.close()
    with pytest.raises(Exception):
        brands.info("visa")


def test_pastes_cut_or_refused_say_so() -> None:
    """R18: a PAN pasted longer than its brand's longest is cut (truncated); the CVC takes digits only."""
    with CardBrands.default() as brands:
        assert brands.edit_pan("", 0, 0, "37828224631000512") == MaskEdit("3782 822463 10005", 17, truncated=True)
        assert brands.edit_pan("", 0, 0, "4111 1111 1111 1111") == MaskEdit("4111 1111 1111 1111", 19)
        assert brands.edit_pan("3782 822463 10005", 2, 2, "9") == MaskEdit("3782 822463 10005", 2)  # a key: refused
        assert brands.edit_cvc("", 0, 0, "13/30") == MaskEdit("", 0, refused="notDigits")
        assert brands.edit_cvc("", 0, 0, "1234", brand="visa") == MaskEdit("123", 3, truncated=True)
        assert brands.edit_cvc("", 0, 0, "\uff11\uff12\uff13\uff14", brand="amex") == MaskEdit("1234", 4)
        assert brands.edit_cvc("123", 1, 1, "9", brand="visa") == MaskEdit("123", 1)
