#!/usr/bin/env python3
"""Vectors/card-as-you-type.json: test card numbers typed digit by digit. For every Luhn-valid test PAN
(12 to 19 digits) of the platform SDKs' and Worldpay's unit tests and fixtures (Vectors/upstream/
card-input/), of the card vectors in Vectors/, and a few well-known public test cards so that every brand
of the built-in table is typed, the card check's PAN part (state, reason, maxLength) and brand at every
prefix length, without an accepted list, with the number's own brand accepted, and with another brand
only; the platform SDKs' and Worldpay's numbers also under Worldpay's pattern table. Every expected value
comes from card_brand_reference.py (it never calls PaySeal). Deterministic; standard library, plus the
`regex` module for the pattern table's partial matching.

    python3 Vectors/tools/generate_card_as_you_type.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Dict, List, Optional

import card_brand_reference as ref
import vectorlib as V
from card_input_reference import _luhn
from card_vector_cases import TABLE_NOTE, Cases
from worldpay_card_vectors import WP_TABLE

VECTORS = Path(__file__).resolve().parent.parent
TODAY = (2026, 11)
SOURCE = ("Test card numbers of the platform SDKs' and Worldpay Access Checkout's unit tests and fixtures (via "
          "Vectors/upstream/card-input/upstream-cases.json and Vectors/upstream/card-input/fixtures/; each case names where its number "
          "was found), of PaySeal's own card vectors, and well-known public test card numbers; expected values computed "
          "by Vectors/tools/generate_card_as_you_type.py with the independent reference card_brand_reference.py "
          "(it never calls PaySeal).")
LICENSE = ("Numbers: MIT (Worldline and Ingenico platform SDKs), Apache-2.0 (Worldpay Access Checkout), CC0 (PaySeal's "
           "generated numbers); data only, expected values PaySeal's (CC0)")

# Public test numbers that payment providers publish for their sandboxes, so that every brand of the built-in
# table (diners, jcb and maestro have few or no numbers upstream) is typed from a real-looking number.
WELL_KNOWN = {
    "36227206271667": "diners (14 digits)", "30569309025904": "diners (14 digits)", "38520000023237": "diners (14 digits)",
    "3056930009020004": "diners (16 digits)", "3530111333300000": "jcb", "3566002020360505": "jcb",
    "3566111111111113": "jcb", "6759649826438453": "maestro (UK)", "6799990100000000019": "maestro (19 digits)",
    "5018000000000009": "maestro (50 range)", "6304000000000000": "maestro (63)", "4936980000000000005": "maestro (493698)",
    "4000056655665556": "visa debit", "4012888888881881": "visa", "4222222222222": "visa (13 digits)",
    "2223003122003222": "mastercard (2-series)", "2221000000000009": "mastercard (2221)", "5200828282828210": "mastercard",
    "6011000400000000": "discover", "6445644564456445": "discover (644-649)", "6500000000000002": "discover (65)",
    "378282246310005": "amex", "378734493671000": "amex", "6200000000000005": "unionpay (62)",
    "6205500000000000004": "unionpay (19 digits)", "8171999927660000": "unionpay (81)",
    "2201382000000013": "mir", "2200000000000053": "mir (2200)",
    "9999999999999995": "no brand (9)",
}


def _scan(obj: Any, where: str, found: Dict[str, List[str]]) -> None:
    if isinstance(obj, dict):
        for value in obj.values():
            _scan(value, where, found)
    elif isinstance(obj, list):
        for value in obj:
            _scan(value, where, found)
    elif isinstance(obj, str):
        for m in re.finditer(r"[0-9][0-9 \-]{10,30}[0-9]", obj):
            digits = re.sub(r"[ \-]", "", m.group())
            if 12 <= len(digits) <= 19 and digits.isdigit() and _luhn(digits) and where not in found.setdefault(digits, []):
                found[digits].append(where)


def test_pans() -> tuple:
    upstream: Dict[str, List[str]] = {}
    for c in V.load_upstream("card-input/upstream-cases.json")["cases"]:
        _scan([c["input"], c["expected"]], c["source"], upstream)
    fixtures = sorted((V.UPSTREAM / "card-input" / "fixtures").glob("*.json"))
    for f in fixtures:
        _scan(json.loads(f.read_text("utf-8")), f"card-input/fixtures/{f.name}", upstream)
    ours: Dict[str, List[str]] = {}
    for f in sorted(VECTORS.glob("card-check.*.json")) + sorted(VECTORS.glob("card-brands.*.json")) + \
            sorted(VECTORS.glob("pan-*.json")):
        for c in json.loads(f.read_text("utf-8"))["cases"]:
            if c.get("table") is None and "table_text" not in c:  # numbers typed on the built-in table only
                _scan([c.get("pan", ""), c.get("text", "")], f"Vectors/{f.name}:{c['id']}", ours)
    return upstream, ours


def typed(table: Any, pan: str, accepted: Optional[List[str]]) -> List[str]:
    """One line per prefix: "<brand or null> <pan state> <reason or -> <maxLength> <advance or ->"."""
    out = []
    for n in range(1, len(pan) + 1):
        result = ref.check(table, pan[:n], "", "", accepted, *TODAY)
        part = result["pan"]
        out.append(f"{result['brand'] or 'null'} {part['state']} {part.get('reason', '-')} {part['maxLength']} "
                   f"{'advance' if part['advance'] else '-'}")
    return out


def signals_hold(numbers: Dict[str, str]) -> List[str]:
    """Asserts the form's signals on the built-in table for every number: the brand shown is never another than
    the number's own; a number of the usual length of its brand (or BIN range) advances at its last digit and not
    before. Returns the numbers of rarer lengths, with where they advance (a 19-digit Visa at 16: the customer
    types on)."""
    rarer = []
    for pan in sorted(numbers):
        own = ref.brand(None, pan)
        advances = []
        for n in range(1, len(pan) + 1):
            result = ref.check(None, pan[:n], "", "", None, *TODAY)
            assert result["brand"] in (None, own), (pan, n, result["brand"])
            if result["pan"]["advance"]:
                advances.append(n)
        if advances != [len(pan)]:
            where = f"advance at {', '.join(map(str, advances))}" if advances else "no advance"
            rarer.append(f"{pan} ({own or 'no brand'}, {len(pan)} digits: {where})")
    return rarer


def main() -> None:
    upstream, ours = test_pans()
    numbers: Dict[str, str] = {}
    for pan, where in sorted(upstream.items()):
        numbers[pan] = "upstream: " + "; ".join(where[:3]) + (f" (+{len(where) - 3} more)" if len(where) > 3 else "")
    for pan, where in sorted(ours.items()):
        numbers.setdefault(pan, "PaySeal's vectors: " + "; ".join(where[:2]))
    for pan, what in WELL_KNOWN.items():
        assert _luhn(pan), pan
        numbers.setdefault(pan, f"well-known public test card: {what}")
    brands = {ref.brand(None, pan) for pan in numbers}
    assert {b["name"] for b in ref.BUILT_IN} <= brands, brands
    out = Cases()
    for pan, where in numbers.items():
        own = ref.brand(None, pan)
        other = ["amex"] if own != "amex" else ["visa"]
        variants = [(None, "no accepted list")]
        variants.append(([own.upper()], "its own brand accepted (written in capitals)") if own else (["visa"], "visa only"))
        variants.append((other, f"only {other[0]} accepted"))
        for accepted, why in variants:
            out.add(f"{pan}-{'all' if accepted is None else '-'.join(a.lower() for a in accepted)}",
                    f"{own or 'no brand'} {pan} typed digit by digit, {why}", source=where, table=None, pan=pan,
                    accepted=accepted, today=list(TODAY), expected=typed(None, pan, accepted))
        if where.startswith("upstream"):
            out.add(f"{pan}-worldpay-table", f"{pan} typed digit by digit on Worldpay's pattern table (cardTypes.json)",
                    source=where, table=WP_TABLE, pan=pan, accepted=None, today=list(TODAY),
                    expected=typed(WP_TABLE, pan, None))
    rarer = signals_hold(numbers)
    V.write_vectors("card-as-you-type.json", "card-as-you-type", SOURCE, LICENSE, [
        "Runner: for n = 1 ... len(pan), check(table, pan[:n], expiry \"\", cvc \"\", accepted, today) must give "
        "expected[n-1], written \"<brand> <state> <reason> <maxLength> <advance>\": the result's `brand` (null: none) and "
        "its `pan` part's state, reason (- when valid), maxLength and advance (`advance` when true, else -). " + TABLE_NOTE,
        "The as-you-type rule of docs/cards.md: a part is invalid only when no continuation of what was typed can "
        "become valid. So a number that is valid whole has no invalid prefix: every case whose last entry is valid has "
        "no invalid entry before it.",
        f"{len(numbers)} numbers: {sum(1 for w in numbers.values() if w.startswith('upstream'))} from the platform SDKs' "
        f"and Worldpay's tests and fixtures, {sum(1 for w in numbers.values() if w.startswith('PaySeal'))} from "
        f"PaySeal's card vectors, {sum(1 for w in numbers.values() if w.startswith('well-known'))} well-known public "
        "test cards. Worldpay's pattern table is cardTypes.json of its test assets (see card-check.worldpay.json).",
        "The form's signals, checked for every number on the built-in table without an accepted list: no prefix "
        "shows a brand other than the number's own (the brand never flips), and a number of the length at which cards "
        "of its brand (or BIN range) usually end has `advance` at its last digit and at no prefix before it (a host "
        "that moves on by it alone never cuts it). The numbers of rarer lengths, valid but not the usual ones, where "
        "the customer moves on: " + "; ".join(rarer) + "."],
        out.cases)
    V.update_readme()


if __name__ == "__main__":
    main()
