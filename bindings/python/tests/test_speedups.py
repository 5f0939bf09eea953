"""The two ways into the library of the calls the C extension makes (payseal._speedups, in an
installed package) and ctypes (a source tree, a build without a compiler): prepare, the card
check and the PAN edit. Each way gives the same results key by key, the same errors and
messages, and the same refusal of closed handles; a close from another thread during prepares
frees the key once.
"""

from __future__ import annotations

import base64
import json
import os
import threading
import time
from typing import Callable, Iterator, List, Tuple

import pytest

from api_helpers import NON_ASCII, _api2048
from conftest import REPO_ROOT
from test_form_model import demo_product_json

from payseal import (
    ArgumentError,
    CardBrands,
    ClosedHandleError,
    DeviceMetadata,
    JSONError,
    PaymentRequest,
    PrivateKey,
    Product,
    PublicKey,
    ValidationFailedError,
    cards,
    payment,
)
from payseal._native import speedups

#: For each way, the functions the package calls (module, name, function).
PATHS = {
    "speedups": [(payment, "_prepare_call", payment._prepare_by_speedups), (cards, "_check_call", cards._check_by_speedups),
                 (cards, "_edit_pan_call", cards._edit_pan_by_speedups)],
    "ctypes": [(payment, "_prepare_call", payment._prepare_by_ctypes), (cards, "_check_call", cards._check_by_ctypes),
               (cards, "_edit_pan_call", cards._edit_pan_by_ctypes)],
}


def test_the_installed_package_has_its_c_extension() -> None:
    # run_tests.sh installs the package as a user does (with a compiler): the extension must
    # be there, or every prepare silently takes the slower path.
    if os.environ.get("PAYSEAL_EXPECT_SPEEDUPS") != "1":
        pytest.skip("PAYSEAL_EXPECT_SPEEDUPS is not 1 (a source tree)")
    assert speedups is not None and speedups.__file__.endswith(".abi3.so")
    for module, name, function in PATHS["speedups"]:
        assert getattr(module, name) is function, name


@pytest.fixture(params=sorted(PATHS))
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if request.param == "speedups" and speedups is None:
        pytest.skip("no C extension in this package")
    for module, name, function in PATHS[request.param]:
        monkeypatch.setattr(module, name, function)
    yield request.param


def test_prepare_round_trip(path: str, keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    key, private = keys2048
    request = PaymentRequest("session-" + NON_ASCII, 1)
    request.update({"cardNumber": "4567350000427977", "cardholderName": NON_ASCII})
    metadata = DeviceMetadata(appIdentifier="com.example.shop", screenSize="1170x2532")
    for given in (metadata, None):
        prepared = request.prepare(key, given)
        assert type(prepared.encrypted_fields) is str and type(prepared.encoded_client_meta_info) is str
        payload = json.loads(private.decrypt(prepared.encrypted_fields))
        assert payload == json.loads(request.payload(payload["nonce"]))
        meta = base64.b64decode(prepared.encoded_client_meta_info, validate=True).decode()
        assert (meta == metadata.json()) if given is metadata else json.loads(meta)["appIdentifier"] == "UNKNOWN"


def test_prepare_failure_is_the_same_error(path: str) -> None:
    with PublicKey.from_client_api((REPO_ROOT / "examples/public-key.json").read_bytes()) as key, \
            Product(demo_product_json()) as product, PaymentRequest("s", 1) as request:
        request.set_product(product)
        with pytest.raises(ValidationFailedError) as failed:
            request.prepare(key)
        assert failed.value.status_name == "PAYSEAL_E_VALIDATION"
        assert "validating the request" in failed.value.message
        request["cardNumber"] = "4567350000427977"  # the handles stay usable after a failure
        with pytest.raises(ValidationFailedError):
            request.prepare(key)


def test_prepare_refuses_closed_handles(path: str, keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    key, _ = keys2048
    metadata = DeviceMetadata()
    metadata.close()
    request = PaymentRequest("s", 1)
    with pytest.raises(ClosedHandleError, match="DeviceMetadata"):
        request.prepare(key, metadata)
    closed_key = PublicKey.from_client_api(_api2048())
    closed_key.close()
    with pytest.raises(ClosedHandleError, match="PublicKey"):
        request.prepare(closed_key)
    request.close()
    with pytest.raises(ClosedHandleError, match="PaymentRequest"):
        request.prepare(key)


def test_close_during_prepares_frees_the_key_once(path: str, frees: List[Tuple[str, int]]) -> None:
    key = PublicKey.from_client_api(_api2048())
    pointer = key._handle.value
    started = threading.Barrier(4)
    outcomes: List[str] = []

    def worker(prepare: Callable[[], object]) -> None:
        started.wait()
        count = 0
        try:
            while True:
                prepare()
                count += 1
        except ClosedHandleError:
            outcomes.append("closed")
        except BaseException as exc:  # pragma: no cover - reported below
            outcomes.append(repr(exc))

    requests = [PaymentRequest("s", 1) for _ in range(3)]
    threads = [threading.Thread(target=worker, args=(lambda r=r: r.prepare(key),)) for r in requests]
    for t in threads:
        t.start()
    started.wait()
    time.sleep(0.05)
    key.close()
    for t in threads:
        t.join(timeout=30)
    assert outcomes == ["closed"] * 3
    assert [f for f in frees if f[0] == "PublicKey"] == [("PublicKey", pointer)]


def typed_key_by_key(brands: CardBrands, pan: str) -> List[Tuple[str, int, dict]]:
    """Every state of a PAN field while ``pan`` is typed one digit at a time at the caret, with
    the card check of each text: what a form shows after each key."""
    text, caret, states = "", 0, []
    for digit in pan:
        edited = brands.edit_pan(text, caret, caret, digit)
        text, caret = edited.text, edited.caret
        states.append((text, caret, brands.check(text, "12/3", "12", today=(2026, 11)).as_dict()))
    return states


def test_card_keystrokes_are_the_same_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    if speedups is None:
        pytest.skip("no C extension in this package")
    brands = CardBrands.default()
    for pan in ("4111111111111111", "378282246310005", "6011000990139424", "36006666333344", "5555555555554444"):
        seen = {}
        for path in sorted(PATHS):
            for module, name, function in PATHS[path]:
                monkeypatch.setattr(module, name, function)
            seen[path] = typed_key_by_key(brands, pan)
        assert seen["speedups"] == seen["ctypes"], pan
    assert seen["ctypes"][-1][0] == "5555 5555 5555 4444" and seen["ctypes"][-1][2]["pan"]["state"] == "valid"


def test_card_errors_are_the_same(path: str) -> None:
    brands = CardBrands.default()
    assert brands.check("4111 1111 1111 1111", accepted=["visa"], today=(2026, 11)).pan.valid
    assert brands.check("4111 1111 1111 1111", accepted="amex", today=(2026, 11)).pan.reason == "brandNotAccepted"
    with pytest.raises(JSONError) as bad:
        brands.check("4", accepted=[1])  # type: ignore[list-item]
    assert "accepted[0]" in bad.value.message
    with pytest.raises(ArgumentError):
        brands.check("4", "12/30", today=(2026, 13))
    with pytest.raises(ArgumentError):
        brands.edit_pan("4111", 3, 1, "2")  # start after end
    with pytest.raises(ArgumentError):
        brands.edit_pan("4111", 0, 9, "2")  # past the text
    with pytest.raises(ValueError):
        brands.edit_pan("4111", -1, 0, "2")
    assert brands.edit_pan("4111", 4, 4, "\U0001F389").text == "4111"  # no digit, nothing typed
    brands.close()
    with pytest.raises(ClosedHandleError):
        brands.check("4")
    with pytest.raises(ClosedHandleError):
        brands.edit_pan("4", 1, 1, "1")
