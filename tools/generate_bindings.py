#!/usr/bin/env python3
"""Writes every binding's raw layer from Include/payseal.h, the one source of truth.

    python3 tools/generate_bindings.py           # rewrite the generated files
    python3 tools/generate_bindings.py --check   # write nothing; exit 1 naming each file that differs

Generated whole: bindings/python/src/payseal/_raw.py (constants, statuses, handles, PROTOTYPES),
bindings/rust/payseal-sys/src/generated.rs (included by lib.rs), payseal-sys/tests/symbols.rs,
Sources/PaySealC/exports.map, and the Java binding's raw layer (tools/generate_java.py: NativeRaw.java,
Status.java, Constants.java and the JNI functions with their RegisterNatives table,
bindings/java/jni/payseal_jni_generated.c). From Include/payseal_results.json (read by
tools/payseal_results.py), the result types: bindings/python/src/payseal/_results.py
(tools/generate_results_python.py), bindings/rust/payseal/src/results.rs
(tools/generate_results_rust.py) and bindings/java/src/main/java/dev/payseal/Results.java
(tools/generate_java_results.py); from both, the status and error types with the argument names of
an error's subject: bindings/python/src/payseal/_errors.py, bindings/rust/payseal/src/error.rs and
the core's keys, Sources/PaySeal/PaySealError+Arguments.swift (tools/generate_errors.py), and the web binding's raw layer
(tools/generate_web.py: bindings/web/src/raw.mjs, the constants, statuses and each function's kinds).
Rewritten in place: the version line of each manifest in MANIFESTS. The header is read by
tools/payseal_header.py, which stops on any declaration it does not understand.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path
from typing import Dict, List

sys.path.insert(0, str(Path(__file__).resolve().parent))
from payseal_header import Function, Header, HeaderError, Param, first_sentence, parse  # noqa: E402
import generate_java  # noqa: E402
import generate_errors  # noqa: E402
import generate_results_python  # noqa: E402
import generate_results_rust  # noqa: E402
import generate_java_results  # noqa: E402
from payseal_results import Results, ResultsError  # noqa: E402
from payseal_results import parse as parse_results  # noqa: E402
import generate_web  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BANNER = "Generated from Include/payseal.h by tools/generate_bindings.py; do not edit."
RESULTS_BANNER = "Generated from Include/payseal_results.json by tools/generate_bindings.py; do not edit."
BANNER_BOTH = "Generated from Include/payseal.h and Include/payseal_results.json by tools/generate_bindings.py; do not edit."

# `const char *` results the C type cannot classify: these are static or owned by a key, never
# freed by the caller, so ctypes may read them as c_char_p. A new `const char *` result must be added
# here (or, if the caller frees it, returned as `char *`, which maps to c_void_p); otherwise the
# generator stops.
BORROWED_STRING_RESULTS = {
    "payseal_version", "payseal_status_name", "payseal_last_error", "payseal_last_error_subject",
    "payseal_last_error_detail", "payseal_public_key_id",
}
# #defines that Rust compares with `int` results (payseal_abi_version, payseal_public_key_bits,
# the version numbers); every other integer #define is a size or a count, usize in Rust.
RUST_C_INT_DEFINES = {"PAYSEAL_ABI_VERSION", "PAYSEAL_MIN_RSA_BITS", "PAYSEAL_MAX_RSA_BITS",
                      "PAYSEAL_VERSION_MAJOR", "PAYSEAL_VERSION_MINOR", "PAYSEAL_VERSION_PATCH"}
# path -> (a regular expression matching the version, the replacement ({v}: the version)); it must
# match once, in Cargo.lock twice (the packages payseal and payseal-sys)
MANIFESTS = {
    "Sources/PaySeal/PaySealError.swift": (r'^public let paySealVersion = "[^"]*"$', 'public let paySealVersion = "{v}"'),
    "bindings/python/src/payseal/__init__.py": (r'^__version__ = "[^"]*"$', '__version__ = "{v}"'),
    "bindings/python/pyproject.toml": (r'^version = "[^"]*"$', 'version = "{v}"'),
    "bindings/rust/Cargo.toml": (r'^version = "[^"]*"$', 'version = "{v}"'),
    "bindings/rust/downstream-test/Cargo.toml.in": (r'^version = "[^"]*"$', 'version = "{v}"'),
    "bindings/rust/Cargo.lock": (r'^(name = "payseal(?:-sys)?"\nversion = )"[^"]*"$', r'\g<1>"{v}"'),
    "bindings/web/package.json": (r'^  "version": "[^"]*",$', '  "version": "{v}",'),
}


def string_outputs(h: Header) -> Dict[str, List[str]]:
    """Each function of the header with its `char **` parameters, the new strings it writes
    (payseal_results checks that the ones named as JSON are described)."""
    return {fn.name: [p.name for p in fn.params if p.base == "char" and p.stars == 2 and not p.const] for fn in h.functions}


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def handle_class(name: str) -> str:
    return camel(name[len("payseal_"):]) + "Handle"


def short(define: str) -> str:
    return define[len("PAYSEAL_"):]


# --------------------------------------------------------------------------------------- Python


def py_type(fn: Function, i: int, p: Param) -> str:
    nxt = fn.params[i + 1] if i + 1 < len(fn.params) else None
    if p.stars == 0 and p.array is None:
        return {"payseal_status": "_status", "int": "c_int", "size_t": "c_size_t"}.get(p.base) or fail(fn, p)
    if p.array is not None or (p.stars == 1 and p.const and p.base == "uint8_t"):
        return "_bytes_in"  # const uint8_t *, const uint8_t x[N]: bytes, passed without copy
    if p.stars == 1 and p.const and p.base == "char":
        # with a length: any bytes (_bytes_in); without: a NUL-terminated string (both are c_char_p)
        return "_bytes_in" if nxt is not None and nxt.base == "size_t" and nxt.name.endswith("len") else "c_char_p"
    if p.base.startswith("payseal_") and p.base != "payseal_status":
        return handle_class(p.base) if p.stars == 1 else f"POINTER({handle_class(p.base)})" if p.stars == 2 else fail(fn, p)
    if (p.base, p.stars) == ("size_t", 1):
        return "_out_len" if p.name == "out_len" else "POINTER(c_size_t)"
    return {("void", 1): "c_void_p", ("char", 2): "_out_buf",
            ("uint8_t", 2): "_out_buf"}.get((p.base, p.stars)) or fail(fn, p)


def py_result(fn: Function) -> str:
    r = fn.ret
    if (r.base, r.stars) == ("char", 1) and r.const:
        return "c_char_p" if fn.name in BORROWED_STRING_RESULTS else fail(fn, r, "a const char * result not in BORROWED_STRING_RESULTS")
    return {("payseal_status", 0): "_status", ("int", 0): "c_int", ("void", 0): "None"}.get((r.base, r.stars)) or fail(fn, r)


def fail(fn: Function, p: Param, why: str = "a C type without a binding rule") -> str:
    raise HeaderError(fn.line, f"{fn.name}: {why}: {'const ' if p.const else ''}{p.base} {'*' * p.stars}{p.name}")


def python_raw(h: Header) -> str:
    consts = [(short(d.name), d.value.replace("u", "") if d.number is not None else f'"{d.value}"', d.comment)
              for d in h.defines.values()]
    names = [c[0] for c in consts] + [s[0] for s in h.statuses] + ["STATUS_NAMES"]
    names += [handle_class(n) for n, _ in h.handles] + ["PROTOTYPES"]
    out = [f"# {BANNER}", '"""The C ABI of Include/payseal.h for ctypes: its #defines, the payseal_status values, the',
           "opaque handles and PROTOTYPES (name -> (restype, argtypes)). _ffi loads the library and applies them.",
           '"""', "", "from __future__ import annotations", "",
           "from ctypes import POINTER, c_char_p, c_int, c_size_t, c_void_p",
           "from typing import Any, Dict, List, Tuple", "", "__all__ = ["]
    out += [f'    "{n}",' for n in names] + ["]", "", "# Versions, sizes and limits (#define PAYSEAL_*)"]
    out += [f"{n} = {v}  # {c}" for n, v, c in consts] + ["", "# payseal_status"]
    out += [f"{n} = {v}" + (f"  # {c}" if c else "") for n, v, c in h.statuses]
    out += ["", "#: payseal_status values and their names, as in Include/payseal.h.", "STATUS_NAMES: Dict[int, str] = {"]
    out += [f'    {v}: "{n}",' for n, v, _ in h.statuses] + ["}", "", "",
            "# Opaque handles: distinct c_void_p subclasses, so ctypes refuses to pass one kind of handle",
            "# where another is expected (and does not convert them to plain ints)."]
    for n, c in h.handles:
        out += [f"class {handle_class(n)}(c_void_p):", f'    """{n} * ({c})"""', "", ""]
    out += ["_status = c_int  # payseal_status (a C enum: int-sized)",
            "_bytes_in = c_char_p  # const uint8_t * / const char * inputs: Python bytes, passed without copy",
            "_out_buf = POINTER(c_void_p)  # char ** / uint8_t **: caller frees with payseal_free",
            "_out_len = POINTER(c_size_t)", "",
            "#: name -> (restype, argtypes) for every function in Include/payseal.h",
            "PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {"]
    section = None
    for fn in h.functions:
        if fn.section != section:
            section = fn.section
            out.append(f"    # {section}")
        args = ", ".join(py_type(fn, i, p) for i, p in enumerate(fn.params))
        line = f'    "{fn.name}": ({py_result(fn)}, [{args}]),'
        out += [line] if len(line) <= 120 else [f'    "{fn.name}": (', f"        {py_result(fn)},", f"        [{args}],", "    ),"]
    return "\n".join(out + ["}", ""])


# ----------------------------------------------------------------------------------------- Rust

RUST_BASE = {"char": "c_char", "uint8_t": "u8", "size_t": "usize", "int": "c_int", "void": "c_void", "payseal_status": "payseal_status"}


def rust_type(p: Param) -> str:
    base = RUST_BASE.get(p.base, p.base)
    if p.array is not None:
        return f"*const {base}"  # a C array parameter is a pointer; the callee reads the documented length
    if p.stars == 0:
        return base
    return "*mut " * (p.stars - 1) + ("*const " if p.const else "*mut ") + base


def md(text: str) -> str:
    """Header prose as Markdown text: no code spans, links, HTML tags or emphasis of its own."""
    return re.sub(r"([\\`*\[\]<>])", r"\\\1", text)


def rust_doc(text: str, indent: str) -> List[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(indent) + 4 + len(line) + 1 + len(word) > 110:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [f"{indent}/// {ln}" for ln in lines + [line]]


def rust_fn(fn: Function, indent: str, prefix: str = "pub fn ") -> List[str]:
    ret = "" if (fn.ret.base, fn.ret.stars) == ("void", 0) else f" -> {rust_type(fn.ret)}"
    params = [f"{p.name}: {rust_type(p)}" for p in fn.params]
    one = f"{indent}{prefix}{fn.name}({', '.join(params)}){ret};"
    if len(one) <= 130:
        return [one]
    return [f"{indent}{prefix}{fn.name}("] + [f"{indent}    {p}," for p in params] + [f"{indent}){ret};"]


def rust_sys(h: Header) -> str:
    last = h.statuses[-1][1]
    out = [f"// {BANNER}", "// Included by lib.rs, whose documentation gives the type mapping.", "",
           "// " + "-" * 93, "// Versions, sizes and limits (#defines in the header)", "// " + "-" * 93, ""]
    for d in h.defines.values():
        out += rust_doc(f"`{d.name}`: {md(d.comment)}.", "")
        if d.number is None:
            out.append(f'pub const {d.name}: &str = "{d.value}";')
        else:
            out.append(f"pub const {d.name}: {'c_int' if d.name in RUST_C_INT_DEFINES else 'usize'} = {d.value.replace('u', '')};")
    out += ["", "// " + "-" * 93, "// Status", "// " + "-" * 93, "", STATUS_DOC.format(last=last).rstrip(),
            "#[repr(transparent)]", "#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]", "pub struct payseal_status(pub c_uint);", ""]
    for n, v, c in h.statuses:
        out += rust_doc(f"`{n}`" + (f": {md(c)}." if c else "."), "") + [f"pub const {n}: payseal_status = payseal_status({v});"]
    out += ["", "// " + "-" * 93, "// Opaque handles", "// " + "-" * 93, ""]
    for n, c in h.handles:
        out += rust_doc(f"`{n}`: opaque; {md(c)}.", "") + ["#[repr(C)]", f"pub struct {n} {{", "    _private: [u8; 0],",
                                                          "    _marker: PhantomData<(*mut u8, PhantomPinned)>,", "}", ""]
    out += ["// " + "-" * 93, "// Functions", "// " + "-" * 93, "", 'unsafe extern "C" {']
    section = None
    for fn in h.functions:
        if fn.section != section:
            out += ([] if section is None else [""]) + [f"    // --- {fn.section}"]
            section = fn.section
        out += [""] + rust_doc(md(first_sentence(fn.doc)), "    ") + rust_fn(fn, "    ")
    return "\n".join(out + ["}", ""])


STATUS_DOC = """/// `enum payseal_status`, as the C ABI passes it.
///
/// Why a `#[repr(transparent)]` newtype over `c_uint` and not a `#[repr(C)] enum`: a Rust
/// enum may only ever hold one of its declared discriminants, and producing any other value
/// is undefined behaviour. The value comes from foreign code, and a newer libpayseal may add
/// statuses (a C enum may legally hold any value of its underlying type), so receiving it as
/// a Rust enum would make "an unknown status" UB instead of an error to report. The newtype
/// accepts every bit pattern.
///
/// Why `c_uint`: a C enum is passed as its compatible integer type. GCC and Clang pick
/// `unsigned int` for an enum whose constants are all non-negative and fit in it (this one:
/// 0..={last}; that is also what bindgen emits), MSVC picks `int`. Both are 32 bits with the
/// same representation of 0..={last} and the same calling convention, so `c_uint` is correct for
/// every value the header defines on every supported target.
"""


def rust_symbols(h: Header) -> str:
    out = [f"// {BANNER}", "//! Every function of Include/payseal.h links, with the signature payseal-sys declares for it", "//! (each is cast to a typed function pointer first).", "",
           "use payseal_sys::*;", "USE", "", "#[test]", "#[rustfmt::skip]",
           "fn every_symbol_links_with_its_signature() {", f"    let addrs: [(&str, *const c_void); {len(h.functions)}] = ["]
    for fn in h.functions:
        ret = "" if (fn.ret.base, fn.ret.stars) == ("void", 0) else f" -> {rust_type(fn.ret)}"
        sig = f'unsafe extern "C" fn({", ".join(rust_type(p) for p in fn.params)}){ret}'
        out.append(f'        ("{fn.name}", ({fn.name} as {sig}) as *const c_void),')
    out += ["    ];", "    for (name, addr) in addrs {", '        assert!(!addr.is_null(), "{name}");', "    }", "}", ""]
    text = "\n".join(out)
    used = [t for t in ("c_char", "c_int", "c_void") if re.search(rf"\b{t}\b", text)]
    return text.replace("USE", f"use std::ffi::{{{', '.join(used)}}};")


# ------------------------------------------------------------------------------------ the rest


def exports_map(h: Header) -> str:
    out = ["/* libpayseal.so exports the functions of Include/payseal.h and nothing else. */", f"/* {BANNER} */",
           "{", "  global:"]
    return "\n".join(out + [f"    {fn.name};" for fn in h.functions] + ["  local: *;", "};", ""])


def manifest(path: str, version: str) -> str:
    pattern, template = MANIFESTS[path]
    text = (ROOT / path).read_text("utf-8")
    new, count = re.subn(pattern, template.replace("{v}", version), text, flags=re.M)
    if count != (2 if path.endswith("Cargo.lock") else 1):
        raise SystemExit(f"generate_bindings: {path}: the version pattern matched {count} times")
    return new


def outputs(h: Header, results: Results) -> Dict[str, str]:
    d = h.defines
    for key in ("PAYSEAL_VERSION_MAJOR", "PAYSEAL_VERSION_MINOR", "PAYSEAL_VERSION_PATCH", "PAYSEAL_VERSION_STRING"):
        if key not in d:
            raise SystemExit(f"generate_bindings: Include/payseal.h defines no {key}")
    version = d["PAYSEAL_VERSION_STRING"].value
    parts = f"{d['PAYSEAL_VERSION_MAJOR'].number}.{d['PAYSEAL_VERSION_MINOR'].number}.{d['PAYSEAL_VERSION_PATCH'].number}"
    if version != parts:
        raise SystemExit(f"generate_bindings: PAYSEAL_VERSION_STRING {version!r} is not MAJOR.MINOR.PATCH {parts!r}")
    files = {
        "bindings/python/src/payseal/_raw.py": python_raw(h),
        "bindings/rust/payseal-sys/src/generated.rs": rust_sys(h),
        "bindings/rust/payseal-sys/tests/symbols.rs": rust_symbols(h),
        "Sources/PaySealC/exports.map": exports_map(h),
    }
    files.update(generate_java.outputs(h, BANNER))
    files.update(generate_results_python.generate(results, RESULTS_BANNER))
    files.update(generate_results_rust.generate(results, RESULTS_BANNER))
    files.update(generate_java_results.generate(results, RESULTS_BANNER))
    files.update(generate_errors.generate(h, results, BANNER_BOTH, RESULTS_BANNER))
    files.update(generate_web.outputs(h, BANNER, BORROWED_STRING_RESULTS))
    files.update({path: manifest(path, version) for path in MANIFESTS})
    return files


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file differs from what the header and the results' description give")
    ap.add_argument("--header", default="Include/payseal.h", help="the header to read (default: Include/payseal.h)")
    ap.add_argument("--results", default="Include/payseal_results.json",
                    help="the description of the JSON results (default: Include/payseal_results.json)")
    args = ap.parse_args()
    try:
        header = parse((ROOT / args.header).read_text("utf-8"))
    except HeaderError as exc:
        print(f"generate_bindings: {args.header}:{exc.line}: {exc.message}", file=sys.stderr)
        return 2
    try:
        results = parse_results((ROOT / args.results).read_text("utf-8"), string_outputs(header),
                                [p.name for fn in header.functions for p in fn.params])
        files = outputs(header, results)
    except (ResultsError, HeaderError) as exc:
        print(f"generate_bindings: {args.results}: {exc}", file=sys.stderr)
        return 2
    differ = []
    for path, text in files.items():
        target = ROOT / path
        old = target.read_text("utf-8") if target.exists() else ""
        if old == text:
            continue
        differ.append(path)
        if args.check:
            diff = list(difflib.unified_diff(old.splitlines(), text.splitlines(), f"{path} (on disk)", f"{path} (generated)", lineterm="", n=1))
            print("\n".join(diff[:30] + (["... (%d more diff lines)" % (len(diff) - 30)] if len(diff) > 30 else [])))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, "utf-8")
            print(f"generate_bindings: wrote {path}")
    if args.check and differ:
        print("generate_bindings: these files differ from what Include/payseal.h and Include/payseal_results.json give"
              " (run `make generate-bindings`):", file=sys.stderr)
        for path in differ:
            print(f"  {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
