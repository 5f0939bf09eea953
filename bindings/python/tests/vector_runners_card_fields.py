"""The runner of Vectors/card-editing.*.json through the binding, by `op`: mask-delete, pan-delete,
expiry-edit, expiry-delete, cvc-edit ({text, caret}, and truncated and refused where given), brand-info, brands-json, brand-candidates, cvc-mask (JSON)."""

from __future__ import annotations

from typing import Any, Dict

from payseal import Mask, delete_expiry, edit_expiry

from vector_inputs import _NO_RESULT, outcome
from vector_runners_card_input import _card_brands


def _run(case: Dict[str, Any]) -> Any:
    op, start, end = case["op"], case.get("start"), case.get("end")
    if op == "mask-delete":
        return Mask(case["mask"]).delete(case["text"], start, end, case["forward"])
    if op == "expiry-edit":
        return edit_expiry(case["text"], start, end, case["replacement"])
    if op == "expiry-delete":
        return delete_expiry(case["text"], start, end, case["forward"])
    with _card_brands(case) as brands:
        if op == "cvc-edit":
            return brands.edit_cvc(case["text"], start, end, case["replacement"], brand=case["name"])
        if op == "pan-delete":
            return brands.delete_pan(case["text"], start, end, case["forward"])
        if op == "brand-info":
            info = brands.info(case["name"])
            out = {"name": info.name, "panLengths": info.pan_lengths, "cvcLengths": info.cvc_lengths, "format": info.format,
                   "advanceLength": info.advance_length}
            if info.advance_lengths:
                out["advanceLengths"] = info.advance_lengths
            if info.format_by_length:
                out["formatByLength"] = {str(n): groups for n, groups in info.format_by_length.items()}
            return out
        if op == "brands-json":
            return brands.as_json()
        if op == "cvc-mask":
            return brands.cvc_mask(case["name"])
        if op == "brand-candidates":
            return brands.candidates(case["pan"])
    raise AssertionError(f"unknown op {op}")


def run_card_editing(case: Dict[str, Any]) -> None:
    got = outcome(case, lambda: _run(case))
    if got is _NO_RESULT:
        return
    if case["op"] in ("mask-delete", "pan-delete", "expiry-edit", "expiry-delete", "cvc-edit"):
        assert (got.text, got.caret) == (case["expected"]["text"], case["expected"]["caret"])
        for name in ("truncated", "refused"):
            if name in case["expected"]:
                assert getattr(got, name) == case["expected"][name], (name, got)
    else:
        assert got == case["expected"]
