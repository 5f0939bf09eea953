"""How the binding finds libpayseal: PAYSEAL_LIBRARY, the package directory, the system loader; what it
refuses (non-libraries, foreign libraries, another ABI version) and how a failed import reports every
place it looked.
"""

from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from payseal import PaySealLibraryNotFound, _ffi


def test_lookup_failure_lists_every_place(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "libpayseal.so"
    with pytest.raises(PaySealLibraryNotFound) as info:
        _ffi.load_library(env_value=str(missing), package_dir=str(tmp_path), use_system=False)
    err = info.value
    assert isinstance(err, ImportError)
    wheres = [where for where, _ in err.attempts]
    assert wheres[0] == f"PAYSEAL_LIBRARY={missing}"
    assert wheres[1] == str(tmp_path / _ffi.LIBRARY_FILE_NAME)
    assert all(why == "no such file" for _, why in err.attempts)
    assert str(missing) in str(err) and str(tmp_path / _ffi.LIBRARY_FILE_NAME) in str(err)


def test_lookup_rejects_non_libraries_and_foreign_libraries(tmp_path: Path) -> None:
    junk = tmp_path / "junk.so"
    junk.write_bytes(b"this is not an ELF file")
    with pytest.raises(PaySealLibraryNotFound) as info:
        _ffi.load_library(env_value=str(junk), package_dir=str(tmp_path), use_system=False)
    assert info.value.attempts[0][1] not in ("", "no such file")

    libc = ctypes.util.find_library("c")
    if libc is None:
        pytest.skip("no libc found to play a foreign library")
    with pytest.raises(PaySealLibraryNotFound) as info:
        _ffi.load_library(env_value=libc, package_dir=str(tmp_path), use_system=False)
    assert "not a usable PaySeal library: missing" in info.value.attempts[0][1]
    assert "payseal_version" in info.value.attempts[0][1]


def test_lookup_checks_the_abi_version(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(_ffi, "ABI_VERSION", 2)
    with pytest.raises(PaySealLibraryNotFound) as info:
        _ffi.load_library(env_value=_ffi.library_path, package_dir=str(tmp_path), use_system=False)
    assert "payseal_abi_version() is 1, this binding needs 2" in str(info.value)


def test_lookup_falls_back_to_the_package_directory_with_a_warning(tmp_path: Path) -> None:
    if not os.path.isfile(_ffi.library_path):
        pytest.skip("the library was loaded by name, not by path")
    (tmp_path / _ffi.LIBRARY_FILE_NAME).symlink_to(os.path.abspath(_ffi.library_path))
    with pytest.warns(RuntimeWarning, match="PAYSEAL_LIBRARY is set but unusable"):
        cdll, where = _ffi.load_library(
            env_value=str(tmp_path / "missing.so"), package_dir=str(tmp_path), use_system=False
        )
    assert where == str(tmp_path / _ffi.LIBRARY_FILE_NAME)
    assert cdll.payseal_abi_version() == 1


def test_import_fails_cleanly_without_a_library(tmp_path: Path) -> None:
    env = dict(os.environ, PAYSEAL_LIBRARY="/nonexistent/libpayseal.so")
    proc = subprocess.run(
        [sys.executable, "-c", "import payseal"], env=env, cwd=str(tmp_path), capture_output=True, text=True
    )
    if proc.returncode == 0:
        pytest.skip("a libpayseal next to the package or on the system loader's path was found")
    assert "PaySealLibraryNotFound" in proc.stderr
    assert "PAYSEAL_LIBRARY=/nonexistent/libpayseal.so: no such file" in proc.stderr
