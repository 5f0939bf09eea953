"""Provenance and licence strings shared by import_upstream.py's parts, and small() (a key below
2048 bits).
"""

from __future__ import annotations

# --- provenance (as given in Vectors/upstream/README.md) -------------------------------------------
WYCHEPROOF = "C2SP/wycheproof @ dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 (2026-08-18)"
RFC_MIRROR = ("RFC text from rfc-editor.org via github.com/shogo82148/rfc-translated-ja src/rfcs/ @ "
              "5edf7dc8a28305ad603f9dad54cffb0797f1cb06")
PKCS1 = ("PKCS #1 v2.1 d2 test vectors pkcs-1v2-1d2-vec/oaep-vect.txt (RSA Laboratories) from PyPI "
         "cryptography_vectors 50.0.2 (wheel sha256 51641f03a3eb4edbe9fb68e3a3574d25f86aa502d06391fffa886330d02778a0)")
GO_JOSE = "github.com/go-jose/go-jose @ 8d4e64dd6193f330ff4babb4038c99c56974abff"
PYTHON_JOSE = "github.com/mpdavis/python-jose @ 018b310ddb8b50dcfd09a0c152117835a21dd656"
JOSESWIFT = "github.com/airsidemobile/JOSESwift @ 2eff36b9b9bb5d10df7842b3d3fb5c2caa53a7cc"
JOSE2GO = "github.com/dvsekhvalnov/jose2go @ f7fd39193fc53feb2fd9fb402a127c8167a46963"
COOKBOOK = "github.com/ietf-jose/cookbook @ 13692b68bfc18b99557a5b1ed311fd5077bfff04"
WL_ANDROID = "github.com/wl-online-payments-direct/sdk-client-android @ 8c9244b43dd9dcc801f5b8a67c9dadf968a90a71"
PYCA_VECTORS = "PyPI cryptography_vectors 50.0.2"

LIC_RFC = "IETF Trust Legal Provisions (BCP 78); code components Revised BSD"
LIC_WYCHEPROOF = "Apache-2.0"
LIC_PKCS1 = ("RSA Laboratories public test vectors, redistributed by pyca cryptography_vectors "
             "(Apache-2.0 OR BSD-3-Clause)")
LIC_OURS = "Same as the PaySeal repository (constructed data)"


def small(bits: int) -> dict:
    return {"test_allow_small_key": True} if bits < 2048 else {}
