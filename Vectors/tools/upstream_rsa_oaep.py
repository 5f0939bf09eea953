"""rsa-oaep-encrypt.*, rsa-oaep-decrypt.*: PKCS #1 oaep-vect, go-jose, Wycheproof, re-verified.
Part of import_upstream.py.
"""

from __future__ import annotations

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding

import vectorlib as V
from upstream_sources import GO_JOSE, LIC_PKCS1, LIC_RFC, LIC_WYCHEPROOF, PKCS1, small
from vectorlib import E_DECRYPT

OAEP_SHA1 = padding.OAEP(mgf=padding.MGF1(hashes.SHA1()), algorithm=hashes.SHA1(), label=None)


def oaep_sha1(label: bytes):
    return padding.OAEP(mgf=padding.MGF1(hashes.SHA1()), algorithm=hashes.SHA1(), label=label or None)


def pkcs1_oaep() -> None:
    doc = V.load_upstream("pkcs1-oaep/oaep-vect.json")
    enc_cases, dec_cases = [], []
    for k in doc["keys"]:
        n, e, d = int(k["n"], 16), int(k["e"], 16), int(k["d"], 16)
        bits = n.bit_length()
        assert bits == k["keySize"]
        priv = V.private_jwk_from_numbers(n, e, d, *(int(k[x], 16) for x in ("p", "q", "dp", "dq", "qinv")))
        assert priv == k["private_jwk"], "derived JWK mismatch"
        pyk = serialization.load_der_public_key(bytes.fromhex(k["public_spki_der_hex"]))
        assert pyk.public_numbers().n == n and pyk.public_numbers().e == e
        pypriv = V.load_jwk_private(priv)
        key_obj = {"n_hex": V.i2b(n).hex(), "e_hex": V.i2b(e).hex(), "bits": bits,
                   "spki_der_hex": k["public_spki_der_hex"]}
        for t in k["tests"]:
            msg, seed, ct = bytes.fromhex(t["msg"]), bytes.fromhex(t["seed"]), bytes.fromhex(t["ct"])
            assert V.rsa_oaep_encrypt(n, e, msg, seed) == ct
            assert V.rsa_oaep_decrypt(n, d, ct) == msg
            assert pypriv.decrypt(ct, OAEP_SHA1) == msg
            cid = f"ex{t['id']}"
            enc_cases.append({"id": cid, "comment": f"PKCS #1 v2.1 example {t['id']} ({bits}-bit key)",
                              "result": "valid", **small(bits), "key": key_obj, "msg_hex": t["msg"],
                              "seed_hex": t["seed"], "ct_hex": t["ct"]})
            dec_cases.append({"id": cid, "comment": f"PKCS #1 v2.1 example {t['id']} ({bits}-bit key)",
                              "result": "valid", **small(bits), "private_key": {"format": "jwk", "data": priv},
                              "bits": bits, "ct_hex": t["ct"], "msg_hex": t["msg"], "label_hex": ""})
    assert len(enc_cases) == 60
    common = [
        "Key sizes: examples 1-8 are 1024..1031 bits (2-8 not a multiple of 8: k = ceil(bits/8)), 9 is 1536, "
        "10 is 2048 (the only one inside PaySeal's 2048..8192 policy). test_allow_small_key: true marks the cases "
        "whose key is below 2048 bits: run them only through a test hook that lifts the minimum (otherwise the key "
        "is refused with PAYSEAL_E_KEY_UNSUPPORTED).",
        "Label is empty (JOSE RSA-OAEP). Re-verified by import_upstream.py with integer RSA + a hand-written OAEP "
        "(encrypt with seed and decrypt) and with pyca/cryptography (decrypt).",
    ]
    V.write_vectors(
        "rsa-oaep-encrypt.pkcs1-oaep-vect.json", "rsa-oaep-encrypt",
        f"{PKCS1}, via Vectors/upstream/pkcs1-oaep/oaep-vect.json: all 60 seeded RSAES-OAEP SHA-1 vectors.",
        LIC_PKCS1,
        ["Deterministic: ct = RSAEP(n, e, EME-OAEP-SHA1(msg, seed, empty label)); key.e_hex/n_hex big-endian "
         "without leading zero octets; spki_der_hex derived during collection."] + common,
        enc_cases)
    V.write_vectors(
        "rsa-oaep-decrypt.pkcs1-oaep-vect.json", "rsa-oaep-decrypt",
        f"{PKCS1}, via Vectors/upstream/pkcs1-oaep/oaep-vect.json: the same 60 vectors as decryptions.",
        LIC_PKCS1,
        ["private_key is a JWK object with base64url n, e, d, p, q, dp, dq, qi (built from the hex integers of "
         "oaep-vect.txt during collection; checked equal here)."] + common,
        dec_cases)

    # go-jose: RFC 7516 A.1 key/CEK re-encrypted with an all-zero seed (deterministic, 2048-bit)
    g = V.load_upstream("jose-libs/go-jose.json")["rfc7516_a1_fixed_randomness"]
    jwk = g["key_jwk"]
    n, e, d = V.jwk_private_numbers(jwk)
    cek, seed, ek = (bytes.fromhex(g[x]) for x in ("cek_hex", "oaep_seed_hex", "encrypted_key_hex"))
    assert V.rsa_oaep_encrypt(n, e, cek, seed) == ek
    assert V.load_jwk_private(jwk).decrypt(ek, OAEP_SHA1) == cek
    assert V.b64u(ek) == g["compact"].split(".")[1]
    spki = V.spki_der(V.load_jwk_private(jwk).public_key())
    V.write_vectors(
        "rsa-oaep-encrypt.go-jose-rfc7516-a1.json", "rsa-oaep-encrypt",
        f"{GO_JOSE} jwe_test.go TestVectorsJWE (RFC 7516 A.1 key and CEK re-encrypted with an all-zero OAEP "
        f"seed), via Vectors/upstream/jose-libs/go-jose.json rfc7516_a1_fixed_randomness.",
        "Apache-2.0 (go-jose); RFC 7516 inputs: " + LIC_RFC,
        ["The JWE encrypted key of go-jose's fixed-randomness RFC 7516 A.1 token: msg = the 32-byte A.1 CEK, "
         "seed = 20 zero octets, 2048-bit key. Re-verified (integer RSA + OAEP, pyca decrypt)."],
        [{"id": "rfc7516-a1-zero-seed", "comment": "RFC 7516 A.1 CEK, zero seed, 2048-bit key", "result": "valid",
          "key": {"n_hex": V.i2b(n).hex(), "e_hex": V.i2b(e).hex(), "bits": n.bit_length(), "spki_der_hex": spki.hex()},
          "msg_hex": cek.hex(), "seed_hex": seed.hex(), "ct_hex": ek.hex()}])


def wycheproof_oaep_decrypt() -> None:
    doc = V.load_upstream("wycheproof/derived/rsa_oaep_sha1_mgf1sha1_all_sizes.json")
    cases = []
    prefix_of = {"rsa_oaep_2048_sha1_mgf1sha1_test.json": "oaep2048",
                 "rsa_three_primes_oaep_2048_sha1_mgf1sha1_test.json": "threeprime2048"}
    misc_format = {1024: "pem", 2048: "jwk", 3072: "pem", 4096: "jwk"}
    for g in doc["testGroups"]:
        src = g["sourceFile"]
        pk = g["privateKey"]
        n, d = int(pk["modulus"], 16), int(pk["privateExponent"], 16)
        bits = n.bit_length()
        assert bits == g["keySize"]
        three = "otherPrimeInfos" in pk
        if src in prefix_of:
            prefix = prefix_of[src]
            key_entry = {"format": "der_hex", "data": g["privateKeyPkcs8"]}
        else:
            prefix = f"misc{bits}"
            fmt = misc_format[bits]
            key_entry = ({"format": "pem", "data": g["privateKeyPem"]} if fmt == "pem"
                         else {"format": "jwk", "data": g["privateKeyJwk"]})
        pyk = None
        if not three:
            pyk = serialization.load_der_private_key(bytes.fromhex(g["privateKeyPkcs8"]), password=None)
            assert pyk.private_numbers().d == d
        for t in g["tests"]:
            ct, msg, label = bytes.fromhex(t["ct"]), bytes.fromhex(t["msg"]), bytes.fromhex(t["label"])
            got = V.rsa_oaep_decrypt(n, d, ct, label)
            if pyk is not None:
                try:
                    got2 = pyk.decrypt(ct, oaep_sha1(label))
                except ValueError:
                    got2 = None
                assert got2 == got, f"{src} tc{t['tcId']}: pyca disagrees"
            if t["result"] == "valid":
                assert got == msg, f"{src} tc{t['tcId']}"
            else:
                assert t["result"] == "invalid" and got is None, f"{src} tc{t['tcId']}"
            c = {"id": f"{prefix}-tc{t['tcId']}",
                 "comment": (t["comment"] or ", ".join(t["flags"]) or "wycheproof") + (" [3-prime key]" if three else ""),
                 "result": t["result"], **small(bits), "flags": t["flags"], "source_file": src,
                 "private_key": key_entry, "bits": bits, "ct_hex": t["ct"], "msg_hex": t["msg"],
                 "label_hex": t["label"]}
            if three:
                c["three_prime_key"] = True
            if t["result"] == "invalid":
                c["status"] = E_DECRYPT
            cases.append(c)
    assert len(cases) == 84
    V.write_vectors(
        "rsa-oaep-decrypt.wycheproof.json", "rsa-oaep-decrypt",
        "C2SP/wycheproof @ dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 testvectors_v1/rsa_oaep_2048_sha1_mgf1sha1_test.json, "
        "rsa_three_primes_oaep_2048_sha1_mgf1sha1_test.json and the SHA-1/MGF1-SHA-1 groups of rsa_oaep_misc_test.json "
        "(via Vectors/upstream/wycheproof/derived/rsa_oaep_sha1_mgf1sha1_all_sizes.json), every case.",
        LIC_WYCHEPROOF,
        ["id = <group>-tc<tcId>: oaep2048 (2048-bit, PKCS#8 DER), threeprime2048 (a 3-PRIME 2048-bit key, PKCS#8 "
         "DER with otherPrimeInfos; three_prime_key: true; OpenSSL 3 loads it, pyca/cryptography does not), "
         "misc1024/misc2048/misc3072/misc4096 (3 valid cases each; keys as PEM or JWK).",
         "Invalid cases (bad OAEP padding, Manger-style, ciphertext too long/short or >= n) -> PAYSEAL_E_DECRYPT, "
         "one uniform code.",
         "label_hex is non-empty in the EncryptionWithLabel cases: JOSE RSA-OAEP always uses the empty label, so "
         "these only apply to a primitive that takes a label; a runner without one skips label_hex != ''. The "
         "'Constructed, EncryptionWithLabel' case with an empty-label ciphertext is kept as upstream has it.",
         "misc1024 cases carry test_allow_small_key: true (below PaySeal's 2048-bit minimum).",
         "Re-verified by import_upstream.py with integer RSA + a hand-written OAEP decoder (all cases, incl. the "
         "3-prime key) and with pyca/cryptography (all but the 3-prime key)."],
        cases)
