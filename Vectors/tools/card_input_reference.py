"""A small, independent Python implementation of PaySeal's mask and validation rules, written
from docs/card-input.md alone (it never calls PaySeal). The vector generators use it for the
expected values, and the benchmark uses it as the pure-Python peer.

Positions are UTF-16 code units, as in PaySeal's API; Python strings index code points, so the
functions convert. Errors raise PaySealRuleError with the status PaySeal must give.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Dict, List, Optional, Tuple

MAX_TEXT = 4096
MAX_JSON = 64 * 1024


class PaySealRuleError(Exception):
    def __init__(self, status: str, why: str) -> None:
        super().__init__(f"{status}: {why}")
        self.status = status


def _utf16_len(text: str) -> int:
    return sum(2 if ord(c) > 0xFFFF else 1 for c in text)


class Mask:
    """A mask: literals outside {{ }}, placeholders inside (9, a, A, *, or the character itself)."""

    def __init__(self, pattern: str) -> None:
        if len(pattern.encode("utf-8", "surrogatepass")) > MAX_TEXT:
            raise PaySealRuleError("PAYSEAL_E_LIMIT", "mask too long")
        self.items: List[Tuple[bool, str]] = []  # (is_placeholder, character)
        in_group, i = False, 0
        while i < len(pattern):
            c = pattern[i]
            nxt = pattern[i + 1] if i + 1 < len(pattern) else None
            if c == "{":
                if in_group or nxt != "{":
                    raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "bad '{'")
                in_group, i = True, i + 2
            elif c == "}":
                if not in_group or nxt != "}":
                    raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "bad '}'")
                in_group, i = False, i + 2
            else:
                self.items.append((in_group, c))
                i += 1
        if in_group:
            raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "group not closed")

    @staticmethod
    def _takes(placeholder: str, c: str, masked_digits: bool = False) -> bool:
        if placeholder == "9":
            return "0" <= c <= "9" or (masked_digits and c in "Xx")
        if placeholder == "a":
            return "a" <= c <= "z"
        if placeholder == "A":
            return "A" <= c <= "Z"
        if placeholder == "*":
            return True
        return c == placeholder

    def walk(self, text: str, masked_digits: bool = False) -> Tuple[List[Tuple[str, bool]], List[str]]:
        """(output characters with their is-placeholder flag, the role of each input character)."""
        out: List[Tuple[str, bool]] = []
        roles = ["unused"] * len(text)
        pos, end = 0, 0
        for is_placeholder, c in self.items:
            if is_placeholder:
                while pos < len(text) and not self._takes(c, text[pos], masked_digits):
                    pos += 1
                if pos >= len(text):
                    break
                out.append((text[pos], True))
                roles[pos] = "placeholder"
                pos += 1
                end = len(out)
            else:
                if pos < len(text) and text[pos] == c:
                    roles[pos] = "literal"
                    pos += 1
                out.append((c, False))
        return out[:end], roles

    def format(self, value: str, masked_digits: bool = False) -> str:
        """masked_digits: 9 also takes X and x (account-on-file labels)."""
        return "".join(c for c, _ in self.walk(value, masked_digits)[0])

    def unformat(self, value: str) -> str:
        return "".join(c for c, p in self.walk(value)[0] if p)

    def _count(self, text: str) -> int:
        return sum(1 for _, p in self.walk(text)[0] if p)

    def edit(self, text: str, start: int, end: int, replacement: str,
             relayout: Optional[Callable[[str], "Mask"]] = None) -> Tuple[str, int]:
        """relayout(edited text) gives the mask of steps 2 and 3 when it depends on the text (the
        PAN layouts of the card-brand section); this mask always does step 1."""
        for t in (text, replacement):
            if len(t.encode("utf-8", "surrogatepass")) > MAX_TEXT:
                raise PaySealRuleError("PAYSEAL_E_LIMIT", "text too long")
        if start < 0 or start > end:
            raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "start after end")
        first, last = _index(text, start), _index(text, end)
        if not replacement and last - first == 1:
            roles = self.walk(text)[1]
            if roles[first] == "literal":
                before = [i for i in range(first) if roles[i] == "placeholder"]
                first, last = (before[-1], before[-1] + 1) if before else (first, first)
        new = relayout(text[:first] + replacement + text[last:]) if relayout else self
        placed = new._count(text[:first] + replacement)
        if first == last and placed <= new._count(text[:first]):
            formatted = new.format(text)
            caret = 0  # start, kept within the formatted text and on a character boundary
            for c in formatted:
                if caret + _utf16_len(c) > start:
                    break
                caret += _utf16_len(c)
            return formatted, caret
        out, _ = new.walk(text[:first] + replacement + text[last:])
        caret = 0
        if placed > 0:
            caret, seen = len(out), 0
            for i, (_, p) in enumerate(out):
                if p:
                    seen += 1
                    if seen == placed:
                        caret = i + 1
                        break
        while caret < len(out) and not out[caret][1]:
            caret += 1
        return "".join(c for c, _ in out), _utf16_len("".join(c for c, _ in out[:caret]))


def _index(text: str, offset: int) -> int:
    """The index of the character starting at a UTF-16 offset (len(text) at the end)."""
    units = 0
    for i, c in enumerate(text):
        if units == offset:
            return i
        if units > offset:
            break
        units += _utf16_len(c)
    if units == offset:
        return len(text)
    if offset > units:
        raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "past the end")
    raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "inside a surrogate pair")


# ------------------------------------------------------------------------------------------
# Validation
# ------------------------------------------------------------------------------------------

ORDER = ["luhn", "iban", "termsAndConditions", "regularExpression", "emailAddress", "expirationDate",
         "fixedList", "length", "range", "residentIdNumber", "boletoBancarioRequiredness"]
NO_PARAMETERS = {"luhn", "iban", "termsAndConditions", "emailAddress", "expirationDate", "residentIdNumber"}
EMAIL = r"[^@\.]+(\.[^@\.]+)*@([^@\.]+\.)*[^@\.]+\.[^@\.][^@\.]+"
IBAN_SHAPE = r"[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[0-9]{7}([A-Z0-9]?){0,16}"
# Unicode White_Space (PropList.txt)
WHITE_SPACE = set(map(chr, [*range(0x09, 0x0E), 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B), 0x2028, 0x2029,
                            0x202F, 0x205F, 0x3000]))
INT64 = (-(2 ** 63), 2 ** 63 - 1)


def _digits(value: str) -> bool:
    return value != "" and all("0" <= c <= "9" for c in value)


def _integer(params: Optional[dict], rule: str, name: str) -> Optional[int]:
    value = None if params is None else params.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not INT64[0] <= value <= INT64[1]:
        raise PaySealRuleError("PAYSEAL_E_JSON", f"{rule}.{name} is not an integer")
    return value


def _parameters(rule: str, value: Any) -> Optional[dict]:
    if rule in NO_PARAMETERS or value is None:
        return None
    if not isinstance(value, dict):
        raise PaySealRuleError("PAYSEAL_E_JSON", f"{rule} parameters are not an object")
    return value


def _error(kind: str, **params: Any) -> Dict[str, Any]:
    return {"type": kind, "params": params}


def validate_value(restrictions: Any, value: str, year: int, month: int) -> List[Dict[str, Any]]:
    """The errors of one unmasked value (docs/card-input.md, "Validation of one value")."""
    if isinstance(restrictions, str):
        if len(restrictions.encode("utf-8")) > MAX_JSON:
            raise PaySealRuleError("PAYSEAL_E_LIMIT", "JSON too long")
        try:
            restrictions = json.loads(restrictions, parse_float=lambda text: float(text))
        except ValueError as exc:
            raise PaySealRuleError("PAYSEAL_E_JSON", str(exc))
    if len(value.encode("utf-8", "surrogatepass")) > MAX_TEXT:
        raise PaySealRuleError("PAYSEAL_E_LIMIT", "value too long")
    if not isinstance(restrictions, dict):
        raise PaySealRuleError("PAYSEAL_E_JSON", "not an object")
    required = restrictions.get("isRequired")
    if required is not None and not isinstance(required, bool):
        raise PaySealRuleError("PAYSEAL_E_JSON", "isRequired is not a boolean")
    validators = restrictions.get("validators")
    if validators is not None and not isinstance(validators, dict):
        raise PaySealRuleError("PAYSEAL_E_JSON", "validators is not an object")
    rules = [(name, _parameters(name, validators[name])) for name in ORDER if validators and name in validators]
    checks = []
    for name, params in rules:  # parameters are checked before any value is
        checks.append((name, _prepare(name, params)))
    if not (1 <= month <= 12) or not (1 <= year <= 9999):
        raise PaySealRuleError("PAYSEAL_E_ARGUMENT", "bad today")
    if value == "":
        return [_error("required")] if required else []
    errors = []
    for name, check in checks:
        found = check(value, year, month)
        if found is not None:
            errors.append(found)
    return errors


def _prepare(name: str, params: Optional[dict]):
    if name == "luhn":
        return lambda v, y, m: None if _digits(v) and _luhn(v) else _error("luhn")
    if name == "iban":
        return lambda v, y, m: None if _iban(v) else _error("iban")
    if name == "termsAndConditions":
        return lambda v, y, m: None if v == "true" else _error("termsAndConditions")
    if name == "regularExpression":
        pattern = None if params is None else params.get("regularExpression", params.get("regex"))
        if params is not None and params.get("regularExpression") is None:
            pattern = params.get("regex")
        if not isinstance(pattern, str):
            raise PaySealRuleError("PAYSEAL_E_JSON", "regularExpression has no pattern")
        try:
            compiled = re.compile(pattern, re.ASCII)
        except re.error:
            return lambda v, y, m: _error("regularExpression", reason="invalidPattern")
        return lambda v, y, m: None if compiled.fullmatch(v) else _error("regularExpression")
    if name == "emailAddress":
        compiled_email = re.compile(EMAIL, re.IGNORECASE)
        return lambda v, y, m: None if compiled_email.fullmatch(v) else _error("emailAddress")
    if name == "expirationDate":
        return _expiration
    if name == "fixedList":
        allowed = None if params is None else params.get("allowedValues")
        if allowed is None:
            raise PaySealRuleError("PAYSEAL_E_JSON", "fixedList has no allowedValues")
        if not isinstance(allowed, list) or not all(isinstance(a, str) for a in allowed):
            raise PaySealRuleError("PAYSEAL_E_JSON", "allowedValues is not an array of strings")
        return lambda v, y, m: None if v in allowed else _error("fixedList", allowedValues=allowed)
    if name == "length":
        low, high = _integer(params, name, "minLength") or 0, _integer(params, name, "maxLength")

        def length(v, y, m):
            n = _utf16_len(v)
            if n >= low and (high is None or n <= high):
                return None
            return _error("length", minLength=low, **({} if high is None else {"maxLength": high}))
        return length
    if name == "range":
        low, high = _integer(params, name, "minValue"), _integer(params, name, "maxValue")

        def in_range(v, y, m):
            number = _base10(v)
            if number is not None and (low is None or number >= low) and (high is None or number <= high):
                return None
            bounds = {}
            if low is not None:
                bounds["minValue"] = low
            if high is not None:
                bounds["maxValue"] = high
            return _error("range", **bounds)
        return in_range
    if name == "residentIdNumber":
        return lambda v, y, m: None if _resident_id(v) else _error("residentIdNumber")
    _integer(params, name, "fiscalNumberLength")
    return lambda v, y, m: None  # boletoBancarioRequiredness needs the whole request


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


def _iban(value: str) -> bool:
    text = "".join(c.upper() if "a" <= c <= "z" else c for c in value if c not in WHITE_SPACE)
    if not re.fullmatch(IBAN_SHAPE, text):
        return False
    rotated = text[4:] + text[:4]
    return int("".join(c if c.isdigit() else str(ord(c) - 55) for c in rotated)) % 97 == 1


def _base10(text: str) -> Optional[int]:
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not _digits(digits):
        return None
    number = int(text)
    return number if INT64[0] <= number <= INT64[1] else None


def _expiration(value: str, year: int, month: int):
    if len(value) not in (4, 6) or not _digits(value) or not 1 <= int(value[:2]) <= 12:
        return _error("expirationDate", reason="format")
    expiry_month = int(value[:2])
    expiry_year = year // 100 * 100 + int(value[2:]) if len(value) == 4 else int(value[2:])
    if (expiry_year, expiry_month) < (year, month):
        return _error("expirationDate", reason="past")
    if expiry_year > year + 25:
        return _error("expirationDate", reason="tooFar")
    return None


def _resident_id(value: str) -> bool:
    if len(value) == 15:
        return _digits(value)
    if len(value) != 18 or not _digits(value[:17]):
        return False
    total = sum(int(c) * (2 ** (17 - i) % 11) for i, c in enumerate(value[:17]))
    check = (12 - total % 11) % 11
    last = value[17]
    return (last in "Xx" and check == 10) or (last.isdigit() and "0" <= last <= "9" and int(last) == check)
