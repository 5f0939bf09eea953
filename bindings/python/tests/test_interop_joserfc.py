"""Interoperability with joserfc (an independent JOSE implementation, PyPI "joserfc").

joserfc's registry must allow RSA-OAEP and A256CBC-HS512.  Recent releases list both as
"recommended" (allowed by default), but the binding passes ``algorithms=[...]`` explicitly
so that a release that drops RSA-OAEP from the defaults still runs these tests.

Note (Vectors/README.md): joserfc rebuilds the AAD by re-serializing the header with
ensure_ascii=True, so it rejects PaySeal tokens whose kid is non-ASCII.  The keys here
have ASCII key ids (payseal-test-rsa-<bits>); the plaintexts are non-ASCII.
"""

from __future__ import annotations

import base64
import json
import re
from typing import Any, Dict

import pytest

from conftest import KEY_SIZES, key_files

from payseal import DeviceMetadata, PaymentRequest, PrivateKey, PublicKey

joserfc_jwe = pytest.importorskip("joserfc.jwe")
joserfc_jwk = pytest.importorskip("joserfc.jwk")

ALGORITHMS = ["RSA-OAEP", "A256CBC-HS512"]
NON_ASCII = "Zahlung ✓ 日本 €"
UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")

PAYMENT_VALUES = [
    ("cardNumber", "4567350000427977"),
    ("cardholderName", "Zoë Müller ✓ 日本"),
    ("expiryDate", "1230"),
    ("cvv", "123"),
]
PAYMENT_JSON = json.dumps(
    {
        "clientSessionId": "0f3e6c8a2b7d4e19a5c1f0b2d3e4a5b6",
        "nonce": "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
        "paymentProductId": 1,
        "accountOnFileId": "aof-4711",
        "tokenize": True,
        "paymentValues": [{"key": k, "value": v} for k, v in PAYMENT_VALUES],
    },
    ensure_ascii=False,
    separators=(",", ":"),
).encode("utf-8")

PLAINTEXTS = {"non-ascii": NON_ASCII.encode("utf-8"), "payment-json": PAYMENT_JSON}


def test_payment_json_is_about_300_bytes() -> None:
    assert 250 <= len(PAYMENT_JSON) <= 400


def _keys(bits: int) -> Dict[str, Any]:
    files = key_files(bits)
    api = json.loads(files["client_api"])
    return {
        "client_api": files["client_api"],
        "private_pem": files["private_pem"],
        "key_id": api["keyId"],
        # joserfc keys: the private key, and the public key from the Client API's SPKI DER
        "jose_private": joserfc_jwk.RSAKey.import_key(files["private_pem"]),
        "jose_public": joserfc_jwk.RSAKey.import_key(base64.b64decode(api["publicKey"])),
    }


@pytest.fixture(scope="module", params=KEY_SIZES, ids=[f"rsa{b}" for b in KEY_SIZES])
def keys(request: pytest.FixtureRequest) -> Dict[str, Any]:
    return _keys(request.param)


@pytest.mark.parametrize("name", sorted(PLAINTEXTS))
def test_joserfc_decrypts_payseal(keys: Dict[str, Any], name: str) -> None:
    plaintext = PLAINTEXTS[name]
    with PublicKey.from_client_api(keys["client_api"]) as key:
        token = key.encrypt(plaintext)
    obj = joserfc_jwe.decrypt_compact(token, keys["jose_private"], algorithms=ALGORITHMS)
    assert obj.plaintext == plaintext
    assert obj.protected == {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": keys["key_id"]}


@pytest.mark.parametrize("name", sorted(PLAINTEXTS))
def test_payseal_decrypts_joserfc(keys: Dict[str, Any], name: str) -> None:
    plaintext = PLAINTEXTS[name]
    for header in (
        {"alg": "RSA-OAEP", "enc": "A256CBC-HS512"},
        {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": keys["key_id"]},
    ):
        token = joserfc_jwe.encrypt_compact(header, plaintext, keys["jose_public"], algorithms=ALGORITHMS)
        with PrivateKey.parse(keys["private_pem"]) as key:
            assert key.decrypt(token) == plaintext


def test_joserfc_decrypts_known_answer_tokens(keys: Dict[str, Any]) -> None:
    with PublicKey.from_client_api(keys["client_api"]) as key:
        token = key.encrypt_kat(NON_ASCII, bytes(range(64)), bytes(range(16)), bytes(range(20)))
    obj = joserfc_jwe.decrypt_compact(token, keys["jose_private"], algorithms=ALGORITHMS)
    assert obj.plaintext.decode("utf-8") == NON_ASCII


def test_prepare_output_decrypted_by_joserfc(keys: Dict[str, Any]) -> None:
    request = PaymentRequest("0f3e6c8a2b7d4e19a5c1f0b2d3e4a5b6", 1)
    for k, v in PAYMENT_VALUES:
        request[k] = v
    request.account_on_file_id = "aof-4711"
    request.tokenize = True
    metadata = DeviceMetadata(appIdentifier="com.example.shop", screenSize="1170x2532")
    with PublicKey.from_client_api(keys["client_api"]) as key, request, metadata:
        prepared = request.prepare(key, metadata)
        metadata_json = metadata.json()

    obj = joserfc_jwe.decrypt_compact(prepared.encrypted_fields, keys["jose_private"], algorithms=ALGORITHMS)
    payload = json.loads(obj.plaintext.decode("utf-8"))
    nonce = payload["nonce"]
    assert UUID_V4.match(nonce), nonce
    expected = json.loads(PAYMENT_JSON)
    expected["nonce"] = nonce
    assert payload == expected
    # byte-exact too: PaySeal's payload is compact JSON with raw UTF-8, in this key order
    assert obj.plaintext == PAYMENT_JSON.replace(b"3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f", nonce.encode())
    assert base64.b64decode(prepared.encoded_client_meta_info, validate=True).decode("utf-8") == metadata_json
