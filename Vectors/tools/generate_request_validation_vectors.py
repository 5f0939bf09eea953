#!/usr/bin/env python3
"""Known answers for a payment request with its product (docs/card-input.md, "Payment request
with a product"): product + account on file + values + today -> the validation errors (with
fieldId, in display order) and the stored (unmasked) values, computed here in Python with
card_input_reference.py, never by PaySeal. Uses the platform SDK's card product and account-on-
file fixtures (the upstream card-input/fixtures/) with the SDK's own request tests, and
constructed cases. Writes Vectors/request-validation.platform-sdks.json.

    python3 Vectors/tools/generate_request_validation_vectors.py
"""

from __future__ import annotations

import json

import card_input_reference as ref
import vectorlib as V

TODAY = [2026, 11]


def read(name):
    return json.loads((V.UPSTREAM / "card-input" / "fixtures" / name).read_text("utf-8"))


def expected(product, account_id, values, today):
    fields = sorted(enumerate(product.get("fields", [])),
                    key=lambda t: ((t[1].get("displayHints") or {}).get("displayOrder") is None,
                                   (t[1].get("displayHints") or {}).get("displayOrder") or 0, t[0]))
    fields = [f for _, f in fields]
    by_id = {f["id"]: f for f in fields}
    account = next((a for a in product.get("accountsOnFile", []) if str(a["id"]) == account_id), None) if account_id else None
    stored = {}
    for key, value in values:
        if key not in by_id:
            return "PAYSEAL_E_ARGUMENT", None
        if account and any(at["key"] == key and at.get("status", "CAN_WRITE") == "READ_ONLY" for at in account["attributes"]):
            return "PAYSEAL_E_ARGUMENT", None
        mask = (by_id[key].get("displayHints") or {}).get("mask")
        unmasked = ref.Mask(mask).unformat(value) if mask else value
        if unmasked == "":
            stored.pop(key, None)
        else:
            stored[key] = unmasked
    errors = []
    fiscal = ref._utf16_len(stored.get("fiscalNumber", ""))
    for f in fields:
        value = stored.get(f["id"], "")
        if account:
            attribute = next((at for at in account["attributes"] if at["key"] == f["id"]), None)
            if attribute and attribute.get("status", "CAN_WRITE") != "MUST_WRITE" and not value:
                continue
        rules = f.get("dataRestrictions") or {}
        boleto = ((rules.get("validators") or {}).get("boletoBancarioRequiredness") or {}).get("fiscalNumberLength")
        required = bool(rules.get("isRequired")) or (boleto is not None and fiscal == boleto)
        found = ref.validate_value(dict(rules, isRequired=required), value, *today)
        errors += [dict({"fieldId": f["id"]}, **e) for e in found]
    return errors, [[k, v] for k, v in stored.items()]


def case(cid, comment, product, values, account=None, today=TODAY, **extra):
    errors, stored = expected(product, account, values, today)
    c = {"id": cid, "comment": comment}
    if isinstance(errors, str):
        c.update(result="invalid", status=errors)
    else:
        c["result"] = "valid"
    c.update(product=product, account_on_file=account, values=[[k, v] for k, v in values], today=today)
    if not isinstance(errors, str):
        c.update(expected_errors=errors, expected_values=stored)
    c.update(extra)
    return c


def main() -> None:
    card = read("wl-android.cardPaymentProduct.json")
    card["accountsOnFile"] = [read(n) for n in ("wl-android.accountOnFileVisa.json", "wl-android.accountOnFileWithMustWriteCvv.json",
                                                 "wl-android.accountOnFileWithCanWriteCardholderName.json")]
    for account in card["accountsOnFile"]:
        account["paymentProductId"] = card["id"]
    source = "wl-online-payments-direct/sdk-client-android: PaymentRequestTest.kt with test/resources/cardPaymentProduct.json and accountOnFile*.json"
    must = str(card["accountsOnFile"][1]["id"])
    visa = str(card["accountsOnFile"][0]["id"])
    cases = [
        case("sdk-empty", "no values: every required field fails", card, [], source=source),
        case("sdk-valid", "every field valid (the SDK test, at today 2026-11)", card,
             [("cardNumber", "7822551678890142249"), ("expiryDate", "11/2026"), ("cvv", "123"), ("cardholderName", "test")], source=source),
        case("sdk-aof-must-write", "account on file with a MUST_WRITE cvv, nothing set", card, [], must, source=source),
        case("sdk-aof-cvv-short", "the MUST_WRITE cvv too short", card, [("cvv", "1")], must, source=source),
        case("sdk-aof-valid", "account on file, expiry and cvv given", card, [("expiryDate", "11/2026"), ("cvv", "123")], must, source=source),
        case("sdk-aof-read-only", "a READ_ONLY attribute cannot be set", card, [("cardNumber", "2222222222")], visa, source=source),
        case("sdk-unmasked", "values are stored unmasked", card, [("expiryDate", "12-35"), ("cardNumber", "1234 5678 9012 3456 789")],
             source=source),
        case("unknown-field", "a field the product does not have", card, [("iban", "x")]),
        case("empty-removes", "setting \"\" removes a value", card, [("cvv", "123"), ("cvv", "")]),
        case("boleto", "fiscalNumberLength: the field is required when fiscalNumber has that length",
             {"id": 1503, "fields": [{"id": "fiscalNumber", "displayHints": {"displayOrder": 0}},
                                     {"id": "companyName", "displayHints": {"displayOrder": 1},
                                      "dataRestrictions": {"validators": {"boletoBancarioRequiredness": {"fiscalNumberLength": 14}}}}]},
             [("fiscalNumber", "12345678901234")]),
        case("boleto-other-length", "fiscalNumber of another length: not required",
             {"id": 1503, "fields": [{"id": "fiscalNumber", "displayHints": {"displayOrder": 0}},
                                     {"id": "companyName", "displayHints": {"displayOrder": 1},
                                      "dataRestrictions": {"validators": {"boletoBancarioRequiredness": {"fiscalNumberLength": 14}}}}]},
             [("fiscalNumber", "12345678901")]),
    ]
    V.write_vectors("request-validation.platform-sdks.json", "request-validation",
                    "The platform SDK's request tests (Worldline Direct Android) with its product and account-on-file fixtures "
                    "(vectors-upstream card-input/fixtures/), and constructed cases; expected values computed by "
                    "Vectors/tools/generate_request_validation_vectors.py", "MIT (Worldline sdk-client-android); data only",
                    ["Runner: a request for the product's id with the product set (payseal_payment_request_set_product), the "
                     "account on file chosen, then every value set in order; payseal_payment_request_validate(today) gives "
                     "expected_errors, and the stored values are expected_values (unmasked). Invalid cases fail a set_value "
                     "with `status`."], cases)
    V.update_readme()


if __name__ == "__main__":
    main()
