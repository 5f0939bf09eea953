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


def check_field_hints(hints):
    """The display hints PaySeal reads with types (a wrong type refuses the product); null = absent."""
    for name in ("label", "placeholderLabel", "preferredInputType", "link"):
        typed(hints, name, str)
    typed(hints, "alwaysShow", bool)
    tooltip = hints.get("tooltip")
    if tooltip is not None:
        tooltip = obj(tooltip)
        typed(tooltip, "label", str)
        typed(tooltip, "image", str)
    element = hints.get("formElement")
    if element is not None:
        element = obj(element)
        typed(element, "type", str)
        for mapping in objects(element, "valueMapping"):
            typed(mapping, "value", str)
            typed(mapping, "displayName", str)
            for item in objects(mapping, "displayElements"):
                for name in ("id", "type", "value"):
                    typed(item, name, str)


def check_product_hints(hints):
    typed(hints, "label", str)
    typed(hints, "logo", str)
    typed(hints, "displayOrder", int)


def hints_of(owner, check=None):
    """`displayHints` when present (not null), else the first entry of `displayHintsList` (every
    entry an object, checked as `displayHints` is); None when neither has one. Worldline Direct
    sends the list, `displayHints` being deprecated there."""
    entries = objects(owner, "displayHintsList")
    hints = owner.get("displayHints")
    for entry in entries + ([] if hints is None else [obj(hints)]):
        if check:
            check(entry)
    return obj(hints) if hints is not None else (entries[0] if entries else None)


def with_list_hints(source, out):
    """The normalized object: an owner without `displayHints` (absent or null) whose list has an
    entry gets that entry as `displayHints`, in place of the null or appended at the end."""
    entries = source.get("displayHintsList")
    if source.get("displayHints") is None and isinstance(entries, list) and entries:
        out["displayHints"] = entries[0]
    return out


def check_product_members(product):
    hints_of(product, check_product_hints)
    typed(product, "allowsTokenization", bool)
    typed(product, "allowsRecurring", bool)
    typed(product, "paymentMethod", str)
    typed(product, "paymentProductGroup", str)


def normalize(product):
    """The response's own object: every member passed through in its place, `id` a number, `fields`
    sorted by display order, accounts on file with `id` a string, `paymentProductId` a number and
    their `label` set; `fields` and `accountsOnFile` [] when null, appended when absent."""
    product = obj(product)
    pid = product_id(product.get("id"))
    check_product_members(product)
    fields = []
    for index, f in enumerate(objects(product, "fields")):
        typed(f, "id", str, True)
        typed(f, "type", str)
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
        typed(hints, "obfuscate", bool)
        check_field_hints(hints)
        fields.append((typed(hints, "displayOrder", int), index, f))
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
        hints = hints_of(a) or {}
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
        account = dict(a)  # members in their order; the normalized ones replaced in place
        account["id"] = str(product_id(a.get("id")))
        if "paymentProductId" in account:
            account["paymentProductId"] = product_id(a.get("paymentProductId"), False)
        account["label"] = label
        accounts.append(with_list_hints(a, account))
    out = dict(product)
    out["id"] = pid
    out["fields"] = [f for _, _, f in fields]
    out["accountsOnFile"] = accounts
    return with_list_hints(product, out)


def normalize_list(response):
    """The products list: every member passed through, `paymentProducts` normalized product by product."""
    response = obj(response)
    out = dict(response)
    out["paymentProducts"] = [normalize(p) for p in objects(response, "paymentProducts")]
    return out


def case(cid, comment, product, reader=None, **extra):
    text = product if isinstance(product, str) else json.dumps(product, ensure_ascii=False)
    try:
        want = (reader or normalize)(json.loads(text))
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
    sdk_lists = []
    for path in sorted((V.UPSTREAM / "display-hints").glob("*.json")):
        text = path.read_text("utf-8")
        source = f"display-hints/{path.name} (the SDK's own test fixture)"
        if "paymentProducts" in json.loads(text):
            sdk_lists.append(case(f"fixture-{path.stem}", f"{path.name} as recorded", text, reader=normalize_list, source=source))
        else:
            sdk.append(case(f"fixture-{path.stem}", f"{path.name} as recorded", text, source=source))
    hint = {"displayOrder": 2, "label": "VISA", "logo": "pp_logo_1.png"}
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
        case("form-hints", "every display hint a form needs passes through in the field's displayHints, in its place",
             {"displayHints": {"label": "Bank transfer", "logo": "pp_logo_730.png", "displayOrder": 3}, "id": 730,
              "allowsTokenization": False, "paymentProductGroup": "bank", "fields": [
                  {"id": "country", "type": "string", "displayHints": {"displayOrder": 2, "label": "Country", "formElement": {
                      "type": "list", "valueMapping": [
                          {"value": "NL", "displayElements": [{"id": "displayName", "type": "STRING", "value": "Netherlands"}]},
                          {"value": "BE", "displayName": "Belgium"}]}, "alwaysShow": True}},
                  {"id": "accountHolderName", "type": "string", "dataRestrictions": {"isRequired": True, "validators": {}},
                   "displayHints": {"displayOrder": 1, "label": "Account holder", "placeholderLabel": "J. Smith",
                                    "tooltip": {"label": "As printed", "image": "tip.png"}, "preferredInputType": "StringKeyboard",
                                    "link": "https://example.com/terms", "obfuscate": False, "someFutureHint": [1, {"a": None}]},
                   "someFutureFieldMember": "x"}],
              "unknownMember": {"nested": [True, None, "s"]}}),
        case("nulls-pass-through", "null members stay null; fields and accountsOnFile null become []",
             {"id": 1, "fields": None, "accountsOnFile": None, "displayHints": None, "paymentMethod": None}),
        case("account-members", "an account's own members pass through; id becomes a string, paymentProductId a number, label set in place",
             {"id": "1", "accountsOnFile": [{"label": "old", "id": 5, "attributes": [{"key": "alias", "value": "Rob"}],
                                             "paymentProductId": "1", "extra": 1}]}),
        case("hint-label-number", "a field's label that is a number", {"id": 1, "fields": [{"id": "a", "displayHints": {"label": 3}}]}),
        case("hint-tooltip-string", "a tooltip that is a string", {"id": 1, "fields": [{"id": "a", "displayHints": {"tooltip": "x"}}]}),
        case("hint-always-show-string", "alwaysShow as a string", {"id": 1, "fields": [{"id": "a", "displayHints": {"alwaysShow": "true"}}]}),
        case("hint-value-mapping-object", "a list's valueMapping that is an object",
             {"id": 1, "fields": [{"id": "a", "displayHints": {"formElement": {"type": "list", "valueMapping": {}}}}]}),
        case("hint-display-element-value", "a display element whose value is a number",
             {"id": 1, "fields": [{"id": "a", "displayHints": {"formElement": {"type": "list", "valueMapping": [
                 {"value": "1", "displayElements": [{"id": "displayName", "value": 1}]}]}}}]}),
        case("product-logo-number", "the product's logo as a number", {"id": 1, "displayHints": {"logo": 1}}),
        case("product-allows-tokenization-string", "allowsTokenization as a string", {"id": 1, "allowsTokenization": "yes"}),
        case("hints-list-only", "displayHintsList alone: its first entry becomes displayHints, appended at the end",
             {"id": 1, "displayHintsList": [hint, {"displayOrder": 5, "label": "Visa (NL)"}], "paymentMethod": "card"}),
        case("hints-both", "displayHints and displayHintsList: displayHints kept as it came",
             {"id": 1, "displayHints": {"label": "old"}, "displayHintsList": [hint]}),
        case("hints-null-list", "displayHints null and a list: the list's first entry in place of the null",
             {"id": 1, "displayHints": None, "displayHintsList": [hint], "paymentMethod": "card"}),
        case("hints-list-empty", "an empty displayHintsList: no hints, nothing added", {"id": 1, "displayHintsList": []}),
        case("hints-list-null", "displayHintsList null: no hints, nothing added", {"id": 1, "displayHintsList": None}),
        case("hints-list-object", "displayHintsList that is an object", {"id": 1, "displayHintsList": hint}),
        case("hints-list-entry-string", "a displayHintsList entry that is a string", {"id": 1, "displayHintsList": [hint, "VISA"]}),
        case("hints-list-entry-null", "a displayHintsList entry that is null", {"id": 1, "displayHintsList": [None]}),
        case("hints-list-label-number", "a displayHintsList entry's label that is a number",
             {"id": 1, "displayHintsList": [{"label": 1}]}),
        case("hints-list-order-string", "a later displayHintsList entry's displayOrder as a string, displayHints present",
             {"id": 1, "displayHints": hint, "displayHintsList": [hint, {"displayOrder": "1"}]}),
        case("account-hints-list", "an account on file with displayHintsList alone: its label made from the first entry's template",
             {"id": 1, "accountsOnFile": [{"id": 5, "attributes": [{"key": "alias", "value": "411111XXXXXX1111"}], "displayHintsList": [
                 {"labelTemplate": [{"attributeKey": "alias", "mask": "{{9999}} {{9999}} {{9999}} {{9999}}"}], "logo": "pp_1.png"}]}]}),
        case("account-hints-list-entry-number", "an account's displayHintsList entry that is a number",
             {"id": 1, "accountsOnFile": [{"id": 5, "attributes": [], "displayHintsList": [1]}]}),
        case("array", "a JSON array", [1]),
        case("not-json", "not JSON", "{"),
    ]
    notes = ["Runner: payseal_product_parse(json_text) then payseal_product_json gives `expected` (compared as JSON, member "
             "order included); invalid cases give `status`."]
    V.write_vectors("products.platform-sdks.json", "products", "The platform SDKs' product and account-on-file test fixtures "
                    "(Worldline Direct Android, JS and Swift, Ingenico Connect iOS), via Vectors/upstream/card-input/fixtures/ and "
                    "Vectors/upstream/display-hints/; normalized "
                    "by Vectors/tools/generate_product_vectors.py", "MIT (Worldline and Ingenico platform SDKs); data only",
                    notes, sdk)
    V.write_vectors("products.constructed.json", "products", "constructed for PaySeal by Vectors/tools/generate_product_vectors.py",
                    "CC0 (written for PaySeal)", notes, constructed)
    list_cases = [
        case("list-two", "two products as the list returns them (no fields), document order kept, every member passed through",
             {"paymentProducts": [
                 {"allowsRecurring": True, "allowsTokenization": True, "displayHints": {"displayOrder": 1, "label": "VISA",
                  "logo": "pp_logo_1_v2.png"}, "id": 1, "mobileIntegrationLevel": "OPTIMISED_SUPPORT", "paymentMethod": "card",
                  "paymentProductGroup": "cards", "usesRedirectionTo3rdParty": False},
                 {"displayHints": {"displayOrder": 0, "label": "iDEAL", "logo": "pp_logo_809.png"}, "id": "809",
                  "paymentMethod": "redirect", "usesRedirectionTo3rdParty": True}],
              "accountsOnFile": []}, reader=normalize_list),
        case("list-with-account", "a list product with an account on file: its label made from the template",
             {"paymentProducts": [{"id": 1, "accountsOnFile": [{"id": 7, "paymentProductId": 1, "attributes": [
                 {"key": "alias", "value": "411111XXXXXX1111", "status": "READ_ONLY"}], "displayHints": {"labelTemplate": [
                     {"attributeKey": "alias", "mask": "{{9999}} {{9999}} {{9999}} {{9999}}"}]}}]}]}, reader=normalize_list),
        case("list-hints-list", "products with displayHintsList alone, as Worldline Direct sends them: each gets its first entry "
             "as displayHints", {"paymentProducts": [{"id": 1, "displayHintsList": [{"displayOrder": 1, "label": "VISA"}]},
                                                     {"id": 2, "displayHints": {"displayOrder": 0}, "displayHintsList": []}]},
             reader=normalize_list),
        case("list-hints-list-bad-entry", "a product whose displayHintsList entry is an array",
             {"paymentProducts": [{"id": 1, "displayHintsList": [[]]}]}, reader=normalize_list),
        case("list-empty", "an empty list", {"paymentProducts": []}, reader=normalize_list),
        case("list-absent", "no paymentProducts member: [] added", {"other": 1}, reader=normalize_list),
        case("list-null", "paymentProducts null: []", {"paymentProducts": None}, reader=normalize_list),
        case("list-object", "paymentProducts that is an object", {"paymentProducts": {}}, reader=normalize_list),
        case("list-bad-product", "a product without an id", {"paymentProducts": [{"id": 1}, {"paymentMethod": "card"}]},
             reader=normalize_list),
        case("list-product-not-object", "a product that is a string", {"paymentProducts": ["1"]}, reader=normalize_list),
        case("list-array", "a JSON array", [{"id": 1}], reader=normalize_list),
        case("list-not-json", "not JSON", "{\"paymentProducts\":[", reader=normalize_list),
    ]
    V.write_vectors("products-list.platform-sdks.json", "products-list", "The Worldline Direct Swift SDK's products-list test "
                    "fixtures (Vectors/upstream/display-hints/); normalized by Vectors/tools/generate_product_vectors.py",
                    "MIT (Worldline platform SDK); data only",
                    ["Runner: payseal_product_list_parse(json_text) gives `expected` (compared as JSON, member order "
                     "included); invalid cases give `status`."], sdk_lists)
    V.write_vectors("products-list.constructed.json", "products-list", "constructed for PaySeal by "
                    "Vectors/tools/generate_product_vectors.py", "CC0 (written for PaySeal)",
                    ["Runner: payseal_product_list_parse(json_text) gives `expected` (compared as JSON, member order "
                     "included); invalid cases give `status`."], list_cases)
    V.update_readme()


if __name__ == "__main__":
    main()
