#!/usr/bin/env python3
"""Compares PaySeal's reading of the server's patterns with Java's own (JavaOracle.java).

For every pattern of the corpus (Tests/java-oracle/corpus.json, plus every regularExpression of
the validation and product vector files) and every value, java.util.regex's
Pattern.compile(p).matcher(v).matches() against payseal_validate_value with
{"validators": {"regularExpression": {"regularExpression": p}}} on the release library.
Agreement: Java matches and PaySeal returns [] / Java does not and PaySeal returns the
regularExpression error / Java refuses the pattern (PatternSyntaxException) and PaySeal says
invalidPattern. A pattern PaySeal calls unsupportedPattern is listed apart (fail closed, with the
reason in docs/card-input.md), as are pairs where Java gave up on time or PaySeal answered
matchLimit (the bounds of docs/card-input.md, "Bounded work"). Prints
"java-oracle: N passed, M failed" (pairs) and every disagreement; exits 1 on any.
"""
import argparse
import ctypes
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def fixture_patterns(vectors: pathlib.Path) -> list:
    found = []

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("regularExpression", "regex") and isinstance(value, str):
                    found.append(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in sorted(vectors.glob("validation*.json")) + sorted(vectors.glob("products*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return found


def java_verdicts(java: str, classes: str, patterns: list, values: list) -> list:
    lines = ["P " + p.encode("utf-8").hex() for p in patterns] + ["V " + v.encode("utf-8").hex() for v in values]
    run = subprocess.run([java, "-Xss8m", "-cp", classes, "JavaOracle"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True)
    out = run.stdout.splitlines()
    assert len(out) == len(patterns), (len(out), len(patterns), run.stderr)
    return out


class PaySeal:
    def __init__(self, path: str):
        self.lib = ctypes.CDLL(path)
        self.lib.payseal_validate_value.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_int,
                                                    ctypes.c_int, ctypes.POINTER(ctypes.c_void_p),
                                                    ctypes.POINTER(ctypes.c_size_t)]
        self.lib.payseal_free.argtypes = [ctypes.c_void_p]

    def verdict(self, pattern: str, value: str) -> str:
        """'1' match, '0' no match, or the error reason / status."""
        rules = json.dumps({"validators": {"regularExpression": {"regularExpression": pattern}}}).encode()
        out, length = ctypes.c_void_p(), ctypes.c_size_t()
        status = self.lib.payseal_validate_value(rules, len(rules), value.encode("utf-8"), 2026, 1,
                                                 ctypes.byref(out), ctypes.byref(length))
        if status != 0:
            return "status%d" % status
        text = ctypes.string_at(out, length.value).decode("utf-8")
        self.lib.payseal_free(out)
        errors = json.loads(text)
        if not errors:
            return "1"
        reason = errors[0].get("params", {}).get("reason")
        return reason or "0"


def oracle_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every oracle script takes: the library, JavaOracle's classes, Java 17."""
    parser.add_argument("--lib", required=True)
    parser.add_argument("--classes", required=True)
    parser.add_argument("--java", default="java", help="OpenJDK 17's java")


def rule(pattern: str) -> dict:
    return {"validators": {"regularExpression": {"regularExpression": pattern}}}


def write_vectors(path: pathlib.Path, cases: list) -> None:
    """A "validation" vector file pinned by Java's verdicts, one case per corpus pattern (Vectors/
    has a size cap; the oracle itself runs every pair): a value Java matches for every other
    pattern, one it refuses for the rest (or whichever exists); for a pattern Java refuses
    (invalidPattern) or PaySeal does not read (unsupportedPattern), that error."""
    out = []
    for number, entry in enumerate(cases):
        def case(kind, value, errors, comment):
            out.append({"id": "java-%d-%s" % (number, kind), "comment": comment, "result": "valid",
                        "data_restrictions": rule(entry["pattern"]), "value": value, "today": [2026, 1],
                        "expected_errors": errors})
        if entry["expected"] in ("invalidPattern", "unsupportedPattern"):
            reason = entry["expected"]
            why = "Java refuses the pattern" if entry["java"] == "invalid" else "Java compiles it"
            case(reason, "a", [{"type": "regularExpression", "params": {"reason": reason}}], why + "; PaySeal: " + reason)
        elif entry["matches"] and (number % 2 == 0 or not entry["noMatch"]):
            case("match", entry["matches"][number % len(entry["matches"])], [], "Java 17 matches")
        elif entry["noMatch"]:
            case("nomatch", entry["noMatch"][number % len(entry["noMatch"])],
                 [{"type": "regularExpression", "params": {}}], "Java 17 does not match")
    document = {
        "topic": "validation",
        "source": "Not upstream: Java 17's own verdicts (java.util.regex, Pattern.compile(p).matcher(v).matches(), "
                  "OpenJDK 17) on the patterns of Tests/java-oracle/corpus.json and of the fixtures, written by "
                  "Tests/java-oracle/compare.py --write-vectors (make java-pattern-vectors). PaySeal's answers are not "
                  "the source, except that a pattern PaySeal lists as unsupported expects unsupportedPattern.",
        "license": "CC0 (written for PaySeal)",
        "notes": ["Runner: the validation topic's. Each pattern is a server pattern in Java's dialect "
                  "(docs/card-input.md, Server patterns: Java's reading); expected_errors is [] when Java matches, "
                  "the regularExpression error when it does not, reason invalidPattern when Java refuses the pattern "
                  "(PatternSyntaxException), unsupportedPattern for the constructs PaySeal does not read."],
        "cases": out,
    }
    text = json.dumps({**document, "cases": []}, ensure_ascii=False, indent=1)
    lines = ",\n  ".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in out)
    text = text.replace('"cases": []', '"cases": [\n  ' + lines + "\n ]")
    path.write_text(text + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser()
    oracle_arguments(parser)
    parser.add_argument("--write-vectors", help="write Vectors/java-patterns.json from Java's verdicts")
    args = parser.parse_args()
    corpus = json.loads((HERE / "corpus.json").read_text(encoding="utf-8"))
    patterns = list(dict.fromkeys(corpus["patterns"] + fixture_patterns(ROOT / "Vectors")))
    values = corpus["values"]
    java = java_verdicts(args.java, args.classes, patterns, values)
    payseal = PaySeal(args.lib)
    passed, failed, unsupported, bounded = 0, [], {}, 0
    cases = []
    corpus_patterns = set(corpus["patterns"])
    for pattern, line in zip(patterns, java):
        ours = [payseal.verdict(pattern, v) for v in values]
        if "unsupportedPattern" in ours:
            unsupported[pattern] = len(values)
            cases.append({"pattern": pattern, "java": "compiles" if line.startswith("OK") else "invalid",
                          "expected": "unsupportedPattern"})
            continue
        if line.startswith("INVALID"):
            for value, mine in zip(values, ours):
                if mine == "invalidPattern":
                    passed += 1
                else:
                    failed.append((pattern, value, "Java: invalid (" + line[8:] + ")", mine))
            cases.append({"pattern": pattern, "java": "invalid", "expected": "invalidPattern"})
            continue
        entry = {"pattern": pattern, "java": "compiles", "expected": "values", "matches": [], "noMatch": []}
        for value, theirs, mine in zip(values, line[3:], ours):
            if theirs == "T" or mine in ("matchLimit", "status6"):
                bounded += 1
                continue
            entry["matches" if theirs == "1" else "noMatch"].append(value)
            if theirs == mine:
                passed += 1
            else:
                failed.append((pattern, value, "Java: " + ("match" if theirs == "1" else "no match"), mine))
        cases.append(entry)
    for pattern, value, theirs, mine in failed:
        print("  differs: pattern %s value %s: %s, PaySeal: %s" % (json.dumps(pattern, ensure_ascii=False),
                                                                   json.dumps(value, ensure_ascii=False), theirs, mine))
    print("java-oracle: %d patterns x %d values; unsupportedPattern: %d patterns (%d pairs not compared); "
          "bounded (Java gave up or matchLimit): %d pairs" % (len(patterns), len(values), len(unsupported),
                                                              sum(unsupported.values()), bounded))
    for pattern in unsupported:
        print("  unsupported: " + json.dumps(pattern, ensure_ascii=False))
    print("java-oracle: %d passed, %d failed" % (passed, len(failed)))
    if args.write_vectors:
        write_vectors(pathlib.Path(args.write_vectors), [c for c in cases if c["pattern"] in corpus_patterns])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
