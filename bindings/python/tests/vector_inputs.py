"""Reading a vector case: its key and input bytes, its expected outcome (a result or a
PaySeal status), and the strings the C ABI takes as NUL-terminated C strings.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, Optional

from payseal import PaySealError


def key_bytes(obj: Dict[str, Any]) -> bytes:
    """A key object {"format", "data"} as the bytes given to the C ABI."""
    fmt, data = obj["format"], obj["data"]
    if fmt == "der_hex":
        return bytes.fromhex(data)
    if fmt in ("pem", "spki_b64"):
        return data.encode("utf-8")
    if fmt == "jwk":
        return json.dumps(data).encode("utf-8")
    raise AssertionError(f"unknown key format {fmt!r}")


def input_bytes(obj: Dict[str, Any]) -> bytes:
    """public-key-parse "input": {"hex"} | {"text"} | {"format": "repeat", "byte", "count"}."""
    if obj.get("format") == "repeat":
        return bytes([int(obj["byte"], 16)]) * int(obj["count"])
    if "hex" in obj:
        return bytes.fromhex(obj["hex"])
    if "text" in obj:
        return obj["text"].encode("utf-8")
    raise AssertionError(f"unknown input {sorted(obj)}")


_NO_RESULT = object()


def outcome(case: Dict[str, Any], run: Callable[[], Any]) -> Any:
    """Run a case's calls.  valid: return their result.  invalid: the first failing call's
    status must be case["status"]; returns _NO_RESULT.  acceptable: either is fine."""
    result = case["result"]
    if result == "valid":
        return run()
    if result == "invalid":
        try:
            got = run()
        except PaySealError as exc:
            assert exc.status_name == case["status"], (
                f"expected {case['status']}, got {exc.status_name} ({exc.message})"
            )
            return _NO_RESULT
        raise AssertionError(f"expected {case['status']}, but the calls succeeded ({_short(got)})")
    if result == "acceptable":
        try:
            return run()
        except PaySealError as exc:
            if "status" in case:
                assert exc.status_name == case["status"], (
                    f"acceptable case failed with {exc.status_name}, vector says {case['status']}"
                )
            return _NO_RESULT
    raise AssertionError(f"unknown result {result!r}")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _opt_str(case: Dict[str, Any], name: str) -> Optional[str]:
    value = case.get(name)
    return None if value is None else str(value)


def c_string_inputs(topic: str, case: Dict[str, Any]) -> Dict[str, str]:
    """The case's strings that the C ABI takes as NUL-terminated `const char *`."""
    found: Dict[str, str] = {}

    def add(name: str, value: Any) -> None:
        if isinstance(value, str):
            found[name] = value

    if topic == "jwe-encrypt-kat":
        add("kid", case.get("kid"))
    elif topic == "public-key-parse":
        add("key_id", case.get("key_id"))
    elif topic in ("payment-payload", "prepare-round-trip"):
        add("client_session_id", case.get("client_session_id"))
        add("payment_product_id", case.get("payment_product_id"))
        add("account_on_file_id", case.get("account_on_file_id"))
        add("nonce", case.get("nonce"))
        for i, pair in enumerate(case.get("values", [])):
            add(f"values[{i}] key", pair[0])
            add(f"values[{i}] value", pair[1])
        for i, pair in enumerate(case.get("metadata_set", [])):
            add(f"metadata_set[{i}] key", pair[0])
            add(f"metadata_set[{i}] value", pair[1])
    elif topic == "masks":
        for name in ("mask", "value", "text", "replacement"):
            add(name, case.get(name))
    elif topic in ("validation", "validation-messages"):
        add("value", case.get("value"))
    elif topic == "iin":
        add("card_number", case.get("card_number"))
    elif topic == "messages":
        add("key", case.get("key"))
        add("locale", case.get("locale"))
    elif topic in ("card-brands", "card-check", "card-as-you-type", "pan-format", "pan-edit"):
        for name in ("pan", "expiry", "cvc", "text", "replacement"):
            add(name, case.get(name))
    elif topic == "product-field-check":
        add("value", case.get("value"))
        for i, typed in enumerate(case.get("typed", [])):
            add(f"typed[{i}] keys", typed.get("keys"))
    elif topic == "card-editing":
        for name in ("mask", "text", "replacement", "pan", "name"):
            add(name, case.get(name))
    elif topic == "client-api-request":
        for name, value in case["session"].items():
            add(name, value)
    elif topic == "device-metadata":
        for i, pair in enumerate(case.get("set", [])):
            add(f"set[{i}] key", pair[0])
            add(f"set[{i}] value", pair[1])
    return found
