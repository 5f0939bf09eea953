#!/usr/bin/env python3
"""Known answers for the keys of card fields (docs/cards.md, "Deleting with a direction", "The
expiry field", "Brand details"). Every expected value comes from card_editing_reference.py (a Python
implementation written from the doc; nothing here calls PaySeal).

Writes Vectors/card-editing.independent.json: the doc's examples, every row of the expiry tables,
keys, pastes and deletions around the month and the year, fields typed and emptied key by key (each
intermediate state a case), random keys and pastes from a fixed seed, brand details of the built-in
table and of custom tables, and bad positions. Before writing, expiry_properties.py checks the
reference field against the reference card check over every text the field can reach. Deterministic:
rerunning reproduces the file byte for byte. Standard library only (and vectorlib).

    python3 Vectors/tools/generate_card_editing_vectors.py
"""

from __future__ import annotations

import random
from typing import Any, Dict, Optional

import card_editing_reference as ref
import expiry_properties
import vectorlib as V
from card_input_reference import PaySealRuleError

SOURCE = ("Not upstream: generated for PaySeal by Vectors/tools/generate_card_editing_vectors.py with the independent "
          "reference implementation Vectors/tools/card_editing_reference.py (written from docs/cards.md, "
          "\"Deleting with a direction\", \"The expiry field\" and \"Brand details\"; it never calls PaySeal).")
LICENSE = "CC0 (written for PaySeal)"
SEED = 20261126
CARD_MASK = "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"
CUSTOM = [{"name": "x", "bins": ["05-07"], "pattern": "9\\d*", "panLengths": [16, 12, 16]},
          {"name": "p", "pattern": "4\\d*"}, {"name": "v", "bins": ["4", "41"], "cvvLength": 4, "format": [2, 3]}]


class Cases(list):
    def add(self, case_id: str, comment: str, op: str, run, **inputs: Any) -> Optional[Any]:
        case: Dict[str, Any] = {"id": case_id, "comment": comment, "op": op, **inputs}
        try:
            case["expected"] = run()
            case["result"] = "valid"
        except PaySealRuleError as exc:
            case["result"], case["status"] = "invalid", exc.status
        self.append({"id": case["id"], "comment": comment, "result": case["result"],
                     **{k: v for k, v in case.items() if k not in ("id", "comment", "result")}})
        return case.get("expected")

    def expiry(self, case_id: str, comment: str, text: str, start: int, end: int, replacement: str) -> Any:
        return self.add(case_id, comment, "expiry-edit", lambda: ref.expiry_edit(text, start, end, replacement),
                 text=text, start=start, end=end, replacement=replacement)

    def expiry_key(self, case_id: str, comment: str, text: str, start: int, end: int, forward: bool) -> Any:
        return self.add(case_id, comment, "expiry-delete", lambda: ref.expiry_delete(text, start, end, forward),
                 text=text, start=start, end=end, forward=forward)

    def mask(self, case_id: str, comment: str, mask: str, text: str, start: int, end: int, forward: bool) -> Optional[Any]:
        return self.add(case_id, comment, "mask-delete", lambda: ref.mask_delete(mask, text, start, end, forward),
                 mask=mask, text=text, start=start, end=end, forward=forward)

    def cvc(self, case_id: str, comment: str, table: Any, name: Optional[str], text: str, start: int, end: int,
            replacement: str) -> Any:
        return self.add(case_id, comment, "cvc-edit", lambda: ref.cvc_edit(table, name, text, start, end, replacement),
                        table=table, name=name, text=text, start=start, end=end, replacement=replacement)

    def pan(self, case_id: str, comment: str, table: Any, text: str, start: int, end: int, forward: bool) -> Any:
        return self.add(case_id, comment, "pan-delete", lambda: ref.pan_delete(table, text, start, end, forward),
                 table=table, text=text, start=start, end=end, forward=forward)


def deletion_cases(out: Cases) -> None:
    out.mask("issue-forward-delete", "forward-Delete at caret 4 deletes the digit after the caret, never the one before",
             CARD_MASK, "4111 2222", 4, 4, True)
    out.mask("backspace-after-space", "Backspace after a space deletes the digit before the space", CARD_MASK, "4111 2222", 5, 5, False)
    out.mask("delete-on-digit", "Delete with the caret before a digit", CARD_MASK, "4111 2222", 2, 2, True)
    out.mask("backspace-at-start", "Backspace at the start: nothing to delete", CARD_MASK, "4111 2222", 0, 0, False)
    out.mask("delete-at-end", "Delete at the end: nothing to delete", CARD_MASK, "4111 2222", 9, 9, True)
    out.mask("delete-unformatted", "nothing to delete in a text that was not formatted: formatted, the caret kept within it",
             CARD_MASK, "41112222x", 9, 9, True)
    out.mask("selection-backspace", "a selection is deleted as it is", CARD_MASK, "4111 2222 3333", 2, 7, False)
    out.mask("selection-delete", "both keys delete a selection alike", CARD_MASK, "4111 2222 3333", 2, 7, True)
    out.mask("selection-one-literal", "a selected literal is deleted as it is: the text formats back, the caret past it",
             CARD_MASK, "4111 2222", 4, 5, False)
    out.mask("dash-backspace", "Backspace skips a literal dash", "{{99}}-{{99}}", "12-34", 3, 3, False)
    out.mask("dash-delete", "Delete skips a literal dash", "{{99}}-{{99}}", "12-34", 2, 2, True)
    out.mask("letters", "letters mask", "{{aa}}/{{AA}}", "ab/CD", 3, 3, False)
    out.mask("surrogate-backspace", "a character of two UTF-16 code units", "{{**}}", "\U0001F389x", 2, 2, False)
    out.mask("surrogate-delete", "Delete before a character of two UTF-16 code units", "{{**}}", "x\U0001F389", 1, 1, True)
    out.mask("surrogate-inside", "a position inside a surrogate pair", "{{**}}", "\U0001F389x", 1, 1, False)
    out.mask("mask-start-after-end", "start after end", CARD_MASK, "4111", 3, 2, True)
    out.mask("mask-past-end", "a position past the end", CARD_MASK, "4111", 5, 5, True)
    out.mask("bad-mask", "a mask that does not parse", "{{99", "12", 1, 1, False)

    out.pan("issue-pan-forward-delete", "forward-Delete at caret 4 of 4111 2222 3333 4444", None,
            "4111 2222 3333 4444", 4, 4, True)
    out.pan("issue-pan-backspace", "Backspace at caret 5 of 4111 2222 3333 4444", None, "4111 2222 3333 4444", 5, 5, False)
    text, caret = "3782 822463 10005", 0
    for i in range(4):  # Delete from the start: the brand changes from amex
        result = out.pan(f"amex-delete-{i}", f"forward-Delete at the start of an amex ({i + 1})", None, text, caret, caret, True)
        text, caret = result["text"], result["caret"]
    text, caret = "3782 822463 10005", 17
    for i in range(16):  # Backspace from the end, every state
        result = out.pan(f"amex-backspace-{i}", f"Backspace at the end of an amex ({i + 1})", None, text, caret, caret, False)
        text, caret = result["text"], result["caret"]
    out.pan("amex-delete-in-6-group", "Delete inside amex's 6-digit group", None, "3782 822463 10005", 7, 7, True)
    out.pan("brand-change-backspace", "Backspace that turns a visa into an unknown brand", None, "4111 1111", 1, 1, False)
    out.pan("custom-table", "a custom table's layout", [{"name": "two", "bins": ["9"], "format": [2, 3]}], "92 345 6789", 3, 3, True)
    out.pan("pan-selection", "a selection across groups", None, "4111 2222 3333", 3, 11, True)
    out.pan("pan-bad-position", "a position past the end", None, "4111", 9, 9, False)


EXPIRY_TABLE = [  # (id, comment, text, start, end, replacement)
    ("type-2", "a first digit 2-9 is a whole month", "", 0, 0, "2"),
    ("type-9", "a first digit 9", "", 0, 0, "9"),
    ("type-0", "0 waits for the second digit", "", 0, 0, "0"),
    ("type-1", "1 waits for the second digit", "", 0, 0, "1"),
    ("type-1-2", "12: the / follows a whole month", "1", 1, 1, "2"),
    ("type-1-0", "10", "1", 1, 1, "0"),
    ("type-1-3", "1 then 3: January, the 3 starts the year", "1", 1, 1, "3"),
    ("type-1-9", "1 then 9", "1", 1, 1, "9"),
    ("type-0-0", "no month 00", "0", 1, 1, "0"),
    ("type-0-5", "05", "0", 1, 1, "5"),
    ("type-1-slash", "a / after one month digit pads it", "1", 1, 1, "/"),
    ("type-0-slash", "0 cannot be padded", "0", 1, 1, "/"),
    ("type-slash-empty", "a / in an empty field", "", 0, 0, "/"),
    ("type-slash-after-month", "a / after a whole month: the / is there already", "12/", 3, 3, "/"),
    ("type-slash-before-slash", "a / typed just before the /: the caret moves past it", "12/", 2, 2, "/"),
    ("type-slash-in-year", "a / in the year", "12/2", 4, 4, "/"),
    ("type-year-1", "the first year digit", "12/", 3, 3, "2"),
    ("type-year-2", "the second year digit", "12/2", 4, 4, "8"),
    ("type-year-full", "a third year digit is refused", "12/28", 5, 5, "9"),
    ("type-year-third", "after 20, a third year digit", "12/20", 5, 5, "2"),
    ("type-year-fourth", "the fourth: 12/2028 is whole, written 12/28", "12/202", 6, 6, "8"),
    ("type-year-third-not-20", "no third digit after a year other than 20", "12/21", 5, 5, "0"),
    ("type-year-third-inside", "the third digit of 20 only at the year's end", "12/20", 4, 4, "2"),
    ("type-year-third-front", "a digit at the front of the year 20: refused", "12/20", 3, 3, "1"),
    ("type-year-host-4-digits", "a host's 12/2028: full", "12/2028", 7, 7, "1"),
    ("type-year-third-lone-month", "the year does not depend on the month: 1/20 takes a third digit", "1/20", 4, 4, "3"),
    ("type-month-gap-first", "a digit in the gap before a lone month digit", "2/28", 0, 0, "1"),
    ("type-month-gap-empty", "a first month digit before /28", "/28", 0, 0, "1"),
    ("type-over-year-first", "a digit typed over the year's first digit fills its place", "12/28", 3, 4, "3"),
    ("type-letter-over-year-first", "a refused key over the year's first digit: the year digits after it go too",
     "12/28", 3, 4, "x"),
    ("type-into-month-over-year", "a digit over 2/2 goes into the month: the year's 8 goes too", "12/28", 1, 4, "1"),
    ("type-into-year-over-slash", "a digit over /2 goes into the year, in the 2's place", "12/28", 2, 4, "3"),
    ("type-letter", "a letter is refused", "12/", 3, 3, "a"),
    ("type-space", "a space is refused", "1", 1, 1, " "),
    ("type-before-slash", "a digit just before the / of a whole month goes to the year", "12/", 2, 2, "5"),
    ("type-in-whole-month", "a digit inside a whole month is refused", "12/", 1, 1, "1"),
    ("type-month-front", "a digit before a lone month digit", "2/28", 0, 0, "1"),
    ("type-month-back", "the month made whole again after a deletion", "1/28", 1, 1, "2"),
    ("type-1-3-with-year", "1 then 3 with a year: refused (it would push the year)", "1/28", 1, 1, "3"),
    ("type-slash-lone-month-with-year", "a / after a lone month digit with a year pads it", "1/28", 1, 1, "/"),
    ("type-year-front", "a digit at the front of a one-digit year", "12/8", 3, 3, "2"),
    ("type-empty-month-with-year", "a first digit 2-9 with a year and no month", "/28", 0, 0, "3"),
    ("paste-1228", "a pasted MMYY", "", 0, 0, "1228"),
    ("paste-12-28", "a pasted MM/YY", "", 0, 0, "12/28"),
    ("paste-12-2028", "a pasted MM/YYYY", "", 0, 0, "12/2028"),
    ("paste-122028", "a pasted MMYYYY", "", 0, 0, "122028"),
    ("paste-12-1999", "a 4-digit year not in 20xx: refused (the field holds 2000-2099; never 12/19)", "", 0, 0, "12/1999"),
    ("paste-over-all", "a paste over the whole text", "05/27", 0, 5, "1228"),
    ("paste-long", "a fifth year digit: the paste is refused", "", 0, 0, "1228999"),
    ("paste-spaced", "a paste with spaces: they are ignored", "", 0, 0, "12 / 28"),
    ("paste-3-digits", "a paste of 3 digits: month 52, refused", "", 0, 0, "528"),
    ("paste-3-digits-ok", "a paste of 3 digits: a month and a year digit", "", 0, 0, "122"),
    ("paste-13-30", "a month 13 pasted: refused, never 01/33", "", 0, 0, "13/30"),
    ("paste-1330", "1330 pasted: refused", "", 0, 0, "1330"),
    ("paste-00", "month 00 pasted: refused", "", 0, 0, "00/28"),
    ("paste-month-three-digits", "three month digits: refused", "", 0, 0, "123/28"),
    ("paste-two-slashes", "a second /: refused", "", 0, 0, "12/28/30"),
    ("paste-newline", "a trailing newline (a clipboard's) is ignored", "", 0, 0, "12/28\n"),
    ("paste-letters", "letters are ignored: Dec/28 is a month missing its digits", "", 0, 0, "Dec/28"),
    ("paste-one-digit-month", "1/28 pasted: the month stays one digit (never guessed)", "", 0, 0, "1/28"),
    ("paste-no-month", "/28 pasted: a month missing its digits", "", 0, 0, "/28"),
    ("paste-year-on-its-way", "12/203 pasted: a year on its way to 2030-2039", "", 0, 0, "12/203"),
    ("paste-year-3-digits-not-20", "12/213 pasted: refused (no 2130s)", "", 0, 0, "12/213"),
    ("paste-year-5-digits", "12/20281 pasted: refused", "", 0, 0, "12/20281"),
    ("paste-month-over", "13 pasted over the month: refused, text and caret unchanged", "12/28", 0, 2, "13"),
    ("paste-month-over-ok", "11 pasted over the month", "12/28", 0, 2, "11"),
    ("paste-year-over", "2030 pasted over the year: 12/30", "12/28", 3, 5, "2030"),
    ("paste-year-over-2130", "2130 pasted over the year: refused", "12/28", 3, 5, "2130"),
    ("paste-year-after-slash", "28 pasted after 12/", "12/", 3, 3, "28"),
    ("paste-year-too-many", "28 pasted after 12/2: a third year digit not after 20, refused", "12/2", 4, 4, "28"),
    ("paste-into-month-gap", "12 pasted before /28", "/28", 0, 0, "12"),
    ("paste-ends-in-month", "a paste that ends in the month: the caret after its digit", "/28", 0, 0, "1 "),
    ("paste-spaces-only", "a paste of spaces: nothing changes but the caret, after it", "12/28", 2, 2, "  "),
    ("paste-20-at-year-front", "20 pasted before the year 28: 12/2028, written 12/28", "12/28", 3, 3, "20"),
    ("delete-slash-edit", "deleting exactly the / deletes the month's last digit", "11/28", 2, 3, ""),
    ("delete-month-digit-edit", "deleting the month's second digit keeps the year", "11/28", 1, 2, ""),
    ("delete-slash-no-year", "12/ without its /: 1", "12/", 2, 3, ""),
    ("delete-slash-no-month", "a / without a month before it: nothing deleted", "/28", 0, 1, ""),
    ("delete-across", "a deletion across the /: the year's 8 goes with its 2", "12/28", 1, 4, ""),
    ("delete-year-first-edit", "the year's first digit deleted: the year digits after it go too", "12/28", 3, 4, ""),
    ("delete-year-last-edit", "the year's last digit deleted", "12/28", 4, 5, ""),
    ("delete-all", "everything deleted", "12/28", 0, 5, ""),
    ("replace-year", "the year replaced", "12/28", 3, 5, "30"),
    ("replace-month", "the month replaced by one digit", "12/28", 0, 2, "0"),
    ("unformatted-rejected", "a refused key in a text that was not formatted: formatted, the caret kept within it", "1228", 4, 4, "x"),
    ("unformatted-typed", "typing after a text without a /", "122", 3, 3, "8"),
    ("surrogate", "a character of two UTF-16 code units is ignored", "1\U0001F3892", 3, 3, "/"),
    ("inside-surrogate", "a position inside a surrogate pair", "1\U0001F389", 2, 2, "1"),
    ("expiry-past-end", "a position past the end", "12/", 4, 4, "1"),
    ("expiry-start-after-end", "start after end", "12/", 2, 1, ""),
]

EXPIRY_KEYS = [  # (id, comment, text, start, end, forward)
    ("issue-backspace-after-slash", "Backspace right after the / of 11/28: 1/28, caret 1", "11/28", 3, 3, False),
    ("backspace-after-month", "Backspace after the month's second digit of 11/28", "11/28", 2, 2, False),
    ("backspace-slash-no-year", "12/ Backspace: 1", "12/", 3, 3, False),
    ("backspace-year", "Backspace in the year", "12/28", 5, 5, False),
    ("backspace-start", "Backspace at the start: nothing", "12/28", 0, 0, False),
    ("delete-start", "Delete at the start", "12/28", 0, 0, True),
    ("delete-before-slash", "Delete just before the /: the year's first digit, and the 8 after it", "12/28", 2, 2, True),
    ("delete-after-slash", "Delete just after the /: 12/, never 12/8", "12/28", 3, 3, True),
    ("backspace-year-first", "Backspace after the year's first digit: 12/", "12/28", 4, 4, False),
    ("backspace-month-first-no-year", "12/ Backspace at 1: 2, a month missing its first digit", "12/", 1, 1, False),
    ("backspace-month-first", "Backspace at 1 of 12/28: 2/28", "12/28", 1, 1, False),
    ("backspace-3-digit-year", "Backspace at the end of 12/202", "12/202", 6, 6, False),
    ("backspace-3-digit-year-middle", "Backspace in the middle of 12/202: 12/2", "12/202", 5, 5, False),
    ("backspace-host-4-digit-year", "a host's 12/2028, Backspace at its end: 12/202", "12/2028", 7, 7, False),
    ("delete-host-4-digit-year", "a host's 12/2028, Delete at the year's start", "12/2028", 3, 3, True),
    ("delete-end", "Delete at the end: nothing", "12/28", 5, 5, True),
    ("delete-slash-only", "Delete before the / of 12/: nothing after it", "12/", 2, 2, True),
    ("selection-across", "a selection across the /", "12/28", 1, 4, False),
    ("selection-slash", "a selection of the / alone: nothing to delete, the caret past it", "12/28", 2, 3, True),
    ("key-surrogate", "a character of two UTF-16 code units is skipped", "1\U0001F3892", 3, 3, False),
    ("key-past-end", "a position past the end", "12/", 4, 4, False),
]


def expiry_cases(out: Cases, rng: random.Random) -> None:
    for row in EXPIRY_TABLE:
        out.expiry(row[0], row[1], *row[2:])
    for row in EXPIRY_KEYS:
        out.expiry_key(row[0], row[1], *row[2:])
    text, caret = "", 0
    for i, key in enumerate("1228"):  # typed, then emptied, key by key
        result = out.expiry(f"typed-{i}", f"12/28 typed key by key ({i + 1})", text, caret, caret, key)
        text, caret = result["text"], result["caret"]
    for i in range(5):
        result = out.expiry_key(f"emptied-{i}", f"12/28 emptied with Backspace ({i + 1})", text, caret, caret, False)
        text, caret = result["text"], result["caret"]
    text, caret = "", 0
    for i, key in enumerate("122028"):  # MMYYYY typed key by key ends valid, written 12/28
        result = out.expiry(f"typed-yyyy-{i}", f"122028 typed key by key ({i + 1})", text, caret, caret, key)
        text, caret = result["text"], result["caret"]
    text, caret = "", 0
    for i, key in enumerate("\uff11\uff12\uff12\uff18"):  # full-width keys from an IME: read as ASCII digits (R18)
        result = out.expiry(f"typed-full-width-{i}", f"full-width 1228 typed key by key ({i + 1})", text, caret, caret, key)
        text, caret = result["text"], result["caret"]
    out.expiry("paste-full-width", "a full-width 12/2028 pasted: 12/28", "", 0, 0, "\uff11\uff12/\uff12\uff10\uff12\uff18")
    out.expiry("paste-arabic-indic", "Arabic-Indic 1228 pasted: 12/28", "", 0, 0, "\u0661\u0662\u0662\u0668")
    result = out.expiry_key("month-fixed-0", "11/28: Backspace after the /", "11/28", 3, 3, False)
    out.expiry("month-fixed-1", "then 1 typed at the caret: 11/28 again", result["text"], result["caret"], result["caret"], "1")
    keys = list("0123456789/a") + ["back", "delete", "back", "paste"]
    pastes = ["1228", "13/30", "12/2028", "2 8", "/2", "0130", "12/", "2030", "1/2", "99"]
    for n in range(32):  # random keys and pastes at random carets and selections
        text, caret = "", 0
        for step in range(rng.randint(2, 7)):
            key, length = rng.choice(keys), len(text.encode("utf-16-le")) // 2
            caret = caret if rng.random() < 0.7 else rng.randint(0, length)
            end = caret if key != "paste" or rng.random() < 0.5 else rng.randint(caret, length)
            cid, comment = f"random-{n}-{step}", f"random keys {n}, step {step + 1}"
            if key in ("back", "delete"):
                result = out.expiry_key(cid, comment, text, caret, caret, key == "delete")
            elif key == "paste":
                result = out.expiry(cid, comment + " (a paste)", text, caret, end, rng.choice(pastes))
            else:
                result = out.expiry(cid, comment, text, caret, caret, key)
            text, caret = result["text"], result["caret"]


def brand_cases(out: Cases) -> None:
    for name in ("amex", "diners", "discover", "jcb", "maestro", "mastercard", "visa"):
        out.add(f"info-{name}", f"the built-in {name}", "brand-info", lambda: ref.brand_info(None, name), table=None, name=name)
    out.add("info-unknown", "an unknown name", "brand-info", lambda: ref.brand_info(None, "Visa"), table=None, name="Visa")
    for name in ("x", "p", "v"):
        out.add(f"info-custom-{name}", f"custom brand {name}: effective lengths and layout", "brand-info",
                lambda: ref.brand_info(CUSTOM, name), table=CUSTOM, name=name)
    for name in ("amex", "diners", "discover", "jcb", "maestro", "mastercard", "visa"):
        out.add(f"cvc-mask-{name}", f"the CVC mask of the built-in {name}", "cvc-mask", lambda: ref.cvc_mask(None, name),
                table=None, name=name)
    out.add("cvc-mask-no-brand", "no brand yet: the unknown brand's mask", "cvc-mask", lambda: ref.cvc_mask(None, None),
            table=None, name=None)
    out.add("cvc-mask-unknown-name", "a name the table does not have", "cvc-mask", lambda: ref.cvc_mask(None, "Visa"),
            table=None, name="Visa")
    for name in ("x", "p", "v"):
        out.add(f"cvc-mask-custom-{name}", f"custom brand {name}: its effective CVC lengths", "cvc-mask",
                lambda: ref.cvc_mask(CUSTOM, name), table=CUSTOM, name=name)
    out.add("cvc-mask-empty-table", "no brand in an empty table", "cvc-mask", lambda: ref.cvc_mask([], None), table=[], name=None)
    out.add("table-built-in", "the built-in table, normalized", "brands-json", lambda: ref.brands_json(None), table=None)
    out.add("table-custom", "a custom table, normalized", "brands-json", lambda: ref.brands_json(CUSTOM), table=CUSTOM)
    out.add("table-empty", "an empty table", "brands-json", lambda: ref.brands_json([]), table=[])
    pans = ["4936 98", "493698", "6011-0000", "6011", "4111", "4", "6", "5", "3", "34", "36", "", "4x", "2221 0000",
            "2720", "1800", "3528", "3095", "644", "65", "5000 00"]
    for i, pan in enumerate(pans):
        out.add(f"candidates-{i}", f"candidates of {pan!r}", "brand-candidates", lambda: ref.candidates(None, pan), table=None, pan=pan)
    for i, pan in enumerate(["41", "4", "0600", "9", "05", "411"]):
        out.add(f"candidates-custom-{i}", f"candidates of {pan!r} in a custom table (ranges before patterns, longest first)",
                "brand-candidates", lambda: ref.candidates(CUSTOM, pan), table=CUSTOM, pan=pan)


def cvc_cases(out: Cases) -> None:
    """The CVC field (R18): digits only; a paste of anything else refused, one too long cut."""
    for cid, comment, table, name, text, start, end, replacement in [
        ("cvc-paste-13-30", "13/30 pasted is refused (notDigits), never read as 1330", None, None, "", 0, 0, "13/30"),
        ("cvc-paste-13-30-visa", "13/30 pasted into a visa's CVC: refused, the text kept", None, "visa", "12", 2, 2, "13/30"),
        ("cvc-paste-letters", "a paste with a letter: refused", None, "amex", "", 0, 0, "12a4"),
        ("cvc-paste-dash", "a paste with a dash: refused", None, "visa", "", 0, 0, "1-2"),
        ("cvc-paste-digits", "three digits pasted into a visa's CVC", None, "visa", "", 0, 0, "123"),
        ("cvc-paste-spaces", "white space a clipboard adds is no character of the CVC", None, "visa", "", 0, 0, " 123\n"),
        ("cvc-paste-too-long-visa", "four digits pasted into a visa's 3: cut, truncated", None, "visa", "", 0, 0, "1234"),
        ("cvc-paste-too-long-unknown", "five digits while no brand is reported (4): cut, truncated", None, None, "", 0, 0,
         "12345"),
        ("cvc-paste-full-width", "full-width digits from an input method", None, "amex", "", 0, 0,
         "\uff11\uff12\uff13\uff14"),
        ("cvc-paste-replace", "a paste over the whole CVC", None, "visa", "123", 0, 3, "456"),
        ("cvc-key-digit", "a digit typed", None, "visa", "12", 2, 2, "3"),
        ("cvc-key-full-width", "a full-width digit typed", None, "visa", "12", 2, 2, "\uff13"),
        ("cvc-key-past-mask", "a key past the mask's last digit is refused, text and caret unchanged", None, "visa", "123",
         1, 1, "9"),
        ("cvc-key-letter", "a letter typed: refused (no reason: a key)", None, "visa", "12", 2, 2, "x"),
        ("cvc-key-slash", "a / typed: refused", None, None, "12", 2, 2, "/"),
        ("cvc-delete", "a digit deleted", None, "amex", "1234", 1, 2, ""),
        ("cvc-custom-brand", "a custom brand's 4-digit CVC", CUSTOM, "v", "123", 3, 3, "4"),
        ("cvc-unknown-brand", "a brand the table does not have", None, "nope", "", 0, 0, "1"),
        ("cvc-bad-position", "a position past the end", None, "visa", "12", 3, 3, "1"),
    ]:
        out.cvc(cid, comment, table, name, text, start, end, replacement)
    text, caret = "", 0
    for i, key in enumerate("1234"):  # a 3-digit CVC typed key by key, one key too many
        result = out.cvc(f"cvc-type-visa-{i + 1}", f"a visa's CVC typed key by key ({i + 1})", None, "visa", text, caret,
                         caret, key)
        text, caret = result["text"], result["caret"]


def main() -> None:
    expiry_properties.check_all()
    rng = random.Random(SEED)
    out = Cases()
    deletion_cases(out)
    expiry_cases(out, rng)
    brand_cases(out)
    cvc_cases(out)
    V.write_vectors("card-editing.independent.json", "card-editing", SOURCE, LICENSE, [
        "Runner by `op`: mask-delete (`mask`, `text`, `start`, `end`, `forward`), pan-delete (`table`, `text`, `start`, `end`, "
        "`forward`), expiry-edit (`text`, `start`, `end`, `replacement`) and expiry-delete (`text`, `start`, `end`, `forward`) "
        "must give `expected` {text, caret}, positions in UTF-16 code units (expiry-edit also `refused`: \"notADate\" for a "
        "paste of no possible date, else null); cvc-edit (`table`, `name` (null: no brand), `text`, `start`, `end`, "
        "`replacement`) must give `expected` {text, caret, truncated, refused} (payseal_card_edit_cvc); brand-info (`table`, `name`) must give `expected` "
        "{name, panLengths, cvcLengths, format}; cvc-mask (`table`, `name`, null for no brand) the mask text of a CVC field "
        "(payseal_card_cvc_mask; Swift: CardBrand.cvcMask, CardBrand.unknownBrandCVCMask); brands-json (`table`) the normalized table; brand-candidates (`table`, `pan`) "
        "the names, most specific first (JSON compared as parsed). Invalid cases fail with `status`. `table` is null for the "
        "built-in table, otherwise a JSON value to serialize compactly and parse."], out)
    V.update_readme()


if __name__ == "__main__":
    main()
