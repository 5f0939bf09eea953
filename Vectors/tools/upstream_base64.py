"""base64.rfc4648-rfc7515.json. Part of import_upstream.py."""

from __future__ import annotations

import base64

import vectorlib as V
from upstream_sources import LIC_RFC, RFC_MIRROR
from vectorlib import E_JWE_FORMAT, E_KEY_FORMAT


def base64_vectors() -> None:
    doc = V.load_upstream("base64/base64-vectors.json")
    cases = []
    for t in doc["tests"]:
        raw = bytes.fromhex(t["bytes_hex"])
        assert base64.b64encode(raw).decode() == t["base64"] and V.b64u(raw) == t["base64url_nopad"]
        assert V.b64_decode_strict(t["base64"]) == raw and V.b64u_decode_strict(t["base64url_nopad"]) == raw
        cases.append({"id": t["id"], "comment": t["source"], "result": "valid", "bytes_hex": t["bytes_hex"],
                      "base64": t["base64"], "base64url": t["base64url_nopad"]})
    for t in doc["constructed_invalid"]:
        variant = {"base64url_nopad": "base64url", "base64": "base64"}[t["codec"]]
        dec = V.b64u_decode_strict if variant == "base64url" else V.b64_decode_strict
        assert dec(t["input"]) is None, t
        cases.append({"id": t["id"], "comment": t["rule"][:120], "result": "invalid",
                      "status": E_JWE_FORMAT if variant == "base64url" else E_KEY_FORMAT,
                      "variant": variant, "input": t["input"], "constructed": True})
    V.write_vectors(
        "base64.rfc4648-rfc7515.json", "base64",
        f"Vectors/upstream/base64/base64-vectors.json: valid rows from RFC 4648 sections 9-10 and RFC 7515 "
        f"Appendix C and A.1.1 ({RFC_MIRROR}); invalid rows constructed during collection (not upstream).",
        LIC_RFC,
        ["Valid rows: base64 = RFC 4648 section 4 (standard alphabet, padded); base64url = RFC 7515 section 2 "
         "(URL alphabet, no padding). Both directions must hold.",
         "Invalid rows (constructed: true) are NOT upstream: written during collection from quoted RFC rules. "
         "PaySeal's decoders are strict: they also reject non-zero pad bits (RFC 4648 3.5 allows this choice).",
         "status on invalid rows = what PaySeal returns when such a string reaches it: a base64url JWE part -> "
         "PAYSEAL_E_JWE_FORMAT; standard base64 key input (publicKey, base64 DER) -> PAYSEAL_E_KEY_FORMAT. "
         "A runner testing an internal decoder only checks that decoding fails."],
        cases)
