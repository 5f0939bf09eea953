"""The vector runners of the payment flow: JWE decryption and known-answer encryption, public
keys, payment payloads, prepare round trips and device metadata. Each raises on a mismatch.
"""

from __future__ import annotations

import base64
import json
import re
from typing import Any, Dict, Optional

from payseal import DeviceMetadata, PaymentRequest, PrivateKey, PublicKey

from vector_inputs import _NO_RESULT, _opt_str, input_bytes, key_bytes, outcome

UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def run_jwe_decrypt(case: Dict[str, Any]) -> None:
    def run() -> bytes:
        with PrivateKey.parse(key_bytes(case["private_key"])) as key:
            return key.decrypt(case["compact"])

    got = outcome(case, run)
    if got is not _NO_RESULT and "plaintext_hex" in case:
        assert got.hex() == case["plaintext_hex"]


def run_jwe_encrypt_kat(case: Dict[str, Any]) -> None:
    plaintext = bytes.fromhex(case["plaintext_hex"])

    def run() -> tuple:
        with PublicKey.parse(key_bytes(case["public_key"]), key_id=case.get("kid")) as key:
            token = key.encrypt_kat(
                plaintext,
                bytes.fromhex(case["cek_hex"]),
                bytes.fromhex(case["iv_hex"]),
                bytes.fromhex(case["oaep_seed_hex"]),
            )
        with PrivateKey.parse(key_bytes(case["private_key"])) as private:
            decrypted = private.decrypt(token)
        return token, decrypted

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    token, decrypted = got
    expected = case["compact"]
    parts = case.get("check_parts")
    if parts is None:
        assert token == expected
    else:
        mine, theirs = token.split("."), expected.split(".")
        assert len(mine) == 5
        for i in parts:
            assert mine[i] == theirs[i], f"JWE part {i} differs"
    assert decrypted == plaintext


def _check_key(case: Dict[str, Any], key: PublicKey) -> None:
    if "bits" in case:
        assert key.bits == int(case["bits"])
    if "kid" in case:
        assert key.key_id == case["kid"]


def run_public_key_parse(case: Dict[str, Any]) -> None:
    data = input_bytes(case["input"])

    def run() -> None:
        with PublicKey.parse(data, key_id=case.get("key_id")) as key:
            _check_key(case, key)

    outcome(case, run)


def run_client_api_key(case: Dict[str, Any]) -> None:
    data = bytes.fromhex(case["json_hex"]) if "json_hex" in case else case["json_text"].encode("utf-8")

    def run() -> None:
        with PublicKey.from_client_api(data) as key:
            _check_key(case, key)

    outcome(case, run)


def run_payment_payload(case: Dict[str, Any]) -> None:
    def run() -> str:
        with PaymentRequest(case["client_session_id"], str(case["payment_product_id"])) as request:
            _apply_payment(case, request)
            return request.payload(case["nonce"])

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case.get("compare") == "semantic":
        assert json.loads(got) == json.loads(case["expected_json"])
    else:
        assert got.encode("utf-8") == case["expected_json"].encode("utf-8")


def _apply_payment(case: Dict[str, Any], request: PaymentRequest) -> None:
    for key, value in case.get("values", []):
        request.set_value(key, value)
    account_on_file_id = _opt_str(case, "account_on_file_id")
    if account_on_file_id is not None:
        request.account_on_file_id = account_on_file_id
    request.tokenize = bool(case.get("tokenize", False))


def run_prepare_round_trip(case: Dict[str, Any]) -> None:
    """prepare with the client_api_json key; decrypt encryptedFields with private_key: the
    payload is expected_payload_json with "NONCE" replaced by the decrypted nonce (a lowercase
    UUID v4); encodedClientMetaInfo is the standard base64 of expected_metadata_json."""

    def run() -> tuple:
        with PublicKey.from_client_api(case["client_api_json"]) as key, PaymentRequest(
            case["client_session_id"], str(case["payment_product_id"])
        ) as request:
            _apply_payment(case, request)
            metadata: Optional[DeviceMetadata] = None
            try:
                if "metadata_set" in case:
                    metadata = DeviceMetadata(case["metadata_set"])
                prepared = request.prepare(key, metadata)
            finally:
                if metadata is not None:
                    metadata.close()
            key_id = key.key_id
        with PrivateKey.parse(key_bytes(case["private_key"])) as private:
            payload = private.decrypt(prepared.encrypted_fields)
        return prepared, payload, key_id

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    prepared, payload, key_id = got
    header = json.loads(_b64url(prepared.encrypted_fields.split(".")[0]))
    expected_header = {"alg": "RSA-OAEP", "enc": "A256CBC-HS512"}
    if key_id is not None:
        expected_header["kid"] = key_id
    assert header == expected_header
    nonce = json.loads(payload)["nonce"]
    assert UUID_V4.match(nonce), f"nonce {nonce!r} is not a lowercase UUID v4"
    if "expected_payload_json" in case:
        expected = case["expected_payload_json"].replace('"NONCE"', json.dumps(nonce), 1)
        assert payload == expected.encode("utf-8")
    if "expected_metadata_json" in case:
        expected_meta = case["expected_metadata_json"].encode("utf-8")
        assert base64.b64decode(prepared.encoded_client_meta_info, validate=True) == expected_meta
        assert prepared.encoded_client_meta_info == base64.b64encode(expected_meta).decode("ascii")


def _b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def run_device_metadata(case: Dict[str, Any]) -> None:
    def run() -> tuple:
        with DeviceMetadata() as metadata:
            for key, value in case.get("set", []):
                metadata.set(key, value)
            return metadata.json(), metadata.encode()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    got_json, got_b64 = got
    if "expected_json" in case:
        assert got_json.encode("utf-8") == case["expected_json"].encode("utf-8")
    if "expected_base64" in case:
        assert got_b64 == case["expected_base64"]
