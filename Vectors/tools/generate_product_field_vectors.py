#!/usr/bin/env python3
"""Vectors/product-field-check.*.json: every field of the products PaySeal's examples and vectors carry,
typed key by key through its mask, with the as-you-type state (valid, incomplete, invalid) and the
error's messageKey after each key (docs/product-fields.md, "A field as the customer types"). Every
expected value comes from product_field_reference.py (it never calls PaySeal). Deterministic;
standard library plus the `regex` module.

    python3 Vectors/tools/generate_product_field_vectors.py

platform-sdks: the fields of the platform SDKs' product fixtures (the products of
products.platform-sdks.json and of request-validation.platform-sdks.json). constructed: the fields of
examples/*.json, of products.constructed.json, the constructed products of
request-validation.platform-sdks.json, and a product with every validator PaySeal knows.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

import card_input_reference as ref
import product_field_reference as pref
import vectorlib as V
from card_vector_cases import Cases
from product_field_cases import CONSTRUCTED_PRODUCT, keys_for

TODAY = (2026, 11)
NOTES = [
    "Runner: parse `product` (a JSON object: the field as its product has it, in a product of its own), then for "
    "each entry \"<state> <messageKey> <text>\" of `steps` (split at the first two spaces; messageKey - for no error), "
    "the check of the field `field` with that text and `today` must have that state and an error with that "
    "messageKey, for each value of `typed` ({keys, why, steps}). The first entry is the empty field, each "
    "next one the text after one more key of `keys` typed at the end through the field's editor "
    "(payseal_product_field_edit: the field's mask, and in an expiry field whose mask holds MMYY a four-digit year "
    "read as its last two; a key the field refuses leaves the text as it was). The same check of the text without "
    "the mask's literals (payseal_mask_unformat) must answer the same, for each text the mask writes as it is "
    "(payseal_mask_format gives it back; not `12/202`, a year digit held past the mask): a value is read masked or "
    "not. `left` has one character per entry "
    "of `steps`: the state of the check of its text once the customer has left the field (PAYSEAL_CHECK_FINAL), "
    "`v` valid or `x` invalid, with the step's messageKey (incomplete is invalid with the same error). Invalid cases "
    "give `status` for `value`.",
    "The as-you-type rule: invalid only when no continuation (characters one per placeholder of the mask after the "
    "value, within maxLength) passes the field's type or one of its validators; so the keys of a value that is valid "
    "once typed never pass through an invalid state (checked by the generator for every such case).",
]


def left(field: Dict[str, Any], texts: List[str]) -> str:
    """The state of each step's text once the customer has left the field: v valid, x invalid (its error is the
    step's: checked here)."""
    out = ""
    for text in texts:
        result, typed = pref.check(field, text, TODAY, final=True), pref.check(field, text, TODAY)
        assert result["state"] != "incomplete" and result["error"] == typed["error"], (field["id"], text)
        out += "v" if result["state"] == "valid" else "x"
    return out


def steps(field: Dict[str, Any], keys: str) -> List[str]:
    hints = field.get("displayHints") or {}
    mask = ref.Mask(hints["mask"]) if hints.get("mask") else None
    text, out = "", []
    for n in range(len(keys) + 1):
        if n > 0:
            caret = ref._utf16_len(text)
            text = pref.field_edit(field, text, caret, caret, keys[n - 1])["text"]
        result = pref.check(field, text, TODAY)
        if mask is None or mask.format(text) == text:  # a year digit held past the mask has no unmasked form
            unmasked = mask.unformat(text) if mask else text
            assert pref.check(field, unmasked, TODAY) == result, (field["id"], text)
        out.append(f"{result['state']} {pref.message_key(result['error']) or '-'} {text}")
    if out[-1].startswith("valid "):
        assert not any(s.startswith("invalid ") for s in out), (field["id"], keys, out)
    return out


def products_of(document: Any) -> List[Dict[str, Any]]:
    if isinstance(document, dict) and "paymentProducts" in document:
        return [p for p in document["paymentProducts"] if isinstance(p, dict)]
    return [document] if isinstance(document, dict) and "id" in document else []


def collect(named: List[Tuple[str, Dict[str, Any]]]) -> Dict[str, Tuple[Dict[str, Any], List[str]]]:
    """Distinct fields (by their JSON) with where each was found."""
    fields: Dict[str, Tuple[Dict[str, Any], List[str]]] = {}
    for where, product in named:
        for field in product.get("fields") or []:
            key = json.dumps(field, sort_keys=True)
            fields.setdefault(key, (field, []))[1].append(f"{where} (product {product['id']})")
    return fields


def cases_for(fields, source_of) -> List[Dict[str, Any]]:
    out = Cases()
    for field, found in fields.values():
        where = "; ".join(found[:3]) + (f" (+{len(found) - 3} more)" if len(found) > 3 else "")
        typed = []
        for keys, why in keys_for(field):
            typed_steps = steps(field, keys)
            typed.append({"keys": keys, "why": why, "steps": typed_steps,
                          "left": left(field, [step.split(" ", 2)[2] for step in typed_steps])})
        out.add(field["id"], f"{field['id']} ({field.get('type') or 'no type'}"
                + (f", mask {field['displayHints']['mask']}" if (field.get("displayHints") or {}).get("mask") else "")
                + f"): {len(typed)} values typed", source=source_of(where), product={"id": 1, "fields": [field]},
                field=field["id"], today=list(TODAY), typed=typed)
    return out.cases


def main() -> None:
    sdk_products, constructed_products = [], []
    for name in ("products.platform-sdks.json",):
        for c in json.loads((V.VECTORS / name).read_text("utf-8"))["cases"]:
            if c["result"] == "valid":
                sdk_products += [(f"Vectors/{name}:{c['id']}", p) for p in products_of(json.loads(c["json_text"]))]
    for c in json.loads((V.VECTORS / "request-validation.platform-sdks.json").read_text("utf-8"))["cases"]:
        target = sdk_products if c.get("source") else constructed_products
        target.append((f"Vectors/request-validation.platform-sdks.json:{c['id']}", c["product"]))
    for path in sorted((V.REPO / "examples").glob("*.json")):
        constructed_products += [(f"examples/{path.name}", p) for p in products_of(json.loads(path.read_text("utf-8")))]
    for c in json.loads((V.VECTORS / "products.constructed.json").read_text("utf-8"))["cases"]:
        if c["result"] == "valid":
            constructed_products += [(f"Vectors/products.constructed.json:{c['id']}", p) for p in products_of(json.loads(c["json_text"]))]
    constructed_products.append(("constructed here: every validator", CONSTRUCTED_PRODUCT))

    sdk_fields = collect(sdk_products)
    sdk_cases = cases_for(sdk_fields, lambda where: where)
    V.write_vectors("product-field-check.platform-sdks.json", "product-field-check",
                    "The fields of the platform SDKs' product fixtures (Worldline Direct Android and JS, Ingenico Connect "
                    "iOS) as Vectors/products.platform-sdks.json and request-validation.platform-sdks.json carry them; "
                    "expected values computed by Vectors/tools/generate_product_field_vectors.py with the independent "
                    "reference product_field_reference.py (it never calls PaySeal).",
                    "MIT (Worldline and Ingenico platform SDKs); data only, expected values PaySeal's (CC0)",
                    NOTES, sdk_cases)
    # A field the fixtures already have is typed once, in the platform-sdks file.
    constructed_fields = {k: v for k, v in collect(constructed_products).items() if k not in sdk_fields}
    constructed_cases = cases_for(constructed_fields, lambda where: where)
    constructed_cases += invalid_cases()
    V.write_vectors("product-field-check.constructed.json", "product-field-check",
                    "Constructed for PaySeal: the fields of examples/*.json, of Vectors/products.constructed.json and of "
                    "the constructed products of request-validation.platform-sdks.json, and a product with every "
                    "validator; expected values computed by Vectors/tools/generate_product_field_vectors.py with the "
                    "independent reference product_field_reference.py (it never calls PaySeal).",
                    "CC0 (written for PaySeal)", NOTES, constructed_cases)
    V.update_readme()


def invalid_cases() -> List[Dict[str, Any]]:
    card = {"id": "cardNumber", "type": "numericstring",
            "displayHints": {"mask": "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"},
            "dataRestrictions": {"isRequired": True, "validators": {"luhn": {}, "length": {"minLength": 13, "maxLength": 19}}}}
    product = {"id": 1, "fields": [card]}
    out = Cases()
    for cid, why, field, value in [
        ("letter-in-a-card-number", "a letter where the mask wants a digit: the mask would change it (refused, as set_value refuses it)",
         "cardNumber", "4111 x111"),
        ("beyond-the-mask", "20 digits on a 19-digit mask", "cardNumber", "4" * 20),
        ("unknown-field", "a field the product does not have", "cvv", "123"),
    ]:
        status = "PAYSEAL_E_ARGUMENT"  # the product has no such field
        if field == "cardNumber":
            try:
                pref.check(card, value, TODAY)
                raise AssertionError(f"{cid}: the reference accepts it")
            except pref.PaySealStatus as refused:
                status = refused.status
        out.add(cid, why, source="constructed here", product=product, field=field, today=list(TODAY), value=value, status=status)
    return out.cases


if __name__ == "__main__":
    main()
