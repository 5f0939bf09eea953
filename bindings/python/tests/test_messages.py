"""Messages in the customer's language through the binding: the wrappers' locale arguments, a host
catalog, and the refusals (the vectors are in test_vectors.py)."""

from __future__ import annotations

import pytest

import payseal
from payseal import ArgumentError, Product, localize_messages, message, validate_value

from conftest import REPO_ROOT


def test_validate_value_in_a_locale_keeps_the_key() -> None:
    rules = {"validators": {"length": {"minLength": 13, "maxLength": 19}}}
    english = validate_value(rules, "4111", today=(2026, 11))
    german = validate_value(rules, "4111", today=(2026, 11), locale="de-CH")
    assert english[0].message == "Enter between 13 and 19 characters."
    assert german[0].message == "Bitte geben Sie zwischen 13 und 19 Zeichen ein."
    assert german[0].message_key == english[0].message_key == "validation.length"
    assert validate_value(rules, "4111", today=(2026, 11), locale="xx")[0].message == english[0].message


def test_a_product_fields_check_in_a_locale() -> None:
    with Product((REPO_ROOT / "examples/product-1-visa.json").read_bytes()) as product:
        check = product.check("expiryDate", "12/20", today=(2026, 11), locale="nl")
        assert check.error is not None and check.error.message == "Deze vervaldatum ligt in het verleden."


def test_host_catalog_and_refusals() -> None:
    assert message("validation.required", locale="de", catalog={"de": {"validation.required": "Pflichtfeld."}}) == "Pflichtfeld."
    with pytest.raises(ArgumentError) as refused:
        message("validation.required", locale="de", catalog={"de": {"validation.range.any": "{x}"}})
    assert '"de"' in str(refused.value) and "validation.range.any" in str(refused.value)
    with pytest.raises(ArgumentError):
        message("validation.nothing")
    with pytest.raises(payseal.JSONError):
        localize_messages("[", "de")
