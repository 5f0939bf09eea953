#!/usr/bin/env python3
"""Normalize the vendored upstream inputs (Vectors/upstream/) into Vectors/*.json.

Every output file has the top level {"topic", "source", "license", "notes", "cases"}; every case
has "id", "comment", "result" and, when invalid, the PaySeal "status". Nothing here calls PaySeal:
each case is re-verified with Python (vectorlib.py: integer RSA + hand-written OAEP, pyca AES-CBC /
HMAC) and, where it can load the key, pyca/cryptography's own RSA-OAEP. Expected PaySeal statuses of
JWE inputs come from vectorlib.model_jwe_decrypt (the order of checks documented in Vectors/README.md)
and are asserted against the statuses argued case by case in the upstream_jwe_*.py modules.

Also writes the constructed files (jwe-decrypt.constructed, public-key-parse.constructed,
client-api-key.constructed) and the two encrypt-KAT files built on upstream data. The test keys in
Vectors/keys/ are created on first use (vectorlib.ensure_test_keys) and never regenerated.

Each part is a module upstream_<what it writes>.py; this file checks the snapshot and runs them.

Run from anywhere:  python3 Vectors/tools/import_upstream.py
Upstream location: Vectors/upstream/ (its README names each file's source; override: PAYSEAL_UPSTREAM).
"""

from __future__ import annotations

import sys

import vectorlib as V
from upstream_a256cbc import a256cbc
from upstream_base64 import base64_vectors
from upstream_client_api_key import client_api
from upstream_jwe_constructed import constructed_jwe
from upstream_jwe_encrypt_kat import encrypt_kat_collected
from upstream_jwe_jose_libs import jose_libs
from upstream_jwe_wycheproof_and_rfcs import rfc_jwe, wycheproof_jwe
from upstream_public_keys import public_key_parse
from upstream_rsa_oaep import pkcs1_oaep, wycheproof_oaep_decrypt


def check_upstream_sums() -> None:
    """Refuse to run on a modified or incomplete upstream snapshot (Vectors/upstream/SHA256SUMS)."""
    import hashlib
    sums = (V.UPSTREAM / "SHA256SUMS").read_text()
    bad = []
    for line in sums.splitlines():
        if not line.strip():
            continue
        digest, name = line.split(None, 1)
        name = name.lstrip("*").strip()
        p = V.UPSTREAM / name
        if not p.exists():
            bad.append(name)
        elif hashlib.sha256(p.read_bytes()).hexdigest() != digest:
            if name.endswith(".md"):
                print(f"  note: {name} differs from Vectors/upstream/SHA256SUMS (documentation only)")
            else:
                bad.append(name)
    if bad:
        sys.exit(f"Vectors/upstream files differ from SHA256SUMS or are missing: {bad}")


def main() -> None:
    print(f"upstream: {V.UPSTREAM}")
    check_upstream_sums()
    test_keys = V.ensure_test_keys()
    a256cbc()
    pkcs1_oaep()
    wycheproof_oaep_decrypt()
    libs = jose_libs()
    wycheproof_jwe()
    rfc_jwe()
    constructed_jwe(libs["jose2go"], libs["python-jose"])
    encrypt_kat_collected(test_keys)
    public_key_parse(test_keys)
    client_api(test_keys)
    base64_vectors()
    V.update_readme()


if __name__ == "__main__":
    main()
