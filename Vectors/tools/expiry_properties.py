"""The expiry field and the card check agree (docs/cards.md, "The card check as the customer types" and
"The expiry field"), checked on the two references before generate_card_editing_vectors.py writes a
vector: the field of card_editing_reference.py against the check of card_check_reference.py, over every
text the field can reach from empty (every key, Backspace and Delete at every caret, every selection
deleted), for todays whose valid years the field can hold (it holds 2000-2099):

- every text the check calls incomplete can be finished: some key at its end (for a month missing digits,
  a digit typed in the month) gives a valid text, or an incomplete one nearer to a valid text;
- what a deletion leaves of a valid text is never invalid (of an incomplete one it may be: `11/20` in 2026,
  on its way to `11/2028`, without a month digit is `1/20`, two edits from a valid date, `invalid` `past`);
- a paste gives the date it spells, or is refused with text and caret unchanged (and only then says
  `refused`).

Raises AssertionError naming the first text that breaks a rule. Standard library only.
"""

from __future__ import annotations

import functools
from typing import Dict, Iterator, Optional, Set, Tuple

import card_check_reference as check_ref
import card_editing_reference as ref

TODAYS = [(2026, 11), (2000, 1), (2074, 12)]
# The references are pure functions and the rules below ask them the same questions for each today:
# answered once (the results are only read).
_edit = functools.lru_cache(maxsize=None)(ref.expiry_edit)
_delete = functools.lru_cache(maxsize=None)(ref.expiry_delete)
_check = functools.lru_cache(maxsize=None)(check_ref.check_expiry)
KEYS = list("0123456789/")
PASTES = ["1228", "12/28", "12/2028", "122028", "13/30", "1330", "00/28", "1/28", "/28", "12/1999", "1228999",
          "12 / 28", "12/203", "2030", "30", "20", "1/", "0130", "12//28", "2 8"]


def _len16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _month_length(text: str) -> int:
    slash = text.find("/")
    return slash if slash >= 0 else min(2, len(text))


def reachable() -> Set[str]:
    seen, todo = {""}, [""]
    while todo:
        text = todo.pop()
        n = _len16(text)
        found = []
        for start in range(n + 1):
            found += [_edit(text, start, start, key)["text"] for key in KEYS]
            found += [_delete(text, start, end, forward)["text"]
                      for end in range(start, n + 1) for forward in (False, True)]
        for new in found:
            if new not in seen:
                seen.add(new)
                todo.append(new)
    return seen


def _finishing_keys(text: str) -> Iterator[str]:
    """The texts keys make from `text`: at its end, or in the month of a month missing digits."""
    carets = range(_month_length(text) + 1) if _month_length(text) < 2 else [_len16(text)]
    unchanged = _edit(text, 0, 0, "x")["text"]
    for caret in carets:
        for key in KEYS:
            new = _edit(text, caret, caret, key)["text"]
            if new != unchanged:
                yield new


def _whole_date(text: str) -> Optional[Tuple[int, int]]:
    """(month, year) of MM/YY, MMYY, MM/YYYY or MMYYYY (YY in 2000-2099), other characters ignored."""
    kept = "".join(c for c in text if "0" <= c <= "9" or c == "/")
    if kept.count("/") > 1:
        return None
    month, year = kept.split("/") if "/" in kept else (kept[:2], kept[2:])
    if len(month) != 2 or len(year) not in (2, 4) or not 1 <= int(month) <= 12:
        return None
    return int(month), int(year) + (2000 if len(year) == 2 else 0)


def check_finishing(texts: Set[str], today: Tuple[int, int]) -> None:
    verdict: Dict[str, str] = {}

    def state(text: str) -> str:
        if text not in verdict:
            verdict[text] = _check(text, *today)["state"]
        return verdict[text]

    near: Set[str] = {t for t in texts if state(t) == "valid"}
    waiting = [t for t in texts if state(t) == "incomplete"]
    moves = {t: [m for m in _finishing_keys(t) if state(m) != "invalid"] for t in waiting}
    while True:  # a text is near once one of its keys leads to a valid text or to a near one
        found = [t for t in waiting if any(m in near for m in moves[t])]
        if not found:
            break
        near.update(found)
        waiting = [t for t in waiting if t not in near]
        for t in waiting:
            for m in moves[t]:
                if m not in moves and state(m) == "incomplete" and m not in near:
                    moves[m] = [k for k in _finishing_keys(m) if state(k) != "invalid"]
                    waiting.append(m)
    assert not waiting, f"{today}: incomplete texts the field cannot finish: {sorted(waiting)[:10]}"


def check_deletions(texts: Set[str], today: Tuple[int, int]) -> None:
    for text in texts:
        if _check(text, *today)["state"] != "valid":
            continue
        n = _len16(text)
        for start in range(n + 1):
            for end in range(start, n + 1):
                results = [_delete(text, start, end, forward) for forward in (False, True)]
                if end > start:
                    results.append(_edit(text, start, end, ""))
                for result in results:
                    got = _check(result["text"], *today)
                    assert got["state"] != "invalid", f"{today}: deleting [{start}, {end}) of {text!r}: {result} is {got}"


def check_pastes(texts: Set[str]) -> None:
    for text in sorted(t for t in texts if len(t) <= 5):
        n = _len16(text)
        unchanged = _edit(text, 0, 0, "x")["text"]
        for start, end in {(0, 0), (n, n), (0, n), (0, min(2, n)), (min(3, n), n)}:
            for paste in PASTES:
                result = _edit(text, start, end, paste)
                whole = text[:start] + paste + text[end:]
                if (result["text"], result["caret"]) == (unchanged, min(start, len(unchanged))):
                    continue  # refused, or a paste that changed nothing
                assert result["refused"] is None, (text, start, end, paste, result)
                got = _whole_date(result["text"])
                assert got is None or got == _whole_date(whole), f"{paste!r} over [{start}, {end}) of {text!r}: {result}"
                wanted = _whole_date(whole)
                assert wanted is None or not 2000 <= wanted[1] <= 2099 or got == wanted, (text, start, end, paste, result)


def check_all() -> None:
    texts = reachable()
    whole: Set[str] = set()
    for month in range(1, 13):
        for year in range(2000, 2100):
            for written in (f"{month:02d}/{year % 100:02d}", f"{month:02d}{year % 100:02d}", f"{month:02d}/{year}",
                            f"{month:02d}{year}"):
                whole.update(written[:i] for i in range(len(written) + 1))
    for today in TODAYS:
        check_finishing(texts | whole, today)
        check_deletions(texts, today)
    check_pastes(texts)


if __name__ == "__main__":
    check_all()
    print(f"expiry field and card check agree over {len(reachable())} texts the field reaches")
