#!/usr/bin/env python3
"""Known answers for the offline card-brand rules (docs/cards.md, "Card brands (offline)"):
brand detection, the card check, PAN formatting and PAN editing. Every expected value comes from
card_brand_reference.py (a Python implementation written from the doc; nothing here calls PaySeal).

Writes Vectors/{card-brands,card-check,pan-format,pan-edit}.independent.json (generated edges and
random cases, from a fixed seed) and Vectors/{card-brands,card-check,pan-format,pan-edit}.worldpay.json
(Worldpay Access Checkout's own unit tests, from Vectors/upstream/card-input/upstream-cases.json, found
as vectorlib.load_upstream finds it; PAYSEAL_UPSTREAM overrides the folder). Each Worldpay case keeps
its `source`; where PaySeal's value differs from what the Worldpay test asserts, the case has a `note`.
Deterministic: rerunning reproduces every file byte for byte. Standard library only (and vectorlib).

    python3 Vectors/tools/generate_card_brand_vectors.py

The cases are made in card_brand_cases.py, card_check_cases.py, pan_format_cases.py, pan_edit_cases.py.
"""

from __future__ import annotations

import random

import vectorlib as V
from card_brand_cases import brand_cases
from card_check_cases import check_cases
from card_vector_cases import TABLE_NOTE
from pan_edit_cases import edit_cases
from pan_format_cases import format_cases
from worldpay_card_vectors import write_worldpay_vectors

SOURCE = ("Not upstream: generated for PaySeal by Vectors/tools/generate_card_brand_vectors.py with the independent "
          "reference implementation Vectors/tools/card_brand_reference.py (written from docs/cards.md, "
          "\"Card brands (offline)\"; it never calls PaySeal).")
LICENSE = "CC0 (written for PaySeal)"
SEED = 20261124


def main() -> None:
    rng = random.Random(SEED)
    brands = brand_cases(rng)
    V.write_vectors("card-brands.independent.json", "card-brands", SOURCE, LICENSE, [
        "Runner: parse the brand table and detect the brand of `pan`: the brand's name must be `expected` (null: no brand). "
        "Invalid cases: parsing the table fails with `status`. " + TABLE_NOTE,
        "Every range of the built-in table is hit at lo-1, lo, hi and hi+1, alone and padded to 16 digits; patterns are ones "
        "on which Python's re and PCRE2 agree."], brands)
    checks = check_cases(rng)
    V.write_vectors("card-check.independent.json", "card-check", SOURCE, LICENSE, [
        "Runner: check(table, pan, expiry, cvc, accepted, today) must give `expected` exactly: {brand, pan, cvc, expiry, "
        "complete}, each part {state, reason} with `reason` whenever the state is not valid (also incomplete: the reason "
        "it fails if the customer stops now), and the PAN part also `maxLength`. `accepted` null: no list; "
        "`today` is [year, month]; an expiry or CVC of \"\" is also what a NULL gives in the C call; `final` true: the "
        "check once the customer has left the field (PAYSEAL_CHECK_FINAL: incomplete is invalid with its reason, "
        "advance false). " + TABLE_NOTE,
        "The as-you-type rule (docs/cards.md): a part is invalid only when no continuation of what was typed can "
        "become valid; spaces and dashes in a PAN are separators; one expiry rule (MM/YY, MMYY, MM/YYYY, MMYYYY, past, "
        "tooFar at today's year + 25) shared with the expirationDate validator."],
        checks)
    formats = format_cases(rng)
    V.write_vectors("pan-format.independent.json", "pan-format", SOURCE, LICENSE, [
        "Runner: format the PAN `pan` with the brand table: the result must be `expected`. " + TABLE_NOTE], formats)
    edits = edit_cases(rng)
    V.write_vectors("pan-edit.independent.json", "pan-edit", SOURCE, LICENSE, [
        "Runner: edit the PAN field with the brand table, edit(text, start, end, replacement), positions in UTF-16 code "
        "units: it must give `expected` {text, caret}; invalid cases fail with `status`. " + TABLE_NOTE], edits)

    write_worldpay_vectors()
    V.update_readme()


if __name__ == "__main__":
    main()
