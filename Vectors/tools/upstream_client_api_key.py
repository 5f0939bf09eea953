"""client-api-key.constructed.json. Part of import_upstream.py."""

from __future__ import annotations

import base64
import json

from cryptography.hazmat.primitives import serialization

import vectorlib as V
from upstream_sources import LIC_OURS
from vectorlib import E_ARGUMENT, E_JSON, E_KEY_FORMAT, E_KEY_UNSUPPORTED


def client_api(test_keys: dict) -> None:
    cases = []
    for bits in V.TEST_KEY_BITS:
        k = test_keys[bits]
        cases.append({"id": f"t{bits}-file", "comment": f"Vectors/keys/test-rsa-{bits}.client-api.json as stored",
                      "result": "valid", "json_text": k["client_api_text"], "bits": bits, "kid": k["client_api"]["keyId"]})
    api = test_keys[2048]["client_api"]
    pk = api["publicKey"]
    kid = api["keyId"]
    oaep = V.load_upstream("pkcs1-oaep/oaep-vect.json")
    spki1024 = base64.b64encode(bytes.fromhex(oaep["keys"][0]["public_spki_der_hex"])).decode()
    ec_b64 = base64.b64encode((V.UPSTREAM / "rsa-public-keys/pyca-original/DER_Serialization/ec_public_key.der").read_bytes()).decode()

    def ok(cid, comment, text, kid_):
        cases.append({"id": cid, "comment": comment, "result": "valid", "json_text": text, "bits": 2048, "kid": kid_})

    def bad(cid, comment, text, status):
        cases.append({"id": cid, "comment": comment, "result": "invalid", "status": status, "json_text": text})

    ok("compact", "compact JSON", json.dumps({"keyId": kid, "publicKey": pk}, separators=(",", ":")), kid)
    ok("reordered", "publicKey before keyId", json.dumps({"publicKey": pk, "keyId": kid}), kid)
    ok("extra-members", "extra members are ignored",
       json.dumps({"keyId": kid, "publicKey": pk, "expiry": "2030-01-01", "meta": {"a": [1, 2, None], "b": True}, "n": None}), kid)
    kid_esc = 'a"b\\cé🔑/'
    ok("kid-escapes", "keyId with JSON escapes (\\\" \\\\ \\u00e9, a surrogate pair, \\/)",
       '{"keyId":"a\\"b\\\\c\\u00e9\\ud83d\\udd11\\/","publicKey":"%s"}' % pk, kid_esc)
    ok("kid-raw-utf8", "keyId with raw UTF-8", '{"keyId":"clé-日本","publicKey":"%s"}' % pk, "clé-日本")
    ok("whitespace", "pretty-printed with CRLF and tabs", '{\r\n\t"keyId" : "%s" ,\r\n\t"publicKey" : "%s"\r\n}\r\n' % (kid, pk), kid)
    bad("not-json", "not JSON", "keyId=abc&publicKey=def", E_JSON)
    bad("truncated-json", "JSON cut short", json.dumps({"keyId": kid, "publicKey": pk})[:-3], E_JSON)
    bad("array", "a JSON array", json.dumps([{"keyId": kid, "publicKey": pk}]), E_JSON)
    bad("string", "a JSON string", json.dumps(pk), E_JSON)
    bad("empty-object", "{}", "{}", E_JSON)
    bad("keyId-missing", "no keyId", json.dumps({"publicKey": pk}), E_JSON)
    bad("keyId-number", "keyId is a number", json.dumps({"keyId": 42, "publicKey": pk}), E_JSON)
    bad("keyId-null", "keyId is null", json.dumps({"keyId": None, "publicKey": pk}), E_JSON)
    # A key id goes into every JWE header and out as a C string: no control character (Cc).
    for cid, escaped in [("keyId-nul", "abc\\u0000def"), ("keyId-newline-tab", "a\\nb\\tc"), ("keyId-esc", "\\u001b[31mred"),
                         ("keyId-del", "a\\u007fb"), ("keyId-c1", "a\\u0085b")]:
        bad(cid, "keyId with a control character (%s), refused" % escaped, '{"keyId":"%s","publicKey":"%s"}' % (escaped, pk), E_JSON)
    bad("publicKey-missing", "no publicKey", json.dumps({"keyId": kid}), E_JSON)
    bad("publicKey-number", "publicKey is a number", json.dumps({"keyId": kid, "publicKey": 12345}), E_JSON)
    bad("publicKey-not-base64", "publicKey is not base64", json.dumps({"keyId": kid, "publicKey": "not base64 at all!"}), E_KEY_FORMAT)
    bad("publicKey-base64url", "publicKey in the base64url alphabet",
        json.dumps({"keyId": kid, "publicKey": pk.replace("+", "-").replace("/", "_")}), E_KEY_FORMAT)
    assert pk.replace("+", "-").replace("/", "_") != pk
    bad("publicKey-truncated", "publicKey base64 of a truncated SPKI",
        json.dumps({"keyId": kid, "publicKey": base64.b64encode(base64.b64decode(pk)[:-10]).decode()}), E_KEY_FORMAT)
    bad("publicKey-1024", "publicKey is a 1024-bit SPKI (PKCS #1 example 1)", json.dumps({"keyId": kid, "publicKey": spki1024}),
        E_KEY_UNSUPPORTED)
    bad("publicKey-ec", "publicKey is an EC P-256 SPKI", json.dumps({"keyId": kid, "publicKey": ec_b64}), E_KEY_UNSUPPORTED)
    bad_utf8 = b'{"keyId":"k\xff\xfe","publicKey":"' + pk.encode() + b'"}'
    cases.append({"id": "invalid-utf8", "comment": "invalid UTF-8 bytes inside the keyId string", "result": "invalid",
                  "status": E_ARGUMENT, "json_hex": bad_utf8.hex()})
    # cross-check: every valid json_text really holds the key and kid
    for c in cases:
        if c["result"] == "valid":
            o = json.loads(c["json_text"])
            assert o["keyId"] == c["kid"]
            assert serialization.load_der_public_key(base64.b64decode(o["publicKey"])).key_size == c["bits"]
    V.write_vectors(
        "client-api-key.constructed.json", "client-api-key",
        "Constructed for PaySeal (not upstream) by import_upstream.py from Vectors/keys/test-rsa-*.client-api.json "
        "and PKCS #1 v2.1 example key 1 / pyca's ec_public_key.der for the unsupported-key cases.",
        LIC_OURS,
        ["Runner: payseal_public_key_from_client_api(bytes) with bytes = UTF-8 of json_text, or bytes.fromhex(json_hex) "
         "for the invalid-UTF-8 case. valid -> payseal_public_key_bits == bits and payseal_public_key_id == kid.",
         "Statuses: not JSON, not an object, keyId or publicKey missing or not a string -> PAYSEAL_E_JSON; "
         "publicKey not decodable as strict base64 of a DER key -> PAYSEAL_E_KEY_FORMAT; a key outside the policy "
         "or not RSA -> PAYSEAL_E_KEY_UNSUPPORTED; invalid UTF-8 anywhere -> PAYSEAL_E_ARGUMENT. Extra members are "
         "ignored; member order and JSON whitespace do not matter; keyId is JSON-unescaped (incl. surrogate pairs).",
         "A keyId holding a control character (Unicode Cc: U+0000-U+001F, U+007F-U+009F) -> PAYSEAL_E_JSON: a NUL "
         "would cut payseal_public_key_id short of the header's kid, and control characters have no place in an id. "
         "(Earlier versions of this file accepted kid-escapes with \\n and \\t in it.)"],
        cases)
