"""Strict base64 and base64url (alphabet only, padding as the variant wants, zero pad bits; None
when rejected), and integers to and from bytes.
"""

from __future__ import annotations

import base64
import re


def b64u(data: bytes) -> str:
    """base64url without padding (RFC 7515 section 2)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


_B64U_RE = re.compile(r"[A-Za-z0-9_-]*")
_B64_RE = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")


def b64u_decode_strict(s: str) -> bytes | None:
    """Strict base64url (no padding, no whitespace, alphabet only, length mod 4 != 1,
    zero pad bits). Returns None when rejected."""
    if not _B64U_RE.fullmatch(s) or len(s) % 4 == 1:
        return None
    out = base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
    if b64u(out) != s:  # non-canonical (non-zero) pad bits
        return None
    return out


def b64_decode_strict(s: str) -> bytes | None:
    """Strict standard base64 (RFC 4648 section 4): padded, alphabet only, zero pad bits."""
    if not _B64_RE.fullmatch(s):
        return None
    out = base64.b64decode(s, validate=True)
    if base64.b64encode(out).decode("ascii") != s:
        return None
    return out


def b64u_int(x: int) -> str:
    return b64u(i2b(x))


def int_b64u(s: str) -> int:
    return int.from_bytes(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)), "big")


def i2b(x: int, length: int | None = None) -> bytes:
    if length is None:
        length = max(1, (x.bit_length() + 7) // 8)
    return x.to_bytes(length, "big")
