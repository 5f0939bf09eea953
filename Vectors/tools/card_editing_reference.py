"""A small, independent Python implementation of the keys of card fields, written from
docs/cards.md, sections "Deleting with a direction", "The expiry field" and "Brand details",
alone (it never calls PaySeal). generate_card_editing_vectors.py uses it for every expected value.

- mask_delete(mask, text, start, end, forward), pan_delete(table, text, start, end, forward):
  Backspace (forward False) and Delete (forward True) of a masked field and of the PAN field;
- expiry_edit(text, start, end, replacement), expiry_delete(text, start, end, forward): the MM/YY
  expiry field;
- brand_info(table, name), brands_json(table), candidates(table, pan): brand details.

Edits return {"text", "caret"}; positions are UTF-16 code units. Errors raise PaySealRuleError.
The mask walk comes from card_input_reference.py and the brand table from card_brand_reference.py
(the references of the sections these build on).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import card_brand_reference as CB
from card_input_reference import MAX_TEXT, Mask, PaySealRuleError, _index, _utf16_len


def _check(text: str, start: int, end: int) -> Tuple[int, int]:
    if len(text.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "text too long")
    if start < 0 or start > end:
        raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "start after end")
    return _index(text, start), _index(text, end)


# ------------------------------------------------------------------------------------------
# Deleting with a direction
# ------------------------------------------------------------------------------------------

def _deleted(old: Mask, text: str, first: int, last: int, forward: bool) -> Tuple[int, int]:
    """The characters a key deletes: the selection, or the nearest placeholder character on the key's side."""
    if first < last:
        return first, last
    roles = old.walk(text)[1]
    side = range(first, len(text)) if forward else range(first - 1, -1, -1)
    for i in side:
        if roles[i] == "placeholder":
            return i, i + 1
    return first, first


def _delete(old: Mask, relayout, text: str, start: int, end: int, forward: bool) -> Dict[str, Any]:
    first, last = _check(text, start, end)
    first, last = _deleted(old, text, first, last, forward)
    rest = text[:first] + text[last:]
    new = relayout(rest)
    if first == last:  # nothing to delete: format(text), the caret at start within it
        formatted, caret = new.format(text), 0
        for c in formatted:
            if caret + _utf16_len(c) > start:
                break
            caret += _utf16_len(c)
        return {"text": formatted, "caret": caret}
    out, _ = new.walk(rest)
    k = sum(1 for _, p in new.walk(text[:first])[0] if p)
    caret, seen = (len(out) if k > 0 else 0), 0
    for i, (_, p) in enumerate(out):
        if k > 0 and p:
            seen += 1
            if seen == k:
                caret = i + 1
                break
    while caret < len(out) and not out[caret][1]:
        caret += 1
    return {"text": "".join(c for c, _ in out), "caret": _utf16_len("".join(c for c, _ in out[:caret]))}


def mask_delete(mask: str, text: str, start: int, end: int, forward: bool) -> Dict[str, Any]:
    m = Mask(mask)
    return _delete(m, lambda _: m, text, start, end, forward)


def pan_delete(table: Any, text: str, start: int, end: int, forward: bool) -> Dict[str, Any]:
    brands = CB.parse_table(table)
    return _delete(CB._layout_of(brands, text), lambda t: CB._layout_of(brands, t), text, start, end, forward)


# ------------------------------------------------------------------------------------------
# The expiry field
# ------------------------------------------------------------------------------------------

def _digit(c: str) -> bool:
    return "0" <= c <= "9"


def _takes_year_digit(year: str) -> bool:
    """Two year digits, or four when the year starts 20 (the field holds 2000-2099)."""
    return len(year) < 2 or (len(year) < 4 and year[:2] == "20")


class _Expiry:
    """The field read as in the doc: month and year digits, and each character's part."""

    def __init__(self, text: str) -> None:
        slash = text.find("/")
        self.month, self.year, self.parts = "", "", []
        for i, c in enumerate(text):
            if not _digit(c):
                self.parts.append("slash" if i == slash else "other")
                continue
            in_year = i > slash if slash >= 0 else len(self.month) == 2
            if in_year and _takes_year_digit(self.year):
                self.year += c
                self.parts.append("year")
            elif not in_year and len(self.month) < 2:
                self.month += c
                self.parts.append("month")
            else:
                self.parts.append("other")

    def shown_year(self) -> str:
        return self.year[2:] if len(self.year) == 4 else self.year  # a whole 20YY is written YY

    def text(self) -> str:
        shown = len(self.month) == 2 or self.year != ""
        return self.month + ("/" if shown else "") + self.shown_year()

    def caret(self, where: Tuple[str, int]) -> int:
        shown = len(self.month) == 2 or self.year != ""
        part, i = where
        if part == "month":
            return 3 if i == 2 and shown else i
        if len(self.year) == 4:
            i = max(0, i - 2)
        return len(self.month) + (1 if shown else 0) + i

    def where(self, first: int) -> Tuple[str, int]:
        before = self.parts[:first]
        if "slash" in before or "year" in before:
            return "year", before.count("year")
        return "month", before.count("month")

    def remove(self, first: int, last: int) -> Optional[int]:
        """Removes the digits of [first, last); the year position of the gap when year digits went."""
        m0, y0 = self.parts[:first].count("month"), self.parts[:first].count("year")
        m1, y1 = m0 + self.parts[first:last].count("month"), y0 + self.parts[first:last].count("year")
        self.month = self.month[:m0] + self.month[m1:]
        self.year = self.year[:y0] + self.year[y1:]
        return y0 if y1 > y0 else None

    def type(self, c: str, where: Tuple[str, int]) -> Optional[Tuple[str, int]]:
        """The table of "The expiry field": where typing goes on, or None when the field refuses c."""
        part, i = where
        if c == "/":
            if part != "month" or i != len(self.month) or self.month in ("", "0"):
                return None
            self.month = self.month.rjust(2, "0")
            return "year", 0
        if not _digit(c):
            return None
        if part == "month" and i == 2 and len(self.month) == 2:
            part, i = "year", 0
        if part == "year":
            if len(self.year) < 2 and i <= len(self.year):
                self.year = self.year[:i] + c + self.year[i:]
                return "year", i + 1
            if i == len(self.year) and self.year[:2] == "20" and len(self.year) < 4:
                self.year += c  # the third and fourth digit of 20YY
                return "year", i + 1
            return None
        if self.month == "":
            self.month = "0" + c if c >= "2" else c
            return "month", len(self.month)
        if len(self.month) != 1:
            return None
        candidate = self.month[:i] + c + self.month[i:]
        if 1 <= int(candidate) <= 12:
            self.month = candidate
            return "month", i + 1
        if i == 1 and self.month == "1" and self.year == "" and "3" <= c <= "9":
            self.month, self.year = "01", c
            return "year", 1
        return None


NOT_A_DATE = "notADate"  # R18: why a paste was refused


def _unchanged(field: _Expiry, start: int) -> Dict[str, Any]:
    text = field.text()
    return {"text": text, "caret": min(start, len(text))}


def _refused(text: str, start: int) -> Dict[str, Any]:
    """A paste of no possible date: the field unchanged, and the reason (R18)."""
    return {**_unchanged(_Expiry(text), start), "refused": NOT_A_DATE}


def _paste(text: str, first: int, last: int, replacement: str, start: int) -> Dict[str, Any]:
    """A paste, read as the whole text it makes; refused (unchanged) when that is no possible date."""
    whole = text[:first] + replacement + text[last:]
    end = first + len(replacement)
    kept = [(c, i < end) for i, c in enumerate(whole) if _digit(c) or c == "/"]
    chars = "".join(c for c, _ in kept)
    if chars.count("/") > 1:
        return _refused(text, start)
    if "/" in chars:
        month, year = chars.split("/")
    else:
        month, year = chars[:2], chars[2:]
    possible = (len(month) <= 2 and (len(month) < 2 or 1 <= int(month) <= 12) and len(year) <= 4
                and (len(year) <= 2 or year[:2] == "20"))
    if not possible:
        return _refused(text, start)
    field = _Expiry("")
    field.month, field.year = month, year
    before = [c for c, inside in kept if inside]  # the digits and / up to the end of the replacement
    slash_before = "/" in before
    digits_before = len([c for c in before if c != "/"])
    if slash_before or digits_before > len(month):
        where = ("year", digits_before - len(month))
    else:
        where = ("month", digits_before)
    return {"text": field.text(), "caret": field.caret(where), "refused": None}


def expiry_edit(text: str, start: int, end: int, replacement: str) -> Dict[str, Any]:
    if len(replacement.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "replacement too long")
    first, last = _check(text, start, end)
    replacement = CB.typed_digits(replacement)
    if len(replacement) > 1:
        return _paste(text, first, last, replacement, start)
    field = _Expiry(text)
    if replacement == "" and last - first == 1 and field.parts[first] == "slash":
        months = [i for i in range(first) if field.parts[i] == "month"]
        first, last = (months[-1], months[-1] + 1) if months else (first, first)
    where = field.where(first)
    gap = field.remove(first, last)
    moved = field.type(replacement, where) if replacement else None
    if moved is not None:
        where = moved
    if gap is not None and not (moved is not None and moved[0] == "year" and _digit(replacement)):
        field.year = field.year[:gap]  # no year digit after a gap the key did not fill
    if first == last and moved is None:
        return {**_unchanged(field, start), "refused": None}
    return {"text": field.text(), "caret": field.caret(where), "refused": None}


def expiry_delete(text: str, start: int, end: int, forward: bool) -> Dict[str, Any]:
    first, last = _check(text, start, end)
    field = _Expiry(text)
    if first == last:
        side = range(first, len(text)) if forward else range(first - 1, -1, -1)
        found = [i for i in side if field.parts[i] in ("month", "year")]
        if not found:
            return _unchanged(field, start)
        first, last = found[0], found[0] + 1
    where = field.where(first)
    gap = field.remove(first, last)
    if gap is not None:
        field.year = field.year[:gap]  # no year digit after a gap
    return {"text": field.text(), "caret": field.caret(where)}


# ------------------------------------------------------------------------------------------
# Brand details
# ------------------------------------------------------------------------------------------

def _groups(brand: CB.Brand) -> List[int]:
    return [len(group) - 4 for group in CB.layout(brand).split(" ")]  # "{{999}}" has 3 + 4 braces


def _details(brand: CB.Brand) -> Dict[str, Any]:
    out: Dict[str, Any] = {"panLengths": sorted(set(brand.pan_lengths)), "cvcLengths": sorted(set(brand.cvc_lengths)),
                           "format": _groups(brand), "advanceLength": brand.advance}
    if brand.range_advance:  # in the order of the brand's bins
        spelled = {(lo, hi, n): (str(lo).zfill(n) if lo == hi else f"{str(lo).zfill(n)}-{str(hi).zfill(n)}")
                   for lo, hi, n in brand.ranges}
        by_range = {(lo, hi, n): length for lo, hi, n, length in brand.range_advance}
        out["advanceLengths"] = {spelled[r]: by_range[r] for r in brand.ranges if r in by_range}
    if brand.groups_by_length:
        out["formatByLength"] = {str(n): brand.groups_by_length[n] for n in sorted(brand.groups_by_length)}
    return out


def brand_info(table: Any, name: str) -> Dict[str, Any]:
    for brand in CB.parse_table(table):
        if brand.name == name:
            return {"name": brand.name, **_details(brand)}
    raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "no brand of that name")


def cvc_mask(table: Any, name: Optional[str]) -> str:
    """docs/cards.md, "Brand details": a CVC field's mask has one digit placeholder per digit of the
    brand's longest CVC length (its effective lengths: the unknown brand's 3, 4 when it has none);
    no brand (name None) is the unknown brand: 4, the longest any brand has."""
    lengths = [3, 4] if name is None else brand_info(table, name)["cvcLengths"]
    return "{{" + "9" * max(lengths) + "}}"


# Unicode's White_Space property: what a clipboard may add around a CVC.
_WHITE_SPACE = set("\t\n\x0b\x0c\r \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000") | {chr(c) for c in range(0x2000, 0x200B)}
NOT_DIGITS = "notDigits"  # R18: why a CVC paste was refused


def cvc_edit(table: Any, name: Optional[str], text: str, start: int, end: int, replacement: str) -> Dict[str, Any]:
    """docs/cards.md, "The CVC field": the brand's CVC mask, digits only. A paste (more than one
    character) with anything but digits and white space is refused; one longer than the mask is cut
    (truncated); a key past the mask's last digit is refused."""
    mask = Mask(cvc_mask(table, name))
    if len(replacement.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "replacement too long")
    replacement = CB.typed_digits(replacement)
    if len(replacement) > 1:
        if any(not _digit(c) and c not in _WHITE_SPACE for c in replacement):
            unchanged, caret = mask.edit(text, start, start, "")
            return {"text": unchanged, "caret": caret, "truncated": False, "refused": NOT_DIGITS}
        replacement = "".join(c for c in replacement if _digit(c))
    edited, caret = mask.edit(text, start, end, replacement)
    units = text.encode("utf-16-le", "surrogatepass")
    whole = (units[:2 * start] + replacement.encode("utf-16-le", "surrogatepass") + units[2 * end:]).decode(
        "utf-16-le", "surrogatepass")
    cut = sum(map(_digit, whole)) > sum(map(_digit, edited))
    if cut and len(replacement) == 1:
        unchanged, caret = mask.edit(text, start, start, "")
        return {"text": unchanged, "caret": caret, "truncated": False, "refused": None}
    return {"text": edited, "caret": caret, "truncated": cut and len(replacement) > 1, "refused": None}


def brands_json(table: Any) -> List[Dict[str, Any]]:
    rows = []
    for brand in CB.parse_table(table):
        row: Dict[str, Any] = {"name": brand.name,
                               "bins": [str(lo).zfill(n) if lo == hi else f"{str(lo).zfill(n)}-{str(hi).zfill(n)}"
                                        for lo, hi, n in brand.ranges]}
        if brand.pattern is not None:
            row["pattern"] = brand.pattern.pattern
        rows.append({**row, **_details(brand)})
    return rows


def candidates(table: Any, pan: str) -> List[str]:
    brands = CB.parse_table(table)
    if len(pan.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "pan too long")
    digits = pan.replace(" ", "").replace("-", "")
    if not all("0" <= c <= "9" for c in digits):
        return []
    found = [(-b.strength(digits), i, b.name) for i, b in enumerate(brands) if b.strength(digits) >= 0]
    return [name for _, _, name in sorted(found)]
