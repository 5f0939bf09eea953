#!/usr/bin/env python3
"""The availability check itself: it passes on the sources as they are, and fails, naming the file,
the line and the versions needed, on a copy with an API newer than Package.swift's platforms
planted in it (Synchronization's Atomic and Mutex, InlineArray, a parameter pack, ...), while a
mention in a comment or a string, an older overload, or the project's own declaration of such a
name passes.

    python3 Tests/apple-availability/test_check_apple_availability.py
"""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHECK = pathlib.Path(__file__).resolve().parent / "check_apple_availability.py"
PLANT_IN = pathlib.Path("Sources/PaySeal/Internal/Locked.swift")

# (what is planted at the end of Locked.swift, the text the check must print; None: it must pass)
CASES = [
    ("import Synchronization\nlet planted = Atomic<Int>(0)\n", "Locked.swift:{line}: import Synchronization"),
    ("import Synchronization\nlet planted = Atomic<Int>(0)\n", "Locked.swift:{next}: Atomic needs macOS 15, iOS 18"),
    ("import Synchronization\nlet planted = Mutex(0)\n", "Mutex needs macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2"),
    ("let planted: InlineArray<2, Int> = [1, 2]\n", "InlineArray needs macOS 26"),
    ("let planted: UInt128 = 0\n", "UInt128 needs macOS 15"),
    ("let planted = Duration.seconds(1)\n", "Duration needs macOS 13, iOS 16"),
    ("func planted<each T>(_ value: repeat each T) {}\n", "a parameter pack needs macOS 14, iOS 17"),
    ("// Atomic<Int> and Mutex, in a comment\nlet planted = \"Atomic<Int>\"\n", None),
    ("let planted = [1].withUnsafeBufferPointer { $0.count }\n", None),  # the untyped-throws overload is old
    ("struct Atomic { var planted = 0 }\n", None),  # the project's own Atomic
]


def run(sources: pathlib.Path, package: pathlib.Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(CHECK), "--sources", str(sources), "--package", str(package)],
                          capture_output=True, text=True)


def main() -> int:
    failures = []
    clean = run(ROOT / "Sources", ROOT / "Package.swift")
    if clean.returncode != 0:
        failures.append(f"the sources as they are fail the check:\n{clean.stdout}{clean.stderr}")
    with tempfile.TemporaryDirectory() as temp:
        copy = pathlib.Path(temp)
        shutil.copytree(ROOT / "Sources", copy / "Sources")
        shutil.copy(ROOT / "Package.swift", copy / "Package.swift")
        target = copy / PLANT_IN
        original = target.read_text("utf-8")
        line = original.count("\n") + 1
        for planted, expected in CASES:
            target.write_text(original + planted, "utf-8")
            result = run(copy / "Sources", copy / "Package.swift")
            if expected is None:
                if result.returncode != 0:
                    failures.append(f"{planted!r}: the check fails where it should pass:\n{result.stdout}")
                continue
            want = expected.format(line=line, next=line + 1)
            if result.returncode != 1 or want not in result.stdout:
                failures.append(f"{planted!r}: want exit 1 and {want!r}, got exit {result.returncode}:\n{result.stdout}{result.stderr}")
        # Lower minimums let what they allow through: a package for macOS 15 and iOS 18 may use Atomic.
        target.write_text(original + "import Synchronization\nlet planted = Atomic<Int>(0)\n", "utf-8")
        package = copy / "Package.swift"
        package.write_text(package.read_text("utf-8").replace(".macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)",
                                                              ".macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)"), "utf-8")
        newer = run(copy / "Sources", package)
        if newer.returncode != 0:
            failures.append(f"Atomic with macOS 15 / iOS 18 minimums: the check fails:\n{newer.stdout}{newer.stderr}")
    for failure in failures:
        print(f"FAILED {failure}")
    if failures:
        return 1
    print(f"check-apple-availability's test: the sources pass; {len(CASES)} planted cases and the minimums' case as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
