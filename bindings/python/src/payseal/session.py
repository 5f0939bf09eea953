"""Client API requests without I/O: PaySeal builds the request, your HTTP client sends it.

    session = Session(client_session_id, customer_id, client_api_url, asset_url)
    request = session.request("paymentProducts", {"countryCode": "NL", "currencyCode": "EUR",
                                                   "amount": 1000, "isRecurring": False})
    response = requests.request(request["method"], request["url"], headers=request["headers"],
                                data=request["body"])
"""

from __future__ import annotations

import json
from ctypes import byref
from typing import Any, Dict, Mapping, Optional

from . import _ffi
from ._core import OwnedHandle, _lib, call_returning_text, raise_for_status, to_bytes, to_c_string
from .metadata import DeviceMetadata

__all__ = ["Session", "Product"]


class Session(OwnedHandle):
    """A Client API session (the Create Session response). Immutable: share it between threads."""

    _free_fn = _lib.payseal_session_free
    _what = "Session"

    def __init__(self, client_session_id: str, customer_id: str, client_api_url: str, asset_url: str = "") -> None:
        handle = _ffi.SessionHandle()
        raise_for_status(_lib.payseal_session_new(
            to_c_string(client_session_id, "client_session_id"), to_c_string(customer_id, "customer_id"),
            to_c_string(client_api_url, "client_api_url"), to_c_string(asset_url, "asset_url"), byref(handle)))
        self._adopt(handle)

    def request(
        self,
        operation: str,
        context: Optional[Mapping[str, Any]] = None,
        params: Optional[Mapping[str, Any]] = None,
        metadata: Optional[DeviceMetadata] = None,
    ) -> Dict[str, Any]:
        """The HTTP request for an operation ("publicKey", "paymentProducts", "paymentProduct" with
        ``params={"paymentProductId": 1}``, "iinDetails" with ``params={"cardNumber": ...}``):
        ``{"method", "url", "headers": {...}, "body": str or None}``."""
        def encoded(value: Optional[Mapping[str, Any]]) -> Optional[bytes]:
            return None if value is None else to_c_string(json.dumps(value, ensure_ascii=False), "JSON")

        with self._use() as handle:
            if metadata is None:
                text = call_returning_text(_lib.payseal_session_request, handle, to_c_string(operation, "operation"),
                                           encoded(context), encoded(params), None)
            else:
                with metadata._use() as meta:
                    text = call_returning_text(_lib.payseal_session_request, handle, to_c_string(operation, "operation"),
                                               encoded(context), encoded(params), meta)
        return json.loads(text)


class Product(OwnedHandle):
    """A payment product from the Client API's products/{id} response (JSON text, bytes or a
    dict). Immutable: share it between threads. :meth:`json` is the normalized product."""

    _free_fn = _lib.payseal_product_free
    _what = "Product"

    def __init__(self, product: Any) -> None:
        data = json.dumps(product, ensure_ascii=False).encode("utf-8") if isinstance(product, (dict, list)) else to_bytes(product, "product")
        handle = _ffi.ProductHandle()
        raise_for_status(_lib.payseal_product_parse(data, len(data), byref(handle)))
        self._adopt(handle)

    def json(self) -> Dict[str, Any]:
        """``{"id", "fields": [...] (in display order), "accountsOnFile": [... with "label"]}``."""
        with self._use() as handle:
            return json.loads(call_returning_text(_lib.payseal_product_json, handle))
