"""pan-edit.independent.json. Part of generate_card_brand_vectors.py."""

from __future__ import annotations

import random
from typing import Any

import card_brand_reference as ref
from card_brand_vector_helpers import JUNK, LAYOUT_TABLES, make_pan, positions
from card_input_reference import PaySealRuleError
from card_vector_cases import Cases


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
        ("type-at-start-full", "a key at the start of a whole number (its brand's longest) is refused: text and caret unchanged", None, "4111 1111 1111 1111 111", 0, 0, "5"),
        ("type-unformatted-caret", "a rejected key in an unformatted text: the caret is kept within the formatted text",
         None, "4111----1111", 12, 12, "x"),
        ("paste-dashes", "pasting with dashes", None, "", 0, 0, "4111-1111-1111-1111"),
        ("paste-words", "pasting with words", None, "", 0, 0, "card: 3782 822463 10005 (amex)"),
        ("paste-middle", "pasting in the middle", None, "4111 1111", 5, 5, "2222"),
        ("paste-non-ascii", "pasting non-ASCII and emoji: only ASCII digits stay", None, "4111", 4, 4, "é1🎉2\u03013日"),
        ("paste-arabic", "Arabic-Indic digits are read as ASCII digits (R18)", None, "4111", 4, 4, "\u0661\u0662"),
        ("type-full-width", "a full-width digit from an IME is read as an ASCII digit", None, "4111 111", 8, 8, "\uff11"),
        ("paste-full-width", "a full-width number pasted", None, "", 0, 0,
         "\uff14\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11"),
        ("paste-devanagari", "Devanagari digits are read as ASCII digits", None, "", 0, 0, "\u0664\u0665\u0966\u0967"),
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
        # R18: a paste longer than the reported brand's maxLength is cut, and the result says so
        ("paste-visa-21-digits", "a Visa pasted with 21 digits: cut at 19, truncated", None, "", 0, 0,
         "411111111111111111111"),
        ("paste-amex-17-digits", "an Amex pasted with 17 digits: cut at 15 (amex's longest), truncated", None, "", 0, 0,
         "37828224631000512"),
        ("paste-mastercard-17-digits", "a MasterCard pasted with 17 digits: cut at 16, truncated", None, "", 0, 0,
         "5555 5555 5555 4444 1"),
        ("paste-into-whole-amex", "two digits pasted into a whole Amex: cut at 15, truncated", None, "3782 822463 10005",
         5, 5, "99"),
        ("paste-whole-visa", "a whole Visa pasted: nothing cut", None, "", 0, 0, "4111 1111 1111 1111"),
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
