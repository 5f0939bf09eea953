"""Compact JWE (RSA-OAEP + A256CBC-HS512): headers, tokens with fixed randomness (sha256_tag), and
model_jwe_decrypt, the reference model of payseal_jwe_decrypt's order of checks (Vectors/README.md).
"""

from __future__ import annotations

import hashlib
import json

from vectorlib_base64 import b64u, b64u_decode_strict
from vectorlib_cbc_hmac import cbc_hmac_decrypt, cbc_hmac_encrypt
from vectorlib_rsa_oaep import rsa_oaep_decrypt, rsa_oaep_encrypt
from vectorlib_statuses import E_DECRYPT, E_JWE_FORMAT, E_JWE_UNSUPPORTED, E_LIMIT


def json_escape_kid(kid: str) -> str:
    """RFC 8259 string escaping as pinned by docs/design.md: escape '"' and '\\' and
    U+0000..U+001F (\\b \\f \\n \\r \\t or \\u00xx, lowercase hex); everything else,
    including '/', DEL and non-ASCII, is written raw (UTF-8)."""
    short = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    out = []
    for ch in kid:
        if ch in short:
            out.append(short[ch])
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def protected_header(kid: str | None) -> bytes:
    if kid is None:
        return b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}'
    return ('{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":' + json_escape_kid(kid) + "}").encode("utf-8")


def jwe_encrypt_kat(n: int, e: int, header: bytes, pt: bytes, cek: bytes, iv: bytes, seed: bytes) -> str:
    """Compact JWE with the given protected header bytes and fixed randomness."""
    h = b64u(header)
    ek = rsa_oaep_encrypt(n, e, cek, seed)
    ct, tag = cbc_hmac_encrypt(cek, iv, h.encode("ascii"), pt)
    return ".".join([h, b64u(ek), b64u(iv), b64u(ct), b64u(tag)])


JWE_MAX = 2 * 1024 * 1024


def _reject_constant(name):
    raise ValueError("non-standard JSON constant " + name)


def model_jwe_decrypt(n: int, d: int, compact: str) -> tuple[str, bytes | None]:
    """Reference model of payseal_jwe_decrypt's order of checks (see Vectors/README.md):
    size -> exactly 5 parts -> strict base64url of every part -> header is UTF-8 JSON
    object -> alg/enc present strings -> alg == RSA-OAEP, enc == A256CBC-HS512, no zip,
    no crit -> RSA-OAEP unwrap (64-byte CEK) -> IV/tag lengths + HMAC tag -> CBC + padding.
    Returns ("valid", plaintext) or (status, None)."""
    raw = compact.encode("utf-8")
    if len(raw) > JWE_MAX:
        return E_LIMIT, None
    parts = compact.split(".")
    if len(parts) != 5:
        return E_JWE_FORMAT, None
    dec = [b64u_decode_strict(p) for p in parts]
    if any(x is None for x in dec):
        return E_JWE_FORMAT, None
    hdr_bytes, ek, iv, ct, tag = dec
    try:
        hdr = json.loads(hdr_bytes.decode("utf-8", errors="strict"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError):
        return E_JWE_FORMAT, None
    if not isinstance(hdr, dict):
        return E_JWE_FORMAT, None
    if not isinstance(hdr.get("alg"), str) or not isinstance(hdr.get("enc"), str):
        return E_JWE_FORMAT, None
    if hdr["alg"] != "RSA-OAEP" or hdr["enc"] != "A256CBC-HS512" or "zip" in hdr or "crit" in hdr:
        return E_JWE_UNSUPPORTED, None
    cek = rsa_oaep_decrypt(n, d, ek)
    if cek is None or len(cek) != 64:
        return E_DECRYPT, None
    pt = cbc_hmac_decrypt(cek, iv, parts[0].encode("ascii"), ct, tag)
    if pt is None:
        return E_DECRYPT, None
    return "valid", pt


def jwe_header_fields(compact: str) -> tuple[str | None, str | None]:
    """(alg, enc) as claimed by the protected header, or (None, None) if unreadable."""
    parts = compact.split(".")
    h = b64u_decode_strict(parts[0]) if parts else None
    if h is None:
        return None, None
    try:
        o = json.loads(h.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None, None
    if not isinstance(o, dict):
        return None, None
    a, e = o.get("alg"), o.get("enc")
    return (a if isinstance(a, str) else None), (e if isinstance(e, str) else None)


def sha256_tag(label: str, case_id: str, length: int) -> bytes:
    """Deterministic bytes: SHA-256("payseal-kat/<label>/<n>/<case id>") blocks, truncated."""
    out = b""
    i = 0
    while len(out) < length:
        out += hashlib.sha256(f"payseal-kat/{label}/{i}/{case_id}".encode("utf-8")).digest()
        i += 1
    return out[:length]
