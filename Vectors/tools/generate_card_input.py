#!/usr/bin/env python3
"""Independent known answers for masks and validation: random and edge cases whose expected
values come from card_input_reference.py (a Python implementation written from
docs/card-input.md; nothing here calls PaySeal).

Writes Vectors/masks.independent.json and Vectors/validation.independent.json. Deterministic (a
seeded generator): rerunning reproduces both files byte for byte.

    python3 Vectors/tools/generate_card_input.py
"""

from __future__ import annotations

import random

import card_input_reference as ref
import vectorlib as V

SOURCE = ("Not upstream: generated for PaySeal by Vectors/tools/generate_card_input.py with the independent "
          "reference implementation Vectors/tools/card_input_reference.py (written from docs/card-input.md; "
          "it never calls PaySeal).")
LICENSE = "CC0 (written for PaySeal)"
MASKS = ["{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "{{9999}} {{999999}} {{99999}}", "{{99}}/{{99}}",
         "{{99}}/{{9999}}", "{{999}}", "({{999}}) {{999}}-{{9999}}", "{{aa}}-{{AA}}-{{**}}", "{{99}}.{{99}}.{{9999}}",
         "€ {{9}},{{99}}", "{{9}}🎉{{9}}", "{{x9x}}", "{{}}{{9}}", "no groups", "", "{{*é*}}", "{{9999}}\u0301{{99}}"]
ALPHABET = list("0123456789 -/.()abcXYZé€") + ["🎉", "\u0301", "日", "x"]


def mask_case(rng: random.Random, number: int) -> dict:
    mask = rng.choice(MASKS)
    m = ref.Mask(mask)
    kind = rng.choice(["format", "unformat", "type", "paste", "delete", "delete-literal", "replace"])
    value = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 24)))
    if kind in ("format", "unformat"):
        output = m.format(value) if kind == "format" else m.unformat(value)
        return {"id": f"random-{number}-{kind}", "comment": f"{kind} of random characters", "result": "valid",
                "op": kind, "mask": mask, "value": value, "expected": output}
    text = m.format(value) if rng.random() < 0.85 else value  # mostly what a field shows
    length = ref._utf16_len(text)
    boundaries = [ref._utf16_len(text[:i]) for i in range(len(text) + 1)]
    start = rng.choice(boundaries)
    end = start
    replacement = ""
    if kind == "type":
        replacement = rng.choice(ALPHABET)
    elif kind == "paste":
        replacement = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(2, 20)))
    elif kind in ("delete", "delete-literal"):
        later = [b for b in boundaries if b > start]
        if later:
            end = later[0]
        if kind == "delete-literal":  # aim at a literal character when there is one
            _, roles = m.walk(text)
            literals = [i for i, r in enumerate(roles) if r == "literal"]
            if literals:
                i = rng.choice(literals)
                start, end = boundaries[i], boundaries[i + 1]
    else:
        start, end = sorted((rng.choice(boundaries), rng.choice(boundaries)))
        replacement = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 6)))
    out, caret = m.edit(text, start, end, replacement)
    assert 0 <= caret <= ref._utf16_len(out) and length >= 0
    return {"id": f"random-{number}-{kind}", "comment": f"edit ({kind}) of a {'formatted' if m.format(text) == text else 'raw'} text",
            "result": "valid", "op": "edit", "mask": mask, "text": text, "start": start, "end": end,
            "replacement": replacement, "expected": {"text": out, "caret": caret}}


def invalid_mask_cases() -> list:
    cases = []
    for name, mask in [("single-open", "{9}"), ("single-close", "9}"), ("close-outside", "}}"), ("nested", "{{9{{9}}}}"),
                       ("unclosed", "{{99"), ("brace-in-group", "{{9}9}}"), ("triple-open", "{{{9}}")]:
        cases.append({"id": f"bad-mask-{name}", "comment": f"mask {mask!r}", "result": "invalid", "status": "PAYSEAL_E_ARGUMENT",
                      "op": "format", "mask": mask, "value": "1"})
    card = MASKS[0]
    for name, text, start, end in [("start-after-end", "1234", 3, 2), ("past-the-end", "1234", 5, 5),
                                   ("end-past-the-end", "1234", 0, 9), ("inside-surrogate-pair", "1🎉", 2, 2),
                                   ("end-inside-surrogate-pair", "🎉1", 0, 1)]:
        cases.append({"id": f"bad-position-{name}", "comment": f"selection [{start}, {end}) of {text!r}", "result": "invalid",
                      "status": "PAYSEAL_E_ARGUMENT", "op": "edit", "mask": card if "🎉" not in text else "{{****}}",
                      "text": text, "start": start, "end": end, "replacement": "1"})
    return cases


def rules_case(rng: random.Random, number: int, today: tuple) -> dict:
    year, month = today
    kind = rng.choice(["luhn", "iban", "terms", "regex", "email", "expiry", "fixed", "length", "range", "resident", "mixed"])
    validators: dict = {}
    value = ""
    if kind == "luhn":
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 19)))
        value = digits + str((10 - _luhn_sum(digits + "0") % 10) % 10) if rng.random() < 0.5 else digits
        validators = {"luhn": rng.choice([{}, None, []])}
    elif kind == "iban":
        value = _iban(rng) if rng.random() < 0.6 else _iban(rng)[:-1] + rng.choice("0123456789")
        if rng.random() < 0.3:
            value = " ".join(value[i:i + 4] for i in range(0, len(value), 4)).lower()
        validators = {"iban": {}}
    elif kind == "terms":
        value = rng.choice(["true", "True", "TRUE", "false", "1", "true "])
        validators = {"termsAndConditions": {}}
    elif kind == "regex":
        pattern = rng.choice([r"^[0-9]*$", r"\d{3,4}", r"[a-z]+", r"(ab|cd)+", r"^(0[1-9]|1[0-2])(\d{4})$", r"\w+@\w+", r"[", r"(a"])
        value = rng.choice(["123", "1234", "abc", "abcd", "ab12", "122030", "012030", "x@y", "abab", "cdcd", "ab"])
        validators = {"regularExpression": {rng.choice(["regularExpression", "regex"]): pattern}}
    elif kind == "email":
        value = rng.choice(["a@b.cd", "a.b@c.d", "a@b.c", "\"Fred Bloggs\"@example.com", "a@@b.cd", "x@y.co.UK", "@b.cd", "a@b..cd"])
        validators = {"emailAddress": {}}
    elif kind == "expiry":
        y = year + rng.randint(-2, 27)
        m = rng.randint(0, 13)
        value = f"{m:02d}{y % 100:02d}" if rng.random() < 0.5 else f"{m:02d}{y:04d}"
        if rng.random() < 0.1:
            value = rng.choice(["12/30", "1230x", "123", "1"])
        validators = {"expirationDate": {}}
    elif kind == "fixed":
        allowed = rng.sample(["a", "b", "A", "visa", "é", "e\u0301"], rng.randint(0, 3))
        value = rng.choice(["a", "A", "visa", "VISA", "é", "e\u0301", "c"])
        validators = {"fixedList": {"allowedValues": allowed}}
    elif kind == "length":
        low, high = rng.randint(0, 5), rng.randint(0, 8)
        params = {}
        if rng.random() < 0.8:
            params["minLength"] = low
        if rng.random() < 0.8:
            params["maxLength"] = high
        value = "".join(rng.choice(["1", "é", "🎉", "\u0301"]) for _ in range(rng.randint(1, 7)))
        validators = {"length": params}
    elif kind == "range":
        params = {"minValue": rng.randint(-50, 50)} if rng.random() < 0.8 else {}
        if rng.random() < 0.8:
            params["maxValue"] = rng.randint(-50, 100)
        value = rng.choice(["0", "-5", "+7", "42", "100", "1.5", " 3", "3 ", "", "x", "-", "9223372036854775807",
                            "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "00012"]) or "1"
        validators = {"range": params}
    elif kind == "resident":
        value = _resident(rng)
        validators = {"residentIdNumber": {}}
    else:
        value = rng.choice(["", "4111111111111111", "4111", "abc"])
        validators = {"length": {"minLength": 13, "maxLength": 19}, "luhn": {},
                      "regularExpression": {"regularExpression": "^[0-9]*$"}, "unknownRule": {"x": 1}}
    restrictions = {"isRequired": rng.random() < 0.5, "validators": validators}
    errors = ref.validate_value(restrictions, value, year, month)
    return {"id": f"random-{number}-{kind}", "comment": f"{kind}", "result": "valid", "data_restrictions": restrictions,
            "value": value, "today": [year, month], "expected_errors": errors}


def _luhn_sum(digits: str) -> int:
    return sum((int(c) * 2 - 9 if int(c) * 2 > 9 else int(c) * 2) if i % 2 else int(c) for i, c in enumerate(reversed(digits)))


def _iban(rng: random.Random) -> str:
    country = rng.choice(["DE", "GB", "NL", "FR", "XX"])
    bban = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(4))
    bban += "".join(rng.choice("0123456789") for _ in range(rng.randint(7, 20)))
    number = int("".join(c if c.isdigit() else str(ord(c) - 55) for c in bban + country + "00"))
    return f"{country}{98 - number % 97:02d}{bban}"


def _resident(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return "".join(rng.choice("0123456789") for _ in range(15))
    body = "".join(rng.choice("0123456789") for _ in range(17))
    check = (12 - sum(int(c) * (2 ** (17 - i) % 11) for i, c in enumerate(body)) % 11) % 11
    last = ("X" if rng.random() < 0.5 else "x") if check == 10 else str(check)
    if rng.random() < 0.3:
        last = str((int(last) + 1) % 10) if last.isdigit() else "0"
    return body + last


def invalid_rules_cases() -> list:
    bad = [("isRequired-string", {"isRequired": "yes"}), ("validators-array", {"validators": []}),
           ("length-string-bound", {"validators": {"length": {"minLength": "3"}}}),
           ("range-fraction", {"validators": {"range": {"maxValue": 1.5}}}),
           ("range-boolean", {"validators": {"range": {"minValue": True}}}),
           ("regex-missing", {"validators": {"regularExpression": {}}}),
           ("regex-number", {"validators": {"regularExpression": {"regularExpression": 7}}}),
           ("fixed-missing", {"validators": {"fixedList": {}}}),
           ("fixed-number", {"validators": {"fixedList": {"allowedValues": [1]}}}),
           ("length-params-array", {"validators": {"length": [1, 2]}}),
           ("not-an-object", ["luhn"])]
    return [{"id": f"bad-rules-{name}", "comment": "dataRestrictions of the wrong shape", "result": "invalid",
             "status": "PAYSEAL_E_JSON", "data_restrictions": rules, "value": "1", "today": [2026, 11]} for name, rules in bad]


def expiry_rule_cases() -> list:
    """The one expiry rule: the expirationDate validator on unmasked values, each checked here to give the
    card check's verdict on the same date (card_check_reference.py): valid, or the same reason."""
    import card_check_reference as cc
    out = []
    texts = ["1228", "122028", "1226", "1126", "1026", "112026", "102026", "1251", "1252", "122051", "122052", "1299",
             "122099", "1220", "122020", "0100", "1300", "0028", "12/28", "12/2028", "12028", "1228 ", "\uff11\uff12\uff12\uff18"]
    for today in [(2026, 11), (2075, 12), (2099, 1)]:
        for value in texts:
            restrictions = {"isRequired": True, "validators": {"expirationDate": {}}}
            errors = ref.validate_value(restrictions, value, *today)
            if value.isascii() and value.isdigit() and len(value) in (4, 6):
                shown = cc.check_expiry(value[:2] + "/" + value[2:], *today)
                reason = errors[0]["params"]["reason"] if errors else None
                assert (shown["state"] == "valid") == (not errors) and (not errors or shown["reason"] == reason), \
                    (value, today, shown, errors)
            out.append({"id": f"expiry-rule-{today[0]}-{today[1]:02d}-{value.encode('utf-8').hex()}",
                        "comment": f"the expiry rule shared with the card check: {value!r} at {today[0]}-{today[1]:02d}",
                        "result": "valid", "data_restrictions": restrictions, "value": value, "today": list(today),
                        "expected_errors": errors})
    return out


def main() -> None:
    rng = random.Random(20261123)
    masks = invalid_mask_cases() + [mask_case(rng, i) for i in range(400)]
    V.write_vectors("masks.independent.json", "masks", SOURCE, LICENSE,
                    ["Runner: Mask(mask); op format/unformat of value must give expected; op edit(text, start, end, "
                     "replacement) must give expected {text, caret} (positions in UTF-16 code units). Invalid cases name "
                     "the status of the first failing call."], masks)
    validation = invalid_rules_cases() + [rules_case(rng, i, rng.choice([(2026, 11), (2026, 1), (2099, 12)])) for i in range(400)]
    validation += expiry_rule_cases()
    V.write_vectors("validation.independent.json", "validation", SOURCE, LICENSE,
                    ["Runner: DataRestrictions from data_restrictions (serialized compactly), validate(value, today) must give "
                     "expected_errors exactly (types, params and their order). Regular expressions are ones on which Python's "
                     "re (ASCII mode) and PCRE2 agree."], validation)
    V.update_readme()


if __name__ == "__main__":
    main()
