"""Loading libpayseal and declaring its C ABI (Include/payseal.h) for ctypes.

Lookup order (the first library that loads, exports every function and reports
``payseal_abi_version() == 1`` wins):

1. the path in the environment variable ``PAYSEAL_LIBRARY``;
2. ``libpayseal.so`` (``libpayseal.dylib`` on macOS, ``payseal.dll`` on Windows) in this
   package's directory;
3. the system loader: ``ctypes.util.find_library("payseal")``, then the bare file name
   (``LD_LIBRARY_PATH``, the ld.so cache, ...).

If none works, :class:`~payseal.PaySealLibraryNotFound` (an ``ImportError``) lists every
place tried and why it failed.  If ``PAYSEAL_LIBRARY`` is set but unusable and a later
place works, a ``RuntimeWarning`` says so.

Every function of the header gets explicit ``argtypes`` and ``restype``.  Buffers the
library allocates are received through ``c_void_p`` out-parameters (never ``c_char_p``),
so the binding can copy them with :func:`ctypes.string_at` and release them with
``payseal_free``.  Only strings in static or key-owned storage (``payseal_version``,
``payseal_status_name``, ``payseal_last_error``, ``payseal_public_key_id``) use a
``c_char_p`` result, as they must not be freed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
import warnings
from typing import Any, Iterator, List, Optional, Sequence, Tuple

# The header's constants (ABI_VERSION, CEK_BYTES, ..., MAX_PATTERN_NESTING), the payseal_status
# values, the handle classes and PROTOTYPES: generated from Include/payseal.h into _raw.py by
# tools/generate_bindings.py.
from ._raw import *  # noqa: F401,F403  (re-exported: the binding's modules read the constants from _ffi)
from ._raw import (
    ABI_VERSION,
    PROTOTYPES,
    CardBrandsHandle,
    MetadataHandle,
    PaymentRequestHandle,
    PrivateKeyHandle,
    ProductHandle,
    PublicKeyHandle,
    SessionHandle,
)
from ._errors import PaySealLibraryNotFound

__all__ = [
    "ABI_VERSION",
    "LIBRARY_ENV",
    "LIBRARY_FILE_NAME",
    "PROTOTYPES",
    "PublicKeyHandle",
    "PrivateKeyHandle",
    "MetadataHandle",
    "PaymentRequestHandle",
    "SessionHandle",
    "ProductHandle",
    "CardBrandsHandle",
    "load_library",
    "lib",
    "library_path",
]

LIBRARY_ENV = "PAYSEAL_LIBRARY"

if sys.platform == "darwin":
    LIBRARY_FILE_NAME = "libpayseal.dylib"
elif sys.platform in ("win32", "cygwin"):
    LIBRARY_FILE_NAME = "payseal.dll"
else:
    LIBRARY_FILE_NAME = "libpayseal.so"


class _Rejected(Exception):
    """A candidate library loaded but is not usable (missing symbols, wrong ABI)."""


def _declare(cdll: ctypes.CDLL) -> None:
    missing = [name for name in PROTOTYPES if not hasattr(cdll, name)]
    if missing:
        shown = ", ".join(missing[:3]) + (", ..." if len(missing) > 3 else "")
        raise _Rejected(
            f"not a usable PaySeal library: missing {len(missing)} of {len(PROTOTYPES)} functions ({shown})"
        )
    for name, (restype, argtypes) in PROTOTYPES.items():
        fn = getattr(cdll, name)
        fn.restype = restype
        fn.argtypes = argtypes
    abi = cdll.payseal_abi_version()
    if abi != ABI_VERSION:
        raise _Rejected(f"payseal_abi_version() is {abi}, this binding needs {ABI_VERSION}")


def _try_load(target: str) -> ctypes.CDLL:
    cdll = ctypes.CDLL(target)
    _declare(cdll)
    return cdll


def _package_dir() -> str:
    return os.path.dirname(os.path.abspath(__file__))


def load_library(
    env_value: Optional[str] = None,
    package_dir: Optional[str] = None,
    use_system: bool = True,
) -> Tuple[ctypes.CDLL, str]:
    """Find, load and declare libpayseal; return ``(cdll, where)``.

    The arguments exist for tests; by default they are ``os.environ["PAYSEAL_LIBRARY"]``,
    this package's directory and ``True``.  Raises :class:`PaySealLibraryNotFound`.
    """
    if env_value is None:
        env_value = os.environ.get(LIBRARY_ENV, "")
    pkg_dir: str = package_dir if package_dir is not None else _package_dir()

    attempts: List[Tuple[str, str]] = []
    env_failed: Optional[str] = None

    def candidates() -> Iterator[Tuple[str, str]]:
        """(label, target) in lookup order, lazily (find_library only when reached)."""
        if env_value:
            yield f"{LIBRARY_ENV}={env_value}", env_value
        else:
            attempts.append((LIBRARY_ENV, "not set"))
        local = os.path.join(pkg_dir, LIBRARY_FILE_NAME)
        yield local, local
        if use_system:
            label = 'ctypes.util.find_library("payseal")'
            try:
                found = ctypes.util.find_library("payseal")
            except Exception as exc:  # find_library may run external tools
                attempts.append((label, f"failed: {exc}"))
            else:
                if found is None:
                    attempts.append((label, "found nothing"))
                else:
                    yield f"{label} -> {found}", found
            yield f"system loader: {LIBRARY_FILE_NAME}", LIBRARY_FILE_NAME

    for label, target in candidates():
        # A path that does not exist gets a plain reason rather than the loader's message.
        if os.sep in target and not os.path.exists(target):
            why = "no such file"
        else:
            try:
                cdll = _try_load(target)
            except (OSError, _Rejected) as exc:
                why = str(exc) or type(exc).__name__
            else:
                if env_failed is not None:
                    warnings.warn(
                        f"{LIBRARY_ENV} is set but unusable ({env_failed}); using {label}",
                        RuntimeWarning,
                        stacklevel=3,
                    )
                return cdll, (target if os.sep in target else label)
        attempts.append((label, why))
        if label.startswith(LIBRARY_ENV + "="):
            env_failed = why
    raise PaySealLibraryNotFound(attempts)


lib: Any
library_path: str
lib, library_path = load_library()


def declared(name: str) -> Tuple[Any, Sequence[Any]]:
    """``(restype, argtypes)`` as set on the loaded library's function ``name`` (for tests)."""
    fn = getattr(lib, name)
    return fn.restype, fn.argtypes
