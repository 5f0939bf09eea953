#!/usr/bin/env python3
"""Per-keystroke card input in Python: the PaySeal binding (ctypes over the C ABI) and the pure-
Python reference implementation of the same rules (Vectors/tools/card_input_reference.py, which
the vector generator uses), doing exactly what bench/c/card_input.c does. Each result is checked
once before timing. Prints one JSON line per (implementation, op).

    card_input.py SECONDS
"""

from __future__ import annotations

import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Vectors", "tools"))
sys.path.insert(0, os.path.join(ROOT, "bindings", "python", "src"))

import card_input_reference as reference  # noqa: E402
import payseal  # noqa: E402

MASK = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
TEXT = "4111 1111 1111 1111 11"
RULES = {"isRequired": True, "validators": {"luhn": {}, "length": {"minLength": 12, "maxLength": 19},
                                             "regularExpression": {"regularExpression": "^[0-9]{12,19}$"}}}
RULES_JSON = json.dumps(RULES, separators=(",", ":"))
PAN = "4111111111111111113"
EDITED = ("4111 1111 1111 1111 113", 23)
ERRORS = [{"type": "luhn", "params": {}}]


def timed(name, op, once, check, seconds):
    result = once()
    if not check(result):
        sys.exit(f"{name} {op}: wrong result {result!r}")
    n, start = 0, time.perf_counter()
    while True:
        for _ in range(100):
            once()
        n += 100
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    print(json.dumps({"impl": name, "op": op, "ops_per_sec": round(n / elapsed)}), flush=True)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    mask = payseal.Mask(MASK)
    timed("python-binding", "mask-edit", lambda: mask.edit(TEXT, len(TEXT), len(TEXT), "3"),
          lambda r: (r.text, r.caret) == EDITED, seconds)
    timed("python-binding", "validate-value", lambda: payseal.validate_value(RULES_JSON, PAN, 2026, 11),
          lambda r: [{"type": e.type, "params": e.params} for e in r] == ERRORS, seconds)
    ref_mask = reference.Mask(MASK)
    timed("python-reference", "mask-edit", lambda: ref_mask.edit(TEXT, len(TEXT), len(TEXT), "3"),
          lambda r: tuple(r) == EDITED, seconds)
    # The same input as the C ABI gets: the rules' JSON text, parsed on every call.
    timed("python-reference", "validate-value", lambda: reference.validate_value(RULES_JSON, PAN, 2026, 11),
          lambda r: r == ERRORS, seconds)


if __name__ == "__main__":
    main()
