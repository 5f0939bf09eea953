#!/usr/bin/env python3
"""Known answers for the Client API's service operations (docs/card-input.md, "Service requests"
and "Service answers"): the networks of a product, the surcharge calculation and the currency
conversion quote. The requests and answers come from the platform SDKs' tests and fixtures (data
only; each case names its source); the expected values are computed here in Python from the rules,
never by PaySeal. Writes Vectors/client-api-request.platform-sdks.json and
Vectors/service-response.platform-sdks.json.

    python3 Vectors/tools/generate_service_vectors.py
"""

from __future__ import annotations

import json
import re

import generate_request_vectors as R
import vectorlib as V

ARG, JSN, LIM = R.ARG, R.JSN, R.LIM
ANDROID = "wl-online-payments-direct/sdk-client-android"
ANDROID_TEST = f"{ANDROID}:onlinepayments-sdk/src/test/java/com/onlinepayments/sdk/client/android/infrastructure/ApiClientTest.kt"
RESOURCES = f"{ANDROID}:sync/Worldline/repo/onlinepayments-sdk/src/test/resources/"
SWIFT = "wl-online-payments-direct/sdk-client-swift"
JS = "wl-online-payments-direct/sdk-client-js"
JS_FIXTURES = f"{JS}:src/__test__/integration/__fixtures__/"
# The Android request tests' session: customer "customer123", product 302, card 4567350000000000
# of product 1, 1000 EUR.
SESSION = dict(session_id="f2a1c3e4b5d6478899aabbccddeeff00", customer="customer123")
CONTEXT = {"countryCode": "NL", "currencyCode": "EUR", "amount": 1000, "isRecurring": False}
SERVICES = ("paymentProductNetworks", "surchargeCalculation", "currencyConversion")


def product_id(value):
    """A product id as params give it: an int, or a string of digits; a status otherwise."""
    if isinstance(value, str):
        if not re.fullmatch(r"0|[1-9][0-9]{0,17}", value) or int(value) > 2 ** 53 - 1:
            return ARG
        return int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        return JSN
    return value if 0 <= value <= 2 ** 53 - 1 else ARG


def text_value(value):
    """A token or target currency: non-empty, at most 4096 bytes, no control character."""
    if not value:
        return ARG
    if len(value.encode()) > 4096:
        return LIM
    if any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in value):
        return ARG
    return value


def card_source(operation, params):
    if not isinstance(params, dict):
        return ARG
    number, token = params.get("cardNumber"), params.get("token")
    if (number is None) == (token is None):
        return ARG
    if token is not None:
        if not isinstance(token, str):
            return JSN
        token = text_value(token)
        return token if token in (ARG, LIM) else {"token": token}
    pid = params.get("paymentProductId")
    if pid is not None:
        pid = product_id(pid)
        if pid in (ARG, JSN):
            return pid
    if not isinstance(number, str):
        return JSN
    if len(number.encode()) > 4096:
        return LIM
    if any(c not in "0123456789 -" for c in number):
        return ARG
    digits = "".join(c for c in number if c.isdigit())
    if len(digits) < 6:
        return ARG
    card = {"cardNumber": digits}
    if pid is not None:
        card["paymentProductId"] = pid
    return {"card": card}


def expected(session, operation, context, params):
    if operation not in SERVICES:
        return R.expected(session, operation, context, params)
    first = R.expected(session, "paymentProducts", context, None)  # the session and the context
    if isinstance(first, str):
        return first
    root = first["url"].split("products?")[0]
    headers = first["headers"]
    query = first["url"].split("products?")[1].removesuffix("&hide=fields")
    if operation == "paymentProductNetworks":
        pid = (params or {}).get("paymentProductId")
        if pid is None:
            return ARG
        pid = product_id(pid)
        if pid in (ARG, JSN):
            return pid
        return {"method": "GET", "url": f"{root}products/{pid}/networks?{query}", "headers": headers, "body": None}
    source = card_source(operation, params)
    if isinstance(source, str):
        return source
    amount = {"amount": context["amount"], "currencyCode": context["currencyCode"]}
    if operation == "surchargeCalculation":
        body, path = {"cardSource": source, "amountOfMoney": amount}, "services/surchargecalculation"
    else:
        body, path = {"cardSource": source, "transaction": {"amount": amount}}, "services/dccrate"
        target = params.get("targetCurrency")
        if target is not None:
            if not isinstance(target, str):
                return JSN
            target = text_value(target)
            if target in (ARG, LIM):
                return target
            body["targetCurrency"] = target
    headers = dict(headers, **{"Content-Type": "application/json"})
    return {"method": "POST", "url": root + path, "headers": headers,
            "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}


def request_case(cid, comment, operation, params, context=CONTEXT, **extra):
    session = {"client_session_id": SESSION["session_id"], "customer_id": SESSION["customer"],
               "client_api_url": "https://payment.preprod.direct.worldline-solutions.com",
               "asset_url": "https://assets.preprod.direct.worldline-solutions.com"}
    want = expected(session, operation, context, params)
    c = {"id": cid, "comment": comment, "result": "invalid" if isinstance(want, str) else "valid"}
    if isinstance(want, str):
        c["status"] = want
    c.update(session=session, operation=operation, context=context, params=params, metadata=R.METADATA)
    if not isinstance(want, str):
        c["expected"] = want
    c.update(extra)
    return c


CARD = "4567350000000000"


def request_cases():
    sdk_card = {"cardNumber": CARD, "paymentProductId": 1}
    return [
        request_case("networks-302", "the Android networks request test: product 302", "paymentProductNetworks",
                     {"paymentProductId": 302}, source=ANDROID_TEST),
        request_case("networks-id-string", "the product id as a string of digits", "paymentProductNetworks", {"paymentProductId": "320"}),
        request_case("networks-recurring", "a recurring Google Pay (320) context, query values percent-encoded",
                     "paymentProductNetworks", {"paymentProductId": 320},
                     context=dict(CONTEXT, isRecurring=True, countryCode="N L")),
        request_case("networks-no-id", "no paymentProductId", "paymentProductNetworks", {}),
        request_case("networks-negative", "paymentProductId -1", "paymentProductNetworks", {"paymentProductId": -1}),
        request_case("networks-id-bool", "paymentProductId true", "paymentProductNetworks", {"paymentProductId": True}),
        request_case("networks-no-context", "no payment context", "paymentProductNetworks", {"paymentProductId": 302}, context=None),
        request_case("surcharge-card", "the Android surcharge request test: card 4567350000000000 of product 1, 1000 EUR",
                     "surchargeCalculation", sdk_card, source=ANDROID_TEST),
        request_case("surcharge-card-no-product", "a card without its product (the JS SDK's PartialCard without paymentProductId)",
                     "surchargeCalculation", {"cardNumber": "4567 3500 0000 0000"}, source=f"{JS}:src/C2SCommunicator.ts"),
        request_case("surcharge-partial-card", "the first 8 digits only (the JS SDK's partialCreditCardNumber)",
                     "surchargeCalculation", {"cardNumber": "45673500", "paymentProductId": "1"}),
        request_case("surcharge-token", "a token of a card on file", "surchargeCalculation", {"token": "0ca037cc-9101-4a54-a7a1-1a0b4a6c07b4"},
                     source=f"{SWIFT}: ClientService.surchargeCalculation's cardSource with a token"),
        request_case("surcharge-both", "cardNumber and token", "surchargeCalculation", {"cardNumber": CARD, "token": "t"}),
        request_case("surcharge-neither", "neither cardNumber nor token", "surchargeCalculation", {"paymentProductId": 1}),
        request_case("surcharge-no-params", "no params", "surchargeCalculation", None),
        request_case("surcharge-five-digits", "5 digits", "surchargeCalculation", {"cardNumber": "45673"}),
        request_case("surcharge-letter", "a letter in the card number", "surchargeCalculation", {"cardNumber": "4567x50000000000"}),
        request_case("surcharge-number-not-string", "cardNumber as a JSON number", "surchargeCalculation", {"cardNumber": 4567350000000000}),
        request_case("surcharge-token-empty", "an empty token", "surchargeCalculation", {"token": ""}),
        request_case("surcharge-token-newline", "a token with a line break", "surchargeCalculation", {"token": "a\nb"}),
        request_case("surcharge-token-not-string", "a token that is a number", "surchargeCalculation", {"token": 12}),
        request_case("surcharge-product-bad", "paymentProductId \"01\"", "surchargeCalculation", {"cardNumber": CARD, "paymentProductId": "01"}),
        request_case("surcharge-card-over-limit", "a card number of 4097 bytes", "surchargeCalculation", {"cardNumber": "4" * 4097}),
        request_case("surcharge-no-context", "no payment context", "surchargeCalculation", {"cardNumber": CARD}, context=None),
        request_case("dcc-card", "the Android currency conversion request test: card 4567350000000000 of product 1, 1000 EUR",
                     "currencyConversion", sdk_card, source=ANDROID_TEST),
        request_case("dcc-card-aud", "the JS SDK's quote test amount: 1000 AUD", "currencyConversion", {"cardNumber": CARD},
                     context=dict(CONTEXT, currencyCode="AUD"), source=f"{JS}:src/__test__/integration/currency-conversion.test.ts"),
        request_case("dcc-token", "a token of a card on file", "currencyConversion", {"token": "0ca037cc-9101-4a54-a7a1-1a0b4a6c07b4"}),
        request_case("dcc-target-currency", "a target currency (the server API's targetCurrency)", "currencyConversion",
                     {"cardNumber": CARD, "targetCurrency": "USD"}),
        request_case("dcc-target-empty", "an empty target currency", "currencyConversion", {"cardNumber": CARD, "targetCurrency": ""}),
        request_case("dcc-target-not-string", "a target currency that is a number", "currencyConversion",
                     {"cardNumber": CARD, "targetCurrency": 840}),
        request_case("dcc-both", "cardNumber and token", "currencyConversion", {"cardNumber": CARD, "token": "t"}),
        request_case("dcc-no-context", "no payment context", "currencyConversion", {"cardNumber": CARD}, context=None),
    ]


# --- answers -------------------------------------------------------------------------------

AMOUNT = ("object", [("amount", "integer"), ("currencyCode", "string")])
SHAPES = {
    "paymentProductNetworks": ("object", [("networks", ("array", "string"))]),
    "surchargeCalculation": ("object", [("surcharges", ("array", ("object", [
        ("paymentProductId", "productId"), ("result", "string"), ("netAmount", AMOUNT), ("surchargeAmount", AMOUNT),
        ("totalAmount", AMOUNT), ("surchargeRate", ("object", [
            ("surchargeProductTypeId", "string"), ("surchargeProductTypeVersion", "string"),
            ("adValoremRate", "number"), ("specificRate", "number")]))])))]),
    "currencyConversion": ("object", [
        ("dccSessionId", "string"), ("result", ("object", [("result", "string"), ("resultReason", "string")])),
        ("proposal", ("object", [
            ("baseAmount", AMOUNT), ("targetAmount", AMOUNT),
            ("rate", ("object", [("exchangeRate", "number"), ("invertedExchangeRate", "number"), ("markUpRate", "number"),
                                 ("quotationDateTime", "string"), ("source", "string")])),
            ("disclaimerReceipt", "string"), ("disclaimerDisplay", "string")]))]),
}


class Refused(Exception):
    pass


def normalize(value, shape):
    """The rules of docs/card-input.md, "Service answers"; numbers stay as written (RawNumber)."""
    if shape == "string":
        if not isinstance(value, str):
            raise Refused(JSN)
        return value
    if shape == "integer":
        if not isinstance(value, RawNumber) or not re.fullmatch(r"-?(0|[1-9][0-9]*)", value.text) \
                or not -2 ** 63 <= int(value.text) < 2 ** 63:
            raise Refused(JSN)
        return value
    if shape == "productId":
        # A product id as a product's "id" takes it: 0 to 2^53 - 1, the largest integer a JSON
        # number carries exactly.
        if not isinstance(value, RawNumber) or not re.fullmatch(r"0|[1-9][0-9]*", value.text) \
                or int(value.text) > 2 ** 53 - 1:
            raise Refused(JSN)
        return value
    if shape == "number":
        if not isinstance(value, RawNumber):
            raise Refused(JSN)
        return value
    kind, inner = shape
    if kind == "array":
        if not isinstance(value, list):
            raise Refused(JSN)
        if len(value) > 1024:
            raise Refused(LIM)
        if any(item is None for item in value):
            raise Refused(JSN)
        return [normalize(item, inner) for item in value]
    if not isinstance(value, dict):
        raise Refused(JSN)
    out = {}
    for name, member in inner:
        item = value.get(name)
        if item is None:
            out[name] = [] if isinstance(member, tuple) and member[0] == "array" else None
        else:
            out[name] = normalize(item, member)
    return out


class RawNumber:
    def __init__(self, text):
        self.text = text


def to_plain(value):
    """The normalized answer as JSON data for the vector file (numbers parsed back as written)."""
    if isinstance(value, RawNumber):
        # The vector file writes the number back; only numbers Python writes as they came are used.
        assert json.dumps(json.loads(value.text)) == value.text, value.text
        return json.loads(value.text)
    if isinstance(value, list):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    return value


def answer(operation, status, body):
    if status != 200:
        return ARG
    raw = body.encode() if isinstance(body, str) else body
    if len(raw) > 65536:
        return LIM
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return ARG
    try:
        parsed = json.loads(text, parse_float=RawNumber, parse_int=RawNumber)
    except ValueError:
        return JSN
    if not isinstance(parsed, dict):
        return JSN
    try:
        return to_plain(normalize(parsed, SHAPES[operation]))
    except Refused as refused:
        return refused.args[0]


def answer_case(cid, comment, operation, body, status=200, **extra):
    want = answer(operation, status, bytes.fromhex(body) if extra.get("body_is_hex") else body)
    c = {"id": cid, "comment": comment, "result": "invalid" if isinstance(want, str) else "valid"}
    if isinstance(want, str):
        c["status"] = want
    c.update(operation=operation, http_status=status, body=body)
    if not isinstance(want, str):
        c["expected"] = want
    c.update(extra)
    return c


SURCHARGE = ('{"surcharges":[{"paymentProductId":1,"result":"OK","netAmount":{"amount":1000,"currencyCode":"EUR"},'
             '"surchargeAmount":{"amount":366,"currencyCode":"EUR"},"totalAmount":{"amount":1366,"currencyCode":"EUR"},'
             '"surchargeRate":{"surchargeProductTypeId":"PAYMENT_PRODUCT_TYPE_ID","surchargeProductTypeVersion":'
             '"1a2b3c-4d5e-6f7g8h-9i0j","adValoremRate":3.3,"specificRate":333}}]}')
NO_SURCHARGE = ('{"surcharges":[{"paymentProductId":2,"result":"NO_SURCHARGE","netAmount":{"amount":1000,"currencyCode":"EUR"},'
                '"surchargeAmount":{"amount":0,"currencyCode":"EUR"},"totalAmount":{"amount":1000,"currencyCode":"EUR"}}]}')
DCC = ('{"dccSessionId":"5cd02469177743fb8a0b2c78937ee25f","result":{"result":"Allowed","resultReason":"Accepted"},'
       '"proposal":{"baseAmount":{"amount":1000,"currencyCode":"EUR"},"targetAmount":{"amount":1000,"currencyCode":"EUR"},'
       '"rate":{"exchangeRate":1.57,"invertedExchangeRate":0.63694,"markUpRate":3.12,"quotationDateTime":"2021-07-21T08:00:00Z",'
       '"source":"European Central Bank"},"disclaimerReceipt":"","disclaimerDisplay":'
       '"Make sure you understand the costs of currency conversion as they may be different ..."}}')
DCC_JS = ('{"docSessionId":"91e6bfec501c484bbcd27d8d7972f2b5q","result":{"result":"Allowed"},"proposal":{"baseAmount":'
          '{"amount":1000,"currencyCode":"AUD"},"targetAmount":{"amount":665,"currencyCode":"USD"},"rate":{"exchangeRate":0.66484161,'
          '"invertedExchangeRate":1.504117649,"markUpRate":2,"quotationDateTime":"2024-04-03T07:30:00Z","source":"Six Financial Services"}}}')
NOT_FOUND = ('{"errorId":"e53d3705-0b4d-4bd7-94e1-f0e005cfbb5c","errors":[{"errorCode":"50001111","category":"DIRECT_PLATFORM_ERROR",'
             '"code":"9999","httpStatusCode":404,"id":"CURRENCY_CONVERSION_NOT_FOUND_REQUEST","message":'
             '"Some request parameter e.g. merchant, card etc not found in the system.","retriable":false}]}')


def answer_cases():
    N, S, C = SERVICES
    return [
        answer_case("networks-android", "the Android fixture: CB, Eurocard, VISA", N, '{"networks":["CB","Eurocard","VISA"]}',
                    source=RESOURCES + "paymentProductNetworks.json"),
        answer_case("networks-empty", "the JS SDK's mocked answer: no networks", N, '{"networks":[]}',
                    source=f"{JS}:src/__test__/integration/payment-product-networks.test.ts"),
        answer_case("networks-absent", "no networks member: []", N, '{}'),
        answer_case("networks-extra-member", "other members are dropped", N, '{"networks":["VISA"],"x":1}'),
        answer_case("networks-not-strings", "a network that is a number", N, '{"networks":["VISA",3]}'),
        answer_case("networks-null-entry", "a null network", N, '{"networks":[null]}'),
        answer_case("networks-not-array", "networks as a string", N, '{"networks":"VISA"}'),
        answer_case("networks-too-many", "1025 networks", N, json.dumps({"networks": ["VISA"] * 1025})),
        answer_case("networks-at-limit", "1024 networks", N, json.dumps({"networks": ["V"] * 1024}, separators=(",", ":"))),
        answer_case("networks-400", "the JS SDK's PAYMENT_PRODUCT_ID_MISMATCH answer, HTTP 400",
                    N, '{"errors":[{"id":"PAYMENT_PRODUCT_ID_MISMATCH","httpStatusCode":400}]}', status=400,
                    source=f"{JS}:src/__test__/integration/payment-product-networks.test.ts"),
        answer_case("networks-array", "a body that is an array", N, '["VISA"]'),
        answer_case("networks-malformed", "malformed JSON", N, '{"networks":['),
        answer_case("networks-not-utf8", "a body that is not UTF-8", N, '{"networks":["\udcff"]}'.encode("utf-8", "surrogateescape").hex(),
                    body_is_hex=True),
        answer_case("surcharge-android", "the Android fixture with a surcharge", S, SURCHARGE, source=RESOURCES + "scWithSurcharge.json"),
        answer_case("surcharge-none-android", "the Android fixture without a surcharge (no surchargeRate: null)", S, NO_SURCHARGE,
                    source=f"{ANDROID}:onlinepayments-sdk/src/test/resources/scWithNoSurcharge.json"),
        answer_case("surcharge-absent", "no surcharges member: []", S, '{}'),
        answer_case("surcharge-amount-string", "an amount as a string", S,
                    '{"surcharges":[{"netAmount":{"amount":"1000","currencyCode":"EUR"}}]}'),
        answer_case("surcharge-amount-fraction", "an amount with a fraction", S,
                    '{"surcharges":[{"netAmount":{"amount":10.5,"currencyCode":"EUR"}}]}'),
        answer_case("surcharge-product-id-largest", "paymentProductId 2^53 - 1, the largest product id", S,
                    '{"surcharges":[{"paymentProductId":9007199254740991,"result":"OK"}]}'),
        answer_case("surcharge-product-id-above", "paymentProductId 2^53 + 1, above the largest product id", S,
                    '{"surcharges":[{"paymentProductId":9007199254740993,"result":"OK"}]}'),
        answer_case("surcharge-product-id-negative", "a negative paymentProductId", S,
                    '{"surcharges":[{"paymentProductId":-1,"result":"OK"}]}'),
        answer_case("surcharge-rate-string", "adValoremRate as a string", S, '{"surcharges":[{"surchargeRate":{"adValoremRate":"3.3"}}]}'),
        answer_case("surcharge-entry-not-object", "a surcharge that is a string", S, '{"surcharges":["OK"]}'),
        answer_case("surcharge-500", "HTTP 500", S, '{}', status=500),
        answer_case("dcc-android", "the Android fixture: Allowed", C, DCC, source=RESOURCES + "currencyConversionSuccess.json"),
        answer_case("dcc-no-rate-android", "the Android fixture: NoRate with an empty proposal", C,
                    '{"dccSessionId":"5cd02469177743fb8a0b2c78937ee25f","result":{"result":"NoRate","resultReason":"Accepted"},"proposal":{}}',
                    source=RESOURCES + "currencyConversionNoRate.json"),
        answer_case("dcc-js", "the JS fixture, whose session id member is spelled docSessionId: dccSessionId null", C, DCC_JS,
                    source=JS_FIXTURES + "currency-conversion.ts",
                    note="the JS SDK's type and fixture spell the member docSessionId; the Android and Swift SDKs and the "
                         "server API spell it dccSessionId, which PaySeal reads"),
        answer_case("dcc-not-found-android", "the Android fixture CURRENCY_CONVERSION_NOT_FOUND_REQUEST, HTTP 404: the request failed",
                    C, NOT_FOUND, status=404, source=RESOURCES + "currencyConversionNotFound.json"),
        answer_case("dcc-rate-string", "exchangeRate as a string", C, '{"proposal":{"rate":{"exchangeRate":"1.57"}}}'),
        answer_case("dcc-result-string", "result as a string", C, '{"result":"Allowed"}'),
        answer_case("dcc-over-limit", "a body of 65537 bytes", C, '{"dccSessionId":"' + "a" * 65518 + '"}'),
    ]


def main() -> None:
    V.write_vectors("client-api-request.platform-sdks.json", "client-api-request",
                    "The platform SDKs' request tests for the service operations (Worldline Direct Android ApiClientTest, "
                    "Swift ClientService, JS C2SCommunicator and integration tests) and constructed cases; expected values "
                    "computed by Vectors/tools/generate_service_vectors.py (Python, never PaySeal); each case names its source",
                    "MIT (Worldline platform SDKs); data only, expected values PaySeal's",
                    ["Runner: as client-api-request.constructed.json: payseal_session_new(session...), the metadata pairs set, "
                     "then payseal_session_request(operation, context, params) gives `expected` (compared as JSON, member order "
                     "included); invalid cases give `status`."], request_cases())
    V.write_vectors("service-response.platform-sdks.json", "service-response",
                    "The platform SDKs' recorded answers (Worldline Direct Android test resources, JS integration fixtures) and "
                    "constructed cases; expected values computed by Vectors/tools/generate_service_vectors.py (Python, never "
                    "PaySeal); each case names its source",
                    "MIT (Worldline platform SDKs); data only, expected values PaySeal's",
                    ["Runner: payseal_service_response(operation, http_status, body) gives `expected` (compared as JSON, member "
                     "order included, numbers as written); `body` is text, or hex bytes when `body_is_hex` is true; invalid cases "
                     "give `status`."], answer_cases())
    V.update_readme()


if __name__ == "__main__":
    main()
