"""Threads: keys shared by threads that encrypt and decrypt at once, and a key closed while other
threads encrypt or prepare with it.
"""

from __future__ import annotations

import threading
import time
from typing import Callable, List, Tuple

import pytest

from api_helpers import NON_ASCII, _api2048
from conftest import use_path

from payseal import ClosedHandleError, PaymentRequest, PrivateKey, PublicKey


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
