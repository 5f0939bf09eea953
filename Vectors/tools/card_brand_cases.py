"""card-brands.independent.json: detection cases and the tables that fail to parse. Part of
generate_card_brand_vectors.py.
"""

from __future__ import annotations

import json
import random
from typing import Any

import card_brand_reference as ref
from card_brand_vector_helpers import digits
from card_input_reference import PaySealRuleError
from card_vector_cases import Cases
from worldpay_card_vectors import WP_TABLE

PARTIALS = ["", "3", "30", "5", "6", "60", "2", "22", "222", "4936", "49369", "493698", "50677", "2", "27", "272", "2721",
            "35", "352", "3589", "5066", "50669", "506699", "506700", "506778", "506779", "309", "3095", "31", "311", "3112",
            "1", "18", "180", "1800", "21", "213", "2131", "64", "644", "649", "650", "601", "6011", "6012"]


def brand_cases(rng: random.Random) -> list:
    out = Cases()
    seen = set()
    for b in ref.BUILT_IN:
        for entry in b["bins"]:
            lo_s, hi_s = (entry.split("-") + [entry])[:2] if "-" in entry else (entry, entry)
            n = len(lo_s)
            for label, value in (("lo-1", int(lo_s) - 1), ("lo", int(lo_s)), ("hi", int(hi_s)), ("hi+1", int(hi_s) + 1)):
                if value < 0 or len(str(value)) > n:
                    continue
                prefix = str(value).zfill(n)
                for kind, pan in (("exact", prefix), ("padded", prefix + digits(rng, max(0, 16 - n)))):
                    if pan in seen:
                        continue
                    seen.add(pan)
                    out.add(f"bin-{b['name']}-{entry}-{label}-{kind}",
                            f"{b['name']} {entry}: {label}{'' if kind == 'exact' else ', padded'}",
                            table=None, pan=pan, expected=ref.brand(None, pan))
    for pan in PARTIALS:
        if pan in seen:
            continue
        seen.add(pan)
        out.add(f"partial-{pan or 'empty'}", "a partial number (still ambiguous, or decided by its first digits)",
                table=None, pan=pan, expected=ref.brand(None, pan))
    for name, pan, why in [
        ("spaces-visa", "4111 1111 1111 1111", "spaces are ignored"),
        ("spaces-leading-trailing", "  3782 822463 10005  ", "leading and trailing spaces are ignored"),
        ("spaces-inside-prefix", "6 0 1 1", "spaces inside the BIN are ignored (discover, not maestro)"),
        ("spaces-only", "   ", "spaces only: no digits, no brand"),
        ("space-maestro", "4936 98", "493698 across a space: maestro"),
        ("dash", "4111-1111-1111-1111", "dashes are separators, as spaces: visa"),
        ("letter", "4111a", "a letter: no brand"),
        ("tab", "4111\t1111", "a tab is not U+0020: no brand"),
        ("nbsp", "4111\u00a01111", "U+00A0 is not U+0020: no brand"),
        ("fullwidth-digit", "\uff14111", "a fullwidth digit is not an ASCII digit: no brand"),
        ("arabic-indic-digit", "\u0664\u0661\u0661\u0661", "Arabic-Indic digits are not ASCII digits: no brand"),
        ("emoji", "4111🎉", "an emoji: no brand"),
        ("slash", "37/82", "a slash: no brand"),
    ]:
        out.add(f"chars-{name}", why, table=None, pan=pan, expected=ref.brand(None, pan))
    custom = {
        "bins": [{"name": "alpha", "bins": ["1234", "12-13"]}, {"name": "beta", "bins": ["1234567890123456789"]},
                 {"name": "gamma", "bins": ["0000-0099"]}],
        "pattern-vs-range": [{"name": "pat", "pattern": "4[0-9]*"}, {"name": "rng", "bins": ["4"]}],
        "patterns": [{"name": "first", "pattern": "5[0-9]*"}, {"name": "second", "pattern": "[0-9]*"}],
        "tie": [{"name": "one", "bins": ["40-49"]}, {"name": "two", "bins": ["45"]}, {"name": "three", "bins": ["451"]}],
        "both": [{"name": "both", "bins": ["9"], "pattern": "8[0-9]{3}"}],
        "empty": [],
        "nulls": [{"name": "empty-bins", "bins": [], "pattern": "7[0-9]*"},
                  {"name": "nulls", "bins": ["8"], "pattern": None, "panLengths": None, "cvcLengths": None, "cvvLength": None,
                   "format": None, "images": None},
                  {"name": "bin-at-longest", "bins": ["1234"], "panLengths": [4]}],
        "members": [{"name": "carte", "bins": ["5"], "images": [{"type": "image/svg+xml", "url": "https://example.com/c.svg"}],
                     "colour": "blue", "panLengths": None, "cvcLengths": [], "format": []}],
        "names": [{"name": "é" * 32, "bins": ["1"]}, {"name": "🎉", "bins": ["2"]}],
    }
    for tname, pans in [("bins", ["1234", "12345", "13", "14", "1", "123456789012345678", "1234567890123456789",
                                  "12345678901234567890", "0042", "0100", "004"]),
                        ("pattern-vs-range", ["41", "4", "5"]),
                        ("patterns", ["55", "66", "", "5a"]),
                        ("tie", ["45", "451", "4511", "46", "4"]),
                        ("both", ["9", "8123", "812", "81234", "7"]),
                        ("empty", ["4111111111111111", ""]),
                        ("nulls", ["7", "8", "1", "1234", "12345"]),
                        ("members", ["5555"]),
                        ("names", ["1", "2"])]:
        for pan in pans:
            out.add(f"custom-{tname}-{pan or 'empty'}", f"custom table ({tname}): {pan!r}", table=custom[tname], pan=pan,
                    expected=ref.brand(custom[tname], pan))
    raw = [{k: v for k, v in r.items() if k != "format"} for r in WP_TABLE]
    raw[0] = dict(raw[0], images=[{"type": "image/svg+xml", "url": "https://example.com/visa.svg"}])
    for pan in ["493698", "2721", "6"]:
        out.add(f"worldpay-rules-{pan}", "Worldpay's cardTypes.json rows as they are (images ignored): patterns",
                table=raw, pan=pan, expected=ref.brand(raw, pan))
    return out.cases + invalid_table_cases()


def invalid_table_cases() -> list:
    out = Cases()
    texts = [
        ("not-json", "[", "not JSON"), ("empty-text", "", "empty text"), ("trailing", '[] x', "trailing characters"),
        ("nan", '[{"name":"x","bins":["4"],"cvvLength":NaN}]', "NaN is not JSON"),
        ("object", '{"name":"visa","bins":["4"]}', "not an array"), ("string", '"visa"', "not an array"),
        ("null", "null", "not an array"), ("number", "42", "not an array"),
        ("brand-string", '["visa"]', "a brand that is not an object"), ("brand-null", "[null]", "a brand that is null"),
        ("brand-array", "[[]]", "a brand that is an array"),
        ("pan-length-fraction", '[{"name":"x","bins":["4"],"panLengths":[16.0]}]', "16.0 is not a JSON integer"),
        ("cvv-length-fraction", '[{"name":"x","bins":["4"],"cvvLength":3.0}]', "3.0 is not a JSON integer"),
        ("pan-length-exponent", '[{"name":"x","bins":["4"],"panLengths":[1e1]}]', "1e1 is not a JSON integer"),
    ]
    for name, text, why in texts:
        out.add(f"bad-{name}", why, table_text=text, pan="4111", status=_status(text))
    values = [
        ("name-missing", {"bins": ["4"]}), ("name-empty", {"name": "", "bins": ["4"]}), ("name-number", {"name": 1, "bins": ["4"]}),
        ("name-null", {"name": None, "bins": ["4"]}), ("name-array", {"name": ["visa"], "bins": ["4"]}),
        ("name-65-bytes", {"name": "é" * 32 + "x", "bins": ["4"]}),
        ("bins-string", {"name": "x", "bins": "4"}), ("bins-null", {"name": "x", "bins": None}),
        ("bins-empty", {"name": "x", "bins": []}), ("bins-empty-pattern-null", {"name": "x", "bins": [], "pattern": None}),
        ("bin-longer-than-pan", {"name": "x", "bins": ["12345"], "panLengths": [4]}),
        ("bin-range-longer-than-pan", {"name": "x", "bins": ["1", "1234-1299"], "panLengths": [3, 2]}),
        ("bins-number", {"name": "x", "bins": [4]}), ("bin-empty", {"name": "x", "bins": [""]}),
        ("bin-open-hi", {"name": "x", "bins": ["4-"]}), ("bin-open-lo", {"name": "x", "bins": ["-4"]}),
        ("bin-three-parts", {"name": "x", "bins": ["1-2-3"]}), ("bin-unequal-12-3", {"name": "x", "bins": ["12-3"]}),
        ("bin-unequal-3-12", {"name": "x", "bins": ["3-12"]}), ("bin-lo-above-hi", {"name": "x", "bins": ["5-4"]}),
        ("bin-letter", {"name": "x", "bins": ["4a"]}), ("bin-space", {"name": "x", "bins": [" 4"]}),
        ("bin-spaced-range", {"name": "x", "bins": ["1 - 2"]}), ("bin-plus", {"name": "x", "bins": ["+4"]}),
        ("bin-arabic-indic", {"name": "x", "bins": ["\u0664"]}), ("bin-20-digits", {"name": "x", "bins": ["1" * 20]}),
        ("bin-20-digit-range", {"name": "x", "bins": ["1" * 20 + "-" + "2" * 20]}),
        ("pattern-number", {"name": "x", "pattern": 4}), ("pattern-null", {"name": "x", "pattern": None}),
        ("pattern-open-paren", {"name": "x", "pattern": "("}), ("pattern-open-bracket", {"name": "x", "pattern": "4[0-9"}),
        ("pattern-nothing-to-repeat", {"name": "x", "pattern": "*4"}),
        ("neither", {"name": "x"}), ("neither-with-lengths", {"name": "x", "panLengths": [16], "cvvLength": 3}),
        ("pan-lengths-string", {"name": "x", "bins": ["4"], "panLengths": "16"}),
        ("pan-lengths-mixed", {"name": "x", "bins": ["4"], "panLengths": [16, "18"]}),
        ("pan-length-0", {"name": "x", "bins": ["4"], "panLengths": [0]}),
        ("pan-length-20", {"name": "x", "bins": ["4"], "panLengths": [16, 20]}),
        ("pan-length-negative", {"name": "x", "bins": ["4"], "panLengths": [-16]}),
        ("pan-length-boolean", {"name": "x", "bins": ["4"], "panLengths": [True]}),
        ("pan-lengths-object", {"name": "x", "bins": ["4"], "panLengths": {"min": 16}}),
        ("cvc-length-0", {"name": "x", "bins": ["4"], "cvcLengths": [0]}),
        ("cvc-length-20", {"name": "x", "bins": ["4"], "cvcLengths": [20]}),
        ("cvc-lengths-number", {"name": "x", "bins": ["4"], "cvcLengths": 3}),
        ("cvv-length-string", {"name": "x", "bins": ["4"], "cvvLength": "3"}),
        ("cvv-length-0", {"name": "x", "bins": ["4"], "cvvLength": 0}),
        ("cvv-length-20", {"name": "x", "bins": ["4"], "cvvLength": 20}),
        ("cvv-length-array", {"name": "x", "bins": ["4"], "cvvLength": [3]}),
        ("format-0", {"name": "x", "bins": ["4"], "format": [4, 0]}),
        ("format-20", {"name": "x", "bins": ["4"], "format": [20]}),
        ("format-string", {"name": "x", "bins": ["4"], "format": "4-6-5"}),
        ("format-mixed", {"name": "x", "bins": ["4"], "format": [4, "6"]}),
    ]
    for i, (name, brand) in enumerate(values):
        table = [{"name": "ok", "bins": ["5"]}, brand] if i % 8 == 0 else [brand]
        out.add(f"bad-{name}", f"a brand {json.dumps(brand, ensure_ascii=False)}", table=table, pan="4111", status=_status(table))
    many = "[" + ",".join('{"name":"b","bins":["1"]}' for _ in range(257)) + "]"
    bins = '[{"name":"x","bins":[' + ",".join('"1"' for _ in range(1024)) + ']},{"name":"y","bins":["9"]}]'
    out.add("limit-257-brands", "257 brands: over the limit of 256", table_text=many, pan="3", status=_status(many))
    out.add("limit-1025-bins", "1025 BIN entries in all (1024 in the first brand, 1 in the second): over the limit",
            table_text=bins, pan="3", status=_status(bins))
    return out.cases


def _status(table: Any) -> str:
    try:
        ref.parse_table(table)
    except PaySealRuleError as exc:
        return exc.status
    raise AssertionError(f"table parses: {table!r}")
