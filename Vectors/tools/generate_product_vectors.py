#!/usr/bin/env python3
"""Known answers for payment products (docs/card-input.md, "Payment product"): the platform SDKs'
product and account-on-file fixtures (card-input/fixtures/ in the upstream folder), and
constructed edges, each mapped to the normalized product JSON by this Python script, never by
PaySeal. Writes Vectors/products.platform-sdks.json and Vectors/products.constructed.json.

    python3 Vectors/tools/generate_product_vectors.py
"""

from __future__ import annotations

import json

import card_input_reference as ref
import vectorlib as V

JSN = "PAYSEAL_E_JSON"


class Bad(Exception):
    pass


def product_id(value, required=True):
    if value is None:
        if required:
            raise Bad("missing id")
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise Bad("id type")
    text = str(value)
    if not (text.isascii() and text.isdigit()) or (len(text) > 1 and text[0] == "0") or int(text) > 2 ** 53 - 1:
        raise Bad("id range")
    return int(text)


def typed(obj, name, kind, required=False):
    value = obj.get(name)
    if value is None:
        if required:
            raise Bad(f"missing {name}")
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise Bad(f"{name} type")
    return value


def obj(value):
    if not isinstance(value, dict):
        raise Bad("not an object")
    return value


def objects(parent, name):
    value = parent.get(name)
    if value is None:
        return []
    if not isinstance(value, list):
        raise Bad(f"{name} not an array")
    return [obj(v) for v in value]


def normalize(product):
    product = obj(product)
    pid = product_id(product.get("id"))
    fields = []
    for index, f in enumerate(objects(product, "fields")):
        fid = typed(f, "id", str, True)
        ftype = typed(f, "type", str) or ""
        restrictions = f.get("dataRestrictions")
        if restrictions is None:
            restrictions = {}
        try:
            ref.validate_value(restrictions, "", 2026, 1)  # checks its shape
        except ref.PaySealRuleError:
            raise Bad("dataRestrictions")
        hints = f.get("displayHints")
        hints = {} if hints is None else obj(hints)
        mask = typed(hints, "mask", str)
        if mask:
            try:
                ref.Mask(mask)
            except ref.PaySealRuleError:
                raise Bad("mask")
        else:
            mask = None
        fields.append((typed(hints, "displayOrder", int), index, {
            "id": fid, "type": ftype, "displayOrder": typed(hints, "displayOrder", int), "mask": mask,
            "obfuscate": typed(hints, "obfuscate", bool) or False, "label": typed(hints, "label", str),
            "dataRestrictions": restrictions}))
    ids = [f["id"].encode("utf-8", "surrogatepass") for _, _, f in fields]
    if len(set(ids)) != len(ids):
        raise Bad("two fields with one id")
    fields.sort(key=lambda t: (t[0] is None, t[0] if t[0] is not None else 0, t[1]))
    accounts = []
    for a in objects(product, "accountsOnFile"):
        attributes = []
        for at in objects(a, "attributes"):
            status = typed(at, "status", str) or "CAN_WRITE"
            if status not in ("READ_ONLY", "CAN_WRITE", "MUST_WRITE"):
                raise Bad("status")
            attributes.append({"key": typed(at, "key", str, True), "value": typed(at, "value", str) or "", "status": status})
        hints = a.get("displayHints")
        hints = {} if hints is None else obj(hints)
        template = [{"attributeKey": typed(t, "attributeKey", str, True), "mask": typed(t, "mask", str) or ""}
                    for t in objects(hints, "labelTemplate")]
        wanted = template[0]["attributeKey"] if template else "alias"
        source = next((x for x in attributes if x["key"] == wanted), None) or next((x for x in attributes if x["key"] == "alias"), None)
        label = ""
        if source:
            label = source["value"]
            if template and template[0]["mask"]:
                try:
                    label = ref.Mask(template[0]["mask"]).format(source["value"], masked_digits=True)
                except ref.PaySealRuleError:
                    pass
        accounts.append({"id": str(product_id(a.get("id"))), "paymentProductId": product_id(a.get("paymentProductId"), False),
                         "attributes": attributes, "labelTemplate": template, "label": label})
    return {"id": pid, "fields": [f for _, _, f in fields], "accountsOnFile": accounts}


def case(cid, comment, product, **extra):
    text = product if isinstance(product, str) else json.dumps(product, ensure_ascii=False)
    try:
        want = normalize(json.loads(text))
    except (Bad, ValueError):
        return {"id": cid, "comment": comment, "result": "invalid", "status": JSN, "json_text": text, **extra}
    return {"id": cid, "comment": comment, "result": "valid", "json_text": text, "expected": want, **extra}


def main() -> None:
    fixtures = V.UPSTREAM / "card-input" / "fixtures"
    sdk = []
    for path in sorted(fixtures.glob("*.json")):
        doc = json.loads(path.read_text("utf-8"))
        if "fields" in doc:
            sdk.append(case(f"fixture-{path.stem}", f"{path.name} as recorded", path.read_text("utf-8"),
                            source=f"card-input/fixtures/{path.name} (the SDK's own test fixture)"))
        elif "attributes" in doc:
            product = {"id": doc.get("paymentProductId", 1), "accountsOnFile": [doc]}
            sdk.append(case(f"fixture-{path.stem}", f"{path.name} as the account on file of a product", product,
                            source=f"card-input/fixtures/{path.name} (the SDK's own test fixture)"))
    base = {"id": 1, "fields": [{"id": "cardNumber", "type": "numericstring",
                                 "displayHints": {"displayOrder": 0, "mask": "{{9999}} {{9999}}"},
                                 "dataRestrictions": {"isRequired": True, "validators": {"luhn": {}}}}]}
    constructed = [
        case("minimal", "an id and nothing else", {"id": 7}),
        case("id-string", "the id as a string", {"id": "3012"}),
        case("order", "fields ordered by displayOrder, those without one last, ties in document order",
             {"id": 1, "fields": [{"id": "a", "type": "string"}, {"id": "b", "displayHints": {"displayOrder": 2}},
                                  {"id": "c", "displayHints": {"displayOrder": 1}}, {"id": "d", "displayHints": {"displayOrder": 1}},
                                  {"id": "e"}]}),
        case("unknown-members", "unknown members ignored", dict(base, paymentMethod="card", logo={"x": 1})),
        case("label-x", "an account's label with masked digits", {"id": 1, "accountsOnFile": [{"id": 5, "paymentProductId": 1,
             "attributes": [{"key": "alias", "value": "411111XXXXXX1111", "status": "READ_ONLY"}],
             "displayHints": {"labelTemplate": [{"attributeKey": "alias", "mask": "{{9999}} {{9999}} {{9999}} {{9999}}"}]}}]}),
        case("bad-id", "an id that is not a number", {"id": "abc"}),
        case("id-too-big", "an id above 2^53 - 1", {"id": 2 ** 53}),
        case("no-id", "no id", {"fields": []}),
        case("fields-object", "fields that is not an array", {"id": 1, "fields": {}}),
        case("field-without-id", "a field without an id", {"id": 1, "fields": [{"type": "string"}]}),
        case("mask-number", "a mask that is a number", {"id": 1, "fields": [{"id": "a", "displayHints": {"mask": 9}}]}),
        case("mask-broken", "a mask that does not parse", {"id": 1, "fields": [{"id": "a", "displayHints": {"mask": "{{99"}}]}),
        case("order-string", "displayOrder as a string", {"id": 1, "fields": [{"id": "a", "displayHints": {"displayOrder": "1"}}]}),
        case("restrictions-bad", "a validator with parameters of the wrong type",
             {"id": 1, "fields": [{"id": "a", "dataRestrictions": {"validators": {"length": {"minLength": "1"}}}}]}),
        case("status-unknown", "an attribute status PaySeal does not know", {"id": 1, "accountsOnFile": [{"id": 1, "attributes": [
            {"key": "alias", "value": "x", "status": "HIDDEN"}]}]}),
        case("field-id-twice", "two fields with one id (which would the request's value be for?)",
             {"id": 1, "fields": [{"id": "cardNumber"}, {"id": "cvv"}, {"id": "cardNumber", "displayHints": {"displayOrder": 0}}]}),
        case("field-ids-by-bytes", "field ids are compared by their bytes: e + U+0301 and U+00E9 are two ids",
             {"id": 1, "fields": [{"id": "e\u0301"}, {"id": "\u00e9"}]}),
        case("account-id-twice", "two accounts on file with one id, one written as a string: both kept (choosing one takes the first)",
             {"id": 1, "accountsOnFile": [{"id": 5, "attributes": []}, {"id": "5", "attributes": []}]}),
        case("array", "a JSON array", [1]),
        case("not-json", "not JSON", "{"),
    ]
    notes = ["Runner: payseal_product_parse(json_text) then payseal_product_json gives `expected` (compared as JSON, member "
             "order included); invalid cases give `status`."]
    V.write_vectors("products.platform-sdks.json", "products", "The platform SDKs' product and account-on-file test fixtures "
                    "(Worldline Direct Android and JS, Ingenico Connect iOS), via vectors-upstream card-input/fixtures/; normalized "
                    "by Vectors/tools/generate_product_vectors.py", "MIT (Worldline and Ingenico platform SDKs); data only",
                    notes, sdk)
    V.write_vectors("products.constructed.json", "products", "constructed for PaySeal by Vectors/tools/generate_product_vectors.py",
                    "CC0 (written for PaySeal)", notes, constructed)
    V.update_readme()


if __name__ == "__main__":
    main()
