"""jwe-encrypt-kat.{collected,platform-sdk}.json. Part of import_upstream.py."""

from __future__ import annotations

import json

from cryptography.hazmat.primitives import serialization

import vectorlib as V
from upstream_sources import LIC_PKCS1, LIC_RFC, WL_ANDROID


def encrypt_kat_collected(test_keys: dict) -> None:
    d = V.load_upstream("derived-not-upstream/rsa-oaep-a256cbc-hs512-fixed-randomness.json")
    cases = []
    for t in d["tests"]:
        jwk = t["key_jwk"]
        n, e, dd = V.jwk_private_numbers(jwk)
        hdr = t["protected_header_json"].encode()
        kid = json.loads(hdr).get("kid")
        assert V.protected_header(kid) == hdr
        pt, cek, iv, seed = (bytes.fromhex(t[x]) for x in ("plaintext_hex", "cek_hex", "iv_hex", "oaep_seed_hex"))
        tok = V.jwe_encrypt_kat(n, e, hdr, pt, cek, iv, seed)
        assert tok == t["compact"], t["id"]
        assert V.model_jwe_decrypt(n, dd, tok) == ("valid", pt)
        pub = serialization.load_pem_public_key(t["public_spki_pem"].encode())
        assert pub.public_numbers().n == n
        cases.append({"id": t["id"], "comment": t["inputs_from"][:160], "result": "valid",
                      "bits": n.bit_length(),
                      "public_key": {"format": "pem", "data": t["public_spki_pem"]},
                      "private_key": {"format": "jwk", "data": jwk},
                      "kid": kid, "protected_header": t["protected_header_json"],
                      "plaintext_hex": t["plaintext_hex"], "cek_hex": t["cek_hex"], "iv_hex": t["iv_hex"],
                      "oaep_seed_hex": t["oaep_seed_hex"], "compact": t["compact"]})
    V.write_vectors(
        "jwe-encrypt-kat.collected.json", "jwe-encrypt-kat",
        "Not upstream, built during collection: Vectors/upstream/derived-not-upstream/"
        "rsa-oaep-a256cbc-hs512-fixed-randomness.json (inputs from RFC 7516 A.1, RFC 7518 B.3 and PKCS #1 v2.1 "
        "example 10).",
        "Inputs: " + LIC_RFC + "; PKCS #1 example key: " + LIC_PKCS1,
        ["NOT UPSTREAM: three byte-exact RSA-OAEP + A256CBC-HS512 tokens computed while collecting (no public "
         "deterministic one exists). Keep them out of upstream counts.",
         "Re-verified by import_upstream.py: the independent encoder (vectorlib) reproduces each compact exactly "
         "and each decrypts.",
         "Runner as for jwe-encrypt-kat.independent.json: parse public_key with key_id = kid, "
         "payseal_jwe_encrypt_kat(plaintext, cek, iv, oaep_seed) == compact; decrypt with private_key."],
        cases)

    # platform SDK: parts 1, 3, 4, 5 must match; part 2 was mocked upstream
    s = V.load_upstream("platform-sdk/wl-android-encryptor-test.json")
    k = test_keys[2048]
    key = k["key"]
    nums = key.public_key().public_numbers()
    kid = s["kid"]
    hdr = V.protected_header(kid)
    assert hdr.decode() == s["protected_header"]
    pt = s["payload"].encode()
    cek, iv = bytes.fromhex(s["cek_hex"]), bytes.fromhex(s["iv_hex"])
    assert cek[:32].hex() == s["mac_key_hex"] and cek[32:].hex() == s["enc_key_hex"]
    seed = bytes(20)
    full = V.jwe_encrypt_kat(nums.n, nums.e, hdr, pt, cek, iv, seed)
    exp = s["expected_compact"].split(".")
    got = full.split(".")
    for i in (0, 2, 3, 4):
        assert got[i] == exp[i], f"platform SDK part {i + 1} differs"
    assert V.b64u_decode_strict(exp[1]).hex() == s["wrapped_key_hex"]
    assert V.model_jwe_decrypt(nums.n, key.private_numbers().d, full) == ("valid", pt)
    V.write_vectors(
        "jwe-encrypt-kat.platform-sdk.json", "jwe-encrypt-kat",
        f"{WL_ANDROID} onlinepayments-sdk/src/test/kotlin/.../infrastructure/encryption/EncryptorTest.kt "
        f"(testEncrypt), via Vectors/upstream/platform-sdk/wl-android-encryptor-test.json.",
        "MIT (Worldline sdk-client-android LICENSE.txt); data only",
        ["The platform Android SDK's own full-JWE known answer. Its RSA step was mocked (part 2 of its expected "
         "token is fixed bytes), so only parts 1, 3, 4, 5 are compared: check_parts [0, 2, 3, 4] (0-based).",
         "compact is the SDK's expected token (part 2 = its mocked wrapped key, which cannot be decrypted). "
         "compact_full is the same encryption done with the public key given here (Vectors/keys/test-rsa-2048, "
         "TEST KEY) and oaep_seed_hex (20 zero bytes): it matches compact on parts 1, 3, 4, 5, matches "
         "payseal_jwe_encrypt_kat byte for byte, and decrypts with private_key.",
         "Header {\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\",\"kid\":\"keyId\"} is byte-identical to PaySeal's; "
         "the plaintext is the SDK's own payload JSON (its member order, not PaySeal's)."],
        [{"id": "wl-android-testEncrypt", "comment": "WL Android EncryptorTest.testEncrypt (RSA step mocked upstream)",
          "result": "valid", "bits": 2048, "key_file": "keys/test-rsa-2048.private.pem",
          "public_key": {"format": "spki_b64", "data": k["client_api"]["publicKey"]},
          "private_key": {"format": "pem", "data": k["pem"]},
          "kid": kid, "protected_header": hdr.decode(), "plaintext_hex": pt.hex(), "cek_hex": cek.hex(),
          "iv_hex": iv.hex(), "oaep_seed_hex": seed.hex(), "compact": s["expected_compact"],
          "check_parts": [0, 2, 3, 4], "compact_full": full}])
