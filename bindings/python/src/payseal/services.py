"""The answers of the Client API's service operations, read without I/O (the requests come from
:meth:`payseal.Session.request` with ``"paymentProductNetworks"``, ``"surchargeCalculation"`` or
``"currencyConversion"``)::

    request = session.request("surchargeCalculation", context, {"cardNumber": "4567 3500 0000 0000"})
    response = requests.request(request.method, request.url, headers=request.headers, data=request.body)
    surcharge = surcharge_calculation(response.status_code, response.content)
    surcharge.surcharges[0].total_amount  # AmountOfMoney(amount=1366, currency_code='EUR')

Each reader takes the HTTP status (200; another raises :class:`~payseal.ArgumentError`: the
request failed) and the body (JSON text, bytes or the parsed dict); a member of the wrong type
raises :class:`~payseal.JSONError`. ``as_dict()`` gives the library's normalized answer: every
member the platform documents, ``None`` when absent, numbers as the server wrote them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Dict, List, Optional

from ._core import JSONInput, _lib, call_returning_text, int_argument, json_bytes, to_c_string

__all__ = ["AmountOfMoney", "CurrencyConversionQuote", "PaymentProductNetworks", "Surcharge", "SurchargeCalculation",
           "currency_conversion", "payment_product_networks", "service_response", "surcharge_calculation"]


def service_response(operation: str, http_status: int, body: JSONInput) -> Dict[str, Any]:
    """The normalized answer to ``operation`` as a dict (keys in the library's order; numbers with
    a fraction as :class:`decimal.Decimal`, never rounded through a float)."""
    http_status = int_argument(http_status, "http_status")
    data = json_bytes(body, "body")
    text = call_returning_text(_lib.payseal_service_response, to_c_string(operation, "operation"), http_status, data, len(data))
    obj: Dict[str, Any] = json.loads(text, parse_float=Decimal)
    return obj


@dataclass(frozen=True)
class AmountOfMoney:
    """An amount in the currency's smallest unit (cents) and its ISO 4217 code."""

    amount: Optional[int]
    currency_code: Optional[str]

    @classmethod
    def _from(cls, obj: Optional[Dict[str, Any]]) -> Optional["AmountOfMoney"]:
        return None if obj is None else cls(obj["amount"], obj["currencyCode"])


@dataclass(frozen=True)
class PaymentProductNetworks:
    """The networks of a product (Apple Pay, Google Pay), such as ``"VISA"``."""

    networks: List[str]
    _json: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def as_dict(self) -> Dict[str, Any]:
        """``{"networks": [...]}``."""
        return dict(self._json)


@dataclass(frozen=True)
class Surcharge:
    """One product's surcharge: ``result`` ``"OK"`` or ``"NO_SURCHARGE"``; ``surcharge_rate``
    the platform's rate details (a dict) or ``None``."""

    payment_product_id: Optional[int]
    result: Optional[str]
    net_amount: Optional[AmountOfMoney]
    surcharge_amount: Optional[AmountOfMoney]
    total_amount: Optional[AmountOfMoney]
    surcharge_rate: Optional[Dict[str, Any]]


@dataclass(frozen=True)
class SurchargeCalculation:
    """The surcharge calculation's answer."""

    surcharges: List[Surcharge]
    _json: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def as_dict(self) -> Dict[str, Any]:
        """``{"surcharges": [{"paymentProductId", "result", "netAmount", "surchargeAmount", "totalAmount", "surchargeRate"}]}``."""
        return dict(self._json)


@dataclass(frozen=True)
class CurrencyConversionQuote:
    """The currency conversion quote: ``result`` ``"Allowed"``, ``"NoRate"``, ...; the amounts and
    ``exchange_rate`` ``None`` without a proposal."""

    dcc_session_id: Optional[str]
    result: Optional[str]
    result_reason: Optional[str]
    base_amount: Optional[AmountOfMoney]
    target_amount: Optional[AmountOfMoney]
    exchange_rate: Optional[Decimal]
    _json: Dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    def as_dict(self) -> Dict[str, Any]:
        """``{"dccSessionId", "result": {...}, "proposal": {...}}``, every member present."""
        return dict(self._json)


def payment_product_networks(http_status: int, body: JSONInput) -> PaymentProductNetworks:
    """Reads the answer to ``"paymentProductNetworks"`` (GET products/{id}/networks)."""
    obj = service_response("paymentProductNetworks", http_status, body)
    return PaymentProductNetworks(list(obj["networks"]), obj)


def surcharge_calculation(http_status: int, body: JSONInput) -> SurchargeCalculation:
    """Reads the answer to ``"surchargeCalculation"`` (POST services/surchargecalculation)."""
    obj = service_response("surchargeCalculation", http_status, body)
    surcharges = [Surcharge(s["paymentProductId"], s["result"], AmountOfMoney._from(s["netAmount"]),
                            AmountOfMoney._from(s["surchargeAmount"]), AmountOfMoney._from(s["totalAmount"]), s["surchargeRate"])
                  for s in obj["surcharges"]]
    return SurchargeCalculation(surcharges, obj)


def currency_conversion(http_status: int, body: JSONInput) -> CurrencyConversionQuote:
    """Reads the answer to ``"currencyConversion"`` (POST services/dccrate)."""
    obj = service_response("currencyConversion", http_status, body)
    result = obj["result"] or {}
    proposal = obj["proposal"] or {}
    rate = proposal.get("rate") or {}
    exchange = rate.get("exchangeRate")
    return CurrencyConversionQuote(obj["dccSessionId"], result.get("result"), result.get("resultReason"),
                                   AmountOfMoney._from(proposal.get("baseAmount")), AmountOfMoney._from(proposal.get("targetAmount")),
                                   None if exchange is None else Decimal(exchange), obj)
