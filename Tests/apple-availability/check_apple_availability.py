#!/usr/bin/env python3
"""Fails when the Swift sources use an API that Apple ships only after the package's minimum OS
versions (the `platforms:` of Package.swift: iOS 15, macOS 12, ...).

A Linux toolchain cannot type-check for an Apple target (no SDK), so this reads what the compiler
would: the availability the toolchain's own module interfaces declare (lib/swift/<os>/*.swiftmodule/
*.swiftinterface of Swift, _Concurrency, Synchronization, _StringProcessing, ...), where
`@available(SwiftStdlib 6.0, *)` is already spelled out as `@available(macOS 15.0, iOS 18.0, ...)`.
A name is too new when every declaration of it in those interfaces is newer than a minimum
(`Atomic`, `Mutex`, `InlineArray`, `Span`, `wrappingAdd`, `Int128`, ...); a name also declared
without such availability (an older overload of `withUnsafeBufferPointer`) is not, and neither is
a name the sources declare themselves. A module whose every declaration is newer is too new to
import (`import Synchronization`). Foundation's availability is not in the toolchain (Apple's
Foundation comes with the SDK), so it is not checked here.

    python3 Tests/apple-availability/check_apple_availability.py [--sources DIR ...] [--toolchain-lib DIR]

Prints each use (file:line, the name, the versions it needs) and exits 1 when there is one.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The modules an Apple OS ships with the Swift runtime (what an app's code may import from the
# toolchain without an SDK); Foundation and Dispatch come with the SDK.
MODULES = ("Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Distributed", "RegexBuilder")
# What every Swift file sees without an import; the others count only in a file that imports them.
IMPLICIT = ("Swift", "_Concurrency", "_StringProcessing")
APPLE = ("macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
DECLARATION = re.compile(
    r"^\s*(?:(?:@\w+(?:\([^)]*\))?|public|open|final|static|class|mutating|nonmutating|override|convenience|required|"
    r"indirect|consuming|borrowing|nonisolated|dynamic|optional|prefix|postfix|infix|package|__consuming|_const)\s+)*"
    r"(func|var|let|struct|class|enum|protocol|typealias|actor|associatedtype|macro|extension|case|init|subscript|deinit)\b\s*"
    r"(`?[A-Za-z_][A-Za-z0-9_]*`?)?")
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
AVAILABLE = re.compile(r"@available\(([^)]*)\)")
VERSION = re.compile(r"\b(" + "|".join(APPLE) + r")\s*(?:,\s*introduced:\s*)?(\d+(?:\.\d+)*)")
# A parameter's argument label (or name) in a declaration: `init(repeating: ...)`, `(_ x: ...)`.
LABEL = re.compile(r"[(,]\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+[A-Za-z_][A-Za-z0-9_]*)?\s*:")
# Keywords (contextual ones too) an interface may spell where a name goes; never an API's name.
KEYWORDS = {"get", "set", "didSet", "willSet", "modify", "read", "yield", "consuming", "borrowing", "mutating", "some", "any",
            "Self", "self", "inout", "throws", "rethrows", "async", "await", "where", "_"}
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Language features whose runtime support Apple ships later, spelled in the source itself.
FEATURES = [
    (re.compile(r"<\s*each\s+[A-Z]|\brepeat\s+each\b"), "a parameter pack",
     {"macOS": (14,), "iOS": (17,), "tvOS": (17,), "watchOS": (10,), "visionOS": (1,)}),
]


def version(text: str) -> tuple[int, ...]:
    """`15.0` as (15,): trailing zeros dropped, so that 1.0 is not above 1."""
    parts = [int(part) for part in text.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def minimums(package: pathlib.Path) -> dict[str, tuple[int, ...]]:
    """The `platforms:` of Package.swift: `.iOS(.v15)`, `.macOS(.v12)`, `.watchOS(.v8_1)`, ..."""
    found = {name: version(major + ("." + minor if minor else ""))
             for name, major, minor in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS|macCatalyst)\(\.v(\d+)(?:_(\d+))?\)",
                                                  package.read_text("utf-8"))}
    if not found:
        sys.exit(f"{package}: no platforms: declared")
    if "iOS" in found and "macCatalyst" not in found:
        found["macCatalyst"] = found["iOS"]
    return found


def newer(attribute: str, floor: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]] | None:
    """The platforms of an `@available(...)` argument list above the minimums; None when none is
    (or the attribute names no Apple version, as `@available(*, deprecated)` does)."""
    above = {name: version(text) for name, text in VERSION.findall(attribute)
             if name in floor and version(text) > floor[name]}
    return above or None


class Interface:
    """The names an interface declares, each with whether every declaration of it is too new."""

    def __init__(self, floor: dict[str, tuple[int, ...]]):
        self.floor = floor
        self.too_new: dict[str, dict[str, dict[str, tuple[int, ...]]]] = {}  # module -> name -> the versions it needs
        self.old: dict[str, set[str]] = {}  # module -> names declared without newer availability
        self.module_too_new: dict[str, bool] = {}

    def read(self, module: str, text: str) -> None:
        too_new = self.too_new.setdefault(module, {})
        old = self.old.setdefault(module, set())
        stack: list[tuple[str, dict | None]] = []  # ("type" | "body", the enclosing availability above the minimums)
        pending: dict | None = None
        pending_skip = False
        every_top_level_new = True
        top_level_seen = False
        for raw in text.splitlines():
            line = STRING.sub('""', raw.split("//", 1)[0] if not raw.lstrip().startswith("///") else "")
            if not line.strip():
                continue
            for attribute in AVAILABLE.findall(line):
                if re.search(r"\bunavailable\b", attribute) and not VERSION.search(attribute):
                    pending_skip = True
                elif VERSION.search(attribute):
                    pending = newer(attribute, self.floor) or pending or {}
            if line.lstrip().startswith("@_spi("):
                pending_skip = True
            match = DECLARATION.match(AVAILABLE.sub("", line))
            in_types = all(kind == "type" for kind, _ in stack)
            enclosing = next((a for _, a in reversed(stack) if a), None)
            opened_kind = "body"
            opened_availability = enclosing
            if match and in_types:
                kind, name = match.group(1), (match.group(2) or "").strip("`")
                availability = pending if pending else enclosing
                if kind in TYPE_KINDS:
                    opened_kind = "type"
                    opened_availability = availability
                if not stack and kind != "extension":
                    top_level_seen = True
                    every_top_level_new = every_top_level_new and bool(availability) and not pending_skip
                if not availability and not pending_skip:
                    # An older declaration's argument labels are usable too (`repeating:`, `byteCount:`).
                    old.update(LABEL.findall(line))
                if not pending_skip and name and kind not in ("extension", "init", "subscript", "deinit"):
                    names = [name] if kind != "case" else [n.strip().split("(")[0] for n in line.split("case", 1)[1].split(",")]
                    for each in names:
                        if not IDENTIFIER.fullmatch(each or ""):
                            continue
                        if availability:
                            too_new.setdefault(each, availability)
                        else:
                            old.add(each)
                pending, pending_skip = None, False
            elif match is None and not line.lstrip().startswith("@"):
                pending, pending_skip = None, False
            for char in line:
                if char == "{":
                    stack.append((opened_kind, opened_availability))
                    opened_kind, opened_availability = "body", None
                elif char == "}" and stack:
                    stack.pop()
        self.module_too_new[module] = top_level_seen and every_top_level_new

    def names(self, modules: set[str]) -> dict[str, dict[str, tuple[int, ...]]]:
        """The names too new in what a file sees (`modules`): newer in one of them, older in none."""
        old = set().union(*(self.old.get(m, set()) for m in modules))
        return {name: needs for m in sorted(modules) for name, needs in self.too_new.get(m, {}).items()
                if name not in old and name not in KEYWORDS}


def toolchain_lib(given: str | None) -> pathlib.Path:
    if given:
        return pathlib.Path(given)
    swiftc = shutil.which("swiftc")
    if not swiftc:
        sys.exit("check-apple-availability: no swiftc on PATH (pass --toolchain-lib)")
    lib = pathlib.Path(swiftc).resolve().parents[1] / "lib" / "swift"
    for platform in ("linux", "macosx"):
        if (lib / platform / "Swift.swiftmodule").is_dir():
            return lib / platform
    sys.exit(f"check-apple-availability: no Swift.swiftmodule under {lib}")


def interfaces(lib: pathlib.Path) -> list[tuple[str, pathlib.Path]]:
    found = []
    for module in MODULES:
        files = sorted(p for p in (lib / f"{module}.swiftmodule").glob("*.swiftinterface") if ".private." not in p.name)
        if files:
            found.append((module, files[0]))
    if not any(module == "Swift" for module, _ in found):
        sys.exit(f"check-apple-availability: no Swift.swiftmodule/*.swiftinterface under {lib}")
    return found


def source_text(path: pathlib.Path) -> list[str]:
    """The file's lines without comments and string literals' contents (line numbers kept)."""
    text = path.read_text("utf-8")
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r'#*"""(.*?)"""#*', lambda m: '""' + "\n" * m.group(0).count("\n"), text, flags=re.S)
    return [STRING.sub('""', re.sub(r'#+"(.*?)"#+', '""', line.split("//", 1)[0])) for line in text.splitlines()]


def spell(needs: dict[str, tuple[int, ...]]) -> str:
    return ", ".join(f"{name} {'.'.join(map(str, v))}" for name, v in needs.items())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sources", nargs="*", default=[str(ROOT / "Sources")])
    parser.add_argument("--package", default=str(ROOT / "Package.swift"))
    parser.add_argument("--toolchain-lib")
    args = parser.parse_args()
    floor = minimums(pathlib.Path(args.package))
    interface = Interface(floor)
    lib = toolchain_lib(args.toolchain_lib)
    read = interfaces(lib)
    for module, path in read:
        interface.read(module, path.read_text("utf-8"))
    files = sorted(p for d in args.sources for p in pathlib.Path(d).rglob("*.swift"))
    lines = {path: source_text(path) for path in files}
    declared = {m.group(2) for text in lines.values() for line in text for m in [DECLARATION.match(line)] if m and m.group(2)}
    problems = []
    for path, text in lines.items():
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        imports = {m.group(1) for line in text for m in [re.match(r"\s*(?:@\w+\s+)*import\s+(\w+)", line)] if m}
        too_new = interface.names(set(IMPLICIT) | imports)
        for number, line in enumerate(text, 1):
            imported = re.match(r"\s*(?:@\w+\s+)*import\s+(\w+)", line)
            if imported and interface.module_too_new.get(imported.group(1)):
                problems.append(f"{shown}:{number}: import {imported.group(1)}: every declaration of the module is newer than the minimums")
                continue
            for name in sorted(set(IDENTIFIER.findall(line))):
                if name in too_new and name not in declared:
                    problems.append(f"{shown}:{number}: {name} needs {spell(too_new[name])}")
            for pattern, what, needs in FEATURES:
                above = {p: v for p, v in needs.items() if p in floor and v > floor[p]}
                if pattern.search(line) and above:
                    problems.append(f"{shown}:{number}: {what} needs {spell(above)}")
    minimum = ", ".join(f"{name} {'.'.join(map(str, v))}" for name, v in floor.items())
    if problems:
        print("\n".join(problems))
        print(f"check-apple-availability: {len(problems)} use(s) of APIs newer than the package's platforms ({minimum})")
        return 1
    print(f"check-apple-availability: {len(files)} files use nothing newer than {minimum} "
          f"({sum(len(n) for n in interface.too_new.values())} newer names in {', '.join(m for m, _ in read)} of {lib})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
