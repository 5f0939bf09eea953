"""Running one bench program (bench/README.md, "What runs"): alone, or in turns with another.

Each program takes `--op --bits --threads --seconds --keys --payload` and prints one JSON line
with `ops_per_sec` and `"check": "ok"`; with `--turns R,W` (one thread) it takes turns with
another program over two pipes (bench/c/common.h, run_in_turns; bench/README.md, "Taking turns").
"""

from __future__ import annotations

import json
import os
import subprocess


def run_one(cmd, op, bits, threads, a, env):
    args = cmd + ["--op", op, "--bits", str(bits), "--threads", str(threads), "--seconds", str(a.seconds),
                  "--keys", a.keys, "--payload", a.payload]
    return result(subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env), a)


def run_in_turns(first, second, op, bits, a, env):
    """The two programs on one CPU, taking turns over two pipes (--turns; bench/c/common.h):
    `first` starts. Returns ((ops/s, error) of first, (ops/s, error) of second)."""
    first_in, second_out = os.pipe()
    second_in, first_out = os.pipe()
    os.write(second_out, b"t")  # the first program's first turn
    cpu = max(os.sched_getaffinity(0))
    procs = []
    for cmd, fds in ((first, (first_in, first_out)), (second, (second_in, second_out))):
        args = cmd + ["--op", op, "--bits", str(bits), "--threads", "1", "--seconds", str(a.seconds), "--keys", a.keys,
                      "--payload", a.payload, "--turns", f"{fds[0]},{fds[1]}"]
        procs.append(subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                                      pass_fds=fds, preexec_fn=lambda: os.sched_setaffinity(0, {cpu})))
    for fd in (first_in, first_out, second_in, second_out):
        os.close(fd)
    return tuple(result(p, a) for p in procs)


def result(proc, a):
    """(ops/s, None) or (None, error) from a program's JSON line."""
    try:
        out, err = proc.communicate(timeout=a.seconds * 8 + 120)
    except subprocess.TimeoutExpired:
        proc.kill()
        return None, "timed out"
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        return None, (err.strip().splitlines() or [f"exit {proc.returncode}"])[-1]
    row = json.loads(lines[-1])
    return (row["ops_per_sec"], None) if row.get("check") == "ok" else (None, f"check: {row.get('check')}")
