"""Threads: keys shared by threads that encrypt and decrypt at once, and a key closed while other
threads encrypt with it.
"""

from __future__ import annotations

import threading
import time
from typing import List, Tuple

from api_helpers import NON_ASCII, _api2048

from payseal import ClosedHandleError, PrivateKey, PublicKey


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


def test_close_while_other_threads_encrypt(frees: List[Tuple[str, int]]) -> None:
    key = PublicKey.from_client_api(_api2048())
    pointer = key._handle.value
    started = threading.Barrier(4)
    outcomes: List[str] = []
    lock = threading.Lock()

    def worker() -> None:
        started.wait()
        count = 0
        try:
            while True:
                key.encrypt(b"x" * 1000)
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
    assert frees == [("PublicKey", pointer)]
