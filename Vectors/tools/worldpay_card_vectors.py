"""The card-brand vectors taken from Worldpay Access Checkout's own unit tests (Vectors/upstream/
card-input/upstream-cases.json): each case keeps its `source`; the expected values are PaySeal's,
from card_brand_reference.py, and where they differ from what the Worldpay test asserts the case
has a `note` that quotes the assertion and says why. Called by generate_card_brand_vectors.py,
which writes Vectors/{card-brands,card-check,pan-format,pan-edit}.worldpay.json through it."""

from __future__ import annotations

import collections
import json
from typing import Any

import card_brand_reference as ref
import vectorlib as V
from card_input_reference import PaySealRuleError
from card_vector_cases import TABLE_NOTE, Cases

WP_LICENSE = "Apache-2.0 (Worldpay Access Checkout); data only, expected values PaySeal's"
WP_TODAY = (2026, 11)  # pinned "today" for the Worldpay tests that used the real clock

# Worldpay's card rules: the rows of cardTypes.json in Worldpay's test assets (identical in the iOS and Android
# SDKs), without their `images`. cardTypes.json has no layout: both SDKs hard-code amex's 4-6-5 by brand name, so the
# amex row here carries it as PaySeal's `format` member.
WP_ROWS = {
    "visa": {"name": "visa", "pattern": "^(?!^493698\\d*$)4\\d*$", "panLengths": [16, 18, 19], "cvvLength": 3},
    "mastercard": {"name": "mastercard", "pattern": "^(5[1-5]|2[2-7])\\d*$", "panLengths": [16], "cvvLength": 3},
    "amex": {"name": "amex", "pattern": "^3[47]\\d*$", "panLengths": [15], "cvvLength": 4, "format": [4, 6, 5]},
    "jcb": {"name": "jcb", "pattern": "^(35[2-8]|2131|1800)\\d*$", "panLengths": [16, 17, 18, 19], "cvvLength": 3},
    "discover": {"name": "discover", "pattern": "^(6011|64[4-9]|65)\\d*$", "panLengths": [16, 19], "cvvLength": 3},
    "diners": {"name": "diners", "pattern": "^(30[0-5]|36|38|39)\\d*$", "panLengths": [14, 16, 19], "cvvLength": 3},
    "maestro": {"name": "maestro", "pattern": "^(493698|(50[0-5][0-9]{2}|506[0-5][0-9]|5066[0-9])|(5067[7-9]|506[89][0-9]"
                "|50[78][0-9]{2})|5[6-9]|63|67)\\d*$", "panLengths": list(range(12, 20)), "cvvLength": 3},
}
WP_TABLE = [WP_ROWS[n] for n in ("visa", "mastercard", "amex", "jcb", "discover", "diners", "maestro")]


AMEX_NOTE = ("Worldpay's SDKs hard-code amex's 4-6-5 layout by brand name (cardTypes.json has no layout); the amex row "
             "here carries it as PaySeal's `format` member. Without it PaySeal would group this amex number by 4.")
AMEX_KEPT = "kept (amex row given Worldpay's hard-coded 4-6-5 layout as `format`)"


def without_format(table: list) -> list:
    return [{k: v for k, v in r.items() if k != "format"} for r in table]


def wp_rows(*names: str) -> list:
    return [WP_ROWS[n] for n in names]


# ------------------------------------------------------------------------------------------
# Worldpay's unit tests
# ------------------------------------------------------------------------------------------

MAPPING_NOTE = ("Mapping: a Worldpay isValid true is PaySeal's state valid; isValid false is any other state (incomplete "
                "or invalid): Worldpay's false means 'not valid (yet)', so PaySeal's incomplete for it is not a "
                "departure. canValidate (Worldpay's input filter: may the field hold this text at all) false is PaySeal's "
                "invalid for a reason about the text's shape (characters, length, format); true is any other state. "
                "Android's result VALID / INVALID_LUHN / CARD_BRAND_NOT_ACCEPTED is PaySeal's valid / invalid luhn / "
                "invalid brandNotAccepted. The parts a test does not look at are given as \"\" (incomplete). "
                f"Tests that used the real clock have today pinned to {WP_TODAY[0]}-{WP_TODAY[1]:02d}.")


class Tally:
    def __init__(self) -> None:
        self.counts: collections.Counter = collections.Counter()

    def __call__(self, why: str) -> None:
        self.counts[why] += 1

    def text(self) -> str:
        return "Tally: " + "; ".join(f"{n} {why}" for why, n in sorted(self.counts.items(), key=lambda x: (-x[1], x[0])))


def wp_source(commits: dict) -> str:
    return ("Worldpay Access Checkout's own unit tests (Worldpay/access-checkout-ios @ "
            f"{commits['Worldpay/access-checkout-ios']}, Worldpay/access-checkout-android @ "
            f"{commits['Worldpay/access-checkout-android']}), via Vectors/upstream/card-input/upstream-cases.json; each "
            "case's `source` is repository:path:line. Cases run on Worldpay's brand rules carry them as `table`: the "
            "rows (name, pattern, panLengths, cvvLength) of the cardTypes.json in Worldpay's test assets "
            "(AccessCheckoutSDK/AccessCheckoutSDKTests/assets/cardTypes.json), or those of them the test configures, "
            "with amex's hard-coded 4-6-5 layout added as `format`.")


def keep(case: dict, agrees: bool, tally: Tally, reason: str, upstream: Any, kept: str = "kept unchanged") -> dict:
    if agrees:
        tally(kept)
    else:
        case["note"] = f"Worldpay's test asserts {json.dumps(upstream, ensure_ascii=False)}; {reason}"
        tally("re-decided: " + reason.split(";")[0])
    return case


def wp_brand_cases(upstream: list) -> tuple:
    out, tally = Cases(), Tally()
    for n, c in enumerate(u for u in upstream if u["kind"] == "wp_brand_detect"):
        i, e = c["input"], c["expected"]
        adapted = False
        if isinstance(i["brands"], str):
            table = WP_TABLE
        else:
            table = []
            for b in i["brands"]:
                row = dict(b)
                if row["name"] == "":  # PaySeal needs a name: call the brand after its pattern's first digit
                    row["name"] = "B" + row["pattern"][1]
                    adapted = True
                table.append(row)
        expected = ref.brand(table, i["pan"])
        want = e["brand"].split(" ")[0] if e["brand"] else None
        case = out.add(f"wp-{n:03d}", f"wp_brand_detect: {c.get('note', 'Worldpay unit test')}", source=c["source"],
                       table=table, pan=i["pan"], expected=expected)
        if adapted:
            case["input_note"] = ("the test's brands have the empty name \"\", which PaySeal refuses (PAYSEAL_E_JSON); "
                                  "here they are named B3 and B4 after their patterns, as the test's expected value does")
        keep(case, expected == want, tally, "PaySeal's detection differs", e,
             "kept (brands named B3/B4: PaySeal needs a non-empty name)" if adapted else "kept unchanged")
    return out.cases, tally


def wp_check_cases(upstream: list) -> tuple:
    out, tally = Cases(), Tally()
    tally.counts["skipped: wp_rule (Worldpay's generic ValidationRule helper, a matcher and lengths applied to any text: "
                 "PaySeal has no such function; the PAN and CVC rules built on it are checked through the cases here)"] = \
        sum(1 for u in upstream if u["kind"] == "wp_rule")
    for n, c in enumerate(u for u in upstream if u["kind"] in ("wp_pan_validate", "wp_pan_can_validate", "wp_cvc_validate",
                                                               "wp_cvc_can_validate", "wp_expiry_validate",
                                                               "wp_expiry_can_validate")):
        k, i, e = c["kind"], c["input"], c["expected"]
        table: Any = None
        pan, expiry, cvc, accepted, today = "", "", "", None, WP_TODAY
        part = "pan"
        if k in ("wp_pan_validate", "wp_pan_can_validate"):
            pan = i["pan"]
            accepted = i.get("acceptedCardBrands")
            if "brands" in i:
                table = i["brands"]
            elif i.get("rule") == "visa.pan":
                table = wp_rows("visa")
            else:  # the default rule, no brand
                table = []
        elif k in ("wp_cvc_validate", "wp_cvc_can_validate"):
            part, cvc = "cvc", i["cvc"]
            if i["rule"]["validLengths"] == [4]:  # amex's rule
                table, pan = wp_rows("amex"), "378282246310005"
        else:
            part = "expiry"
            expiry = i.get("value", i.get("text"))
            if expiry == "<current MM/yy>":
                expiry = f"{WP_TODAY[1]:02d}/{WP_TODAY[0] % 100:02d}"
            if "setDate(10,20)" in i.get("now", ""):
                today = (2020, 10)
        result = ref.check(table, pan, expiry, cvc, accepted, *today)
        state = result[part]
        if "isValid" in e:
            agrees = (state["state"] == "valid") == e["isValid"] and ("brand" not in e or e["brand"] == result["brand"])
        elif "canValidate" in e:
            # An incomplete part carries a reason too (Round 2): only an invalid one cannot be validated.
            agrees = (state["state"] != "invalid" or state.get("reason") not in ("characters", "length", "format")) == \
                e["canValidate"]
        else:
            agrees = {"VALID": "valid", "INVALID_LUHN": "luhn", "CARD_BRAND_NOT_ACCEPTED": "brandNotAccepted"}[e["result"]] == \
                state.get("reason", state["state"])
        case = out.add(f"wp-{n:03d}", f"{k}: {c.get('note', 'Worldpay unit test')}", source=c["source"], table=table,
                       pan=pan, expiry=expiry, cvc=cvc, accepted=accepted, today=list(today), expected=result)
        typing = agrees and state["state"] == "incomplete" and (e.get("isValid") is False or e.get("result", "VALID") != "VALID")
        keep(case, agrees, tally, expiry_reason(expiry) if part == "expiry" else "PaySeal's check differs", e,
             "kept, incomplete while typing with the test's verdict as its reason" if typing else "kept unchanged")
        if typing:
            case["note"] = (f"Worldpay's test asserts {json.dumps(e, ensure_ascii=False)}; PaySeal gives the same verdict "
                            f"if the customer stops here (reason {state['reason']!r}), but shows the part incomplete while "
                            "typing, since more digits can still make it valid (the as-you-type rule of docs/cards.md)")
        elif part == "pan" and state["state"] == "incomplete" and state.get("reason") == "luhn":
            case["note"] = (f"Worldpay's test asserts {json.dumps(e, ensure_ascii=False)}; PaySeal agrees. Its value changed "
                            "with the as-you-type rule of docs/cards.md: a number that fails Luhn at a length below 19 "
                            "is incomplete (reason 'luhn') while a longer number of its brand can still be valid; it was "
                            "invalid 'luhn' before")
    return out.cases, tally


def expiry_reason(text: str) -> str:
    return ("Worldpay's iOS input filter (^(\\d{0,4})?\\/?(\\d{0,4})?$, at most 5 characters) admits digits and one "
            "slash in any arrangement, its expiry formatter rewriting them later; PaySeal's check has no formatter and "
            f"judges the text as a date: {text!r} is no prefix of MM/YY, MMYY, MM/YYYY or MMYYYY with a month 01-12, nor "
            "a month missing digits (a lone digit, or one digit or none before the /), so invalid format")


PAN_FORMAT_REASONS = {
    "spacing": "cardSpacing false (spacing disabled) strips the spaces on iOS; PaySeal's PAN format always groups (a host "
               "that wants no spaces shows the digits)",
    "trailing": "Android leaves a text already in an allowed shape untouched, trailing space included; PaySeal's format "
                "ends at the last digit (Masks: literals after the last placeholder character are dropped)",
    "brand": "the test forces brand visa (19 digits at most); PaySeal takes the layout of the brand detected on the digits, "
             "and 5150... is mastercard in the built-in table, so the number is cut at 16 digits",
}


def wp_format_cases(upstream: list) -> tuple:
    out, tally = Cases(), Tally()
    for n, c in enumerate(u for u in upstream if u["kind"] == "wp_pan_format"):
        i, e = c["input"], c["expected"]
        expected = ref.format_pan(None, i["pan"])
        case = out.add(f"wp-{n:03d}", f"wp_pan_format ({i['platform']}, brand {i['brand']}"
                       f"{', cardSpacing false' if i.get('cardSpacing') is False else ''}): {c.get('note', 'Worldpay unit test')}",
                       source=c["source"], table=None, pan=i["pan"], expected=expected)
        if i.get("cardSpacing") is False:
            reason = PAN_FORMAT_REASONS["spacing"]
        elif e["formatted"].endswith(" "):
            reason = PAN_FORMAT_REASONS["trailing"]
        else:
            reason = PAN_FORMAT_REASONS["brand"]
        keep(case, expected == e["formatted"], tally, reason, e)
    return out.cases, tally


def wp_edit_cases(upstream: list) -> tuple:
    out, tally = Cases(), Tally()
    n = 0
    for c in upstream:
        k, i, e = c["kind"], c["input"], c["expected"]
        if k == "wp_text_change":
            tally("skipped: wp_text_change (Worldpay's generic TextChangeHandler, an edit without any formatting: PaySeal's "
                  "edits always format with a mask)")
            continue
        if k not in ("wp_pan_edit", "wp_pan_text_change"):
            continue
        brands = i["brands"]
        if brands == "CARD_CONFIG_BASIC":
            table = WP_TABLE
        elif isinstance(brands, list):
            table = wp_rows(*brands)
        else:
            table = wp_rows(*[b.strip() for b in brands.split("]")[0].strip("[").split(",")])
        a, b = i["selection"]
        start, end = (a, a + b) if i["platform"] == "ios" else (a, b)
        text, replacement = i["originalText"], i.get("replacement", i.get("textChange"))
        comment = f"{k} ({i['platform']}): {c.get('note', 'Worldpay unit test')}"
        try:
            expected = ref.edit_pan(table, text, start, end, replacement)
            case = out.add(f"wp-{n:03d}", comment, source=c["source"], table=table, text=text, start=start, end=end,
                           replacement=replacement, expected=expected)
            if ref.edit_pan(without_format(table), text, start, end, replacement) != expected:
                case["input_note"] = AMEX_NOTE
            agrees = all(expected[key] == e[key] for key in e)
            if not agrees:
                reason = edit_reason(k, text, start, end, replacement, expected, e)
            else:
                reason = ""
        except PaySealRuleError as exc:
            case = out.add(f"wp-{n:03d}", comment, source=c["source"], table=table, text=text, start=start, end=end,
                           replacement=replacement, status=exc.status)
            agrees, reason = False, ("Worldpay returns the text unchanged for a selection beyond the text; PaySeal refuses "
                                     "the position (PAYSEAL_E_ARGUMENT)")
        n += 1
        keep(case, agrees, tally, reason, e, AMEX_KEPT if "input_note" in case else "kept unchanged")
    return out.cases, tally


def edit_reason(kind: str, text: str, start: int, end: int, replacement: str, ours: dict, theirs: dict) -> str:
    if ours["text"] == theirs["text"]:
        return ("the caret: after a deletion Worldpay leaves it at the start of the deleted range, before the space; "
                "PaySeal puts it after the digits before it and then past the space that follows (as in docs/card-input.md: "
                "deleting the 5 of 1234 5678 gives the caret at 5, after the space)")
    if any(not (c.isdigit() or c == " ") for c in text):
        return ("PanTextChangeHandler keeps the non-digit characters already in the field and counts them in the groups; "
                "PaySeal's PAN format skips every character that is not a digit")
    if replacement == "" and end - start == 1 and text[start] == " ":
        return ("PanTextChangeHandler alone does not apply the backspace-over-a-space rule (its PanViewPresenter does: "
                "PanViewPresenterCardSpacingTests.swift:717); PaySeal's edit deletes the digit before the space")
    return "PaySeal's edit differs"


def write_worldpay_vectors() -> None:
    upstream = V.load_upstream("card-input/upstream-cases.json")
    commits = upstream["meta"]["commits"]
    wp = [c for c in upstream["cases"] if c["kind"].startswith("wp_")]
    common = ("Expected values are PaySeal's (docs/cards.md, \"Card brands (offline)\"), computed by "
              "Vectors/tools/card_brand_reference.py; a `note` marks each case where PaySeal's value departs from what the "
              "Worldpay test asserts, quotes that assertion and says why.")
    for topic, convert, runner in [
        ("card-brands", wp_brand_cases, "Runner: as card-brands.independent.json: the brand detected on `pan` with the "
         "table must be `expected`. " + TABLE_NOTE),
        ("card-check", wp_check_cases, "Runner: as card-check.independent.json: check(table, pan, expiry, cvc, accepted, "
         "today) must give `expected` exactly. " + TABLE_NOTE),
        ("pan-format", wp_format_cases, "Runner: as pan-format.independent.json: formatting `pan` must give `expected`. "
         "The Worldpay tests name a brand; PaySeal detects it from the digits, on the built-in table (`table` null). "
         + TABLE_NOTE),
        ("pan-edit", wp_edit_cases, "Runner: as pan-edit.independent.json: edit(text, start, end, replacement) must give "
         "`expected` {text, caret} (UTF-16 positions), or fail with `status`. The iOS tests give the selection as "
         "(location, length), Android's as (start, end); both are written here as start and end. " + TABLE_NOTE),
    ]:
        cases, tally = convert(upstream["cases"])
        notes = [runner, common]
        if topic == "card-check":
            notes.append(MAPPING_NOTE)
        if topic == "pan-edit":
            notes.append("A Worldpay test that asserts only the text leaves the caret unchecked: the case is kept unchanged "
                         "when the text agrees, and `expected` still gives PaySeal's caret.")
        notes.append(tally.text())
        V.write_vectors(f"{topic}.worldpay.json", topic, wp_source(commits), WP_LICENSE, notes, cases)
        for why, count in sorted(tally.counts.items(), key=lambda x: -x[1]):
            print(f"    {count:4d}  {why}")
    assert len(wp) == 164, len(wp)
