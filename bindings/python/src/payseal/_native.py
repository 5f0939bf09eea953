"""The optional C extension ``payseal._speedups`` (``_speedups.c``), bound to the library the
ctypes loader chose, or ``None`` where the package has no extension (a source tree, a build
without a C compiler): every caller then takes its ctypes path."""

from __future__ import annotations

from ctypes import c_void_p, cast
from typing import Any

from ._ffi import lib

#: The functions the extension calls, in the order ``bind()`` takes their addresses.
BOUND = ("payseal_free", "payseal_prepare", "payseal_card_check", "payseal_card_edit_pan")

speedups: Any  # the module, or None
try:
    from . import _speedups  # type: ignore[attr-defined]
except ImportError:
    speedups = None
else:  # the library's own functions, by address: never a second copy of the library
    _speedups.bind(*(cast(getattr(lib, name), c_void_p).value for name in BOUND))
    speedups = _speedups
