"""Errors of the Pythonic API: one exception class per status family, each raised from a real bad input;
uniform decryption failures, messages without card data, pickling, NUL and type checks, and the
per-thread last error.
"""

from __future__ import annotations

import json
import pickle
import threading
from typing import Any, Callable, List, Tuple

import pytest

from api_helpers import _api2048, _pem2048, _token2048, b64u, int_b64u
from conftest import key_files

import payseal
from payseal import (
    ArgumentError,
    ClosedHandleError,
    CryptoError,
    DecryptError,
    DeviceMetadata,
    JSONError,
    JWEFormatError,
    JWEUnsupportedError,
    KeyFormatError,
    KeyUnsupportedError,
    LimitError,
    NoMemoryError,
    PaymentRequest,
    PaySealError,
    PrivateKey,
    PublicKey,
    _ffi,
)
from payseal._errors import STATUS_NAMES, error_class_for_status


@pytest.fixture(scope="module")
def rsa2048_numbers() -> Tuple[int, int]:
    """(n, e) of the 2048-bit test key, read with pyca/cryptography."""
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(key_files(2048)["private_pem"].encode(), password=None)
    numbers = private.public_key().public_numbers()
    return numbers.n, numbers.e


def _bad_tag_token() -> str:
    parts = _token2048().split(".")
    tag = parts[4]
    parts[4] = ("B" if tag[0] == "A" else "A") + tag[1:]  # first char: still canonical base64url
    return ".".join(parts)


def _unsupported_alg_token() -> str:
    parts = _token2048().split(".")
    parts[0] = b64u(b'{"alg":"RSA1_5","enc":"A256CBC-HS512"}')
    return ".".join(parts)


def _small_key_spki() -> bytes:
    rsa = pytest.importorskip("cryptography.hazmat.primitives.asymmetric.rsa")
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    return private.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )


def _even_modulus_jwk() -> str:
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(_pem2048().encode(), password=None)
    n = private.public_key().public_numbers().n
    return json.dumps({"kty": "RSA", "n": int_b64u(n - 1), "e": "AQAB"})


def _parse_even_modulus() -> None:
    # Bits and exponent are within the policy, but no RSA modulus is even.
    PublicKey.parse(_even_modulus_jwk())


def _decrypt_with_wrong_key() -> None:
    with PrivateKey.parse(key_files(3072)["private_pem"]) as key:
        key.decrypt(_token2048())


def _decrypt_bad_tag() -> None:
    with PrivateKey.parse(_pem2048()) as key:
        key.decrypt(_bad_tag_token())


def _decrypt(token: str) -> None:
    with PrivateKey.parse(_pem2048()) as key:
        key.decrypt(token)


BAD_INPUTS: List[Tuple[str, Callable[[], Any], type, str]] = [
    ("empty session id", lambda: PaymentRequest("", 1), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("product id not decimal", lambda: PaymentRequest("s", "12a"), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("bad screenSize", lambda: DeviceMetadata().set("screenSize", "big"), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("bad ipAddress", lambda: DeviceMetadata().set("ipAddress", "999.1.1.1"), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("invalid UTF-8 (lone surrogate)", lambda: DeviceMetadata().set("k", "\udc80"), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("empty key input", lambda: PublicKey.parse(b""), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("empty nonce", lambda: PaymentRequest("s", 1).payload(""), ArgumentError, "PAYSEAL_E_ARGUMENT"),
    ("garbage public key", lambda: PublicKey.parse(b"not a key at all"), KeyFormatError, "PAYSEAL_E_KEY_FORMAT"),
    ("garbage private key", lambda: PrivateKey.parse(b"not a key either"), KeyFormatError, "PAYSEAL_E_KEY_FORMAT"),
    (
        "publicKey not base64",
        lambda: PublicKey.from_client_api('{"keyId":"k","publicKey":"!!"}'),
        KeyFormatError,
        "PAYSEAL_E_KEY_FORMAT",
    ),
    ("1024-bit key", lambda: PublicKey.parse(_small_key_spki()), KeyUnsupportedError, "PAYSEAL_E_KEY_UNSUPPORTED"),
    ("client API not JSON", lambda: PublicKey.from_client_api("{not json"), JSONError, "PAYSEAL_E_JSON"),
    ("client API keyId not a string", lambda: PublicKey.from_client_api('{"keyId":1,"publicKey":"x"}'), JSONError, "PAYSEAL_E_JSON"),
    ("JWK not JSON", lambda: PublicKey.parse('{"kty":"RSA",'), JSONError, "PAYSEAL_E_JSON"),
    ("three parts", lambda: _decrypt("a.b.c"), JWEFormatError, "PAYSEAL_E_JWE_FORMAT"),
    ("padded part", lambda: _decrypt(_token2048().replace(".", "=.", 1)), JWEFormatError, "PAYSEAL_E_JWE_FORMAT"),
    ("RSA1_5 header", lambda: _decrypt(_unsupported_alg_token()), JWEUnsupportedError, "PAYSEAL_E_JWE_UNSUPPORTED"),
    ("wrong private key", _decrypt_with_wrong_key, DecryptError, "PAYSEAL_E_DECRYPT"),
    ("modified tag", _decrypt_bad_tag, DecryptError, "PAYSEAL_E_DECRYPT"),
    ("even RSA modulus", _parse_even_modulus, KeyFormatError, "PAYSEAL_E_KEY_FORMAT"),
    ("key input over 64 KiB", lambda: PublicKey.parse(b"0" * (payseal.MAX_KEY_INPUT + 1)), LimitError, "PAYSEAL_E_LIMIT"),
    (
        "plaintext over 1 MiB",
        lambda: PublicKey.from_client_api(_api2048()).encrypt(bytes(payseal.MAX_PLAINTEXT + 1)),
        LimitError,
        "PAYSEAL_E_LIMIT",
    ),
    ("JWE over 2 MiB", lambda: _decrypt("a" * (payseal.MAX_JWE + 1)), LimitError, "PAYSEAL_E_LIMIT"),
    (
        "payment value over 4 KiB",
        lambda: PaymentRequest("s", 1).set_value("cardNumber", "4" * 4097),
        LimitError,
        "PAYSEAL_E_LIMIT",
    ),
]


@pytest.mark.parametrize("label,call,cls,status_name", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_raises_its_family(label: str, call: Callable[[], Any], cls: type, status_name: str) -> None:
    with pytest.raises(cls) as info:
        call()
    err = info.value
    assert isinstance(err, PaySealError)
    assert err.status_name == status_name
    assert type(err) is cls
    assert err.status == cls.STATUS  # type: ignore[attr-defined]
    assert isinstance(err.message, str) and err.message
    assert err.status_name in str(err)


def test_even_exponent_is_key_unsupported(rsa2048_numbers: Tuple[int, int]) -> None:
    n, _ = rsa2048_numbers
    for e in (65536, 1, 2**32 + 1):
        with pytest.raises(KeyUnsupportedError) as info:
            PublicKey.parse(json.dumps({"kty": "RSA", "n": int_b64u(n), "e": int_b64u(e)}))
        assert info.value.status_name == "PAYSEAL_E_KEY_UNSUPPORTED"
    with PublicKey.parse(json.dumps({"kty": "RSA", "n": int_b64u(n), "e": int_b64u(3)})) as key:
        assert key.bits == 2048


def test_decrypt_failures_are_uniform() -> None:
    messages = set()
    for call in (_decrypt_with_wrong_key, _decrypt_bad_tag):
        with pytest.raises(DecryptError) as info:
            call()
        messages.add((info.value.status_name, info.value.message))
    assert len(messages) == 1


def test_no_memory_error_mapping() -> None:
    # PAYSEAL_E_NO_MEMORY cannot be provoked by an input (limits are checked first).
    cls = error_class_for_status(9)
    assert cls is NoMemoryError and issubclass(cls, MemoryError) and issubclass(cls, PaySealError)
    assert error_class_for_status(99) is PaySealError
    for status, cls in [(1, ArgumentError), (2, KeyFormatError), (3, KeyUnsupportedError), (4, JSONError),
                        (5, JWEFormatError), (6, JWEUnsupportedError), (7, DecryptError), (8, CryptoError),
                        (10, LimitError)]:
        assert error_class_for_status(status) is cls
        assert payseal.status_name(status) == STATUS_NAMES[status]


def test_messages_hold_no_card_data() -> None:
    card = "4567350000427977" * 300
    with pytest.raises(LimitError) as info:
        PaymentRequest("s", 1).set_value("cardNumber", card)
    assert "4567350000427977" not in info.value.message


def test_errors_pickle() -> None:
    with pytest.raises(JSONError) as info:
        PublicKey.from_client_api("[")
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is JSONError and again.message == info.value.message and again.status == 4
    closed = pickle.loads(pickle.dumps(ClosedHandleError("PublicKey")))
    assert isinstance(closed, ClosedHandleError) and "closed" in closed.message


def test_embedded_nul_is_refused_not_truncated() -> None:
    request = PaymentRequest("s", 1)
    with pytest.raises(ArgumentError, match="NUL"):
        request["cardNumber"] = "4111\x001111"
    assert request.keys() == []
    with pytest.raises(ArgumentError, match="NUL"):
        PublicKey.parse(_api2048(), key_id="a\x00b")


def test_wrong_python_types_raise_type_error() -> None:
    with pytest.raises(TypeError):
        PaymentRequest("s", True)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        PaymentRequest("s", 1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        PublicKey.parse(12)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        PaymentRequest("s", 1).set_value("k", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        PublicKey()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        PrivateKey()  # type: ignore[call-arg]


def test_error_messages_are_per_thread() -> None:
    """payseal_last_error is thread-local: each thread sees its own failure's message."""
    barrier = threading.Barrier(2)
    problems: List[str] = []

    def worker(call: Callable[[], Any], cls: type) -> None:
        barrier.wait()
        first = None
        for _ in range(200):
            try:
                call()
            except cls as exc:  # type: ignore[misc]
                if first is None:
                    first = exc.message
                elif exc.message != first:
                    problems.append(f"{cls.__name__}: {exc.message!r} != {first!r}")
            else:
                problems.append(f"{cls.__name__} not raised")

    threads = [
        threading.Thread(target=worker, args=(lambda: PublicKey.parse(b"garbage"), KeyFormatError)),
        threading.Thread(target=worker, args=(lambda: PublicKey.from_client_api("{x"), JSONError)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert problems == []


def test_last_error_is_empty_on_a_fresh_thread() -> None:
    with pytest.raises(KeyFormatError):
        PublicKey.parse(b"garbage")
    seen: List[bytes] = []
    thread = threading.Thread(target=lambda: seen.append(_ffi.lib.payseal_last_error()))
    thread.start()
    thread.join()
    assert seen == [b""]
    assert _ffi.lib.payseal_last_error()  # this thread still has its message
