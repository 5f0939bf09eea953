#!/usr/bin/env python3
"""The platform SDKs' own unit-test cases for masks and validators, as PaySeal vectors.

Reads Vectors/upstream/card-input/upstream-cases.json (the vendored inputs, like
import_upstream.py; PAYSEAL_UPSTREAM overrides the folder) and writes
Vectors/masks.platform-sdks.json and Vectors/validation.platform-sdks.json. Every kept case
carries its `source` (repository:path:line of the SDK test). The expected value is PaySeal's,
computed with card_input_reference.py; where it differs from what the SDK's test asserts, the
case says so in a `note` naming the SDK behaviour it departs from. Prints, per file, how many
cases were kept unchanged and how many were re-decided, and why.

    python3 Vectors/tools/import_card_input.py
"""

from __future__ import annotations

import collections
import json
import re

import card_input_reference as ref
import vectorlib as V

TODAY = (2026, 11)  # pinned "today" for the SDK tests that used the real clock
LICENSE = "MIT (Worldline and Ingenico platform SDKs), Apache-2.0 (Worldpay Access Checkout); data only, expected values PaySeal's"
VALIDATORS = {"luhn": "luhn", "iban": "iban", "termsAndConditions": "termsAndConditions", "residentIdNumber": "residentIdNumber",
              "email": "emailAddress", "expiry": "expirationDate", "fixedList": "fixedList", "length": "length",
              "range": "range", "regex": "regularExpression"}
# Relative expiry values of the Android tests, at TODAY.
RELATIVE = {"current month as MMyy": "1126", "now+1 month MMyyyy": "122026", "now-1 year MMyyyy": "112025",
            "now+26 years MMyyyy": "112052", "next month, MM + current yy": "1226"}


def mask_reason(sdk: str, ours: str, kind: str) -> str:
    if sdk.startswith(ours) and sdk[len(ours):] and all(not c.isalnum() for c in sdk[len(ours):]):
        return "the SDK keeps literal characters after the last placeholder character (iOS appends the whole literal run, Android one character); PaySeal's result ends at the last placeholder character"
    if any(c in "Xx" for c in sdk) and not any(c in "Xx" for c in ours):
        return "the SDK's 9 also takes X (masked digits: WL-Android, WL-JS, WL-Swift 5); PaySeal's 9 takes ASCII digits only (X only in account-on-file labels)"
    if kind == "unformat" and sdk.strip() != sdk:
        return "the JS SDKs copy characters by position and trim; PaySeal unformats what format places"
    return "the SDK's formatting family differs (JS treats a and A as literals and strips braces; iOS and Android differ on rejected characters)"


def convert_masks(cases: list, tally: collections.Counter) -> list:
    out = []
    for c in cases:
        k, i, e = c["kind"], c["input"], c["expected"]
        if k.startswith("mask_") and not isinstance(i.get("mask"), str):
            tally[f"skipped: {k} without a mask (the SDK then returns the value unchanged; PaySeal's functions take a mask)"] += 1
            continue
        try:
            mask = ref.Mask(i["mask"] if i.get("mask") is not None else "")
        except ref.PaySealRuleError:
            continue
        if k in ("mask_apply", "mask_apply_with_old") and isinstance(i.get("value"), str):
            case = {"op": "format", "mask": i["mask"], "value": i["value"], "expected": mask.format(i["value"])}
            sdk = e.get("formatted")
        elif k == "mask_remove" and isinstance(i.get("value"), str):
            case = {"op": "unformat", "mask": i["mask"], "value": i["value"], "expected": mask.unformat(i["value"])}
            sdk = e.get("unmasked")
        elif k == "mask_textwatcher":
            old, new, start = i["oldValue"], i["newValue"], i["start"]
            try:
                first = ref._index(new, start)
                replacement = new[first:ref._index(new, start + i["after"])]
                text, caret = mask.edit(old, start, start + i["count"], replacement)
            except ref.PaySealRuleError:
                continue
            case = {"op": "edit", "mask": i["mask"], "text": old, "start": start, "end": start + i["count"],
                    "replacement": replacement, "expected": {"text": text, "caret": caret}}
            sdk = {"text": e.get("formatted"), "caret": e.get("cursor")}
        elif k == "mask_apply_cursor" and i.get("cursor") == ref._utf16_len(i["value"]):
            text, caret = mask.edit("", 0, 0, i["value"])
            case = {"op": "edit", "mask": i["mask"], "text": "", "start": 0, "end": 0, "replacement": i["value"],
                    "expected": {"text": text, "caret": caret}}
            sdk = {"text": e.get("formatted"), "caret": e.get("cursor", caret)}
        else:
            if k.startswith("mask_"):
                tally[f"skipped: {k} (not one of the mask functions, or not expressible as one)"] += 1
            continue
        if case["expected"] == sdk:
            tally["kept unchanged"] += 1
        else:
            if case["op"] == "edit":
                same_text = case["expected"]["text"] == sdk["text"]
                reason = ("the caret: Android's TextWatcher rule (cursor at start after a deletion, advanced over inserted characters) or iOS's; PaySeal puts it after the placeholder characters before it, then past the literals that follow"
                          if same_text else mask_reason(sdk["text"] or "", case["expected"]["text"], "edit"))
                note_sdk = f"the SDK's test asserts {json.dumps(sdk, ensure_ascii=False)}"
            else:
                reason = mask_reason(sdk or "", case["expected"], case["op"])
                note_sdk = f"the SDK's test asserts {json.dumps(sdk, ensure_ascii=False)}"
            case["note"] = f"{note_sdk}; {reason}"
            tally["re-decided: " + reason.split(";")[0][:90]] += 1
        case.update(source=c["source"], comment=f"{k} ({c.get('note', 'SDK unit test')})"[:300])
        out.append(case)
    return out


def convert_validation(cases: list, tally: collections.Counter) -> list:
    out = []
    for c in cases:
        k, i, e = c["kind"], c["input"], c["expected"]
        if k not in VALIDATORS or "valid" not in e:
            if k in ("expiry_between", "expiry_parse", "length_rule_construct", "boletoBancarioRequiredness"):
                tally[f"skipped: {k} (a helper or request-level rule, not validate_value)"] += 1
            continue
        rule = VALIDATORS[k]
        value = i.get("value")
        if value is None and k == "expiry":
            value = RELATIVE.get(i.get("relative", ""))
        if not isinstance(value, str):
            tally[f"skipped: {k} without a value PaySeal can pin"] += 1
            continue
        params: dict = {}
        if k == "length":
            params = {n: i[n] for n in ("minLength", "maxLength") if isinstance(i.get(n), int)}
        elif k == "range":
            params = {n: i[n] for n in ("minValue", "maxValue") if isinstance(i.get(n), int)}
        elif k == "fixedList":
            params = {"allowedValues": i.get("allowedValues") or []}
        elif k == "regex":
            params = {"regularExpression": i["pattern"]}
            try:
                re.compile(i["pattern"], re.ASCII)
            except re.error:
                if "java" not in i.get("dialect", "").lower():
                    tally["skipped: regex the reference cannot compile, from an unanchored dialect"] += 1
                    continue
        restrictions = {"isRequired": False, "validators": {rule: params}}
        try:
            errors = ref.validate_value(restrictions, value, *TODAY)
        except ref.PaySealRuleError as exc:
            tally[f"skipped: {k} the reference refuses ({exc.status})"] += 1
            continue
        if k == "regex" and errors and errors[0]["params"].get("reason") == "invalidPattern" and "java" in i.get("dialect", "").lower():
            # Python's re lacks \\p{..} and the like: Java's full match is PaySeal's rule, so its assertion stands.
            errors = [] if e["valid"] else [{"type": rule, "params": {}}]
            tally["kept unchanged (Java full match, as PCRE2's; pattern beyond Python's re)"] += 1
            reason = None
        elif (not errors) == bool(e["valid"]):
            tally["kept unchanged"] += 1
            reason = None
        else:
            reason = validation_reason(k, i, value, e)
            tally["re-decided: " + reason[:90]] += 1
        case = {"source": c["source"], "comment": f"{k}: {c.get('note', 'SDK unit test')}"[:300], "result": "valid",
                "data_restrictions": restrictions, "value": value, "today": list(TODAY), "expected_errors": errors}
        if reason:
            case["note"] = f"the SDK's test asserts valid={str(e['valid']).lower()}; {reason}"
        out.append(case)
    return out


def validation_reason(kind: str, i: dict, value: str, e: dict) -> str:
    if value == "":
        return "the SDK runs its rules on an empty value (ING-JS, validator-level tests); PaySeal runs no rule on an empty value (required decides)"
    if kind == "regex":
        return f"the SDK's regex matching differs ({i.get('dialect', '')}); PaySeal requires a full match under PCRE2"
    if kind == "expiry":
        return f"date-dependent or format: PaySeal validates at the pinned today {TODAY[0]}-{TODAY[1]:02d}, accepting MMYY and MMYYYY, valid up to today's year + 25"
    if kind == "luhn":
        return "the SDK cleans the input or needs 12 characters (Android strips spaces, JS strips non-digits); PaySeal's luhn takes ASCII digits only, any length"
    if kind == "range":
        return "the SDK parses numbers differently (ING-Android's exclusive bounds, JS parseInt prefixes, locale number formats); PaySeal: a base-10 integer within inclusive bounds"
    if kind == "email":
        return "the SDK uses another email pattern (WL-Android v5's strict one); PaySeal uses the permissive pattern of six of the seven SDKs"
    if kind == "iban":
        return "the SDK normalizes differently (ING-Android only trims; JS drops any non-word character); PaySeal removes White_Space and uppercases ASCII"
    if kind == "residentIdNumber":
        return "the SDK reads the check character differently (lowercase x, or a 15-digit number parsed leniently); PaySeal accepts X and x and 15 ASCII digits"
    if kind == "termsAndConditions":
        return "the SDK compares case-insensitively (Kotlin, Java) or accepts a boolean (JS); PaySeal requires exactly \"true\""
    if kind == "length":
        return "the SDK counts differently (Swift counts grapheme clusters) or has other bounds rules; PaySeal counts UTF-16 code units, inclusive"
    return "the SDK's rule differs from PaySeal's decided rule"


def number(cases: list, prefix: str) -> list:
    for n, c in enumerate(cases):
        c["id"] = f"{prefix}-{n:03d}"
        c.setdefault("result", "valid")
        # the V.write_vectors shape: id first
        cases[n] = {"id": c.pop("id"), **c}
    return cases


def main() -> None:
    upstream = V.load_upstream("card-input/upstream-cases.json")
    commits = upstream["meta"].get("commits", {})
    source = ("The platform SDKs' own unit tests (Worldline Direct Swift/Android/JS, Ingenico Connect Swift/iOS/Android/JS), "
              "via Vectors/upstream/card-input/upstream-cases.json; each case's `source` is repository:path:line at the "
              f"commits {', '.join(f'{k} @ {v}' for k, v in sorted(commits.items()))}."[:2000])
    for topic, convert in (("masks", convert_masks), ("validation", convert_validation)):
        tally: collections.Counter = collections.Counter()
        cases = number(convert(upstream["cases"], tally), "sdk")
        notes = [f"Expected values are PaySeal's (docs/card-input.md), computed by Vectors/tools/card_input_reference.py; "
                 f"a `note` marks each case where that differs from the SDK test's assertion and says why. Today is pinned "
                 f"to {TODAY[0]}-{TODAY[1]:02d} for tests that used the real clock.",
                 "Tally: " + "; ".join(f"{n} {why}" for why, n in sorted(tally.items(), key=lambda x: -x[1]))]
        V.write_vectors(f"{topic}.platform-sdks.json", topic, source, LICENSE, notes, cases)
        for why, n in sorted(tally.items(), key=lambda x: -x[1]):
            print(f"    {n:4d}  {why}")
    V.update_readme()


if __name__ == "__main__":
    main()
