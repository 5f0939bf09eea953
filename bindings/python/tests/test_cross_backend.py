"""Tokens made by the portable crypto backend (swift-crypto), decrypted by the system backend
(libpayseal.so, OpenSSL) and by joserfc: the portable RSA-OAEP step takes no seed, so no known
answer pins it; these decryptions do.

`make test` runs Tests/portable/test-portable first, which writes the tokens to the file that
PAYSEAL_PORTABLE_TOKENS names (Tests/PaySealTests/CrossDecryptionTokens.swift); without that
variable the test is skipped, with it a missing file fails.
"""
from __future__ import annotations

import json
import os
from typing import Any, Dict, List

import pytest

from conftest import key_files
from payseal import PrivateKey

joserfc_jwe = pytest.importorskip("joserfc.jwe")
joserfc_jwk = pytest.importorskip("joserfc.jwk")


def _tokens() -> List[Dict[str, Any]]:
    path = os.environ.get("PAYSEAL_PORTABLE_TOKENS")
    if not path:
        pytest.skip("PAYSEAL_PORTABLE_TOKENS is not set (make test sets it after test-portable)")
    with open(path, encoding="utf-8") as f:
        entries: List[Dict[str, Any]] = json.load(f)
    return entries


def test_the_portable_backend_wrote_its_tokens() -> None:
    entries = _tokens()
    assert sorted({e["bits"] for e in entries}) == [2048, 3072, 4096]
    assert all(e["backend"].startswith("portable") for e in entries)


@pytest.mark.parametrize("index", range(6))
def test_system_backend_and_joserfc_decrypt_a_portable_token(index: int) -> None:
    entry = _tokens()[index]
    files = key_files(entry["bits"])
    plaintext = entry["plaintext"].encode("utf-8")
    with PrivateKey.parse(files["private_pem"]) as key:
        assert key.decrypt(entry["token"]) == plaintext
    jose_key = joserfc_jwk.RSAKey.import_key(files["private_pem"])
    obj = joserfc_jwe.decrypt_compact(entry["token"], jose_key, algorithms=["RSA-OAEP", "A256CBC-HS512"])
    assert obj.plaintext == plaintext
    assert obj.protected["alg"] == "RSA-OAEP" and obj.protected["enc"] == "A256CBC-HS512"
