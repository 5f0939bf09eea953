"""Keys: every public key format (DER, PEM, base64, JWK) with its key id, the kid JSON-escaped in the
JWE header, Client API responses as text or as the decoded JSON object, key ids with control
characters refused, and every private key format.
"""

from __future__ import annotations

import base64
import json
from typing import Tuple

import pytest

from api_helpers import NON_ASCII, _api2048, _pem2048, header_of, int_b64u, unb64u

from payseal import JSONError, PaySealError, PrivateKey, PublicKey


def test_public_key_formats_and_key_ids() -> None:
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(_pem2048().encode(), password=None)
    public = private.public_key()
    enc, fmt = serialization.Encoding, serialization.PublicFormat
    spki_der = public.public_bytes(enc.DER, fmt.SubjectPublicKeyInfo)
    numbers = public.public_numbers()
    jwk = {"kty": "RSA", "n": int_b64u(numbers.n), "e": int_b64u(numbers.e), "kid": "from-jwk"}
    inputs = [
        spki_der,
        public.public_bytes(enc.DER, fmt.PKCS1),
        public.public_bytes(enc.PEM, fmt.SubjectPublicKeyInfo),
        public.public_bytes(enc.PEM, fmt.PKCS1).decode(),
        base64.b64encode(spki_der),
        json.dumps(jwk),
    ]
    with PrivateKey.parse(_pem2048()) as priv:
        for data in inputs:
            with PublicKey.parse(data) as key:
                assert key.bits == 2048
                expected_kid = "from-jwk" if isinstance(data, str) and data.startswith("{") else None
                assert key.key_id == expected_kid
                token = key.encrypt(b"fmt")
                assert header_of(token).get("kid") == expected_kid
                assert ("kid" in header_of(token)) == (expected_kid is not None)
                assert priv.decrypt(token) == b"fmt"
            with PublicKey.parse(data, key_id="explicit") as key:
                assert key.key_id == "explicit"
    assert "bits=2048" in repr(PublicKey.parse(spki_der))


def test_kid_is_json_escaped(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    _, priv = keys2048
    kid = 'a"b\\c/é日'
    with PublicKey.from_client_api(json.dumps({"keyId": kid, "publicKey": json.loads(_api2048())["publicKey"]})) as key:
        assert key.key_id == kid
        token = key.encrypt(b"k")
    raw_header = unb64u(token.split(".")[0])
    assert raw_header == ('{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":' + json.dumps(kid, ensure_ascii=False) + "}").encode()
    assert json.loads(raw_header)["kid"] == kid
    assert priv.decrypt(token) == b"k"


def test_client_api_accepts_the_decoded_json_object(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    _, priv = keys2048
    api = json.loads(_api2048())  # what requests.get(...).json() returns
    for given in (api, dict(api, keyId='a"b\\c/é日'), _api2048(), _api2048().encode()):
        with PublicKey.from_client_api(given) as key:
            assert key.bits == 2048
            assert key.key_id == (given["keyId"] if isinstance(given, dict) else api["keyId"])
            assert priv.decrypt(key.encrypt(b"dict")) == b"dict"
    with pytest.raises(JSONError):
        PublicKey.from_client_api({"keyId": 1, "publicKey": api["publicKey"]})
    with pytest.raises(ValueError):
        PublicKey.from_client_api({"keyId": "k", "publicKey": float("nan")})
    with pytest.raises(TypeError):
        PublicKey.from_client_api(["not", "an", "object"])  # type: ignore[arg-type]


def test_kid_with_a_control_character_is_refused() -> None:
    public_key = json.loads(_api2048())["publicKey"]
    for kid in ["a\nb", "\x01", "a\x00b", "\x7f", "\x85"]:
        with pytest.raises(PaySealError) as caught:
            PublicKey.from_client_api(json.dumps({"keyId": kid, "publicKey": public_key}))
        assert caught.value.status_name == "PAYSEAL_E_JSON"
        assert "control character" in caught.value.message


def test_private_key_formats(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(_pem2048().encode(), password=None)
    enc, fmt, none = serialization.Encoding, serialization.PrivateFormat, serialization.NoEncryption()
    pn = private.private_numbers()
    jwk = {
        "kty": "RSA", "n": int_b64u(pn.public_numbers.n), "e": int_b64u(pn.public_numbers.e),
        "d": int_b64u(pn.d), "p": int_b64u(pn.p), "q": int_b64u(pn.q),
        "dp": int_b64u(pn.dmp1), "dq": int_b64u(pn.dmq1), "qi": int_b64u(pn.iqmp),
    }
    pub, _ = keys2048
    token = pub.encrypt(NON_ASCII)
    for data in (
        private.private_bytes(enc.PEM, fmt.PKCS8, none),
        private.private_bytes(enc.PEM, fmt.TraditionalOpenSSL, none).decode(),
        private.private_bytes(enc.DER, fmt.PKCS8, none),
        private.private_bytes(enc.DER, fmt.TraditionalOpenSSL, none),
        json.dumps(jwk),
    ):
        with PrivateKey.parse(data) as key:
            assert key.decrypt(token) == NON_ASCII.encode()
            assert repr(key) == "<PrivateKey>"
            assert pn.d.to_bytes(256, "big").hex()[:16] not in repr(key)
