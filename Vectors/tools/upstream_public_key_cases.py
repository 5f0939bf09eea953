"""How upstream_public_keys*.py make a public-key-parse case: pk_valid, pk_invalid, the key policy,
the pyca cross-check, PK_NOTES.
"""

from __future__ import annotations

import base64
import json

from cryptography.hazmat.primitives import serialization

import vectorlib as V
from vectorlib import E_KEY_UNSUPPORTED

KEY_MAX = 65536


def pk_valid(cid, comment, inp, key_id, n, e, kid, **extra):
    bits = n.bit_length()
    assert 2048 <= bits <= 8192 and e % 2 == 1 and 3 <= e < 2 ** 32, cid
    c = {"id": cid, "comment": comment, "result": "valid", "input": inp, "key_id": key_id,
         "bits": bits, "kid": kid, "n_hex": V.i2b(n).hex(), "e": e}
    c.update(extra)
    return c


def pk_invalid(cid, comment, inp, key_id, status, **extra):
    c = {"id": cid, "comment": comment, "result": "invalid", "status": status, "input": inp, "key_id": key_id}
    c.update(extra)
    return c


def policy_status(n: int, e: int) -> str | None:
    bits = n.bit_length()
    if bits < 2048 or bits > 8192 or e % 2 == 0 or e < 3 or e >= 2 ** 32:
        return E_KEY_UNSUPPORTED
    return None


def check_pyca_public(inp: dict, n: int, e: int) -> None:
    """Cross-check that pyca/cryptography decodes DER/PEM inputs of accepted keys to (n, e)."""
    fmt = inp["format"]
    if fmt in ("spki-der", "pkcs1-der"):
        data = bytes.fromhex(inp["hex"])
        k = (serialization.load_der_public_key(data) if fmt == "spki-der"
             else serialization.load_der_public_key(V.der_spki(data)))
    elif fmt in ("spki-pem", "pkcs1-pem"):
        k = serialization.load_pem_public_key(inp["text"].encode())
    elif fmt == "spki-base64":
        k = serialization.load_der_public_key(base64.b64decode(inp["text"]))
    elif fmt == "jwk":
        o = json.loads(inp["text"])
        assert V.int_b64u(o["n"]) == n and V.int_b64u(o["e"]) == e
        return
    else:
        return
    nums = k.public_numbers()
    assert (nums.n, nums.e) == (n, e), inp


PK_NOTES = [
    "Runner: input bytes = bytes.fromhex(input.hex) | UTF-8 of input.text | input.byte repeated input.count "
    "times (format 'repeat'); call payseal_public_key_parse(bytes, len, key_id) (key_id null -> NULL). valid -> "
    "payseal_public_key_bits == bits, payseal_public_key_id == kid (null -> NULL), and n/e when the runner can "
    "read them; invalid -> status. input.format is a label only (PaySeal detects the format itself).",
    "Policy applied (docs/design.md): RSA only; 2048 <= bits <= 8192; e odd, 3 <= e < 2^32. Unparseable, truncated, "
    "trailing bytes after the DER, PEM label not matching the body, a private JWK or private PEM where a public "
    "key is expected -> PAYSEAL_E_KEY_FORMAT; not RSA (EC, DSA, oct JWK), id-RSASSA-PSS SPKI, size or exponent "
    "outside the policy -> PAYSEAL_E_KEY_UNSUPPORTED; JWK text that is not JSON -> PAYSEAL_E_JSON; empty -> "
    "PAYSEAL_E_ARGUMENT; more than 65536 bytes -> PAYSEAL_E_LIMIT.",
    "kid: an explicit key_id wins; with key_id null a JWK's 'kid' member is used; otherwise null. JWK 'alg', "
    "'use', 'key_ops' members are ignored.",
]
