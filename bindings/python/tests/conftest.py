"""Shared fixtures, and the per-file summary of the known-answer vectors.

Run from the repository root:  PAYSEAL_LIBRARY=/abs/libpayseal.so python -m pytest -q bindings/python/tests
"""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
VECTORS_DIR = Path(os.environ.get("PAYSEAL_VECTORS_DIR", str(REPO_ROOT / "Vectors")))
KEYS_DIR = VECTORS_DIR / "keys"
HEADER = REPO_ROOT / "Include" / "payseal.h"
KEY_SIZES = (2048, 3072, 4096)


def key_files(bits: int) -> Dict[str, str]:
    return {
        "private_pem": (KEYS_DIR / f"test-rsa-{bits}.private.pem").read_text("utf-8"),
        "client_api": (KEYS_DIR / f"test-rsa-{bits}.client-api.json").read_text("utf-8"),
    }


@pytest.fixture(scope="session")
def keys2048():
    """(PublicKey, PrivateKey) for Vectors/keys/test-rsa-2048, shared by the session."""
    import payseal

    files = key_files(2048)
    pub = payseal.PublicKey.from_client_api(files["client_api"])
    priv = payseal.PrivateKey.parse(files["private_pem"])
    yield pub, priv
    pub.close()
    priv.close()


def call_paths() -> Dict[str, List[Tuple[Any, str, Any]]]:
    """For each way into the library of the calls the C extension makes (payseal._speedups, in
    an installed package; ctypes, a source tree or a build without a compiler), the functions
    the package calls: (module, attribute, function)."""
    from payseal import cards, payment

    return {
        "speedups": [(payment, "_prepare_call", payment._prepare_by_speedups), (cards, "_check_call", cards._check_by_speedups),
                     (cards, "_edit_pan_call", cards._edit_pan_by_speedups)],
        "ctypes": [(payment, "_prepare_call", payment._prepare_by_ctypes), (cards, "_check_call", cards._check_by_ctypes),
                   (cards, "_edit_pan_call", cards._edit_pan_by_ctypes)],
    }


def use_path(way: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sends prepare, the card check and the PAN edit one way for the rest of the test."""
    from payseal._native import speedups

    if way == "speedups" and speedups is None:
        pytest.skip("no C extension in this package")
    for module, name, function in call_paths()[way]:
        monkeypatch.setattr(module, name, function)


@pytest.fixture(params=["speedups", "ctypes"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Runs the test once each way (``use_path``)."""
    use_path(request.param, monkeypatch)
    yield request.param


@pytest.fixture
def frees(monkeypatch: pytest.MonkeyPatch) -> List[Tuple[str, int]]:
    """Record every handle free (class name, pointer) while still freeing for real."""
    from payseal import DeviceMetadata, PaymentRequest, PrivateKey, PublicKey

    gc.collect()  # garbage from earlier tests must not be counted here
    calls: List[Tuple[str, int]] = []
    for cls in (PublicKey, PrivateKey, DeviceMetadata, PaymentRequest):
        real = cls._free_fn

        def recorder(handle: Any, _real: Any = real, _name: str = cls.__name__) -> None:
            calls.append((_name, handle.value))
            _real(handle)

        monkeypatch.setattr(cls, "_free_fn", staticmethod(recorder))
    return calls


# ------------------------------------------------------------------------------------------
# Per-file vector summary: "<file>: N passed, M failed, K skipped"
# ------------------------------------------------------------------------------------------

_vector_file_of: Dict[str, str] = {}  # nodeid -> vector file name
_vector_outcome: Dict[str, str] = {}  # nodeid -> passed | failed | skipped


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "vector_file(name): the Vectors/*.json file a test case comes from")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: List[pytest.Item]) -> None:
    for item in items:
        marker = item.get_closest_marker("vector_file")
        if marker is not None:
            _vector_file_of[item.nodeid] = marker.args[0]


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    name = _vector_file_of.get(report.nodeid)
    if name is None:
        return
    previous = _vector_outcome.get(report.nodeid)
    if report.failed:
        _vector_outcome[report.nodeid] = "failed"
    elif report.skipped:
        if previous != "failed":
            _vector_outcome[report.nodeid] = "skipped"
    elif report.when == "call" and report.passed and previous is None:
        _vector_outcome[report.nodeid] = "passed"


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # type: ignore[no-untyped-def]
    if not _vector_outcome:
        return
    counts: Dict[str, Dict[str, int]] = {}
    for nodeid, outcome in _vector_outcome.items():
        per_file = counts.setdefault(_vector_file_of[nodeid], {"passed": 0, "failed": 0, "skipped": 0})
        per_file[outcome] += 1
    terminalreporter.write_sep("-", f"PaySeal vectors ({VECTORS_DIR})")
    for name in sorted(counts):
        c = counts[name]
        terminalreporter.write_line(f"{name}: {c['passed']} passed, {c['failed']} failed, {c['skipped']} skipped")
