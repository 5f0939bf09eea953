#!/usr/bin/env python3
"""What keeps the core (Sources/PaySeal, without the files bindings/web/core-left-out.txt lists) from
building in Embedded Swift for wasm32-unknown-none-wasm: type-checks it as the web build would
(`make web` compiles it; run that build first, for PCRE2's headers), sorts the
compiler's diagnostics into blocker categories, and prints each category's count with example
locations (bindings/web/README.md, "Embedded Swift", holds a run's table).

The compiler stops after type checking when it finds errors there, so the restrictions Embedded
Swift checks later (on the lowered code: an `any Error` thrown, an existential used) show only as
warnings now (untyped throws, generic methods on existentials) or not at all; a census of the
source constructs they concern follows the diagnostics.

usage: embedded-blockers.py [--log FILE]  (--log: a saved compiler log instead of compiling)
"""

import argparse
import collections
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
LEFT_OUT = ROOT / "bindings/web/core-left-out.txt"
EXCLUDED = tuple(line for line in LEFT_OUT.read_text().splitlines() if line and not line.startswith("#"))
COMMAND = ["swiftc", "-target", "wasm32-unknown-none-wasm", "-enable-experimental-feature", "Embedded", "-wmo",
           "-parse-as-library", "-module-name", "PaySeal", "-package-name", "PaySeal", "-swift-version", "6",
           "-I", "bindings/web/embedded/CWebLibc", "-Xfrontend", "-import-module", "-Xfrontend", "CWebLibc",
           "-I", "bindings/web/embedded/CPCRE2", "-Xcc", "-I.build-web/pcre2/include",
           "-Xcc", "-isystem", "-Xcc", "/usr/include/wasm32-wasi", "-typecheck"]

LIBC = r"pthread_\w+|malloc|free|memcmp|strdup|strlen|time|gmtime_r|tm|fopen|fread|fclose|inet_pton|AF_INET6?|utsname|uname|Darwin|Glibc"
BACKEND = r"CryptoKey|PatternEngine\w*|PatternProgram|RSAOAEP|constantTimeEqual"
CONCURRENCY = r"Task|withTaskCancellationHandler|withCheckedThrowingContinuation|CheckedContinuation"
# (category, what it means for the port, test on the diagnostic's text)
CATEGORIES = [
    ("untyped throws", "`throws` is `any Error`: Embedded Swift needs `throws(PaySealError)`",
     lambda m: "untyped throws" in m or "protocol type 'any Error'" in m),
    ("Codable", "Decodable/Encodable/CodingKey are unavailable: the Codable conformances move out of the Embedded build",
     lambda m: re.search(r"Decod|Encod|Codable|CodingKey|init\(from:\)", m) is not None),
    ("existentials", "a generic method called on an `any P` value (other than the Codable ones)",
     lambda m: "on a value of type 'any" in m or "value of protocol type" in m),
    ("C library", "Glibc/Darwin are not importable: pthreads, malloc/free, memcmp, time, stdio, sockets, uname",
     lambda m: re.search(rf"cannot find (type )?'({LIBC})' in scope", m) is not None),
    ("crypto and pattern backend", "Backend/System and Backend/Portable are left out: the web backend (WebCrypto, PCRE2 for wasm32) is to be written",
     lambda m: re.search(rf"cannot find (type )?'({BACKEND})' in scope|type 'CryptoBackend' has no member", m) is not None),
    ("concurrency", "the async transport (Task, continuations): _Concurrency is not in the Embedded wasm32 build",
     lambda m: re.search(rf"cannot find (type )?'({CONCURRENCY})' in scope", m) is not None),
    ("package access", "`package` declarations need -package-name (a flag, not a source change)",
     lambda m: "requires a package name" in m),
]
FOLLOW_ON = ("follow-on", "a type the categories above left unresolved (inference, overloads, contextual types)")

# Source constructs behind the restrictions checked after type checking: (name, regex)
CENSUS = [
    ("`throws` without a type", r"\bthrows\b(?!\()"),
    ("`rethrows`", r"\brethrows\b"),
    ("`any P` existentials", r"\bany [A-Z]\w*"),
    ("`some P` opaque types (allowed)", r"\bsome [A-Z]\w*"),
    ("Codable conformances", r":\s*[^{]*\b(Codable|Decodable|Encodable)\b"),
    ("key paths", r"\\\.[a-z]\w*"),
    ("`async` functions", r"\basync\b"),
    ("`import Glibc`/`Darwin`", r"^import (Glibc|Darwin)"),
    ("`String(describing:)`/`Mirror`", r"String\(describing:|\bMirror\("),
    ("`as?`/`is` casts", r"\bas\?|\bis [A-Z]"),
]


def sources():
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "Sources/PaySeal").rglob("*.swift"))
    return [f for f in files if not f.startswith(EXCLUDED)]


def diagnostics(log):
    seen = set()
    for line in log.splitlines():
        found = re.match(r"^(Sources/\S+?):(\d+):(\d+): (error|warning): (.*)$", line)
        if found and found.group(1, 2, 3) not in seen:
            seen.add(found.group(1, 2, 3))
            yield f"{found.group(1)}:{found.group(2)}", found.group(4), found.group(5)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=pathlib.Path)
    args = parser.parse_args()
    files = sources()
    if args.log:
        log = args.log.read_text()
    else:
        run = subprocess.run(COMMAND + files, cwd=ROOT, capture_output=True, text=True)
        log = run.stdout + run.stderr
    groups = collections.defaultdict(list)
    for location, kind, message in diagnostics(log):
        name = next((name for name, _, test in CATEGORIES if test(message)), FOLLOW_ON[0])
        groups[name].append((location, kind, message))
    print(f"{len(files)} files; diagnostics by blocker (errors + warnings, each location once):")
    for name, meaning in [(n, m) for n, m, _ in CATEGORIES] + [FOLLOW_ON]:
        found = groups.get(name, [])
        if not found:
            continue
        errors = sum(kind == "error" for _, kind, _ in found)
        files_hit = len({location.split(":")[0] for location, _, _ in found})
        print(f"- {name}: {len(found)} ({errors} errors) in {files_hit} files; {meaning}")
        for location, _, message in found[:3]:
            print(f"    {location}: {message[:110]}")
    print("source census (lines):")
    for name, pattern in CENSUS:
        regex = re.compile(pattern, re.M)
        hits = [(f, n + 1) for f in files for n, line in enumerate((ROOT / f).read_text().splitlines())
                if regex.search(line) and not line.lstrip().startswith("//")]
        example = f" e.g. {hits[0][0]}:{hits[0][1]}" if hits else ""
        print(f"- {name}: {len(hits)} in {len({f for f, _ in hits})} files{example}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
