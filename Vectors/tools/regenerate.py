#!/usr/bin/env python3
"""Rebuild every generated Vectors/*.json (and the file table of Vectors/README.md) from the tools
and the vendored upstream inputs (Vectors/upstream/), and compare with what is checked in.

    python3 Vectors/tools/regenerate.py           # rewrite the files that differ
    python3 Vectors/tools/regenerate.py --check   # write nothing; exit 1 naming each file that differs

How: Vectors/ (without __pycache__) and examples/ are copied into temporary directories laid out like
the repository, every generated file is removed from the copies, and the tools of each copy run there
(LANES: three independent lanes, each in its own copy, two at a time by default; inside a lane, one tool
after another, in an order where each finds the files it reads already rebuilt). The tools need no
output option, since each writes next to itself. PAYSEAL_UPSTREAM is not passed on: the check is
against the vendored inputs. Then the README table is rebuilt from all the files, and each generated
file is compared with the repository's. A tool that writes a file it does not declare, a declared file
that no tool writes, and a Vectors/*.json that is neither generated nor listed below, all fail the run.

The generators are deterministic (fixed seeds; randomness derived from case ids), and the test keys in
Vectors/keys/ are read, never made again. They need Python >= 3.10 with `cryptography` (pyca),
`joserfc` and `regex` (`make check-vectors-regenerate` installs them into .build-venv-vectors).

Vectors/*.json that no step here writes (NOT_GENERATED):

* validation.java-patterns.json: Java 17's own verdicts, written by Tests/java-oracle/compare.py
  (`make java-pattern-vectors`) through the release library and a JDK; `make test-java-oracle`
  checks them instead.
* bad-input.constructed.json: the C ABI's answers to bad input, written with docs/bad-input.md by
  tools/make_bad_input.py from its rows (tools/bad_input/); `make check-data` checks it.

Everything else is generated; the tool that writes each file is in LANES.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
VECTORS = TOOLS.parent
REPO = VECTORS.parent

# (tool, the Vectors/*.json it writes). Three lanes: a lane's tools run one after the other, in an
# order where each finds the files it reads already rebuilt; no tool reads another lane's files. Each
# lane works in its own copy, so lanes can run at the same time (--jobs). Every tool also rewrites the
# file table of Vectors/README.md; it is rebuilt once more at the end, from all files.
LANES = [
    [  # the card brands (the slowest lane)
        ("generate_card_brand_vectors.py", [
            f"{topic}.{source}.json" for topic in ("card-brands", "card-check", "pan-format", "pan-edit")
            for source in ("independent", "worldpay")]),
        # reads the card-check, card-brands and pan-* files
        ("generate_card_as_you_type.py", ["card-as-you-type.json"]),
        ("generate_card_editing_vectors.py", ["card-editing.independent.json"]),
    ],
    [  # masks, validation, IIN, requests, products and their fields
        ("import_card_input.py", ["masks.platform-sdks.json", "validation.platform-sdks.json"]),
        ("generate_card_input.py", ["masks.independent.json", "validation.independent.json"]),
        ("generate_iin_vectors.py", ["iin.platform-sdks.json", "iin.constructed.json"]),
        ("generate_request_vectors.py", ["client-api-request.constructed.json"]),
        ("generate_service_vectors.py", ["client-api-request.platform-sdks.json", "service-response.platform-sdks.json"]),
        # reads generate_service_vectors.py's Android fixture
        ("generate_client_api_error_vectors.py", ["client-api-error.platform-sdks.json", "client-api-error.constructed.json"]),
        ("generate_product_vectors.py", [
            "products.platform-sdks.json", "products.constructed.json", "products-list.platform-sdks.json",
            "products-list.constructed.json"]),
        ("generate_offered_vectors.py", ["products-offered.platform-sdks.json"]),
        ("generate_validation_messages.py", ["validation-messages.independent.json"]),
        # reads the catalogs in Sources/PaySeal/Messages/
        ("generate_message_vectors.py", ["messages.catalog.json"]),
        ("generate_request_validation_vectors.py", ["request-validation.platform-sdks.json"]),
        # reads products.*, request-validation.platform-sdks.json and examples/*.json
        ("generate_product_field_vectors.py", [
            "product-field-check.platform-sdks.json", "product-field-check.constructed.json"]),
    ],
    [  # the cryptography, keys and payloads
        ("import_upstream.py", [
            "a256cbc-hs512.rfc7518-b3.json", "a256cbc-hs512.wycheproof.json",
            "rsa-oaep-encrypt.pkcs1-oaep-vect.json", "rsa-oaep-decrypt.pkcs1-oaep-vect.json",
            "rsa-oaep-encrypt.go-jose-rfc7516-a1.json", "rsa-oaep-decrypt.wycheproof.json",
            "jwe-decrypt.go-jose.json", "jwe-decrypt.python-jose.json", "jwe-decrypt.joseswift.json",
            "jwe-decrypt.jose2go.json", "jwe-decrypt.wycheproof.json", "jwe-decrypt.rfc7516.json",
            "jwe-decrypt.rfc7520.json", "jwe-decrypt.constructed.json",
            "jwe-encrypt-kat.collected.json", "jwe-encrypt-kat.platform-sdk.json",
            "public-key-parse.rsa-public-key-parsing.json", "public-key-parse.wycheproof.json",
            "public-key-parse.rfc7517.json", "public-key-parse.rfc7520.json", "public-key-parse.constructed.json",
            "client-api-key.constructed.json", "base64.rfc4648-rfc7515.json"]),
        ("generate_jwe_kat.py", ["jwe-encrypt-kat.independent.json"]),
        ("generate_payment_vectors.py", [
            "payment-payload.constructed.json", "payment-payload.platform-sdk.json",
            "device-metadata.constructed.json", "prepare-round-trip.constructed.json"]),
        # reads jwe-decrypt.constructed.json and the keys
        ("fuzz_findings.py", [
            "base64.fuzz-findings.json", "client-api-key.fuzz-findings.json", "device-metadata.fuzz-findings.json",
            "jwe-decrypt.fuzz-findings.json", "public-key-parse.fuzz-findings.json"]),
    ],
]
NOT_GENERATED = {"validation.java-patterns.json", "bad-input.constructed.json"}
README = "README.md"  # its file table is rebuilt by every step
DIFF_LINES = 12


def generated() -> list:
    return [name for lane in LANES for _, outputs in lane for name in outputs]


def snapshot(directory: Path) -> dict:
    return {p.relative_to(directory).as_posix(): p.read_bytes() for p in directory.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def copy_repository(target: Path) -> Path:
    """Vectors/, examples/ and the message catalogs (Sources/PaySeal/Messages/) under `target`, without the
    generated files; returns the copy of Vectors/."""
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(VECTORS, target / "Vectors", ignore=ignore)
    shutil.copytree(REPO / "examples", target / "examples", ignore=ignore)
    shutil.copytree(REPO / "Sources" / "PaySeal" / "Messages", target / "Sources" / "PaySeal" / "Messages", ignore=ignore)
    for name in generated():
        (target / "Vectors" / name).unlink(missing_ok=True)
    return target / "Vectors"


def run_lane(lane: list, work: Path) -> tuple:
    """Run a lane's tools in a copy under `work`; returns (the copy of Vectors/, problems, report lines)."""
    copy = copy_repository(work)
    env = {k: v for k, v in os.environ.items() if k != "PAYSEAL_UPSTREAM"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    problems, report = [], []
    for tool, outputs in lane:
        before = snapshot(copy)
        started = time.monotonic()
        run = subprocess.run([sys.executable, str(copy / "tools" / tool)], cwd=work, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        report.append(f"  {tool}: {time.monotonic() - started:.1f} s")
        if run.returncode != 0:
            problems.append(f"{tool} exited with {run.returncode}:\n{run.stdout}")
            break
        after = snapshot(copy)
        changed = {name for name in after if before.get(name) != after[name]} | (set(before) - set(after))
        for name in sorted(changed - set(outputs) - {README}):
            problems.append(f"{tool} wrote {name}, which it does not declare in regenerate.py's LANES")
        for name in outputs:
            if name not in after:
                problems.append(f"{tool} did not write {name}")
    return copy, problems, report


def build(scratch: Path, jobs: int, verbose: bool) -> tuple:
    """Every lane, then the README table from all files; returns (the rebuilt Vectors/, problems)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(run_lane, LANES, [scratch / f"lane-{i}" for i in range(len(LANES))]))
    merged = copy_repository(scratch / "merged")
    problems = []
    for lane, (copy, lane_problems, report) in zip(LANES, results):
        problems += lane_problems
        if verbose:
            print("\n".join(report))
        for _, outputs in lane:
            for name in outputs:
                if (copy / name).exists():
                    shutil.copyfile(copy / name, merged / name)
    if not problems:
        run = subprocess.run([sys.executable, "-c", "import vectorlib; vectorlib.update_readme()"],
                             cwd=merged / "tools", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
        if run.returncode != 0:
            problems.append(f"vectorlib.update_readme() exited with {run.returncode}:\n{run.stdout}")
    return merged, problems


def shorten(lines: list, width: int = 150) -> list:
    """Diff lines cut to `width` characters; a changed line around where it first differs from its pair."""
    lines = [line.rstrip("\n") for line in lines]
    out = []
    for i, line in enumerate(lines):
        if len(line) <= width:
            out.append(line)
            continue
        pair = next((other for other in lines[i + 1:] + lines[:i][::-1]
                     if other[:1] in "+-" and other[:1] != line[:1] and not other.startswith(("---", "+++"))), "")
        first = next((k for k, (a, b) in enumerate(zip(line, pair)) if a != b), 1) if line[:1] in "+-" else 1
        start = max(1, min(first - width // 3, len(line) - width + 4))
        out.append(line[:1] + ("..." if start > 1 else "") + line[start:start + width - 6] + "...")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file differs")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="lanes run at the same time (default 2)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each tool's run time")
    args = parser.parse_args()

    problems = []
    present = {p.name for p in VECTORS.glob("*.json")}
    names = generated()
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f"{name} is declared by two steps")
    for name in sorted(present - set(names) - NOT_GENERATED):
        problems.append(f"Vectors/{name}: no step writes it and it is not in NOT_GENERATED (regenerate.py)")

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="payseal-regenerate-") as scratch:
        copy, build_problems = build(Path(scratch), max(1, args.jobs), args.verbose)
        problems += build_problems
        differ = []
        if not build_problems:
            for name in names + [README]:
                new, old = (copy / name).read_bytes(), (VECTORS / name).read_bytes() if (VECTORS / name).exists() else None
                if new == old:
                    continue
                differ.append(name)
                if args.check:
                    old_lines = old.decode("utf-8").splitlines(keepends=True) if old is not None else []
                    diff = list(difflib.unified_diff(old_lines, new.decode("utf-8").splitlines(keepends=True),
                                                     f"Vectors/{name} (checked in)", f"Vectors/{name} (regenerated)", n=1))
                    print(f"differs: Vectors/{name}")
                    for line in shorten(diff[:DIFF_LINES]):
                        print("    " + line)
                    if len(diff) > DIFF_LINES:
                        print(f"    ... ({len(diff) - DIFF_LINES} more diff lines)")
                else:
                    shutil.copyfile(copy / name, VECTORS / name)
                    print(f"rewrote Vectors/{name}")
    seconds = time.monotonic() - started
    for p in problems:
        print(f"regenerate.py: {p}")
    if problems:
        return 1
    if args.check and differ:
        print(f"regenerate.py --check: {len(differ)} file(s) differ from what the tools generate "
              f"(run python3 Vectors/tools/regenerate.py, then read the diff); {seconds:.0f} s")
        return 1
    print(f"regenerate.py: {len(names)} generated files and the README table "
          f"{'match' if args.check or not differ else 'rewritten where they differed'}; {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
