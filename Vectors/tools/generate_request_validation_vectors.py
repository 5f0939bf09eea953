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


DIGITS = set("0123456789")


def unmasked_unchanged(mask, value):
    """The placeholder characters of `value` when the mask keeps every other character as one of its
    literals; None when the mask would change it (a character no placeholder takes where one is
    due, or input beyond the mask): P3, written from docs/card-input.md, not from PaySeal."""
    items, i = [], 0
    while i < len(mask):
        if mask.startswith("{{", i):
            end = mask.index("}}", i)
            items += [("p", ch) for ch in mask[i + 2:end]]
            i = end + 2
        else:
            items.append(("l", mask[i]))
            i += 1

    def takes(p, ch):
        return {"9": ch in DIGITS, "a": "a" <= ch <= "z", "A": "A" <= ch <= "Z", "*": True}.get(p, ch == p)

    pos, placed = 0, []
    for kind, ch in items:
        if pos == len(value):
            break
        if kind == "p":
            if not takes(ch, value[pos]):
                return None
            placed.append(value[pos])
            pos += 1
        elif value[pos] == ch:
            pos += 1
    return "".join(placed) if pos == len(value) else None


def type_error(ftype, value):
    """P2: the error of a non-empty value whose shape does not fit the field's type, or None."""
    if value == "":
        return None
    if ftype == "numericstring" and not set(value) <= DIGITS:
        return {"type": "numericString", "params": {}}
    if ftype == "integer":
        digits = value[1:] if value.startswith("-") else value
        if not digits or not set(digits) <= DIGITS:
            return {"type": "integer", "params": {}}
    if ftype == "boolean" and value not in ("true", "false"):
        return {"type": "boolean", "params": {}}
    if ftype == "expirydate":
        if len(value) not in (4, 6) or not set(value) <= DIGITS or not 1 <= int(value[:2]) <= 12:
            return {"type": "expirationDate", "params": {"reason": "format"}}
    return None


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
        unmasked = unmasked_unchanged(mask, value) if mask else value
        if unmasked is None:
            return "PAYSEAL_E_ARGUMENT", None
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
        wrong = type_error(f.get("type") or "", value)
        if wrong:
            found = [wrong] + [e for e in found if e["type"] != wrong["type"]]
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
             source=source, note="The SDK stores 1235 for 12-35; PaySeal refuses it (no silent change: the mask {{99}}/{{9999}} "
             "has a / where the - is, and no placeholder takes the -)."),
        case("unmasked-literals", "values typed with their mask's literals are stored without them", card,
             [("expiryDate", "12/35"), ("cardNumber", "1234 5678 9012 3456 789"), ("cvv", "123")]),
        case("unmasked-without-literals", "values typed without the literals are stored as typed", card,
             [("expiryDate", "1235"), ("cardNumber", "4111111111111111")]),
        case("pan-letters", "letters in a card number are refused, not dropped", card, [("cardNumber", "4111x1111y1111z1111")]),
        case("pan-20-digits", "a 20-digit card number on a 19-digit mask is refused, not cut", card,
             [("cardNumber", "41111111111111111111")]),
        case("pan-trailing-literal", "a literal after the last digit typed is the mask's own: stored without it", card,
             [("cardNumber", "4111 ")]),
        case("cvv-too-long", "a CVV beyond its mask is refused, not cut", card, [("cvv", "12345")]),
        case("expiry-slash-in-place", "a literal where the mask has a digit is refused", card, [("expiryDate", "1/2035")]),
        case("types", "field types: a value of another shape gets the type's error first",
             {"id": 2, "fields": [{"id": "n", "type": "numericstring", "dataRestrictions": {"validators": {"length": {"maxLength": 3}}}},
                                  {"id": "i", "type": "integer", "dataRestrictions": {"validators": {"range": {"minValue": 0}}}},
                                  {"id": "b", "type": "boolean"},
                                  {"id": "e", "type": "expirydate", "dataRestrictions": {"validators": {"expirationDate": {}}}},
                                  {"id": "s", "type": "string"}, {"id": "u", "type": "future"}]},
             [("n", "12ab"), ("i", "x1"), ("b", "yes"), ("e", "12/28"), ("s", "12ab"), ("u", "x")]),
        case("types-valid", "field types: values of the right shape",
             {"id": 2, "fields": [{"id": "n", "type": "numericstring"}, {"id": "i", "type": "integer"}, {"id": "b", "type": "boolean"},
                                  {"id": "e", "type": "expirydate"}, {"id": "e6", "type": "expirydate"}]},
             [("n", "0123"), ("i", "-12"), ("b", "false"), ("e", "1228"), ("e6", "122028")]),
        case("types-shape", "field types: non-ASCII digits, a lone minus, TRUE, month 13",
             {"id": 2, "fields": [{"id": "n", "type": "numericstring"}, {"id": "i", "type": "integer"}, {"id": "b", "type": "boolean"},
                                  {"id": "e", "type": "expirydate"}, {"id": "N", "type": "NUMERICSTRING"}]},
             [("n", "\u0661\u0662"), ("i", "-"), ("b", "TRUE"), ("e", "1328"), ("N", "ab")]),
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
                    "(Vectors/upstream/card-input/fixtures/), and constructed cases; expected values computed by "
                    "Vectors/tools/generate_request_validation_vectors.py", "MIT (Worldline sdk-client-android); data only",
                    ["Runner: a request for the product's id with the product set (payseal_payment_request_set_product), the "
                     "account on file chosen, then every value set in order; payseal_payment_request_validate(today) gives "
                     "expected_errors, and the stored values are expected_values (unmasked). Invalid cases fail a set_value "
                     "with `status`."], cases)
    V.update_readme()


if __name__ == "__main__":
    main()
