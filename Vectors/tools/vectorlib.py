"""Shared helpers for the PaySeal vector tools (import_upstream.py, generate_jwe_kat.py).

Nothing here calls PaySeal. RSA is done with Python integers (pow) and a
hand-written EME-OAEP (RFC 8017 section 7.1) over hashlib SHA-1; pyca/cryptography
is used only for AES-256-CBC, HMAC-SHA-512, key generation / serialization and
as an independent cross-check (RSA-OAEP decryption).

This file writes the vector files; the rest is in vectorlib_*.py (paths, statuses, base64, rsa_oaep,
cbc_hmac, jwe, keys, der, readme: the README table), re-exported here.
"""

from __future__ import annotations

import json
import re

from cryptography.hazmat.primitives import serialization  # noqa: F401  (generate_jwe_kat.py uses V.serialization)

from vectorlib_base64 import b64_decode_strict, b64u, b64u_decode_strict, b64u_int, i2b, int_b64u  # noqa: F401  (re-exported: the tools use V.<name>)
from vectorlib_cbc_hmac import (aes_cbc_raw_encrypt, cbc_hmac_decrypt, cbc_hmac_encrypt,  # noqa: F401  (re-exported: the tools use V.<name>)
                                cbc_hmac_tag, hmac_compare)
from vectorlib_der import (RSA_ENCRYPTION_ALGID, der_len, der_rsa_public_key, der_spki, der_tlv,  # noqa: F401  (re-exported: the tools use V.<name>)
                           der_uint, pem, pseudo_modulus)
from vectorlib_jwe import (JWE_MAX, json_escape_kid, jwe_encrypt_kat, jwe_header_fields,  # noqa: F401  (re-exported: the tools use V.<name>)
                           model_jwe_decrypt, protected_header, sha256_tag)
from vectorlib_keys import (TEST_KEY_BITS, ensure_test_keys, jwk_private_numbers, load_jwk_private,  # noqa: F401  (re-exported: the tools use V.<name>)
                            load_private_pem, private_jwk_from_numbers, private_key_numbers, spki_der,
                            test_key_paths)
from vectorlib_paths import KEYS, REPO, TOOLS, UPSTREAM, VECTORS, load_upstream  # noqa: F401  (re-exported: the tools use V.<name>)
from vectorlib_readme import MADE_BY, README_BEGIN, README_END, made_by, update_readme  # noqa: F401  (re-exported: the tools use V.<name>)
from vectorlib_rsa_oaep import (EMPTY_LABEL_HASH, HLEN, mgf1_sha1, modlen, oaep_decode,  # noqa: F401  (re-exported: the tools use V.<name>)
                                oaep_encode, rsa_oaep_decrypt, rsa_oaep_encrypt)
from vectorlib_statuses import (E_ARGUMENT, E_DECRYPT, E_JSON, E_JWE_FORMAT, E_JWE_UNSUPPORTED,  # noqa: F401  (re-exported: the tools use V.<name>)
                                E_KEY_FORMAT, E_KEY_UNSUPPORTED, E_LIMIT, STATUSES)

# ---------------------------------------------------------------------------
# output

RESULTS = {"valid", "invalid", "acceptable"}
_HEX_RE = re.compile(r"(?:[0-9a-f]{2})*")


def _check_hex(obj, path="") -> None:
    if isinstance(obj, dict):
        for k, v in obj.items():
            if (k.endswith("_hex") or k == "hex") and isinstance(v, str):
                assert _HEX_RE.fullmatch(v), f"bad hex at {path}/{k}: {v[:40]!r}"
            _check_hex(v, f"{path}/{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _check_hex(v, f"{path}[{i}]")


def write_vectors(filename: str, topic: str, source: str, license: str, notes, cases: list, **extra) -> dict:
    assert filename == f"{topic}.{filename[len(topic) + 1:]}" and filename.endswith(".json"), filename
    ids = set()
    for c in cases:
        assert isinstance(c.get("id"), str) and c["id"] not in ids, f"{filename}: duplicate/missing id {c.get('id')}"
        ids.add(c["id"])
        assert isinstance(c.get("comment"), str), f"{filename}:{c['id']}: comment"
        assert c.get("result") in RESULTS, f"{filename}:{c['id']}: result {c.get('result')}"
        if c["result"] == "invalid":
            assert c.get("status") in STATUSES, f"{filename}:{c['id']}: status {c.get('status')}"
        else:
            assert "status" not in c, f"{filename}:{c['id']}: status on a {c['result']} case"
    _check_hex(cases)
    doc = {"topic": topic, "source": source, "license": license, "notes": notes}
    doc.update(extra)
    doc["cases"] = cases
    path = VECTORS / filename
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", "utf-8")
    counts = {r: sum(1 for c in cases if c["result"] == r) for r in ("valid", "invalid", "acceptable")}
    print(f"  {filename}: {len(cases)} cases {counts}")
    return counts


