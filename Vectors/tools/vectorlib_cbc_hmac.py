"""AES_256_CBC_HMAC_SHA_512 (RFC 7518 5.2) over pyca's AES-CBC and HMAC-SHA-512; raw AES-CBC for
bad-padding cases.
"""

from __future__ import annotations

from cryptography.hazmat.primitives import hashes, hmac
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def _pkcs7_pad(data: bytes) -> bytes:
    p = 16 - len(data) % 16
    return data + bytes([p]) * p


def _pkcs7_unpad(data: bytes) -> bytes | None:
    if not data or len(data) % 16:
        return None
    p = data[-1]
    if p < 1 or p > 16 or data[-p:] != bytes([p]) * p:
        return None
    return data[:-p]


def _hmac512(key: bytes, data: bytes) -> bytes:
    h = hmac.HMAC(key, hashes.SHA512())
    h.update(data)
    return h.finalize()


def cbc_hmac_tag(key: bytes, iv: bytes, aad: bytes, ct: bytes) -> bytes:
    mac_key = key[:32]
    al = (len(aad) * 8).to_bytes(8, "big")
    return _hmac512(mac_key, aad + iv + ct + al)[:32]


def cbc_hmac_encrypt(key: bytes, iv: bytes, aad: bytes, pt: bytes) -> tuple[bytes, bytes]:
    assert len(key) == 64 and len(iv) == 16
    enc_key = key[32:]
    enc = Cipher(algorithms.AES(enc_key), modes.CBC(iv)).encryptor()
    ct = enc.update(_pkcs7_pad(pt)) + enc.finalize()
    return ct, cbc_hmac_tag(key, iv, aad, ct)


def cbc_hmac_decrypt(key: bytes, iv: bytes, aad: bytes, ct: bytes, tag: bytes) -> bytes | None:
    """Tag first (constant-time compare not needed here), then CBC. None on failure."""
    if len(key) != 64 or len(iv) != 16 or len(tag) != 32:
        return None
    if not hmac_compare(cbc_hmac_tag(key, iv, aad, ct), tag):
        return None
    if not ct or len(ct) % 16:
        return None
    dec = Cipher(algorithms.AES(key[32:]), modes.CBC(iv)).decryptor()
    return _pkcs7_unpad(dec.update(ct) + dec.finalize())


def hmac_compare(a: bytes, b: bytes) -> bool:
    import hmac as _h
    return _h.compare_digest(a, b)


def aes_cbc_raw_encrypt(enc_key: bytes, iv: bytes, data: bytes) -> bytes:
    """AES-CBC without padding (data must be a multiple of 16): for crafted bad-padding cases."""
    enc = Cipher(algorithms.AES(enc_key), modes.CBC(iv)).encryptor()
    return enc.update(data) + enc.finalize()
