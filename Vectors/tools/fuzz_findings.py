#!/usr/bin/env python3
"""Vectors for what fuzzing found (fuzz/README.md, "Findings"), built from the TEST keys and
existing vectors, so each finding stays a known answer:

1. libsodium 1.0.18's base64 decoder read some bytes >= 0x80 as alphabet characters (UTF-8 "é"
   decoded like "//"): keys and JWEs had second, non-canonical encodings.
2. A metadata ipAddress with a NUL inside passed (inet_pton stops at the NUL). Swift API only:
   C strings end at their NUL, so the C ABI bindings skip that case.
3. A JWK with a member "use": 1e999 was accepted, which Foundation's JSONSerialization (the fuzz
   oracle) refuses: the number is beyond a double. Not a PaySeal bug: the JSON grammar allows
   it, RFC 8259 section 9 leaves the range to the parser, and PaySeal reads no number in a key
   or a Client API response. These cases pin the acceptance (the oracle now reads such
   numbers as 0).
4. An invalid ipAddress set as a 65th key failed with PAYSEAL_E_ARGUMENT where the metadata
   oracle expected only PAYSEAL_E_LIMIT. Not a PaySeal bug: a value is checked before the key
   count, as for screenSize; the oracle now allows both. The cases pin that order.
5. Payment and metadata keys were compared with Swift's ==, which merges canonically equivalent
   strings ("é" and "e" U+0301, the Kelvin sign U+212A and "K"); so were JSON member names. Keys
   are now compared byte for byte (payment and metadata cases: keys-by-bytes in the constructed
   files); the Client API cases here pin it for member names: "public\u212aey" is not "publicKey".

    python3 Vectors/tools/fuzz_findings.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = os.path.dirname(HERE)
SOURCE = "found by fuzzing PaySeal (fuzz/, libFuzzer; make fuzz-web, the web build in node); inputs derived from Vectors/keys and Vectors/jwe-decrypt.constructed.json"
E_ACUTE = "\u00e9"  # UTF-8 c3 a9


def load(name):
    with open(os.path.join(VECTORS, name), encoding="utf-8") as f:
        return json.load(f)


def write(name, topic, cases, notes):
    doc = {"topic": topic, "source": SOURCE, "license": "CC0 (written for PaySeal)", "notes": notes, "cases": cases}
    with open(os.path.join(VECTORS, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{name}: {len(cases)} cases")


def replace_pair(text, pair):
    """`text` with its first `pair` (else its middle two characters) replaced by "é"."""
    index = text.find(pair)
    if index < 0:
        index = len(text) // 2
    return text[:index] + E_ACUTE + text[index + 2:]


base64_cases = []
for variant, text, pair in [("base64", "Zm9vYmFy//8=", "//"), ("base64url", "Zm9vYmFy__8", "__"),
                            ("base64", "Zm9vYmFy", "Fy"), ("base64url", "Zm9vYmFy", "Fy")]:
    base64_cases.append({"id": f"{variant}-e-acute-for-{pair}", "comment": "a two-byte UTF-8 character where two alphabet characters were",
                         "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT" if variant == "base64" else "PAYSEAL_E_JWE_FORMAT",
                         "variant": variant, "input": replace_pair(text, pair)})
for byte in (0x80, 0xA9, 0xC3, 0xFF):
    for variant in ("base64", "base64url"):
        base64_cases.append({"id": f"{variant}-byte-{byte:02x}", "comment": f"byte 0x{byte:02x} inside",
                             "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT" if variant == "base64" else "PAYSEAL_E_JWE_FORMAT",
                             "variant": variant, "input": "Zm9v" + bytes([byte]).decode("latin-1") + "Zm9v"})

with open(os.path.join(VECTORS, "keys", "test-rsa-2048.client-api.json"), encoding="utf-8") as f:
    client_api = json.load(f)
altered = dict(client_api, publicKey=replace_pair(client_api["publicKey"], "//"))
client_cases = [{"id": "public-key-e-acute", "comment": "publicKey with \"é\" in place of two base64 characters",
                 "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT", "json_text": json.dumps(altered, ensure_ascii=False)}]

constructed = load("jwe-decrypt.constructed.json")
baseline = next(c for c in constructed["cases"] if c["id"] == "baseline")
parts = baseline["compact"].split(".")
jwe_cases = []
for index, name in [(1, "encrypted key"), (3, "ciphertext"), (4, "tag")]:
    changed = list(parts)
    changed[index] = replace_pair(changed[index], "__")
    jwe_cases.append({"id": f"e-acute-in-part-{index}", "comment": f"\"é\" in place of two characters of the {name}",
                      "result": "invalid", "status": "PAYSEAL_E_JWE_FORMAT", "private_key": baseline["private_key"],
                      "compact": ".".join(changed), "alg": baseline["alg"], "enc": baseline["enc"]})

metadata_base = [["platformIdentifier", "Linux/6.1.0"], ["sdkIdentifier", "PaySeal/test"], ["deviceBrand", "QEMU"], ["deviceType", "x86_64"]]
metadata_cases = [{"id": "ip-address-with-nul", "comment": "an address, a NUL, then anything (Swift API only: C strings end at the NUL)",
                   "result": "invalid", "status": "PAYSEAL_E_ARGUMENT", "set": metadata_base + [["ipAddress", "1.0.2.1\u0000anything"]]}]
# With the defaults appIdentifier and sdkCreator (always present), these are 64 keys.
sixty_four = metadata_base + [[f"extra{i}", "v"] for i in range(58)]
for key, value in [("ipAddress", "19\ufffd"), ("screenSize", "19x")]:
    metadata_cases.append({"id": f"{key}-invalid-as-65th-key", "comment": f"64 keys, then an invalid {key}: the value is checked before the key count",
                           "result": "invalid", "status": "PAYSEAL_E_ARGUMENT", "set": sixty_four + [[key, value]]})
metadata_cases.append({"id": "ipAddress-valid-as-65th-key", "comment": "64 keys, then a valid ipAddress: the key count",
                       "result": "invalid", "status": "PAYSEAL_E_LIMIT", "set": sixty_four + [["ipAddress", "192.0.2.1"]]})

sys.path.insert(0, HERE)
import vectorlib  # noqa: E402  (after sys.path.insert: it lives next to this script)

test_key = vectorlib.load_private_pem(open(os.path.join(VECTORS, "keys", "test-rsa-2048.private.pem"), "rb").read())
n, e, _ = vectorlib.private_key_numbers(test_key)
big_numbers = [("1e999", "1e999"), ("minus-1e999", "-1e999"), ("1e-999", "1e-999"), ("400-digits", "9" * 400)]
public_key_cases = []
for name, number in big_numbers:
    jwk_text = f'{{"kty": "RSA", "use": {number}, "n": "{vectorlib.b64u_int(n)}", "e": "{vectorlib.b64u_int(e)}", "kid": "big-number"}}'
    public_key_cases.append({"id": f"jwk-member-{name}", "comment": f"a JWK with \"use\": {number[:12]} (beyond a double or below its precision): JSON, ignored like any \"use\"",
                             "result": "valid", "input": {"format": "jwk", "text": jwk_text}, "key_id": None,
                             "bits": 2048, "kid": "big-number", "n_hex": format(n, "x").rjust(512, "0"), "e": e})
for name, number in big_numbers[:2]:
    response = dict(client_api, ttl=0)
    text = json.dumps(response, ensure_ascii=False).replace('"ttl": 0', f'"ttl": {number}')
    client_cases.append({"id": f"member-{name}", "comment": f"an extra member \"ttl\": {number} (beyond a double): JSON, ignored",
                         "result": "valid", "json_text": text, "bits": 2048, "kid": client_api["keyId"]})

# A public PEM is one block with nothing but whitespace around it. OpenSSL reads the whole END
# line but compares only its start, so bytes after "-----END PUBLIC KEY-----" on that line got
# through (found by the long fuzzing campaign; fuzz/crashes/public-key/crash-07b6d056...).
spki_b64 = client_api["publicKey"]
pem_lines = [spki_b64[i:i + 64] for i in range(0, len(spki_b64), 64)]
public_pem = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines) + "\n-----END PUBLIC KEY-----"
for name, tail in [("ff-bytes", "\u00ff\u00ff"), ("control", "\u0001"), ("letters", "xyz")]:
    public_key_cases.append({"id": f"pem-end-line-{name}", "comment": f"a public PEM whose END line goes on with {tail.encode('unicode_escape').decode()}",
                             "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT",
                             "input": {"format": "pem", "text": public_pem + tail + "\n"}, "key_id": None})
# OpenSSL reads a second BEGIN line inside a block as part of it (the campaign again:
# fuzz/crashes/public-key/crash-495a2476...): a public PEM has one BEGIN and one END line.
rsa_pem = public_pem.replace("PUBLIC KEY", "RSA PUBLIC KEY")
public_key_cases.append({"id": "pem-second-begin-line", "comment": "a BEGIN line just before the END line of a PEM block",
                         "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT",
                         "input": {"format": "pem", "text": public_pem.replace("\n-----END", "\n-----BEGIN PUBLIC KEY-----\n-----END") + "\n"},
                         "key_id": None})
public_key_cases.append({"id": "pem-two-blocks", "comment": "two copies of the same PEM block",
                         "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT",
                         "input": {"format": "pem", "text": public_pem + "\n" + public_pem + "\n"}, "key_id": None})
public_key_cases.append({"id": "pem-end-line-then-whitespace", "comment": "spaces, tabs and blank lines after the END line are fine",
                         "result": "valid", "input": {"format": "pem", "text": public_pem + " \t\r\n\n"}, "key_id": None, "bits": 2048,
                         "kid": None, "n_hex": format(n, "x").rjust(512, "0"), "e": e})

# A DER length of four octets past 2^31 - 1 wrapped the web build's 32-bit Int negative and its DER
# reader trapped (make fuzz-web: "VISAVISA", base64 of 54 84 80 54 84 80); natively OpenSSL refuses it.
for name, der_hex in [("visavisa", "548480548480"), ("sequence-length-2-31", "3084800000000000")]:
    public_key_cases.append({"id": f"der-length-past-2-31-{name}",
                             "comment": f"DER {der_hex}: a four-octet length above 2^31 - 1, past the input",
                             "result": "invalid", "status": "PAYSEAL_E_KEY_FORMAT",
                             "input": {"format": "spki-der", "hex": der_hex}, "key_id": None})

kelvin = "public\u212aey"  # "publicKey" with the Kelvin sign: canonically equivalent, other bytes
client_cases.append({"id": "public-key-name-kelvin-only", "comment": "\"publicKey\" spelled with the Kelvin sign U+212A: a different name, so publicKey is missing",
                     "result": "invalid", "status": "PAYSEAL_E_JSON",
                     "json_text": json.dumps({"keyId": client_api["keyId"], kelvin: client_api["publicKey"]}, ensure_ascii=False)})
client_cases.append({"id": "public-key-name-kelvin-beside", "comment": "publicKey and a member spelled with the Kelvin sign: two names, not a duplicate",
                     "result": "valid", "bits": 2048, "kid": client_api["keyId"],
                     "json_text": json.dumps({"keyId": client_api["keyId"], "publicKey": client_api["publicKey"], kelvin: "x"}, ensure_ascii=False)})

write("base64.fuzz-findings.json", "base64", base64_cases, "bytes outside the alphabet, including UTF-8 multi-byte characters, are rejected")
write("client-api-key.fuzz-findings.json", "client-api-key", client_cases,
      "the public key must be strict base64; numbers beyond a double in other members are JSON and ignored")
write("jwe-decrypt.fuzz-findings.json", "jwe-decrypt", jwe_cases, "each part must be strict base64url")
write("device-metadata.fuzz-findings.json", "device-metadata", metadata_cases,
      "ipAddress must be an address and nothing else; a value is checked before the number of keys")
write("public-key-parse.fuzz-findings.json", "public-key-parse", public_key_cases,
      "numbers beyond a double are JSON (RFC 8259 section 9); PaySeal reads no number in a JWK and accepts them; "
      "a public PEM has nothing but whitespace after its END line; a DER length past the input is refused on every word size")

vectorlib.update_readme()
