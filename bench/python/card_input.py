#!/usr/bin/env python3
"""Per-keystroke card input in Python: the PaySeal binding (ctypes over the C ABI) and the pure-
Python reference implementation of the same rules (Vectors/tools/card_input_reference.py, and for
the card form card_brand_reference.py with card_check_reference.py; the vector generators use them,
and they never call PaySeal), doing exactly what bench/c/card_input.c does (its continuation-worst
case aside, which is C only). Each result is checked once before timing. Rates are per second of
this process's CPU time (time.process_time), as in card_input.c. Prints one JSON line per
(implementation, op).

    card_input.py SECONDS
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Vectors", "tools"))
if importlib.util.find_spec("payseal") is None:  # not installed in this venv (run.sh installs it)
    sys.path.insert(0, os.path.join(ROOT, "bindings", "python", "src"))

import card_brand_reference as brand_reference  # noqa: E402  (after the sys.path inserts above)
import card_input_reference as reference  # noqa: E402  (after the sys.path inserts above)
import product_field_reference as field_reference  # noqa: E402  (after the sys.path inserts above)
import payseal  # noqa: E402  (after the sys.path inserts above)

MASK = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
TEXT = "4111 1111 1111 1111 11"
RULES = {"isRequired": True, "validators": {"luhn": {}, "length": {"minLength": 12, "maxLength": 19},
                                             "regularExpression": {"regularExpression": "^[0-9]{12,19}$"}}}
RULES_JSON = json.dumps(RULES, separators=(",", ":"))
PAN = "4111111111111111113"
EDITED = ("4111 1111 1111 1111 113", 23)
ERRORS = [{"type": "luhn", "params": {}}]
# card-keystroke: typing the 12th digit of a Visa, then the check of the PAN, "12/2" and "12".
KEY_TEXT, KEY_EXPIRY, KEY_CVC, TODAY = "4111 1111 111", "12/2", "12", (2026, 11)
KEY_EDITED = ("4111 1111 1111", 14)
KEY_CHECKED = {"brand": "visa", "pan": {"state": "incomplete", "reason": "length", "maxLength": 19, "advance": False},
               "cvc": {"state": "incomplete", "reason": "length"},
               "expiry": {"state": "incomplete", "reason": "format", "advance": False}, "complete": False}
# field-keystroke: the same key in a product's card number field (the platform SDKs' fixture), then its check.
FIELD = {"id": "cardNumber", "type": "numericstring", "displayHints": {"mask": MASK},
         "dataRestrictions": {"isRequired": True, "validators": {"length": {"maxLength": 19, "minLength": 13}, "luhn": {},
                                                                 "regularExpression": {"regularExpression": "^[0-9]*$"}}}}
FIELD_CHECKED = ("incomplete", "luhn")


def timed(name, op, once, check, seconds):
    result = once()
    if not check(result):
        sys.exit(f"{name} {op}: wrong result {result!r}")
    n, start = 0, time.process_time()
    while True:
        for _ in range(100):
            once()
        n += 100
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            break
    print(json.dumps({"impl": name, "op": op, "ops_per_sec": round(n / elapsed)}), flush=True)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    mask = payseal.Mask(MASK)
    timed("python-binding", "mask-edit", lambda: mask.edit(TEXT, len(TEXT), len(TEXT), "3"),
          lambda r: (r.text, r.caret) == EDITED, seconds)
    timed("python-binding", "validate-value", lambda: payseal.validate_value(RULES_JSON, PAN, today=TODAY),
          lambda r: [{"type": e.type, "params": e.params} for e in r] == ERRORS, seconds)
    brands = payseal.CardBrands.default()

    def binding_keystroke():
        edited = brands.edit_pan(KEY_TEXT, len(KEY_TEXT), len(KEY_TEXT), "1")
        return edited, brands.check(edited.text, KEY_EXPIRY, KEY_CVC, today=TODAY)

    timed("python-binding", "card-keystroke", binding_keystroke,
          lambda r: (r[0].text, r[0].caret) == KEY_EDITED and r[1].as_dict() == KEY_CHECKED, seconds)
    product = payseal.Product({"id": 1, "fields": [FIELD]})
    card_field = product.field("cardNumber")

    def binding_field_keystroke():
        edited = mask.edit(KEY_TEXT, len(KEY_TEXT), len(KEY_TEXT), "1")
        return edited, card_field.check(edited.text, today=TODAY)

    timed("python-binding", "field-keystroke", binding_field_keystroke,
          lambda r: (r[0].text, r[0].caret) == KEY_EDITED and (r[1].state, r[1].error.type) == FIELD_CHECKED, seconds)
    ref_mask = reference.Mask(MASK)
    timed("python-reference", "mask-edit", lambda: ref_mask.edit(TEXT, len(TEXT), len(TEXT), "3"),
          lambda r: tuple(r) == EDITED, seconds)
    # The same input as the C ABI gets: the rules' JSON text, parsed on every call.
    timed("python-reference", "validate-value", lambda: reference.validate_value(RULES_JSON, PAN, 2026, 11),
          lambda r: r == ERRORS, seconds)
    # The built-in table parsed once, as the C ABI's payseal_card_brands_default is made once. The
    # reference's expiry check lists every date text once per month (cached): the first call,
    # before timing, pays for it.
    table = brand_reference.parse_table(None)

    def reference_keystroke():
        edited = brand_reference.edit_pan(table, KEY_TEXT, len(KEY_TEXT), len(KEY_TEXT), "1")
        return edited, brand_reference.check(table, edited["text"], KEY_EXPIRY, KEY_CVC, None, *TODAY)

    timed("python-reference", "card-keystroke", reference_keystroke,
          lambda r: (r[0]["text"], r[0]["caret"]) == KEY_EDITED and r[1] == KEY_CHECKED, seconds)

    def reference_field_keystroke():
        edited = ref_mask.edit(KEY_TEXT, len(KEY_TEXT), len(KEY_TEXT), "1")
        return edited, field_reference.check(FIELD, edited[0], TODAY)

    timed("python-reference", "field-keystroke", reference_field_keystroke,
          lambda r: tuple(r[0]) == KEY_EDITED and (r[1]["state"], r[1]["error"]["type"]) == FIELD_CHECKED, seconds)


if __name__ == "__main__":
    main()
