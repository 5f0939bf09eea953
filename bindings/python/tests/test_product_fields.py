"""A product's fields as the customer types them (ProductField.check, Product.check) and accounts on
file's display values (AccountOnFile.display_value), through the binding."""

from __future__ import annotations

import gc
import json
import weakref

import pytest

from payseal import ArgumentError, FieldCheck, FieldState, Mask, MaskEdit, Product

from conftest import REPO_ROOT

TODAY = (2026, 11)


@pytest.fixture()
def product() -> Product:
    return Product((REPO_ROOT / "examples/product-1-visa.json").read_bytes())


def type_keys(field, keys: str):
    """The field's text and check after each key, typed at the end through its mask."""
    text, out = "", []
    for key in keys:
        text = field.mask.edit(text, len(text), len(text), key).text if field.mask else text + key
        out.append((text, field.check(text, today=TODAY)))
    return out


def test_a_card_number_typed_key_by_key_is_never_invalid_on_its_way(product: Product) -> None:
    steps = type_keys(product.field("cardNumber"), "4111111111111111")
    assert [text for text, _ in steps][-1] == "4111 1111 1111 1111"
    assert all(check.state != FieldState.INVALID for _, check in steps)
    assert steps[-1][1] == FieldCheck(FieldState.VALID, None)
    assert steps[-1][1].valid and not steps[-1][1].invalid


def test_incomplete_carries_the_error_it_gives_now(product: Product) -> None:
    check = product.field("cardNumber").check("4111 1111 1111 1", today=TODAY)
    assert check.state == "incomplete" and str(check.state) == "incomplete"
    assert check.error is not None
    assert (check.error.type, check.error.field_id, check.error.message_key) == ("luhn", "cardNumber", "validation.luhn")
    assert check.error.message == "This number is not valid: its check digit does not match."


def test_invalid_when_no_continuation_passes(product: Product) -> None:
    expiry = product.field("expiryDate")  # {{99}}/{{99}}: MMYY, a year typed with four digits read as its last two
    past = expiry.check("12/19", today=TODAY)
    assert past.invalid and past.error is not None and past.error.params == {"reason": "past"}
    on_its_way = expiry.check("12/20", today=TODAY)  # by way of 12/2028, which the field's editor writes 12/28
    assert on_its_way.state == FieldState.INCOMPLETE and on_its_way.error.params == {"reason": "past"}  # type: ignore[union-attr]
    assert expiry.check("12/1", today=TODAY).error.message_key == "validation.expirationDate.past"  # type: ignore[union-attr]
    assert expiry.check("13", today=TODAY).error.params == {"reason": "format"}  # type: ignore[union-attr]
    assert expiry.check("12/3", today=TODAY).state == FieldState.INCOMPLETE
    empty = expiry.check("", today=TODAY)
    assert empty.state == FieldState.INCOMPLETE and empty.error is not None and empty.error.type == "required"


def test_leaving_the_field_makes_incomplete_invalid(product: Product) -> None:
    typed = product.field("cardNumber").check("4111 1111 1111 1", today=TODAY)
    left = product.field("cardNumber").check("4111 1111 1111 1", today=TODAY, final=True)
    assert left.invalid and left.error == typed.error
    assert product.check("expiryDate", "", today=TODAY, final=True).error.type == "required"  # type: ignore[union-attr]
    assert product.check("expiryDate", "12/2", today=TODAY, final=True).invalid
    assert product.field("cardNumber").check("4111 1111 1111 1111", today=TODAY, final=True).state == FieldState.VALID


def test_masked_or_not_and_the_product_level_call(product: Product) -> None:
    masked = product.check("cardNumber", "4111 1111 1111 1111 112", today=TODAY)
    assert masked == product.field("cardNumber").check("4111111111111111112", today=TODAY)
    assert masked.invalid and masked.error.type == "luhn"  # type: ignore[union-attr]
    with pytest.raises(ArgumentError, match='the value of "cardNumber" does not fit its mask'):
        product.field("cardNumber").check("4111 x111", today=TODAY)
    with pytest.raises(ArgumentError, match='the product has no field "pin"'):
        product.check("pin", "1234", today=TODAY)


def test_a_field_refers_to_its_product_without_a_cycle() -> None:
    product = Product((REPO_ROOT / "examples/product-1-visa.json").read_bytes())
    field = product.field("cvv")
    ref = weakref.ref(product)
    del product
    assert field.check("12", today=TODAY).state == FieldState.INCOMPLETE  # the field keeps its product alive
    del field
    assert ref() is None  # freed at once, no garbage collection needed
    gc.collect()


def test_display_value_keeps_the_platforms_x(product: Product) -> None:
    account = product.accounts_on_file[0]
    assert account.display_value("cardNumber") == "4111 11XX XXXX 1111"
    assert Mask("{{9999}} {{9999}} {{9999}} {{9999}}").format("411111XXXXXX1111") == "4111 1111 11"  # what format would show
    assert account.display_value("expiryDate") == "12/28"
    assert account.display_value("alias") == "411111XXXXXX1111"  # no field alias: as it is
    assert account.display_value("cvv") is None


def test_accounts_sharing_an_id_take_the_first_ones_values() -> None:
    # The second account of id 7 has a cvv the first lacks: the library, the CLI and choosing an
    # account take the first of an id, so both show the first one's values and nothing raises.
    product = Product(json.dumps({"id": 1, "fields": [{"id": "cardNumber", "displayHints": {"mask": "{{9999}} {{9999}} {{9999}} {{9999}}"}}],
                                  "accountsOnFile": [{"id": 7, "attributes": [{"key": "cardNumber", "value": "411111XXXXXX1111"}]},
                                                     {"id": 7, "attributes": [{"key": "cardNumber", "value": "************7988"},
                                                                              {"key": "cvv", "value": "123"}]}]}))
    first, second = product.accounts_on_file
    assert first.display_value("cardNumber") == second.display_value("cardNumber") == "4111 11XX XXXX 1111"
    assert second.display_value("cvv") is None
    assert second.attribute("cvv") == {"key": "cvv", "value": "123"}  # its own attributes stay its own


def test_display_value_of_a_star_obfuscated_card() -> None:
    product = Product(json.dumps({"id": 1, "fields": [{"id": "cardNumber", "displayHints": {"mask": "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}}],
                                  "accountsOnFile": [{"id": 7, "attributes": [{"key": "cardNumber", "value": "************7988"}]}]}))
    assert product.accounts_on_file[0].display_value("cardNumber") == "**** **** **** 7988"
    assert product.accounts_on_file[0].label == ""  # no label template, no alias


def test_an_mmyy_expiry_field_reads_a_four_digit_year(product: Product) -> None:
    """R18: 12/2028 typed or pasted into a {{99}}/{{99}} expiry field gives 12/28, never 12/20."""
    expiry = product.field("expiryDate")
    text, caret, seen = "", 0, []
    for key in "122028":
        edit = expiry.edit(text, caret, caret, key)
        text, caret = edit.text, edit.caret
        seen.append((text, str(expiry.check(text, today=TODAY).state)))
    assert seen == [("1", "incomplete"), ("12", "incomplete"), ("12/2", "incomplete"), ("12/20", "incomplete"),
                    ("12/202", "incomplete"), ("12/28", "valid")]
    assert expiry.edit("", 0, 0, "12/2028") == MaskEdit("12/28", 5)
    assert product.edit("expiryDate", "", 0, 0, "122028").text == "12/28"
