#!/usr/bin/env python3
"""A random differential of PaySeal's reading of server patterns against java.util.regex.

Seeded random patterns in Java's syntax (random_patterns.py), each with values built to match it
and values one edit away, go to Java 17 (JavaOracle.java, GROUPED mode) and to the library's
payseal_validate_value, as compare.py does for the fixed corpus. Counted per pair:
- agree: the same verdict (match, no match; or Java refuses the pattern and PaySeal says
  invalidPattern);
- verdict differences: Java matches and PaySeal does not, or the reverse;
- invalid-versus-compiles: one side refuses the pattern and the other reads it;
- refused-versus-unsupported: Java refuses a pattern PaySeal fails closed on (Java reports the
  syntax error first; PaySeal, the construct it cannot read): both refuse every value, so it is
  counted and listed (--report), not failed;
- unsupportedPattern: PaySeal fails closed on a pattern Java compiles (not compared; its share of
  the pairs whose pattern Java compiles is printed);
- bounded: Java gave up on time or PaySeal answered matchLimit (not compared).
Prints the first disagreements, "java-random: N passed, M failed" (failed: the verdict differences
and the invalid-versus-compiles pairs) and exits 1 on any failure.
"""
import argparse
import collections
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from compare import PaySeal, oracle_arguments  # noqa: E402
from random_patterns import cases  # noqa: E402


def java_verdicts(java: str, classes: str, batch: list) -> list:
    lines = ["GROUPED"]
    for pattern, values in batch:
        lines.append("P " + pattern.encode("utf-8").hex())
        lines.extend("V " + v.encode("utf-8").hex() for v in values)
    run = subprocess.run([java, "-Xss8m", "-cp", classes, "JavaOracle"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True)
    out = run.stdout.splitlines()
    assert len(out) == len(batch), (len(out), len(batch), run.stderr)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    oracle_arguments(parser)
    parser.add_argument("--seed", type=int, default=20261128)
    parser.add_argument("--patterns", type=int, default=3000)
    parser.add_argument("--values", type=int, default=8, help="values per pattern")
    parser.add_argument("--show", type=int, default=25, help="disagreements printed")
    parser.add_argument("--report", help="write every disagreement and unsupported pattern as JSON here")
    args = parser.parse_args()
    batch = cases(args.seed, args.patterns, args.values)
    java = java_verdicts(args.java, args.classes, batch)
    payseal = PaySeal(args.lib)
    counts = collections.Counter()
    differences, refused, unsupported = [], [], []
    for (pattern, values), line in zip(batch, java):
        ours = [payseal.verdict(pattern, v) for v in values]
        java_invalid = line.startswith("INVALID")
        if not java_invalid and "unsupportedPattern" in ours:
            counts["unsupported"] += len(values)
            counts["java compiles"] += len(values)
            unsupported.append(pattern)
            continue
        if java_invalid:
            counts["java refuses"] += len(values)
            for value, mine in zip(values, ours):
                if mine == "invalidPattern":
                    counts["agree"] += 1
                elif mine == "unsupportedPattern":
                    counts["refused-versus-unsupported"] += 1
                    refused.append((pattern, value, "Java: invalid (" + line[8:] + ")", mine))
                else:
                    counts["invalid-versus-compiles"] += 1
                    differences.append((pattern, value, "Java: invalid (" + line[8:] + ")", mine))
            continue
        counts["java compiles"] += len(values)
        for value, theirs, mine in zip(values, line[3:], ours):
            if theirs == "T" or mine in ("matchLimit", "status6"):
                counts["bounded"] += 1
            elif theirs == mine:
                counts["agree"] += 1
            elif mine == "invalidPattern":
                counts["invalid-versus-compiles"] += 1
                differences.append((pattern, value, "Java: compiles", mine))
            else:
                counts["verdict differences"] += 1
                differences.append((pattern, value, "Java: " + ("match" if theirs == "1" else "no match"), mine))
    pairs = sum(len(values) for _, values in batch)
    for pattern, value, theirs, mine in differences[:args.show]:
        print("  differs: pattern %s value %s: %s, PaySeal: %s" % (json.dumps(pattern, ensure_ascii=False),
                                                                   json.dumps(value, ensure_ascii=False), theirs, mine))
    share = 100.0 * counts["unsupported"] / max(1, counts["java compiles"])
    print("java-random: seed %d, %d patterns, %d pairs (Java compiles %d, refuses %d); verdict differences %d, "
          "invalid-versus-compiles %d; Java refuses where PaySeal says unsupportedPattern %d; unsupportedPattern %d pairs (%.1f%% of those Java compiles, %d patterns); "
          "bounded %d" % (args.seed, len(batch), pairs, counts["java compiles"], counts["java refuses"],
                          counts["verdict differences"], counts["invalid-versus-compiles"],
                          counts["refused-versus-unsupported"], counts["unsupported"],
                          share, len(unsupported), counts["bounded"]))
    if args.report:
        pathlib.Path(args.report).write_text(json.dumps({"differences": differences, "refused": refused, "unsupported": unsupported},
                                                        ensure_ascii=False, indent=1), encoding="utf-8")
    print("java-random: %d passed, %d failed" % (counts["agree"], len(differences)))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
