"""What generate_product_field_vectors.py types in each field: values a customer would type (well-known
test cards, dates around the pinned today 2026-11, names, IBANs), some valid once typed and some with
a mistake, chosen by what the field is; and the constructed product that has every validator."""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

import card_input_reference as ref


def _luhn_complete(prefix: str) -> str:
    return next(prefix + d for d in "0123456789" if ref._luhn(prefix + d))


PANS = [("4111111111111111", "visa 16 digits"), ("5555555555554444", "mastercard"), ("378282246310005", "amex 15 digits"),
        ("4222222222222", "visa 13 digits"), ("6799990100000000019", "maestro 19 digits"),
        ("4111111111111121", "visa with a typo (Luhn fails)"), ("378282246310006", "amex with a typo (Luhn fails)"),
        ("41111111111111111111", "20 digits: the mask holds 19"), ("4111a111111111111", "a letter among the digits")]

CONSTRUCTED_PRODUCT: Dict[str, Any] = {"id": 900, "fields": [
    {"id": "iban", "type": "string", "dataRestrictions": {"isRequired": True, "validators": {"iban": {}}}},
    {"id": "ibanNL", "type": "string",
     "dataRestrictions": {"isRequired": True, "validators": {"iban": {}, "length": {"minLength": 18, "maxLength": 18}}}},
    {"id": "emailAddress", "type": "string", "dataRestrictions": {"isRequired": True, "validators": {"emailAddress": {}}}},
    {"id": "brand", "type": "string",
     "dataRestrictions": {"validators": {"fixedList": {"allowedValues": ["visa", "mastercard", "amex"]}}}},
    {"id": "month", "type": "integer",
     "dataRestrictions": {"validators": {"range": {"minValue": 1, "maxValue": 12}, "length": {"maxLength": 2}}}},
    {"id": "temperature", "type": "integer", "dataRestrictions": {"validators": {"range": {"minValue": -100, "maxValue": 100}}}},
    {"id": "residentIdNumber", "type": "string", "dataRestrictions": {"isRequired": True, "validators": {"residentIdNumber": {}}}},
    {"id": "termsAccepted", "type": "boolean", "dataRestrictions": {"isRequired": True, "validators": {"termsAndConditions": {}}}},
    {"id": "zip", "type": "string",
     "dataRestrictions": {"validators": {"regularExpression": {"regularExpression": "\\d{5}|\\d{5}-\\d{4}"}}}},
    {"id": "expiryMMYY", "displayHints": {"mask": "{{99}}/{{99}}"},
     "dataRestrictions": {"isRequired": True, "validators": {"expirationDate": {}}}},
    {"id": "expiryMMYYYY", "displayHints": {"mask": "{{99}}/{{9999}}"},
     "dataRestrictions": {"isRequired": True, "validators": {"expirationDate": {}}}},
    {"id": "plate", "type": "string", "displayHints": {"mask": "{{AA}}-{{9999}}"},
     "dataRestrictions": {"validators": {"length": {"minLength": 6}}}},
    {"id": "code", "type": "string",
     "dataRestrictions": {"isRequired": True, "validators": {"length": {"maxLength": 5}, "regularExpression": {"regex": "^[A-Z]+$"}}}},
]}

BY_ID: Dict[str, List[Tuple[str, str]]] = {
    "iban": [("GB82WEST12345698765432", "a UK IBAN"), ("NL91ABNA0417164300", "a Dutch IBAN"),
             ("DE89 3704 0044 0532 0130 00", "a German IBAN with spaces"),
             ("GB82WEST12345698765431", "a typo: incomplete while a longer IBAN could pass"), ("1234", "digits first")],
    "ibanNL": [("NL91ABNA0417164300", "a Dutch IBAN"), ("NL91ABNA0417164301", "a typo: invalid at its 18th character")],
    "emailAddress": [("wile.e.coyote@acme.example", "an address"), ("a@b.cd", "a short address"), ("a@@b", "two @"),
                     ("john..doe@example.com", "two dots in a row")],
    "brand": [("visa", "an allowed value"), ("mastercard", "another"), ("vx", "no allowed value starts so"),
              ("amexx", "past an allowed value")],
    "month": [("7", "one digit"), ("12", "two digits"), ("13", "over the maximum"), ("0", "a 0 on its way to 01-09"),
              ("00", "00: nothing may follow"), ("-1", "a sign")],
    "temperature": [("-40", "negative"), ("100", "the maximum"), ("-101", "under the minimum"), ("1000", "over the maximum"),
                    ("4x", "a letter")],
    "residentIdNumber": [("11010519491231002X", "18 characters with the check X"), ("110105194912310", "15 digits"),
                         ("110105194912310021", "18 characters, wrong check character"), ("11010a", "a letter")],
    "termsAccepted": [("true", "accepted"), ("false", "false: a boolean, but not accepted"), ("tx", "not a boolean")],
    "zip": [("12345-6789", "ZIP+4 (the longer alternative)"), ("12345", "five digits"), ("1234a", "a letter")],
    "expiryMMYY": [("1230", "12/30"), ("1220", "12/20: past, on its way to 12/2028 as the field reads it (12/28)"),
                   ("122028", "12/2028 typed: by way of 12/202, the year's last two digits, 12/28 (R18)"),
                   ("122099", "12/2099 typed: 12/209 can only be too far"), ("1399", "month 13")],
    "expiryMMYYYY": [("122028", "12/2028, by way of 12/20"), ("122020", "12/2020: past"), ("0099", "month 00")],
    "plate": [("NL1234", "letters then digits"), ("nl1234", "lower-case letters the mask refuses"), ("NL12", "too short")],
    "code": [("ABCDE", "five capitals"), ("ABCDEF", "six: over maxLength"), ("AB1", "a digit the pattern refuses")],
    "cardholderName": [("Wile E. Coyote", "a name"), ("Darwin Núñez", "a name with accents"), ("J", "one letter"),
                       ("Name@Example", "an @"), ("a" * 51, "51 letters: over maxLength")],
    "fiscalNumber": [("12345678901234", "14 digits")], "companyName": [("ACME", "a name")],
    "country": [("NL", "a country code")], "accountHolderName": [("J. Smith", "a name")],
}


def _capacity(field: Dict[str, Any]) -> int:
    hints = field.get("displayHints") or {}
    validators = (field.get("dataRestrictions") or {}).get("validators") or {}
    caps = [(validators.get("length") or {}).get("maxLength") or 99]
    if hints.get("mask"):
        caps.append(sum(1 for placeholder, _ in ref.Mask(hints["mask"]).items if placeholder))
    return min(caps)


def keys_for(field: Dict[str, Any]) -> List[Tuple[str, str]]:
    """(keys, why) for each value typed in the field."""
    fid, ftype = field.get("id"), field.get("type") or ""
    validators = (field.get("dataRestrictions") or {}).get("validators") or {}
    if fid in BY_ID:
        return BY_ID[fid]
    capacity = _capacity(field)
    if "luhn" in validators:
        picks = [(pan, why) for pan, why in PANS if len(pan.replace("a", "")) <= capacity or len(pan) == 20]
        if capacity < 13:
            picks = [(_luhn_complete("4" * (capacity - 1)), f"{capacity} digits, Luhn-valid"),
                     ("4" * capacity, f"{capacity} digits, Luhn fails")]
        return picks
    if ftype == "expirydate" or "expirationDate" in validators:
        if capacity >= 6 and (field.get("displayHints") or {}).get("mask"):
            return [("122030", "12/2030"), ("112026", "11/2026: this month"), ("122028", "12/2028, by way of 12/20"),
                    ("122020", "12/2020: past"), ("1399", "month 13")]
        if capacity >= 6:
            return [("1230", "MMYY"), ("122030", "MMYYYY"), ("12/30", "a slash (the value is unmasked)"), ("1399", "month 13")]
        return [("1230", "12/30"), ("1126", "11/26: this month"), ("1026", "10/26: past"), ("1399", "month 13"),
                ("0099", "month 00"), ("122028", "12/2028 typed: the year's last two digits where the mask holds MMYY (R18)")]
    if fid == "cvv" or (ftype == "numericstring" and capacity <= 4):
        picks = [("123", "three digits"), ("12", "two digits"), ("12a3", "a letter")]
        return picks + ([("1234", "four digits")] if capacity >= 4 else [("1234", "a fourth digit the field does not take")])
    if ftype == "integer":
        return [("42", "a number"), ("-5", "negative"), ("-", "a sign alone"), ("4x", "a letter")]
    if ftype == "boolean":
        return [("true", "true"), ("false", "false"), ("tru", "on its way"), ("yes", "not a boolean")]
    if ftype == "numericstring":
        return [("123", "digits"), ("12a", "a letter")]
    return [("abc", "letters"), ("12a", "anything")]
