"""jwe-decrypt.{go-jose,python-jose,joseswift,jose2go}.json. Part of import_upstream.py."""

from __future__ import annotations

import base64

from cryptography.hazmat.primitives import serialization

import vectorlib as V
from upstream_jwe_cases import JWE_NOTES, expect_status, jwe_case
from upstream_sources import GO_JOSE, JOSE2GO, JOSESWIFT, PYTHON_JOSE
from vectorlib import E_DECRYPT, E_JWE_UNSUPPORTED


def key_from_jose_lib(key: dict) -> tuple[dict, tuple[int, int], int]:
    """(private_key entry in its upstream form, (n, d), bits)."""
    fmt = key["original_format"]
    jwk = key["private_jwk"]
    n, _, d = V.jwk_private_numbers(jwk)
    if fmt.startswith("PKCS#8 DER") or fmt.startswith("PKCS#1 RSAPrivateKey DER"):
        entry = {"format": "der_hex", "data": base64.b64decode(key["original"]).hex()}
        pyk = (serialization.load_der_private_key(bytes.fromhex(entry["data"]), None))
    elif fmt.startswith("PKCS#1 RSAPrivateKey PEM"):
        entry = {"format": "pem", "data": key["original"]}
        pyk = serialization.load_pem_private_key(key["original"].encode(), None)
    else:
        raise ValueError(fmt)
    assert pyk.private_numbers().d == d and pyk.private_numbers().public_numbers.n == n
    return entry, (n, d), n.bit_length()


def jose_libs() -> dict:
    out = {}
    # --- go-jose
    g = V.load_upstream("jose-libs/go-jose.json")
    entry, nd, bits = key_from_jose_lib(g["nimbus_rsa"]["key"])
    pt = g["nimbus_rsa"]["plaintext_utf8"].encode()
    cases = []
    for t in g["nimbus_rsa"]["tests"]:
        cases.append(jwe_case(f"nimbus-{t['alg']}-{t['enc']}", f"Nimbus-generated {t['alg']} + {t['enc']}", entry, nd,
                              t["compact"], upstream_result=t["result"], plaintext=pt, bits=bits,
                              expect=expect_status(t["alg"], t["enc"], t["result"])))
    a1 = g["rfc7516_a1_fixed_randomness"]
    n, _, d = V.jwk_private_numbers(a1["key_jwk"])
    cases.append(jwe_case("rfc7516-a1-zero-seed", "RFC 7516 A.1 re-encrypted with fixed randomness (RSA-OAEP + A256GCM)",
                          {"format": "jwk", "data": a1["key_jwk"]}, (n, d), a1["compact"],
                          upstream_result="valid", bits=n.bit_length(), expect=E_JWE_UNSUPPORTED))
    ck = g["corrupt"]["key"]
    n, _, d = V.jwk_private_numbers(ck["private_jwk"])
    for t in g["corrupt"]["tests"]:
        cases.append(jwe_case(t["id"], f"go-jose {t['id']} (RSA-OAEP + A128GCM, 1024-bit key): enc checked first",
                              {"format": "jwk", "data": ck["private_jwk"]}, (n, d), t["compact"],
                              upstream_result=t["result"], bits=n.bit_length(), expect=E_JWE_UNSUPPORTED))
    V.write_vectors(
        "jwe-decrypt.go-jose.json", "jwe-decrypt",
        f"{GO_JOSE} jwe_test.go (TestSampleNimbusJWEMessagesRSA, TestVectorsJWE, TestVectorsJWECorrupt), data "
        f"extracted in Vectors/upstream/jose-libs/go-jose.json.",
        "Apache-2.0 (go-jose); data only",
        ["nimbus-*: 18 Nimbus tokens, 2048-bit key given as upstream (PKCS#8 DER); only nimbus-RSA-OAEP-A256CBC-HS512 "
         "is valid for PaySeal. rfc7516-a1-zero-seed is A256GCM -> unsupported. corruptCiphertext/corruptAuthtag are "
         "A128GCM tokens for a 1024-bit key: PAYSEAL_E_JWE_UNSUPPORTED (the header check comes before the key "
         "is used; they need test_allow_small_key to get past private-key parsing)."] + JWE_NOTES,
        cases)
    out["go-jose"] = cases

    # --- python-jose
    p = V.load_upstream("jose-libs/python-jose.json")
    entry, nd, bits = key_from_jose_lib(p["key"])
    pt = p["plaintext_utf8"].encode()
    cases = []
    for t in p["tests"]:
        cases.append(jwe_case(f"{t['alg']}-{t['enc']}", f"python-jose test token {t['alg']} + {t['enc']}", entry, nd,
                              t["compact"], upstream_result=t["result"], plaintext=pt, bits=bits,
                              expect=expect_status(t["alg"], t["enc"], t["result"])))
    V.write_vectors(
        "jwe-decrypt.python-jose.json", "jwe-decrypt",
        f"{PYTHON_JOSE} tests/test_jwe.py (TestDecrypt JWE_RSA_PACKAGES, PRIVATE_KEY_PEM), data extracted in "
        f"Vectors/upstream/jose-libs/python-jose.json.",
        "MIT (python-jose); data only",
        ["18 tokens (alg x enc grid), 2048-bit key as upstream gives it (PKCS#1 'RSA PRIVATE KEY' PEM); only "
         "RSA-OAEP-A256CBC-HS512 is valid for PaySeal."] + JWE_NOTES,
        cases)

    # --- JOSESwift
    s = V.load_upstream("jose-libs/joseswift.json")
    entry, nd, bits = key_from_jose_lib(s["key"])
    pt = s["plaintext_utf8"].encode()
    cases = []
    for t in s["tests"]:
        name = t["upstream_name"].split(" ")[0]
        if t["result"] == "invalid":
            exp, comment = E_DECRYPT, ("RSA-OAEP-256 token with its header swapped to "
                                       "{\"alg\": \"RSA-OAEP\",\"enc\": \"A256CBC-HS512\"}: OAEP-SHA-1 unwrap fails")
        else:
            exp, comment = expect_status(t["alg"], t["enc"], t["result"]), f"Nimbus token {t['alg']} + {t['enc']}"
        cases.append(jwe_case(name, comment, entry, nd, t["compact"], upstream_result=t["result"], plaintext=pt,
                              bits=bits, expect=exp))
    V.write_vectors(
        "jwe-decrypt.joseswift.json", "jwe-decrypt",
        f"{JOSESWIFT} Tests/JWERSATests.swift and Tests/TestKeys.plist, data extracted in Vectors/upstream/"
        f"jose-libs/joseswift.json.",
        "Apache-2.0 (JOSESwift); data only",
        ["3 Nimbus A256CBC-HS512 tokens (RSA1_5, RSA-OAEP, RSA-OAEP-256) and JOSESwift's header-swap negative; "
         "2048-bit key as upstream gives it (PKCS#1 RSAPrivateKey DER). Header member order enc,alg in "
         "compactSerializedJWERSAOAEPSHA1; the swapped header has spaces after ':' (AAD is the header segment "
         "as received)."] + JWE_NOTES,
        cases)

    # --- jose2go
    j = V.load_upstream("jose-libs/jose2go.json")
    entry, nd, bits = key_from_jose_lib(j["key"])
    cases = []
    for t in j["tests"]:
        cases.append(jwe_case(t["upstream_name"], f"jose2go {t['alg']} + {t['enc']}", entry, nd, t["compact"],
                              upstream_result=t["result"], plaintext=t["plaintext_utf8"].encode(), bits=bits,
                              expect=expect_status(t["alg"], t["enc"], t["result"])))
    V.write_vectors(
        "jwe-decrypt.jose2go.json", "jwe-decrypt",
        f"{JOSE2GO} jose_test.go (TestDecrypt_RSA_OAEP_*, privKey), data extracted in Vectors/upstream/"
        f"jose-libs/jose2go.json.",
        "MIT (jose2go); data only",
        ["6 RSA-OAEP tokens with JSON-claims plaintexts; 2048-bit key as upstream gives it (PKCS#1 PEM); only "
         "TestDecrypt_RSA_OAEP_A256CBC_HS512 is valid for PaySeal."] + JWE_NOTES,
        cases)
    return {"jose2go": j, "python-jose": p}
