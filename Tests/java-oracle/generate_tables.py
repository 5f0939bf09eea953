#!/usr/bin/env python3
"""Writes Sources/PaySeal/JavaPattern/Tables/JavaPatternTables.swift from OpenJDK 17's own tables: the
script names Character.UnicodeScript.forName accepts and the ranges and names of
Character.UnicodeBlock; and Sources/PaySeal/JavaPattern/Tables/JavaCaseTables.swift, Character's simple
case mappings (toUpperCase, and toLowerCase of that); as printed by JavaTables.java (make
java-pattern-tables)."""
import pathlib
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent


def main() -> int:
    java, classes = sys.argv[1], sys.argv[2]
    lines = subprocess.run([java, "-cp", classes, "JavaTables"], capture_output=True, text=True, check=True).stdout.splitlines()
    scripts = lines[0].split()[1:]
    cases = [line.split()[1:] for line in lines if line.startswith("CASE ")]
    lines = [line for line in lines if not line.startswith("CASE ")]
    write_case_table(cases)
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
    (ROOT / "Sources/PaySeal/JavaPattern/Tables/JavaPatternTables.swift").write_text("\n".join(out) + "\n", encoding="utf-8")
    return 0


def write_case_table(cases: list) -> None:
    """Each entry "code point,upper,key" in lower-case hexadecimal; upper or key left empty when it
    is the code point itself (2,799 entries in Java 17)."""
    entries = []
    for point, upper, key in cases:
        entries.append("%s,%s,%s" % (point.lower(), "" if upper == point else upper.lower(), "" if key == point else key.lower()))
    out = [
        "// Generated from OpenJDK 17 (`Character.toUpperCase`, `Character.toLowerCase`, Unicode 13) by",
        "// Tests/java-oracle/JavaTables.java; regenerate with `make java-pattern-tables`.",
        "",
        "/// Java 17's simple case mappings, for `(?iu)`: every code point whose `toUpperCase` or whose",
        "/// `toLowerCase(toUpperCase(c))` (its key) is another, as \"code point,upper,key\" in hexadecimal,",
        "/// upper or key empty when it is the code point itself.",
        "enum JavaCaseTables {",
        '    static let simpleCase = """',
    ]
    out += ["        " + chunk for chunk in textwrap.wrap(" ".join(entries), 100)]
    out += ['        """', "}"]
    (ROOT / "Sources/PaySeal/JavaPattern/Tables/JavaCaseTables.swift").write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
