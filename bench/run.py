#!/usr/bin/env python3
"""Runs every benchmark implementation in interleaved rounds and prints the table.

In each round, for each configuration (op, key size, threads), every implementation runs once,
in an order rotated from round to round, each with a run of the C baseline of its own (on one
thread, the two programs taking turns on one CPU every few milliseconds; on two, one right after
the other); its ratio is its ops/s over that baseline run's. The table shows, per row, the median
ratio over the rounds, its range, and the median ops/s. Then the targets.

Built programs are expected where bench/run.sh puts them; run that script, not this one.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import platform
import statistics
import subprocess
import sys
import time

import hostile_http
from programs import run_in_turns, run_one

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)

OPS = ["encrypt", "decrypt", "prepare", "parse-key", "metadata"]
TARGETS_MEMORY_KIB = 1024


def java_command(a):
    """The Java bench (bench/java/JavaBench.java, built by run.sh) on the jar of `make java`."""
    classpath = os.path.join(ROOT, ".build", "java", "payseal.jar") + ":" + os.path.join(a.build_dir, "java")
    return [os.environ.get("JAVA", "java"), "-cp", classpath, "JavaBench"]


def implementations(a):
    c, py = os.path.join(a.build_dir, "c"), [a.python, os.path.join(BENCH, "python", "impls.py"), "--impl"]
    return [  # id, label, command, ops (None: all)
        ("baseline", "C on OpenSSL 3 (baseline)", [os.path.join(c, "baseline")], None),
        ("swift", "PaySeal Swift API", [os.path.join(a.build_dir, "release", "payseal-bench")], None),
        ("swift-portable", "Swift API, portable backend", [os.path.join(a.build_dir + "-portable", "release", "payseal-bench")],
         {"encrypt", "decrypt", "prepare", "parse-key"}),
        ("c-abi", "PaySeal C ABI, C host", [os.path.join(c, "capi")], None),
        ("python", "PaySeal Python binding", py + ["payseal"], None),
        ("java", "PaySeal Java binding", java_command(a), {"prepare"}),
        ("joserfc", "joserfc (PyPI)", py + ["joserfc"], {"encrypt", "decrypt", "prepare", "parse-key"}),
        ("pyca", "pyca/cryptography by hand", py + ["pyca"], None),
    ]


def configurations(a):
    for op in a.ops:
        for bits in ([2048] if op == "metadata" else a.bits):  # metadata has no key
            for threads in a.threads:
                yield (op, bits, threads)


def _spin(seconds, out):
    n, end = 0, time.perf_counter() + seconds
    while time.perf_counter() < end:
        for _ in range(1000):
            pass
        n += 1
    out.put(n)


def cpu_headroom(seconds=0.5):
    """How much more pure-CPU work 2 processes get done than 1 (2.0 on an idle 2-core machine)."""
    import multiprocessing as mp
    rates = []
    for procs in (1, 2):
        q = mp.Queue()
        ps = [mp.Process(target=_spin, args=(seconds, q)) for _ in range(procs)]
        for p in ps:
            p.start()
        rates.append(sum(q.get() for _ in ps))
        for p in ps:
            p.join()
    return rates[1] / rates[0]


def machine(a):
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    try:
        crypto = ctypes.CDLL("libcrypto.so.3")
        crypto.OpenSSL_version.restype = ctypes.c_char_p
        openssl = crypto.OpenSSL_version(0).decode()
    except OSError:
        openssl = "?"
    probe = ("import sys, importlib.metadata as m; print(sys.version.split()[0], m.version('joserfc'), "
             "m.version('cryptography'))")
    pyv, joserfc, cryptography = subprocess.run([a.python, "-c", probe], capture_output=True, text=True).stdout.split()
    try:
        lib = ctypes.CDLL(os.path.join(a.lib_dir, "libpayseal.so"))
        lib.payseal_version.restype = ctypes.c_char_p
        payseal = lib.payseal_version().decode()
    except OSError:
        payseal = "?"
    a.headroom = cpu_headroom()
    return [
        f"CPU: {cpu}, {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f} at the start; "
        f"2 spinning processes get {a.headroom:.2f}x the work of 1 (2.00 on an idle 2-core machine)",
        f"{openssl}; Python {pyv} (joserfc {joserfc}, cryptography {cryptography}); libpayseal {payseal} ({a.lib_dir})",
        f"{a.rounds} round(s) of {a.seconds} s per run; payload {os.path.getsize(a.payload)} bytes",
    ]


def median(xs):
    return statistics.median(xs) if xs else None


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seconds", type=float, default=0.5, help="timed seconds per run")
    p.add_argument("--quick", action="store_true", help="smoke run: 1 round, 0.3 s, --rss 20000")
    p.add_argument("--ops", nargs="+", default=OPS, choices=OPS)
    p.add_argument("--bits", nargs="+", type=int, default=[2048, 4096])
    p.add_argument("--threads", nargs="+", type=int, default=[1, 2])
    p.add_argument("--impls", nargs="+", help="ids to run (the baseline always runs)")
    p.add_argument("--rss", type=int, default=1_000_000, help="C ABI encryptions for the memory check (0: skip)")
    p.add_argument("--build-dir", default=os.path.join(ROOT, ".build-bench"))
    p.add_argument("--lib-dir", default=os.environ.get("LIB_DIR", os.path.join(ROOT, ".build", "release")))
    p.add_argument("--python", default=os.path.join(ROOT, ".build-venv-bench", "bin", "python"))
    p.add_argument("--keys", default=os.path.join(ROOT, "Vectors", "keys"))
    p.add_argument("--payload", default=os.path.join(BENCH, "payload.json"))
    p.add_argument("--json", help="also write every measurement to this file")
    p.add_argument("--no-card-input", dest="card_input", action="store_false",
                   help="skip the card-input (mask edit, validation, card keystroke, continuation worst case) measurements")
    p.add_argument("--no-json-scaling", dest="json_scaling", action="store_false",
                   help="skip the JSON parse-time-per-byte check")
    p.add_argument("--no-hostile", dest="hostile", action="store_false",
                   help="skip the worst cases of server patterns and brand tables, and of HTTP answers")
    a = p.parse_args()
    if a.quick:
        a.rounds, a.seconds, a.rss = 1, 0.3, min(a.rss, 20_000)
    env = dict(os.environ, PAYSEAL_LIBRARY=os.path.join(a.lib_dir, "libpayseal.so"))
    impls = [i for i in implementations(a) if i[0] == "baseline" or not a.impls or i[0] in a.impls]
    configs = list(configurations(a))

    print("\n".join(machine(a)), flush=True)
    ops = {}      # (impl, config) -> [ops/s per round]
    ratios = {}   # (impl, config) -> [ratio to the same round's baseline]
    errors = {}   # (impl, config) -> message
    started = time.time()
    baseline_cmd = impls[0][2]

    def record(impl, cfg, value, error):
        if error:
            errors[(impl, cfg)] = error
        else:
            ops.setdefault((impl, cfg), []).append(value)
        return value

    def measure_pair(impl, cmd, cfg, baseline_first):
        """The implementation and a baseline run of its own: on one thread, the two taking turns
        every few milliseconds; on more, one run right after the other."""
        pair = [("baseline", baseline_cmd), (impl, cmd)]
        pair = pair if baseline_first else pair[::-1]
        if cfg[2] == 1:
            results = run_in_turns(pair[0][1], pair[1][1], cfg[0], cfg[1], a, env)
        else:
            results = [run_one(command, *cfg, a, env) for _, command in pair]
        return {name: record(name, cfg, *got) for (name, _), got in zip(pair, results)}

    for r in range(a.rounds):
        for k, cfg in enumerate(configs):
            runnable = [i for i in impls[1:] if i[3] is None or cfg[0] in i[3]]
            shift = (r + k) % max(len(runnable), 1)
            # Each implementation is measured with a baseline run of its own (which starts
            # first alternates by round), and its ratio is to that run: on a shared virtual
            # machine the speed drifts within seconds, and a baseline measured apart would
            # carry that drift into the ratio (bench/README.md, "Taking turns").
            for impl, _, cmd, _ in runnable[shift:] + runnable[:shift]:
                got = measure_pair(impl, cmd, cfg, baseline_first=r % 2 == 0)
                if got["baseline"] and got[impl]:
                    ratios.setdefault((impl, cfg), []).append(got[impl] / got["baseline"])
                    ratios.setdefault(("baseline", cfg), []).append(1.0)
        print(f"round {r + 1}/{a.rounds} done ({time.time() - started:.0f} s)", file=sys.stderr, flush=True)

    rss = None
    if a.rss:
        cmd = [os.path.join(a.build_dir, "c", "capi"), "--rss", str(a.rss), "--keys", a.keys, "--payload", a.payload]
        out = subprocess.run(cmd, capture_output=True, text=True, env=env)
        rss = json.loads(out.stdout) if out.returncode == 0 else {"error": out.stderr.strip()}

    # JSON parse time per byte, 1k to 100k members or escapes (a header an attacker sends before any key check).
    scaling_rows = []
    if a.json_scaling:
        cmd = [os.path.join(a.build_dir, "c", "json_scaling"), os.path.join(a.keys, "test-rsa-2048.private.pem"),
               str(max(a.seconds, 0.3))]
        out = subprocess.run(cmd, capture_output=True, text=True, env=env)
        scaling_rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        if out.returncode != 0 or len(scaling_rows) != 6:
            errors[("json-scaling", ("parse", 0, 1))] = out.stderr.strip() or f"exit {out.returncode}"

    # Card input per keystroke: the C ABI, the Python binding and the pure-Python reference (and, C
    # only, the CPU time of the card check's continuation search at its bound). In as many rounds
    # as the table, the programs' order reversed every other round; a ratio is the median of its
    # rounds' ratios, as in the table: one run each moved a ratio by half between runs minutes apart.
    card_rows, card_rounds = [], []
    if a.card_input:
        seconds = str(max(a.seconds, 0.5))
        programs = [[os.path.join(a.build_dir, "c", "card_input"), seconds],
                    [a.python, os.path.join(BENCH, "python", "card_input.py"), seconds],
                    java_command(a) + ["card-input", seconds]]
        for r in range(a.rounds):
            rates = {}
            for cmd in programs if r % 2 == 0 else programs[::-1]:
                out = subprocess.run(cmd, capture_output=True, text=True, env=env)
                rows = [dict(row, impl=row.get("impl", "c-abi")) for row in
                        (json.loads(line) for line in out.stdout.splitlines() if line.startswith("{"))]
                if out.returncode != 0 or not rows:
                    errors[("card-input", (os.path.basename(cmd[-2]), 0, 1))] = out.stderr.strip() or f"exit {out.returncode}"
                rates.update({(row["impl"], row["op"]): row["ops_per_sec"] for row in rows if "ops_per_sec" in row})
                if r == 0:
                    card_rows += [row for row in rows if "ops_per_sec" not in row]
            card_rounds.append(rates)

    # The first validation of a product of 50 patterned fields (patterns translated and compiled),
    # then the same request again: CPU time and heap allocations per validation.
    first_row, first_error = None, None
    if a.card_input:
        out = subprocess.run([os.path.join(a.build_dir, "c", "first_validation"), str(max(a.seconds, 0.5))],
                             capture_output=True, text=True, env=env)
        rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        if out.returncode != 0 or not rows:
            first_error = out.stderr.strip() or f"exit {out.returncode}"
        else:
            first_row = rows[0]

    # The worst known patterns and brand tables: each call's CPU time, and what 8 threads keep.
    hostile_rows, hostile_error = [], None
    if a.hostile:
        out = subprocess.run([os.path.join(a.build_dir, "c", "hostile_patterns")], capture_output=True, text=True, env=env)
        hostile_rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        if out.returncode != 0 or not hostile_rows:
            hostile_error = out.stderr.strip() or f"exit {out.returncode}"

    # The CLI against hostile HTTP answers (bench/hostile_http.py): time, peak memory, bytes taken.
    http_rows = hostile_http.rows(os.path.join(a.lib_dir, "payseal-cli")) if a.hostile else []

    # --- the table ---
    label = {i[0]: i[1] for i in impls}
    print(f"\n{'op':<9} {'bits':>4} {'thr':>3}  {'implementation':<27} {'ratio':>6} {'(min-max)':>13} {'ops/s':>10}")
    print("-" * 80)
    for cfg in configs:
        op, bits, threads = cfg
        for impl, *_ in impls:
            if (impl, cfg) in errors and (impl, cfg) not in ops:
                print(f"{op:<9} {bits if op != 'metadata' else '-':>4} {threads:>3}  {label[impl]:<27} FAILED: {errors[(impl, cfg)]}")
                continue
            if (impl, cfg) not in ops:
                continue
            rs = ratios.get((impl, cfg), [])
            spread = f"({min(rs):.2f}-{max(rs):.2f})" if len(rs) > 1 else ""
            ratio = f"{median(rs):.3f}" if rs else "?"
            print(f"{op:<9} {bits if op != 'metadata' else '-':>4} {threads:>3}  {label[impl]:<27} {ratio:>6} "
                  f"{spread:>13} {median(ops[(impl, cfg)]):>10.0f}")
        print()

    # --- the targets (single thread, 2048-bit key) ---
    card_rate = {key: round(median([r[key] for r in card_rounds if key in r])) for key in set().union(*card_rounds)}

    def card_ratio(impl, over, op):
        """The median of the rounds' ratios of impl's card-input rate over another's."""
        return median([r[(impl, op)] / r[(over, op)] for r in card_rounds if (impl, op) in r and (over, op) in r])

    def ratio_of(impl, op, threads=1):
        return median(ratios.get((impl, (op, 2048, threads)), []))

    def java_over_c_abi():
        java, c_abi = ratio_of("java", "prepare"), ratio_of("c-abi", "prepare")
        return java / c_abi if java and c_abi else None

    def over_fastest_peer(impl, op):
        """impl's ratio over the best of the peers (pyca, joserfc, the portable backend) in the same run."""
        peers = [r for r in (ratio_of(p, op) for p in ("pyca", "joserfc", "swift-portable")) if r]
        mine = ratio_of(impl, op)
        return mine / max(peers) if mine and peers else None

    def binding_keystroke_over_reference():
        """The Python binding's card keystrokes per second over the pure-Python reference's."""
        return card_ratio("python-binding", "python-reference", "card-keystroke")

    def scaling(impl):
        one, two = ops.get((impl, ("encrypt", 2048, 1)), []), ops.get((impl, ("encrypt", 2048, 2)), [])
        return median([b / o for o, b in zip(one, two)]) if one and two else None

    checks = [
        ("Swift API encrypt / baseline", ratio_of("swift", "encrypt"), 0.95),
        ("C ABI encrypt / baseline", ratio_of("c-abi", "encrypt"), 0.93),
        ("prepare end to end, C ABI / baseline", ratio_of("c-abi", "prepare"), 0.90),
        ("prepare end to end, Swift API / baseline", ratio_of("swift", "prepare"), 0.90),
        ("Python binding encrypt / baseline", ratio_of("python", "encrypt"), 0.75),
        ("prepare end to end, Java binding / C ABI", java_over_c_abi(), 0.90),
        ("C ABI encrypt, 2 threads / 1 thread (one key)", scaling("c-abi"), 1.8),
        ("Swift API encrypt, 2 threads / 1 thread (one key)", scaling("swift"), 1.8),
        ("parse-key, C ABI / baseline", ratio_of("c-abi", "parse-key"), 1.5),
        ("parse-key, Swift API / fastest peer", over_fastest_peer("swift", "parse-key"), 1.0),
        ("parse-key, C ABI / fastest peer", over_fastest_peer("c-abi", "parse-key"), 1.0),
        ("prepare, C ABI / baseline (round 2 target)", ratio_of("c-abi", "prepare"), 0.97),
        ("prepare, Python binding / baseline (round 2)", ratio_of("python", "prepare"), 0.85),
        ("card keystroke, Python binding / Python reference", binding_keystroke_over_reference(), 10.0),
    ]
    headroom = min(a.headroom, cpu_headroom())
    print("Targets (2048-bit key, single thread unless said; medians):")
    for name, value, goal in checks:
        verdict = "n/a" if value is None else ("MET" if value >= goal else "NOT MET")
        if "threads" in name and headroom < goal and verdict == "NOT MET":
            verdict += f" (unmeasurable here: 2 processes got only {headroom:.2f}x the CPU of 1)"
        shown = "-" if value is None else f"{value:.3f}"
        print(f"  {name:<50} {shown:>6}  (>= {goal})  {verdict}")
    print(f"  {'  for reference: baseline 2 threads / 1 thread':<50} "
          f"{'-' if scaling('baseline') is None else format(scaling('baseline'), '.3f'):>6}")
    if rss is None:
        print("  memory flat: skipped (--rss 0)")
    elif "error" in rss:
        print(f"  memory flat: FAILED: {rss['error']}")
    else:
        growth = rss["growth_kib"]
        print(f"  {'memory: RSS growth over %d C ABI encryptions' % rss['encryptions']:<50} {growth:>4} KiB "
              f"(< {TARGETS_MEMORY_KIB} KiB; {rss['rss_after_warmup_kib']} -> {rss['rss_end_kib']} KiB after a "
              f"10,000-op warm-up)  {'MET' if growth < TARGETS_MEMORY_KIB else 'NOT MET'}")
    if ("json-scaling", ("parse", 0, 1)) in errors:
        print(f"JSON parse time per byte: FAILED: {errors[('json-scaling', ('parse', 0, 1))]}")
    elif scaling_rows:
        print("JSON parse time per byte (payseal_jwe_decrypt refusing a header of N distinct members, "
              "or of a kid with N escapes):")
        for shape in ("members", "escapes"):
            rows = [row for row in scaling_rows if row["shape"] == shape]
            for row in rows:
                print(f"  {row['count']:>7} {shape:<7}  {row['bytes']:>9} bytes  {row['ns_per_byte']:>8.2f} ns/byte  "
                      f"({row['runs']} runs)")
            flat = rows[-1]["ns_per_byte"] / rows[0]["ns_per_byte"]
            label = f"flat: ns/byte at 100k {shape} / at 1k {shape}"
            print(f"  {label:<50} {flat:>6.2f}  (<= 2.0)  {'MET' if flat <= 2.0 else 'NOT MET'}")
    if card_rate:
        print("Card input per keystroke (ops/s; mask-edit: typing the 19th digit; validate-value: luhn + length + regex;\n"
              "  card-keystroke: the 12th digit of a Visa typed into the PAN field, then the check of PAN, expiry and CVC;\n"
              "  field-keystroke: the same key in a product's card number field, then the field's check):")
        for op in ("mask-edit", "validate-value", "card-keystroke", "field-keystroke"):
            cells = "  ".join(f"{impl} {card_rate[(impl, op)]:>10,}" for impl in ("c-abi", "python-binding", "python-reference", "java")
                              if (impl, op) in card_rate)
            print(f"  {op:<15} {cells}")
            if ("c-abi", op) in card_rate and ("python-reference", op) in card_rate:
                ratio = card_ratio("c-abi", "python-reference", op)
                print(f"  {'  C ABI / pure-Python reference':<50} {ratio:>6.1f}  (>= 20)  {'MET' if ratio >= 20 else 'NOT MET'}")
            if op in ("card-keystroke", "field-keystroke") and ("python-binding", op) in card_rate and ("python-reference", op) in card_rate:
                ratio = card_ratio("python-binding", "python-reference", op)
                print(f"  {'  Python binding / pure-Python reference':<50} {ratio:>6.1f}")
            if ("java", op) in card_rate and ("c-abi", op) in card_rate:
                print(f"  {'  Java binding / C ABI':<50} {card_ratio('java', 'c-abi', op):>6.3f}")
        for row in (r for r in card_rows if r["op"] == "continuation-worst"):
            worst, builtin = row["cpu_seconds_per_check"], row["builtin_cpu_seconds_per_check"]
            print(f"  continuation-worst: one payseal_card_check walking its 10,000-prefix bound (1,020 narrow ranges) "
                  f"{worst * 1e3:.2f} ms CPU\n  {'  against the built-in table check of card-keystroke':<50} "
                  f"{builtin * 1e6:>6.2f} us CPU  ({worst / builtin:,.0f}x; {row['checks']} and {row['builtin_checks']} checks)")
    if first_error:
        print(f"First validation of a large product: FAILED: {first_error}")
    elif first_row:
        print(f"First validation of a product of {first_row['fields']} patterned fields (parse, attach, "
              f"{first_row['fields']} values, validate; CPU time, heap allocations; {first_row['rounds']} rounds):")
        print(f"  {'first validation (patterns translated and compiled)':<50} {first_row['first_cpu_us']:>9,.0f} us  "
              f"{first_row['first_allocations']:>7,} allocations")
        print(f"  {'the same request validated again':<50} {first_row['again_cpu_us']:>9,.0f} us  "
              f"{first_row['again_allocations']:>7,} allocations")
    if hostile_error:
        print(f"Hostile patterns: FAILED: {hostile_error}")
    if hostile_rows:
        print("Hostile patterns and brand tables (Tests/hostile-patterns/hostile_patterns.c; thread CPU time of one call):")
        for row in hostile_rows:
            if "rss_mib_after" in row:
                after = row["rss_mib_after"]
                print(f"  {row['case']:<24} {row['rss_mib_before']:>7.1f} -> {after:.1f} MiB resident with 8 threads alive "
                      f"(<= 150)  {'MET' if after <= 150 else 'NOT MET'}")
                continue
            bound = 1.0 if row["case"].endswith("parse") else 0.25
            print(f"  {row['case']:<24} {row['seconds']:>9.4f} s  {row['status']:<17} (<= {bound} s)  "
                  f"{'MET' if row['seconds'] <= bound else 'NOT MET'}")
    for line in hostile_http.report(http_rows):
        print(line)
    for key, message in errors.items():
        if key[0] == "card-input":
            print(f"Card input: FAILED ({key[1][0]}): {message}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end; 2 spinning processes get {headroom:.2f}x the work "
          f"of 1 (the lower of start and end); {time.time() - started:.0f} s in all")

    if a.json:
        with open(a.json, "w") as f:
            json.dump({"ops": [[i, *c, v] for (i, c), v in ops.items()],
                       "ratios": [[i, *c, v] for (i, c), v in ratios.items()],
                       "errors": [[i, *c, e] for (i, c), e in errors.items()], "rss": rss}, f, indent=1)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
