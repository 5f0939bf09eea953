"""The base of the exceptions the payseal package raises, and those that no status stands for.

Every failing C call is turned into one subclass of :class:`PaySealError`, chosen by the
``payseal_status`` it returned (the classes of ``_errors``, generated from the header).  The
message is the calling thread's ``payseal_last_error()``, read right after the failing call on
the same thread.  PaySeal promises that messages never contain key material, plaintext or card
data.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["PaySealError", "PaySealLibraryNotFound"]


class PaySealError(Exception):
    """A PaySeal call failed.

    :ivar status_name: the status name, e.g. ``"PAYSEAL_E_DECRYPT"``.
    :ivar message: the library's message for the failure (``payseal_last_error``).
    :ivar status: the numeric ``payseal_status``.
    :ivar subject: what the failure is about, as a stable key (``payseal_last_error_subject``:
        the C parameter's name, then ``.member`` or ``[index]``), or ``None``.
    """

    #: the status this class stands for (``None`` for the base class)
    STATUS: Optional[int] = None

    def __init__(self, status_name: str, message: str, status: int) -> None:
        super().__init__(status_name, message, status)
        self.status_name = status_name
        self.message = message
        self.status = status
        self.subject: Optional[str] = None

    def __str__(self) -> str:
        if self.message:
            return f"{self.status_name}: {self.message}"
        return self.status_name

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.status_name!r}, {self.message!r}, {self.status!r})"

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:  # keep pickling working
        return (type(self), (self.status_name, self.message, self.status))


class PaySealLibraryNotFound(ImportError):
    """libpayseal could not be loaded from any place the binding looks.

    :ivar attempts: ``(where, why)`` for every place tried, in order.
    """

    def __init__(self, attempts: Sequence[Tuple[str, str]]) -> None:
        self.attempts: List[Tuple[str, str]] = list(attempts)
        lines = ["could not load libpayseal (set PAYSEAL_LIBRARY to its absolute path); tried:"]
        lines += [f"  - {where}: {why}" for where, why in self.attempts]
        super().__init__("\n".join(lines))
