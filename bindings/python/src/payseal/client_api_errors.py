"""The error answer of any Client API request, read as the Swift API's ``ClientAPIFailure`` reads
it (``payseal_client_api_error``)::

    response = requests.request(request.method, request.url, headers=request.headers, data=request.body)
    if response.status_code != 200:
        failure = client_api_error(response.status_code, response.content)
        failure.errors[0].id  # 'UNKNOWN_PRODUCT_ID'; failure.error_id to quote to support

A body that is no error body (a proxy's HTML page) gives ``error_id`` ``None`` and ``errors``
``[]``; a member absent or of another type is ``None``. A success status (200-299) or one outside
100-599 raises :class:`~payseal.ArgumentError`; a body over 64 KiB or more than 1024 errors
:class:`~payseal.LimitError`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Union

from . import _results
from ._core import _lib, call_returning_text, int_argument

__all__ = ["APIError", "ClientAPIFailure", "client_api_error"]


@dataclass(frozen=True)
class APIError:
    """One error of the body: the platform's ``code`` (``"1002"``), ``id``
    (``"UNKNOWN_PRODUCT_ID"``), ``category``, ``message`` (English, for logs, not for the
    customer), ``property_name`` (the request property it is about) and ``http_status_code``."""

    code: Optional[str]
    id: Optional[str]
    category: Optional[str]
    message: Optional[str]
    property_name: Optional[str]
    http_status_code: Optional[int]


@dataclass(frozen=True)
class ClientAPIFailure:
    """An HTTP error answer: its status, the platform's ``errorId`` and the errors in order."""

    http_status: int
    error_id: Optional[str]
    errors: List[APIError]
    _json: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def as_dict(self) -> Dict[str, Any]:
        """The library's JSON object: ``{"httpStatus", "errorId", "errors": [{"code", "id",
        "category", "message", "propertyName", "httpStatusCode"}]}``."""
        return dict(self._json)


def client_api_error(http_status: int, body: Union[str, bytes, bytearray]) -> ClientAPIFailure:
    """Reads the error answer ``body`` (text or bytes, as received) of a request answered with
    ``http_status``."""
    http_status = int_argument(http_status, "http_status")
    if isinstance(body, str):
        data = body.encode("utf-8", "surrogatepass")
    elif isinstance(body, (bytes, bytearray)):
        data = bytes(body)
    else:
        raise TypeError(f"body must be str or bytes, not {type(body).__name__}")
    failure = _results.read_client_api_error(call_returning_text(_lib.payseal_client_api_error, http_status, data, len(data)))
    errors = [APIError(e.code, e.id, e.category, e.message, e.property_name, e.http_status_code) for e in failure.errors]
    return ClientAPIFailure(failure.http_status, failure.error_id, errors, failure._as_json())
