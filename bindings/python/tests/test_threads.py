"""Threads: keys shared by threads that encrypt and decrypt at once, and a key closed while other
threads encrypt or prepare with it.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Callable, List, Tuple

import pytest

from api_helpers import NON_ASCII, _api2048
from conftest import REPO_ROOT, use_path

from payseal import ClosedHandleError, DeviceMetadata, PaymentRequest, PrivateKey, Product, PublicKey


def test_threads_share_keys(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    threads_n, rounds = 4, 100
    barrier = threading.Barrier(threads_n)
    errors: List[BaseException] = []
    done = [0] * threads_n

    def worker(index: int) -> None:
        try:
            barrier.wait()
            for i in range(rounds):
                plaintext = f"thread {index} round {i} {NON_ASCII}".encode()
                token = pub.encrypt(plaintext)
                assert priv.decrypt(token) == plaintext
                done[index] += 1
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(threads_n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert done == [rounds] * threads_n


@pytest.mark.parametrize("operation", ["encrypt", "prepare by speedups", "prepare by ctypes"])
def test_close_while_other_threads_use_the_key(operation: str, frees: List[Tuple[str, int]],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # Three threads encrypt with one key, or prepare with it (each way into the library), while
    # a fourth closes it: each sees ClosedHandleError, and the key is freed once.
    if operation != "encrypt":
        use_path(operation.split()[-1], monkeypatch)
    key = PublicKey.from_client_api(_api2048())
    pointer = key._handle.value
    started = threading.Barrier(4)
    outcomes: List[str] = []
    lock = threading.Lock()

    def worker() -> None:
        request = PaymentRequest("s", 1)
        use: Callable[[], object] = (lambda: key.encrypt(b"x" * 1000)) if operation == "encrypt" else (lambda: request.prepare(key))
        started.wait()
        count = 0
        try:
            while True:
                use()
                count += 1
        except ClosedHandleError:
            with lock:
                outcomes.append(f"closed after {count}")
        except BaseException as exc:  # pragma: no cover
            with lock:
                outcomes.append(f"unexpected {exc!r}")

    threads = [threading.Thread(target=worker) for _ in range(3)]
    for t in threads:
        t.start()
    started.wait()
    time.sleep(0.05)
    key.close()
    for t in threads:
        t.join(timeout=30)
    assert all(o.startswith("closed after") for o in outcomes) and len(outcomes) == 3, outcomes
    assert [f for f in frees if f[0] == "PublicKey"] == [("PublicKey", pointer)]


@pytest.mark.parametrize("way", ["speedups", "ctypes"])
def test_eight_threads_share_one_request_and_one_metadata(way: str, keys2048: Tuple[PublicKey, PrivateKey],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # Eight threads call every method of one request and one metadata at once (prepare each way
    # into the library): the binding runs the calls on one builder one at a time, so each
    # completes as if alone, where racing inside the library corrupted its memory and crashed.
    use_path(way, monkeypatch)
    pub, priv = keys2048
    product = Product((REPO_ROOT / "examples/product-1-visa.json").read_bytes())
    request = PaymentRequest("session", product.id)
    request.set_product(product)
    request.update({"expiryDate": "12/30", "cvv": "123"})
    metadata = DeviceMetadata()
    pans = {"4111111111111111", "4012000033330026"}
    threads_n, rounds = 8, 200
    barrier = threading.Barrier(threads_n)
    errors: List[BaseException] = []
    done = [0] * threads_n

    def worker(index: int) -> None:
        try:
            barrier.wait()
            for i in range(rounds):
                for j in range(20):  # cheap calls: many of them at once on the one request
                    request["cardNumber"] = ("4111 1111 1111 1111", "4012 0000 3333 0026")[(index + i + j) % 2]
                    request.tokenize = j % 2 == 0
                metadata["appIdentifier"] = f"app-{index}-{i}"
                assert request.unmasked_value("cardNumber") in pans
                assert set(request.keys()) == {"cardNumber", "expiryDate", "cvv"}
                assert request.validate(today=(2026, 11)) == []
                payload = json.loads(priv.decrypt(request.prepare(pub, metadata).encrypted_fields))
                assert {v["key"]: v["value"] for v in payload["paymentValues"]}["cardNumber"] in pans
                assert metadata["appIdentifier"].startswith("app-")
                done[index] += 1
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(threads_n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert done == [rounds] * threads_n
    assert request._calls == [] and metadata._calls == []


def test_closing_a_request_while_eight_threads_use_it(frees: List[Tuple[str, int]]) -> None:
    # Every call either completes or raises ClosedHandleError; the request is freed once, after
    # the calls in flight.
    for run in range(10):
        request = PaymentRequest("session", 1)
        barrier = threading.Barrier(9)
        outcomes: List[str] = []

        def worker() -> None:
            barrier.wait()
            try:
                while True:
                    request["cardNumber"] = "4111111111111111"
                    assert request.unmasked_value("cardNumber") == "4111111111111111"
            except ClosedHandleError:
                outcomes.append("closed")
            except BaseException as exc:  # pragma: no cover
                outcomes.append(f"unexpected {exc!r}")

        threads = [threading.Thread(target=worker) for _ in range(8)]
        for t in threads:
            t.start()
        barrier.wait()
        time.sleep(0.001 * (run % 5))
        request.close()
        for t in threads:
            t.join()
        assert outcomes == ["closed"] * 8
    assert [name for name, _ in frees] == ["PaymentRequest"] * 10
