"""RSAES-OAEP SHA-1 / MGF1-SHA-1 (RFC 8017 7.1): a hand-written EME-OAEP and RSA with Python integers."""

from __future__ import annotations

import hashlib

from vectorlib_base64 import i2b

HLEN = 20
EMPTY_LABEL_HASH = hashlib.sha1(b"").digest()


def mgf1_sha1(seed: bytes, length: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < length:
        out += hashlib.sha1(seed + counter.to_bytes(4, "big")).digest()
        counter += 1
    return out[:length]


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def oaep_encode(msg: bytes, seed: bytes, k: int, label: bytes = b"") -> bytes:
    """EME-OAEP encoding, RFC 8017 7.1.1 step 2: EM = 0x00 || maskedSeed || maskedDB."""
    assert len(seed) == HLEN
    if len(msg) > k - 2 * HLEN - 2:
        raise ValueError("message too long")
    lhash = hashlib.sha1(label).digest()
    ps = b"\x00" * (k - len(msg) - 2 * HLEN - 2)
    db = lhash + ps + b"\x01" + msg
    masked_db = _xor(db, mgf1_sha1(seed, k - HLEN - 1))
    masked_seed = _xor(seed, mgf1_sha1(masked_db, HLEN))
    return b"\x00" + masked_seed + masked_db


def oaep_decode(em: bytes, k: int, label: bytes = b"") -> bytes | None:
    """EME-OAEP decoding, RFC 8017 7.1.2 step 3. Returns None on any failure."""
    if len(em) != k or k < 2 * HLEN + 2:
        return None
    y, masked_seed, masked_db = em[0], em[1:1 + HLEN], em[1 + HLEN:]
    seed = _xor(masked_seed, mgf1_sha1(masked_db, HLEN))
    db = _xor(masked_db, mgf1_sha1(seed, k - HLEN - 1))
    lhash = hashlib.sha1(label).digest()
    if y != 0 or db[:HLEN] != lhash:
        return None
    rest = db[HLEN:]
    i = 0
    while i < len(rest) and rest[i] == 0:
        i += 1
    if i == len(rest) or rest[i] != 1:
        return None
    return rest[i + 1:]


def modlen(n: int) -> int:
    return (n.bit_length() + 7) // 8


def rsa_oaep_encrypt(n: int, e: int, msg: bytes, seed: bytes, label: bytes = b"") -> bytes:
    k = modlen(n)
    m = int.from_bytes(oaep_encode(msg, seed, k, label), "big")
    assert m < n
    return i2b(pow(m, e, n), k)


def rsa_oaep_decrypt(n: int, d: int, ct: bytes, label: bytes = b"") -> bytes | None:
    k = modlen(n)
    if len(ct) != k:
        return None
    c = int.from_bytes(ct, "big")
    if c >= n:
        return None
    return oaep_decode(i2b(pow(c, d, n), k), k, label)
