"""The Pythonic API over the real library: errors, handle lifetime, threads, round trips."""

from __future__ import annotations

import base64
import ctypes
import ctypes.util
import functools
import gc
import json
import os
import pickle
import re
import subprocess
import sys
import threading
import time
import weakref
from ctypes import byref, c_size_t, c_void_p
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import pytest

from conftest import HEADER, KEY_SIZES, key_files

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
    PaySealLibraryNotFound,
    PreparedPaymentRequest,
    PrivateKey,
    PublicKey,
    _ffi,
)
from payseal._errors import STATUS_NAMES, error_class_for_status

NON_ASCII = "Zahlung ✓ 日本 €"
UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def header_of(token: str) -> Dict[str, Any]:
    return json.loads(unb64u(token.split(".")[0]))


def int_b64u(value: int) -> str:
    return b64u(value.to_bytes((value.bit_length() + 7) // 8, "big"))


@pytest.fixture(scope="module")
def rsa2048_numbers() -> Tuple[int, int]:
    """(n, e) of the 2048-bit test key, read with pyca/cryptography."""
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(key_files(2048)["private_pem"].encode(), password=None)
    numbers = private.public_key().public_numbers()
    return numbers.n, numbers.e


# ------------------------------------------------------------------------------------------
# The ABI declarations
# ------------------------------------------------------------------------------------------


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
    assert payseal.status_name(7) == "PAYSEAL_E_DECRYPT"
    assert payseal.status_name(12345) == "PAYSEAL_E_UNKNOWN"
    assert (Path(payseal.__file__).parent / "py.typed").exists()


# ------------------------------------------------------------------------------------------
# Library lookup
# ------------------------------------------------------------------------------------------


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


# ------------------------------------------------------------------------------------------
# One exception class per status family, each from a real bad input
# ------------------------------------------------------------------------------------------


def _pem2048() -> str:
    return key_files(2048)["private_pem"]


def _api2048() -> str:
    return key_files(2048)["client_api"]


@functools.lru_cache(maxsize=None)
def _token2048() -> str:
    with PublicKey.from_client_api(_api2048()) as key:
        return key.encrypt(b"secret")


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


# ------------------------------------------------------------------------------------------
# The raw C contract as seen through ctypes
# ------------------------------------------------------------------------------------------


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


# ------------------------------------------------------------------------------------------
# Handle lifetime: context managers, close(), garbage collection, interpreter exit
# ------------------------------------------------------------------------------------------


@pytest.fixture
def frees(monkeypatch: pytest.MonkeyPatch) -> List[Tuple[str, int]]:
    """Record every handle free (class name, pointer) while still freeing for real."""
    gc.collect()  # garbage from earlier tests must not be counted here
    calls: List[Tuple[str, int]] = []
    for cls in (PublicKey, PrivateKey, DeviceMetadata, PaymentRequest):
        real = cls._free_fn

        def recorder(handle: Any, _real: Any = real, _name: str = cls.__name__) -> None:
            calls.append((_name, handle.value))
            _real(handle)

        monkeypatch.setattr(cls, "_free_fn", staticmethod(recorder))
    return calls


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


def test_closed_builders_and_keys_refused_by_prepare(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
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


# ------------------------------------------------------------------------------------------
# Threads
# ------------------------------------------------------------------------------------------


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


# ------------------------------------------------------------------------------------------
# Round trips and keys
# ------------------------------------------------------------------------------------------

PAYMENT_JSON = json.dumps(
    {
        "clientSessionId": "0f3e6c8a2b7d4e19a5c1f0b2d3e4a5b6",
        "nonce": "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
        "paymentProductId": 1,
        "paymentValues": [
            {"key": "cardNumber", "value": "4567350000427977"},
            {"key": "cardholderName", "value": "Zoë Müller-Łukasiewicz"},
            {"key": "cvv", "value": "123"},
            {"key": "expiryDate", "value": "1230"},
        ],
    },
    ensure_ascii=False,
    separators=(",", ":"),
)

PLAINTEXTS = [b"", b"\x00", bytes(range(256)), NON_ASCII, PAYMENT_JSON]


@pytest.mark.parametrize("bits", KEY_SIZES)
def test_round_trips(bits: int) -> None:
    files = key_files(bits)
    with PublicKey.from_client_api(files["client_api"]) as pub, PrivateKey.parse(files["private_pem"]) as priv:
        assert pub.bits == bits
        assert pub.key_id == f"payseal-test-rsa-{bits}"
        for plaintext in PLAINTEXTS:
            token = pub.encrypt(plaintext)
            assert isinstance(token, str) and token.count(".") == 4
            assert header_of(token) == {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": pub.key_id}
            expected = plaintext.encode("utf-8") if isinstance(plaintext, str) else plaintext
            assert priv.decrypt(token) == expected
            assert priv.decrypt(token.encode("ascii")) == expected
        assert pub.encrypt(NON_ASCII) != pub.encrypt(NON_ASCII)  # fresh randomness
    assert len(PAYMENT_JSON.encode()) >= 250


def test_non_ascii_plaintext_is_utf8(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    assert priv.decrypt(pub.encrypt(NON_ASCII)).decode("utf-8") == NON_ASCII


def test_largest_plaintext_and_buffer_inputs(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    big = os.urandom(payseal.MAX_PLAINTEXT)
    assert priv.decrypt(pub.encrypt(big)) == big
    assert priv.decrypt(pub.encrypt(bytearray(b"abc"))) == b"abc"
    assert priv.decrypt(memoryview(pub.encrypt(memoryview(b"abc")).encode())) == b"abc"


def test_encrypt_kat(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    pub, priv = keys2048
    cek, iv, seed = bytes(range(64)), bytes(range(16)), bytes(range(20))
    first = pub.encrypt_kat(NON_ASCII, cek, iv, seed)
    assert first == pub.encrypt_kat(NON_ASCII.encode(), cek, iv, seed)
    assert priv.decrypt(first) == NON_ASCII.encode()
    assert unb64u(first.split(".")[2]) == iv
    for bad in ((cek[:63], iv, seed), (cek, iv + b"x", seed), (cek, iv, seed[:19])):
        with pytest.raises(ArgumentError, match="must be"):
            pub.encrypt_kat(b"x", *bad)


def test_public_key_formats_and_key_ids() -> None:
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(_pem2048().encode(), password=None)
    public = private.public_key()
    enc, fmt = serialization.Encoding, serialization.PublicFormat
    spki_der = public.public_bytes(enc.DER, fmt.SubjectPublicKeyInfo)
    numbers = public.public_numbers()
    jwk = {"kty": "RSA", "n": int_b64u(numbers.n), "e": int_b64u(numbers.e), "kid": "from-jwk"}
    inputs = [
        spki_der,
        public.public_bytes(enc.DER, fmt.PKCS1),
        public.public_bytes(enc.PEM, fmt.SubjectPublicKeyInfo),
        public.public_bytes(enc.PEM, fmt.PKCS1).decode(),
        base64.b64encode(spki_der),
        json.dumps(jwk),
    ]
    with PrivateKey.parse(_pem2048()) as priv:
        for data in inputs:
            with PublicKey.parse(data) as key:
                assert key.bits == 2048
                expected_kid = "from-jwk" if isinstance(data, str) and data.startswith("{") else None
                assert key.key_id == expected_kid
                token = key.encrypt(b"fmt")
                assert header_of(token).get("kid") == expected_kid
                assert ("kid" in header_of(token)) == (expected_kid is not None)
                assert priv.decrypt(token) == b"fmt"
            with PublicKey.parse(data, key_id="explicit") as key:
                assert key.key_id == "explicit"
    assert "bits=2048" in repr(PublicKey.parse(spki_der))


def test_kid_is_json_escaped(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    _, priv = keys2048
    kid = 'a"b\\c/é日'
    with PublicKey.from_client_api(json.dumps({"keyId": kid, "publicKey": json.loads(_api2048())["publicKey"]})) as key:
        assert key.key_id == kid
        token = key.encrypt(b"k")
    raw_header = unb64u(token.split(".")[0])
    assert raw_header == ('{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":' + json.dumps(kid, ensure_ascii=False) + "}").encode()
    assert json.loads(raw_header)["kid"] == kid
    assert priv.decrypt(token) == b"k"


def test_client_api_accepts_the_decoded_json_object(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    _, priv = keys2048
    api = json.loads(_api2048())  # what requests.get(...).json() returns
    for given in (api, dict(api, keyId='a"b\\c/é日'), _api2048(), _api2048().encode()):
        with PublicKey.from_client_api(given) as key:
            assert key.bits == 2048
            assert key.key_id == (given["keyId"] if isinstance(given, dict) else api["keyId"])
            assert priv.decrypt(key.encrypt(b"dict")) == b"dict"
    with pytest.raises(JSONError):
        PublicKey.from_client_api({"keyId": 1, "publicKey": api["publicKey"]})
    with pytest.raises(ValueError):
        PublicKey.from_client_api({"keyId": "k", "publicKey": float("nan")})
    with pytest.raises(TypeError):
        PublicKey.from_client_api(["not", "an", "object"])  # type: ignore[arg-type]


def test_kid_with_a_control_character_is_refused() -> None:
    public_key = json.loads(_api2048())["publicKey"]
    for kid in ["a\nb", "\x01", "a\x00b", "\x7f", "\x85"]:
        with pytest.raises(PaySealError) as caught:
            PublicKey.from_client_api(json.dumps({"keyId": kid, "publicKey": public_key}))
        assert caught.value.status_name == "PAYSEAL_E_JSON"
        assert "control character" in caught.value.message


def test_private_key_formats(keys2048: Tuple[PublicKey, PrivateKey]) -> None:
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    private = serialization.load_pem_private_key(_pem2048().encode(), password=None)
    enc, fmt, none = serialization.Encoding, serialization.PrivateFormat, serialization.NoEncryption()
    pn = private.private_numbers()
    jwk = {
        "kty": "RSA", "n": int_b64u(pn.public_numbers.n), "e": int_b64u(pn.public_numbers.e),
        "d": int_b64u(pn.d), "p": int_b64u(pn.p), "q": int_b64u(pn.q),
        "dp": int_b64u(pn.dmp1), "dq": int_b64u(pn.dmq1), "qi": int_b64u(pn.iqmp),
    }
    pub, _ = keys2048
    token = pub.encrypt(NON_ASCII)
    for data in (
        private.private_bytes(enc.PEM, fmt.PKCS8, none),
        private.private_bytes(enc.PEM, fmt.TraditionalOpenSSL, none).decode(),
        private.private_bytes(enc.DER, fmt.PKCS8, none),
        private.private_bytes(enc.DER, fmt.TraditionalOpenSSL, none),
        json.dumps(jwk),
    ):
        with PrivateKey.parse(data) as key:
            assert key.decrypt(token) == NON_ASCII.encode()
            assert repr(key) == "<PrivateKey>"
            assert pn.d.to_bytes(256, "big").hex()[:16] not in repr(key)


# ------------------------------------------------------------------------------------------
# DeviceMetadata
# ------------------------------------------------------------------------------------------


def test_metadata_defaults_and_mapping() -> None:
    with DeviceMetadata() as m:
        assert m["appIdentifier"] == "UNKNOWN"
        assert m["sdkCreator"] == "PaySeal"
        assert m["sdkIdentifier"] == f"PaySeal/{payseal.library_version()}"
        assert "/" in m["platformIdentifier"]
        assert "ipAddress" not in m
        n = len(m)
        m["zzz"] = "extra"
        m["ipAddress"] = "2001:db8::1"
        m["appIdentifier"] = "com.example.shop"
        m.update({"screenSize": "1170x2532"}, deviceBrand="Acme")
        m.update([("aaa", "second extra")])
        m["zzz"] = "replaced"
        keys = list(m)
        known = ["platformIdentifier", "appIdentifier", "sdkIdentifier", "sdkCreator", "screenSize",
                 "deviceBrand", "deviceType", "ipAddress"]
        assert keys[: len(keys) - 2] == [k for k in known if k in keys]
        assert keys[-2:] == ["zzz", "aaa"]
        assert m["zzz"] == "replaced"
        assert len(m) == len(keys) >= n + 4
        assert m.get("missing") is None and m.get("zzz") == "replaced"
        assert dict(m) == json.loads(m.json())
        assert m == json.loads(m.json())
        assert base64.b64decode(m.encode(), validate=True) == m.json().encode("utf-8")
        with pytest.raises(KeyError):
            m["missing"]
        with pytest.raises(TypeError):
            del m["zzz"]  # type: ignore[attr-defined]


def test_metadata_failed_set_leaves_builder_unchanged() -> None:
    m = DeviceMetadata(appIdentifier="app")
    before = m.json()
    for key, value in (("screenSize", "0x5"), ("ipAddress", "1.2.3"), ("", "v"), ("k", "v" * 4097)):
        with pytest.raises(PaySealError):
            m.set(key, value)
    assert m.json() == before
    while len(m) < payseal.MAX_METADATA_ENTRIES:
        m[f"k{len(m)}"] = "v"
    with pytest.raises(LimitError):
        m["one-too-many"] = "v"
    m["k10"] = "replacing is fine at the limit"
    m.close()


def test_metadata_non_ascii() -> None:
    m = DeviceMetadata({"appIdentifier": NON_ASCII})
    assert m["appIdentifier"] == NON_ASCII
    assert NON_ASCII in base64.b64decode(m.encode()).decode("utf-8")


# ------------------------------------------------------------------------------------------
# PaymentRequest and prepare
# ------------------------------------------------------------------------------------------


def test_payment_payload_shape() -> None:
    request = PaymentRequest("sess ✓", "3012")
    assert request.payment_product_id == 3012 and request.client_session_id == "sess ✓"
    request["cardNumber"] = "4567350000427977"
    request.set_value("expiryDate", "1230")
    request["cardNumber"] = "4111111111111111"  # keeps its first position
    assert request.keys() == ["cardNumber", "expiryDate"] and len(request) == 2 and "cvv" not in request
    assert json.loads(request.payload("n-1")) == {
        "clientSessionId": "sess ✓", "nonce": "n-1", "paymentProductId": 3012,
        "paymentValues": [{"key": "cardNumber", "value": "4111111111111111"},
                          {"key": "expiryDate", "value": "1230"}],
    }
    request.tokenize = True
    request.account_on_file_id = "aof-1"
    assert request.tokenize is True and request.account_on_file_id == "aof-1"
    assert request.payload("n") == (
        '{"clientSessionId":"sess ✓","nonce":"n","paymentProductId":3012,"accountOnFileId":"aof-1",'
        '"tokenize":true,"paymentValues":[{"key":"cardNumber","value":"4111111111111111"},'
        '{"key":"expiryDate","value":"1230"}]}'
    )
    request.tokenize = False
    request.account_on_file_id = None
    payload = json.loads(request.payload("n"))
    assert "tokenize" not in payload and "accountOnFileId" not in payload
    assert PaymentRequest("s", 1).payload("n").endswith('"paymentValues":[]}')
    assert "4111" not in repr(request)
    with pytest.raises(ArgumentError):
        request.account_on_file_id = ""
    assert request.account_on_file_id is None


@pytest.mark.parametrize("bits", KEY_SIZES)
def test_prepare_round_trip(bits: int) -> None:
    files = key_files(bits)
    with PublicKey.from_client_api(files["client_api"]) as key, PrivateKey.parse(files["private_pem"]) as priv:
        request = PaymentRequest("session-" + NON_ASCII, 1)
        request.update({"cardNumber": "4567350000427977", "cardholderName": NON_ASCII})
        request.tokenize = True
        metadata = DeviceMetadata(appIdentifier="com.example.shop", screenSize="1170x2532")
        prepared = request.prepare(key, metadata)
        assert isinstance(prepared, PreparedPaymentRequest)
        assert header_of(prepared.encrypted_fields)["kid"] == key.key_id
        payload = json.loads(priv.decrypt(prepared.encrypted_fields))
        assert UUID_V4.match(payload["nonce"])
        assert payload == json.loads(request.payload(payload["nonce"]))
        assert base64.b64decode(prepared.encoded_client_meta_info, validate=True).decode() == metadata.json()
        default = request.prepare(key)
        assert json.loads(base64.b64decode(default.encoded_client_meta_info))["appIdentifier"] == "UNKNOWN"
        other = json.loads(priv.decrypt(default.encrypted_fields))["nonce"]
        assert other != payload["nonce"]
        with pytest.raises(TypeError):
            request.prepare(priv)  # type: ignore[arg-type]


def test_payment_request_failed_set_leaves_it_unchanged() -> None:
    request = PaymentRequest("s", 1)
    request["cardNumber"] = "4111111111111111"
    before = request.payload("n")
    for key, value in (("", "v"), ("k", "v" * 4097), ("k" * 4097, "v"), ("k", "\ud800")):
        with pytest.raises(PaySealError):
            request.set_value(key, value)
    assert request.payload("n") == before and request.keys() == ["cardNumber"]
    while len(request) < payseal.MAX_PAYMENT_VALUES:
        request[f"k{len(request)}"] = "v"
    with pytest.raises(LimitError):
        request["one-too-many"] = "v"
    request["cardNumber"] = "replacing is fine at the limit"
    assert len(json.loads(request.payload("n"))["paymentValues"]) == payseal.MAX_PAYMENT_VALUES


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


def test_last_error_is_empty_on_a_fresh_thread() -> None:
    with pytest.raises(KeyFormatError):
        PublicKey.parse(b"garbage")
    seen: List[bytes] = []
    thread = threading.Thread(target=lambda: seen.append(_ffi.lib.payseal_last_error()))
    thread.start()
    thread.join()
    assert seen == [b""]
    assert _ffi.lib.payseal_last_error()  # this thread still has its message
