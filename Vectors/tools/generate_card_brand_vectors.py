#!/usr/bin/env python3
"""Known answers for the offline card-brand rules (docs/card-input.md, "Card brands (offline)"):
brand detection, the card check, PAN formatting and PAN editing. Every expected value comes from
card_brand_reference.py (a Python implementation written from the doc; nothing here calls PaySeal).

Writes Vectors/{card-brands,card-check,pan-format,pan-edit}.independent.json (generated edges and
random cases, from a fixed seed) and Vectors/{card-brands,card-check,pan-format,pan-edit}.worldpay.json
(Worldpay Access Checkout's own unit tests, from vectors-upstream card-input/upstream-cases.json, found
as vectorlib.load_upstream finds it; PAYSEAL_UPSTREAM overrides the folder). Each Worldpay case keeps
its `source`; where PaySeal's value differs from what the Worldpay test asserts, the case has a `note`.
Deterministic: rerunning reproduces every file byte for byte. Standard library only (and vectorlib).

    python3 Vectors/tools/generate_card_brand_vectors.py
"""

from __future__ import annotations

import json
import random
from typing import Any, List, Optional

import card_brand_reference as ref
import vectorlib as V
from card_input_reference import PaySealRuleError, _luhn, _utf16_len
from card_vector_cases import TABLE_NOTE, Cases
from worldpay_card_vectors import WP_TABLE, write_worldpay_vectors

SOURCE = ("Not upstream: generated for PaySeal by Vectors/tools/generate_card_brand_vectors.py with the independent "
          "reference implementation Vectors/tools/card_brand_reference.py (written from docs/card-input.md, "
          "\"Card brands (offline)\"; it never calls PaySeal).")
LICENSE = "CC0 (written for PaySeal)"
SEED = 20261124
TODAYS = [(2026, 11), (2029, 12), (2099, 6), (2026, 1)]

# ------------------------------------------------------------------------------------------
# helpers
# ------------------------------------------------------------------------------------------

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


# ------------------------------------------------------------------------------------------
# card-brands (independent)
# ------------------------------------------------------------------------------------------

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
        ("dash", "4111-1111-1111-1111", "a dash is not a space: no brand"),
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


# ------------------------------------------------------------------------------------------
# card-check (independent)
# ------------------------------------------------------------------------------------------

def check_case(out: Cases, cid: str, comment: str, table: Any, pan: str, expiry: str, cvc: str,
               accepted: Optional[list], today: tuple) -> None:
    out.add(cid, comment, table=table, pan=pan, expiry=expiry, cvc=cvc, accepted=accepted, today=list(today),
            expected=ref.check(table, pan, expiry, cvc, accepted, *today))


def check_cases(rng: random.Random) -> list:
    out = Cases()
    today = TODAYS[0]
    good_expiry = "12/30"
    for b in ref.parse_table(None):
        cvc_ok = "1234"[:b.cvc_lengths[0]]
        for n in sorted({min(b.pan_lengths), max(b.pan_lengths)}):
            pan = make_pan(rng, None, b.name, n)
            shown = spaced(pan, b.groups) if rng.random() < 0.3 else pan
            check_case(out, f"{b.name}-valid-{n}", f"{b.name}: a Luhn-valid {n}-digit PAN, valid CVC and expiry: complete",
                       None, shown, good_expiry, cvc_ok, None, today)
        shortest = min(b.pan_lengths)
        pan = make_pan(rng, None, b.name, shortest, luhn=False)
        check_case(out, f"{b.name}-luhn", f"{b.name}: {shortest} digits, Luhn fails", None, pan, good_expiry, cvc_ok, None, today)
        check_case(out, f"{b.name}-incomplete", f"{b.name}: one digit short of its shortest length", None, pan[:-1], "", "",
                   None, today)
        gaps = [n for n in range(shortest + 1, 20) if n not in b.pan_lengths][:1] + [20]
        for n in gaps:
            check_case(out, f"{b.name}-length-{n}", f"{b.name}: {n} digits is not one of its lengths", None,
                       make_pan(rng, None, b.name, n), good_expiry, cvc_ok, None, today)
        shortest_cvc = min(b.cvc_lengths)
        cvcs = [("8" * (max(b.cvc_lengths) + 1), "one too many")]
        if b.name == "amex":
            cvcs += [("", "empty"), ("1" * (shortest_cvc - 1), "one short"), ("12a", "a letter"), ("1 23", "a space"),
                     ("\u0661\u0662\u0663", "Arabic-Indic digits")]
        for cvc, why in cvcs:
            check_case(out, f"{b.name}-cvc-{why.replace(' ', '-')}", f"{b.name}: CVC {why}", None,
                       make_pan(rng, None, b.name, shortest), good_expiry, cvc, None, today)
    # no brand
    for n, why in [(11, "incomplete"), (12, "valid"), (19, "valid"), (20, "length")]:
        check_case(out, f"unknown-{n}", f"no brand, {n} digits: {why} (lengths 12-19)", None,
                   make_pan(rng, None, None, n), "01/27", "123", None, today)
    check_case(out, "unknown-luhn", "no brand, 16 digits, Luhn fails", None, make_pan(rng, None, None, 16, luhn=False),
               "01/27", "123", None, today)
    for cvc in ["12", "1234", "12345"]:
        check_case(out, f"unknown-cvc-{len(cvc)}", "no brand: CVC lengths 3 and 4", None, "", "", cvc, None, today)
    check_case(out, "partial-space", "a PAN of one space: no digits yet", None, " ", "", "", None, today)
    # characters
    for name, pan in [("dash", "4111-1111-1111-1111"), ("tab", "4111\t1111111111111"), ("nbsp", "4111\u00a01111"),
                      ("amex-dashes", "3782-822463-10005")]:
        check_case(out, f"pan-chars-{name}", "a non-digit other than a space: invalid characters and no brand (CVC by the "
                   "unknown brand's lengths)", None, pan, "01/27", "1234", ["mastercard"], today)
    for name, pan in [("odd-spaces", " 4 111111111111111 ")]:
        check_case(out, f"pan-spaces-{name}", "spaces in the PAN are ignored", None, pan, "01/27", "123", None, today)
    # accepted lists
    visa = make_pan(rng, None, "visa", 16)
    for i, (accepted, why) in enumerate([([], "empty list: every brand"), (["vIsA", "amex"], "ASCII case-insensitive"),
                                         (["mastercard"], "not listed"), (["visa "], "a trailing space does not match")]):
        check_case(out, f"accepted-visa-{i}", f"accepted {why}", None, visa, "01/27", "123", accepted, today)
    check_case(out, "accepted-one-digit", "brandNotAccepted from the first digit on", None, "4", "", "", ["mastercard"], today)
    check_case(out, "accepted-unknown", "an unknown brand is never rejected by the list", None,
               make_pan(rng, None, None, 16), "01/27", "123", ["visa"], today)
    check_case(out, "accepted-maestro-before-discover", "6 is maestro (the catch-all range): not accepted when only discover is",
               None, "6", "", "", ["discover"], today)
    check_case(out, "accepted-before-length", "brandNotAccepted comes before incomplete, length and Luhn", None, "41111", "",
               "", ["amex"], today)
    check_case(out, "accepted-chars-first", "characters come before brandNotAccepted", None, "4111x", "", "", ["amex"], today)
    carte = [{"name": "Carté", "bins": ["9"]}]
    for i, accepted in enumerate([["CARTÉ"], ["cARTé"]]):
        check_case(out, f"accepted-non-ascii-{i}", "names compare ASCII case-insensitively only (É and é differ)", carte,
                   "9", "", "", accepted, today)
    # custom tables, one brand each
    for name, brand, n, cvcs in [
            ("cvv-length", {"name": "c", "bins": ["9"], "panLengths": [14], "cvvLength": 4}, 14, ["123", "1234", "12345"]),
            ("cvc-lengths-win", {"name": "c", "bins": ["9"], "panLengths": [10, 12], "cvcLengths": [3, 5], "cvvLength": 4}, 10,
             ["1234", "12345"]),
            ("empty-cvc-lengths", {"name": "c", "bins": ["9"], "cvcLengths": [], "cvvLength": 2}, 15, ["1", "12", "123"]),
            ("null-lengths", {"name": "c", "pattern": "9[0-9]*", "panLengths": None, "cvcLengths": None}, 19, ["12345"]),
            ("short", {"name": "c", "bins": ["9"], "panLengths": [6, 8]}, 6, ["123"])]:
        table = [brand]
        pan = make_pan(rng, table, "c", n)
        for cvc in cvcs:
            check_case(out, f"custom-{name}-{len(cvc)}", f"custom table ({name}): {n} digits, CVC of {len(cvc)}", table, pan,
                       "01/28", cvc, None, today)
    short = [{"name": "c", "bins": ["9"], "panLengths": [6, 8]}]
    check_case(out, "custom-short-incomplete", "custom table: 5 digits of a brand of 6 and 8", short, "95123", "", "", None, today)
    check_case(out, "custom-short-7", "custom table: 7 digits of a brand of 6 and 8", short, make_pan(rng, short, "c", 7),
               "", "", None, today)
    check_case(out, "custom-empty-table", "empty table: every brand unknown", [], "4111111111111111", "01/28", "1234",
               ["visa"], today)
    # expiry
    shapes = ["0", "1", "2", "00", "12", "13", "1/", "01/", "13/", "/", "1/30", "122030", "12/2030", " 12/30", "12/30 ",
              "12-30", "\uff11\uff12/30"]
    for text in shapes:
        check_case(out, f"expiry-shape-{text.encode('utf-8').hex() or 'empty'}", f"expiry {text!r}", None, "", text, "", None,
                   today)
    for year, month in TODAYS:
        yy, decade = year % 100, year % 100 // 10
        seen = set()
        for mm, slash, y in [(month, "/", yy), (month - 1, "/", yy), (month + 1, "", yy), (12, "/", yy - 1), (1, "", yy + 1),
                             (12, "/", 99)]:
            if 1 <= mm <= 12 and 0 <= y <= 99 and (mm, slash, y) not in seen:
                seen.add((mm, slash, y))
                text = f"{mm:02d}{slash}{y:02d}"
                check_case(out, f"expiry-{year}-{month:02d}-{text.replace('/', 's')}", f"complete expiry at {year}-{month:02d}",
                           None, "", text, "", None, (year, month))
        for mm, slash, y in [(month, "/", decade), (month - 1, "/", decade), (month, "", decade - 1), (12, "/", decade),
                             (1, "/", 0), (12, "/", 9)]:
            if 1 <= mm <= 12 and 0 <= y <= 9 and (mm, slash, y) not in seen:
                seen.add((mm, slash, y))
                text = f"{mm:02d}{slash}{y}"
                check_case(out, f"expiry-{year}-{month:02d}-{text.replace('/', 's')}", f"expiry with one year digit at "
                           f"{year}-{month:02d}", None, "", text, "", None, (year, month))
    for year, month in TODAYS[:1]:
        exp = f"{month:02d}/{year % 100:02d}"
        check_case(out, f"complete-{year}-{month:02d}", "this month's expiry is valid: complete", None,
                   make_pan(rng, None, "mastercard", 16), exp, "321", ["MasterCard"], (year, month))
    return out.cases


# ------------------------------------------------------------------------------------------
# pan-format and pan-edit (independent)
# ------------------------------------------------------------------------------------------

LAYOUT_TABLES = {
    "short-groups": [{"name": "short", "bins": ["9"], "panLengths": [10], "format": [2, 3]}],
    "cut-format": [{"name": "cut", "bins": ["8"], "panLengths": [12], "format": [4, 6, 5]}],
    "one-group": [{"name": "one", "bins": ["7"], "format": [19]}],
    "pattern": [{"name": "pat", "pattern": "(77|88)[0-9]*", "panLengths": [14], "format": [7, 7]}],
    "amex-like": [{"name": "x", "bins": ["1"], "panLengths": [14, 15], "format": [4, 6, 5]}],
}
JUNK = list("-/. abcXé€") + ["🎉", "\u0301", "日", "\u0664", "\uff15", "\u00a0"]


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


def edit_case(out: Cases, cid: str, comment: str, table: Any, text: str, start: int, end: int, replacement: str) -> dict:
    try:
        return out.add(cid, comment, table=table, text=text, start=start, end=end, replacement=replacement,
                       expected=ref.edit_pan(table, text, start, end, replacement))
    except PaySealRuleError as exc:
        return out.add(cid, comment, table=table, text=text, start=start, end=end, replacement=replacement,
                       status=exc.status)


def edit_cases(rng: random.Random) -> list:
    out = Cases()
    samples = {"amex": "378282246310005", "visa": "4111111111111111", "unknown": "1234567890123456789",
               "mastercard": "5555555555554444", "discover": "6011111111111117", "jcb": "3530111333300000",
               "diners": "30569309025904", "maestro": "6759649826438453"}
    for name, pan in samples.items():
        text, caret = "", 0
        for i, d in enumerate(pan + "9"):
            result = ref.edit_pan(None, text, caret, caret, d)
            if i + 1 in (1, 4, 5, 10, 11, len(pan), len(pan) + 1) if name in ("amex", "visa") else \
                    i + 1 in (5, len(pan) + 1):
                edit_case(out, f"type-{name}-{i + 1}", f"typing {name} digit by digit ({i + 1})", None, text, caret, caret, d)
            text, caret = result["text"], result["caret"]
        for i in range(3 if name in ("amex", "visa") else 1):  # backspace from the end
            edit_case(out, f"backspace-{name}-{i}", f"backspace at the end of {name}", None, text, caret - 1, caret, "")
            result = ref.edit_pan(None, text, caret - 1, caret, "")
            text, caret = result["text"], result["caret"]
    fixed = [
        ("delete-space-visa", "deleting the space deletes the digit before it", None, "4111 1111 1111 1111", 4, 5, ""),
        ("delete-space-visa-2", "deleting the second space", None, "4111 1111 1111 1111", 9, 10, ""),
        ("delete-space-amex", "deleting the space after the 6-digit group of amex", None, "3782 822463 10005", 11, 12, ""),
        ("delete-space-unformatted", "the old text's layout decides: in the amex layout this space is not a literal",
         None, "3782 8224 6310 005", 9, 10, ""),
        ("delete-space-raw", "a space the walk skips is deleted as it is", None, "4111  1111", 5, 6, ""),
        ("delete-first", "deleting the first digit", None, "4111 1111 1111 1111", 0, 1, ""),
        ("delete-after-space", "deleting the digit right after a space: the caret stays after the space", None,
         "4111 2222 3333", 5, 6, ""),
        ("delete-space-and-digit", "deleting a space and a digit (two characters: no literal rule)", None, "4111 2222", 4, 6, ""),
        ("type-before-space", "typing just before a space: the caret jumps over it", None, "4111 1111", 3, 3, "2"),
        ("type-after-space", "typing just after a space", None, "4111 1111", 5, 5, "2"),
        ("type-on-space", "typing with the caret on a space (before it)", None, "4111 1111", 4, 4, "2"),
        ("type-letter", "a rejected key: the text stays, caret at start", None, "4111 1111", 4, 4, "x"),
        ("type-space", "a typed space is rejected", None, "4111 1111", 9, 9, " "),
        ("type-over-max", "typing past the longest length of visa: dropped", None, "4111 1111 1111 1111 111", 23, 23, "1"),
        ("type-at-start-full", "typing at the start of a full number shifts and cuts", None, "4111 1111 1111 1111 111", 0, 0, "5"),
        ("type-unformatted-caret", "a rejected key in an unformatted text: the caret is kept within the formatted text",
         None, "4111----1111", 12, 12, "x"),
        ("paste-dashes", "pasting with dashes", None, "", 0, 0, "4111-1111-1111-1111"),
        ("paste-words", "pasting with words", None, "", 0, 0, "card: 3782 822463 10005 (amex)"),
        ("paste-middle", "pasting in the middle", None, "4111 1111", 5, 5, "2222"),
        ("paste-non-ascii", "pasting non-ASCII and emoji: only ASCII digits stay", None, "4111", 4, 4, "é1🎉2\u03013日"),
        ("paste-arabic", "Arabic-Indic digits are not digits", None, "4111", 4, 4, "\u0661\u0662"),
        ("paste-emoji-only", "pasting only emoji", None, "4111 1", 6, 6, "🎉🎉"),
        ("select-all-delete", "selecting everything and deleting", None, "4111 1111 1111 1111", 0, 19, ""),
        ("select-group-replace", "replacing a group", None, "4111 1111 1111 1111", 5, 9, "2222"),
        ("select-across-space", "replacing across a space", None, "4111 1111 1111 1111", 3, 6, "9"),
        ("select-replace-letters", "replacing a selection with letters deletes it", None, "4111 2222 3333", 5, 9, "abc"),
        ("unknown-to-amex", "typing 3 before 782… turns no brand into amex: regrouped", None, "7828 2246 3100 05", 0, 0, "3"),
        ("amex-to-visa", "replacing the 3 of amex with 4: regrouped as visa", None, "3782 822463 10005", 0, 1, "4"),
        ("visa-to-amex", "replacing 41 with 37: regrouped as amex, cut at 15", None, "4111 1111 1111 1111", 0, 2, "37"),
        ("unknown-to-mastercard", "1 → 5 makes mastercard: cut at 16", None, "1234 5678 9012 3456 789", 0, 1, "5"),
        ("maestro-to-discover", "typing 11 after 60 makes discover", None, "60", 2, 2, "11"),
        ("visa-to-maestro", "typing the 8 of 493698 makes maestro", None, "4936 9", 6, 6, "8"),
        ("delete-makes-unknown", "deleting the 3 of 37… leaves no brand", None, "3782 822463 10005", 0, 1, ""),
        ("emoji-text-type", "a raw text with an emoji: positions in UTF-16 units", None, "4111🎉1111", 6, 6, "2"),
        ("emoji-text-delete-emoji", "deleting the emoji (two UTF-16 units)", None, "4111🎉1111", 4, 6, ""),
        ("emoji-text-rejected", "a rejected key after an emoji: caret on a character boundary", None, "41🎉11", 4, 4, "x"),
        ("emoji-only-rejected", "a rejected key in a text of emoji only: format gives \"\", the caret goes to 0", None,
         "🎉🎉🎉", 6, 6, "x"),
        ("empty-noop", "an empty edit of an empty text", None, "", 0, 0, ""),
    ]
    for cid, comment, table, text, start, end, replacement in fixed:
        edit_case(out, cid, comment, table, text, start, end, replacement)
    for tname, table in LAYOUT_TABLES.items():
        brand = ref.parse_table(table)[0]
        pan = make_pan(rng, table, brand.name, max(brand.pan_lengths))
        text, caret = "", 0
        for i, d in enumerate(pan + "1"):
            if i + 1 in (3, 6, len(pan) + 1):
                edit_case(out, f"custom-{tname}-type-{i + 1}", f"custom table {tname}: typing digit {i + 1}", table, text,
                          caret, caret, d)
            result = ref.edit_pan(table, text, caret, caret, d)
            text, caret = result["text"], result["caret"]
        spaces = [i for i, c in enumerate(text) if c == " "]
        if spaces:
            edit_case(out, f"custom-{tname}-delete-space", f"custom table {tname}: deleting a space", table, text,
                      spaces[-1], spaces[-1] + 1, "")
    for name, text, start, end in [("start-after-end", "4111", 3, 2), ("start-past-end", "4111", 5, 5),
                                   ("end-past-end", "4111", 0, 9), ("inside-pair", "4🎉1", 2, 2),
                                   ("end-inside-pair", "🎉1", 0, 1), ("start-inside-pair", "4🎉1", 2, 4),
                                   ("empty-text-past-end", "", 0, 1)]:
        edit_case(out, f"bad-position-{name}", f"selection [{start}, {end}) of {text!r}", None, text, start, end, "1")
    edit_case(out, "bad-limit-replacement", "a replacement of 4097 bytes", None, "4111", 4, 4, "1" * 4097)
    # random edits
    for i in range(12):
        name = rng.choice(["amex", "diners", "discover", "jcb", "maestro", "mastercard", "visa", None])
        pan = make_pan(rng, None, name, rng.randint(12, 19) if name not in ("amex", "mastercard") else 15 + (name == "mastercard"))
        pan = pan[:rng.randint(0, len(pan))]
        text = ref.format_pan(None, pan) if rng.random() < 0.85 else "".join(
            c + (rng.choice(JUNK) if rng.random() < 0.2 else "") for c in pan)
        bounds = positions(text)
        kind = rng.choice(["type", "paste", "delete", "delete-space", "replace"])
        start = rng.choice(bounds)
        end, replacement = start, ""
        if kind == "type":
            replacement = rng.choice("0123456789" * 3 + "x /-é🎉")
        elif kind == "paste":
            replacement = "".join(rng.choice(list("0123456789") * 2 + JUNK) for _ in range(rng.randint(2, 12)))
        elif kind == "delete":
            later = [b for b in bounds if b > start]
            end = later[0] if later else start
        elif kind == "delete-space":
            spaces = [j for j, c in enumerate(text) if c == " "]
            if spaces:
                j = rng.choice(spaces)
                start, end = bounds[j], bounds[j + 1]
        else:
            start, end = sorted((rng.choice(bounds), rng.choice(bounds)))
            replacement = "".join(rng.choice(list("0123456789") * 3 + JUNK) for _ in range(rng.randint(0, 5)))
        edit_case(out, f"random-{i}-{kind}", f"{kind} in a {name or 'no-brand'} number", None, text, start, end, replacement)
    return out.cases


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
        "complete}, each part {state, reason} with `reason` only when the state is invalid. `accepted` null: no list; "
        "`today` is [year, month]; an expiry or CVC of \"\" is also what a NULL gives in the C call. " + TABLE_NOTE],
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
