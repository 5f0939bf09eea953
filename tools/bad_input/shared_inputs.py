"""Inputs several bad-input families use: the TEST key files (as {"file": ...} inputs), invalid UTF-8,
inputs read from the public-key-parse vectors, base64url helpers, and the 2048-bit TEST key pair as JWKs
with broken variants of it. Part of the bad-input catalogue: tools/make_bad_input.py puts the rows in
catalogue order and writes them.
"""
import base64
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root
PEM = {"file": "Vectors/keys/test-rsa-2048.private.pem"}
CLIENT_API = {"file": "Vectors/keys/test-rsa-2048.client-api.json"}
BAD_UTF8 = {"hex": "c328"}


def vector_input(file, case_id):
    with open(os.path.join(ROOT, "Vectors", file), encoding="utf-8") as f:
        return next(c for c in json.load(f)["cases"] if c["id"] == case_id)["input"]["hex"]


EC_SPKI_HEX = vector_input("public-key-parse.constructed.json", "ec-spki-der")
RSA1024_SPKI_HEX = vector_input("public-key-parse.rsa-public-key-parsing.json", "pyca:DER_Serialization/unenc-rsa-pkcs8.pub.der")
PSS_SPKI_HEX = vector_input("public-key-parse.rsa-public-key-parsing.json", "pyca:PKCS8/rsa_pss_2048_pub.der")
SPKI_HEX_PREFIX = "30820122300d06092a864886f70d01010105000382010f00"


def vector_text(file, case_id):
    with open(os.path.join(ROOT, "Vectors", file), encoding="utf-8") as f:
        return next(c for c in json.load(f)["cases"] if c["id"] == case_id)["input"]["text"]


def b64u(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64u_int(text):
    return int.from_bytes(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)), "big")


def int_b64u(value):
    return b64u(value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big"))


def jwk_text(members):
    return {"text": json.dumps(members, separators=(",", ":"))}


def header_jwe(header):
    """A compact JWE with this protected header (JSON text) and empty-ish other parts."""
    return {"text": b64u(header.encode("utf-8")) + ".AA.AA.AA.AA"}


def pem(label, body):
    return "-----BEGIN %s-----\n%s\n-----END %s-----\n" % (label, body, label)


# The 2048-bit test key pair as JWKs (from the public-key parse vectors), and variants of them.
PRIVATE_JWK = json.loads(vector_text("public-key-parse.constructed.json", "jwk-private"))
PUBLIC_JWK = {"kty": "RSA", "n": PRIVATE_JWK["n"], "e": PRIVATE_JWK["e"]}
CRT_NO_D = {k: v for k, v in PRIVATE_JWK.items() if k != "d"}
WRONG_E = dict(PRIVATE_JWK, e="AQAD")  # 65539: a valid exponent, but not the one d inverts
N_NOT_PQ = dict(PRIVATE_JWK, n=int_b64u(b64u_int(PRIVATE_JWK["n"]) + 2))  # still odd, same size
P_Q_ONE = dict(PRIVATE_JWK, p="AQ", q="AQ")
PUBLIC_PEM = vector_text("public-key-parse.constructed.json", "t2048-spki-pem")
