#!/usr/bin/env python3
"""Instructions per op under valgrind's callgrind: the C baseline, the C ABI, the Swift API and
the Python binding.

    bench/callgrind.py [--op encrypt] [--bits 2048] [--seconds 1.5] [--top 12]
                       [--build-dir .build-bench] [--programs baseline c-abi swift python]

Needs the programs bench/run.sh builds (and its venv, with the binding installed). Only the op
itself is counted (--toggle-collect on the function each program calls once per op); the per-op
numbers divide by the calls callgrind saw. Prints the total per op and the functions with the
most instructions of their own per op. Python has no such function: its program
(python/impls.py --count N) runs the op N times and once 0 times, and the difference of the two
totals, divided by N, is the op's (no per-function rows).
"""

import argparse
import os
import re
import subprocess
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
BUILD = os.path.join(ROOT, ".build-bench")

# program, the function called once per op (a glob for --toggle-collect)
SWIFT_OP = {
    "encrypt": "$s7PaySeal9PublicKeyC7encryptySSSays5UInt8VGKF",
    "decrypt": "$s7PaySeal10PrivateKeyC7decryptySays5UInt8VGSSKF",
    "prepare": "$s7PaySeal14PaymentRequestV7prepare4with8metadata*",
    "parse-key": "$s7PaySeal9PublicKeyC17clientAPIResponseACSays5UInt8VG_tKcfC",
    "metadata": "$s7PaySeal14DeviceMetadataV7encodedSSvg",
}
C_OP = {"parse-key": "op_parse_key"}


def profile(name, cmd, function, a, out_dir):
    out = os.path.join(out_dir, name)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", f"--toggle-collect={function}"] + cmd
                   + ["--op", a.op, "--bits", str(a.bits), "--seconds", str(a.seconds), "--keys",
                      os.path.join(ROOT, "Vectors", "keys"), "--payload", os.path.join(BENCH, "payload.json")],
                   check=True, capture_output=True)
    text = open(out).read()
    names = dict(re.findall(r"^c?fn=\((\d+)\) (.+)$", text, re.M))
    pattern = re.compile(function.replace("$", r"\$").replace("*", ".*") + "$")
    calls = sum(int(n) for fid, n in re.findall(r"^cfn=\((\d+)\).*\ncalls=(\d+)", text, re.M) if pattern.match(names[fid]))
    total = int(re.search(r"^summary: (\d+)", text, re.M).group(1))
    annotated = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
    rows = re.findall(r"^\s*([\d,]+) \([ \d.%]+\)\s+(\S.*)$", annotated, re.M)
    return calls, total, [(int(n.replace(",", "")), f) for n, f in rows if "PROGRAM TOTALS" not in f]


def profile_python(a, out_dir, count=2000):
    """Instructions per op of the Python binding: (total of `count` ops - total of none) / count."""
    totals = []
    env = dict(os.environ, PAYSEAL_LIBRARY=os.path.join(a.lib_dir, "libpayseal.so"))
    for n in (0, count):
        out = os.path.join(out_dir, f"python-{n}")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", a.python,
                        os.path.join(BENCH, "python", "impls.py"), "--impl", "payseal", "--op", a.op, "--bits", str(a.bits),
                        "--count", str(n), "--keys", os.path.join(ROOT, "Vectors", "keys"),
                        "--payload", os.path.join(BENCH, "payload.json")], check=True, capture_output=True, env=env)
        totals.append(int(re.search(r"^summary: (\d+)", open(out).read(), re.M).group(1)))
    return count, totals[1] - totals[0], []


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--op", default="encrypt", choices=sorted(SWIFT_OP))
    p.add_argument("--bits", type=int, default=2048)
    p.add_argument("--seconds", type=float, default=1.5)
    p.add_argument("--top", type=int, default=12)
    p.add_argument("--build-dir", default=BUILD, help="where bench/run.sh put the programs (another build: before/after)")
    p.add_argument("--programs", nargs="+", default=["baseline", "c-abi", "swift"], choices=["baseline", "c-abi", "swift", "python"])
    p.add_argument("--python", default=os.path.join(ROOT, ".build-venv-bench", "bin", "python"), help="the venv run.sh made")
    p.add_argument("--lib-dir", default=os.environ.get("LIB_DIR", os.path.join(ROOT, ".build", "release")))
    a = p.parse_args()
    c_op = C_OP.get(a.op, "op_" + a.op)
    programs = [
        ("baseline", [os.path.join(a.build_dir, "c", "baseline")], c_op),
        ("c-abi", [os.path.join(a.build_dir, "c", "capi")], c_op),
        ("swift", [os.path.join(a.build_dir, "release", "payseal-bench")], SWIFT_OP[a.op]),
        ("python", None, None),
    ]
    programs = [program for program in programs if program[0] in a.programs]
    with tempfile.TemporaryDirectory() as tmp:
        base = None
        for name, cmd, function in programs:
            calls, total, rows = profile_python(a, tmp) if name == "python" else profile(name, cmd, function, a, tmp)
            per_op = total / max(calls, 1)
            base = base or per_op
            print(f"\n{name}: {per_op:,.0f} instructions per {a.op} ({calls} ops; {per_op / base:.3f}x the baseline)")
            for n, f in rows[: a.top]:
                print(f"  {n / max(calls, 1):>10,.0f}  {f[:110]}")


if __name__ == "__main__":
    main()
