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


def part(state: str, reason: Optional[str] = None, max_length: Optional[int] = None,
         advance: Optional[bool] = None) -> Dict[str, Any]:
    out: Dict[str, Any] = {"state": state}
    if state != "valid":
        out["reason"] = reason
    if max_length is not None:
        out["maxLength"] = max_length
    if advance is not None:
        out["advance"] = advance
    return out


def _lower(text: str) -> str:
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in text)


def accepts(brand: Any, accepted: Optional[List[str]], brands: Sequence[Any] = ()) -> bool:
    """R11: with a list, a brand is taken when named; no brand only when the list names a brand the table
    does not know (the merchant takes cards the table cannot tell)."""
    if not accepted:
        return True
    names = {_lower(a) for a in accepted}
    if brand is None:
        return not names <= {_lower(b.name) for b in brands}
    return _lower(brand.name) in names


def final_reason(digits: str, brand: Any, accepted: Optional[List[str]], brands: Sequence[Any]) -> Optional[str]:
    """Why the PAN fails if the customer stops now (None: valid)."""
    if not accepts(brand, accepted, brands):
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


def _interval_bounds(brands: Sequence[Any], digits: str, M: int) -> List[int]:
    """The M-digit numbers that start with `digits`, cut at every range end among them: sorted
    bounds, the last one past the end; inside one interval the BIN ranges give one brand."""
    width = M - len(digits)
    first, last = int(digits + "0" * width), int(digits + "9" * width)
    cuts = {first, last + 1}
    for b in brands:
        for lo, hi, k in b.ranges:
            if k <= M:
                for cut in (lo * 10 ** (M - k), (hi + 1) * 10 ** (M - k)):
                    if first < cut <= last:
                        cuts.add(cut)
    return sorted(cuts)


def can_continue(brands: Sequence[Any], digits: str, accepted: Optional[List[str]]) -> bool:
    n = len(digits)
    K = max([r[2] for b in brands for r in b.ranges] or [0])
    patterns = [b for b in brands if b.pattern is not None and _pattern_can_continue(b, digits)]
    # digits a pattern already matches whole keep that brand as they grow: no brand is then excluded
    held = any(p.pattern.fullmatch(digits) for p in patterns)

    def takes(brand: Any, length: int) -> bool:
        if brand is not None:
            return accepts(brand, accepted, brands) and length in brand.pan_lengths
        if not held and length in UNKNOWN_PAN_LENGTHS and accepts(None, accepted, brands):
            return True
        return any(accepts(p, accepted, brands) and length in p.pan_lengths for p in patterns)

    for L in range(n + 1, MAX_DIGITS + 1):
        M = min(L, K)
        if M <= n:  # the brand is decided by the typed digits; the last digit is free for Luhn
            if takes(_brand_by_ranges(brands, digits[:M]), L):
                return True
            continue
        bounds = _interval_bounds(brands, digits, M)
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


# Where patterns decide and few continuations are left, every Luhn-valid one is detected in full.
EXACT_CONTINUATIONS = 111
EXACT_MATCHES = 2048


def exactly_can_continue(brands: Sequence[Any], detect, digits: str, accepted: Optional[List[str]]) -> Optional[bool]:
    n = len(digits)
    count = sum(10 ** (length - n - 1) for length in range(n + 1, MAX_DIGITS + 1))
    patterns = sum(1 for b in brands if b.pattern is not None)
    if count > EXACT_CONTINUATIONS or count * patterns > EXACT_MATCHES:
        return None
    for length in range(n + 1, MAX_DIGITS + 1):
        free = length - n - 1
        for middle in range(10 ** free):
            body = digits + (str(middle).zfill(free) if free else "")
            pan = next(body + d for d in "0123456789" if _luhn(body + d))
            brand = detect(brands, pan)
            if accepts(brand, accepted, brands) and length in (brand.pan_lengths if brand else UNKNOWN_PAN_LENGTHS):
                return True
    return False


def settled_brand(brands: Sequence[Any], digits: str, detect=None):
    """The brand every continuation of the digits (themselves included, up to 19 digits) is detected as; None
    while continuations of different brands, or of no brand, remain. With the longest PAN length a still-possible
    brand allows (19 when none is known, or a continuation may be of no brand). BIN ranges by interval, as
    can_continue; where no range decides, every pattern brand whose pattern can still match, and no brand unless
    the digits already match one of those patterns whole."""
    if digits == "":
        return None, MAX_DIGITS
    if len(digits) > MAX_DIGITS:  # R16: the only continuation is the text itself: its detected brand
        only = detect(brands, digits) if detect else None
        return only, min(max(only.pan_lengths), MAX_DIGITS) if only else MAX_DIGITS
    n = len(digits)
    K = max([r[2] for b in brands for r in b.ranges] or [0])
    found: List[Any] = []
    uncovered = False

    def add(brand: Any) -> None:
        nonlocal uncovered
        if brand is None:
            uncovered = True
        elif brand not in found:
            found.append(brand)

    for L in range(n, MAX_DIGITS + 1):
        M = min(L, K)
        if M <= n:
            add(_brand_by_ranges(brands, digits))
            continue
        bounds = _interval_bounds(brands, digits, M)
        for a in bounds[:-1]:
            add(_brand_by_ranges(brands, str(a).zfill(M)))
    no_brand = False
    if uncovered:
        patterns = [b for b in brands if b.pattern is not None and _pattern_can_continue(b, digits)]
        # R16: detection includes patterns, ties to the earlier brand: of the patterns matching the digits whole
        # (a prefix then \d*: they match every continuation), the first takes them from the later ones.
        whole = [p for p in patterns if p.pattern.fullmatch(digits)]
        found += [p for p in patterns if p not in found and (p not in whole or p is whole[0])]
        no_brand = not whole
    longest = MAX_DIGITS if no_brand else max([max(b.pan_lengths) for b in found] or [MAX_DIGITS])
    return (found[0] if len(found) == 1 and not no_brand else None), min(longest, MAX_DIGITS)


def check_pan(brands: Sequence[Any], detect, pan: str, accepted: Optional[List[str]]):
    """The PAN part, and the settled brand (the one the check reports)."""
    digits = "".join(c for c in pan if c not in SEPARATORS)
    if not all("0" <= c <= "9" for c in digits):
        return None, part("invalid", "characters", MAX_DIGITS, False)
    found = detect(brands, digits)
    settled, longest = settled_brand(brands, digits, detect)
    if digits == "":
        return settled, part("incomplete", "required", longest, False)
    reason = final_reason(digits, found, accepted, brands)
    if reason is None:
        # R16: at the reported brand's usual length (or its range's), and at 19 digits whatever the brand
        advance = settled.advance_for(digits) if settled else MAX_DIGITS
        return settled, part("valid", None, longest, len(digits) in (advance, MAX_DIGITS))
    continues = len(digits) < MAX_DIGITS and can_continue(brands, digits, accepted)
    if continues and any(b.pattern is not None for b in brands):
        exact = exactly_can_continue(brands, detect, digits, accepted)
        continues = continues if exact is None else exact
    return settled, part("incomplete" if continues else "invalid", reason, longest, False)


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
        # Longest prefix first; where a prefix already has the verdict, so have all shorter ones
        # (they got it with it), so stop there: the same table, in a fifth of the time.
        for i in range(len(text), -1, -1):
            verdicts = found.setdefault(text[:i], set())
            if verdict in verdicts:
                break
            verdicts.add(verdict)
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
        # R16: incomplete only when filling the month's gap makes a valid date, or when no year
        # digit is typed yet (`2`, `1/`, `/`); a gap in the month and one in the year (`1/2`,
        # `1/20` on its way to `11/2028`) is two edits away, so R1 decides with the months' reasons.
        no_year = rest in ("", "/")
        if any(j["state"] == "valid" or (no_year and j["state"] == "incomplete") for j in judged):
            return part("incomplete", "format")
        reasons = {j["reason"] for j in judged}
        if any(j["state"] == "invalid" and j["reason"] == "format" for j in judged):
            return part("invalid", "format")
        return part("invalid", "past" if "past" in reasons else "tooFar" if "tooFar" in reasons else "format")
    return _check_whole_or_prefix(expiry, today_year, today_month)
