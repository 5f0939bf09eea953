"""The vector runners of card input: masks, validation, IIN, Client API requests, products,
request validation, card brands, card checks and PAN formatting and editing. Each raises on a
mismatch.
"""

from __future__ import annotations

import ctypes
import json
from decimal import Decimal
from typing import Any, Dict

from payseal import (CardBrands, DeviceMetadata, Mask, PaymentRequest, Product, Session, _ffi, client_api_error, iin_bin, iin_needs_new_details,
                     iin_result, offered_products, parse_product_list, service_response, status_name, validate_value)

from vector_inputs import _NO_RESULT, outcome


def run_masks(case: Dict[str, Any]) -> None:
    def run() -> Any:
        mask = Mask(case["mask"])
        if case["op"] == "format":
            return mask.format(case["value"])
        if case["op"] == "unformat":
            return mask.unformat(case["value"])
        return mask.edit(case["text"], case["start"], case["end"], case["replacement"])

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case["op"] == "edit":
        assert (got.text, got.caret) == (case["expected"]["text"], case["expected"]["caret"])
    else:
        assert got == case["expected"]


def run_validation(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        # as JSON text: some invalid cases hold JSON that is not an object
        rules = json.dumps(case["data_restrictions"], ensure_ascii=False, separators=(",", ":"))
        return validate_value(rules, case["value"], today=(year, month))

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert [{"type": e.type, "params": e.params} for e in got] == case["expected_errors"]


def run_validation_messages(case: Dict[str, Any]) -> None:
    """validation-messages: as validation, comparing messageKey and message too."""
    year, month = case["today"]

    def run() -> Any:
        return validate_value(case["data_restrictions"], case["value"], today=(year, month))

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert [{"type": e.type, "params": e.params, "messageKey": e.message_key, "message": e.message}
            for e in got] == case["expected_errors"]


def run_products_list(case: Dict[str, Any]) -> None:
    got = outcome(case, lambda: parse_product_list(case["json_text"]).json())
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_products_offered(case: Dict[str, Any]) -> None:
    wallets = case["wallets"]
    if wallets & ~3:
        # Not expressible through the binding's two bools: the C ABI's refusal is checked through ctypes.
        data = case["json_text"].encode()
        out, length = ctypes.c_void_p(), ctypes.c_size_t()
        status = _ffi.lib.payseal_product_list_offered(data, len(data), wallets, ctypes.byref(out), ctypes.byref(length))
        assert status_name(status) == case["status"] and not out.value
        return
    got = outcome(case, lambda: [p.id for p in offered_products(case["json_text"], apple_pay=bool(wallets & 1),
                                                                google_pay=bool(wallets & 2))])
    if got is _NO_RESULT:
        return
    assert got == case["expected_ids"]


def run_iin(case: Dict[str, Any]) -> None:
    def run() -> Any:
        if case["op"] == "bin":
            return iin_bin(case["card_number"])
        if case["op"] == "trigger":
            return iin_needs_new_details(case["card_number"], case["previous_card_number"])
        return iin_result(case["http_status"], case["body"]).as_dict()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case["op"] == "bin":
        assert got == case["expected_bin"]
    elif case["op"] == "trigger":
        assert got is case["expected_needed"]
    else:
        assert got == case["expected"] and list(got) == list(case["expected"])


def run_client_api_request(case: Dict[str, Any]) -> None:
    def run() -> Any:
        s = case["session"]
        with Session(s["client_session_id"], s["customer_id"], s["client_api_url"], s["asset_url"]) as session, \
                DeviceMetadata() as metadata:
            for key, value in case["metadata"]:
                metadata.set(key, value)
            return session.request(case["operation"], case.get("context"), case.get("params"), metadata).as_dict()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_client_api_error(case: Dict[str, Any]) -> None:
    body = bytes.fromhex(case["body"]) if case.get("body_is_hex") else case["body"]
    got = outcome(case, lambda: client_api_error(case["http_status"], body).as_dict())
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_service_response(case: Dict[str, Any]) -> None:
    body = bytes.fromhex(case["body"]) if case.get("body_is_hex") else case["body"]
    got = outcome(case, lambda: service_response(case["operation"], case["http_status"], body))
    if got is _NO_RESULT:
        return
    # Numbers compared as written: Decimal keeps 3.30 apart from 3.3, as the file does.
    assert json.dumps(got, default=str) == json.dumps(json.loads(json.dumps(case["expected"]), parse_float=Decimal), default=str)


def run_products(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with Product(case["json_text"]) as product:
            return product.json()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_request_validation(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        with Product(case["product"]) as product, PaymentRequest("session", product.json()["id"]) as request:
            request.set_product(product)
            if case.get("account_on_file") is not None:
                request.account_on_file_id = case["account_on_file"]
            for key, value in case["values"]:
                request.set_value(key, value)
            return request.validate(today=(year, month)), json.loads(request.payload("n"))["paymentValues"]

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    errors, values = got
    assert [{"fieldId": e.field_id, "type": e.type, "params": e.params} for e in errors] == case["expected_errors"]
    assert [[v["key"], v["value"]] for v in values] == case["expected_values"]


def _card_brands(case: Dict[str, Any]) -> CardBrands:
    """The case's table: "table_text" (raw JSON text), else "table" (null: the built-in table;
    any other JSON value: serialized compactly and parsed)."""
    if "table_text" in case:
        return CardBrands.parse(case["table_text"].encode("utf-8", "surrogatepass"))
    if case.get("table") is None:
        return CardBrands.default()
    text = json.dumps(case["table"], ensure_ascii=False, separators=(",", ":"))
    return CardBrands.parse(text.encode("utf-8", "surrogatepass"))


def run_card_brands(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.brand(case["pan"])

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got == case["expected"]


def run_card_check(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.check(case["pan"], case.get("expiry") or "", case.get("cvc") or "", case.get("accepted"),
                                today=(year, month), final=case.get("final") is True)

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got.as_dict() == case["expected"]


def run_card_as_you_type(case: Dict[str, Any]) -> None:
    """card-as-you-type: the check of each prefix of `pan`, as "<brand> <state> <reason> <maxLength> <advance>"."""
    year, month = case["today"]
    pan = case["pan"]
    assert len(case["expected"]) == len(pan)
    with _card_brands(case) as brands:
        for n, expected in enumerate(case["expected"], start=1):
            got = brands.check(pan[:n], accepted=case.get("accepted"), today=(year, month))
            advance = "advance" if got.pan.advance else "-"
            line = f"{got.brand or 'null'} {got.pan.state} {got.pan.reason or '-'} {got.pan.max_length} {advance}"
            assert line == expected, f"after {n} digits: got {line}, expected {expected}"


def run_pan_format(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.format_pan(case["pan"])

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got == case["expected"]


def run_pan_edit(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.edit_pan(case["text"], case["start"], case["end"], case.get("replacement") or "")

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert (got.text, got.caret) == (case["expected"]["text"], case["expected"]["caret"])
        if "truncated" in case["expected"]:
            assert got.truncated == case["expected"]["truncated"]
