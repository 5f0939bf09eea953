"""Known-answer vectors: every Vectors/*.json case, through the Python API over the C ABI.

The format is described in VECTORS-FORMAT (topics, key objects, result/status).  Files whose
topic the C ABI cannot express (a256cbc-hs512, rsa-oaep-*, base64) are reported case by case
as skipped, as are cases that need a key below 2048 bits (test_allow_small_key).  conftest.py
prints "<file>: N passed, M failed, K skipped" per file at the end of the run. The runners are
vector_runners_*.py; reading a case is vector_inputs.py.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, List, Optional

import pytest

from conftest import VECTORS_DIR

import payseal

from vector_inputs import c_string_inputs
from vector_runners_card_fields import run_card_editing
from vector_runners_product_fields import run_product_field_check
from vector_runners_messages import run_messages
from vector_runners_card_input import (
    run_card_as_you_type, run_card_brands, run_card_check, run_client_api_request, run_iin, run_masks, run_pan_edit, run_pan_format,
    run_products, run_products_list, run_products_offered, run_request_validation, run_service_response, run_client_api_error, run_validation, run_validation_messages,
)
from vector_runners_payment import (
    run_client_api_key, run_device_metadata, run_jwe_decrypt, run_jwe_encrypt_kat, run_payment_payload,
    run_prepare_round_trip, run_public_key_parse,
)

NON_ABI_TOPICS = {"a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "base64"}
# Topics with runners of their own elsewhere, skipped here with the reason.
REPLAYED_ELSEWHERE = {
    "bad-input": "the C ABI's bad-input catalogue, replayed by Tests/PaySealCTests/BadInputCatalogueTests.swift",
}
SMALL_KEY_REASON = "needs a key below 2048 bits, which the C ABI refuses by policy (test_allow_small_key)"
NUL_REASON = (
    "passes U+0000 inside a NUL-terminated C string argument ({}), which the C ABI cannot carry"
)

# The runners (vector_runners_*.py) by topic.
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
    "service-response": run_service_response,
    "client-api-error": run_client_api_error,
    "products": run_products,
    "products-list": run_products_list,
    "products-offered": run_products_offered,
    "validation-messages": run_validation_messages,
    "messages": run_messages,
    "request-validation": run_request_validation,
    "card-brands": run_card_brands,
    "card-check": run_card_check,
    "card-as-you-type": run_card_as_you_type,
    "pan-format": run_pan_format,
    "pan-edit": run_pan_edit,
    "card-editing": run_card_editing,
    "product-field-check": run_product_field_check,
}


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
    if topic in REPLAYED_ELSEWHERE:
        pytest.skip(REPLAYED_ELSEWHERE[topic])  # type: ignore[index]
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
