"""Helpers of generate_card_brand_vectors.py: PANs of a brand and length (make_pan), digit groups,
UTF-16 positions, and the LAYOUT_TABLES and JUNK of the pan-format and pan-edit cases.
"""

from __future__ import annotations

import random
from typing import Any, List, Optional

import card_brand_reference as ref
from card_input_reference import _luhn, _utf16_len


def luhn_complete(body: str) -> str:
    return next(body + d for d in "0123456789" if _luhn(body + d))


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def make_pan(rng: random.Random, table: Any, name: Optional[str], length: int, luhn: bool = True) -> str:
    """A PAN of `length` digits whose detected brand is `name` (None: no brand), Luhn-valid or not."""
    brands = ref.parse_table(table)
    target = next((b for b in brands if b.name == name), None)
    for _ in range(1000):
        if target is not None and target.ranges:
            lo, hi, n = rng.choice([r for r in target.ranges if r[2] < length] or target.ranges)
            prefix = str(rng.randint(lo, hi)).zfill(n)[:length - 1]
        else:
            prefix = rng.choice("0123456789")
        body = prefix + digits(rng, length - 1 - len(prefix))
        pan = luhn_complete(body)
        if not luhn:
            pan = pan[:-1] + str((int(pan[-1]) + rng.randint(1, 9)) % 10)
        found = ref._detect(brands, pan)
        if (found.name if found else None) == name:
            return pan
    raise AssertionError(f"no PAN for {name} of {length}")


def spaced(pan: str, groups: List[int]) -> str:
    out, i = [], 0
    for g in groups + [4] * 10:
        if i >= len(pan):
            break
        out.append(pan[i:i + g])
        i += g
    return " ".join(out)


def positions(text: str) -> List[int]:
    return [_utf16_len(text[:i]) for i in range(len(text) + 1)]


LAYOUT_TABLES = {
    "short-groups": [{"name": "short", "bins": ["9"], "panLengths": [10], "format": [2, 3]}],
    "cut-format": [{"name": "cut", "bins": ["8"], "panLengths": [12], "format": [4, 6, 5]}],
    "one-group": [{"name": "one", "bins": ["7"], "format": [19]}],
    "pattern": [{"name": "pat", "pattern": "(77|88)[0-9]*", "panLengths": [14], "format": [7, 7]}],
    "amex-like": [{"name": "x", "bins": ["1"], "panLengths": [14, 15], "format": [4, 6, 5]}],
}
JUNK = list("-/. abcXé€") + ["🎉", "\u0301", "日", "\u0664", "\uff15", "\u00a0"]
