"""An independent Python reading of docs/product-fields.md, "A field as the customer types": the state of
a product field's value (valid, incomplete, invalid) and its error, written from the document alone
(it never calls PaySeal). The validation of the value as it stands is card_input_reference.py's; what
a continuation can still pass is found here by other means than PaySeal's: by enumerating the
completions where there are few (expiry dates, check characters, the last digits of a Luhn number),
with Python's big integers for `range`, explicit head strings for an IBAN, and the `regex` module's
partial matching for patterns (`pip install regex`).

It reads the fields the vectors type (a mask of `9`, `a`, `A`, `*` and literals; patterns the `regex`
module reads as Java does) and raises NotImplementedError where a field is outside what it can
decide exactly.
"""

from __future__ import annotations

import itertools
from typing import Any, Dict, List, Optional, Tuple

import regex

import card_input_reference as ref

DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class PaySealStatus(Exception):
    """The call fails with this status (as PaySeal must)."""

    def __init__(self, status: str) -> None:
        super().__init__(status)
        self.status = status


def _placeholders(mask: ref.Mask) -> List[str]:
    return [c for is_placeholder, c in mask.items if is_placeholder]


def _unmask(mask: ref.Mask, text: str) -> str:
    """The value as a request stores it; a text the mask would change is refused (P3)."""
    out, roles = mask.walk(text)
    if "unused" in roles:
        raise PaySealStatus("PAYSEAL_E_ARGUMENT")
    return "".join(c for c, placeholder in out if placeholder)


def _type_error(ftype: str, value: str) -> Optional[Dict[str, Any]]:
    if ftype == "numericstring" and not all(c in DIGITS for c in value):
        return {"type": "numericString", "params": {}}
    if ftype == "integer" and not regex.fullmatch(r"-?[0-9]+", value):
        return {"type": "integer", "params": {}}
    if ftype == "boolean" and value not in ("true", "false"):
        return {"type": "boolean", "params": {}}
    if ftype == "expirydate" and not (len(value) in (4, 6) and all(c in DIGITS for c in value) and 1 <= int(value[:2]) <= 12):
        return {"type": "expirationDate", "params": {"reason": "format"}}
    return None


class Room:
    """What may follow the value: the placeholders after it (None: no mask) and the UTF-16 units left
    under maxLength (None: none)."""

    def __init__(self, slots: Optional[List[str]], units: Optional[int]) -> None:
        self.slots, self.units = slots, units
        if slots and any(ord(c) > 0xFFFF for c in slots):
            raise NotImplementedError("a placeholder beyond U+FFFF")

    def count(self, cap: int) -> int:
        """How many characters of one unit may follow, at most cap."""
        n = cap
        if self.slots is not None:
            n = min(n, len(self.slots))
        if self.units is not None:
            n = min(n, max(0, self.units))
        return n

    def takes(self, i: int, c: str) -> bool:
        return self.slots is None or (i < len(self.slots) and ref.Mask._takes(self.slots[i], c))

    def options(self, i: int, alphabet: str) -> str:
        return "".join(c for c in alphabet if self.takes(i, c))

    def fits(self, rest: str) -> bool:
        return self.count(len(rest)) == len(rest) and all(self.takes(i, c) for i, c in enumerate(rest))


def _digit_completions(value: str, room: Room, lengths) -> List[str]:
    """Every completion of a digit string to one of `lengths`, by enumeration."""
    out = []
    for n in lengths:
        k = n - len(value)
        if k < 0 or room.count(k) < k:
            continue
        for tail in itertools.product(*[room.options(i, DIGITS) for i in range(k)]):
            out.append(value + "".join(tail))
    return out


def _expiry_shape(value: str, room: Room) -> List[str]:
    if len(value) > 6 or not all(c in DIGITS for c in value):
        return []
    return [v for v in _digit_completions(value, room, (4, 6)) if 1 <= int(v[:2]) <= 12]


def _dead_type(ftype: str, value: str, room: Room) -> bool:
    if ftype == "integer":
        return not (value == "-" and room.count(1) == 1 and room.options(0, DIGITS))
    if ftype == "boolean":
        return not any(w.startswith(value) and room.fits(w[len(value):]) for w in ("true", "false"))
    if ftype == "expirydate":
        return not _expiry_shape(value, room)
    return True


def _dead_rule(name: str, params: Optional[dict], value: str, error: dict, room: Room, today) -> Optional[dict]:
    """None when some continuation passes the rule, else the error to report."""
    year, month = today
    if name == "length":
        low, high = max(0, (params or {}).get("minLength") or 0), (params or {}).get("maxLength")
        n = ref._utf16_len(value)
        if high is not None and (n > high or low > high):
            return error
        if room.slots and "*" in room.slots:
            raise NotImplementedError("length with a * placeholder (one or two units)")
        reach = None if room.slots is None else n + len(room.slots)  # BMP placeholders: one unit each
        return error if reach is not None and reach < low else None
    if name in ("regularExpression", "emailAddress"):
        if error["params"]:
            return error
        if name == "emailAddress":
            pattern, flags = ref.EMAIL, regex.IGNORECASE
        else:
            pattern = params.get("regularExpression", params.get("regex"))
            flags = regex.ASCII
        grows = room.count(1) == 1 and (room.slots is None or room.slots)
        m = regex.fullmatch(pattern, value, flags=flags, partial=bool(grows))
        return None if m else error
    if name == "luhn":
        if not all(c in DIGITS for c in value):
            return error
        k_max = room.count(3)
        if k_max < room.count(4) and any(len(room.options(i, DIGITS)) < 10 for i in range(3)):
            raise NotImplementedError("luhn with restricted digit placeholders past 3 positions")
        for k in range(1, k_max + 1):
            for tail in itertools.product(*[room.options(i, DIGITS) for i in range(k)]):
                if ref._luhn(value + "".join(tail)):
                    return None
        return error
    if name == "range":
        return _dead_range(params or {}, value, error, room)
    if name == "expirationDate":
        dates = _expiry_shape(value, room)
        if not dates:
            return {"type": "expirationDate", "params": {"reason": "format"}}
        verdicts = [ref._expiration(d, year, month) for d in dates]
        if any(v is None for v in verdicts):
            return None
        reasons = {v["params"]["reason"] for v in verdicts}
        return {"type": "expirationDate", "params": {"reason": "past" if "past" in reasons else "tooFar"}}
    if name == "residentIdNumber":
        return _dead_resident_id(value, error, room)
    if name == "iban":
        return _dead_iban(value, error, room)
    if name == "fixedList":
        allowed = params["allowedValues"]
        return None if any(a.startswith(value) and len(a) > len(value) and room.fits(a[len(value):]) for a in allowed) else error
    if name == "termsAndConditions":
        return None if "true".startswith(value) and len(value) < 4 and room.fits("true"[len(value):]) else error
    return None  # boletoBancarioRequiredness passes alone


def _dead_range(params: dict, value: str, error: dict, room: Room) -> Optional[dict]:
    low = params.get("minValue", ref.INT64[0])
    high = params.get("maxValue", ref.INT64[1])
    low, high = max(low if low is not None else ref.INT64[0], ref.INT64[0]), min(high if high is not None else ref.INT64[1], ref.INT64[1])
    sign = value[:1] if value[:1] in "+-" else ""
    digits = value[len(sign):]
    if not all(c in DIGITS for c in digits):
        return error
    for k in range(1, room.count(40) + 1):
        sets = [room.options(i, DIGITS) for i in range(k)]
        if not sets[-1]:
            break
        if any(len(s) < 10 for s in sets):
            raise NotImplementedError("range with restricted digit placeholders")
        first = int(digits + "0" * k) if digits else 0
        last = first + 10 ** k - 1
        lo, hi = (-last, -first) if sign == "-" else (first, last)
        if max(lo, low) <= min(hi, high):
            return None
    return error


def _dead_resident_id(value: str, error: dict, room: Room) -> Optional[dict]:
    n = len(value)
    if n >= 18 or not all(c in DIGITS for c in value):
        return error
    if n < 15 and room.count(15 - n) == 15 - n and all(room.options(i, DIGITS) for i in range(15 - n)):
        return None
    if n < 14:
        if room.count(18 - n) == 18 - n:
            raise NotImplementedError("residentIdNumber: 15 digits out of reach but 18 characters within")
        return error
    if room.count(18 - n) < 18 - n:
        return error
    for tail in itertools.product(*[room.options(i, DIGITS) for i in range(17 - n)], room.options(17 - n, DIGITS + "Xx")):
        if ref._resident_id(value + "".join(tail)):
            return None
    return error


def _dead_iban(value: str, error: dict, room: Room) -> Optional[dict]:
    if room.slots is not None:
        raise NotImplementedError("an iban field with a mask")
    text = "".join(c.upper() if "a" <= c <= "z" else c for c in value if c not in ref.WHITE_SPACE)
    shape = r"[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[0-9]{7}([A-Z0-9]?){0,16}"
    if not regex.fullmatch(shape, text, partial=True):
        return error
    free = room.count(31 - len(text))

    def number(s: str) -> int:
        return int("".join(c if c in DIGITS else str(ord(c) - 55) for c in s)) if s else 0

    # Every head (the first four characters) the value can have, as strings.
    heads_needed = max(0, 4 - len(text))
    if heads_needed > free:
        return error
    classes = [LETTERS, LETTERS, DIGITS, DIGITS]
    heads = ["".join(t) for t in itertools.product(*[classes[i] for i in range(len(text), 4)])] if heads_needed else [""]
    # The bban remainders reachable after the head, by length (each position's class from the shape).
    bban0 = text[4:]
    reach = {number(bban0) % 97}
    ends = set(reach) if len(text) >= 15 else set()
    # A character appends its number's digits: (shift, value) per character, computed once.
    steps = {c: (100 if c in LETTERS else 10, number(c)) for c in DIGITS + LETTERS}
    for pos in range(max(4, len(text)), min(31, len(text) + free)):
        options = DIGITS if pos < 15 and pos >= 8 else DIGITS + LETTERS
        moves = {steps[c] for c in options}
        reach = {(r * shift + value) % 97 for r in reach for shift, value in moves}
        if pos + 1 >= 15:
            ends |= reach
    if len(text) + free < 15:
        return error
    for head in heads:
        full_head = (text[:4] + head)[:4]
        if any((b * 10 ** 6 + number(full_head)) % 97 == 1 for b in ends):
            return None
    return error


def check(field: Dict[str, Any], text: str, today: Tuple[int, int], final: bool = False) -> Dict[str, Any]:
    """{"state", "error"} of `text` (masked or not) typed in `field` (a product field's JSON); with `final` (the
    customer has left the field, R17) an incomplete value is invalid with the same error."""
    result = held_year_check(field, text, today) or _check(field, text, today)
    if final and result["state"] == "incomplete":
        return {"state": "invalid", "error": result["error"]}
    return result


def _check(field: Dict[str, Any], text: str, today: Tuple[int, int]) -> Dict[str, Any]:
    hints = field.get("displayHints") or {}
    mask = ref.Mask(hints["mask"]) if hints.get("mask") else None
    value = _unmask(mask, text) if mask else text
    restrictions = field.get("dataRestrictions") or {}
    if value == "":
        return {"state": "incomplete", "error": {"type": "required", "params": {}}} if restrictions.get("isRequired") \
            else {"state": "valid", "error": None}
    validators = restrictions.get("validators") or {}
    max_length = (validators.get("length") or {}).get("maxLength") if "length" in validators else None
    slots = _placeholders(mask)[len(value):] if mask else None
    room = Room(slots, None if max_length is None else max_length - ref._utf16_len(value))
    rule_errors = ref.validate_value(restrictions, value, *today)
    ftype = field.get("type") or ""
    checks: List[Tuple[str, Optional[dict], dict]] = []
    type_error = _type_error(ftype, value)
    if type_error:
        checks.append(("type", None, type_error))
    by_type = {e["type"]: e for e in rule_errors}
    for name in ref.ORDER:
        if name in validators and name in by_type:
            checks.append((name, validators[name], by_type[name]))
    if not checks:
        return {"state": "valid", "error": None}
    for name, params, error in checks:
        dead = (error if _dead_type(ftype, value, room) else None) if name == "type" \
            else _dead_rule(name, params, value, error, room, today)
        if dead is not None:
            return {"state": "invalid", "error": dead}
    return {"state": "incomplete", "error": checks[0][2]}


def message_key(error: Optional[Dict[str, Any]]) -> Optional[str]:
    if error is None:
        return None
    reason = error["params"].get("reason")
    return f"validation.{error['type']}" + (f".{reason}" if reason else "")


# ------------------------------------------------------------------------------------------
# Editing a field (docs/product-fields.md, "Editing a field"; R18): the field's mask, and in an
# expiry field whose mask holds MMYY a year typed or pasted with four digits read as its last two.
# ------------------------------------------------------------------------------------------

def two_digit_year(field: Dict[str, Any]) -> bool:
    """An expiry field (type expirydate or an expirationDate validator) whose mask has exactly four
    placeholders, each a 9: it holds MMYY."""
    hints = field.get("displayHints") or {}
    validators = (field.get("dataRestrictions") or {}).get("validators") or {}
    if not hints.get("mask") or not (field.get("type") == "expirydate" or "expirationDate" in validators):
        return False
    return _placeholders(ref.Mask(hints["mask"])) == ["9"] * 4


def _held(mask: ref.Mask, text: str) -> Optional[str]:
    """The digits of a whole MM/20 the mask writes (`12/20`), or of that and one digit more held past the mask
    (`12/202`); None for any other text."""
    digits = "".join(c for c in text if "0" <= c <= "9")
    if len(digits) not in (4, 5) or digits[2:4] != "20":
        return None
    body = text if len(digits) == 4 else text[:-1]
    if len(digits) == 5 and text[-1] != digits[4]:
        return None
    return digits if mask.format(digits[:4]) == body else None


def _typed_digits(text: str) -> str:
    import unicodedata
    return "".join(str(unicodedata.decimal(c)) if ord(c) > 0x7F and unicodedata.category(c) == "Nd" else c for c in text)


def field_edit(field: Dict[str, Any], text: str, start: int, end: int, replacement: str) -> Dict[str, Any]:
    """One edit of a product field: {"text", "caret", "truncated", "refused"} (the last two always false and
    null here). ASCII texts: positions are indices."""
    hints = field.get("displayHints") or {}
    if not hints.get("mask"):
        edited = text[:start] + replacement + text[end:]
        return {"text": edited, "caret": start + ref._utf16_len(replacement), "truncated": False, "refused": None}
    mask = ref.Mask(hints["mask"])
    if two_digit_year(field):
        replacement = _typed_digits(replacement)
        literals = {c for is_placeholder, c in mask.items if not is_placeholder}
        if len(replacement) > 1:
            whole = text[:start] + replacement + text[end:]
            digits = "".join(c for c in whole if "0" <= c <= "9")
            others_ok = all("0" <= c <= "9" or c in literals or c.isspace() for c in whole)
            if others_ok and len(digits) == 6 and digits[2:4] == "20":
                written = mask.format(digits[:2] + digits[4:])
                return {"text": written, "caret": len(written), "truncated": False, "refused": None}
        elif len(replacement) == 1 and "0" <= replacement <= "9" and start == end == len(text):
            held = _held(mask, text)
            if held is not None and len(held) == 4:
                return {"text": text + replacement, "caret": len(text) + 1, "truncated": False, "refused": None}
            if held is not None:
                written = mask.format(held[:2] + held[4] + replacement)
                return {"text": written, "caret": len(written), "truncated": False, "refused": None}
    edited, caret = mask.edit(text, start, end, replacement)
    return {"text": edited, "caret": caret, "truncated": False, "refused": None}


def _whole_date_valid(month: int, year: int, today: Tuple[int, int]) -> bool:
    return (year, month) >= today and year <= today[0] + 25


def held_year_check(field: Dict[str, Any], text: str, today: Tuple[int, int]) -> Optional[Dict[str, Any]]:
    """The check of what the editor leaves on its way through a four-digit year in a field that holds MMYY:
    `MM/20` (masked or not), on its way to every `MM/YY` too (`12/20` in 2026 is incomplete past, by way of
    `12/2028`), and `MM/20d` held past the mask (incomplete format while some `MM/20dY` is valid). None for any
    other text."""
    if not two_digit_year(field):
        return None
    mask = ref.Mask(field["displayHints"]["mask"])
    held = _held(mask, text)
    if held is not None and len(held) == 5:
        month = int(held[:2])
        if not 1 <= month <= 12:
            return None
        years = range(2000 + int(held[4]) * 10, 2000 + int(held[4]) * 10 + 10)
        if any(_whole_date_valid(month, y, today) for y in years):
            return {"state": "incomplete", "error": {"type": "expirationDate", "params": {"reason": "format"}}}
        reason = "past" if any((y, month) < today for y in years) else "tooFar"
        return {"state": "invalid", "error": {"type": "expirationDate", "params": {"reason": reason}}}
    try:
        value = _unmask(mask, text)
    except PaySealStatus:
        return None
    if len(value) != 4 or not value.isdigit() or value[2:] != "20" or not 1 <= int(value[:2]) <= 12:
        return None
    result = _check(field, text, today)
    century = today[0] // 100 * 100
    if result["state"] == "invalid" and result["error"]["type"] == "expirationDate" and any(
            _whole_date_valid(int(value[:2]), century + yy, today) for yy in range(100)):
        return {"state": "incomplete", "error": result["error"]}
    return result
