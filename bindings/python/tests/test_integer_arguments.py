"""Integers for the C ABI's ``int`` and ``size_t`` parameters: one the C type cannot hold is
refused with OverflowError on every path (ctypes would pass it modulo 2**32 or 2**64: an HTTP
status of 2**32 + 200 would be read as 200, a position of 2**64 + 2 as 2), and the C extension
and ctypes paths refuse the same values the same way (the ``path`` fixture runs a test each way)."""

from __future__ import annotations

import json

import pytest

from conftest import REPO_ROOT

from payseal import (
    ArgumentError,
    CardBrands,
    Mask,
    PaymentRequest,
    Product,
    client_api_error,
    edit_expiry,
    iin_result,
    service_response,
    status_name,
    validate_value,
)

INT_PAST = [2**31, 2**32 + 200, -(2**31) - 1, 2**64 + 200]
SIZE_PAST = [2**64, 2**64 + 2, 2**100]
IIN_BODY = {"paymentProductId": 1, "countryCode": "NL", "isAllowedInContext": True}


@pytest.mark.parametrize("status", INT_PAST)
def test_an_http_status_past_a_c_int_is_refused(status: int) -> None:
    with pytest.raises(OverflowError, match="http_status"):
        iin_result(status, IIN_BODY)
    with pytest.raises(OverflowError, match="http_status"):
        client_api_error(status, '{"errors":[]}')
    with pytest.raises(OverflowError, match="http_status"):
        service_response("surchargeCalculation", status, "{}")
    with pytest.raises(OverflowError, match="status"):
        status_name(status)
    assert iin_result(200, IIN_BODY).payment_product_id == 1  # the largest and smallest that fit still go through
    with pytest.raises(ArgumentError):
        iin_result(2**31 - 1, IIN_BODY)
    with pytest.raises(ArgumentError):
        iin_result(-(2**31), IIN_BODY)


@pytest.mark.parametrize("year", [2**32 + 2026, -(2**32) + 2026])
def test_a_today_past_a_c_int_is_refused(year: int, path: str) -> None:
    product = Product((REPO_ROOT / "examples/product-1-visa.json").read_bytes())
    request = PaymentRequest("session", 1)
    brands = CardBrands.default()
    for call in (lambda: request.validate(today=(year, 11)), lambda: product.check("cardNumber", "4111", today=(year, 11)),
                 lambda: validate_value({}, "1", today=(year, 11)), lambda: brands.check("4111", "12/30", today=(2026, year))):
        with pytest.raises(OverflowError, match="today"):
            call()


@pytest.mark.parametrize("position", SIZE_PAST)
def test_a_position_past_size_t_is_refused_on_every_path(position: int, path: str) -> None:
    mask = Mask("{{9999}} {{9999}}")
    brands = CardBrands.default()
    for call in (lambda: mask.edit("1234", position, position, "5"), lambda: mask.delete("1234", 0, position),
                 lambda: brands.edit_pan("4111", position, position, "1"), lambda: brands.delete_pan("4111", 0, position),
                 lambda: edit_expiry("12", position, position, "3")):
        with pytest.raises(OverflowError, match="size_t"):
            call()
    assert mask.edit("1234", 2, 2, "5").text == "1253 4"  # what 2**64 + 2 was edited at


def test_positions_that_fit_size_t_reach_the_library_on_every_path(path: str) -> None:
    # 2**63 and 2**64 - 1 fit a size_t: the library refuses them as past the text, on both paths
    # (the C extension took positions as Py_ssize_t and raised OverflowError from 2**63 on).
    brands = CardBrands.default()
    for position in (2**63, 2**64 - 1):
        with pytest.raises(ArgumentError):
            brands.edit_pan("4111", position, position, "1")
        with pytest.raises(ArgumentError):
            Mask("{{9999}}").edit("12", position, position, "3")
    with pytest.raises(ValueError):
        brands.edit_pan("4111", -1, 0, "1")
    with pytest.raises(TypeError):
        brands.edit_pan("4111", 1.0, 1, "1")  # type: ignore[arg-type]
    assert json.loads(json.dumps(brands.edit_pan("4111", 4, 4, "1").text)) == "4111 1"
