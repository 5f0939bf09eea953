#!/usr/bin/env python3
"""Known answers for the validation errors' `messageKey` and `message` (docs/card-input.md,
"Messages"): each rule's error, found by the independent rule reference (card_input_reference.py),
with the key and the English sentence from the table below, written here by hand from the docs,
never by PaySeal. Writes Vectors/validation-messages.independent.json.

    python3 Vectors/tools/generate_validation_messages.py
"""

from __future__ import annotations

import card_input_reference as ref
import vectorlib as V

FIXED = {
    "validation.required": "A value is required.",
    "validation.luhn": "This number is not valid: its check digit does not match.",
    "validation.iban": "This is not a valid IBAN.",
    "validation.termsAndConditions": "The terms and conditions must be accepted.",
    "validation.regularExpression": "This value is not in the expected format.",
    "validation.regularExpression.invalidPattern": "This value cannot be checked: the field's pattern is invalid.",
    "validation.regularExpression.unsupportedPattern": "This value cannot be checked: the field's pattern is not supported.",
    "validation.regularExpression.matchLimit": "This value cannot be checked: matching the field's pattern took too long.",
    "validation.emailAddress": "This is not a valid email address.",
    "validation.expirationDate.format": "This is not a valid expiry date (month and year).",
    "validation.expirationDate.past": "This expiry date is in the past.",
    "validation.expirationDate.tooFar": "This expiry date is too far in the future.",
    "validation.fixedList": "Choose one of the allowed values.",
    "validation.residentIdNumber": "This is not a valid resident ID number.",
    "validation.numericString": "Only digits are allowed.",
    "validation.integer": "This must be a whole number.",
    "validation.boolean": "This must be true or false.",
}


def chars(n):
    return "1 character" if n == 1 else f"{n} characters"


def message(error):
    params = error["params"]
    key = f"validation.{error['type']}" + (f".{params['reason']}" if "reason" in params else "")
    if error["type"] == "length":
        low, high = params.get("minLength", 0), params.get("maxLength")
        if high is None:
            text = f"Enter at least {chars(low)}."
        elif low == high:
            text = f"Enter exactly {chars(low)}."
        elif low <= 0:
            text = f"Enter at most {chars(high)}."
        else:
            text = f"Enter between {low} and {chars(high)}."
    elif error["type"] == "range":
        low, high = params.get("minValue"), params.get("maxValue")
        if low is not None and high is not None:
            text = f"Enter a whole number from {low} to {high}."
        elif low is not None:
            text = f"Enter a whole number of at least {low}."
        elif high is not None:
            text = f"Enter a whole number of at most {high}."
        else:
            text = "Enter a whole number."
    else:
        text = FIXED.get(key, "This value is not valid.")
    return dict(error, messageKey=key, message=text)


def case(cid, comment, validators, value, required=False, today=(2026, 11)):
    restrictions = {"isRequired": required, "validators": validators}
    errors = ref.validate_value(restrictions, value, *today)
    assert errors, cid  # every case shows a message
    return {"id": cid, "comment": comment, "result": "valid", "data_restrictions": restrictions, "value": value,
            "today": list(today), "expected_errors": [message(e) for e in errors]}


def main() -> None:
    cases = [
        case("required", "an empty required value", {}, "", required=True),
        case("luhn", "a card number whose check digit is wrong", {"luhn": {}}, "4111111111111112"),
        case("iban", "an IBAN whose checksum is wrong", {"iban": {}}, "NL91ABNA0417164301"),
        case("terms", "terms not accepted", {"termsAndConditions": {}}, "false"),
        case("pattern", "a value the pattern refuses", {"regularExpression": {"regularExpression": "^[0-9]*$"}}, "12a"),
        case("pattern-invalid", "a pattern that does not compile", {"regularExpression": {"regularExpression": "("}}, "x"),
        case("email", "not an email address", {"emailAddress": {}}, "a@b"),
        case("expiry-format", "a month 13", {"expirationDate": {}}, "1328"),
        case("expiry-past", "last month", {"expirationDate": {}}, "1026"),
        case("expiry-too-far", "26 years ahead", {"expirationDate": {}}, "112052"),
        case("fixed-list", "a value not in the list", {"fixedList": {"allowedValues": ["NL", "BE"]}}, "DE"),
        case("length-between", "too short for 2 to 50", {"length": {"minLength": 2, "maxLength": 50}}, "a"),
        case("length-exactly", "not 3 characters", {"length": {"minLength": 3, "maxLength": 3}}, "1234"),
        case("length-exactly-one", "not 1 character", {"length": {"minLength": 1, "maxLength": 1}}, "12"),
        case("length-at-most", "too long, no minimum", {"length": {"maxLength": 4}}, "12345"),
        case("length-at-least", "too short, no maximum", {"length": {"minLength": 5}}, "1234"),
        case("range-both", "above the range", {"range": {"minValue": 1, "maxValue": 12}}, "13"),
        case("range-min", "below the minimum", {"range": {"minValue": 10}}, "9"),
        case("range-max", "above the maximum", {"range": {"maxValue": 10}}, "11"),
        case("range-open", "not a number, no bounds", {"range": {}}, "x"),
        case("resident-id", "a resident id of the wrong shape", {"residentIdNumber": {}}, "12345"),
        case("two-errors", "two rules fail: one message each, in rule order",
             {"luhn": {}, "length": {"minLength": 16, "maxLength": 19}}, "41111"),
    ]
    V.write_vectors("validation-messages.independent.json", "validation-messages",
                    "constructed for PaySeal by Vectors/tools/generate_validation_messages.py (messages from its own table, "
                    "errors from card_input_reference.py)", "CC0 (written for PaySeal)",
                    ["Runner: as validation.*.json (payseal_validate_value), comparing messageKey and message too."], cases)
    V.update_readme()


if __name__ == "__main__":
    main()
