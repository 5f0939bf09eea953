#!/usr/bin/env python3
"""Writes Vectors/bad-input.constructed.json (the catalogue, a vector file of topic "bad-input": each
case one row, replayed through the C ABI by Tests/PaySealCTests/BadInputCatalogueTests.swift and
through Java by bindings/java's BadInputTest), docs/bad-input.md (the same rows as a table) and the
file table of Vectors/README.md.

    python3 tools/make_bad_input.py           # write them
    python3 tools/make_bad_input.py --check   # fail if either file is out of date

Inputs are encoded as {"text": ...}, {"hex": ...}, {"repeat": "<byte hex>", "count": N},
{"repeat": ..., "count": N, "prefix": "<text>", "suffix": "<text>"} (the repeated bytes between
two texts), {"file": "<path from the repository root>"}, {"vector": "<file>", "id": "<case id>"} (the case's
compact JWE) or null (a NULL pointer).

The rows are in tools/bad_input/, one module per input family (its __init__.py lists them); this file
puts them in catalogue order and writes (or checks) the two files."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Vectors", "tools"))
import vectorlib_readme  # noqa: E402  (Vectors/tools: the README's file table, standard library only)

from bad_input.card_brand_rows import CARD_BRAND_ROWS
from bad_input.card_field_rows import CARD_FIELD_ROWS
from bad_input.client_api_and_product_rows import CLIENT_API_AND_PRODUCT_ROWS
from bad_input.jwe_rows import JWE_ROWS
from bad_input.key_rows import KEY_ROWS
from bad_input.mask_and_validation_rows import MASK_ROWS, VALIDATION_JSON_SIZE_ROWS, VALIDATION_ROWS
from bad_input.message_rows import MESSAGE_ROWS
from bad_input.payment_request_rows import PAYMENT_REQUEST_ROWS
from bad_input.product_field_rows import PRODUCT_FIELD_ROWS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = (KEY_ROWS + JWE_ROWS + PAYMENT_REQUEST_ROWS + MASK_ROWS + VALIDATION_ROWS + CLIENT_API_AND_PRODUCT_ROWS
        + VALIDATION_JSON_SIZE_ROWS + CARD_BRAND_ROWS + CARD_FIELD_ROWS + PRODUCT_FIELD_ROWS
        + MESSAGE_ROWS)


def markdown(rows):
    def cell(value):
        if value is None:
            return "NULL"
        text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
        return text.replace("|", "\\|").replace("\n", "\\n")

    def show(arg):
        if arg is None:
            return "NULL"
        if isinstance(arg, int):
            return str(arg)
        if "text" in arg:
            return "`" + cell(json.dumps(arg["text"], ensure_ascii=False)[1:-1][:60]) + "`" if arg["text"] else "empty"
        if "hex" in arg:
            return f"bytes `{arg['hex'][:40]}`"
        if "repeat" in arg:
            around = [cell(json.dumps(arg.get(k, ""), ensure_ascii=False)[1:-1]) for k in ("prefix", "suffix")]
            return " ".join(([f"`{around[0]}`"] if around[0] else []) + [f"{arg['count']} × 0x{arg['repeat']}"]
                            + ([f"`{around[1]}`"] if around[1] else []))
        if "file" in arg:
            return f"`{arg['file']}`"
        return f"`{arg['vector']}` #{arg['id']}"

    lines = [
        "# Bad input: what each call answers",
        "",
        "Every row is replayed through the C ABI by `Tests/PaySealCTests/BadInputCatalogueTests.swift`,",
        "which checks the status and the exact message of `payseal_last_error()`. The data is",
        "`Vectors/bad-input.constructed.json`; this table is generated with it by `tools/make_bad_input.py`.",
        "Messages say what is wrong with the input, never what the input was.",
        "",
        "| input family | case | call | input | status | message |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        args = "; ".join(f"{k}: {show(v)}" for k, v in r["args"].items())
        lines.append(f"| {r['family']} | {r['case']} | `{r['call']}` | {args} | `{r['status']}` | {cell(r['message'])} |")
    return "\n".join(lines) + "\n"


def vector_file(rows):
    """The rows as a vector file (Vectors/README.md): every case is a failure, its `status` and exact
    `message` what the C call answers for its `args`."""
    cases = [{"id": f"{r['family']}: {r['case']}", "comment": r["case"], "result": "invalid", "status": r["status"],
              "family": r["family"], "call": r["call"], "args": r["args"], "message": r["message"]} for r in rows]
    return {
        "topic": "bad-input",
        "source": "constructed for PaySeal by tools/make_bad_input.py (rows in tools/bad_input/), from the contract "
                  "of Include/payseal.h",
        "license": "CC0 (written for PaySeal)",
        "notes": [
            "Runner: call the C function `call` with `args` (inputs encoded as tools/make_bad_input.py says; an "
            "argument not given takes the default of Tests/PaySealCTests/BadInputCatalogueTests.swift): it returns "
            "`status`, payseal_last_error() is `message` exactly,. Replayed by "
            "BadInputCatalogueTests (Swift, through the C ABI) and by bindings/java's BadInputTest; the other "
            "runners skip the topic. docs/bad-input.md is the same rows as a table.",
        ],
        "cases": cases,
    }


outputs = {
    os.path.join(ROOT, "Vectors", "bad-input.constructed.json"): json.dumps(vector_file(rows), indent=1,
                                                                           ensure_ascii=False) + "\n",
    os.path.join(ROOT, "docs", "bad-input.md"): markdown(rows),
}
if "--check" in sys.argv:
    stale = [p for p, text in outputs.items() if not os.path.exists(p) or open(p, encoding="utf-8").read() != text]
    if stale:
        sys.exit("out of date, run python3 tools/make_bad_input.py: " + ", ".join(stale))
else:
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    vectorlib_readme.update_readme()
    print(f"{len(rows)} rows")
