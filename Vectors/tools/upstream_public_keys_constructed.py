"""public-key-parse.constructed.json: the TEST keys in every encoding, the policy's edges, bad
inputs.
"""

from __future__ import annotations

import base64
import json

from cryptography.hazmat.primitives import serialization

import vectorlib as V
from upstream_public_key_cases import PK_NOTES, check_pyca_public, pk_invalid, pk_valid
from upstream_sources import LIC_OURS, LIC_PKCS1
from vectorlib import E_ARGUMENT, E_JSON, E_KEY_FORMAT, E_KEY_UNSUPPORTED, E_LIMIT


def constructed_public_keys(test_keys: dict) -> None:
    key = test_keys[2048]["key"]
    nums = key.public_key().public_numbers()
    n, e = nums.n, nums.e
    spki = V.spki_der(key.public_key())
    pkcs1 = V.der_rsa_public_key(n, e)
    assert key.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.PKCS1) == pkcs1
    assert V.der_spki(pkcs1) == spki
    b64 = base64.b64encode(spki).decode()
    jwk_pub = {"kty": "RSA", "n": V.b64u_int(n), "e": V.b64u_int(e)}
    priv_jwk = V.private_jwk_from_numbers(n, e, *(lambda p: (p.d, p.p, p.q, p.dmp1, p.dmq1, p.iqmp))(key.private_numbers()))
    oaep = V.load_upstream("pkcs1-oaep/oaep-vect.json")
    ex1 = next(k for k in oaep["keys"] if k["example"] == 1)
    ex9 = next(k for k in oaep["keys"] if k["example"] == 9)
    ec_der = (V.UPSTREAM / "rsa-public-keys/pyca-original/DER_Serialization/ec_public_key.der").read_bytes()

    def H(fmt, der):
        return {"format": fmt, "hex": der.hex()}

    def T(fmt, text):
        return {"format": fmt, "text": text}

    def pseudo(bits, e_, label):
        m = V.pseudo_modulus(bits, label)
        return m, V.der_spki(V.der_rsa_public_key(m, e_))

    cases = []
    # valid encodings of one real key
    cases += [
        pk_valid("t2048-spki-der", "test-rsa-2048 SPKI DER", H("spki-der", spki), None, n, e, None),
        pk_valid("t2048-spki-der-key-id", "SPKI DER with an explicit key_id", H("spki-der", spki), "explicit-id", n, e, "explicit-id"),
        pk_valid("t2048-pkcs1-der", "PKCS#1 RSAPublicKey DER", H("pkcs1-der", pkcs1), None, n, e, None),
        pk_valid("t2048-spki-base64", "base64 (standard, padded) of the SPKI DER, as the Client API sends it",
                 T("spki-base64", b64), None, n, e, None),
        pk_valid("t2048-pkcs1-base64", "base64 of the PKCS#1 DER", T("pkcs1-base64", base64.b64encode(pkcs1).decode()),
                 None, n, e, None),
        pk_valid("t2048-spki-pem", "PEM PUBLIC KEY", T("spki-pem", V.pem("PUBLIC KEY", spki)), None, n, e, None),
        pk_valid("t2048-pkcs1-pem", "PEM RSA PUBLIC KEY", T("pkcs1-pem", V.pem("RSA PUBLIC KEY", pkcs1)), None, n, e, None),
        pk_valid("t2048-spki-pem-crlf", "PEM with CRLF line ends", T("spki-pem", V.pem("PUBLIC KEY", spki, "\r\n")),
                 None, n, e, None),
        pk_valid("t2048-spki-pem-no-final-newline", "PEM without a newline after the END line",
                 T("spki-pem", V.pem("PUBLIC KEY", spki).rstrip("\n")), None, n, e, None),
        pk_valid("t2048-jwk", "RSA JWK without kid", T("jwk", json.dumps(jwk_pub)), None, n, e, None),
        pk_valid("t2048-jwk-kid", "RSA JWK with kid, key_id null: the JWK kid is used",
                 T("jwk", json.dumps({**jwk_pub, "kid": "jwk-kid"})), None, n, e, "jwk-kid"),
        pk_valid("t2048-jwk-kid-explicit", "RSA JWK with kid and an explicit key_id: key_id wins",
                 T("jwk", json.dumps({**jwk_pub, "kid": "jwk-kid"})), "explicit-id", n, e, "explicit-id"),
        pk_valid("t2048-jwk-extra-members", "RSA JWK with use/alg/key_ops/x5t-like extras: ignored",
                 T("jwk", json.dumps({"use": "enc", "alg": "RSA-OAEP", "key_ops": ["encrypt", "wrapKey"], **jwk_pub,
                                      "ext": True})), None, n, e, None),
    ]
    for bits in (3072, 4096):
        kk = test_keys[bits]
        kn = kk["key"].public_key().public_numbers()
        cases.append(pk_valid(f"t{bits}-spki-base64", f"test-rsa-{bits} base64 SPKI (Client API form)",
                              T("spki-base64", kk["client_api"]["publicKey"]), None, kn.n, kn.e, None))
    for c in cases:
        check_pyca_public(c["input"], int(c["n_hex"], 16), c["e"])
    # policy boundaries on pseudo-random moduli (parse-level only)
    m, der = pseudo(2048, 65537, "2048")
    cases.append(pk_valid("pseudo-2048-bits", "modulus of exactly 2048 bits (pseudo-random odd integer)", H("spki-der", der), None, m, 65537, None))
    m, der = pseudo(8192, 65537, "8192")
    cases.append(pk_valid("pseudo-8192-bits", "modulus of exactly 8192 bits (pseudo-random odd integer)", H("spki-der", der), None, m, 65537, None))
    m, der = pseudo(2048, 3, "e3")
    cases.append(pk_valid("pseudo-e-3", "e = 3 (smallest allowed)", H("spki-der", der), None, m, 3, None))
    m, der = pseudo(2048, 2 ** 32 - 1, "e-max")
    cases.append(pk_valid("pseudo-e-2^32-1", "e = 2^32 - 1 (largest allowed)", H("spki-der", der), None, m, 2 ** 32 - 1, None))
    for bits, label in ((2047, "2047"), (8193, "8193"), (16384, "16384")):
        m, der = pseudo(bits, 65537, label)
        cases.append(pk_invalid(f"pseudo-{bits}-bits", f"modulus of {bits} bits (outside 2048..8192)", H("spki-der", der),
                                None, E_KEY_UNSUPPORTED, bits=bits))
    for e_, label in ((1, "e-1"), (2, "e-2"), (65536, "e-65536-even"), (2 ** 32 + 1, "e-2^32+1"), (2 ** 64 + 1, "e-2^64+1")):
        m, der = pseudo(2048, e_, label)
        cases.append(pk_invalid(f"pseudo-{label}", f"public exponent {e_} outside the policy", H("spki-der", der), None,
                                E_KEY_UNSUPPORTED))
    cases.append(pk_invalid("jwk-e-1", "RSA JWK with e = 1 (AQ)", T("jwk", json.dumps({**jwk_pub, "e": "AQ"})), None,
                            E_KEY_UNSUPPORTED))
    cases += [
        pk_invalid("rsa-1024-pkcs1-example1", "real 1024-bit key (PKCS #1 v2.1 example 1), SPKI DER",
                   H("spki-der", bytes.fromhex(ex1["public_spki_der_hex"])), None, E_KEY_UNSUPPORTED, bits=1024),
        pk_invalid("rsa-1536-pkcs1-example9", "real 1536-bit key (PKCS #1 v2.1 example 9), SPKI DER",
                   H("spki-der", bytes.fromhex(ex9["public_spki_der_hex"])), None, E_KEY_UNSUPPORTED, bits=1536),
        pk_invalid("rsa-1024-pkcs1-der", "real 1024-bit key as PKCS#1 DER",
                   H("pkcs1-der", bytes.fromhex(ex1["public_pkcs1_der_hex"])), None, E_KEY_UNSUPPORTED, bits=1024),
    ]
    # malformed DER
    neg = V.der_spki(V.der_tlv(0x30, V.der_tlv(0x02, V.i2b(n, 256)) + V.der_uint(e)))
    assert neg[0] == 0x30 and V.i2b(n, 256)[0] & 0x80
    bad_long = bytearray(spki)
    bad_long[3] = spki[3] + 1  # 30 82 01 22 -> 30 82 01 23
    bad_short = bytearray(spki)
    bad_short[3] = spki[3] - 1
    assert spki[:2] == b"\x30\x82"
    cases += [
        pk_invalid("spki-truncated-1", "SPKI DER missing its last byte", H("spki-der", spki[:-1]), None, E_KEY_FORMAT),
        pk_invalid("spki-truncated-half", "SPKI DER cut in half", H("spki-der", spki[:len(spki) // 2]), None, E_KEY_FORMAT),
        pk_invalid("pkcs1-truncated-1", "PKCS#1 DER missing its last byte", H("pkcs1-der", pkcs1[:-1]), None, E_KEY_FORMAT),
        pk_invalid("spki-trailing-byte", "SPKI DER followed by one 0x00 byte (OpenSSL's d2i ignores it: check the "
                   "consumed length)", H("spki-der", spki + b"\x00"), None, E_KEY_FORMAT),
        pk_invalid("pkcs1-trailing-byte", "PKCS#1 DER followed by one extra byte", H("pkcs1-der", pkcs1 + b"\x30"),
                   None, E_KEY_FORMAT),
        pk_invalid("spki-length-too-long", "outer SEQUENCE length one more than the data", H("spki-der", bytes(bad_long)),
                   None, E_KEY_FORMAT),
        pk_invalid("spki-length-too-short", "outer SEQUENCE length one less than the data", H("spki-der", bytes(bad_short)),
                   None, E_KEY_FORMAT),
        pk_invalid("spki-negative-modulus", "modulus INTEGER without its 0x00 sign octet (a negative number; OpenSSL "
                   "3 decodes it: must be refused explicitly)", H("spki-der", neg), None, E_KEY_FORMAT),
        pk_invalid("garbage-bytes", "16 bytes that are no key", H("raw", bytes(range(0x80, 0x90))), None, E_KEY_FORMAT),
        pk_invalid("garbage-text", "ASCII text that is no key", T("text", "hello, world"), None, E_KEY_FORMAT),
    ]
    # base64 strictness
    m3, der3 = pseudo(2048, 3, "e3")
    b64_3 = base64.b64encode(der3).decode()
    assert b64_3.endswith("==")
    i_plus = next(i for i, ch in enumerate(b64) if ch in "+/")
    cases += [
        pk_invalid("base64-space-inside", "base64 SPKI with a space in the middle",
                   T("spki-base64", b64[:100] + " " + b64[100:]), None, E_KEY_FORMAT),
        pk_invalid("base64-newline-inside", "base64 SPKI wrapped with a newline (MIME style)",
                   T("spki-base64", b64[:76] + "\n" + b64[76:]), None, E_KEY_FORMAT),
        pk_invalid("base64url-alphabet", "the SPKI in the base64url alphabet ('-' '_' instead of '+' '/')",
                   T("spki-base64", b64.replace("+", "-").replace("/", "_")), None, E_KEY_FORMAT,
                   note=f"first changed character at offset {i_plus}"),
        pk_invalid("base64-missing-padding", "base64 SPKI with its '==' padding removed",
                   T("spki-base64", b64_3.rstrip("=")), None, E_KEY_FORMAT),
    ]
    # PEM
    body = V.pem("PUBLIC KEY", spki).splitlines()
    cases += [
        pk_invalid("pem-garbage-body", "PUBLIC KEY PEM whose body is not base64 of a key",
                   T("spki-pem", "-----BEGIN PUBLIC KEY-----\nThis is not a key at all!!\n-----END PUBLIC KEY-----\n"),
                   None, E_KEY_FORMAT),
        pk_invalid("pem-valid-base64-garbage-der", "PUBLIC KEY PEM whose body is base64 of non-DER bytes",
                   T("spki-pem", V.pem("PUBLIC KEY", b"not a DER structure at all")), None, E_KEY_FORMAT),
        pk_invalid("pem-pkcs1-under-public-key-label", "PKCS#1 body under a 'PUBLIC KEY' label (label mismatch)",
                   T("spki-pem", V.pem("PUBLIC KEY", pkcs1)), None, E_KEY_FORMAT),
        pk_invalid("pem-spki-under-rsa-public-key-label", "SPKI body under an 'RSA PUBLIC KEY' label (label mismatch)",
                   T("pkcs1-pem", V.pem("RSA PUBLIC KEY", spki)), None, E_KEY_FORMAT),
        pk_invalid("pem-missing-end", "PEM without its END line", T("spki-pem", "\n".join(body[:-1]) + "\n"), None, E_KEY_FORMAT),
        pk_invalid("pem-mismatched-end-label", "BEGIN PUBLIC KEY ... END RSA PUBLIC KEY",
                   T("spki-pem", "\n".join(body[:-1] + ["-----END RSA PUBLIC KEY-----"]) + "\n"), None, E_KEY_FORMAT),
        pk_invalid("pem-private-key", "a PKCS#8 PRIVATE KEY PEM given as a public key", T("pem", test_keys[2048]["pem"]),
                   None, E_KEY_FORMAT),
        pk_invalid("ec-spki-der", "EC P-256 SPKI (pyca ec_public_key.der)", H("spki-der", ec_der), None, E_KEY_UNSUPPORTED),
    ]
    # JWK
    cases += [
        pk_invalid("jwk-not-json", "starts like a JWK but is not valid JSON", T("jwk", '{"kty":"RSA","n":"' + jwk_pub["n"][:20]),
                   None, E_JSON),
        pk_invalid("jwk-trailing-comma", "JWK with a trailing comma (not JSON)",
                   T("jwk", '{"kty":"RSA","n":"%s","e":"AQAB",}' % jwk_pub["n"]), None, E_JSON),
        pk_invalid("jwk-private", "private RSA JWK (has d) given as a public key", T("jwk", json.dumps(priv_jwk)), None, E_KEY_FORMAT),
        pk_invalid("jwk-missing-n", "RSA JWK without n", T("jwk", json.dumps({"kty": "RSA", "e": "AQAB"})), None, E_KEY_FORMAT),
        pk_invalid("jwk-n-not-base64url", "RSA JWK whose n uses the standard alphabet with padding",
                   T("jwk", json.dumps({**jwk_pub, "n": base64.b64encode(V.i2b(n)).decode()})), None, E_KEY_FORMAT),
        pk_invalid("jwk-kty-oct", "symmetric JWK", T("jwk", json.dumps({"kty": "oct", "k": "AyM1SysPpbyDfgZld3umj1qzKObwVMko"})),
                   None, E_KEY_UNSUPPORTED),
    ]
    # size / emptiness
    cases += [
        pk_invalid("empty", "empty input", {"format": "raw", "hex": ""}, None, E_ARGUMENT),
        pk_invalid("oversize-65537", "65537 bytes (> 64 KiB limit)", {"format": "repeat", "byte": "30", "count": 65537},
                   None, E_LIMIT),
        pk_invalid("exactly-65536-garbage", "65536 bytes (at the limit, so parsed) that are no key",
                   {"format": "repeat", "byte": "30", "count": 65536}, None, E_KEY_FORMAT),
    ]
    V.write_vectors(
        "public-key-parse.constructed.json", "public-key-parse",
        "Constructed for PaySeal (not upstream) by import_upstream.py from Vectors/keys/test-rsa-{2048,3072,4096}, "
        "PKCS #1 v2.1 example keys 1 and 9 (oaep-vect.json), pyca's ec_public_key.der and hand-built DER.",
        LIC_OURS + "; PKCS #1 example keys: " + LIC_PKCS1,
        ["pseudo-* inputs are hand-built SPKI DER around deterministic pseudo-random ODD integers of the stated bit "
         "length (vectorlib.pseudo_modulus): they are NOT RSA moduli (nobody can decrypt), only parse-level tests "
         "of the size and exponent policy.",
         "Status choices pinned here (PaySeal must match): trailing bytes after the DER and a negative modulus -> "
         "PAYSEAL_E_KEY_FORMAT (OpenSSL 3's decoders accept both, so PaySeal must check); base64 input is strict "
         "(no whitespace, no base64url alphabet, padding required) -> PAYSEAL_E_KEY_FORMAT; PEM with CRLF line "
         "ends or without a final newline is accepted; a PEM 'PRIVATE KEY' given as a public key -> "
         "PAYSEAL_E_KEY_FORMAT; a JWK that is valid JSON but lacks n or has a non-base64url n -> "
         "PAYSEAL_E_KEY_FORMAT; exactly 65536 bytes is within the limit.",
         "format 'repeat': {byte (hex), count}: the input is that byte repeated count times."] + PK_NOTES,
        cases)
