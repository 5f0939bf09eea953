"""RSA keys: JWK and PEM loading, SPKI DER, and the TEST keys of Vectors/keys/ (ensure_test_keys
makes them once and never again).
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from vectorlib_base64 import b64u_int, int_b64u
from vectorlib_paths import KEYS, REPO


def jwk_private_numbers(jwk: dict) -> tuple[int, int, int]:
    return int_b64u(jwk["n"]), int_b64u(jwk["e"]), int_b64u(jwk["d"])


def private_jwk_from_numbers(n, e, d, p, q, dp, dq, qi) -> dict:
    return {"kty": "RSA", "n": b64u_int(n), "e": b64u_int(e), "d": b64u_int(d), "p": b64u_int(p),
            "q": b64u_int(q), "dp": b64u_int(dp), "dq": b64u_int(dq), "qi": b64u_int(qi)}


def load_jwk_private(jwk: dict):
    """pyca RSAPrivateKey from a two-prime RSA JWK."""
    def g(k):
        return int_b64u(jwk[k])

    pub = rsa.RSAPublicNumbers(g("e"), g("n"))
    return rsa.RSAPrivateNumbers(g("p"), g("q"), g("d"), g("dp"), g("dq"), g("qi"), pub).private_key()


def load_private_pem(pem: str | bytes):
    if isinstance(pem, str):
        pem = pem.encode("ascii")
    return serialization.load_pem_private_key(pem, password=None)


def private_key_numbers(key_obj) -> tuple[int, int, int]:
    pn = key_obj.private_numbers()
    return pn.public_numbers.n, pn.public_numbers.e, pn.d


def spki_der(pub) -> bytes:
    return pub.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


TEST_KEY_BITS = (2048, 3072, 4096)


def test_key_paths(bits: int) -> tuple[Path, Path]:
    return KEYS / f"test-rsa-{bits}.private.pem", KEYS / f"test-rsa-{bits}.client-api.json"


def ensure_test_keys() -> dict:
    """Create Vectors/keys/test-rsa-<bits>.* once; never regenerate existing keys.
    Returns {bits: {"pem": str, "key": RSAPrivateKey, "client_api": dict, "client_api_text": str}}."""
    KEYS.mkdir(parents=True, exist_ok=True)
    out = {}
    for bits in TEST_KEY_BITS:
        pem_path, api_path = test_key_paths(bits)
        if not pem_path.exists():
            key = rsa.generate_private_key(public_exponent=65537, key_size=bits)
            pem_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                   serialization.NoEncryption()))
            print(f"generated {pem_path.relative_to(REPO)}")
        pem = pem_path.read_text("ascii")
        key = load_private_pem(pem)
        assert key.key_size == bits and key.public_key().public_numbers().e == 65537
        if not api_path.exists():
            doc = {"keyId": f"payseal-test-rsa-{bits}",
                   "publicKey": base64.b64encode(spki_der(key.public_key())).decode("ascii")}
            api_path.write_text(json.dumps(doc, indent=2) + "\n", "utf-8")
            print(f"wrote {api_path.relative_to(REPO)}")
        api_text = api_path.read_text("utf-8")
        api = json.loads(api_text)
        assert base64.b64decode(api["publicKey"]) == spki_der(key.public_key()), api_path
        out[bits] = {"pem": pem, "key": key, "client_api": api, "client_api_text": api_text}
    return out
