#!/usr/bin/env python3
"""Prints the first complete example of a README in a language: the first ```java block that has a
`public static void main` (the default), or with `kotlin`, the first ```kotlin block that has a
`fun main`. bindings/java/run_tests.sh and run_kotlin_snippet.sh compile and run them outside the
repository."""

import re
import sys

MAIN = {"java": "public static void main", "kotlin": "fun main"}

path = sys.argv[1]
language = sys.argv[2] if len(sys.argv) > 2 else "java"
text = open(path, encoding="utf-8").read()
for block in re.findall(r"```" + language + r"\n(.*?)```", text, flags=re.S):
    if MAIN[language] in block:
        sys.stdout.write(block)
        sys.exit(0)
sys.exit("no complete " + language + " example (a block with main) in " + path)
