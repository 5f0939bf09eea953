"""The web binding's raw layer from Include/payseal.h (stdlib only; called by generate_bindings.py).

Writes bindings/web/src/raw.mjs: the #defines, the payseal_status values and names, and FUNCTIONS,
each function's result kind and parameter kinds, which bindings/web/src/wasm.mjs reads to copy
arguments into the WebAssembly module's memory and outputs out of it. The parameter kinds:

    str        const char * without a length: a NUL-terminated string, null for NULL
    data       const char * or const uint8_t * followed by its size_t length (kind len, filled in)
    fixed:N    const uint8_t x[N]: exactly N bytes
    handle     a payseal_* handle pointer (the handle's name follows: handle:payseal_product)
    int, size  int and size_t values
    ptr        void *: payseal_free's buffer
    outHandle  payseal_* **: a new handle (its name follows)
    outStr     char **: a new UTF-8 string (null when the function leaves it NULL)
    outBytes   uint8_t **: a new byte buffer
    outLen     size_t *out_len after an outStr or outBytes: the output's length
    outSize    any other size_t *: a number the function writes (a caret, a flag)

Result kinds: status, int, void, borrowedStr (a string the caller must not free). A C shape
without a rule here stops the generator with the header's line number.
"""

from __future__ import annotations

import json
from typing import Dict, List

from payseal_header import Function, Header, HeaderError, Param

PATH = "bindings/web/src/raw.mjs"


def _fail(fn: Function, p: Param, why: str = "a C type without a web binding rule") -> str:
    raise HeaderError(fn.line, f"{fn.name}: {why}: {'const ' if p.const else ''}{p.base} {'*' * p.stars}{p.name}")


def param_kind(fn: Function, i: int, p: Param) -> str:
    nxt = fn.params[i + 1] if i + 1 < len(fn.params) else None
    prev = fn.params[i - 1] if i > 0 else None
    if p.array is not None:
        return f"fixed:{p.array}" if (p.base, p.stars, p.const) == ("uint8_t", 0, True) else _fail(fn, p)
    if p.stars == 0:
        if p.base == "size_t" and prev is not None and prev.stars == 1 and prev.const and prev.base in ("char", "uint8_t") \
                and p.name.endswith("len"):
            return "len"
        return {"int": "int", "size_t": "size", "payseal_status": "int"}.get(p.base) or _fail(fn, p)
    if p.stars == 1 and p.const and p.base in ("char", "uint8_t"):
        with_length = nxt is not None and nxt.base == "size_t" and nxt.stars == 0 and nxt.name.endswith("len")
        if p.base == "uint8_t" and not with_length:
            _fail(fn, p, "a byte input without a length")
        return "data" if with_length else "str"
    if p.base.startswith("payseal_") and p.base != "payseal_status":
        return f"handle:{p.base}" if p.stars == 1 else f"outHandle:{p.base}" if p.stars == 2 else _fail(fn, p)
    if (p.base, p.stars) == ("void", 1):
        return "ptr"
    if (p.base, p.stars) == ("char", 2):
        return "outStr"
    if (p.base, p.stars) == ("uint8_t", 2):
        return "outBytes"
    if (p.base, p.stars) == ("size_t", 1):
        return "outLen" if p.name == "out_len" and prev is not None and (prev.base, prev.stars) in (("char", 2), ("uint8_t", 2)) else "outSize"
    return _fail(fn, p)


def result_kind(fn: Function, borrowed: set) -> str:
    r = fn.ret
    if (r.base, r.stars) == ("char", 1) and r.const:
        return "borrowedStr" if fn.name in borrowed else _fail(fn, r, "a const char * result not in BORROWED_STRING_RESULTS")
    return {("payseal_status", 0): "status", ("int", 0): "int", ("void", 0): "void"}.get((r.base, r.stars)) or _fail(fn, r)


def raw_module(h: Header, banner: str, borrowed: set) -> str:
    out = [f"// {banner}",
           "// The C ABI of Include/payseal.h for the WebAssembly build: its #defines, the payseal_status values",
           "// and FUNCTIONS (name -> [result kind, [[parameter, kind], ...]]), which wasm.mjs reads to call an",
           "// export (the kinds: tools/generate_web.py).", "",
           "/** The header's #defines without their PAYSEAL_ prefix. */", "export const CONSTANTS = Object.freeze({"]
    for d in h.defines.values():
        value = json.dumps(d.value) if d.number is None else str(d.number)
        out.append(f"  {d.name[len('PAYSEAL_'):]}: {value}, // {d.comment}")
    out += ["});", "", "/** payseal_status: name -> value. */", "export const STATUS = Object.freeze({"]
    out += [f"  {n}: {v}," + (f" // {c}" if c else "") for n, v, c in h.statuses]
    out += ["});", "", "/** payseal_status: value -> name, as payseal_status_name gives it. */",
            "export const STATUS_NAMES = Object.freeze([" + ", ".join(json.dumps(n) for n, _, _ in h.statuses) + "]);", "",
            "/** Every function of the header: name -> [result kind, [[parameter, kind], ...]]. */",
            "export const FUNCTIONS = Object.freeze({"]
    section = None
    for fn in h.functions:
        if fn.section != section:
            section = fn.section
            out.append(f"  // {section}")
        params = ", ".join(f"[{json.dumps(p.name)}, {json.dumps(param_kind(fn, i, p))}]" for i, p in enumerate(fn.params))
        out.append(f"  {fn.name}: [{json.dumps(result_kind(fn, borrowed))}, [{params}]],")
    return "\n".join(out + ["});", ""])


def outputs(h: Header, banner: str, borrowed: set) -> Dict[str, str]:
    return {PATH: raw_module(h, banner, borrowed)}


__all__: List[str] = ["outputs", "PATH"]
