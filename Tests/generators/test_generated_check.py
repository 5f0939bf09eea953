#!/usr/bin/env python3
"""`generate_bindings.py --check` catches what it must: run on a scratch copy of what it reads and
writes, it passes as the tree is, fails naming the file when a generated line is edited by hand,
fails naming every binding's result types when a shape changes in Include/payseal_results.json,
and stops on a description that names a shape it does not describe, that leaves out a function the
header declares as writing JSON (a `char **out_json`), or that describes one writing none.
`make check-generated` runs it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List, Tuple

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import generate_bindings  # noqa: E402
from payseal_header import parse  # noqa: E402
from payseal_results import parse as parse_results  # noqa: E402

PY_RESULTS = "bindings/python/src/payseal/_results.py"
RUST_RESULTS = "bindings/rust/payseal/src/results.rs"
JAVA_RESULTS = "bindings/java/src/main/java/dev/payseal/Results.java"
PY_ERRORS = "bindings/python/src/payseal/_errors.py"


def check(scratch: Path) -> Tuple[int, str]:
    done = subprocess.run([sys.executable, str(scratch / "tools/generate_bindings.py"), "--check"], capture_output=True, text=True)
    return done.returncode, done.stdout + done.stderr


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text("utf-8")
    if old not in text:
        raise SystemExit(f"test_generated_check: {path} has no {old!r} to edit")
    path.write_text(text.replace(old, new, 1), "utf-8")


def main() -> int:
    header = parse((ROOT / "Include/payseal.h").read_text("utf-8"))
    results = parse_results((ROOT / "Include/payseal_results.json").read_text("utf-8"))
    paths = list(generate_bindings.outputs(header, results))
    failures: List[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        shutil.copytree(ROOT / "tools", scratch / "tools", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(ROOT / "Include", scratch / "Include")
        for path in paths:
            (scratch / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / path, scratch / path)

        def expect(what: str, code: int, named: List[str]) -> None:
            rc, out = check(scratch)
            missing = [n for n in named if n not in out]
            if rc != code or missing:
                failures.append(f"{what}: exit {rc} (expected {code}), not named: {missing}\n{out}")

        expect("the tree as it is", 0, [])
        edit(scratch / PY_RESULTS, "    complete: bool\n", "    complete: int\n")
        expect("a generated line edited", 1, [PY_RESULTS])
        shutil.copyfile(ROOT / PY_RESULTS, scratch / PY_RESULTS)
        edit(scratch / JAVA_RESULTS, "        final boolean complete;\n", "        boolean complete;\n")
        expect("a generated Java line edited", 1, [JAVA_RESULTS])
        shutil.copyfile(ROOT / JAVA_RESULTS, scratch / JAVA_RESULTS)
        edit(scratch / PY_ERRORS, "class JSONError(PaySealError, ValueError):", "class JSONError(PaySealError):")
        expect("an error class edited", 1, [PY_ERRORS])
        shutil.copyfile(ROOT / PY_ERRORS, scratch / PY_ERRORS)
        description = scratch / "Include/payseal_results.json"
        edit(description, '{"json": "maxLength", "type": "int"', '{"json": "maxLength", "type": "string"')
        expect("a shape changed in its description", 1, [PY_RESULTS, RUST_RESULTS, JAVA_RESULTS])
        edit(description, '{"json": "maxLength", "type": "string"', '{"json": "maxLength", "type": "Length"')
        expect("a shape named but not described", 2, ["Length"])
        shutil.copyfile(ROOT / "Include/payseal_results.json", description)
        edit(description, '    "payseal_card_edit_cvc": {"type": "FieldEdit"},\n', "")
        expect("a function writing JSON left out of the description", 2, ["payseal_card_edit_cvc", "out_json"])
        shutil.copyfile(ROOT / "Include/payseal_results.json", description)
        edit(description, '"results": {\n', '"results": {\n    "payseal_card_format_pan": {"type": "string"},\n')
        expect("a function writing no JSON described", 2, ["payseal_card_format_pan"])
        shutil.copyfile(ROOT / "Include/payseal_results.json", description)
        edit(description, '"out": "out"', '"out": "out_len"')
        expect("out naming no string parameter", 2, ["payseal_messages_localize", "out_len"])
        shutil.copyfile(ROOT / "Include/payseal_results.json", description)
        edit(description, '"out": "out", ', "")
        expect("a JSON output not named as one, without out", 2, ["payseal_messages_localize"])
    for failure in failures:
        print(f"test_generated_check: {failure}", file=sys.stderr)
    if not failures:
        print("test_generated_check: --check fails on an edited generated line, an edited error class, a changed shape "
              "and a function writing JSON left out of the description")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
