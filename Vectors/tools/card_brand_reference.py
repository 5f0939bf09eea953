"""A small, independent Python implementation of PaySeal's offline card-brand rules, written from
docs/cards.md, section "Card brands (offline)", alone (it never calls PaySeal). The vector
generator generate_card_brand_vectors.py uses it for every expected value.

- parse_table(table): a brand table from JSON text or from a JSON value (serialized compactly
  first, as a runner would); errors raise PaySealRuleError with PAYSEAL_E_JSON or PAYSEAL_E_LIMIT.
- brand(table, pan), check(table, pan, expiry, cvc, accepted, year, month),
  format_pan(table, pan), edit_pan(table, text, start, end, replacement).

`table` is None for the built-in table, a parsed table (list of Brand), JSON text or a JSON value.
Positions are UTF-16 code units, as in PaySeal's API. PAN formatting and editing reuse Mask from
card_input_reference.py (the reference of the "Masks" section). Patterns use Python's re, full
match, ASCII mode; the vectors only use patterns on which re and PCRE2 agree.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any, Dict, List, Optional, Sequence, Tuple

import card_check_reference as CC
from card_input_reference import Mask, PaySealRuleError, _index

MAX_TABLE_BYTES = 64 * 1024
MAX_BRANDS = 256
MAX_BINS = 1024
MAX_NAME_BYTES = 64
MAX_DIGITS = 19

UNKNOWN_PAN_LENGTHS = list(range(12, 20))
UNKNOWN_CVC_LENGTHS = [3, 4]
GROUP = 4

# The built-in table of docs/cards.md, in the doc's order.
BUILT_IN: List[Dict[str, Any]] = [
    {"name": "amex", "bins": ["34", "37"], "panLengths": [15], "cvcLengths": [4], "format": [4, 6, 5]},
    {"name": "diners", "bins": ["300-305", "3095", "36", "38", "39"], "panLengths": [14, 16, 19], "cvcLengths": [3],
     "advanceLength": 16, "advanceLengths": {"36": 14}, "formatByLength": {"14": [4, 6, 4]}},
    {"name": "discover", "bins": ["6011", "644-649", "65"], "panLengths": [16, 19], "cvcLengths": [3], "advanceLength": 16},
    {"name": "jcb", "bins": ["2131", "1800", "3088-3094", "3096-3102", "3112-3120", "3158-3159", "3337-3349", "3528-3589"],
     "panLengths": [16, 17, 18, 19], "cvcLengths": [3], "advanceLength": 16},
    {"name": "maestro", "bins": ["493698", "500000-506698", "506779-508999", "56-59", "63", "67", "6"],
     "panLengths": list(range(12, 20)), "cvcLengths": [3], "advanceLength": 16},
    {"name": "mastercard", "bins": ["51-55", "2221-2229", "223-229", "23-26", "270-271", "2720"], "panLengths": [16],
     "cvcLengths": [3]},
    {"name": "mir", "bins": ["2200-2204"], "panLengths": [16, 17, 18, 19], "cvcLengths": [3], "advanceLength": 16},
    {"name": "unionpay", "bins": ["62", "81"], "panLengths": [16, 17, 18, 19], "cvcLengths": [3], "advanceLength": 16},
    {"name": "visa", "bins": ["4"], "panLengths": [13, 16, 18, 19], "cvcLengths": [3], "advanceLength": 16},
]


class Brand:
    def __init__(self, name: str, ranges: List[Tuple[int, int, int]], pattern: Optional["re.Pattern[str]"],
                 pan_lengths: List[int], cvc_lengths: List[int], groups: List[int], advance: Optional[int] = None,
                 range_advance: Optional[List[Tuple[int, int, int, int]]] = None,
                 groups_by_length: Optional[Dict[int, List[int]]] = None) -> None:
        self.name = name
        self.ranges = ranges  # (lo, hi, number of digits)
        self.pattern = pattern
        self.pan_lengths = pan_lengths  # never empty: the unknown brand's defaults when not given
        self.cvc_lengths = cvc_lengths
        self.groups = groups  # the brand's `format` ([] when absent: groups of 4 throughout)
        self.advance = advance if advance is not None else max(pan_lengths)  # where a form moves on
        self.range_advance = range_advance or []  # (lo, hi, digits, advance length) of advanceLengths
        self.groups_by_length = groups_by_length or {}  # formatByLength

    def advance_for(self, digits: str) -> int:
        """The advance length of a PAN of this brand: its longest matching advanceLengths range's, else the brand's."""
        best, strength = self.advance, 0
        for lo, hi, n, length in self.range_advance:
            if len(digits) >= n and lo <= int(digits[:n]) <= hi and n > strength:
                best, strength = length, n
        return best

    def strength(self, digits: str) -> int:
        """The length of the longest matching range, 0 for a matching pattern only, -1 for no match."""
        best = -1
        for lo, hi, n in self.ranges:
            if len(digits) >= n and lo <= int(digits[:n]) <= hi:
                best = max(best, n)
        if best < 0 and self.pattern is not None and self.pattern.fullmatch(digits):
            best = 0
        return best


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _lengths(brand: int, member: str, value: Any) -> Optional[List[int]]:
    """panLengths / cvcLengths / format: an array of integers 1..19. None when absent or null."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(_is_int(v) and 1 <= v <= MAX_DIGITS for v in value):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"[{brand}].{member} is not an array of integers from 1 to 19")
    return list(value)


def _bin(brand: int, text: Any) -> Tuple[int, int, int]:
    if not isinstance(text, str):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"[{brand}].bins holds a non-string")
    parts = text.split("-")
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2 or not all(1 <= len(p) <= MAX_DIGITS and all("0" <= c <= "9" for c in p) for p in parts):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"[{brand}].bins: {text!r} is not D or lo-hi")
    lo, hi = parts
    if len(lo) != len(hi) or int(lo) > int(hi):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"[{brand}].bins: {text!r}: lo and hi differ in length or lo > hi")
    return int(lo), int(hi), len(lo)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_table(table: Any) -> List[Brand]:
    if table is None:
        table = BUILT_IN
    if isinstance(table, list) and all(isinstance(b, Brand) for b in table) and table:
        return table
    text = table if isinstance(table, str) else json.dumps(table, ensure_ascii=False, separators=(",", ":"))
    if len(text.encode("utf-8", "surrogatepass")) > MAX_TABLE_BYTES:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "table over 64 KiB")
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except ValueError as exc:
        raise PaySealRuleError("PAYSEAL_E_JSON", f"not JSON: {exc}")
    if not isinstance(value, list):
        raise PaySealRuleError("PAYSEAL_E_JSON", "the table is not an array")
    if len(value) > MAX_BRANDS:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "more than 256 brands")
    brands, bins = [], 0
    for i, b in enumerate(value):
        if not isinstance(b, dict):
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}] is not an object")
        name = b.get("name")
        if not isinstance(name, str) or name == "":
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].name is missing, empty or not a string")
        if len(name.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES:
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].name is over 64 bytes")
        # A member that is null counts as absent, an empty array as no value.
        ranges: List[Tuple[int, int, int]] = []
        if b.get("bins") is not None:
            if not isinstance(b["bins"], list):
                raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].bins is not an array")
            bins += len(b["bins"])
            if bins > MAX_BINS:
                raise PaySealRuleError("PAYSEAL_E_LIMIT", "more than 1024 BIN entries")
            ranges = [_bin(i, t) for t in b["bins"]]
        pattern = None
        if b.get("pattern") is not None:
            if not isinstance(b["pattern"], str):
                raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].pattern is not a string")
            try:
                pattern = re.compile(b["pattern"], re.ASCII)
            except re.error as exc:
                raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].pattern does not compile: {exc}")
        if not ranges and pattern is None:
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}] has neither bins nor pattern")
        pan_lengths = _lengths(i, "panLengths", b.get("panLengths")) or list(UNKNOWN_PAN_LENGTHS)
        if any(n > max(pan_lengths) for _, _, n in ranges):
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].bins: a BIN longer than the brand's longest PAN length")
        cvc_lengths = _lengths(i, "cvcLengths", b.get("cvcLengths"))
        cvv = b.get("cvvLength")
        if cvv is not None and not (_is_int(cvv) and 1 <= cvv <= MAX_DIGITS):
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].cvvLength is not an integer from 1 to 19")
        if not cvc_lengths and cvv is not None:  # cvcLengths gives no length: Worldpay's cvvLength
            cvc_lengths = [cvv]
        groups = _lengths(i, "format", b.get("format")) or []
        advance, range_advance, by_length = _advance_members(i, b, ranges, pan_lengths)
        brands.append(Brand(name, ranges, pattern, pan_lengths, cvc_lengths or list(UNKNOWN_CVC_LENGTHS), groups,
                            advance, range_advance, by_length))
    return brands


def _advance_members(i: int, b: Dict[str, Any], ranges: List[Tuple[int, int, int]], pan_lengths: List[int]):
    """advanceLength (one of the PAN lengths), advanceLengths ({bins entry: PAN length}), formatByLength
    ({"PAN length": groups}); each absent or null: none."""
    advance = b.get("advanceLength")
    if advance is not None and not (_is_int(advance) and advance in pan_lengths):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].advanceLength is not one of the brand's PAN lengths")
    range_advance = []
    if b.get("advanceLengths") is not None:
        if not isinstance(b["advanceLengths"], dict):
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].advanceLengths is not an object")
        for key, length in b["advanceLengths"].items():
            lo, hi, n = _bin(i, key)
            if (lo, hi, n) not in ranges or not (_is_int(length) and length in pan_lengths):
                raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].advanceLengths: {key!r} is no bins entry, or its length no PAN length")
            range_advance.append((lo, hi, n, length))
    by_length: Dict[int, List[int]] = {}
    if b.get("formatByLength") is not None:
        if not isinstance(b["formatByLength"], dict):
            raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].formatByLength is not an object")
        for key, groups in b["formatByLength"].items():
            if not (key.isascii() and key.isdigit() and int(key) in pan_lengths):
                raise PaySealRuleError("PAYSEAL_E_JSON", f"[{i}].formatByLength: {key!r} is not one of the brand's PAN lengths")
            by_length[int(key)] = _lengths(i, "formatByLength", groups) or []
    return advance, range_advance, by_length


def _detect(brands: Sequence[Brand], digits: str) -> Optional[Brand]:
    best, strength = None, -1
    for b in brands:
        s = b.strength(digits)
        if s > strength:  # ties go to the earlier brand
            best, strength = b, s
    return best


def _is_digits(text: str) -> bool:
    return all("0" <= c <= "9" for c in text)


def brand(table: Any, pan: str) -> Optional[str]:
    """Detection (payseal_card_brand): spaces (U+0020) and dashes ignored, as in the card check; any
    other non-digit character: no brand."""
    brands = parse_table(table)
    digits = pan.replace(" ", "").replace("-", "")
    if not _is_digits(digits):
        return None
    found = _detect(brands, digits)
    return found.name if found else None


def _left(part: Dict[str, Any]) -> Dict[str, Any]:
    """A part once the customer has left the field: incomplete is invalid with the same reason, advance false."""
    if part["state"] != "incomplete":
        return part
    return {k: ("invalid" if k == "state" else False if k == "advance" else v) for k, v in part.items()}


def check(table: Any, pan: str, expiry: Optional[str], cvc: Optional[str], accepted: Optional[List[str]],
          year: int, month: int, final: bool = False) -> Dict[str, Any]:
    """The card check as the customer types it: card_check_reference.py (R1-R5 of docs/cards.md); with
    `final` (the customer has left the field, R17) every incomplete part is invalid with its reason."""
    brands = parse_table(table)
    settled, pan_part = CC.check_pan(brands, _detect, pan, accepted)
    cvc_part = CC.check_cvc("" if cvc is None else cvc, settled)
    expiry_part = CC.check_expiry("" if expiry is None else expiry, year, month)
    expiry_part["advance"] = expiry_part["state"] == "valid"
    if final:
        pan_part, cvc_part, expiry_part = _left(pan_part), _left(cvc_part), _left(expiry_part)
    return {"brand": settled.name if settled else None, "pan": pan_part, "cvc": cvc_part, "expiry": expiry_part,
            "complete": all(p["state"] == "valid" for p in (pan_part, cvc_part, expiry_part))}


def layout(found: Optional[Brand], digits: Optional[str] = None) -> str:
    """The mask a brand's layout spells: its format's groups, then groups of 4, cut at its longest PAN length;
    given the digits, the groups of formatByLength for the shortest PAN length of the brand that is at least the
    digits' count (R16: a 13-digit Diners is laid out as its 14 digits will be), cut at that length."""
    longest = max(found.pan_lengths) if found else max(UNKNOWN_PAN_LENGTHS)
    groups = found.groups if found else []
    if found is not None and digits is not None and found.groups_by_length:
        wanted = min(len(digits), max(found.pan_lengths))
        reachable = [n for n in found.pan_lengths if n >= wanted]
        if reachable and min(reachable) in found.groups_by_length:
            longest, groups = min(reachable), found.groups_by_length[min(reachable)]
    sizes, total = [], 0
    for g in groups:
        if total >= longest:
            break
        sizes.append(min(g, longest - total))
        total += sizes[-1]
    while total < longest:
        sizes.append(min(GROUP, longest - total))
        total += sizes[-1]
    return " ".join("{{" + "9" * g + "}}" for g in sizes)


def _format_layout(brands: Sequence[Brand], text: str) -> Mask:
    """Formatting a whole PAN: the layout of the brand detected on the text's digits (every other character skipped)."""
    digits = "".join(c for c in text if "0" <= c <= "9")
    return Mask(layout(_detect(brands, digits), digits))


def _layout_of(brands: Sequence[Brand], text: str) -> Mask:
    """Editing: the layout of the settled brand of the text's digits (the one every continuation would be
    detected as), none while continuations of different brands remain."""
    digits = "".join(c for c in text if "0" <= c <= "9")
    return Mask(layout(CC.settled_brand(brands, digits, _detect)[0], digits))


def format_pan(table: Any, pan: str) -> str:
    return _format_layout(parse_table(table), pan).format(pan)


def typed_digits(replacement: str) -> str:
    """What a person types (R18): a decimal digit of any script (Unicode category Nd: full-width, Arabic-Indic...)
    read as the ASCII digit of its value, by the PAN and expiry editors only."""
    return "".join(str(unicodedata.decimal(c)) if ord(c) > 0x7F and unicodedata.category(c) == "Nd" else c
                   for c in replacement)


def edit_pan(table: Any, text: str, start: int, end: int, replacement: str) -> Dict[str, Any]:
    """`edit` of the Masks section with the PAN layouts: the old text's layout decides step 1 (a deleted
    literal deletes the digit before it); the edited text's layout does steps 2 and 3."""
    brands = parse_table(table)
    replacement = typed_digits(replacement)
    if len(replacement) == 1 and 0 <= start <= end:
        _index(text, start), _index(text, end)  # positions past the text or inside a pair are refused first
        # A key (one character) that would make the PAN longer than the check's maxLength for the text
        # before it (the reported brand's longest PAN; none settled: the longest still possible) is
        # refused: the text formatted as it is, the caret at start (R18).
        units = text.encode("utf-16-le", "surrogatepass")
        edited = (units[:2 * start] + replacement.encode("utf-16-le", "surrogatepass") + units[2 * end:]).decode(
            "utf-16-le", "surrogatepass")
        old_digits = "".join(c for c in text if "0" <= c <= "9")
        if sum("0" <= c <= "9" for c in edited) > CC.settled_brand(brands, old_digits, _detect)[1]:
            edited, caret = _layout_of(brands, text).edit(text, start, start, "")
            return {"text": edited, "caret": caret}
    edited, caret = _layout_of(brands, text).edit(text, start, end, replacement, lambda t: _layout_of(brands, t))
    # R18: a paste longer than the edited text's layout holds (the reported brand's longest PAN) is
    # cut, and the result says so; a key never is (one past maxLength is refused above).
    units = text.encode("utf-16-le", "surrogatepass")
    whole = (units[:2 * start] + replacement.encode("utf-16-le", "surrogatepass") + units[2 * end:]).decode(
        "utf-16-le", "surrogatepass")
    cut = len(replacement) > 1 and sum("0" <= c <= "9" for c in whole) > sum("0" <= c <= "9" for c in edited)
    return {"text": edited, "caret": caret, "truncated": cut}
