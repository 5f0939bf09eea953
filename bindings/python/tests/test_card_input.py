"""Masks and validation through the binding: the API's shape and its errors (the vectors in
Vectors/masks.*.json and Vectors/validation.*.json run in test_vectors.py)."""

from __future__ import annotations

import pytest

from payseal import IINResult, ArgumentError, JSONError, LimitError, Mask, MaskEdit, ValidationError, iin_bin, iin_result, validate_value

CARD = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"


def test_mask_format_unformat_edit() -> None:
    mask = Mask(CARD)
    assert mask.format("4111111111111111") == "4111 1111 1111 1111"
    assert mask.unformat("4111 1111 1111 1111") == "4111111111111111"
    assert mask.edit("1234", 4, 4, "5") == MaskEdit("1234 5", 6)
    assert mask.edit("1234 5678", 5, 6) == MaskEdit("1234 678", 5)
    assert repr(mask) == f"Mask({CARD!r})"


def test_positions_are_utf16() -> None:
    mask = Mask("{{****}}")
    assert mask.edit("a\U0001F389", 3, 3, "b") == MaskEdit("a\U0001F389b", 4)
    with pytest.raises(ArgumentError, match="surrogate pair"):
        mask.edit("a\U0001F389", 2, 2, "b")


@pytest.mark.parametrize("bad", ["{9}", "{{9", "9}}", "{{9{{9}}}}"])
def test_bad_masks_are_refused_at_construction(bad: str) -> None:
    with pytest.raises(ArgumentError):
        Mask(bad)


def test_limits() -> None:
    with pytest.raises(LimitError):
        Mask(CARD).format("1" * 4097)


def test_validate_value_returns_typed_errors() -> None:
    rules = {"isRequired": True, "validators": {"length": {"minLength": 13, "maxLength": 19}, "luhn": {}}}
    assert validate_value(rules, "4111111111111111") == []
    assert validate_value(rules, "") == [ValidationError("required", {})]
    errors = validate_value(rules, "4111")
    assert [e.type for e in errors] == ["luhn", "length"]
    assert errors[1].params == {"minLength": 13, "maxLength": 19}
    assert validate_value({"validators": {"expirationDate": {}}}, "1025", today=(2026, 11)) == [
        ValidationError("expirationDate", {"reason": "past"})
    ]
    # JSON text works as well as a dict
    assert validate_value('{"validators":{"termsAndConditions":{}}}', "true") == []


def test_validation_errors() -> None:
    with pytest.raises(JSONError, match="allowedValues"):
        validate_value({"validators": {"fixedList": {}}}, "x")
    with pytest.raises(ArgumentError):
        validate_value({"validators": {}}, "x", today=(2026, 13))
    with pytest.raises(TypeError):
        validate_value(42, "x")  # type: ignore[arg-type]


def test_iin() -> None:
    assert iin_bin("4111 1111 1111 1111") == "41111111"
    assert iin_bin("4111-11") == "411111"
    assert iin_bin("41111") is None
    with pytest.raises(ArgumentError):
        iin_bin("4111x")
    result = iin_result(200, b'{"paymentProductId":1,"isAllowedInContext":false}')
    assert result == IINResult("EXISTING_BUT_NOT_ALLOWED", 1, False, None, None, [])
    assert result.as_dict() == {"status": "EXISTING_BUT_NOT_ALLOWED", "paymentProductId": 1, "isAllowedInContext": False,
                                "countryCode": None, "cardType": None, "coBrands": []}
    assert iin_result(404, "").status == "UNKNOWN"
    # the parsed body (requests' .json()) works as its text does; a string id is read as a number
    parsed = iin_result(200, {"paymentProductId": "3", "isAllowedInContext": True, "countryCode": "NL"})
    assert parsed.supported and parsed.payment_product_id == 3 and parsed.country_code == "NL"
    with pytest.raises(ArgumentError):
        iin_result(500, "{}")
    with pytest.raises(JSONError, match="countryCode"):
        iin_result(200, '{"paymentProductId":1,"countryCode":31}')
