"""The IIN trigger, the CVC mask of a brand and the Client API's error body through the binding."""

import pytest

import payseal


def test_iin_trigger_asks_at_six_and_sixteen() -> None:
    number, previous, asked = "4111111122223333444", "", []
    for count in range(1, len(number) + 1):
        typed = number[:count]
        if payseal.iin_needs_new_details(typed, previous):
            asked.append(count)
        previous = typed
    assert asked == [6, 16]
    assert payseal.iin_needs_new_details("4111 11")
    assert not payseal.iin_needs_new_details("41111x")
    with pytest.raises(payseal.LimitError) as refused:
        payseal.iin_needs_new_details("4" * 5000, "")
    assert "4444" not in str(refused.value)
    with pytest.raises(TypeError):
        payseal.iin_needs_new_details(4111111, "")  # type: ignore[arg-type]


def test_cvc_mask_follows_the_brand() -> None:
    with payseal.CardBrands.default() as brands:
        assert brands.cvc_mask("visa") == "{{999}}"
        assert brands.cvc_mask("amex") == "{{9999}}"
        assert brands.cvc_mask() == "{{9999}}"
        assert payseal.Mask(brands.cvc_mask("visa")).format("12345") == "123"
        with pytest.raises(payseal.ArgumentError):
            brands.cvc_mask("Visa")


def test_client_api_error_reads_the_body() -> None:
    body = ('{"errorId":"e-1","errors":[{"code":"1002","id":"UNKNOWN_PRODUCT_ID","category":"CONNECT_PLATFORM_ERROR",'
            '"message":"m","propertyName":"productId","httpStatusCode":404},7]}')
    failure = payseal.client_api_error(404, body.encode())
    assert failure == payseal.ClientAPIFailure(404, "e-1", [payseal.APIError(
        "1002", "UNKNOWN_PRODUCT_ID", "CONNECT_PLATFORM_ERROR", "m", "productId", 404)])
    assert list(failure.as_dict()) == ["httpStatus", "errorId", "errors"]
    assert payseal.client_api_error(502, "<html>") == payseal.ClientAPIFailure(502, None, [])
    with pytest.raises(payseal.ArgumentError):
        payseal.client_api_error(200, "{}")
    with pytest.raises(payseal.LimitError):
        payseal.client_api_error(400, '{"errors":[' + ",".join(["1"] * 1025) + "]}")
