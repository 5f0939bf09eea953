"""Python string indices and the UTF-16 positions the card-input functions take.

The edit functions count positions in UTF-16 code units, as UIKit, Android and the DOM report a
caret; Python indexes code points. They differ after a character outside the Basic Multilingual
Plane (an emoji counts 2 in UTF-16, 1 in Python)::

    utf16_offset("4\U0001F389 1", 3)    # 4: "4", the emoji (2 units), " "
    string_index("4\U0001F389 1", 4)    # 3
"""

from __future__ import annotations

__all__ = ["utf16_offset", "string_index"]


def _units(character: str) -> int:
    return 2 if ord(character) > 0xFFFF else 1


def utf16_offset(text: str, index: int) -> int:
    """The UTF-16 position of the Python index ``index`` of ``text`` (0 to ``len(text)``)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be str, not {type(text).__name__}")
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError(f"index must be int, not {type(index).__name__}")
    if not 0 <= index <= len(text):
        raise ValueError(f"index {index} is outside the text (0 to {len(text)})")
    return sum(_units(character) for character in text[:index])


def string_index(text: str, offset: int) -> int:
    """The Python index of the UTF-16 position ``offset`` of ``text`` (a caret the library
    returned); :class:`ValueError` for a position past the text or inside a surrogate pair."""
    if not isinstance(text, str):
        raise TypeError(f"text must be str, not {type(text).__name__}")
    if isinstance(offset, bool) or not isinstance(offset, int):
        raise TypeError(f"offset must be int, not {type(offset).__name__}")
    if offset < 0:
        raise ValueError(f"offset {offset} is negative")
    units = 0
    for index, character in enumerate(text):
        if units == offset:
            return index
        units += _units(character)
        if units > offset:
            raise ValueError(f"offset {offset} is inside the surrogate pair of the character at index {index}")
    if units == offset:
        return len(text)
    raise ValueError(f"offset {offset} is past the text ({units} UTF-16 code units)")
