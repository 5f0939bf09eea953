"""The card check as the customer types it (docs/cards.md, "The card check as the customer
types"), written from the doc alone; it never calls PaySeal. card_brand_reference.check uses it.

A part is `invalid` only when no continuation of what was typed can become valid, otherwise
`incomplete` when not valid yet; every part that is not valid carries the reason it would fail if
the customer stopped now. This module decides "can a continuation become valid" by other means than
PaySeal's walk over prefixes, so that the two can catch each other's mistakes:

- PAN: the length L of the continuation is tried one by one (n < L <= 19). For each L, the numbers of
  M = min(L, K) leading digits (K = the longest BIN range of the table) are cut into intervals at every
  range end; inside one interval the detected brand is the same, so one representative per interval
  decides. A continuation longer than the interval's digits has a free last digit for the Luhn sum;
  one of exactly M digits is searched in the interval for a Luhn-valid number. Where no range matches,
  a pattern brand is possible while the `regex` module's partial matching says the typed digits can
  still match it, and no brand unless the typed digits already match one of those patterns whole.
  (PaySeal also stops a walk that reads more than 200,000 BIN ranges, leaving the part incomplete; only tables built
  for it reach that, and no vector uses one.)
- Expiry: every complete date text (MM/YY, MMYY, MM/YYYY, MMYYYY) is listed once per `today`, and a
  text is judged by the verdicts of the listed texts it is a prefix of; a month missing digits (a lone
  digit, or at most one before the `/`) by the texts it makes with each month it can become.
"""

from __future__ import annotations

import functools
from typing import Any, Dict, List, Optional, Sequence

try:
    import regex  # partial matching (PCRE2's PARTIAL_HARD counterpart); only for tables with patterns
except ImportError:  # pragma: no cover
    regex = None

from card_input_reference import _luhn

MAX_DIGITS = 19
UNKNOWN_PAN_LENGTHS = list(range(12, 20))
UNKNOWN_CVC_LENGTHS = [3, 4]
YEARS_AHEAD = 25
SEPARATORS = " -"


def part(state: str, reason: Optional[str] = None, max_length: Optional[int] = None) -> Dict[str, Any]:
    out: Dict[str, Any] = {"state": state}
    if state != "valid":
        out["reason"] = reason
    if max_length is not None:
        out["maxLength"] = max_length
    return out


def _lower(text: str) -> str:
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in text)


def accepts(brand: Any, accepted: Optional[List[str]]) -> bool:
    return brand is None or not accepted or _lower(brand.name) in {_lower(a) for a in accepted}


def final_reason(digits: str, brand: Any, accepted: Optional[List[str]]) -> Optional[str]:
    """Why the PAN fails if the customer stops now (None: valid)."""
    if not accepts(brand, accepted):
        return "brandNotAccepted"
    if len(digits) not in (brand.pan_lengths if brand else UNKNOWN_PAN_LENGTHS):
        return "length"
    return None if _luhn(digits) else "luhn"


def _pattern_can_continue(brand: Any, digits: str) -> bool:
    if regex is None:
        raise RuntimeError("the `regex` module is needed for tables with patterns (pip install regex)")
    return regex.fullmatch(brand.pattern.pattern, digits, flags=regex.ASCII | regex.V0, partial=True) is not None


def _brand_by_ranges(brands: Sequence[Any], head: str) -> Any:
    """The brand the BIN ranges give a number whose leading digits are `head` (None: no range matches)."""
    best, strength = None, 0
    for b in brands:
        for lo, hi, n in b.ranges:
            if n <= len(head) and lo <= int(head[:n]) <= hi and n > strength:
                best, strength = b, n
    return best


def can_continue(brands: Sequence[Any], digits: str, accepted: Optional[List[str]]) -> bool:
    n = len(digits)
    K = max([r[2] for b in brands for r in b.ranges] or [0])
    patterns = [b for b in brands if b.pattern is not None and _pattern_can_continue(b, digits)]
    # digits a pattern already matches whole keep that brand as they grow: no brand is then excluded
    held = any(p.pattern.fullmatch(digits) for p in patterns)

    def takes(brand: Any, length: int) -> bool:
        if brand is not None:
            return accepts(brand, accepted) and length in brand.pan_lengths
        if not held and length in UNKNOWN_PAN_LENGTHS:
            return True
        return any(accepts(p, accepted) and length in p.pan_lengths for p in patterns)

    for L in range(n + 1, MAX_DIGITS + 1):
        M = min(L, K)
        if M <= n:  # the brand is decided by the typed digits; the last digit is free for Luhn
            if takes(_brand_by_ranges(brands, digits[:M]), L):
                return True
            continue
        width = M - n
        first, last = int(digits + "0" * width), int(digits + "9" * width)
        cuts = {first, last + 1}
        for b in brands:
            for lo, hi, k in b.ranges:
                if k <= M:
                    for cut in (lo * 10 ** (M - k), (hi + 1) * 10 ** (M - k)):
                        if first < cut <= last:
                            cuts.add(cut)
        bounds = sorted(cuts)
        for a, b_end in zip(bounds, bounds[1:]):
            head = str(a).zfill(M)
            brand = _brand_by_ranges(brands, head)
            if not takes(brand, L):
                continue
            if L > M:
                return True
            # exactly M digits: some number of the interval must pass Luhn (one in any full ten)
            if b_end - a >= 20 or any(_luhn(str(x).zfill(M)) for x in range(a, b_end)):
                return True
    return False


def check_pan(brands: Sequence[Any], detect, pan: str, accepted: Optional[List[str]]):
    digits = "".join(c for c in pan if c not in SEPARATORS)
    if not all("0" <= c <= "9" for c in digits):
        return None, part("invalid", "characters", MAX_DIGITS)
    found = detect(brands, digits)
    longest = max(found.pan_lengths) if found else MAX_DIGITS
    if digits == "":
        return found, part("incomplete", "required", longest)
    reason = final_reason(digits, found, accepted)
    if reason is None:
        return found, part("valid", None, longest)
    state = "incomplete" if len(digits) < MAX_DIGITS and can_continue(brands, digits, accepted) else "invalid"
    return found, part(state, reason, longest)


def check_cvc(cvc: str, found: Any) -> Dict[str, Any]:
    lengths = found.cvc_lengths if found else UNKNOWN_CVC_LENGTHS
    if not all("0" <= c <= "9" for c in cvc):
        return part("invalid", "characters")
    if cvc == "":
        return part("incomplete", "required")
    if len(cvc) in lengths:
        return part("valid")
    return part("invalid" if len(cvc) > max(lengths) else "incomplete", "length")


def whole_date_verdict(month: int, year: int, today_year: int, today_month: int) -> str:
    if (year, month) < (today_year, today_month):
        return "past"
    if year > today_year + YEARS_AHEAD:
        return "tooFar"
    return "valid"


@functools.lru_cache(maxsize=None)
def _expiry_table(today_year: int, today_month: int) -> Dict[str, frozenset]:
    """Every prefix of every complete date text -> the verdicts of the complete texts it starts."""
    century = today_year // 100 * 100
    found: Dict[str, set] = {}
    whole: Dict[str, str] = {}
    for mm in range(1, 13):
        for yy in range(100):
            verdict = whole_date_verdict(mm, century + yy, today_year, today_month)
            for text in (f"{mm:02d}/{yy:02d}", f"{mm:02d}{yy:02d}"):
                whole[text] = verdict
        for yyyy in range(10000):
            verdict = whole_date_verdict(mm, yyyy, today_year, today_month)
            for text in (f"{mm:02d}/{yyyy:04d}", f"{mm:02d}{yyyy:04d}"):
                whole[text] = verdict
    for text, verdict in whole.items():
        for i in range(len(text) + 1):
            found.setdefault(text[:i], set()).add(verdict)
    table = {k: frozenset(v) for k, v in found.items()}
    _WHOLE[(today_year, today_month)] = whole
    return table


_WHOLE: Dict[tuple, Dict[str, str]] = {}


def _check_whole_or_prefix(expiry: str, today_year: int, today_month: int) -> Dict[str, Any]:
    verdicts = _expiry_table(today_year, today_month).get(expiry)
    own = _WHOLE[(today_year, today_month)].get(expiry)
    if own == "valid":
        return part("valid")
    if not verdicts:
        return part("invalid", "format")
    if "valid" in verdicts:
        return part("incomplete", own or "format")
    return part("invalid", "past" if "past" in verdicts else "tooFar")


def _months_with(typed: str) -> List[str]:
    """The months a month missing digits can become: those whose two digits hold the typed one."""
    return [f"{m:02d}" for m in range(1, 13) if typed == "" or typed in (f"{m:02d}"[0], f"{m:02d}"[1])]


def check_expiry(expiry: str, today_year: int, today_month: int) -> Dict[str, Any]:
    if expiry == "":
        return part("incomplete", "required")
    slash = expiry.find("/")
    month = expiry[:slash] if slash >= 0 else expiry[:2]
    if len(month) < 2:  # a month missing digits: a lone digit, or at most one before the /
        if not all("0" <= c <= "9" for c in month):
            return part("invalid", "format")
        rest = expiry[len(month):]
        judged = [_check_whole_or_prefix(m + rest, today_year, today_month) for m in _months_with(month)]
        if any(j["state"] != "invalid" for j in judged):
            return part("incomplete", "format")
        reasons = {j["reason"] for j in judged}
        if "format" in reasons:
            return part("invalid", "format")
        return part("invalid", "past" if "past" in reasons else "tooFar")
    return _check_whole_or_prefix(expiry, today_year, today_month)
