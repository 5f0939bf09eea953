"""How the upstream_jwe_*.py parts of import_upstream.py make a jwe-decrypt case: jwe_case (status
from vectorlib.model_jwe_decrypt, asserted), expect_status, JWE_NOTES.
"""

from __future__ import annotations

import vectorlib as V
from upstream_sources import small
from vectorlib import E_DECRYPT, E_JWE_UNSUPPORTED


def jwe_case(cid, comment, key_entry, nd, compact, *, upstream_result=None, plaintext=None, bits=2048,
             expect=None, extra=None) -> dict:
    """Build a jwe-decrypt case; the status is computed by the model and must equal `expect`."""
    n, d = nd
    status, pt = V.model_jwe_decrypt(n, d, compact)
    if expect is not None:
        assert status == expect, f"{cid}: model says {status}, expected {expect}"
    alg, enc = V.jwe_header_fields(compact)
    c = {"id": cid, "comment": comment, "result": "valid" if status == "valid" else "invalid"}
    if status != "valid":
        c["status"] = status
    if upstream_result is not None:
        c["upstream_result"] = upstream_result
    c.update(small(bits))
    c.update({"private_key": key_entry, "bits": bits, "compact": compact, "alg": alg, "enc": enc})
    if status == "valid":
        assert plaintext is not None and pt == plaintext, f"{cid}: plaintext mismatch"
        c["plaintext_hex"] = pt.hex()
    if extra:
        c.update(extra)
    return c


def expect_status(alg, enc, upstream_result):
    """For well-formed upstream tokens: ours -> valid (or DECRYPT when upstream says invalid)."""
    if alg == "RSA-OAEP" and enc == "A256CBC-HS512":
        return "valid" if upstream_result == "valid" else E_DECRYPT
    return E_JWE_UNSUPPORTED


JWE_NOTES = [
    "Runner: payseal_private_key_parse(private_key) then payseal_jwe_decrypt(compact): valid -> plaintext_hex; "
    "invalid -> status. private_key.format: der_hex (PKCS#8 or PKCS#1 DER as hex), pem (PKCS#8 'PRIVATE KEY' or "
    "PKCS#1 'RSA PRIVATE KEY' text), jwk (a JSON object; serialize it and pass the text).",
    "Expected statuses follow PaySeal's order of checks (see Vectors/README.md): exactly 5 parts -> strict "
    "base64url of every part -> header UTF-8 JSON object with string alg and enc -> alg == RSA-OAEP, "
    "enc == A256CBC-HS512, no zip, no crit (else PAYSEAL_E_JWE_UNSUPPORTED) -> RSA-OAEP unwrap -> tag -> CBC "
    "(every failure from the unwrap on is PAYSEAL_E_DECRYPT).",
    "A token valid upstream but with another alg or enc is result 'invalid' with PAYSEAL_E_JWE_UNSUPPORTED for "
    "PaySeal; upstream_result keeps the upstream verdict. alg/enc fields = what the protected header claims "
    "(null when unreadable).",
    "Statuses computed by vectorlib.model_jwe_decrypt and asserted against the per-case expectation in "
    "import_upstream.py; valid cases decrypt to plaintext_hex with integer RSA + hand-written OAEP + pyca "
    "AES-CBC/HMAC.",
]
