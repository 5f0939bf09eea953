#!/usr/bin/env python3
"""Writes Sources/PaySeal/Validation/JavaPatternTables.swift from OpenJDK 17's own tables: the
script names Character.UnicodeScript.forName accepts and the ranges and names of
Character.UnicodeBlock, as printed by JavaTables.java (make java-pattern-tables)."""
import pathlib
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent


def main() -> int:
    java, classes = sys.argv[1], sys.argv[2]
    lines = subprocess.run([java, "-cp", classes, "JavaTables"], capture_output=True, text=True, check=True).stdout.splitlines()
    scripts = lines[0].split()[1:]
    blocks = []
    for line in lines[1:]:
        tokens = line[len("BLOCK "):].split(" ")
        low, high = tokens[-1].split("-")
        names = " ".join(tokens[:-1]).split("|")
        constant = max(names, key=lambda n: ("_" in n, len(n)))
        blocks.append("%s%s %s %s" % (constant, "*" if len(names) > 1 else "", low, high))
    out = [
        "// Generated from OpenJDK 17 (`Character.UnicodeScript`, `Character.UnicodeBlock`, Unicode 13) by",
        "// Tests/java-oracle/JavaTables.java; regenerate with `make java-pattern-tables`.",
        "",
        "/// The names Java 17 accepts for `\\p{IsScript}` / `\\p{script=…}` (upper case), an alias",
        "/// written `ALIAS=NAME`: PCRE2 is given the long name.",
        "enum JavaPatternTables {",
        '    static let scripts = """',
    ]
    out += ["        " + chunk for chunk in textwrap.wrap(" ".join(scripts), 100)]
    out += ['        """', "",
            "    /// Java 17's Unicode blocks: constant name (`*`: Java also accepts it with spaces for",
            "    /// underscores, or without the underscores), first and last code point in hexadecimal.",
            '    static let blocks = """']
    out += ["        " + b for b in blocks]
    out += ['        """', "}"]
    (ROOT / "Sources/PaySeal/Validation/JavaPatternTables.swift").write_text("\n".join(out) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
