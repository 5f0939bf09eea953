#!/usr/bin/env python3
"""Writes the seed corpora fuzz/corpus/<target>/ from Vectors/*.json (and Vectors/keys/).

Deterministic: each file is named by the SHA-1 of its content, so rerunning rewrites the same
files. The directories are regenerated on every `fuzz/run.sh` and are not committed (see
fuzz/.gitignore); libFuzzer's growing corpora live in .build-fuzz/corpus/<target>/.

Usage: python3 fuzz/seed.py [--out DIR]   (default: fuzz/corpus next to this script)
"""
import argparse
import glob
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VECTORS = os.path.join(ROOT, "Vectors")
TARGETS = ["public-key", "client-api", "private-key", "jwe-decrypt", "metadata", "payment-request", "mask-edit",
           "validate-value", "product-request", "card-edit"]
# Seeds larger than this are left out (libFuzzer's -max_len follows the largest seed).
MAX_SEED = 16 * 1024


def load(pattern):
    for path in sorted(glob.glob(os.path.join(VECTORS, pattern))):
        with open(path, encoding="utf-8") as f:
            yield os.path.basename(path), json.load(f)


def key_bytes(spec):
    """Bytes of a key/input description used in Vectors: {"format": ..., "hex"|"text"|"data"|...}."""
    if spec is None:
        return None
    fmt = spec.get("format")
    if "hex" in spec:
        return bytes.fromhex(spec["hex"])
    if "text" in spec:
        return spec["text"].encode("utf-8")
    if fmt == "repeat":
        return bytes.fromhex(spec["byte"]) * spec["count"]
    data = spec.get("data")
    if isinstance(data, dict):
        return json.dumps(data, separators=(",", ":")).encode("utf-8")
    if fmt == "der_hex":
        return bytes.fromhex(data)
    if isinstance(data, str):
        return data.encode("utf-8")
    return None


def field(value):
    """One 0x00-separated field for the metadata and payment-request targets: a NUL byte is
    written C0 80; a long run of one character is written FF FE H L <char>."""
    raw = value.encode("utf-8") if isinstance(value, str) else bytes(value)
    if len(raw) >= 32 and len(set(raw)) == 1 and len(raw) <= 0xFFFF:
        return b"\xff\xfe" + len(raw).to_bytes(2, "big") + raw[:1]
    return raw.replace(b"\x00", b"\xc0\x80")


def fields(values):
    return b"\x00".join(field(v) for v in values)


def public_key_seeds():
    for _, doc in load("public-key-parse.*.json"):
        for case in doc["cases"]:
            yield key_bytes(case.get("input"))
    for _, doc in load("jwe-encrypt-kat.*.json"):
        for case in doc["cases"]:
            yield key_bytes(case.get("public_key"))
    for _, doc in load("client-api-key.*.json"):
        for case in doc["cases"]:
            try:
                obj = json.loads(case.get("json_text") or "")
            except ValueError:
                continue
            if isinstance(obj, dict) and isinstance(obj.get("publicKey"), str):
                text = obj["publicKey"]
                yield text.encode("utf-8")  # base64 SubjectPublicKeyInfo
                yield b"-----BEGIN PUBLIC KEY-----\n" + text.encode() + b"\n-----END PUBLIC KEY-----\n"
    # A private key given as a public one (an error path with key material in the input).
    for path in sorted(glob.glob(os.path.join(VECTORS, "keys", "*.private.pem")))[:1]:
        with open(path, "rb") as f:
            yield f.read()


def client_api_seeds():
    for _, doc in load("client-api-key.*.json"):
        for case in doc["cases"]:
            if "json_text" in case:
                yield case["json_text"].encode("utf-8")
            if "json_hex" in case:
                yield bytes.fromhex(case["json_hex"])
    for _, doc in load("prepare-round-trip.*.json"):
        for case in doc["cases"]:
            yield case["client_api_json"].encode("utf-8")
    for path in sorted(glob.glob(os.path.join(VECTORS, "keys", "*.client-api.json"))):
        with open(path, "rb") as f:
            yield f.read()


def private_key_seeds():
    for pattern in ("jwe-decrypt.*.json", "jwe-encrypt-kat.*.json", "rsa-oaep-decrypt.*.json", "prepare-round-trip.*.json"):
        for _, doc in load(pattern):
            for case in doc["cases"]:
                yield key_bytes(case.get("private_key"))
    for path in sorted(glob.glob(os.path.join(VECTORS, "keys", "*.private.pem"))):
        with open(path, "rb") as f:
            yield f.read()


def jwe_decrypt_seeds():
    for pattern in ("jwe-decrypt.*.json", "jwe-encrypt-kat.*.json"):
        for _, doc in load(pattern):
            for case in doc["cases"]:
                for name in ("compact", "compact_full"):
                    if isinstance(case.get(name), str):
                        yield case[name].encode("utf-8")
    # Constructed mode (first byte not base64url): one seed per flag, with a payment payload.
    payload = json.dumps({"clientSessionId": "s", "nonce": "n", "paymentProductId": 1,
                          "paymentValues": [{"key": "cardNumber", "value": "4012000033330026"}]},
                         separators=(",", ":")).encode()
    cek = bytes(range(64))
    iv = bytes(range(0xA0, 0xB0))
    header = b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}'
    for flags in (0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80):
        extra = b""
        if flags & 0x10:
            extra += bytes([15])
        if flags & 0x04:
            extra += bytes([len(header)]) + header
        if flags & 0x20:
            extra += bytes([31])
        if flags & 0x08:
            extra += b"\x00\x10A"
        body = bytes(range(48)) if flags & 0x02 else payload
        yield b"\x01" + bytes([flags, 64]) + cek + iv + extra + body
    yield b"\x01\x00\xa0" + cek + iv + payload  # a 32-byte CEK


def metadata_seeds():
    for _, doc in load("device-metadata.*.json"):
        for case in doc["cases"]:
            values = [v for pair in case["set"] for v in pair]
            yield b"\x00" + fields(values)
            yield b"\x01" + fields(values)
    for _, doc in load("prepare-round-trip.*.json"):
        for case in doc["cases"]:
            values = [v for pair in case.get("metadata_set", []) for v in pair]
            yield b"\x01" + fields(values)
    # Known keys by index (0x01...0x08), a remove (0x0E), a NUL in a value.
    yield b"\x00\x05\x001170x2532\x00\x08\x00192.0.2.1\x00\x0eappIdentifier\x00extra\x00a\xc0\x80b"


def payment_request_seeds():
    for _, doc in load("payment-payload.*.json"):
        for case in doc["cases"]:
            yield payment_seed(case)
    for _, doc in load("prepare-round-trip.*.json"):
        for case in doc["cases"]:
            yield payment_seed(case)


def payment_seed(case):
    flags = (0x01 if case.get("tokenize") else 0) | (0x02 if case.get("account_on_file_id") is not None else 0)
    values = [case["client_session_id"], case["payment_product_id"], case.get("nonce") or "00000000-0000-4000-8000-000000000000",
              case.get("account_on_file_id") or ""]
    values += [v for pair in case["values"] for v in pair]
    return bytes([flags]) + fields(values)


def mask_edit_seeds():
    """Every masks vector: positions, then mask, text (or value) and replacement."""
    yield (0).to_bytes(4, "big") + fields(["{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "1234 5678", "9"])
    for _, doc in load("masks.*.json"):
        for case in doc["cases"]:
            start, end = case.get("start", 0), case.get("end", 0)
            if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < 65536 and 0 <= end < 65536):
                continue
            text = case.get("text", case.get("value", ""))
            yield start.to_bytes(2, "big") + end.to_bytes(2, "big") + fields([case["mask"], text, case.get("replacement", "")])


# The hardening review's constructions: patterns whose compiling or matching cost the most before
# the bounds (Tests/hostile-patterns/hostile_patterns.c has them at full size).
SLOW_MATCH = r"(*NO_START_OPT)(*NO_AUTO_POSSESS)(?:\d?){100}\d{100}"
WIDE_CASELESS = "(?i)" + r"[\x{1}-\x{10ffff}]" * 3
MANY_CAPTURES = "(*NO_START_OPT)" + "()" * 2000 + "(?:a|b)*c"
HOSTILE_PATTERNS = [SLOW_MATCH, WIDE_CASELESS, MANY_CAPTURES]


def validate_value_seeds():
    """Every validation vector as raw JSON (flag 0x02), built rules around its value, and the
    hostile patterns on long values."""
    yield bytes([0x01 | 0x04, 5, 9]) + fields(["4111111111111111", "^[0-9]{12,19}$"])
    for pattern, value in zip(HOSTILE_PATTERNS, ["1" * 4000, "a", "a" * 4000]):
        yield bytes([0x04 | 0x80, 5, 9]) + fields([value, pattern])
    for _, doc in load("validation.*.json"):
        for case in doc["cases"]:
            rules = json.dumps(case.get("data_restrictions"), ensure_ascii=False, separators=(",", ":"))
            year, month = (case.get("today") or [2026, 1])[:2]
            a, b = max(0, min(255, year - 2000)), max(0, min(255, month - 1))
            yield bytes([0x02 | (0x01 if '"isRequired":true' in rules else 0), a, b]) + fields([case["value"], rules])


def hostile_product(count, patterns):
    """A product of `count` fields, whose patterns take turns from `patterns`."""
    items = [{"id": f"f{i}", "dataRestrictions": {"validators": {"regularExpression": {
        "regularExpression": patterns[i % len(patterns)]}}}} for i in range(count)]
    return json.dumps({"id": 1, "fields": items}, separators=(",", ":"))


def product_request_seeds():
    """Every product vector, with a few values for its fields; products of hostile patterns."""
    yield bytes([0]) + fields([hostile_product(64, [SLOW_MATCH]), "f0", "1" * 19, "f2", "1" * 300])
    yield bytes([0]) + fields([hostile_product(8, HOSTILE_PATTERNS), "f0", "1" * 19, "f2", "a" * 300])
    for _, doc in load("products.*.json"):
        for case in doc["cases"]:
            values = []
            for f in (case.get("expected") or {}).get("fields", [])[:4]:
                values += [f["id"], "4111 1111 1111 1111" if "9" in (f.get("mask") or "") else "x"]
            yield bytes([1]) + fields([case["json_text"]] + values)
    for _, doc in load("request-validation.*.json"):
        for case in doc["cases"]:
            yield bytes([0]) + fields([json.dumps(case["product"])] + [v for pair in case["values"] for v in pair])


def card_edit_seeds():
    """The built-in table (flag 0x01) typing a few numbers, and every card vector's table, PAN or
    text, replacement, accepted list, expiry and CVC."""
    for pan in ["4111 111", "3782 822463 1000", "4936 98", "6011"]:
        yield bytes([1, 0, len(pan), 0, len(pan), 26, 10]) + fields(["", pan, "1", "", "12/28", "123"])
    slow_table = json.dumps([{"name": f"b{i}", "pattern": SLOW_MATCH} for i in range(64)], separators=(",", ":"))
    yield bytes([0, 0, 19, 0, 19, 26, 10]) + fields([slow_table, "4111 1111 1111 1111", "1", "", "12/28", "123"])
    for _, doc in list(load("card-*.json")) + list(load("pan-*.json")):
        for case in doc["cases"]:
            table = case.get("table_text") or ("" if case.get("table") is None else json.dumps(case["table"]))
            start, end = case.get("start", 0), case.get("end", 0)
            if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < 65536 and 0 <= end < 65536):
                continue
            today = case.get("today") or [2026, 11]
            flags = (1 if case.get("table") is None and "table_text" not in case else 0) | (2 if case.get("accepted") else 0)
            yield bytes([flags]) + start.to_bytes(2, "big") + end.to_bytes(2, "big") + bytes([max(0, min(255, today[0] - 2000)), (today[1] - 1) % 12]) \
                + fields([table, case.get("pan", case.get("text", "")), case.get("replacement", ""), ",".join(case.get("accepted") or []),
                          case.get("expiry", ""), case.get("cvc", "")])


SEEDS = {
    "public-key": public_key_seeds,
    "client-api": client_api_seeds,
    "private-key": private_key_seeds,
    "jwe-decrypt": jwe_decrypt_seeds,
    "metadata": metadata_seeds,
    "payment-request": payment_request_seeds,
    "mask-edit": mask_edit_seeds,
    "validate-value": validate_value_seeds,
    "product-request": product_request_seeds,
    "card-edit": card_edit_seeds,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(HERE, "corpus"))
    args = parser.parse_args()
    total = 0
    for target in TARGETS:
        directory = os.path.join(args.out, target)
        # Updated in place, never removed first: two runs side by side (parallel campaign lanes)
        # write the same files, each atomically, and neither sees the folder missing.
        os.makedirs(directory, exist_ok=True)
        written = set()
        for seed in SEEDS[target]():
            if seed is None or len(seed) == 0 or len(seed) > MAX_SEED:
                continue
            name = hashlib.sha1(seed).hexdigest()
            if name in written:
                continue
            written.add(name)
            path = os.path.join(directory, name)
            if not os.path.exists(path):
                temporary = f"{path}.{os.getpid()}.tmp"
                with open(temporary, "wb") as f:
                    f.write(seed)
                os.replace(temporary, path)
        for stale in set(os.listdir(directory)) - written:  # seeds of vectors since removed
            if not stale.endswith(".tmp"):
                try:
                    os.remove(os.path.join(directory, stale))
                except FileNotFoundError:
                    pass
        print(f"seed.py: {target}: {len(written)} seeds")
        total += len(written)
    if total == 0:
        sys.exit("seed.py: no seeds written (is Vectors/ there?)")


if __name__ == "__main__":
    main()
