"""The product as a form model and the request's state read from the library: a form built from Product.fields alone, keys() after removals, one today= keyword, JSON inputs of
every kind, ids as int or str, messages in Python's names, UTF-16 positions, ClientAPIRequest."""

from __future__ import annotations

import datetime
import re
from typing import Any, List

import pytest

import payseal
from payseal import (ArgumentError, ClientAPIRequest, IINResult, Mask, PaymentRequest, Product, Session,
                     ValidationFailedError, string_index, utf16_offset)

from conftest import REPO_ROOT

CONTEXT = {"countryCode": "NL", "currencyCode": "EUR", "amount": 1000, "isRecurring": False}


def demo_product_json() -> str:
    """The product `payseal demo` carries (Worldline's recorded Visa product), read from its source."""
    source = (REPO_ROOT / "Sources/PaySealCLI/DemoProduct.swift").read_text("utf-8")
    # Swift strips the closing delimiter's indentation from every line of the literal.
    found = re.search(r'#"""\n(.*?)\n([ ]*)"""#', source, re.S)
    assert found, "DemoProduct.swift no longer holds the product as a raw string"
    indent = found.group(2)
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in found.group(1).split("\n"))


def render_form(product: Product) -> List[str]:
    """A text form from Product.fields alone: every display hint a form shows."""
    lines = []
    for f in product.fields:
        hints = f.display_hints
        line = (f"{f.label} [{f.id}: {f.type}{', required' if f.required else ''}]"
                f" mask={f.mask.pattern if f.mask else None} keyboard={hints.get('preferredInputType')}"
                f" placeholder={hints.get('placeholderLabel')!r} element={hints['formElement']['type']}"
                f" always_show={hints.get('alwaysShow')} obfuscate={f.obfuscate}")
        tooltip = hints.get("tooltip") or {}
        if tooltip.get("label"):
            line += f" tooltip={tooltip['label']!r}"
        for choice in hints["formElement"].get("valueMapping", []):
            line += f" option={choice['value']}:{choice['displayName']}"
        if hints.get("link"):
            line += f" link={hints['link']}"
        lines.append(line)
    return lines


def test_demo_product_form_from_fields_alone() -> None:
    with Product(demo_product_json()) as product:
        assert product.id == 1 and product.display_hints["label"] == "VISA"
        assert render_form(product) == [
            "Card number [cardNumber: numericstring, required] mask={{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
            " keyboard=StringKeyboard placeholder='' element=text always_show=False obfuscate=False",
            "Cardholder's name [cardholderName: string, required] mask=None keyboard=StringKeyboard placeholder=''"
            " element=text always_show=False obfuscate=False",
            "Expiry date [expiryDate: expirydate, required] mask={{99}}/{{9999}} keyboard=StringKeyboard"
            " placeholder='' element=text always_show=False obfuscate=False",
            "Card verification code [cvv: numericstring, required] mask={{999}} keyboard=StringKeyboard"
            " placeholder='' element=text always_show=False obfuscate=False"
            " tooltip='Last 3 digits on the back of the card'",
        ]
        account, = product.accounts_on_file
        assert (account.id, account.payment_product_id) == ("123", 1)
        assert account.attribute("expiryDate") == {"key": "expiryDate", "value": "0120", "status": "CAN_WRITE"}
        assert account.display_hints["logo"].endswith("pp_logo_1_v1.png")
        card = product.field("cardNumber")
        assert isinstance(card.mask, Mask) and card.mask.format("4111111111111111") == "4111 1111 1111 1111"
        assert [e.type for e in card.validate(card.mask.unformat("4111 1111 1111 1112"))] == ["luhn"]
        assert card.validate("4111111111111111") == []
        assert product.field("expiryDate").validate("1225", today=(2026, 11))[0].field_id == "expiryDate"
        with pytest.raises(KeyError):
            product.field("iban")


def test_list_field_and_link_hints_reach_the_form() -> None:
    product = {"id": 809, "fields": [
        {"id": "issuerId", "type": "string", "dataRestrictions": {"isRequired": True, "validators": {}},
         "displayHints": {"displayOrder": 0, "label": "Bank", "placeholderLabel": "Choose your bank",
                          "preferredInputType": "StringKeyboard", "alwaysShow": True, "link": "https://example.com/banks",
                          "formElement": {"type": "list", "valueMapping": [
                              {"value": "ABNANL2A", "displayName": "ABN AMRO"},
                              {"value": "INGBNL2A", "displayName": "ING"}]}}}]}
    with Product(product) as parsed:  # the dict (requests' .json()) as it came
        assert render_form(parsed) == [
            "Bank [issuerId: string, required] mask=None keyboard=StringKeyboard placeholder='Choose your bank'"
            " element=list always_show=True obfuscate=False option=ABNANL2A:ABN AMRO option=INGBNL2A:ING"
            " link=https://example.com/banks"]
        assert parsed.accounts_on_file == []


def test_keys_are_what_the_library_holds() -> None:
    with Product(demo_product_json()) as product, PaymentRequest("session", product.id) as request:
        request.set_product(product)
        request.update({"cardNumber": "4111 1111 1111 1111", "cvv": "123", "expiryDate": "12/2030"})
        assert request.keys() == ["cardNumber", "cvv", "expiryDate"] and len(request) == 3
        assert request.unmasked_value("expiryDate") == "122030" and request.masked_value("expiryDate") == "12/2030"
        request["cvv"] = ""  # "" removes a value
        assert request.keys() == ["cardNumber", "expiryDate"] and "cvv" not in request
        assert request.unmasked_value("cvv") == ""
        request.account_on_file_id = 123  # the JSON id is a number; READ_ONLY values go
        assert request.account_on_file_id == "123" and list(request) == ["expiryDate"]
    with Product(demo_product_json()) as product, PaymentRequest("session", 1) as request:
        request["cardNumber"] = "4111x"  # the product's mask would change it: set_product refuses
        with pytest.raises(ArgumentError, match="cardNumber"):
            request.set_product(product)
        assert request.keys() == ["cardNumber"] and request.unmasked_value("cardNumber") == "4111x"


def test_one_today_keyword_everywhere() -> None:
    rules = {"validators": {"expirationDate": {}}}
    for today in (datetime.date(2026, 11, 26), datetime.datetime(2026, 11, 1, 23, 59), (2026, 11)):
        assert [e.params for e in payseal.validate_value(rules, "1026", today=today)] == [{"reason": "past"}]
        with payseal.CardBrands.default() as brands:
            assert brands.check("4111 1111 1111 1111", "10/26", "123", today=today).expiry.reason == "past"
    assert payseal.validate_value(rules, "1026", today=(2026, 10)) == []
    assert payseal.validate_value(rules, "1230", today=None) == []  # the clock (valid until 12/2030)
    with pytest.raises(ValueError, match="None for the system clock"):
        payseal.validate_value(rules, "1026", today=(0, 0))
    with pytest.raises(TypeError, match="today"):
        payseal.validate_value(rules, "1026", today="2026-11")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        payseal.validate_value(rules, "1026", 2026, 11)  # type: ignore[misc]
    with Product(demo_product_json()) as product, PaymentRequest("s", 1) as request:
        request.set_product(product)
        request.update(cardNumber="4111111111111111", cvv="123", cardholderName="Wile", expiryDate="10/2026")
        assert [e.params for e in request.validate(today=datetime.date(2026, 11, 1))] == [{"reason": "past"}]
        assert request.validate(today=(2026, 10)) == []


@pytest.mark.parametrize("kind", ["str", "bytes", "dict"])
def test_every_json_input_takes_str_bytes_or_the_value(kind: str) -> None:
    def given(value: Any) -> Any:
        import json
        text = json.dumps(value)
        return {"str": text, "bytes": text.encode(), "dict": value}[kind]

    assert iin_result_of(given({"paymentProductId": 1, "isAllowedInContext": True})).payment_product_id == 1
    assert payseal.validate_value(given({"validators": {"luhn": {}}}), "4111111111111112")[0].type == "luhn"
    with Product(given({"id": 3, "fields": []})) as product:
        assert product.id == 3
    with Session("sid", "cust", "https://example.com") as session:
        request = session.request("paymentProduct", given(CONTEXT), given({"paymentProductId": 1}))
        assert request.url.startswith("https://example.com/client/v1/cust/products/1?")
    with payseal.CardBrands.parse(given([{"name": "x", "bins": ["9"]}])) as brands:
        assert brands.brand("99") == "x"
    assert payseal.parse_product_list(given({"paymentProducts": []})).json() == {"paymentProducts": []}


def iin_result_of(body: Any) -> IINResult:
    return payseal.iin_result(200, body)


def test_product_list_gives_products() -> None:
    """parse_product_list: the binding's Product objects (hints, accounts on file), and the
    normalized JSON still there through json()."""
    text = (REPO_ROOT / "examples/products.json").read_text("utf-8")
    with payseal.parse_product_list(text) as products:
        assert isinstance(products, payseal.ProductList)
        assert all(isinstance(p, Product) for p in products.products)
        assert [p.id for p in products] == [1, 3, 809] and len(products) == 3
        visa = products[0]
        assert (visa.display_hints["label"], visa.fields) == ("VISA", [])
        assert visa.accounts_on_file[0].label == "4111 11XX XXXX 1111"
        assert products.json()["paymentProducts"][2]["id"] == 809
        assert products.json() is not products.json()  # a new dict each time: callers may change theirs
        assert repr(products) == "ProductList([1, 3, 809])"
    assert visa.closed


def test_ids_take_int_or_str() -> None:
    assert PaymentRequest("s", 1).payment_product_id == PaymentRequest("s", "1").payment_product_id == 1
    request = PaymentRequest("s", 1)
    request.account_on_file_id = 123
    assert request.account_on_file_id == "123"
    request.account_on_file_id = "abc"
    assert request.account_on_file_id == "abc"
    with pytest.raises(TypeError, match="account_on_file_id must be int or str"):
        request.account_on_file_id = 1.5  # type: ignore[assignment]


def test_messages_name_python_arguments() -> None:
    with Session("sid", "cust", "https://example.com") as session:
        with pytest.raises(ArgumentError) as info:
            session.request("paymentProduct", CONTEXT)
        assert "params" in info.value.message and "params_json" not in info.value.message
        assert info.value.subject == "params_json.paymentProductId"
    with payseal.PublicKey.from_client_api((REPO_ROOT / "examples/public-key.json").read_bytes()) as key, \
            Product(demo_product_json()) as product, PaymentRequest("s", 1) as request:
        request.set_product(product)
        with pytest.raises(ValidationFailedError) as failed:
            request.prepare(key)
        # the library words it for every layer: no C name, no binding's name
        assert "validating the request" in failed.value.message and "payseal_" not in failed.value.message
    with pytest.raises(payseal.JSONError) as bad:
        payseal.CardBrands.default().check("4", accepted=[1])  # type: ignore[list-item]
    assert "accepted[0]" in bad.value.message and "_json" not in bad.value.message


def test_utf16_positions() -> None:
    text = "4\U0001F389 1"
    assert [utf16_offset(text, i) for i in range(len(text) + 1)] == [0, 1, 3, 4, 5]
    assert [string_index(text, o) for o in (0, 1, 3, 4, 5)] == [0, 1, 2, 3, 4]
    with pytest.raises(ValueError, match="surrogate pair"):
        string_index(text, 2)
    with pytest.raises(ValueError, match="past the text"):
        string_index(text, 6)
    with pytest.raises(ValueError):
        utf16_offset(text, 5)
    # a caret the library returns, back to a Python index
    edit = Mask("{{9999}} {{9999}}").edit("\U0001F389", 0, 2, "41111")
    assert edit.text[:string_index(edit.text, edit.caret)] == "4111 1"


def test_client_api_request_is_a_dataclass_with_curl() -> None:
    with Session("sid", "cust", "https://example.com") as session:
        request = session.request("iinDetails", CONTEXT, {"cardNumber": "4111 1111"})
    assert isinstance(request, ClientAPIRequest) and request.method == "POST"
    assert list(request.headers) == ["Authorization", "X-GCS-ClientMetaInfo", "Content-Type"]
    curl = request.to_curl()
    assert curl.startswith("curl -X POST -H 'Authorization: GCS v1Client:sid' ")
    assert "--data-raw '{\"bin\":\"41111111\"," in curl and curl.endswith(" " + request.url)
    assert session_get_has_no_body()


def session_get_has_no_body() -> bool:
    with Session("sid", "cust", "https://example.com") as session:
        request = session.request("publicKey")
    return request.body is None and "--data-raw" not in request.to_curl() and request.as_dict()["body"] is None


def test_display_hints_list_alone_gives_the_hints() -> None:
    # The Swift SDK's own fixture (Vectors/upstream/display-hints/): the list alone, as Worldline Direct sends it.
    fixture = REPO_ROOT / "Vectors" / "upstream" / "display-hints" / "wl-swift.BasicPaymentProductTestCase.productJSON.json"
    product = Product(fixture.read_text(encoding="utf-8"))
    visa = {"displayOrder": 20, "label": "Visa", "logo": "/templates/master/global/css/img/ppimages/pp_logo_1_v1.png"}
    assert (product.display_hints, product.display_hints_list) == (visa, [visa])
    assert Product('{"id":1}').display_hints_list == []
    with pytest.raises(payseal.JSONError, match="displayHintsList"):
        Product('{"id":1,"displayHintsList":["VISA"]}')
