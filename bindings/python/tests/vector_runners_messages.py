"""The runner of Vectors/messages.*.json through the binding, by `op`: message (payseal.message)
and localize (payseal.localize_messages, compared byte for byte)."""

from __future__ import annotations

from typing import Any, Dict

from payseal import localize_messages, message

from vector_inputs import _NO_RESULT, outcome


def run_messages(case: Dict[str, Any]) -> None:
    if case["op"] == "message":
        got = outcome(case, lambda: message(case["key"], case.get("params"), locale=case.get("locale"), catalog=case.get("catalog")))
    else:
        got = outcome(case, lambda: localize_messages(case["json"], case.get("locale"), catalog=case.get("catalog")))
    if got is _NO_RESULT:
        return
    assert got == case["expected"]
