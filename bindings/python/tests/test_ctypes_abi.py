"""The C ABI as the binding declares and calls it: every function of Include/payseal.h declared with
matching types, the ABI and library versions, and the raw C contract through ctypes (out-parameters
reset on failure, NULL handles refused, returned buffers NUL-terminated).
"""

from __future__ import annotations

import ctypes
import re
from ctypes import byref, c_size_t, c_void_p
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from conftest import HEADER

import payseal
from payseal import PrivateKey, PublicKey, _ffi


def _header_prototypes() -> Dict[str, Tuple[str, List[str]]]:
    text = HEADER.read_text("utf-8")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    text = re.sub(r"\s+", " ", text)
    found: Dict[str, Tuple[str, List[str]]] = {}
    for match in re.finditer(r"([A-Za-z_][\w\s\*]*?)\b(payseal_\w+)\s*\(([^;{}]*?)\)\s*;", text):
        ret, name, params = match.group(1).strip(), match.group(2), match.group(3).strip()
        if ret.startswith("typedef"):
            continue
        args = [] if params in ("", "void") else [p.strip() for p in params.split(",")]
        found[name] = (ret, args)
    return found


@pytest.mark.skipif(not HEADER.exists(), reason="Include/payseal.h is not in this checkout")
def test_every_header_function_is_declared() -> None:
    protos = _header_prototypes()
    assert len(protos) >= 26
    assert set(protos) == set(_ffi.PROTOTYPES), "binding and header disagree on the function list"
    for name, (ret, args) in protos.items():
        restype, argtypes = _ffi.declared(name)
        assert argtypes is not None and len(argtypes) == len(args), name
        if ret == "payseal_status" or ret == "int":
            assert restype is ctypes.c_int, name
        elif ret == "void":
            assert restype is None, name
        elif ret == "const char *" or ret == "const char*":
            assert restype is ctypes.c_char_p, name  # static or key-owned: never freed
        else:
            raise AssertionError(f"unexpected return type {ret!r} of {name}")
        for decl, argtype in zip(args, argtypes):
            if decl.count("*") == 2:
                # out-parameters: a buffer to free (c_void_p) or a handle, never c_char_p
                assert argtype._type_ is not ctypes.c_char_p, (name, decl)
                assert issubclass(argtype._type_, c_void_p), (name, decl)
            elif "size_t *" in decl:
                assert argtype is ctypes.POINTER(c_size_t), (name, decl)
            elif "size_t" in decl:
                assert argtype is c_size_t, (name, decl)


def test_abi_and_version() -> None:
    assert _ffi.lib.payseal_abi_version() == payseal.ABI_VERSION == 1
    assert re.match(r"^\d+\.\d+\.\d+", payseal.library_version())
    # The binding, its package metadata and the library all carry the header's PAYSEAL_VERSION_STRING.
    assert payseal.library_version() == payseal.__version__ == _ffi.VERSION_STRING
    assert payseal.status_name(7) == "PAYSEAL_E_DECRYPT"
    assert payseal.status_name(12345) == "PAYSEAL_E_UNKNOWN"
    assert (Path(payseal.__file__).parent / "py.typed").exists()


def test_failures_reset_out_parameters(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    lib = _ffi.lib
    out, out_len = c_void_p(0x1234), c_size_t(99)
    with priv._use() as handle:
        assert lib.payseal_jwe_decrypt(handle, b"a.b.c", 5, byref(out), byref(out_len)) == 5
    assert out.value is None and out_len.value == 0
    out, out_len = c_void_p(0x1234), c_size_t(99)
    with pub._use() as handle:
        assert lib.payseal_jwe_encrypt(handle, None, 1, byref(out), byref(out_len)) == 1
    assert out.value is None and out_len.value == 0
    handle_out = _ffi.PublicKeyHandle(0x1234)
    assert lib.payseal_public_key_parse(b"zz", 2, None, byref(handle_out)) == 2
    assert handle_out.value is None
    fields, meta = c_void_p(0x1234), c_void_p(0x5678)
    assert lib.payseal_prepare(None, None, None, byref(fields), byref(meta)) == 1
    assert fields.value is None and meta.value is None


def test_null_handles_are_argument_errors_not_crashes() -> None:
    lib = _ffi.lib
    out, out_len = c_void_p(), c_size_t()
    assert lib.payseal_jwe_encrypt(None, b"x", 1, byref(out), byref(out_len)) == 1
    assert lib.payseal_jwe_decrypt(None, b"x", 1, byref(out), byref(out_len)) == 1
    assert lib.payseal_metadata_set(None, b"a", b"b") == 1
    assert lib.payseal_metadata_json(None, byref(out), byref(out_len)) == 1
    assert lib.payseal_payment_request_set_value(None, b"a", b"b") == 1
    assert lib.payseal_payment_request_set_tokenize(None, 1) == 1
    assert lib.payseal_public_key_bits(None) == 0
    assert lib.payseal_public_key_id(None) is None
    for free in ("payseal_free", "payseal_public_key_free", "payseal_private_key_free",
                 "payseal_metadata_free", "payseal_payment_request_free"):
        getattr(lib, free)(None)
    assert lib.payseal_last_error()  # the last failure's message


def test_returned_buffers_are_nul_terminated(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    lib = _ffi.lib
    out, out_len = c_void_p(), c_size_t()
    with pub._use() as handle:
        assert lib.payseal_jwe_encrypt(handle, b"abc", 3, byref(out), byref(out_len)) == 0
    try:
        raw = ctypes.string_at(out.value, out_len.value + 1)
    finally:
        lib.payseal_free(out)
    assert raw[-1] == 0 and b"\x00" not in raw[:-1]
    token = raw[:-1]
    out, out_len = c_void_p(), c_size_t()
    with priv._use() as handle:
        assert lib.payseal_jwe_decrypt(handle, token, len(token), byref(out), byref(out_len)) == 0
    try:
        assert ctypes.string_at(out.value, out_len.value + 1) == b"abc\x00"
    finally:
        lib.payseal_free(out)
