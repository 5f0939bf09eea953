"""A minimal DER / PEM writer for constructed public keys, and pseudo_modulus (odd integers of an
exact size: NOT RSA moduli).
"""

from __future__ import annotations

import base64
import hashlib

from vectorlib_base64 import i2b


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = i2b(n)
    return bytes([0x80 | len(b)]) + b


def der_tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def der_uint(x: int) -> bytes:
    """DER INTEGER of a non-negative integer (leading 0x00 when the top bit is set)."""
    b = x.to_bytes(x.bit_length() // 8 + 1, "big") if x else b"\x00"
    return der_tlv(0x02, b)


RSA_ENCRYPTION_ALGID = bytes.fromhex("300d06092a864886f70d0101010500")


def der_rsa_public_key(n: int, e: int) -> bytes:
    return der_tlv(0x30, der_uint(n) + der_uint(e))


def der_spki(pkcs1: bytes, algid: bytes = RSA_ENCRYPTION_ALGID) -> bytes:
    return der_tlv(0x30, algid + der_tlv(0x03, b"\x00" + pkcs1))


def pem(label: str, der: bytes, eol: str = "\n") -> str:
    body = base64.b64encode(der).decode("ascii")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return eol.join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"]) + eol


def pseudo_modulus(bits: int, label: str) -> int:
    """Deterministic odd integer of exactly `bits` bits (NOT an RSA modulus: parse-level tests only)."""
    stream = b""
    i = 0
    while len(stream) * 8 < bits:
        stream += hashlib.sha512(f"payseal-vectors/pseudo-modulus/{label}/{i}".encode()).digest()
        i += 1
    x = int.from_bytes(stream, "big") >> (len(stream) * 8 - bits)
    return x | (1 << (bits - 1)) | 1
