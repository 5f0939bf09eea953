"""Helpers the tests of the Pythonic API share (test_errors.py, test_keys.py, test_encrypt.py, ...):
base64url and JWE-header helpers, a non-ASCII text, and the 2048-bit TEST key files and a token
made with them. Fixtures are in conftest.py.
"""

from __future__ import annotations

import base64
import functools
import json
from typing import Any, Dict

from conftest import key_files

from payseal import PublicKey

NON_ASCII = "Zahlung ✓ 日本 €"


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def header_of(token: str) -> Dict[str, Any]:
    return json.loads(unb64u(token.split(".")[0]))


def int_b64u(value: int) -> str:
    return b64u(value.to_bytes((value.bit_length() + 7) // 8, "big"))


def _pem2048() -> str:
    return key_files(2048)["private_pem"]


def _api2048() -> str:
    return key_files(2048)["client_api"]


@functools.lru_cache(maxsize=None)
def _token2048() -> str:
    with PublicKey.from_client_api(_api2048()) as key:
        return key.encrypt(b"secret")
