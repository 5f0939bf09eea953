"""DeviceMetadata: the encodedClientMetaInfo (also the X-GCS-ClientMetaInfo header)."""

from __future__ import annotations

from ctypes import byref
from typing import Dict, Iterable, Iterator, Mapping, Optional, Tuple, Union

from . import _ffi, _results
from ._core import OwnedHandle, call_returning_text, raise_for_status, to_c_string

__all__ = ["DeviceMetadata"]

_lib = _ffi.lib


class DeviceMetadata(OwnedHandle, Mapping[str, str]):
    """A device-metadata builder, pre-filled with the defaults detected on this system
    (platformIdentifier, appIdentifier "UNKNOWN", sdkIdentifier, sdkCreator, and
    deviceType/deviceBrand where the system tells them).

    Mapping-like: ``m["appIdentifier"] = "com.example.shop"``, ``m.update(...)``,
    ``m["screenSize"]``, ``dict(m)``, ``len(m)``.  Fields cannot be removed.  Reading goes
    through :meth:`json`.  Known keys keep their documented order in the output; other keys
    follow in insertion order.

    Threads: calls on one builder from several threads run one at a time (each waits for the
    call in progress), as on :class:`PaymentRequest`.
    """

    _free_fn = _lib.payseal_metadata_free
    _what = "DeviceMetadata"
    _one_thread_at_a_time = True

    def __init__(
        self,
        fields: Union[Mapping[str, str], Iterable[Tuple[str, str]], None] = None,
        **kwargs: str,
    ) -> None:
        handle = _ffi.MetadataHandle()
        status = _lib.payseal_metadata_new(byref(handle))
        raise_for_status(status)
        self._adopt(handle)
        if fields is not None or kwargs:
            self.update(fields if fields is not None else (), **kwargs)

    def set(self, key: str, value: str) -> None:
        """Set one field (replacing an existing value).  ``screenSize`` must be
        ``"<width>x<height>"`` and ``ipAddress`` an IPv4/IPv6 address.  On failure the
        builder is unchanged."""
        c_key = to_c_string(key, "key")
        c_value = to_c_string(value, "value")
        with self._use() as handle:
            raise_for_status(_lib.payseal_metadata_set(handle, c_key, c_value))

    def __setitem__(self, key: str, value: str) -> None:
        self.set(key, value)

    def update(
        self,
        other: Union[Mapping[str, str], Iterable[Tuple[str, str]]] = (),
        **kwargs: str,
    ) -> None:
        """Set several fields in order (like ``dict.update``).  Each set is atomic; if one
        fails, the ones before it stay set."""
        items: Iterable[Tuple[str, str]]
        if isinstance(other, Mapping):
            items = other.items()
        elif hasattr(other, "keys"):
            items = ((k, other[k]) for k in other.keys())  # type: ignore[index]
        else:
            items = other
        for key, value in items:
            self.set(key, value)
        for key, value in kwargs.items():
            self.set(key, value)

    def json(self) -> str:
        """The metadata JSON (compact; documented key order)."""
        with self._use() as handle:
            return call_returning_text(_lib.payseal_metadata_json, handle)

    def encode(self) -> str:
        """Standard base64 (padded) of :meth:`json`: the ``encodedClientMetaInfo``."""
        with self._use() as handle:
            return call_returning_text(_lib.payseal_metadata_encode, handle)

    def to_dict(self) -> Dict[str, str]:
        """The fields as a dict, in output order."""
        return _results.read_metadata_json(self.json())

    # Mapping protocol (read side)
    def __getitem__(self, key: str) -> str:
        return self.to_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_dict())

    def __len__(self) -> int:
        return len(self.to_dict())

    def __contains__(self, key: object) -> bool:
        return key in self.to_dict()

    def __delitem__(self, key: str) -> None:
        raise TypeError("DeviceMetadata fields cannot be removed (set another value instead)")

    def get(self, key: str, default: Optional[str] = None) -> Optional[str]:  # type: ignore[override]
        return self.to_dict().get(key, default)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self.to_dict() == dict(other.items())
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        if self.closed:
            return "<DeviceMetadata closed>"
        return f"<DeviceMetadata {self.to_dict()!r}>"
