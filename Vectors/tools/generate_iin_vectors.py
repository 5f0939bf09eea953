#!/usr/bin/env python3
"""Known answers for the IIN check (docs/card-input.md, "IIN check"), computed here in Python
from the rules, never by PaySeal:

- Vectors/iin.platform-sdks.json: the platform SDKs' own IIN test cases (upstream
  card-input/upstream-cases.json and the recorded responses in card-input/fixtures/), each with
  its source, and a note where PaySeal's decided rule differs from what the SDK asserts;
- Vectors/iin.constructed.json: the edges (6, 7 and 8 digits, separators, wrong characters,
  member types, other HTTP statuses), and the trigger (op trigger): when a card number that
  changed needs a new IIN check, by the platform SDKs' rule (the Worldline Direct SDKs ask at 6
  digits, and again with 8 once the number has 16 or more), key by key for a 16-digit Visa, a
  15-digit Amex and a 19-digit number, and for pastes, deletions and other characters.

    python3 Vectors/tools/generate_iin_vectors.py
"""

from __future__ import annotations

import json

import vectorlib as V

LICENSE_SDK = "MIT (Worldline and Ingenico platform SDKs); data only, expected values PaySeal's"
LICENSE_OURS = "CC0 (written for PaySeal)"


def expected_bin(number: str):
    if any(c not in "0123456789 -" for c in number):
        return "PAYSEAL_E_ARGUMENT"
    digits = "".join(c for c in number if c.isdigit())
    return None if len(digits) < 6 else digits[:8] if len(digits) >= 8 else digits[:6]


def expected_result(status: int, body: str):
    if status not in (200, 404):
        return "PAYSEAL_E_ARGUMENT"
    try:
        doc = json.loads(body)
    except ValueError:
        if status == 200:
            return "PAYSEAL_E_JSON"
        doc = {}
    if not isinstance(doc, dict):
        if status == 200:
            return "PAYSEAL_E_JSON"
        doc = {}

    def member(name, ok):
        value = doc.get(name)
        if value is None:
            return None
        if not ok(value):
            raise TypeError(name)
        return value

    def product(v):
        return (isinstance(v, int) and not isinstance(v, bool) and v >= 0) or (isinstance(v, str) and v.isdigit() and v.isascii())

    try:
        pid = member("paymentProductId", product)
        allowed = member("isAllowedInContext", lambda v: isinstance(v, bool))
        country = member("countryCode", lambda v: isinstance(v, str))
        card_type = member("cardType", lambda v: isinstance(v, str))
        co_brands = member("coBrands", lambda v: isinstance(v, list)) or []
    except TypeError:
        return "PAYSEAL_E_JSON"
    status_name = "UNKNOWN" if status == 404 or pid is None else "EXISTING_BUT_NOT_ALLOWED" if allowed is False else "SUPPORTED"
    return {"status": status_name, "paymentProductId": pid, "isAllowedInContext": allowed, "countryCode": country,
            "cardType": card_type, "coBrands": co_brands}


SDK_TRIGGER_RULE = ("the platform SDKs' rule: IIN details at 6 digits, and again with 8 once the number has 16 or more "
                    "(Worldline Direct Android, iOS and JS SDKs)")


def trigger_key(number: str):
    """What the trigger compares: the first 8 digits of a number of 16 or more, else the first 6;
    None below 6 digits or with a character other than digits, spaces and '-'."""
    if any(c not in "0123456789 -" for c in number):
        return None
    digits = [c for c in number if c in "0123456789"]
    if len(digits) < 6:
        return None
    return "".join(digits[:8] if len(digits) >= 16 else digits[:6])


def trigger_case(cid, comment, number, previous):
    key = trigger_key(number)
    return {"id": cid, "comment": comment, "result": "valid", "op": "trigger", "card_number": number,
            "previous_card_number": previous, "expected_needed": key is not None and key != trigger_key(previous),
            "rule": SDK_TRIGGER_RULE}


def grouped(digits: str, groups) -> str:
    parts, rest = [], digits
    for size in groups:
        if rest:
            parts.append(rest[:size])
            rest = rest[size:]
    return " ".join(parts)


def trigger_cases() -> list:
    cases = []
    for name, number, groups in [("visa16", "4111111111111111", [4, 4, 4, 4, 3]), ("amex15", "378282246310005", [4, 6, 5]),
                                 ("pan19", "6011000990139424123", [4, 4, 4, 4, 3])]:
        previous = ""
        for n in range(1, len(number) + 1):
            typed = grouped(number[:n], groups)  # as a mask lays out the digits typed so far
            cases.append(trigger_case(f"trigger-{name}-{n:02d}", f"{name}: digit {n} typed", typed, previous))
            previous = typed
    cases += [
        trigger_case("trigger-paste-16", "a whole number pasted into the empty field", "4111 1111 1111 1111", ""),
        trigger_case("trigger-paste-6", "6 digits pasted", "411111", ""),
        trigger_case("trigger-other-bin", "another number's first 6 digits", "5555 55", "4111 11"),
        trigger_case("trigger-same-bin-dashes", "the same digits with dashes", "4111-11", "411111"),
        trigger_case("trigger-delete-to-5", "a deletion to 5 digits", "41111", "411111"),
        trigger_case("trigger-delete-16-to-15", "a deletion from 16 to 15 digits: the key is the first 6 again",
                     "4111 1111 2222 333", "4111 1111 2222 3333"),
        trigger_case("trigger-change-7th-at-16", "16 digits whose 7th digit changed", "4111 1122 2222 3333", "4111 1111 2222 3333"),
        trigger_case("trigger-change-9th-at-16", "16 digits whose 9th digit changed: the first 8 are the same",
                     "4111 1111 9222 3333", "4111 1111 2222 3333"),
        trigger_case("trigger-change-7th-at-15", "15 digits whose 7th digit changed: only the first 6 count",
                     "4111 1122 2222 333", "4111 1111 2222 333"),
        trigger_case("trigger-letter", "a letter: never checked", "41111x", ""),
        trigger_case("trigger-previous-letter", "the previous number had a letter", "411111", "41111x"),
        trigger_case("trigger-tab", "a tab is not a space", "4111	11", ""),
        trigger_case("trigger-fullwidth", "a full-width digit is not a digit", "４11111", ""),
        trigger_case("trigger-empty", "nothing typed", "", ""),
        trigger_case("trigger-unchanged", "the same number again", "4111 11", "4111 11"),
    ]
    return cases


def bin_case(cid, comment, number, **extra):
    want = expected_bin(number)
    if want == "PAYSEAL_E_ARGUMENT":
        return {"id": cid, "comment": comment, "result": "invalid", "status": want, "op": "bin", "card_number": number, **extra}
    return {"id": cid, "comment": comment, "result": "valid", "op": "bin", "card_number": number, "expected_bin": want, **extra}


def result_case(cid, comment, status, body, **extra):
    want = expected_result(status, body)
    if isinstance(want, str):
        return {"id": cid, "comment": comment, "result": "invalid", "status": want, "op": "result", "http_status": status,
                "body": body, **extra}
    return {"id": cid, "comment": comment, "result": "valid", "op": "result", "http_status": status, "body": body,
            "expected": want, **extra}


def sdk_cases() -> list:
    upstream = V.load_upstream("card-input/upstream-cases.json")
    cases = []
    for n, c in enumerate(x for x in upstream["cases"] if x["kind"] == "iin_lookup"):
        i, e = c["input"], c["expected"]
        number = i["partialCreditCardNumber"]
        cases.append(bin_case(f"sdk-{n:02d}-bin", f"bin of {number!r}", number, source=c["source"]))
        if "response" in i:
            body = json.dumps(i["response"], separators=(",", ":"))
            case = result_case(f"sdk-{n:02d}-result", "the recorded response", 200, body, source=c["source"])
            sdk_status = e.get("status")
            if sdk_status and case.get("expected", {}).get("status") != sdk_status:
                case["note"] = f"the SDK's test asserts status {sdk_status}; PaySeal: {case['expected']['status']}"
            elif "status" not in e and "isAllowedInContext" not in i["response"]:
                case["note"] = ("the SDK derives a status from a missing isAllowedInContext (WL-Swift: not allowed; WL-JS: "
                                "supported); PaySeal reports SUPPORTED with isAllowedInContext null, never guessed")
            cases.append(case)
    for name, status in [("wl-android.iinDetailsResponse.json", 200), ("wl-android.iinDetailsNotFound.json", 404)]:
        body = (V.UPSTREAM / "card-input" / "fixtures" / name).read_text("utf-8")
        cases.append(result_case(f"fixture-{name.split('.')[1]}", f"the recorded response {name}", status, body,
                                 source=f"wl-online-payments-direct/sdk-client-android: onlinepayments-sdk/src/test/resources/{name.split('.', 1)[1]}"))
    return cases


def constructed_cases() -> list:
    cases = [
        bin_case("bin-5", "5 digits: not enough", "41111"),
        bin_case("bin-6", "6 digits", "411111"),
        bin_case("bin-7", "7 digits: the first 6", "4111111"),
        bin_case("bin-8", "8 digits", "41111111"),
        bin_case("bin-19", "19 digits: the first 8", "4111111111111111111"),
        bin_case("bin-spaces", "spaces ignored", "4111 1111 1111 1111"),
        bin_case("bin-dashes", "dashes ignored", "4111-11"),
        bin_case("bin-empty", "empty", ""),
        bin_case("bin-letter", "a letter", "4111a111"),
        bin_case("bin-tab", "a tab is not a space", "4111\t1111"),
        bin_case("bin-nbsp", "a no-break space is not a space", "4111\u00a01111"),
        bin_case("bin-fullwidth-digit", "a full-width digit is not a digit", "４111111"),
    ]
    bodies = [
        ("supported", 200, {"paymentProductId": 1, "isAllowedInContext": True, "countryCode": "NL", "cardType": "Credit"}),
        ("not-allowed", 200, {"paymentProductId": "3", "isAllowedInContext": False}),
        ("allowed-missing", 200, {"paymentProductId": 3}),
        ("no-product", 200, {"countryCode": "NL", "isAllowedInContext": True}),
        ("null-product", 200, {"paymentProductId": None}),
        ("co-brands", 200, {"paymentProductId": 3, "isAllowedInContext": True, "coBrands": [
            {"paymentProductId": 1, "isAllowedInContext": True}, {"paymentProductId": 117, "isAllowedInContext": False}]}),
        ("extra-members", 200, {"paymentProductId": 1, "cardScheme": "Visa", "panLengthMax": 19, "isAllowedInContext": True}),
        ("product-negative", 200, {"paymentProductId": -1}),
        ("product-float", 200, {"paymentProductId": 1.5}),
        ("product-letters", 200, {"paymentProductId": "abc"}),
        ("allowed-string", 200, {"paymentProductId": 1, "isAllowedInContext": "true"}),
        ("country-number", 200, {"paymentProductId": 1, "countryCode": 31}),
        ("co-brands-object", 200, {"paymentProductId": 1, "coBrands": {}}),
        ("array", 200, [1]),
    ]
    for name, status, body in bodies:
        cases.append(result_case(f"result-{name}", name, status, json.dumps(body, separators=(",", ":"))))
    cases += [
        result_case("result-404-empty", "404 without a body", 404, ""),
        result_case("result-404-with-product", "404: UNKNOWN, the members passed through", 404, '{"paymentProductId":1}'),
        result_case("result-404-error-document", "404 with the platform's error document", 404,
                    '{"errorId":"x","errors":[{"id":"IIN_NOT_FOUND","httpStatusCode":404}]}'),
        result_case("result-200-not-json", "200 with HTML", 200, "<html>"),
        result_case("result-500", "500: the request failed", 500, "{}"),
        result_case("result-400", "400: the request failed", 400, '{"errors":[]}'),
        result_case("result-201", "201 is not an answer", 201, "{}"),
    ]
    return cases + trigger_cases()


def main() -> None:
    notes = ["Runner: op bin: payseal_iin_bin(card_number) gives expected_bin (null: NOT_ENOUGH_DIGITS, PAYSEAL_OK "
             "without output); op result: payseal_iin_result(http_status, body) gives expected (compared as JSON); op trigger: "
             "payseal_iin_needs_new_details(card_number, previous_card_number) (Swift: IIN.needsNewDetails) gives "
             "expected_needed."]
    V.write_vectors("iin.platform-sdks.json", "iin",
                    "The platform SDKs' IIN tests (Worldline Direct Swift/Android, Ingenico Connect Swift) and recorded "
                    "responses, via Vectors/upstream/card-input/upstream-cases.json and Vectors/upstream/card-input/fixtures/; each case "
                    "names its source.", LICENSE_SDK, notes, sdk_cases())
    V.write_vectors("iin.constructed.json", "iin", "constructed for PaySeal by Vectors/tools/generate_iin_vectors.py "
                    "(Python, never PaySeal), from the rules of docs/card-input.md", LICENSE_OURS, notes, constructed_cases())
    V.update_readme()


if __name__ == "__main__":
    main()
