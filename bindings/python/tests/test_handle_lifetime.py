"""Handle lifetime: context managers, close(), closed handles refused, garbage collection and objects
still alive at interpreter exit; each handle freed exactly once (the frees fixture of conftest.py).
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from pathlib import Path
from typing import Any, List, Tuple

import pytest

from api_helpers import _api2048, _pem2048, _token2048

from payseal import ArgumentError, ClosedHandleError, DeviceMetadata, PaymentRequest, PrivateKey, PublicKey


def _make_all() -> List[Any]:
    request = PaymentRequest("s", 1)
    request["cardNumber"] = "4111111111111111"
    return [
        PublicKey.from_client_api(_api2048()),
        PrivateKey.parse(_pem2048()),
        DeviceMetadata(),
        request,
    ]


def _use(obj: Any) -> Any:
    if isinstance(obj, PublicKey):
        return obj.encrypt(b"x")
    if isinstance(obj, PrivateKey):
        return obj.decrypt(_token2048())
    if isinstance(obj, DeviceMetadata):
        return obj.json()
    return obj.payload("n")


def test_context_manager_frees_and_closed_handles_raise(frees: List[Tuple[str, int]]) -> None:
    _token2048()  # made (and its key freed) before counting
    frees.clear()
    for obj in _make_all():
        pointer = obj._handle.value
        with obj as entered:
            assert entered is obj
            _use(obj)
        assert obj.closed
        assert frees[-1] == (type(obj).__name__, pointer)
        with pytest.raises(ClosedHandleError, match=f"{type(obj).__name__} is closed") as info:
            _use(obj)
        assert isinstance(info.value, ArgumentError) and info.value.status_name == "PAYSEAL_E_ARGUMENT"
        obj.close()  # idempotent
        with pytest.raises(ClosedHandleError):
            with obj:
                pass
    assert len(frees) == 4 and len({p for _, p in frees}) == 4


def test_close_is_idempotent_and_del_after_close_does_not_double_free(frees: List[Tuple[str, int]]) -> None:
    key = PublicKey.from_client_api(_api2048())
    key.close()
    key.close()
    del key
    gc.collect()
    assert [name for name, _ in frees] == ["PublicKey"]


def test_closed_builders_and_keys_refused_by_prepare(path: str, keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    # Each way into the library (``path``): the C extension and ctypes check the handles alike.
    pub, _ = keys2048
    request = PaymentRequest("s", 1)
    metadata = DeviceMetadata()
    metadata.close()
    with pytest.raises(ClosedHandleError, match="DeviceMetadata"):
        request.prepare(pub, metadata)
    closed_key = PublicKey.from_client_api(_api2048())
    closed_key.close()
    with pytest.raises(ClosedHandleError, match="PublicKey"):
        request.prepare(closed_key)
    request.close()
    with pytest.raises(ClosedHandleError, match="PaymentRequest"):
        request.prepare(pub)
    with pytest.raises(ClosedHandleError):
        request.tokenize = True
    with pytest.raises(ClosedHandleError):
        request.account_on_file_id = "x"


def test_garbage_collector_frees(frees: List[Tuple[str, int]]) -> None:
    objects = _make_all()
    expected = sorted((type(o).__name__, o._handle.value) for o in objects)
    refs = [weakref.ref(o) for o in objects]
    for o in objects:
        o.cycle = o  # only the cyclic collector can free these
    del objects, o
    gc.collect()
    assert all(r() is None for r in refs)
    assert sorted(frees) == expected


def test_objects_alive_at_interpreter_exit_are_freed_quietly(tmp_path: Path) -> None:
    script = tmp_path / "exit_with_handles.py"
    script.write_text(
        "import sys, payseal\n"
        "api = open(sys.argv[1]).read(); pem = open(sys.argv[2]).read()\n"
        "key = payseal.PublicKey.from_client_api(api)\n"
        "priv = payseal.PrivateKey.parse(pem)\n"
        "meta = payseal.DeviceMetadata(appIdentifier='exit-test')\n"
        "req = payseal.PaymentRequest('s', 1); req['cardNumber'] = '4111111111111111'\n"
        "class Holder: pass\n"
        "h = Holder(); h.me = h; h.key = payseal.PublicKey.from_client_api(api)\n"
        "k2 = payseal.PublicKey.from_client_api(api); k2.me = k2\n"
        "token = key.encrypt('bye')\n"
        "assert priv.decrypt(token) == b'bye'\n"
        "sys.modules['payseal._ffi'].lib = None  # module globals vanish during shutdown\n"
        "print('ok')\n",
        encoding="utf-8",
    )
    from conftest import KEYS_DIR

    proc = subprocess.run(
        [sys.executable, str(script), str(KEYS_DIR / "test-rsa-2048.client-api.json"),
         str(KEYS_DIR / "test-rsa-2048.private.pem")],
        capture_output=True, text=True, env=dict(os.environ), cwd=str(tmp_path),
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"
    assert proc.stderr == ""
