"""card-check.independent.json, around the pinned TODAYS. Part of generate_card_brand_vectors.py."""

from __future__ import annotations

import random
from typing import Any, Optional

import card_brand_reference as ref
from card_brand_vector_helpers import make_pan, spaced
from card_vector_cases import Cases

TODAYS = [(2026, 11), (2029, 12), (2099, 6), (2026, 1)]


def check_case(out: Cases, cid: str, comment: str, table: Any, pan: str, expiry: str, cvc: str,
               accepted: Optional[list], today: tuple, final: bool = False) -> None:
    extra = {"final": True} if final else {}
    out.add(cid, comment, table=table, pan=pan, expiry=expiry, cvc=cvc, accepted=accepted, today=list(today), **extra,
            expected=ref.check(table, pan, expiry, cvc, accepted, *today, final=final))


def pattern_detection_cases(out: Cases, today: tuple) -> None:
    """R16: the reported brand detects each continuation with patterns too, ties to the earlier brand."""
    table = [{"name": "maestro", "pattern": "493698[0-9]*", "panLengths": [16, 19]},
             {"name": "visa", "pattern": "4[0-9]*", "panLengths": [13, 16, 19]}]
    for pan, why in [("4", "4 may be a maestro (493698...) or a visa: none"), ("49369", "still either: none"),
                     ("493698", "every continuation is detected maestro (the earlier brand): maestro"),
                     ("41", "only visa can match: visa")]:
        check_case(out, f"pattern-detection-{pan}", f"maestro pattern before visa's: {why}", table, pan, "", "", None,
                   today)
    swapped = list(reversed(table))
    check_case(out, "pattern-detection-swapped-493698", "visa's pattern first: 493698 is visa (ties to the earlier)",
               swapped, "493698", "", "", None, today)


def final_cases(out: Cases, today: tuple) -> None:
    """Leaving a field (R17): incomplete becomes invalid with the same reason, advance false; valid and invalid stay."""
    for cid, comment, pan, expiry, cvc, accepted in [
            ("visa-luhn-typo", "a 16-digit Visa with a wrong check digit: invalid luhn on leaving", "4111 1111 1111 1112",
             "12/2", "12", None),
            ("visa-13-luhn", "13 digits of a Visa failing Luhn", "4111 1111 1111 1", "", "", None),
            ("empty", "an empty form: every part invalid required", "", "", "", None),
            ("amex-short", "14 digits of an Amex, a CVC of 3: invalid length", "3782 822463 1000", "12/30", "123", None),
            ("maestro-refused", "4 with only maestro accepted: invalid brandNotAccepted", "4", "1", "", ["maestro"]),
            ("month-missing-digit", "a month missing a digit (1/28): invalid format", "4111111111111111", "1/28", "123",
             None),
            ("year-started", "12/20 in 2026 on its way to 12/2028: invalid past", "4111111111111111", "12/20", "123", None),
            ("complete", "a complete form stays complete", "4111 1111 1111 1111", "12/30", "123", None),
            ("thirteen-valid", "a valid 13-digit Visa: valid, advance stays false", "4222222222222", "12/30", "123", None),
            ("invalid-stays", "parts already invalid stay as they are", "41x1", "13", "12a", None)]:
        check_case(out, f"final-{cid}", f"final: {comment}", None, pan, expiry, cvc, accepted, today, final=True)


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
    for name, pan in [("dash", "4111-1111-1111-1111"), ("amex-dashes", "3782-822463-10005")]:
        check_case(out, f"pan-chars-{name}", "dashes are separators, as spaces (R4): the brand is detected, and refused by "
                   "the accepted list", None, pan, "01/27", "1234", ["mastercard"], today)
    for name, pan in [("tab", "4111\t1111111111111"), ("nbsp", "4111\u00a01111"), ("slash", "4111/1111"),
                      ("underscore", "4111_1111")]:
        check_case(out, f"pan-chars-{name}", "a non-digit other than a space or a dash: invalid characters and no brand "
                   "(CVC by the unknown brand's lengths, maxLength 19)", None, pan, "01/27", "1234", ["mastercard"], today)
    for name, pan in [("dashes-only", "--"), ("mixed-separators", " - "), ("one-dash", "-")]:
        check_case(out, f"pan-separators-{name}", "a PAN of separators only is empty: incomplete, required", None, pan, "",
                   "", None, today)
    # R1: invalid only when no continuation can become valid
    for cid, comment, pan, accepted in [
            ("r1-visa-13-luhn", "13 digits, Luhn fails: a 16-, 18- or 19-digit Visa can still follow", "4111 1111 1111 1", None),
            ("r1-visa-14", "14 digits: not a Visa length yet", "4111 1111 1111 11", None),
            ("r1-visa-16-typo", "a 16-digit Visa with a typo could still be a 19-digit Visa", "4111 1111 1111 1112", None),
            ("r1-visa-18-typo", "18 digits, Luhn fails: 19 can follow", "4111 1111 1111 1111 11", None),
            ("r1-visa-19-typo", "19 digits, Luhn fails: nothing can follow", "4111 1111 1111 1111 112", None),
            ("r1-visa-20", "20 digits: beyond every length", "4111 1111 1111 1111 1111", None),
            ("r1-amex-not-accepted", "34 with only visa accepted: every continuation is an Amex", "34", ["visa"]),
            ("r1-visa-to-maestro", "4 with only maestro accepted: 493698... is a Maestro", "4", ["maestro"]),
            ("r1-4936-to-maestro", "4936 with only maestro accepted: 493698... is a Maestro", "4936", ["maestro"]),
            ("r1-4937-not-maestro", "4937 with only maestro accepted: every continuation is a Visa", "4937", ["maestro"]),
            ("r1-amex-15-typo", "a 15-digit Amex with a typo: Amex has no longer numbers", "3782 822463 10006", None),
            ("r1-mastercard-16-typo", "a 16-digit Mastercard with a typo", "5555 5555 5555 4445", None),
            ("r1-maestro-12", "12 digits of a Maestro (12-19): Luhn fails, more can follow", "6759 0000 0001", None),
            ("r1-unknown-11", "no brand, 11 digits", "9999 9999 999", None),
            ("r1-six-to-discover", "6 with only discover accepted: 6011... is a Discover", "6", ["discover"]),
            ("r1-65-discover-only", "65 with only maestro accepted: every continuation is a Discover", "65", ["maestro"])]:
        check_case(out, cid, comment, None, pan, "", "", accepted, today)
    patterns = [{"name": "visa", "pattern": "^4[0-9]*$", "panLengths": [16, 18, 19]},
                {"name": "amex", "pattern": "^3[47][0-9]*$", "panLengths": [15]},
                {"name": "short", "pattern": "5[0-9]{2}", "panLengths": [3]}]
    for cid, comment, pan, accepted in [
            ("r1-pattern-3", "3 matches no pattern whole yet: a number of no brand may follow", "3", ["visa"]),
            ("r1-pattern-34", "34 matches amex's pattern whole and it can grow: every continuation is taken as an amex",
             "34", ["visa"]),
            ("r1-pattern-4", "4 on visa's pattern, visa accepted", "4", ["visa"]),
            ("r1-pattern-short-51", "51 can still become short's 3 digits", "51", ["short"]),
            ("r1-pattern-short-512", "512: short, whole", "512", ["short"]),
            ("r1-pattern-short-5123", "5123 no longer matches short: no brand, 12-19 digits can follow", "5123", ["short"]),
            ("r1-pattern-amex-16", "16 digits starting 34: amex's pattern holds, amex has only 15", "3400000000000009", None)]:
        check_case(out, cid, comment, patterns, pan, "", "", accepted, today)
    r1_cvc = [{"name": "c", "bins": ["9"], "panLengths": [16], "cvcLengths": [3, 5]}]
    for cvc in ["12", "123", "1234", "12345", "123456"]:
        check_case(out, f"r1-cvc-3-or-5-{len(cvc)}", "CVC lengths 3 and 5: 4 digits are incomplete (a fifth can follow), "
                   "6 invalid", r1_cvc, "9", "", cvc, None, today)
    for name, pan in [("odd-spaces", " 4 111111111111111 ")]:
        check_case(out, f"pan-spaces-{name}", "spaces in the PAN are ignored", None, pan, "01/27", "123", None, today)
    # accepted lists
    visa = make_pan(rng, None, "visa", 16)
    for i, (accepted, why) in enumerate([([], "empty list: every brand"), (["vIsA", "amex"], "ASCII case-insensitive"),
                                         (["mastercard"], "not listed"), (["visa "], "a trailing space does not match")]):
        check_case(out, f"accepted-visa-{i}", f"accepted {why}", None, visa, "01/27", "123", accepted, today)
    check_case(out, "accepted-one-digit", "brandNotAccepted from the first digit on", None, "4", "", "", ["mastercard"], today)
    check_case(out, "accepted-unknown", "a PAN of no brand is refused by a list of the table's own brands", None,
               make_pan(rng, None, None, 16), "01/27", "123", ["visa"], today)
    check_case(out, "accepted-unknown-named", "a list naming a brand the table does not know takes a PAN of no brand",
               None, make_pan(rng, None, None, 16), "01/27", "123", ["visa", "private-label"], today)
    for pan in ["0000 0000 0000 0000", "000", "0"]:
        check_case(out, f"accepted-zeros-{len(pan)}", "no brand, only visa and mastercard accepted: invalid at once",
                   None, pan, "", "", ["visa", "mastercard"], today)
    # the brand shown while typing: the one every continuation would be detected as
    for pan in ["4", "41", "4936", "6", "60", "601", "6011", "62", "37", "3", "1", "1800", "35", "353", "22", "2221"]:
        check_case(out, f"settled-{pan}", "the brand reported is settled: every continuation is of that brand", None, pan,
                   "", "", None, today)
    # when to move on: valid at the length cards of the brand (or BIN range) usually have
    for pan in ["4012888888881", "4012888888881881", "4444333322221111000", "36227206271667", "30569309025904",
                "3056930009020004", "378282246310005", "6200000000000005"]:
        check_case(out, f"advance-{pan}", "advance: valid, and as long as cards of its brand or range usually are", None,
                   pan, "12/30", "", None, today)
    # patterns: the continuations left are few enough to decide exactly
    table = [{"name": "b0", "pattern": "29", "panLengths": [13, 17, 18]},
             {"name": "b1", "pattern": "[0-9]*4", "panLengths": [13, 17, 18, 19]}]
    for pan, why in [("232234062410116551", "the only Luhn-valid 19-digit continuation ends in 4: b1, not accepted"),
                     ("23223406241011655", "17 digits: continuations of no brand can still be valid")]:
        check_case(out, f"exact-continuations-{len(pan)}", why, table, pan, "", "", ["nonexistent"], today)
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
              "12-30", "\uff11\uff12/30", "12/2", "12/20", "12/202", "12/2028", "12/2099", "12/2026", "11/2026", "10/2026",
              "1220", "12202", "122028", "12/99", "1299", "12/9", "12/1", "12/0", "12/5", "12/51", "12/52", "12/2051",
              "12/2052", "12/20281", "1/2", "12//28", "12/2a",
              # a month missing digits, as Backspace and Delete in the expiry field's month leave it
              "1/28", "/28", "2/28", "0/28", "5", "/", "1/1", "/1", "1/20", "1/202", "/2028", "9/9", "5/99", "1/2a",
              # R16: one edit (the month's gap filled, or digits at the end) from a valid date, or not
              "/20", "/2", "0/20", "1/26", "1/2026", "1/2051", "1/2052",
              "//28", "1//28",
              # a year read from its first digit: 12/8 is the 2080s, not a 2-digit year missing its first digit
              "12/8"]
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
    random_tables(out, today)
    final_cases(out, today)
    pattern_detection_cases(out, today)
    return out.cases


def random_tables(out: Cases, today: tuple) -> None:
    """Random BIN tables (overlapping ranges of 1 to 8 digits, lengths from 6 to 19, accepted lists), and
    random digits typed on them: the as-you-type rule where ranges nest and shadow each other."""
    rng = random.Random(20261126)
    for n in range(80):
        table = []
        for b in range(rng.randint(1, 4)):
            bins = []
            for _ in range(rng.randint(1, 4)):
                k = rng.randint(1, 8)
                lo = rng.randint(10 ** (k - 1), 10 ** k - 1)
                hi = min(10 ** k - 1, lo + rng.choice([0, 1, 9, 99, 10 ** (k - 1)]))
                bins.append(f"{lo}" if lo == hi else f"{lo}-{hi}")
            lengths = sorted(rng.sample(range(8, 20), rng.randint(1, 3)))  # never shorter than a range (8 digits)
            table.append({"name": f"b{b}", "bins": bins, "panLengths": lengths})
        names = [t["name"] for t in table]
        accepted = rng.choice([None, rng.sample(names, rng.randint(1, len(names)))])
        pan = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 19)))
        if rng.random() < 0.5:  # start from a range's low end, so the digits sit inside the table
            head = rng.choice(table)["bins"][0].split("-")[0]
            pan = (head + pan)[:rng.randint(1, 19)]
        check_case(out, f"random-table-{n}", "a random BIN table, random digits typed", table, pan, "", "", accepted, today)
