"""The typed readers of the library's JSON outputs (``payseal._results``, generated from
Include/payseal_results.json): what the library writes reads into typed values, and output of
another shape (a library that broke its contract) is an error naming the member, never a KeyError
or a wrong type further on. Also the one table of argument names.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Callable

import pytest

from payseal import CardBrands, MaskEdit, PaySealError, _results, edit_expiry
from payseal._errors import ARGUMENT_NAMES

_PART = '{"state":"valid","maxLength":16,"advance":false}'
_CHECK = '{"brand":"visa","pan":' + _PART + ',"cvc":{"state":"incomplete","reason":"required"},"expiry":' + _PART + ',"complete":false}'


def test_a_card_check_reads_into_typed_parts() -> None:
    check = _results.read_card_check(_CHECK)
    assert check.brand == "visa" and check.complete is False
    assert check.pan == _results.CardPart("valid", None, 16, False)
    assert check.cvc.reason == "required" and check.cvc.max_length is None
    assert check._as_json()["cvc"] == {"state": "incomplete", "reason": "required"}


@pytest.mark.parametrize("text, named", [
    ('{"brand":null}', "payseal_card_check.pan is missing"),
    (_CHECK.replace('"complete":false', '"complete":"no"'), "payseal_card_check.complete is not true or false"),
    (_CHECK.replace('"maxLength":16', '"maxLength":"16"'), "payseal_card_check.pan.maxLength is not an integer"),
    (_CHECK.replace('"state":"valid"', '"state":"fine"'), "payseal_card_check.pan.state is 'fine'"),
    ("[1]", "payseal_card_check is not an object"),
    ("{", "payseal_card_check is not JSON"),
])
def test_output_of_another_shape_names_the_member(text: str, named: str) -> None:
    with pytest.raises(PaySealError) as failed:
        _results.read_card_check(text)
    assert named in failed.value.message and "broke its contract" in failed.value.message


_EDIT = '{"text":"4111 1","caret":6,"truncated":true,"refused":null}'
_EDIT_READERS = [_results.read_card_edit_pan_json, _results.read_card_edit_expiry_json, _results.read_card_edit_cvc,
                 _results.read_product_field_edit]


@pytest.mark.parametrize("read", _EDIT_READERS)
def test_a_field_edit_reads_into_a_typed_value(read: Callable[[str], _results.FieldEdit]) -> None:
    assert read(_EDIT) == _results.FieldEdit("4111 1", 6, True, None)
    assert read(_EDIT.replace("null", '"notDigits"')).refused == "notDigits"


@pytest.mark.parametrize("text, named", [
    ('{"text":"1","caret":1,"truncated":false}', "payseal_card_edit_cvc.refused"),
    (_EDIT.replace('"caret":6', '"caret":"6"'), "payseal_card_edit_cvc.caret is not an integer"),
    (_EDIT.replace('"refused":null', '"refused":false'), "payseal_card_edit_cvc.refused is not a string"),
])
def test_a_field_edit_of_another_shape_names_the_member(text: str, named: str) -> None:
    with pytest.raises(PaySealError) as failed:
        _results.read_card_edit_cvc(text)
    assert named in failed.value.message and "broke its contract" in failed.value.message


def test_numbers_stay_exact_and_int_keys_are_ints() -> None:
    rate = '{"dccSessionId":null,"result":null,"proposal":{"baseAmount":null,"targetAmount":null,' \
           '"rate":{"exchangeRate":1.10000000000000000001,"invertedExchangeRate":null,"markUpRate":null,' \
           '"quotationDateTime":null,"source":null},"disclaimerReceipt":null,"disclaimerDisplay":null}}'
    quote = _results.read_service_response_currency_conversion(rate)
    assert quote.proposal is not None and quote.proposal.rate is not None
    assert quote.proposal.rate.exchange_rate == Decimal("1.10000000000000000001")
    with CardBrands.default() as brands:
        assert brands.info("diners").format_by_length == {14: [4, 6, 4]}


def test_the_library_writes_what_its_description_says() -> None:
    with CardBrands.default() as brands:
        table = brands.as_json()  # every brand through the typed reader
        assert [b["name"] for b in table][:2] == ["amex", "diners"]
        assert brands.check("4111 1111 1111 1111", "12/30", "123", today=(2026, 11)).complete
        # the card fields' edits through their typed readers
        assert brands.edit_cvc("", 0, 0, "12345", brand="visa") == MaskEdit("123", 3, truncated=True)
        assert brands.edit_pan("", 0, 0, "4111-1111") == MaskEdit("4111 1111", 9)
    assert edit_expiry("", 0, 0, "13/30") == MaskEdit("", 0, refused="notADate")


def test_one_name_per_argument() -> None:
    # the C parameter (the subject's stable key) -> the name a Python caller knows it by
    assert ARGUMENT_NAMES["params_json"] == "params"
    assert ARGUMENT_NAMES["accepted_json"] == "accepted"
    assert "json" not in ARGUMENT_NAMES  # a parameter Python calls by its C name is not listed
