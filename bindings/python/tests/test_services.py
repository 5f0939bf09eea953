"""The service operations: their requests (Session.request) and their answers read typed."""

from decimal import Decimal

import pytest

import payseal

CONTEXT = {"countryCode": "NL", "currencyCode": "EUR", "amount": 1000, "isRecurring": False}


def session() -> payseal.Session:
    return payseal.Session("s1", "customer123", "https://payment.example.com")


def test_requests() -> None:
    with session() as s:
        networks = s.request("paymentProductNetworks", CONTEXT, {"paymentProductId": 302})
        assert networks.method == "GET" and networks.url.endswith("/customer123/products/302/networks?countryCode=NL"
                                                                   "&currencyCode=EUR&amount=1000&isRecurring=false")
        surcharge = s.request("surchargeCalculation", CONTEXT, {"cardNumber": "4567 3500 0000 0000", "paymentProductId": 1})
        assert surcharge.body == ('{"cardSource":{"card":{"cardNumber":"4567350000000000","paymentProductId":1}},'
                                  '"amountOfMoney":{"amount":1000,"currencyCode":"EUR"}}')
        quote = s.request("currencyConversion", CONTEXT, {"token": "t1", "targetCurrency": "USD"})
        assert quote.url.endswith("/services/dccrate") and quote.headers["Content-Type"] == "application/json"
        assert quote.body == '{"cardSource":{"token":"t1"},"transaction":{"amount":{"amount":1000,"currencyCode":"EUR"}},"targetCurrency":"USD"}'
        with pytest.raises(payseal.ArgumentError) as refused:
            s.request("surchargeCalculation", CONTEXT, {"cardNumber": "4567x50000000000"})
        assert "4567" not in str(refused.value)


def test_answers_typed() -> None:
    networks = payseal.payment_product_networks(200, {"networks": ["CB", "VISA"], "other": 1})
    assert networks.networks == ["CB", "VISA"] and networks.as_dict() == {"networks": ["CB", "VISA"]}
    surcharge = payseal.surcharge_calculation(200, '{"surcharges":[{"paymentProductId":1,"result":"OK","totalAmount":'
                                                   '{"amount":1366,"currencyCode":"EUR"},"surchargeRate":{"adValoremRate":3.3}}]}')
    first = surcharge.surcharges[0]
    assert (first.payment_product_id, first.result, first.net_amount) == (1, "OK", None)
    assert first.total_amount == payseal.AmountOfMoney(1366, "EUR")
    assert first.surcharge_rate is not None and first.surcharge_rate["adValoremRate"] == Decimal("3.3")
    quote = payseal.currency_conversion(200, b'{"dccSessionId":"d1","result":{"result":"NoRate"},"proposal":{}}')
    assert (quote.dcc_session_id, quote.result, quote.result_reason, quote.base_amount, quote.exchange_rate) == \
        ("d1", "NoRate", None, None, None)
    rate = payseal.currency_conversion(200, '{"proposal":{"rate":{"exchangeRate":0.66484161}}}')
    assert rate.exchange_rate == Decimal("0.66484161")


def test_answers_refused() -> None:
    with pytest.raises(payseal.ArgumentError):
        payseal.currency_conversion(404, "{}")
    with pytest.raises(payseal.JSONError):
        payseal.payment_product_networks(200, '{"networks":[1]}')
    with pytest.raises(payseal.ArgumentError):
        payseal.service_response("iinDetails", 200, "{}")
    with pytest.raises(TypeError):
        payseal.service_response("surchargeCalculation", True, "{}")  # type: ignore[arg-type]
