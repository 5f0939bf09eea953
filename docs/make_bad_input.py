#!/usr/bin/env python3
"""Writes docs/bad-input.json (the catalogue, replayed row by row through the C ABI by
Tests/PaySealCTests/BadInputCatalogueTests.swift) and docs/bad-input.md (the same rows as a table).

    python3 docs/make_bad_input.py           # write both
    python3 docs/make_bad_input.py --check   # fail if either file is out of date

Inputs are encoded as {"text": ...}, {"hex": ...}, {"repeat": "<byte hex>", "count": N},
{"file": "<path from the repository root>"}, {"vector": "<file>", "id": "<case id>"} (the case's
compact JWE) or null (a NULL pointer)."""
import base64
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEM = {"file": "Vectors/keys/test-rsa-2048.private.pem"}
CLIENT_API = {"file": "Vectors/keys/test-rsa-2048.client-api.json"}
BAD_UTF8 = {"hex": "c328"}
DECRYPT_FAILED = "decryption failed: the JWE was not made for this key, or it was altered"
KEY_PAIR_MESSAGE = "the private key's parts do not form one RSA key pair (n = p·q, d, e and the CRT values disagree)"


def row(family, case, call, args, status, message):
    return {"family": family, "case": case, "call": call, "args": args, "status": status, "message": message}


def key(case, data, status, message, key_id=None):
    return row("public key bytes", case, "payseal_public_key_parse", {"data": data, "key_id": key_id}, status, message)


def client(case, json_input, status, message):
    return row("Client API JSON", case, "payseal_public_key_from_client_api", {"json": json_input}, status, message)


def private(case, data, status, message):
    return row("private key bytes", case, "payseal_private_key_parse", {"data": data}, status, message)


def jwe(case, token, status, message, private_key=PEM):
    return row("JWE", case, "payseal_jwe_decrypt", {"key": private_key, "jwe": token}, status, message)


def meta(case, k, v, status, message):
    return row("metadata key or value", case, "payseal_metadata_set", {"key": k, "value": v}, status, message)


def payment(case, call, args, status, message):
    return row("payment request", case, call, args, status, message)


def mask(case, call, args, status, message):
    return row("mask", case, call, args, status, message)


def validate(case, rules, value, status, message, year=2026, month=11):
    return row("validation", case, "payseal_validate_value",
               {"json": rules, "value": value, "year": year, "month": month}, status, message)


CARD_MASK = {"text": "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}


def brands(case, json_input, status, message):
    return row("card brands", "table: " + case, "payseal_card_brands_parse", {"json": json_input}, status, message)


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
rows = [
    key("empty", {"text": ""}, "PAYSEAL_E_ARGUMENT", "the key input is empty"),
    key("NULL data", None, "PAYSEAL_E_ARGUMENT", "data is NULL"),
    key("oversized", {"repeat": "30", "count": 65537}, "PAYSEAL_E_LIMIT", "the key input has 65537 bytes; the limit is 65536"),
    key("truncated DER", {"hex": SPKI_HEX_PREFIX + "3082010a"}, "PAYSEAL_E_KEY_FORMAT",
        "the DER is neither a SubjectPublicKeyInfo nor a PKCS#1 RSAPublicKey"),
    key("not a key", {"text": "hello, world"}, "PAYSEAL_E_KEY_FORMAT", "the key is neither DER, PEM, a JWK nor strict base64 of DER"),
    key("invalid UTF-8", BAD_UTF8, "PAYSEAL_E_KEY_FORMAT", "the key is neither DER, PEM, a JWK nor strict base64 of DER"),
    key("embedded NUL in base64", {"hex": "4d494942496a414e00"}, "PAYSEAL_E_KEY_FORMAT",
        "the key is neither DER, PEM, a JWK nor strict base64 of DER"),
    key("private key PEM", PEM, "PAYSEAL_E_KEY_FORMAT", "a private key was given where a public key is expected"),
    key("PEM with another label", {"text": "-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----\n"}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM label is \"CERTIFICATE\"; expected PUBLIC KEY or RSA PUBLIC KEY"),
    key("PEM with a broken body", {"text": "-----BEGIN PUBLIC KEY-----\n!!!!\n-----END PUBLIC KEY-----\n"}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM text cannot be read (no BEGIN/END block or a body that is not base64)"),
    key("JWK that is not JSON", {"text": "{\"kty\":\"RSA\","}, "PAYSEAL_E_JSON", "invalid JSON at byte 13: unexpected end of input"),
    key("JWK with a number for kty", {"text": "{\"kty\":1}"}, "PAYSEAL_E_KEY_FORMAT", "the JWK has no \"kty\" string"),
    key("JWK of another type", {"text": "{\"kty\":\"EC\",\"crv\":\"P-256\"}"}, "PAYSEAL_E_KEY_UNSUPPORTED",
        "the JWK has kty \"EC\"; PaySeal needs an RSA key"),
    key("JWK with a number for n", {"text": "{\"kty\":\"RSA\",\"n\":1,\"e\":\"AQAB\"}"}, "PAYSEAL_E_KEY_FORMAT",
        "the JWK member \"n\" is not base64url without padding"),
    key("EC key (SubjectPublicKeyInfo)", {"hex": EC_SPKI_HEX}, "PAYSEAL_E_KEY_UNSUPPORTED",
        "the key is of type EC; PaySeal needs an RSA key"),
    key("1024-bit RSA key", {"hex": RSA1024_SPKI_HEX}, "PAYSEAL_E_KEY_UNSUPPORTED",
        "the RSA modulus has 1024 bits; PaySeal accepts 2048 to 8192"),
    key("RSA-PSS key", {"hex": PSS_SPKI_HEX}, "PAYSEAL_E_KEY_UNSUPPORTED",
        "the key is of type RSA-PSS (an RSA-PSS key is for signatures only); PaySeal needs an RSA key"),
    key("key id not UTF-8", CLIENT_API, "PAYSEAL_E_ARGUMENT", "key_id is not valid UTF-8", key_id=BAD_UTF8),
    key("key id oversized", {"text": PUBLIC_PEM}, "PAYSEAL_E_LIMIT", "the key id has 65537 bytes; the limit is 65536",
        key_id={"repeat": "6b", "count": 65537}),
    key("key id with ESC", {"text": PUBLIC_PEM}, "PAYSEAL_E_ARGUMENT", "the key id contains the control character U+001B",
        key_id={"text": "k\u001b[2J"}),
    key("JWK kid with NUL", jwk_text(dict(PUBLIC_JWK, kid="abc\u0000def")), "PAYSEAL_E_JSON",
        "the JWK \"kid\" contains the control character U+0000"),
    key("JWK kid with a newline", jwk_text(dict(PUBLIC_JWK, kid="a\nb")), "PAYSEAL_E_JSON",
        "the JWK \"kid\" contains the control character U+000A"),
    key("JWK kty with a terminal sequence", jwk_text({"kty": "\u001b]0;x\u0007\u202e"}), "PAYSEAL_E_KEY_UNSUPPORTED",
        "the JWK has kty \"\\u{1B}]0;x\\u{7}\\u{202E}\"; PaySeal needs an RSA key"),
    key("PEM label with a terminal sequence", {"text": "-----BEGIN \u001b[31mKEY-----\nMAA=\n-----END \u001b[31mKEY-----\n"},
        "PAYSEAL_E_KEY_FORMAT", "the PEM label is \"\\u{1B}[31mKEY\"; expected PUBLIC KEY or RSA PUBLIC KEY"),
    key("PEM with text before BEGIN", {"text": "key:\n" + PUBLIC_PEM}, "PAYSEAL_E_KEY_FORMAT",
        "the key is neither DER, PEM, a JWK nor strict base64 of DER"),
    key("PEM with dashes before BEGIN", {"text": "--\n" + PUBLIC_PEM}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM text has something other than whitespace before its BEGIN line"),
    key("PEM with text after END", {"text": PUBLIC_PEM + "trailing text\n"}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM text has something other than whitespace after its END line"),
    key("PEM with bytes after END on its line", {"text": PUBLIC_PEM.rstrip("\n") + "\u00ff\n"}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM text has something other than whitespace after its END line"),
    key("PEM with two blocks", {"text": PUBLIC_PEM + PUBLIC_PEM}, "PAYSEAL_E_KEY_FORMAT",
        "the PEM text is not exactly one BEGIN/END block"),
    key("PEM with a second BEGIN line inside", {"text": PUBLIC_PEM.replace("\n-----END", "\n-----BEGIN PUBLIC KEY-----\n-----END")},
        "PAYSEAL_E_KEY_FORMAT", "the PEM text is not exactly one BEGIN/END block"),
    key("JWK n = 0", jwk_text({"kty": "RSA", "n": "AA", "e": "AQAB"}), "PAYSEAL_E_KEY_FORMAT",
        "the RSA modulus is zero, so this is not an RSA key"),
    key("JWK n = 1", jwk_text({"kty": "RSA", "n": "AQ", "e": "AQAB"}), "PAYSEAL_E_KEY_UNSUPPORTED",
        "the RSA modulus has 1 bit; PaySeal accepts 2048 to 8192"),
    key("JWK n = 3", jwk_text({"kty": "RSA", "n": "Aw", "e": "AQAB"}), "PAYSEAL_E_KEY_UNSUPPORTED",
        "the RSA modulus has 2 bits; PaySeal accepts 2048 to 8192"),
    key("DER modulus 0", {"hex": "3008020100020301" + "0001"}, "PAYSEAL_E_KEY_FORMAT",
        "the RSA modulus is zero, so this is not an RSA key"),
    key("JWK n with a leading zero octet", jwk_text(dict(PUBLIC_JWK, n=b64u(b"\0" + base64.urlsafe_b64decode(PUBLIC_JWK["n"] + "==")))),
        "PAYSEAL_E_KEY_FORMAT", "the JWK member \"n\" has leading zero octets (RFC 7518 §6.3.1 requires the shortest encoding)"),
    key("JWK e with a leading zero octet", jwk_text(dict(PUBLIC_JWK, e="AAEAAQ")), "PAYSEAL_E_KEY_FORMAT",
        "the JWK member \"e\" has leading zero octets (RFC 7518 §6.3.1 requires the shortest encoding)"),
    key("JWK with CRT members but no d", jwk_text(CRT_NO_D), "PAYSEAL_E_KEY_FORMAT",
        "the JWK has the private member \"p\" but no \"d\""),
    client("empty", {"text": ""}, "PAYSEAL_E_ARGUMENT", "json is empty"),
    client("NULL", None, "PAYSEAL_E_ARGUMENT", "json is NULL"),
    client("oversized", {"repeat": "20", "count": 65537}, "PAYSEAL_E_LIMIT", "the Client API response has 65537 bytes; the limit is 65536"),
    client("not JSON", {"text": "<html>"}, "PAYSEAL_E_JSON", "invalid JSON at byte 0: unexpected character"),
    client("truncated", {"text": "{\"keyId\":\"k\",\"publicKey\":\"MII"}, "PAYSEAL_E_JSON", "invalid JSON at byte 29: unterminated string"),
    client("an array", {"text": "[]"}, "PAYSEAL_E_JSON", "the Client API response is not a JSON object"),
    client("keyId a number", {"text": "{\"keyId\":7,\"publicKey\":\"AA==\"}"}, "PAYSEAL_E_JSON", "the Client API response has no \"keyId\" string"),
    client("publicKey missing", {"text": "{\"keyId\":\"k\"}"}, "PAYSEAL_E_JSON", "the Client API response has no \"publicKey\" string"),
    client("publicKey not base64", {"text": "{\"keyId\":\"k\",\"publicKey\":\"not base64!\"}"}, "PAYSEAL_E_KEY_FORMAT",
           "\"publicKey\" is not strict base64"),
    client("embedded NUL", {"hex": "7b226b65794964223a22006b227d"}, "PAYSEAL_E_JSON", "invalid JSON at byte 10: control character in a string"),
    client("invalid UTF-8", {"hex": "7b226b65794964223a22c328227d"}, "PAYSEAL_E_ARGUMENT", "the Client API response is not valid UTF-8"),
    client("keyId with NUL", {"text": "{\"keyId\":\"abc\\u0000def\",\"publicKey\":\"AA==\"}"}, "PAYSEAL_E_JSON",
           "the Client API \"keyId\" contains the control character U+0000"),
    client("keyId with DEL", {"text": "{\"keyId\":\"abc\u007f\",\"publicKey\":\"AA==\"}"}, "PAYSEAL_E_JSON",
           "the Client API \"keyId\" contains the control character U+007F"),
    client("duplicate member", {"text": "{\"keyId\":\"a\",\"keyId\":\"b\"}"}, "PAYSEAL_E_JSON", "invalid JSON at byte 13: duplicate member name"),
    private("empty", {"text": ""}, "PAYSEAL_E_ARGUMENT", "the key input is empty"),
    private("oversized", {"repeat": "30", "count": 65537}, "PAYSEAL_E_LIMIT", "the key input has 65537 bytes; the limit is 65536"),
    private("a Client API response", CLIENT_API, "PAYSEAL_E_KEY_FORMAT", "the JWK has no \"kty\" string"),
    private("a public key PEM", {"text": "-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----\n"}, "PAYSEAL_E_KEY_FORMAT",
            "the PEM label is \"PUBLIC KEY\"; expected PRIVATE KEY or RSA PRIVATE KEY"),
    private("truncated DER", {"hex": "308204"}, "PAYSEAL_E_KEY_FORMAT", "the DER is not a valid private key (PKCS#8 or PKCS#1)"),
    private("encrypted PKCS#8", {"text": "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----\n"},
            "PAYSEAL_E_KEY_UNSUPPORTED", "encrypted private keys are not supported; decrypt it first"),
    private("JWK with CRT members but no d", jwk_text(CRT_NO_D), "PAYSEAL_E_KEY_FORMAT",
            "the JWK has the private member \"p\" but no \"d\""),
    private("JWK with the wrong e", jwk_text(WRONG_E), "PAYSEAL_E_KEY_FORMAT",
            KEY_PAIR_MESSAGE),
    private("JWK with n other than p·q", jwk_text(N_NOT_PQ), "PAYSEAL_E_KEY_FORMAT",
            KEY_PAIR_MESSAGE),
    private("JWK with p = q = 1", jwk_text(P_Q_ONE), "PAYSEAL_E_KEY_FORMAT",
            KEY_PAIR_MESSAGE),
    private("JWK d escaped", {"text": json.dumps(PRIVATE_JWK, separators=(",", ":")).replace('"d":"', '"d":"\\u0041', 1)},
            "PAYSEAL_E_KEY_FORMAT", "the JWK member \"d\" is not base64url without padding"),
    private("public JWK", {"text": "{\"kty\":\"RSA\",\"n\":\"AQAB\",\"e\":\"AQAB\"}"}, "PAYSEAL_E_KEY_FORMAT", "the JWK has no private part (\"d\")"),
    jwe("empty", {"text": ""}, "PAYSEAL_E_JWE_FORMAT", "a compact JWE has 5 parts separated by '.'; this one has 1"),
    jwe("NULL", None, "PAYSEAL_E_ARGUMENT", "jwe is NULL"),
    jwe("oversized", {"repeat": "41", "count": 2 * 1024 * 1024 + 1}, "PAYSEAL_E_LIMIT", "the JWE has 2097153 bytes; the limit is 2097152"),
    jwe("four parts", {"text": "a.b.c.d"}, "PAYSEAL_E_JWE_FORMAT", "a compact JWE has 5 parts separated by '.'; this one has 4"),
    jwe("padding", {"text": "eyJhbGciOiJSU0EtT0FFUCJ9=.a.b.c.d"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE protected header is not base64url without padding"),
    jwe("embedded NUL", {"hex": "65794a00" + "2e61612e61612e61612e6161"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE protected header is not base64url without padding"),
    jwe("invalid UTF-8", {"hex": "c3282e612e622e632e64"}, "PAYSEAL_E_ARGUMENT", "the JWE is not valid UTF-8"),
    jwe("header not JSON", {"text": "aGVsbG8.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE header is not valid JSON (invalid JSON at byte 0: unexpected character)"),
    jwe("header an array", {"text": "W10.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT", "the JWE header is not a JSON object"),
    jwe("alg a number", {"text": "eyJhbGciOjEsImVuYyI6IkEyNTZDQkMtSFM1MTIifQ.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE header has no \"alg\" string"),
    jwe("another alg", {"text": "eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE alg is \"RSA-OAEP-256\"; PaySeal supports \"RSA-OAEP\" only"),
    jwe("another enc", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE enc is \"A256GCM\"; PaySeal supports \"A256CBC-HS512\" only"),
    jwe("alg with a terminal sequence", header_jwe('{"alg":"\\u001b[2J\\u001b[H","enc":"A256CBC-HS512"}'), "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE alg is \"\\u{1B}[2J\\u{1B}[H\"; PaySeal supports \"RSA-OAEP\" only"),
    jwe("enc with a line break and a quote", header_jwe('{"alg":"RSA-OAEP","enc":"x\\r\\nlevel=ok \\"y"}'), "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE enc is \"x\\u{D}\\u{A}level=ok \\\"y\"; PaySeal supports \"A256CBC-HS512\" only"),
    jwe("zip", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJ6aXAiOiJERUYifQ.AA.AA.AA.AA"},
        "PAYSEAL_E_JWE_UNSUPPORTED", "compressed JWEs (\"zip\") are not supported"),
    jwe("crit", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJjcml0IjpbImV4cCJdfQ.AA.AA.AA.AA"},
        "PAYSEAL_E_JWE_UNSUPPORTED", "the JWE header marks extensions PaySeal does not understand as critical (\"crit\")"),
    jwe("tag altered", {"vector": "jwe-decrypt.constructed.json", "id": "tag-bitflip"}, "PAYSEAL_E_DECRYPT", DECRYPT_FAILED,
        private_key={"vector": "jwe-decrypt.constructed.json", "id": "tag-bitflip"}),
    jwe("encrypted key altered", {"vector": "jwe-decrypt.constructed.json", "id": "encrypted-key-bitflip"}, "PAYSEAL_E_DECRYPT",
        DECRYPT_FAILED, private_key={"vector": "jwe-decrypt.constructed.json", "id": "encrypted-key-bitflip"}),
    jwe("wrong key", {"vector": "jwe-decrypt.constructed.json", "id": "wrong-private-key"}, "PAYSEAL_E_DECRYPT", DECRYPT_FAILED,
        private_key={"vector": "jwe-decrypt.constructed.json", "id": "wrong-private-key"}),
    meta("empty key", {"text": ""}, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "the metadata key is empty"),
    meta("NULL key", None, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
    meta("NULL value", {"text": "appIdentifier"}, None, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    meta("key not UTF-8", BAD_UTF8, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "key is not valid UTF-8"),
    meta("value not UTF-8", {"text": "appIdentifier"}, BAD_UTF8, "PAYSEAL_E_ARGUMENT", "value is not valid UTF-8"),
    meta("oversized value", {"text": "appIdentifier"}, {"repeat": "61", "count": 4097}, "PAYSEAL_E_LIMIT",
         "the value of \"appIdentifier\" has 4097 bytes; the limit is 4096"),
    meta("oversized key", {"repeat": "6b", "count": 4097}, {"text": "x"}, "PAYSEAL_E_LIMIT",
         "the metadata key has 4097 bytes; the limit is 4096"),
    meta("screenSize without x", {"text": "screenSize"}, {"text": "1170"}, "PAYSEAL_E_ARGUMENT",
         "screenSize must be \"<width>x<height>\" with positive integers, such as \"1170x2532\""),
    meta("ipAddress not an address", {"text": "ipAddress"}, {"text": "example.com"}, "PAYSEAL_E_ARGUMENT",
         "ipAddress must be an IPv4 or IPv6 address"),
    payment("product id not a number", "payseal_payment_request_new", {"session": {"text": "s"}, "product": {"text": "abc"}},
            "PAYSEAL_E_ARGUMENT", "paymentProductId must be a decimal integer such as \"1\" or \"3012\""),
    payment("product id above 2^53 - 1", "payseal_payment_request_new", {"session": {"text": "s"}, "product": {"text": "9007199254740992"}},
            "PAYSEAL_E_ARGUMENT", "paymentProductId is above 2^53 - 1 (9007199254740991), which a JSON number does not carry exactly"),
    payment("product id NULL", "payseal_payment_request_new", {"session": {"text": "s"}, "product": None},
            "PAYSEAL_E_ARGUMENT", "payment_product_id is NULL"),
    payment("session id empty", "payseal_payment_request_new", {"session": {"text": ""}, "product": {"text": "1"}},
            "PAYSEAL_E_ARGUMENT", "clientSessionId is empty"),
    payment("session id not UTF-8", "payseal_payment_request_new", {"session": BAD_UTF8, "product": {"text": "1"}},
            "PAYSEAL_E_ARGUMENT", "client_session_id is not valid UTF-8"),
    payment("session id oversized", "payseal_payment_request_new", {"session": {"repeat": "73", "count": 4097}, "product": {"text": "1"}},
            "PAYSEAL_E_LIMIT", "clientSessionId has 4097 bytes; the limit is 4096"),
    payment("value key empty", "payseal_payment_request_set_value", {"key": {"text": ""}, "value": {"text": "x"}},
            "PAYSEAL_E_ARGUMENT", "the payment value key is empty"),
    payment("value not UTF-8", "payseal_payment_request_set_value", {"key": {"text": "cardNumber"}, "value": BAD_UTF8},
            "PAYSEAL_E_ARGUMENT", "the value of \"cardNumber\" is not valid UTF-8"),
    payment("value key with a terminal sequence", "payseal_payment_request_set_value",
            {"key": {"text": "\u001b[2J"}, "value": BAD_UTF8},
            "PAYSEAL_E_ARGUMENT", "the value of \"\\u{1B}[2J\" is not valid UTF-8"),
    payment("value oversized", "payseal_payment_request_set_value", {"key": {"text": "cardNumber"}, "value": {"repeat": "39", "count": 4097}},
            "PAYSEAL_E_LIMIT", "the value of \"cardNumber\" has 4097 bytes; the limit is 4096"),
    payment("account on file empty", "payseal_payment_request_set_account_on_file", {"id": {"text": ""}},
            "PAYSEAL_E_ARGUMENT", "accountOnFileId is empty"),
    payment("plaintext oversized", "payseal_jwe_encrypt", {"plaintext": {"repeat": "61", "count": 1024 * 1024 + 1}},
            "PAYSEAL_E_LIMIT", "the plaintext has 1048577 bytes; the limit is 1048576"),
    payment("prepare without a key", "payseal_prepare", {"key": None}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
    mask("NULL mask", "payseal_mask_format", {"mask": None, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "mask is NULL"),
    mask("NULL value", "payseal_mask_unformat", {"mask": CARD_MASK, "value": None}, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    mask("single brace", "payseal_mask_format", {"mask": {"text": "{9}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a single '{' (groups open with '{{') at character 1"),
    mask("brace outside a group", "payseal_mask_format", {"mask": {"text": "9}}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a '}' outside a group at character 2"),
    mask("nested group", "payseal_mask_format", {"mask": {"text": "{{9{{9}}}}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a '{' inside a group at character 4"),
    mask("unclosed group", "payseal_mask_unformat", {"mask": {"text": "{{99"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a group that is not closed with '}}'"),
    mask("value not UTF-8", "payseal_mask_format", {"mask": CARD_MASK, "value": BAD_UTF8}, "PAYSEAL_E_ARGUMENT",
         "value is not valid UTF-8"),
    mask("value oversized", "payseal_mask_format", {"mask": CARD_MASK, "value": {"repeat": "31", "count": 4097}}, "PAYSEAL_E_LIMIT",
         "value has 4097 bytes; the limit is 4096"),
    mask("mask oversized", "payseal_mask_format", {"mask": {"repeat": "39", "count": 4097}, "value": {"text": "1"}}, "PAYSEAL_E_LIMIT",
         "the mask has 4097 bytes; the limit is 4096"),
    mask("edit: start after end", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1234"}, "start": 3, "end": 2,
         "replacement": {"text": ""}}, "PAYSEAL_E_ARGUMENT", "the selection start 3 is after its end 2"),
    mask("edit: past the end", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1234"}, "start": 5, "end": 5,
         "replacement": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "start 5 is past the end of the text (4 UTF-16 code units)"),
    mask("edit: inside a surrogate pair", "payseal_mask_edit", {"mask": {"text": "{{****}}"}, "text": {"text": "a\U0001F389"},
         "start": 2, "end": 2, "replacement": {"text": "b"}}, "PAYSEAL_E_ARGUMENT",
         "start 2 is between the two halves of a surrogate pair"),
    mask("edit: NULL text", "payseal_mask_edit", {"mask": CARD_MASK, "text": None, "start": 0, "end": 0,
         "replacement": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "text is NULL"),
    mask("edit: replacement not UTF-8", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1"}, "start": 1, "end": 1,
         "replacement": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "replacement is not valid UTF-8"),
    validate("NULL JSON", None, {"text": "1"}, "PAYSEAL_E_ARGUMENT", "data_restrictions_json is NULL"),
    validate("NULL value", {"text": "{}"}, None, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    validate("not JSON", {"text": "{\"validators\":"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "invalid JSON at byte 14: unexpected end of input"),
    validate("not an object", {"text": "[]"}, {"text": "1"}, "PAYSEAL_E_JSON", "dataRestrictions is not a JSON object"),
    validate("isRequired a string", {"text": "{\"isRequired\":\"yes\"}"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "dataRestrictions \"isRequired\" is not a boolean"),
    validate("validators an array", {"text": "{\"validators\":[]}"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "dataRestrictions \"validators\" is not a JSON object"),
    validate("length with a string bound", {"text": "{\"validators\":{\"length\":{\"minLength\":\"3\"}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"length\".\"minLength\" is not an integer"),
    validate("range with a fraction", {"text": "{\"validators\":{\"range\":{\"maxValue\":1.5}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"range\".\"maxValue\" is not an integer"),
    validate("regularExpression without a pattern", {"text": "{\"validators\":{\"regularExpression\":{}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "the \"regularExpression\" validator has no \"regularExpression\""),
    validate("fixedList without allowedValues", {"text": "{\"validators\":{\"fixedList\":{}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "the \"fixedList\" validator has no \"allowedValues\""),
    validate("fixedList with a number", {"text": "{\"validators\":{\"fixedList\":{\"allowedValues\":[1]}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"fixedList\".\"allowedValues\" is not an array of strings"),
    validate("month 13", {"text": "{}"}, {"text": "1"}, "PAYSEAL_E_ARGUMENT",
             "today must be a year 1...9999 and a month 1...12 (got 2026, 13)", month=13),
    validate("value not UTF-8", {"text": "{}"}, BAD_UTF8, "PAYSEAL_E_ARGUMENT", "value is not valid UTF-8"),
    validate("value oversized", {"text": "{}"}, {"repeat": "31", "count": 4097}, "PAYSEAL_E_LIMIT",
             "value has 4097 bytes; the limit is 4096"),
    row("IIN", "bin: NULL card number", "payseal_iin_bin", {"card_number": None}, "PAYSEAL_E_ARGUMENT", "card_number is NULL"),
    row("IIN", "bin: a letter", "payseal_iin_bin", {"card_number": {"text": "4111a1111"}}, "PAYSEAL_E_ARGUMENT",
        "the card number has a character other than digits, spaces and '-'"),
    row("IIN", "bin: oversized", "payseal_iin_bin", {"card_number": {"repeat": "34", "count": 4097}}, "PAYSEAL_E_LIMIT",
        "card_number has 4097 bytes; the limit is 4096"),
    row("IIN", "answer: HTTP 500", "payseal_iin_result", {"http_status": 500, "body": {"text": "{}"}}, "PAYSEAL_E_ARGUMENT",
        "HTTP status 500 is not an IIN answer (200 or 404): the request failed"),
    row("IIN", "answer: not JSON", "payseal_iin_result", {"http_status": 200, "body": {"text": "<html>"}}, "PAYSEAL_E_JSON",
        "invalid JSON at byte 0: unexpected character"),
    row("IIN", "answer: an array", "payseal_iin_result", {"http_status": 200, "body": {"text": "[]"}}, "PAYSEAL_E_JSON",
        "the IIN response is not a JSON object"),
    row("IIN", "answer: product id with letters", "payseal_iin_result", {"http_status": 200, "body": {"text": "{\"paymentProductId\":\"1a\"}"}},
        "PAYSEAL_E_JSON", "the IIN response's \"paymentProductId\" is not a product id (a non-negative integer, or a string of digits)"),
    row("IIN", "answer: isAllowedInContext a string", "payseal_iin_result",
        {"http_status": 200, "body": {"text": "{\"paymentProductId\":1,\"isAllowedInContext\":\"true\"}"}},
        "PAYSEAL_E_JSON", "the IIN response's \"isAllowedInContext\" is not a boolean"),
    row("IIN", "answer: NULL body with a length", "payseal_iin_result", {"http_status": 200, "body": None, "body_len": 5},
        "PAYSEAL_E_ARGUMENT", "body is NULL but its length is 5"),
    row("Client API session", "http to a public host", "payseal_session_new", {"url": {"text": "http://payment.example.com"}},
        "PAYSEAL_E_ARGUMENT", "clientApiUrl is http:// to a host other than localhost, 127.0.0.0/8 or [::1]; use https"),
    row("Client API session", "a query in the URL", "payseal_session_new", {"url": {"text": "https://payment.example.com/?x=1"}},
        "PAYSEAL_E_ARGUMENT", "clientApiUrl has a query or a fragment"),
    row("Client API session", "user information in the URL", "payseal_session_new", {"url": {"text": "https://user@payment.example.com"}},
        "PAYSEAL_E_ARGUMENT", "clientApiUrl has no host, or has user information"),
    row("Client API session", "a line break in the session id", "payseal_session_new",
        {"url": {"text": "https://payment.example.com"}, "session": {"text": "s\r\nX-Injected: 1"}},
        "PAYSEAL_E_ARGUMENT", "clientSessionId contains a control character"),
    row("Client API request", "an unknown operation", "payseal_session_request", {"operation": {"text": "refund\u001b[2J"}},
        "PAYSEAL_E_ARGUMENT", "unknown operation \"refund\\u{1B}[2J\"; expected publicKey, paymentProducts, paymentProduct or iinDetails"),
    row("Client API request", "no context", "payseal_session_request", {"operation": {"text": "paymentProducts"}},
        "PAYSEAL_E_ARGUMENT", "this operation needs a payment context"),
    row("Client API request", "amount as a string", "payseal_session_request", {"operation": {"text": "paymentProducts"},
        "context": {"text": "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":\"1000\",\"isRecurring\":false}"}},
        "PAYSEAL_E_JSON", "the payment context's \"amount\" is not an integer"),
    row("Client API request", "iinDetails with 5 digits", "payseal_session_request", {"operation": {"text": "iinDetails"},
        "context": {"text": "{\"countryCode\":\"NL\",\"currencyCode\":\"EUR\",\"amount\":1000,\"isRecurring\":false}"},
        "params": {"text": "{\"cardNumber\":\"42424\"}"}},
        "PAYSEAL_E_ARGUMENT", "the card number has fewer than 6 digits: there is nothing to ask yet (NOT_ENOUGH_DIGITS)"),
    row("payment product", "an id with letters", "payseal_product_parse", {"json": {"text": "{\"id\":\"abc\"}"}}, "PAYSEAL_E_JSON",
        "the product.id is not an integer from 0 to 2^53 - 1"),
    row("payment product", "fields an object", "payseal_product_parse", {"json": {"text": "{\"id\":1,\"fields\":{}}"}}, "PAYSEAL_E_JSON",
        "the product.fields is not an array"),
    row("payment product", "a mask that does not parse", "payseal_product_parse",
        {"json": {"text": "{\"id\":1,\"fields\":[{\"id\":\"a\",\"displayHints\":{\"mask\":\"{{99\"}}]}"}}, "PAYSEAL_E_JSON",
        "the product.fields[0].displayHints.mask does not parse: the mask has a group that is not closed with '}}'"),
    row("payment product", "an attribute status PaySeal does not know", "payseal_product_parse",
        {"json": {"text": "{\"id\":1,\"accountsOnFile\":[{\"id\":1,\"attributes\":[{\"key\":\"a\",\"status\":\"HIDDEN\"}]}]}"}},
        "PAYSEAL_E_JSON", "the product.accountsOnFile[0].attributes[0].status is not READ_ONLY, CAN_WRITE or MUST_WRITE"),
    row("payment product", "two fields with one id", "payseal_product_parse",
        {"json": {"text": "{\"id\":1,\"fields\":[{\"id\":\"cvv\"},{\"id\":\"cvv\"}]}"}}, "PAYSEAL_E_JSON",
        "the product.fields[1].id \"cvv\" is the id of an earlier field"),
    row("payment request with a product", "validate without a product", "payseal_payment_request_validate", {"year": 0, "month": 0},
        "PAYSEAL_E_ARGUMENT", "the request has no product (setProduct first)"),
    row("payment request with a product", "masked value without a product", "payseal_payment_request_masked_value",
        {"field": {"text": "cardNumber"}}, "PAYSEAL_E_ARGUMENT", "the request has no product (setProduct first)"),
    row("payment request with a product", "a product of another id", "payseal_payment_request_set_product",
        {"product": {"text": "{\"id\":2}"}}, "PAYSEAL_E_ARGUMENT", "the product is 2; the request is for product 1"),
    validate("JSON oversized", {"repeat": "20", "count": 65537}, {"text": "1"}, "PAYSEAL_E_LIMIT",
             "the dataRestrictions JSON has 65537 bytes; the limit is 65536"),
    brands("not an array", {"text": "{\"visa\":[\"4\"]}"}, "PAYSEAL_E_JSON", "the brand table is not a JSON array"),
    brands("a brand without name", {"text": "[{\"bins\":[\"4\"]}]"}, "PAYSEAL_E_JSON", "brand 0 has no \"name\""),
    brands("a range with ends of different lengths", {"text": "[{\"name\":\"x\",\"bins\":[\"30-4\"]}]"}, "PAYSEAL_E_JSON",
           "brand 0.bins[0] is not a BIN range (\"4\", \"2221-2229\": 1 to 19 digits, ends of the same length, low to high)"),
    brands("a PAN length of 20", {"text": "[{\"name\":\"x\",\"bins\":[\"4\"],\"panLengths\":[16,20]}]"}, "PAYSEAL_E_JSON",
           "brand 0.panLengths[1] is not an integer from 1 to 19"),
    brands("a pattern that does not compile", {"text": "[{\"name\":\"x\\u001b\",\"pattern\":\"(\"}]"}, "PAYSEAL_E_JSON",
           "the brand \"x\\u{1B}\" has a pattern that does not compile"),
    brands("neither bins nor pattern", {"text": "[{\"name\":\"x\",\"panLengths\":[16]}]"}, "PAYSEAL_E_JSON",
           "brand 0 has neither \"bins\" nor \"pattern\""),
    brands("oversized", {"repeat": "20", "count": 65537}, "PAYSEAL_E_LIMIT", "the brand table has 65537 bytes; the limit is 65536"),
    row("card brands", "check: accepted not an array of names", "payseal_card_check",
        {"pan": {"text": "4111"}, "accepted": {"text": "[\"visa\",3]"}, "year": 2026, "month": 11},
        "PAYSEAL_E_JSON", "accepted_json[1] is not a string"),
    row("card brands", "check: a month 13", "payseal_card_check", {"pan": {"text": "4111"}, "year": 2026, "month": 13},
        "PAYSEAL_E_ARGUMENT", "today must be a year 1...9999 and a month 1...12 (got 2026, 13)"),
    row("card brands", "check: PAN not UTF-8", "payseal_card_check", {"pan": BAD_UTF8, "year": 0, "month": 0},
        "PAYSEAL_E_ARGUMENT", "pan is not valid UTF-8"),
    row("card brands", "check: NULL PAN", "payseal_card_check", {"pan": None, "year": 0, "month": 0},
        "PAYSEAL_E_ARGUMENT", "pan is NULL"),
    row("card brands", "brand: PAN oversized", "payseal_card_brand", {"pan": {"repeat": "34", "count": 4097}},
        "PAYSEAL_E_LIMIT", "pan has 4097 bytes; the limit is 4096"),
    row("card brands", "format: NULL PAN", "payseal_card_format_pan", {"pan": None}, "PAYSEAL_E_ARGUMENT", "pan is NULL"),
    row("card brands", "edit: start after end", "payseal_card_edit_pan",
        {"text": {"text": "4111 1111"}, "start": 5, "end": 4, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "the selection start 5 is after its end 4"),
    row("card brands", "edit: inside a surrogate pair", "payseal_card_edit_pan",
        {"text": {"text": "4\U0001F4B3"}, "start": 2, "end": 2, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "start 2 is between the two halves of a surrogate pair"),
    row("card brands", "edit: past the end", "payseal_card_edit_pan",
        {"text": {"text": "4111"}, "start": 5, "end": 5, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "start 5 is past the end of the text (4 UTF-16 code units)"),
]


def markdown(rows):
    def cell(value):
        if value is None:
            return "NULL"
        text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
        return text.replace("|", "\\|").replace("\n", "\\n")

    def show(arg):
        if arg is None:
            return "NULL"
        if isinstance(arg, int):
            return str(arg)
        if "text" in arg:
            return "`" + cell(json.dumps(arg["text"], ensure_ascii=False)[1:-1][:60]) + "`" if arg["text"] else "empty"
        if "hex" in arg:
            return f"bytes `{arg['hex'][:40]}`"
        if "repeat" in arg:
            return f"{arg['count']} × 0x{arg['repeat']}"
        if "file" in arg:
            return f"`{arg['file']}`"
        return f"`{arg['vector']}` #{arg['id']}"

    lines = [
        "# Bad input: what each call answers",
        "",
        "Every row is replayed through the C ABI by `Tests/PaySealCTests/BadInputCatalogueTests.swift`,",
        "which checks the status and the exact message of `payseal_last_error()`. The data is",
        "`docs/bad-input.json`; this table is generated from it by `docs/make_bad_input.py`.",
        "Messages say what is wrong with the input, never what the input was.",
        "",
        "| input family | case | call | input | status | message |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        args = "; ".join(f"{k}: {show(v)}" for k, v in r["args"].items())
        lines.append(f"| {r['family']} | {r['case']} | `{r['call']}` | {args} | `{r['status']}` | {cell(r['message'])} |")
    return "\n".join(lines) + "\n"


outputs = {
    os.path.join(ROOT, "docs", "bad-input.json"): json.dumps({"rows": rows}, indent=1, ensure_ascii=False) + "\n",
    os.path.join(ROOT, "docs", "bad-input.md"): markdown(rows),
}
if "--check" in sys.argv:
    stale = [p for p, text in outputs.items() if not os.path.exists(p) or open(p, encoding="utf-8").read() != text]
    if stale:
        sys.exit("out of date, run python3 docs/make_bad_input.py: " + ", ".join(stale))
else:
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{len(rows)} rows")
