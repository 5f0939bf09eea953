"""The two ways into the library of the calls the C extension makes (payseal._speedups, in an
installed package) and ctypes (a source tree, a build without a compiler): prepare, the card
check and the PAN edit. Each way gives the same results key by key and the same errors and
messages (the ``path`` fixture of conftest.py runs a test each way; the refusal of closed
handles and a close from another thread during prepares are tested each way in
test_handle_lifetime.py and test_threads.py).
"""

from __future__ import annotations

import base64
import json
import os
from typing import List, Tuple

import pytest

from api_helpers import NON_ASCII
from conftest import REPO_ROOT, call_paths, use_path
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
)
from payseal._native import speedups


def test_the_installed_package_has_its_c_extension() -> None:
    # run_tests.sh installs the package as a user does (with a compiler): the extension must
    # be there, or every prepare silently takes the slower path.
    if os.environ.get("PAYSEAL_EXPECT_SPEEDUPS") != "1":
        pytest.skip("PAYSEAL_EXPECT_SPEEDUPS is not 1 (a source tree)")
    assert speedups is not None and speedups.__file__.endswith(".abi3.so")
    for module, name, function in call_paths()["speedups"]:
        assert getattr(module, name) is function, name


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
        assert key._calls == [] and request._calls == []  # no use left counted


def test_prepare_refuses_other_types(path: str, keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    # Each way checks the types before any handle reaches the library: a private key, or an
    # object with a handle's attributes, in the key's place would be read as a public key.
    key, private = keys2048

    class LooksLikeAKey:
        _calls: List[None] = []
        _closing = False
        _handle = private._handle

    request = PaymentRequest("s", 1)
    for wrong in (private, LooksLikeAKey(), None, "key"):
        with pytest.raises(TypeError, match="key must be a PublicKey"):
            request.prepare(wrong)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="metadata must be a DeviceMetadata or None"):
        request.prepare(key, {"appIdentifier": "x"})  # type: ignore[arg-type]
    assert private._calls == [] and key._calls == [] and request._calls == []
    assert request.prepare(key).encrypted_fields.count(".") == 4


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
        for way in ("speedups", "ctypes"):
            use_path(way, monkeypatch)
            seen[way] = typed_key_by_key(brands, pan)
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
    assert brands._calls == []  # no use left counted, after the errors either
    brands.close()
    with pytest.raises(ClosedHandleError):
        brands.check("4")
    with pytest.raises(ClosedHandleError):
        brands.edit_pan("4", 1, 1, "1")


def test_both_ways_count_a_handle_in_one_use_count(path: str, frees: List[Tuple[str, int]]) -> None:
    # The C extension counts the handles' uses itself, in the list the Python code counts them
    # in: a close while the other way holds a use is refused by this way and frees nothing, and
    # the held use's end frees the handle once.
    key = PublicKey.from_client_api((REPO_ROOT / "examples/public-key.json").read_bytes())
    request, brands = PaymentRequest("s", 1), CardBrands.default()
    request["cardNumber"] = "4567350000427977"
    metadata = DeviceMetadata()
    for _ in range(3):
        request.prepare(key, metadata)
        brands.check(brands.edit_pan("4111", 4, 4, "1").text)
    assert key._calls == [] and request._calls == [] and metadata._calls == [] and brands._calls == []
    held = key._enter_use(), brands._enter_use()
    assert held[0].value and held[1].value
    key.close()
    brands.close()
    with pytest.raises(ClosedHandleError, match="PublicKey"):
        request.prepare(key)
    with pytest.raises(ClosedHandleError):
        brands.check("4")
    with pytest.raises(ClosedHandleError):
        brands.edit_pan("4", 1, 1, "1")
    assert frees == [] and key._calls == [None] and brands._calls == [None]
    key._exit_use()
    brands._exit_use()
    assert [name for name, _ in frees] == ["PublicKey"] and brands.closed and brands._handle is None
    assert request._calls == [] and metadata._calls == []
