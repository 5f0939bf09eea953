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

from . import _results
from ._core import JSONInput, _lib, call_returning_text, int_argument, json_bytes, to_c_string

__all__ = ["AmountOfMoney", "CurrencyConversionQuote", "PaymentProductNetworks", "Surcharge", "SurchargeCalculation",
           "currency_conversion", "payment_product_networks", "service_response", "surcharge_calculation"]


def service_response(operation: str, http_status: int, body: JSONInput) -> Dict[str, Any]:
    """The normalized answer to ``operation`` as a dict (keys in the library's order; numbers with
    a fraction as :class:`decimal.Decimal`, never rounded through a float)."""
    obj: Dict[str, Any] = json.loads(_answer(operation, http_status, body), parse_float=Decimal)
    return obj


def _answer(operation: str, http_status: int, body: JSONInput) -> str:
    http_status = int_argument(http_status, "http_status")
    data = json_bytes(body, "body")
    return call_returning_text(_lib.payseal_service_response, to_c_string(operation, "operation"), http_status, data, len(data))


@dataclass(frozen=True)
class AmountOfMoney:
    """An amount in the currency's smallest unit (cents) and its ISO 4217 code."""

    amount: Optional[int]
    currency_code: Optional[str]

    @classmethod
    def _of(cls, amount: Optional[_results.AmountOfMoney]) -> Optional["AmountOfMoney"]:
        return None if amount is None else cls(amount.amount, amount.currency_code)


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
    answer = _results.read_service_response_payment_product_networks(_answer("paymentProductNetworks", http_status, body))
    return PaymentProductNetworks(answer.networks, answer._as_json())


def surcharge_calculation(http_status: int, body: JSONInput) -> SurchargeCalculation:
    """Reads the answer to ``"surchargeCalculation"`` (POST services/surchargecalculation)."""
    answer = _results.read_service_response_surcharge_calculation(_answer("surchargeCalculation", http_status, body))
    surcharges = [Surcharge(s.payment_product_id, s.result, AmountOfMoney._of(s.net_amount), AmountOfMoney._of(s.surcharge_amount),
                            AmountOfMoney._of(s.total_amount), None if s.surcharge_rate is None else s.surcharge_rate._as_json())
                  for s in answer.surcharges]
    return SurchargeCalculation(surcharges, answer._as_json())


def currency_conversion(http_status: int, body: JSONInput) -> CurrencyConversionQuote:
    """Reads the answer to ``"currencyConversion"`` (POST services/dccrate)."""
    answer = _results.read_service_response_currency_conversion(_answer("currencyConversion", http_status, body))
    result, proposal = answer.result, answer.proposal
    rate = None if proposal is None else proposal.rate
    return CurrencyConversionQuote(answer.dcc_session_id, None if result is None else result.result,
                                   None if result is None else result.result_reason,
                                   AmountOfMoney._of(None if proposal is None else proposal.base_amount),
                                   AmountOfMoney._of(None if proposal is None else proposal.target_amount),
                                   None if rate is None else rate.exchange_rate, answer._as_json())
