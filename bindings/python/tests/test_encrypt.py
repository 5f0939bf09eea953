"""Encryption round trips: every TEST key size and plaintext (empty, binary, non-ASCII, a payment
payload), the largest plaintext and buffer inputs, and the known-answer encryption (encrypt_kat).
"""

from __future__ import annotations

import json
import os
from typing import Tuple

import pytest

from api_helpers import NON_ASCII, header_of, unb64u
from conftest import KEY_SIZES, key_files

import payseal
from payseal import ArgumentError, PrivateKey, PublicKey

PAYMENT_JSON = json.dumps(
    {
        "clientSessionId": "0f3e6c8a2b7d4e19a5c1f0b2d3e4a5b6",
        "nonce": "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
        "paymentProductId": 1,
        "paymentValues": [
            {"key": "cardNumber", "value": "4567350000427977"},
            {"key": "cardholderName", "value": "Zoë Müller-Łukasiewicz"},
            {"key": "cvv", "value": "123"},
            {"key": "expiryDate", "value": "1230"},
        ],
    },
    ensure_ascii=False,
    separators=(",", ":"),
)

PLAINTEXTS = [b"", b"\x00", bytes(range(256)), NON_ASCII, PAYMENT_JSON]


@pytest.mark.parametrize("bits", KEY_SIZES)
def test_round_trips(bits: int) -> None:
    files = key_files(bits)
    with PublicKey.from_client_api(files["client_api"]) as pub, PrivateKey.parse(files["private_pem"]) as priv:
        assert pub.bits == bits
        assert pub.key_id == f"payseal-test-rsa-{bits}"
        for plaintext in PLAINTEXTS:
            token = pub.encrypt(plaintext)
            assert isinstance(token, str) and token.count(".") == 4
            assert header_of(token) == {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": pub.key_id}
            expected = plaintext.encode("utf-8") if isinstance(plaintext, str) else plaintext
            assert priv.decrypt(token) == expected
            assert priv.decrypt(token.encode("ascii")) == expected
        assert pub.encrypt(NON_ASCII) != pub.encrypt(NON_ASCII)  # fresh randomness
    assert len(PAYMENT_JSON.encode()) >= 250


def test_non_ascii_plaintext_is_utf8(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    assert priv.decrypt(pub.encrypt(NON_ASCII)).decode("utf-8") == NON_ASCII


def test_largest_plaintext_and_buffer_inputs(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    big = os.urandom(payseal.MAX_PLAINTEXT)
    assert priv.decrypt(pub.encrypt(big)) == big
    assert priv.decrypt(pub.encrypt(bytearray(b"abc"))) == b"abc"
    assert priv.decrypt(memoryview(pub.encrypt(memoryview(b"abc")).encode())) == b"abc"


def test_encrypt_kat(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    cek, iv, seed = bytes(range(64)), bytes(range(16)), bytes(range(20))
    first = pub.encrypt_kat(NON_ASCII, cek, iv, seed)
    assert first == pub.encrypt_kat(NON_ASCII.encode(), cek, iv, seed)
    assert priv.decrypt(first) == NON_ASCII.encode()
    assert unb64u(first.split(".")[2]) == iv
    for bad in ((cek[:63], iv, seed), (cek, iv + b"x", seed), (cek, iv, seed[:19])):
        with pytest.raises(ArgumentError, match="must be"):
            pub.encrypt_kat(b"x", *bad)
