#!/usr/bin/env python3
"""Payment payload and device metadata known answers for PaySeal (issue: payment request and
DeviceMetadata). Independent of PaySeal: the expected JSON is Python's json.dumps with compact
separators and ensure_ascii=False (it escapes exactly '"', '\\' and U+0000-U+001F, using
\\b \\f \\n \\r \\t and lowercase \\u00xx, as docs/design.md pins), the base64 is Python's base64 module.

    python3 Vectors/tools/generate_payment_vectors.py   # writes the three files next to tools/
"""
import base64
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def dumps(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def payload(session, product, values, account=None, tokenize=False, nonce="00000000-0000-4000-8000-000000000000"):
    """The payload as docs/design.md orders it; a key set twice keeps its first position, last value."""
    ordered = {}
    for key, value in values:
        ordered[key] = value  # dict keeps first insertion position, takes the last value
    doc = {"clientSessionId": session, "nonce": nonce, "paymentProductId": int(product)}
    if account is not None:
        doc["accountOnFileId"] = account
    if tokenize:
        doc["tokenize"] = True
    doc["paymentValues"] = [{"key": k, "value": v} for k, v in ordered.items()]
    return dumps(doc)


def payload_case(cid, comment, session, product, values, account=None, tokenize=False, nonce=None):
    nonce = nonce or "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f"
    return {
        "id": cid, "comment": comment, "result": "valid",
        "client_session_id": session, "payment_product_id": product, "values": [list(p) for p in values],
        "account_on_file_id": account, "tokenize": tokenize, "nonce": nonce,
        "expected_json": payload(session, product, values, account, tokenize, nonce),
    }


def payload_invalid(cid, comment, status, session="session-1", product="1", values=(), account=None):
    return {
        "id": cid, "comment": comment, "result": "invalid", "status": status,
        "client_session_id": session, "payment_product_id": product, "values": [list(p) for p in values],
        "account_on_file_id": account, "tokenize": False, "nonce": "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
    }


CARD = [("cardNumber", "4012000033330026"), ("cardholderName", "Wile E. Coyote"), ("expiryDate", "1228"), ("cvv", "123")]

payload_cases = [
    payload_case("minimal", "no values: paymentValues is []", "session-1", "1", []),
    payload_case("card", "a card payment", "0a1b2c3d4e5f", "1", CARD),
    payload_case("product-3012", "a larger product id", "s", "3012", [("iban", "DE89370400440532013000")]),
    payload_case("quotes-backslashes", "quotes and backslashes escaped", 'se"ss\\ion', "1",
                 [("cardholderName", 'O"Brien \\ "the" card'), ('we"ird\\key', "x")]),
    payload_case("control-characters", "every control character escaped, short forms where JSON has them", "s", "1",
                 [("c", "".join(chr(i) for i in range(1, 0x20)) + "\x7f")]),  # U+0000 cannot cross the C ABI (NUL-terminated strings)
    payload_case("non-ascii", "non-ASCII written as raw UTF-8", "sessión-日本", "1",
                 [("cardholderName", "Zoë Ünal 日本 💳"), ("note", "line\u2028separator\u2029")]),
    payload_case("solidus-and-html", "'/' and <>&=' are not escaped", "s", "1", [("url", "https://example.com/a?b=<c>&d='e'")]),
    payload_case("set-twice", "a field set twice keeps its first position and its last value", "s", "1",
                 [("cardNumber", "4111111111111111"), ("cvv", "999"), ("cardNumber", "4012000033330026")]),
    payload_case("account-on-file-tokenize", "accountOnFileId (a string) and tokenize", "s", "1", CARD[:1],
                 account="123456", tokenize=True),
    payload_case("tokenize-false", "tokenize false is left out", "s", "1", CARD[:1], tokenize=False),
    payload_case("account-on-file-only", "accountOnFileId without tokenize", "s", "1", [("cvv", "123")], account="aof-\"7\""),
    payload_case("nonce-given", "the nonce is written as given", "s", "1", [], nonce="nonce"),
    payload_case("product-zero", "product id 0", "s", "0", []),
    # Found by fuzzing: keys are compared byte for byte, so canonically equivalent spellings are two fields.
    payload_case("keys-by-bytes", "\"\u00e9\" and \"e\u0301\" are two keys (keys are compared byte for byte, not by Unicode equivalence)",
                 "s", "1", [("\u00e9", "1"), ("e\u0301", "2"), ("\u00e9", "3"), ("\u212a", "4"), ("K", "5")]),
]
payload_cases += [
    payload_invalid("product-empty", "empty product id", "PAYSEAL_E_ARGUMENT", product=""),
    payload_invalid("product-letters", "non-numeric product id", "PAYSEAL_E_ARGUMENT", product="abc"),
    payload_invalid("product-negative", "negative product id", "PAYSEAL_E_ARGUMENT", product="-1"),
    payload_invalid("product-fraction", "fractional product id", "PAYSEAL_E_ARGUMENT", product="1.5"),
    payload_invalid("product-space", "product id with a space", "PAYSEAL_E_ARGUMENT", product=" 1"),
    payload_invalid("product-plus", "product id with a sign", "PAYSEAL_E_ARGUMENT", product="+1"),
    payload_invalid("product-leading-zero", "product id not in canonical form", "PAYSEAL_E_ARGUMENT", product="01"),
    payload_invalid("product-huge", "product id beyond 18 digits", "PAYSEAL_E_ARGUMENT", product="1" * 19),
    payload_invalid("session-empty", "empty client session id", "PAYSEAL_E_ARGUMENT", session=""),
    payload_invalid("session-too-long", "client session id over 4096 bytes", "PAYSEAL_E_LIMIT", session="s" * 4097),
    payload_invalid("key-empty", "empty value key", "PAYSEAL_E_ARGUMENT", values=[("", "x")]),
    payload_invalid("value-too-long", "value over 4096 bytes", "PAYSEAL_E_LIMIT", values=[("k", "v" * 4097)]),
    payload_invalid("too-many-values", "257 distinct keys", "PAYSEAL_E_LIMIT", values=[(f"k{i}", "v") for i in range(257)]),
    payload_invalid("account-on-file-empty", "empty accountOnFileId", "PAYSEAL_E_ARGUMENT", account=""),
]
# The longest accepted value and the most keys are fine.
payload_cases.append(payload_case("value-4096", "a 4096-byte value is accepted", "s", "1", [("k", "é" * 2048)]))
payload_cases.append(payload_case("values-256", "256 distinct keys are accepted", "s", "1", [(f"k{i}", str(i)) for i in range(256)]))

# The platform Android SDK's payload (EncryptorTest): same members, its own key order; compared as parsed JSON.
with open(os.path.join(OUT, "jwe-encrypt-kat.platform-sdk.json")) as f:
    sdk = json.load(f)
sdk_source = sdk["source"]

PLATFORM_PAYLOAD = ('{"paymentProductId":1,"clientSessionId":"clientSessionId","nonce":"nonce","paymentValues":'
                    '[{"key":"cardNumber","value":"4012000033330026"},{"key":"cardholderName","value":"Test User"},'
                    '{"key":"cvv","value":"123"},{"key":"expiryDate","value":"1225"}]}')
platform_cases = [{
    "id": "wl-android-encryptor-test", "comment": "the SDK's payload, same values set in the same order; member order differs (Android writes paymentProductId first)",
    "result": "valid", "compare": "semantic",
    "client_session_id": "clientSessionId", "payment_product_id": "1",
    "values": [["cardNumber", "4012000033330026"], ["cardholderName", "Test User"], ["cvv", "123"], ["expiryDate", "1225"]],
    "account_on_file_id": None, "tokenize": False, "nonce": "nonce", "expected_json": PLATFORM_PAYLOAD,
}]


# Detected defaults differ per machine, so every case sets platformIdentifier, sdkIdentifier,
# deviceBrand and deviceType; appIdentifier ("UNKNOWN") and sdkCreator ("PaySeal") keep their defaults
# unless a case sets them.
KNOWN = ["platformIdentifier", "appIdentifier", "sdkIdentifier", "sdkCreator", "screenSize", "deviceBrand", "deviceType", "ipAddress"]
BASE = [("platformIdentifier", "Linux/6.1.0"), ("sdkIdentifier", "PaySeal/test"), ("deviceBrand", "QEMU"), ("deviceType", "x86_64")]


def metadata(sets):
    known = {"appIdentifier": "UNKNOWN", "sdkCreator": "PaySeal"}
    extras = {}
    for key, value in sets:
        if key in KNOWN:
            known[key] = value
        else:
            extras[key] = value
    doc = {k: known[k] for k in KNOWN if k in known}
    doc.update(extras)
    text = dumps(doc)
    return text, base64.b64encode(text.encode("utf-8")).decode("ascii")


def metadata_case(cid, comment, sets):
    sets = BASE + sets
    text, b64 = metadata(sets)
    return {"id": cid, "comment": comment, "result": "valid", "set": [list(p) for p in sets],
            "expected_json": text, "expected_base64": b64}


def metadata_invalid(cid, comment, status, sets):
    return {"id": cid, "comment": comment, "result": "invalid", "status": status, "set": [list(p) for p in BASE + sets]}


metadata_cases = [
    metadata_case("defaults-kept", "appIdentifier UNKNOWN and sdkCreator PaySeal by default", []),
    metadata_case("app", "appIdentifier set", [("appIdentifier", "com.example.shop/2.3")]),
    metadata_case("order", "known keys in their fixed order whatever the set order, extras after in insertion order",
                  [("locale", "de-DE"), ("ipAddress", "192.0.2.1"), ("screenSize", "1170x2532"), ("timezone", "Europe/Berlin"),
                   ("appIdentifier", "shop")]),
    metadata_case("ipv6", "an IPv6 address", [("ipAddress", "2001:db8::1")]),
    metadata_case("wrapper-sdk", "a host SDK overrides sdkIdentifier and sdkCreator", [("sdkIdentifier", "ShopSDK/1.0"), ("sdkCreator", "Shop Inc.")]),
    metadata_case("escaping", "quotes, backslashes, control characters, non-ASCII", [("appIdentifier", 'a"b\\c\nd\u0001 é 日本 💳')]),
    metadata_case("extra-set-twice", "an extra key set twice keeps its first position", [("a", "1"), ("b", "2"), ("a", "3")]),
    metadata_case("padding-1", "base64 with one '=' of padding", [("x", "y")]),
    metadata_case("padding-2", "base64 with two '=' of padding", [("x", "yz")]),
    metadata_case("value-4096", "a 4096-byte value is accepted", [("appIdentifier", "a" * 4096)]),
    # Found by fuzzing: keys are compared byte for byte, so canonically equivalent spellings are two fields.
    metadata_case("keys-by-bytes", "\"\u00e9\" and \"e\u0301\" are two keys (keys are compared byte for byte, not by Unicode equivalence)",
                  [("\u00e9", "1"), ("e\u0301", "2"), ("\u00e9", "3")]),
]
metadata_cases += [
    metadata_invalid("screen-zero", "screenSize with a zero width", "PAYSEAL_E_ARGUMENT", [("screenSize", "0x100")]),
    metadata_invalid("screen-one-number", "screenSize without a height", "PAYSEAL_E_ARGUMENT", [("screenSize", "100")]),
    metadata_invalid("screen-trailing-x", "screenSize 100x", "PAYSEAL_E_ARGUMENT", [("screenSize", "100x")]),
    metadata_invalid("screen-letters", "screenSize axb", "PAYSEAL_E_ARGUMENT", [("screenSize", "axb")]),
    metadata_invalid("screen-capital-x", "screenSize with X", "PAYSEAL_E_ARGUMENT", [("screenSize", "1170X2532")]),
    metadata_invalid("screen-negative", "screenSize -1x2", "PAYSEAL_E_ARGUMENT", [("screenSize", "-1x2")]),
    metadata_invalid("screen-no-separator", "screenSize 11702532 (the platform Swift SDK's bug)", "PAYSEAL_E_ARGUMENT", [("screenSize", "11702532")]),
    metadata_invalid("ip-octet", "IPv4 octet over 255", "PAYSEAL_E_ARGUMENT", [("ipAddress", "256.1.1.1")]),
    metadata_invalid("ip-short", "IPv4 with three parts", "PAYSEAL_E_ARGUMENT", [("ipAddress", "1.2.3")]),
    metadata_invalid("ip-name", "a host name", "PAYSEAL_E_ARGUMENT", [("ipAddress", "example.com")]),
    metadata_invalid("ip-bad-v6", "IPv6 with a non-hex digit", "PAYSEAL_E_ARGUMENT", [("ipAddress", "2001:db8::g")]),
    metadata_invalid("ip-empty", "empty ipAddress", "PAYSEAL_E_ARGUMENT", [("ipAddress", "")]),
    metadata_invalid("key-empty", "empty key", "PAYSEAL_E_ARGUMENT", [("", "x")]),
    metadata_invalid("value-too-long", "a value over 4096 bytes", "PAYSEAL_E_LIMIT", [("appIdentifier", "a" * 4097)]),
    metadata_invalid("key-too-long", "a key over 4096 bytes", "PAYSEAL_E_LIMIT", [("k" * 4097, "v")]),
    metadata_invalid("too-many-keys", "more than 64 keys", "PAYSEAL_E_LIMIT", [(f"extra{i}", "v") for i in range(64)]),
]


def write(name, topic, source, cases, notes):
    doc = {"topic": topic, "source": source, "license": "CC0 (written for PaySeal)", "notes": notes, "cases": cases}
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    valid = sum(c["result"] == "valid" for c in cases)
    print(f"{name}: {valid} valid, {len(cases) - valid} invalid")


write("payment-payload.constructed.json", "payment-payload",
      "constructed for PaySeal by Vectors/tools/generate_payment_vectors.py (Python json.dumps, never PaySeal), from the wire format in docs/design.md",
      payload_cases, "expected_json is exact bytes; invalid cases give the status of the first failing call")
write("payment-payload.platform-sdk.json", "payment-payload",
      "the payload of " + sdk_source + " (compared as parsed JSON: the SDK orders members differently)",
      platform_cases, "semantic comparison: same members and values, member order ignored; paymentValues order kept")
write("device-metadata.constructed.json", "device-metadata",
      "constructed for PaySeal by Vectors/tools/generate_payment_vectors.py (Python json.dumps and base64, never PaySeal), from docs/design.md",
      metadata_cases, "every case overrides the machine-detected fields; invalid cases give the status of the first failing set")

def round_trip_case(cid, comment, bits, values, account=None, tokenize=False, metadata_sets=()):
    with open(os.path.join(OUT, "keys", f"test-rsa-{bits}.client-api.json")) as f:
        client_api = f.read()
    with open(os.path.join(OUT, "keys", f"test-rsa-{bits}.private.pem")) as f:
        private_pem = f.read()
    sets = BASE + list(metadata_sets)
    expected_metadata, _ = metadata(sets)
    return {
        "id": cid, "comment": comment, "result": "valid",
        "client_api_json": client_api, "private_key": {"format": "pem", "data": private_pem},
        "client_session_id": "rt-session", "payment_product_id": "1", "values": [list(p) for p in values],
        "account_on_file_id": account, "tokenize": tokenize, "metadata_set": [list(p) for p in sets],
        # The nonce is random: the payload is compared with this one's nonce replaced by the decrypted one.
        "expected_payload_json": payload("rt-session", "1", values, account, tokenize, "NONCE"),
        "expected_metadata_json": expected_metadata,
    }


round_trip_cases = [
    round_trip_case("card-2048", "a card payment, 2048-bit key", 2048, CARD),
    round_trip_case("card-3072", "a card payment, 3072-bit key", 3072, CARD, metadata_sets=[("appIdentifier", "shop")]),
    round_trip_case("card-4096", "tokenize and account on file, 4096-bit key", 4096, CARD[:2], account="aof-1", tokenize=True),
    round_trip_case("non-ascii", "non-ASCII and escaped values", 2048, [("cardholderName", 'Zo\u00eb "\u00dc" \\ \u65e5\u672c \U0001f4b3\n')],
                    metadata_sets=[("screenSize", "1170x2532"), ("ipAddress", "2001:db8::1"), ("locale", "de-DE")]),
    round_trip_case("no-values", "no payment values", 2048, []),
]
write("prepare-round-trip.constructed.json", "prepare-round-trip",
      "constructed for PaySeal by Vectors/tools/generate_payment_vectors.py from the TEST keys in Vectors/keys",
      round_trip_cases, "prepare with the client_api_json key, decrypt encryptedFields with private_key: the payload must equal "
      "expected_payload_json with the string NONCE (quoted) replaced by the decrypted nonce (a lowercase UUID v4), and encodedClientMetaInfo must "
      "be the standard base64 of expected_metadata_json")

sys.path.insert(0, HERE)
import vectorlib  # noqa: E402  (rebuilds the file table of Vectors/README.md)

vectorlib.update_readme()
