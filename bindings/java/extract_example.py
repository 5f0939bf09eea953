#!/usr/bin/env python3
"""Prints the first ```java block of a README that has a `public static void main`: the example
bindings/java/run_tests.sh compiles and runs outside the repository."""

import re
import sys

text = open(sys.argv[1], encoding="utf-8").read()
for block in re.findall(r"```java\n(.*?)```", text, flags=re.S):
    if "public static void main" in block:
        sys.stdout.write(block)
        sys.exit(0)
sys.exit("no complete Java example (a block with main) in " + sys.argv[1])
