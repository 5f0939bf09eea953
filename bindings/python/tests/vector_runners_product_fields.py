"""The runner of Vectors/product-field-check.*.json through the binding: each value of `typed`, key by
key, has the pinned state and messageKey after each key, read masked and unmasked; invalid cases
fail with their status."""

from __future__ import annotations

from typing import Any, Dict

from payseal import Product, utf16_offset

from vector_inputs import _NO_RESULT, outcome


def run_product_field_check(case: Dict[str, Any]) -> None:
    with Product(case["product"]) as product:
        today = tuple(case["today"])
        if case["result"] == "invalid":
            got = outcome(case, lambda: product.check(case["field"], case["value"], today=today))
            assert got is _NO_RESULT
            return
        field = product.field(case["field"])
        for typed in case["typed"]:
            left = typed.get("left") or ""
            previous = ""
            for index, step in enumerate(typed["steps"]):
                state, key, text = step.split(" ", 2)
                if index > 0:  # the text after one more key typed at the end, through the field's editor
                    caret = utf16_offset(previous, len(previous))
                    edited = field.edit(previous, caret, caret, typed["keys"][index - 1]).text
                    assert edited == text, f"{typed['keys']} after {index} keys: typed {edited!r}, expected {text!r}"
                previous = text
                if index < len(left):
                    settled = field.check(text, today=today, final=True)
                    got_left = ({"valid": "v", "invalid": "x"}.get(settled.state, "?"),
                                settled.error.message_key if settled.error else "-")
                    assert got_left == (left[index], key), f"{typed['keys']} after {index} keys, left: got {got_left}"
                # Unmasked too, where the mask writes the text as it is (not a year digit held past it).
                forms = [text] if field.mask and field.mask.format(text) != text else \
                    [text, field.mask.unformat(text) if field.mask else text]
                for form in forms:
                    check = field.check(form, today=today)
                    got = (check.state, check.error.message_key if check.error else "-")
                    assert got == (state, key), f"{typed['keys']} after {index} keys, {form!r}: got {got}, expected {(state, key)}"
