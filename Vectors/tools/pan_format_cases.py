"""pan-format.independent.json. Part of generate_card_brand_vectors.py."""

from __future__ import annotations

import random

import card_brand_reference as ref
from card_brand_vector_helpers import JUNK, LAYOUT_TABLES, make_pan, spaced
from card_vector_cases import Cases


def format_cases(rng: random.Random) -> list:
    out = Cases()
    for b in ref.parse_table(None):
        longest = max(b.pan_lengths)
        pan = make_pan(rng, None, b.name, longest)
        for n in sorted({5, 11, longest}):
            if n <= longest:
                out.add(f"{b.name}-{n}", f"{b.name} layout, {n} digits", table=None, pan=pan[:n],
                        expected=ref.format_pan(None, pan[:n]))
        out.add(f"{b.name}-over-long", f"{b.name}: cut at {longest} digits", table=None, pan=pan + "123",
                expected=ref.format_pan(None, pan + "123"))
        out.add(f"{b.name}-visa-grouped", f"{b.name}: regrouped from groups of 4", table=None, pan=spaced(pan, []),
                expected=ref.format_pan(None, spaced(pan, [])))
    for name, pan, why in [
        ("trailing-space", "4111 ", "the result ends at the last digit"), ("spaces", "  41 11   1111 ", "spaces anywhere"),
        ("dashes", "4111-1111-1111-1111", "dashes are skipped"), ("amex-dashes", "3782-822463-10005",
                                                                  "the layout comes from the digits alone: amex"),
        ("letters", "card 4111 1111", "letters are skipped"), ("emoji", "🎉4111🎉1111", "emoji are skipped"),
        ("combining", "4\u03011111", "a combining mark is skipped"), ("arabic-indic", "\u0664\u0661\u0661\u0661",
                                                                     "Arabic-Indic digits are not digits"),
        ("fullwidth", "\uff14\uff11\uff11\uff11 1", "fullwidth digits are not digits"), ("empty", "", "empty"),
        ("only-junk", "abc-/", "nothing to place"), ("unknown-cut", "1" * 25, "no brand: cut at 19"),
        ("maestro-change", "493698123456789012345", "493698 is maestro (19)"),
        ("mastercard-cut", "5" * 20, "mastercard: cut at 16"),
        ("nbsp", "4111\u00a01111", "U+00A0 is skipped like any other non-digit"),
    ]:
        out.add(f"text-{name}", why, table=None, pan=pan, expected=ref.format_pan(None, pan))
    for pan, why in [("36227206271667", "diners 36: 14 digits, 4-6-4"), ("3622720627166", "diners 36, 13 digits: 4-6-4 so far"),
                     ("362272062716675", "diners 36, 15 digits: past 14, groups of 4"),
                     ("30569309025904", "diners 305: its cards usually have 16 digits, groups of 4"),
                     ("6200000000000005", "unionpay 62: groups of 4")]:
        out.add(f"length-layout-{pan}", why, table=None, pan=pan, expected=ref.format_pan(None, pan))
    for tname, table in LAYOUT_TABLES.items():
        brand = ref.parse_table(table)[0]
        pan = make_pan(rng, table, brand.name, max(brand.pan_lengths))
        for n in sorted({5, len(pan), len(pan) + 2}):
            text = (pan + "1234")[:n]
            out.add(f"custom-{tname}-{n}", f"custom table {tname}: format {brand.groups}, lengths {brand.pan_lengths}",
                    table=table, pan=text, expected=ref.format_pan(table, text))
    for i in range(12):
        name = rng.choice(["amex", "diners", "discover", "jcb", "maestro", "mastercard", "visa", None])
        pan = make_pan(rng, None, name, rng.randint(12, 19) if name not in ("amex", "mastercard") else 15 + (name == "mastercard"))
        text = "".join(c + (rng.choice(JUNK) if rng.random() < 0.2 else "") for c in pan[:rng.randint(0, len(pan) + 2)])
        out.add(f"random-{i}", f"random text on a {name or 'no-brand'} PAN", table=None, pan=text,
                expected=ref.format_pan(None, text))
    return out.cases
