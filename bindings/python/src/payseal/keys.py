"""RSA keys: PublicKey (encryption) and PrivateKey (decryption, for tests and tools).

Keys are immutable.  One key may be shared by any number of threads: ``encrypt``,
``encrypt_kat`` and ``decrypt`` may run concurrently on the same key (the C library
releases the GIL during the call).  ``close()`` from one thread while another thread is
encrypting is safe too: the free is deferred until the running call returns, and later
calls raise :class:`~payseal.ClosedHandleError`.
"""

from __future__ import annotations

import json as _json
from collections.abc import Mapping
from ctypes import byref
from typing import Any, Optional, Union

from . import _ffi
from ._core import OwnedHandle, call_returning_buffer, raise_for_status, to_bytes, to_c_string
from ._errors import ArgumentError

__all__ = ["PublicKey", "PrivateKey"]

_lib = _ffi.lib
_PRIVATE = object()  # token for the internal constructor


class PublicKey(OwnedHandle):
    """An RSA public key (2048..8192 bits) to encrypt to, with an optional key id (JWE "kid").

    Create one with :meth:`from_client_api` or :meth:`parse`; release it with
    :meth:`close` or a ``with`` block (the garbage collector frees it otherwise).
    """

    _free_fn = _lib.payseal_public_key_free
    _what = "PublicKey"

    def __init__(self, _token: object = None, _handle: Optional[_ffi.PublicKeyHandle] = None) -> None:
        if _token is not _PRIVATE or _handle is None:
            raise TypeError("use PublicKey.from_client_api(...) or PublicKey.parse(...)")
        self._adopt(_handle)
        self._bits = int(_lib.payseal_public_key_bits(_handle))
        raw_id = _lib.payseal_public_key_id(_handle)
        self._key_id = raw_id.decode("utf-8") if raw_id is not None else None

    @classmethod
    def from_client_api(cls, json: Union[str, bytes, "Mapping[str, Any]"]) -> "PublicKey":
        """Parse the Client API ``/crypto/publickey`` response,
        ``{"keyId": "...", "publicKey": "<base64 DER SubjectPublicKeyInfo>"}``: its JSON text
        (``str`` or ``bytes``) or the decoded object a JSON client returns (a ``dict``, e.g.
        ``requests.get(...).json()``), which is serialized back to JSON for the library.
        The ``keyId`` becomes the JWE "kid"."""
        if isinstance(json, Mapping):
            # TypeError/ValueError for values JSON cannot express (NaN, objects, ...).
            data = _json.dumps(dict(json), allow_nan=False).encode("ascii")
        else:
            data = to_bytes(json, "json")
        handle = _ffi.PublicKeyHandle()
        status = _lib.payseal_public_key_from_client_api(data, len(data), byref(handle))
        raise_for_status(status)
        return cls(_PRIVATE, handle)

    @classmethod
    def parse(cls, data: Union[bytes, str], key_id: Optional[str] = None) -> "PublicKey":
        """Parse an RSA public key: DER SubjectPublicKeyInfo or PKCS#1, either as base64,
        PEM ("PUBLIC KEY" / "RSA PUBLIC KEY") or an RSA JWK (format detected from the bytes).

        ``key_id`` becomes the JWE "kid"; when ``None``, a JWK's "kid" is used if present,
        otherwise tokens carry no "kid"."""
        raw = to_bytes(data, "data")
        c_key_id = None if key_id is None else to_c_string(key_id, "key_id")
        handle = _ffi.PublicKeyHandle()
        status = _lib.payseal_public_key_parse(raw, len(raw), c_key_id, byref(handle))
        raise_for_status(status)
        return cls(_PRIVATE, handle)

    @property
    def bits(self) -> int:
        """The modulus size in bits."""
        return self._bits

    @property
    def key_id(self) -> Optional[str]:
        """The key id (JWE "kid"), or ``None``."""
        return self._key_id

    def encrypt(self, plaintext: Union[bytes, str]) -> str:
        """Encrypt to this key: a JWE compact serialization (RSA-OAEP + A256CBC-HS512).
        A ``str`` is encrypted as its UTF-8 bytes."""
        data = to_bytes(plaintext, "plaintext")
        with self._use() as handle:
            out = call_returning_buffer(_lib.payseal_jwe_encrypt, handle, data, len(data))
        return out.decode("ascii")

    def encrypt_kat(
        self,
        plaintext: Union[bytes, str],
        cek: bytes,
        iv: bytes,
        oaep_seed: bytes,
    ) -> str:
        """**For tests only** (known-answer tests): :meth:`encrypt` with caller-supplied
        randomness - ``cek`` = MAC_KEY || ENC_KEY (64 bytes), ``iv`` (16 bytes),
        ``oaep_seed`` (20 bytes).  The output is deterministic; a token made with a known
        CEK protects nothing.  Never use it for real data."""
        data = to_bytes(plaintext, "plaintext")
        cek_b = to_bytes(cek, "cek", allow_str=False)
        iv_b = to_bytes(iv, "iv", allow_str=False)
        seed_b = to_bytes(oaep_seed, "oaep_seed", allow_str=False)
        # The C function reads fixed-size arrays: a shorter buffer would be over-read.
        for name, value, size in (
            ("cek", cek_b, _ffi.CEK_BYTES),
            ("iv", iv_b, _ffi.IV_BYTES),
            ("oaep_seed", seed_b, _ffi.OAEP_SEED_BYTES),
        ):
            if len(value) != size:
                raise ArgumentError(
                    "PAYSEAL_E_ARGUMENT", f"{name} must be {size} bytes, got {len(value)}", 1
                )
        with self._use() as handle:
            out = call_returning_buffer(
                _lib.payseal_jwe_encrypt_kat, handle, data, len(data), cek_b, iv_b, seed_b
            )
        return out.decode("ascii")

    def __repr__(self) -> str:
        state = " closed" if self.closed else ""
        return f"<PublicKey bits={self._bits} key_id={self._key_id!r}{state}>"


class PrivateKey(OwnedHandle):
    """An RSA private key, to decrypt PaySeal tokens (tests, tools, merchant-side debugging).

    :meth:`close` (or the garbage collector) frees it; the library wipes it first."""

    _free_fn = _lib.payseal_private_key_free
    _what = "PrivateKey"

    def __init__(self, _token: object = None, _handle: Optional[_ffi.PrivateKeyHandle] = None) -> None:
        if _token is not _PRIVATE or _handle is None:
            raise TypeError("use PrivateKey.parse(...)")
        self._adopt(_handle)

    @classmethod
    def parse(cls, data: Union[bytes, str]) -> "PrivateKey":
        """Parse an RSA private key: PEM ("PRIVATE KEY" PKCS#8 or "RSA PRIVATE KEY" PKCS#1),
        DER of either, or an RSA private JWK.  Same size/exponent policy as public keys."""
        raw = to_bytes(data, "data")
        handle = _ffi.PrivateKeyHandle()
        status = _lib.payseal_private_key_parse(raw, len(raw), byref(handle))
        raise_for_status(status)
        return cls(_PRIVATE, handle)

    def decrypt(self, jwe: Union[str, bytes]) -> bytes:
        """Decrypt a compact JWE (RSA-OAEP + A256CBC-HS512) and return the plaintext bytes.

        The library wipes its own copy of the plaintext; the returned ``bytes`` object is
        ordinary Python memory that cannot be wiped."""
        data = to_bytes(jwe, "jwe")
        with self._use() as handle:
            return call_returning_buffer(_lib.payseal_jwe_decrypt, handle, data, len(data))

    def __repr__(self) -> str:
        return "<PrivateKey closed>" if self.closed else "<PrivateKey>"
