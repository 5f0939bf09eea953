"""Shared machinery: status checking, returned buffers, owned handles."""

from __future__ import annotations

import datetime
import json
import threading
from ctypes import byref, c_char_p, c_int, c_size_t, c_void_p, sizeof, string_at
from typing import Any, Callable, ClassVar, Dict, List, Optional, Tuple, Type, TypeVar, Union

from . import _ffi
from ._errors import ARGUMENT_NAMES, ArgumentError, PaySealError, error_class_for_status
from ._raw import PAYSEAL_E_ARGUMENT

_lib = _ffi.lib
_T = TypeVar("_T")
_as_c_char_p = c_char_p.from_buffer  # a c_void_p's pointer read as a char * (no copy, no foreign call)


def raise_for_status(status: int) -> None:
    """Raise the PaySealError subclass for a failed call; do nothing for PAYSEAL_OK.

    Must be called right after the failing C call, on the same thread, before any other
    PaySeal call: it reads that thread's ``payseal_last_error()``.
    """
    if status == 0:
        return
    raw_message = _lib.payseal_last_error()
    raw_subject = _lib.payseal_last_error_subject()
    raw_detail = _lib.payseal_last_error_detail()
    raw_name = _lib.payseal_status_name(status)
    subject = raw_subject.decode("utf-8", "replace") if raw_subject else ""
    detail = raw_detail.decode("utf-8", "replace") if raw_detail else ""
    if subject:
        message = python_subject(subject) + " " + detail
    else:
        message = raw_message.decode("utf-8", "replace") if raw_message else ""
    name = raw_name.decode("ascii", "replace") if raw_name else f"PAYSEAL_STATUS_{status}"
    error = error_class_for_status(status)(name, message, status)
    error.subject = subject or None
    raise error


def python_subject(subject: str) -> str:
    """A failure's subject key (``payseal_last_error_subject``) as a Python message begins with it:
    the argument by its Python name (``ARGUMENT_NAMES``, generated from Include/payseal_results.json),
    then ``"member"`` or ``[index]`` as in the C wording."""
    cut = min((i for i in (subject.find("."), subject.find("[")) if i >= 0), default=len(subject))
    argument, rest = subject[:cut], subject[cut:]
    name = ARGUMENT_NAMES.get(argument, argument)
    if rest.startswith("."):
        return f'{name} "{rest[1:]}"'
    return name + rest


class ClosedHandleError(ArgumentError):
    """A key or builder was used after ``close()`` (or after its ``with`` block).

    Raised by the binding before any C call (the C handle is already freed), with
    ``status_name`` ``"PAYSEAL_E_ARGUMENT"`` - the status the C library gives for a NULL handle.
    """

    def __init__(self, what: str) -> None:
        super().__init__("PAYSEAL_E_ARGUMENT", f"{what} is closed", PAYSEAL_E_ARGUMENT)
        self.what = what

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        return (type(self), (self.what,))


def take_buffer(ptr: c_void_p, length: int) -> bytes:
    """Copy ``length`` bytes of a library-allocated buffer, then wipe and free it."""
    if not ptr.value:
        if length:
            raise PaySealError("PAYSEAL_E_UNKNOWN", "library returned NULL with a non-zero length", -1)
        return b""
    try:
        return string_at(ptr.value, length)
    finally:
        _lib.payseal_free(ptr)
        ptr.value = None


def take_text(ptr: c_void_p, length: int) -> bytes:
    """:func:`take_buffer` for a text output (UTF-8 or JSON, never a NUL inside), copied as
    :func:`take_c_string` copies, cheaper than by string_at; its length checked against the one
    the library gave."""
    if not ptr.value:
        return take_buffer(ptr, length)
    text = take_c_string(ptr)
    if len(text) != length:
        raise PaySealError("PAYSEAL_E_UNKNOWN", "library returned a text whose length is not the one it gave", -1)
    return text


def take_c_string(ptr: c_void_p) -> bytes:
    """Copy a library-allocated NUL-terminated string, then wipe and free it."""
    if not ptr.value:
        return b""
    try:
        # The pointer read as a char *: its value is copied up to the NUL by ctypes itself, where
        # string_at is one more foreign call (about twice the time).
        return _as_c_char_p(ptr).value or b""
    finally:
        _lib.payseal_free(ptr)
        ptr.value = None


def call_returning_buffer(fn: Callable[..., int], *args: Any, take: Callable[[c_void_p, int], bytes] = take_buffer) -> bytes:
    """Call ``fn(*args, char **out, size_t *out_len)`` and return the buffer's bytes (copied by
    ``take``: :func:`take_text` for a text output)."""
    out = c_void_p()
    out_len = c_size_t()
    status = fn(*args, byref(out), byref(out_len))
    if status != 0:
        raise_for_status(status)
    return take(out, out_len.value)


def call_returning_text(fn: Callable[..., int], *args: Any) -> str:
    return call_returning_buffer(fn, *args, take=take_text).decode("utf-8")


def to_c_string(value: object, what: str) -> bytes:
    """A ``str`` as a NUL-terminated UTF-8 C string argument.

    Lone surrogates are passed through (``surrogatepass``) so that the library itself
    rejects the invalid UTF-8 with PAYSEAL_E_ARGUMENT.  An embedded NUL would silently
    truncate the string on the C side, so it is rejected here with ArgumentError.
    """
    if not isinstance(value, str):
        raise TypeError(f"{what} must be str, not {type(value).__name__}")
    data = value.encode("utf-8", "surrogatepass")
    if b"\x00" in data:
        raise ArgumentError("PAYSEAL_E_ARGUMENT", f"{what} contains a NUL character", 1)
    return data


BytesLike = Union[bytes, bytearray, memoryview]

#: What every JSON argument accepts: its text (``str``), its UTF-8 bytes, or the parsed value
#: (a dict or a list, as ``json.loads`` or ``requests``' ``.json()`` return it).
JSONInput = Union[str, bytes, bytearray, memoryview, Dict[str, Any], List[Any]]

#: "Today" for expiry dates: a :class:`datetime.date` (its year and month), a ``(year, month)``
#: pair, or ``None`` for the system clock (UTC).
Today = Union[datetime.date, Tuple[int, int], None]


def json_bytes(value: object, what: str) -> bytes:
    """The UTF-8 JSON text of a :data:`JSONInput` argument (a dict or list is serialized compactly)."""
    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if isinstance(value, (str, bytes, bytearray, memoryview)):
        return to_bytes(value, what)
    raise TypeError(f"{what} must be JSON text (str or bytes) or a dict or list, not {type(value).__name__}")


# The ranges of the C parameters' types. ctypes converts a Python int to a C int or size_t modulo
# 2**bits (2**32 + 200 arrives as 200), and the C extension refuses what does not fit with
# OverflowError: every path checks here first, so both refuse the same values the same way.
INT_MIN = -(1 << (8 * sizeof(c_int) - 1))
INT_MAX = (1 << (8 * sizeof(c_int) - 1)) - 1
SIZE_MAX = (1 << (8 * sizeof(c_size_t))) - 1


def int_argument(value: object, what: str) -> int:
    """``value`` for a C ``int`` parameter: :class:`TypeError` for a non-int (or a bool),
    :class:`OverflowError` outside the C int's range."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be int, not {type(value).__name__}")
    if not INT_MIN <= value <= INT_MAX:
        raise OverflowError(f"{what} {value} does not fit a C int ({INT_MIN} to {INT_MAX})")
    return value


def position_argument(value: object, what: str) -> int:
    """``value`` for a C ``size_t`` position: :class:`TypeError` for a non-int (or a bool),
    :class:`ValueError` when negative, :class:`OverflowError` above ``SIZE_MAX``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be int, not {type(value).__name__}")
    if value < 0:
        raise ValueError(f"{what} is a position in the text (UTF-16 code units, >= 0), not {value}")
    if value > SIZE_MAX:
        raise OverflowError(f"{what} {value} does not fit a C size_t (0 to {SIZE_MAX})")
    return value


def today_pair(today: object) -> Tuple[int, int]:
    """The ``(year, month)`` the C ABI takes for a :data:`Today` argument; ``(0, 0)`` is the clock."""
    if today is None:
        return 0, 0
    if isinstance(today, tuple) and len(today) == 2:  # first: a keystroke's check passes a pair every time
        year, month = today
        if isinstance(year, int) and isinstance(month, int) and not isinstance(year, bool) and not isinstance(month, bool):
            if year == 0 or month == 0:  # (0, 0) is the C ABI's "clock"; Python says None
                raise ValueError("today must be a real year and month; pass None for the system clock")
            if not (INT_MIN <= year <= INT_MAX and INT_MIN <= month <= INT_MAX):
                raise OverflowError(f"today {today!r} does not fit the C ints of a year and a month")
            return year, month  # the library refuses a year outside 1-9999, a month outside 1-12
    elif isinstance(today, datetime.date):  # datetime.datetime is a date too
        return today.year, today.month
    raise TypeError(f"today must be a datetime.date, a (year, month) pair of ints or None, not {today!r}")


def frozen(cls: Type[_T], **values: Any) -> _T:
    """An instance of the frozen dataclass ``cls`` from all of its fields' values, without its
    ``__init__``: a frozen dataclass's ``__init__`` sets each field through
    ``object.__setattr__``, slower than filling the instance's dictionary at once (a card check
    makes four objects per keystroke). For results the library built, whose types need no checking."""
    obj = object.__new__(cls)
    obj.__dict__.update(values)
    return obj


def id_text(value: object, what: str) -> str:
    """An id the Client API writes as a JSON number or string, as the string the C ABI takes."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError(f"{what} must be int or str, not {type(value).__name__}")
    return str(value)
_H = TypeVar("_H", bound="OwnedHandle")


def to_bytes(value: object, what: str, allow_str: bool = True) -> bytes:
    """Bytes for a (pointer, length) argument; ``str`` is encoded as UTF-8."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, (bytearray, memoryview)):
        return bytes(value)
    if allow_str and isinstance(value, str):
        return value.encode("utf-8")
    kinds = "bytes or str" if allow_str else "bytes"
    raise TypeError(f"{what} must be {kinds}, not {type(value).__name__}")


class _Use:
    """What ``OwnedHandle._use()`` returns. A small class rather than ``@contextmanager``: the
    generator machinery cost about 2 microseconds per call, a tenth of an encryption."""

    __slots__ = ("_owner",)

    def __init__(self, owner: "OwnedHandle") -> None:
        self._owner = owner

    def __enter__(self) -> c_void_p:
        return self._owner._enter_use()

    def __exit__(self, *exc_info: object) -> None:
        self._owner._exit_use()


class OwnedHandle:
    """Owns one C handle and frees it exactly once.

    * ``close()`` (or leaving a ``with`` block) frees it deterministically; calling it again
      does nothing.  Afterwards every operation raises :class:`ClosedHandleError`.
    * ``__del__`` frees it when the object is garbage collected (also at interpreter exit:
      the free function is held by the class, not looked up in module globals).
    * Operations hold a use count while the C call runs, so a ``close()`` from another
      thread during a call defers the free until that call returns, instead of freeing
      memory the call is still reading. The C extension (``_speedups.c``: ``enter_use``,
      ``exit_use``) counts its calls' uses in the same list with the same steps: change both
      together.
    * A builder (``_one_thread_at_a_time``: the C header's "one thread at a time" handles,
      :class:`PaymentRequest` and :class:`DeviceMetadata`) also holds its lock ``_serial`` for
      each call, so calls from several threads on one builder run one after the other, where
      racing inside the library would corrupt its memory. Immutable handles take no lock.
    """

    _free_fn: ClassVar[Callable[[Any], None]]
    _what: ClassVar[str] = "handle"
    _one_thread_at_a_time: ClassVar[bool] = False

    _handle: Optional[c_void_p] = None  # class defaults: safe if __init__ failed early
    _closing: bool = False
    _serial: Optional["threading.RLock"] = None  # a builder's lock, held for each call on it

    def _adopt(self, handle: c_void_p) -> None:
        self._lock = threading.Lock()  # taken only to free the handle once
        # One entry per call in flight. ``list.append`` and ``list.pop`` are each one atomic
        # step (the list guards itself), so counting a use takes no lock: a Lock taken on entry
        # and on exit cost about 1.4 microseconds per handle, 4 of a ``prepare``'s 9 in Python.
        self._calls: List[None] = []
        self._closing = False
        if self._one_thread_at_a_time:
            # Reentrant: a call on the builder made while holding it (one thread) does not wait on itself.
            self._serial = threading.RLock()
        self._handle = handle

    def _use(self) -> "_Use":
        """``with self._use() as handle:`` - the handle, counted as in use for the block."""
        return _Use(self)

    def _enter_use(self) -> c_void_p:
        """The handle, counted as in use until the matching :meth:`_exit_use`.

        A use is counted before ``_closing`` is read, and ``close()`` sets ``_closing`` before it
        reads the count: whichever comes second sees the other, so a call never runs on a freed
        handle, and the last of the calls and the close frees it. A builder's call first waits for
        its lock (another thread's call on it)."""
        serial = self._serial
        if serial is not None:
            serial.acquire()
        try:
            calls = self._calls
        except AttributeError:  # never adopted a handle (its constructor failed)
            if serial is not None:
                serial.release()
            raise ClosedHandleError(self._what) from None
        calls.append(None)
        handle = self._handle
        if self._closing or handle is None or not handle.value:
            self._exit_use()
            raise ClosedHandleError(self._what)
        return handle

    def _exit_use(self) -> None:
        calls = self._calls
        calls.pop()
        try:
            if self._closing and not calls:
                self._free_once()
        finally:
            serial = self._serial
            if serial is not None:
                serial.release()

    def _free_once(self) -> None:
        """Free the handle unless another thread did (the last call and ``close()`` may both see
        the count at zero)."""
        with self._lock:
            to_free, self._handle = self._handle, None
        if to_free is not None:
            type(self)._free_fn(to_free)

    @property
    def closed(self) -> bool:
        """True once ``close()`` was called."""
        return self._closing or self._handle is None

    def close(self) -> None:
        """Free the C handle now (idempotent). Further use raises ClosedHandleError."""
        lock = self.__dict__.get("_lock")
        if lock is None:
            return
        with lock:
            if self._closing:
                return
            self._closing = True
        if not self._calls:  # else the last call in flight frees it
            self._free_once()

    def __enter__(self: _H) -> _H:
        if self.closed:
            raise ClosedHandleError(self._what)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:
        # No other reference exists, so no call is in flight and no lock is needed.
        try:
            handle = self.__dict__.get("_handle")
            if handle is not None:
                self._handle = None
                self._closing = True
                if handle.value:
                    type(self)._free_fn(handle)
        except Exception:  # never raise from __del__ (e.g. late in interpreter shutdown)
            pass
