"""Known-answer vectors: every Vectors/*.json case, through the Python API over the C ABI.

The format is described in VECTORS-FORMAT (topics, key objects, result/status).  Files whose
topic the C ABI cannot express (a256cbc-hs512, rsa-oaep-*, base64) are reported case by case
as skipped, as are cases that need a key below 2048 bits (test_allow_small_key).  conftest.py
prints "<file>: N passed, M failed, K skipped" per file at the end of the run.
"""

from __future__ import annotations

import base64
import json
import re
from typing import Any, Callable, Dict, List, Optional

import pytest

from conftest import VECTORS_DIR

import payseal
from payseal import CardBrands, DeviceMetadata, Mask, Product, Session, PaymentRequest, PaySealError, PrivateKey, PublicKey, iin_bin, iin_result, validate_value

NON_ABI_TOPICS = {"a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "base64"}
SMALL_KEY_REASON = "needs a key below 2048 bits, which the C ABI refuses by policy (test_allow_small_key)"
NUL_REASON = (
    "passes U+0000 inside a NUL-terminated C string argument ({}), which the C ABI cannot carry"
)
UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


# ------------------------------------------------------------------------------------------
# Inputs
# ------------------------------------------------------------------------------------------


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


# ------------------------------------------------------------------------------------------
# Runners, one per topic
# ------------------------------------------------------------------------------------------


def run_jwe_decrypt(case: Dict[str, Any]) -> None:
    def run() -> bytes:
        with PrivateKey.parse(key_bytes(case["private_key"])) as key:
            return key.decrypt(case["compact"])

    got = outcome(case, run)
    if got is not _NO_RESULT and "plaintext_hex" in case:
        assert got.hex() == case["plaintext_hex"]


def run_jwe_encrypt_kat(case: Dict[str, Any]) -> None:
    plaintext = bytes.fromhex(case["plaintext_hex"])

    def run() -> tuple:
        with PublicKey.parse(key_bytes(case["public_key"]), key_id=case.get("kid")) as key:
            token = key.encrypt_kat(
                plaintext,
                bytes.fromhex(case["cek_hex"]),
                bytes.fromhex(case["iv_hex"]),
                bytes.fromhex(case["oaep_seed_hex"]),
            )
        with PrivateKey.parse(key_bytes(case["private_key"])) as private:
            decrypted = private.decrypt(token)
        return token, decrypted

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    token, decrypted = got
    expected = case["compact"]
    parts = case.get("check_parts")
    if parts is None:
        assert token == expected
    else:
        mine, theirs = token.split("."), expected.split(".")
        assert len(mine) == 5
        for i in parts:
            assert mine[i] == theirs[i], f"JWE part {i} differs"
    assert decrypted == plaintext


def _check_key(case: Dict[str, Any], key: PublicKey) -> None:
    if "bits" in case:
        assert key.bits == int(case["bits"])
    if "kid" in case:
        assert key.key_id == case["kid"]


def run_public_key_parse(case: Dict[str, Any]) -> None:
    data = input_bytes(case["input"])

    def run() -> None:
        with PublicKey.parse(data, key_id=case.get("key_id")) as key:
            _check_key(case, key)

    outcome(case, run)


def run_client_api_key(case: Dict[str, Any]) -> None:
    data = bytes.fromhex(case["json_hex"]) if "json_hex" in case else case["json_text"].encode("utf-8")

    def run() -> None:
        with PublicKey.from_client_api(data) as key:
            _check_key(case, key)

    outcome(case, run)


def run_payment_payload(case: Dict[str, Any]) -> None:
    def run() -> str:
        with PaymentRequest(case["client_session_id"], str(case["payment_product_id"])) as request:
            _apply_payment(case, request)
            return request.payload(case["nonce"])

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case.get("compare") == "semantic":
        assert json.loads(got) == json.loads(case["expected_json"])
    else:
        assert got.encode("utf-8") == case["expected_json"].encode("utf-8")


def _apply_payment(case: Dict[str, Any], request: PaymentRequest) -> None:
    for key, value in case.get("values", []):
        request.set_value(key, value)
    account_on_file_id = _opt_str(case, "account_on_file_id")
    if account_on_file_id is not None:
        request.account_on_file_id = account_on_file_id
    request.tokenize = bool(case.get("tokenize", False))


def run_prepare_round_trip(case: Dict[str, Any]) -> None:
    """prepare with the client_api_json key; decrypt encryptedFields with private_key: the
    payload is expected_payload_json with "NONCE" replaced by the decrypted nonce (a lowercase
    UUID v4); encodedClientMetaInfo is the standard base64 of expected_metadata_json."""

    def run() -> tuple:
        with PublicKey.from_client_api(case["client_api_json"]) as key, PaymentRequest(
            case["client_session_id"], str(case["payment_product_id"])
        ) as request:
            _apply_payment(case, request)
            metadata: Optional[DeviceMetadata] = None
            try:
                if "metadata_set" in case:
                    metadata = DeviceMetadata(case["metadata_set"])
                prepared = request.prepare(key, metadata)
            finally:
                if metadata is not None:
                    metadata.close()
            key_id = key.key_id
        with PrivateKey.parse(key_bytes(case["private_key"])) as private:
            payload = private.decrypt(prepared.encrypted_fields)
        return prepared, payload, key_id

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    prepared, payload, key_id = got
    header = json.loads(_b64url(prepared.encrypted_fields.split(".")[0]))
    expected_header = {"alg": "RSA-OAEP", "enc": "A256CBC-HS512"}
    if key_id is not None:
        expected_header["kid"] = key_id
    assert header == expected_header
    nonce = json.loads(payload)["nonce"]
    assert UUID_V4.match(nonce), f"nonce {nonce!r} is not a lowercase UUID v4"
    if "expected_payload_json" in case:
        expected = case["expected_payload_json"].replace('"NONCE"', json.dumps(nonce), 1)
        assert payload == expected.encode("utf-8")
    if "expected_metadata_json" in case:
        expected_meta = case["expected_metadata_json"].encode("utf-8")
        assert base64.b64decode(prepared.encoded_client_meta_info, validate=True) == expected_meta
        assert prepared.encoded_client_meta_info == base64.b64encode(expected_meta).decode("ascii")


def _b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def run_device_metadata(case: Dict[str, Any]) -> None:
    def run() -> tuple:
        with DeviceMetadata() as metadata:
            for key, value in case.get("set", []):
                metadata.set(key, value)
            return metadata.json(), metadata.encode()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    got_json, got_b64 = got
    if "expected_json" in case:
        assert got_json.encode("utf-8") == case["expected_json"].encode("utf-8")
    if "expected_base64" in case:
        assert got_b64 == case["expected_base64"]


def run_masks(case: Dict[str, Any]) -> None:
    def run() -> Any:
        mask = Mask(case["mask"])
        if case["op"] == "format":
            return mask.format(case["value"])
        if case["op"] == "unformat":
            return mask.unformat(case["value"])
        return mask.edit(case["text"], case["start"], case["end"], case["replacement"])

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case["op"] == "edit":
        assert (got.text, got.caret) == (case["expected"]["text"], case["expected"]["caret"])
    else:
        assert got == case["expected"]


def run_validation(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        # as JSON text: some invalid cases hold JSON that is not an object
        rules = json.dumps(case["data_restrictions"], ensure_ascii=False, separators=(",", ":"))
        return validate_value(rules, case["value"], year, month)

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert [{"type": e.type, "params": e.params} for e in got] == case["expected_errors"]


def run_iin(case: Dict[str, Any]) -> None:
    def run() -> Any:
        if case["op"] == "bin":
            return iin_bin(case["card_number"])
        return iin_result(case["http_status"], case["body"])

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    if case["op"] == "bin":
        assert got == case["expected_bin"]
    else:
        assert got == case["expected"] and list(got) == list(case["expected"])


def run_client_api_request(case: Dict[str, Any]) -> None:
    def run() -> Any:
        s = case["session"]
        with Session(s["client_session_id"], s["customer_id"], s["client_api_url"], s["asset_url"]) as session, \
                DeviceMetadata() as metadata:
            for key, value in case["metadata"]:
                metadata.set(key, value)
            return session.request(case["operation"], case.get("context"), case.get("params"), metadata)

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_products(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with Product(case["json_text"]) as product:
            return product.json()

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    assert json.dumps(got) == json.dumps(case["expected"])


def run_request_validation(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        with Product(case["product"]) as product, PaymentRequest("session", product.json()["id"]) as request:
            request.set_product(product)
            if case.get("account_on_file") is not None:
                request.account_on_file_id = case["account_on_file"]
            for key, value in case["values"]:
                request.set_value(key, value)
            return request.validate(year, month), json.loads(request.payload("n"))["paymentValues"]

    got = outcome(case, run)
    if got is _NO_RESULT:
        return
    errors, values = got
    assert [{"fieldId": e.field_id, "type": e.type, "params": e.params} for e in errors] == case["expected_errors"]
    assert [[v["key"], v["value"]] for v in values] == case["expected_values"]


def _card_brands(case: Dict[str, Any]) -> CardBrands:
    """The case's table: "table_text" (raw JSON text), else "table" (null: the built-in table;
    any other JSON value: serialized compactly and parsed)."""
    if "table_text" in case:
        return CardBrands.parse(case["table_text"].encode("utf-8", "surrogatepass"))
    if case.get("table") is None:
        return CardBrands.default()
    text = json.dumps(case["table"], ensure_ascii=False, separators=(",", ":"))
    return CardBrands.parse(text.encode("utf-8", "surrogatepass"))


def run_card_brands(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.brand(case["pan"])

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got == case["expected"]


def run_card_check(case: Dict[str, Any]) -> None:
    year, month = case["today"]

    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.check(case["pan"], case.get("expiry") or "", case.get("cvc") or "", case.get("accepted"),
                                (year, month))

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got.as_dict() == case["expected"]


def run_pan_format(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.format_pan(case["pan"])

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert got == case["expected"]


def run_pan_edit(case: Dict[str, Any]) -> None:
    def run() -> Any:
        with _card_brands(case) as brands:
            return brands.edit_pan(case["text"], case["start"], case["end"], case.get("replacement") or "")

    got = outcome(case, run)
    if got is not _NO_RESULT:
        assert (got.text, got.caret) == (case["expected"]["text"], case["expected"]["caret"])


RUNNERS: Dict[str, Callable[[Dict[str, Any]], None]] = {
    "jwe-decrypt": run_jwe_decrypt,
    "jwe-encrypt-kat": run_jwe_encrypt_kat,
    "public-key-parse": run_public_key_parse,
    "client-api-key": run_client_api_key,
    "payment-payload": run_payment_payload,
    "device-metadata": run_device_metadata,
    # Not in VECTORS-FORMAT.md's list, but expressible through the ABI (payseal_prepare +
    # payseal_jwe_decrypt); its file's "notes" describe the runner.
    "prepare-round-trip": run_prepare_round_trip,
    "masks": run_masks,
    "validation": run_validation,
    "iin": run_iin,
    "client-api-request": run_client_api_request,
    "products": run_products,
    "request-validation": run_request_validation,
    "card-brands": run_card_brands,
    "card-check": run_card_check,
    "pan-format": run_pan_format,
    "pan-edit": run_pan_edit,
}


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
    elif topic == "validation":
        add("value", case.get("value"))
    elif topic == "iin":
        add("card_number", case.get("card_number"))
    elif topic in ("card-brands", "card-check", "pan-format", "pan-edit"):
        for name in ("pan", "expiry", "cvc", "text", "replacement"):
            add(name, case.get(name))
    elif topic == "client-api-request":
        for name, value in case["session"].items():
            add(name, value)
    elif topic == "device-metadata":
        for i, pair in enumerate(case.get("set", [])):
            add(f"set[{i}] key", pair[0])
            add(f"set[{i}] value", pair[1])
    return found


# ------------------------------------------------------------------------------------------
# Collection: one test per case of every file
# ------------------------------------------------------------------------------------------


def _collect() -> List[Any]:
    params: List[Any] = []
    for path in sorted(VECTORS_DIR.glob("*.json")):
        mark = pytest.mark.vector_file(path.name)
        try:
            doc = json.loads(path.read_text("utf-8"))
            topic = doc["topic"]
            cases = doc["cases"]
            if not isinstance(cases, list) or not cases:
                raise ValueError("no cases")
        except Exception as exc:  # a broken file is one failing test, not a collection error
            params.append(pytest.param(path.name, None, exc, id=f"{path.name}::<load>", marks=mark))
            continue
        for index, case in enumerate(cases):
            case_id = str(case.get("id", f"#{index}")) if isinstance(case, dict) else f"#{index}"
            params.append(pytest.param(path.name, topic, case, id=f"{path.name}::{case_id}", marks=mark))
    return params


CASES = _collect()


def test_vectors_directory_has_files() -> None:
    assert VECTORS_DIR.is_dir(), f"no vectors directory at {VECTORS_DIR}"
    assert CASES, f"no Vectors/*.json files in {VECTORS_DIR}"


@pytest.mark.parametrize("file_name,topic,case", CASES)
def test_vector(file_name: str, topic: Optional[str], case: Any) -> None:
    if isinstance(case, Exception):
        pytest.fail(f"{file_name} cannot be loaded: {case!r}")
    if topic in NON_ABI_TOPICS:
        pytest.skip(f"topic {topic!r} is not expressible through the C ABI")
    runner = RUNNERS.get(topic)  # type: ignore[arg-type]
    if runner is None:
        pytest.skip(f"topic {topic!r} is not known to this runner")
    if case.get("test_allow_small_key"):
        pytest.skip(SMALL_KEY_REASON)
    with_nul = [name for name, value in c_string_inputs(topic, case).items() if "\x00" in value]  # type: ignore[arg-type]
    if with_nul:
        pytest.skip(NUL_REASON.format(", ".join(with_nul)))
    runner(case)


def test_library_is_the_one_asked_for() -> None:
    """The run uses the library named by PAYSEAL_LIBRARY when it is set."""
    import os

    wanted = os.environ.get("PAYSEAL_LIBRARY")
    if wanted:
        assert os.path.samefile(payseal.library_path, wanted)
