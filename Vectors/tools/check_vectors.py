#!/usr/bin/env python3
"""Sanity check of Vectors/*.json: top level, per-topic case fields, unique ids, statuses, hex, sizes;
and Vectors/upstream/ (the tools' vendored inputs) against its SHA256SUMS and its own size budget.
Standard library only. Exit status 1 on any problem.   python3 Vectors/tools/check_vectors.py"""

import hashlib
import json
import re
import sys
from pathlib import Path

VECTORS = Path(__file__).resolve().parent.parent
STATUSES = {"PAYSEAL_E_ARGUMENT", "PAYSEAL_E_KEY_FORMAT", "PAYSEAL_E_KEY_UNSUPPORTED", "PAYSEAL_E_JSON",
            "PAYSEAL_E_JWE_FORMAT", "PAYSEAL_E_JWE_UNSUPPORTED", "PAYSEAL_E_DECRYPT", "PAYSEAL_E_LIMIT",
            "PAYSEAL_E_VALIDATION"}
REQUIRED = {  # topic -> (fields of every case, extra fields of valid cases)
    "a256cbc-hs512": (["key_hex", "iv_hex", "aad_hex", "pt_hex", "ct_hex", "tag_hex"], []),
    "rsa-oaep-encrypt": (["key", "msg_hex", "seed_hex", "ct_hex"], []),
    "rsa-oaep-decrypt": (["private_key", "bits", "ct_hex", "msg_hex", "label_hex"], []),
    "jwe-decrypt": (["private_key", "compact", "alg", "enc"], ["plaintext_hex"]),
    "jwe-encrypt-kat": (["public_key", "private_key", "kid", "plaintext_hex", "cek_hex", "iv_hex", "oaep_seed_hex"],
                        ["compact"]),
    "public-key-parse": (["input", "key_id"], ["bits", "kid", "n_hex", "e"]),
    "client-api-key": ([], ["json_text", "bits", "kid"]),
    "base64": ([], ["bytes_hex", "base64", "base64url"]),
    "payment-payload": (["client_session_id", "payment_product_id", "values", "account_on_file_id", "tokenize", "nonce"],
                        ["expected_json"]),
    "device-metadata": (["set"], ["expected_json", "expected_base64"]),
    "masks": (["op", "mask"], ["expected"]),
    "iin": (["op"], []),
    "products": (["json_text"], ["expected"]),
    "products-list": (["json_text"], ["expected"]),
    "products-offered": (["json_text", "wallets"], ["expected_ids"]),
    "request-validation": (["product", "values", "today"], ["expected_errors", "expected_values"]),
    "client-api-request": (["session", "operation", "metadata"], ["expected"]),
    "service-response": (["operation", "http_status", "body"], ["expected"]),
    "client-api-error": (["http_status", "body"], ["expected"]),
    "validation": (["data_restrictions", "value", "today"], ["expected_errors"]),
    "validation-messages": (["data_restrictions", "value", "today"], ["expected_errors"]),
    "messages": (["op", "locale"], ["expected"]),
    "card-brands": (["pan"], ["expected"]),  # and exactly one of table / table_text (below)
    "card-check": (["table", "pan", "expiry", "cvc", "accepted", "today"], ["expected"]),
    "card-as-you-type": (["table", "pan", "accepted", "today"], ["expected"]),
    "pan-format": (["table", "pan"], ["expected"]),
    "pan-edit": (["table", "text", "start", "end", "replacement"], ["expected"]),
    "card-editing": (["op"], ["expected"]),
    "product-field-check": (["product", "field", "today"], ["typed"]),
    "bad-input": (["family", "call", "args", "message"], []),
    "prepare-round-trip": (["client_api_json", "private_key", "client_session_id", "payment_product_id", "values",
                            "account_on_file_id", "tokenize", "metadata_set"], ["expected_payload_json", "expected_metadata_json"]),
}
HEX = re.compile(r"(?:[0-9a-f]{2})*")
UPSTREAM = VECTORS / "upstream"  # the generators' vendored inputs, not vectors (Vectors/upstream/README.md)
UPSTREAM_BUDGET = 3 * 1024 * 1024 // 2


def check_upstream(errs) -> int:
    """Vectors/upstream holds exactly the files its SHA256SUMS lists (and its README), matching; returns its size."""
    listed = {}
    for line in (UPSTREAM / "SHA256SUMS").read_text("utf-8").splitlines():
        if line.strip():
            digest, name = line.split(None, 1)
            listed[name.lstrip("*").strip()] = digest
    present = {p.relative_to(UPSTREAM).as_posix(): p for p in UPSTREAM.rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    for name in sorted(set(present) - set(listed) - {"SHA256SUMS", "README.md"}):
        errs.append(f"Vectors/upstream/{name}: not in SHA256SUMS")
    for name, digest in sorted(listed.items()):
        if name not in present:
            errs.append(f"Vectors/upstream/{name}: listed in SHA256SUMS, missing")
        elif hashlib.sha256(present[name].read_bytes()).hexdigest() != digest:
            errs.append(f"Vectors/upstream/{name}: differs from SHA256SUMS")
    return sum(p.stat().st_size for p in present.values())


def hex_fields(obj, path, errs):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if (k.endswith("_hex") or k == "hex") and isinstance(v, str) and not HEX.fullmatch(v):
                errs.append(f"{path}/{k}: not lowercase even-length hex")
            hex_fields(v, f"{path}/{k}", errs)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            hex_fields(v, f"{path}[{i}]", errs)


def main() -> int:
    errs, total_bytes, total_cases = [], 0, 0
    files = sorted(VECTORS.glob("*.json"))
    print(f"{'file':48} {'valid':>6} {'invalid':>8} {'accept':>7} {'KiB':>6}")
    for f in files:
        raw = f.read_bytes()
        total_bytes += len(raw)
        try:
            doc = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as ex:
            errs.append(f"{f.name}: does not load: {ex}")
            continue
        if list(doc) != ["topic", "source", "license", "notes", "cases"]:
            errs.append(f"{f.name}: top-level keys {list(doc)}")
        topic = doc.get("topic")
        if not f.name.startswith(f"{topic}.") or topic not in REQUIRED:
            errs.append(f"{f.name}: topic {topic!r} does not match the file name")
            continue
        for k in ("source", "license"):
            if not isinstance(doc.get(k), str) or not doc[k]:
                errs.append(f"{f.name}: empty {k}")
        need_all, need_valid = REQUIRED[topic]
        ids, counts = set(), {"valid": 0, "invalid": 0, "acceptable": 0}
        for c in doc["cases"]:
            cid = c.get("id")
            where = f"{f.name}:{cid}"
            if not isinstance(cid, str) or cid in ids:
                errs.append(f"{where}: missing or duplicate id")
            ids.add(cid)
            if not isinstance(c.get("comment"), str):
                errs.append(f"{where}: comment")
            r = c.get("result")
            if r not in counts:
                errs.append(f"{where}: result {r!r}")
                continue
            counts[r] += 1
            if r == "invalid" and c.get("status") not in STATUSES:
                errs.append(f"{where}: status {c.get('status')!r}")
            if r != "invalid" and "status" in c:
                errs.append(f"{where}: status on a {r} case")
            for k in need_all + (need_valid if r != "invalid" else []):
                if k not in c:
                    errs.append(f"{where}: missing {k}")
            if topic == "client-api-key" and "json_text" not in c and "json_hex" not in c:
                errs.append(f"{where}: json_text or json_hex")
            if topic == "card-brands" and ("table" in c) == ("table_text" in c):
                errs.append(f"{where}: exactly one of table and table_text")
            if topic == "base64" and r == "invalid" and not {"variant", "input"} <= set(c):
                errs.append(f"{where}: variant/input")
            if "check_parts" in c and not (isinstance(c["check_parts"], list) and
                                           all(isinstance(i, int) and 0 <= i < 5 for i in c["check_parts"])):
                errs.append(f"{where}: check_parts")
        hex_fields(doc["cases"], f.name, errs)
        total_cases += len(doc["cases"])
        print(f"{f.name:48} {counts['valid']:6} {counts['invalid']:8} {counts['acceptable']:7} {len(raw) / 1024:6.0f}")
    size = sum(p.stat().st_size for p in VECTORS.rglob("*")
               if p.is_file() and "__pycache__" not in p.parts and not p.is_relative_to(UPSTREAM))
    upstream_size = check_upstream(errs)
    print(f"{len(files)} files, {total_cases} cases; *.json {total_bytes / 1024:.0f} KiB; Vectors/ {size / 1024:.0f} KiB "
          f"(without upstream/); Vectors/upstream/ {upstream_size / 1024:.0f} KiB")
    # A budget that makes growth a decision: 3 MiB until the card-editing vectors (2026-11-26),
    # 4 MiB until the expiry editor's and the product fields' vectors (2026-11-27), 5 MiB until
    # leaving a field (each product field step's "left"), the display hints lists and the products
    # a device can pay with (2026-12-07). The vendored upstream inputs have their own
    # (Vectors/upstream/README.md says why).
    if size > 6 * 1024 * 1024:
        errs.append(f"Vectors/ without upstream/ is {size} bytes (> 6 MiB)")
    if upstream_size > UPSTREAM_BUDGET:
        errs.append(f"Vectors/upstream/ is {upstream_size} bytes (> 1.5 MiB)")
    for e in errs:
        print("ERROR", e)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
