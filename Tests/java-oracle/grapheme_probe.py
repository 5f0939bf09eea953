#!/usr/bin/env python3
"""Java's \\X against PaySeal's, code point by code point.

Java types every code point for its grapheme clusters (Grapheme.getType, OpenJDK 17, Unicode 13);
PaySeal writes those types as PCRE2 classes (Sources/PaySeal/JavaPattern/Constructs/JavaGrapheme.swift). This
asks both whether `\\X` matches a code point joined to each of 15 probes (a letter before and
after it, a combining accent after it, Hangul L, V and T jamo, a regional indicator, an emoji and
its joiner, CR, LF...): the answers tell every type apart but Extend from SpacingMark, which Java's
rules treat alike. The code points: every mark, format, control, modifier and symbol, the emoji
planes, Hangul's jamo and a sample of its syllables, Latin-1, Java's prepended characters, and one
code point in 97 of the rest (unassigned ones too). A code point Java 17 calls unassigned and the
library's pattern engine assigns (PCRE2 10.42 knows Unicode 14, ICU later ones) is outside the
comparison.
Prints the first differences and "java-grapheme: N passed, M failed"; exits 1 on any difference.
"""
import argparse
import sys
import unicodedata

from compare import PaySeal, oracle_arguments
from random_differential import java_verdicts

CATEGORIES = {"Mn", "Me", "Mc", "Cf", "Cc", "Zl", "Zp", "Lm", "Sk", "So"}
PREPEND = [0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x8E2, 0x110BD, 0x110CD, 0xD4E, 0x111C2,
           0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84, 0x11A85, 0x11A86, 0x11A87, 0x11A88, 0x11A89, 0x11D46]
EMOJI, JOINER, ACUTE = "\U0001F600", "\u200D", "\u0301"
JAMO_L, JAMO_V, JAMO_T, RI = "\u1100", "\u1161", "\u11A8", "\U0001F1E6"


def code_points() -> list:
    chosen = []
    for cp in range(1, 0x110000):  # not U+0000: a value crosses the C ABI as a C string
        if 0xD800 <= cp <= 0xDFFF:
            continue
        category = unicodedata.category(chr(cp))
        if (category in CATEGORIES or cp < 0x100 or cp in PREPEND or 0x1F000 <= cp <= 0x1FFFF
                or 0x1100 <= cp <= 0x11FF or 0xA960 <= cp <= 0xA97F or 0xD7B0 <= cp <= 0xD7FF
                or (0xAC00 <= cp <= 0xD7A3 and (cp - 0xAC00) % 28 in (0, 1, 27)) or cp % 97 == 0):
            chosen.append(cp)
    return chosen


def probes(c: str) -> list:
    return ["a" + c, c + "a", c + ACUTE, JAMO_L + c, JAMO_V + c, c + JAMO_V, c + JAMO_T, RI + c, c + RI,
            EMOJI + JOINER + c, EMOJI + c + JOINER + EMOJI, "\r" + c, c + "\n", c, c + c]


def main() -> int:
    parser = argparse.ArgumentParser()
    oracle_arguments(parser)
    parser.add_argument("--show", type=int, default=10)
    args = parser.parse_args()
    candidates = code_points()
    payseal = PaySeal(args.lib)
    # Which of them Java 17 (Unicode 13) leaves unassigned: those the library's pattern engine
    # knows as assigned (a later Unicode) are left out.
    unassigned = java_verdicts(args.java, args.classes, [("\\p{Cn}", [chr(cp) for cp in candidates])])[0][3:]
    points = [cp for cp, java_cn in zip(candidates, unassigned)
              if not (java_cn == "1" and payseal.verdict("\\p{Cn}", chr(cp)) != "1")]
    java = java_verdicts(args.java, args.classes, [("\\X", [v for cp in points for v in probes(chr(cp))])])[0][3:]
    passed, failed, index = 0, [], 0
    for cp in points:
        for value in probes(chr(cp)):
            mine = payseal.verdict("\\X", value)
            if mine == java[index]:
                passed += 1
            else:
                failed.append((cp, value, java[index], mine))
            index += 1
    for cp, value, theirs, mine in failed[:args.show]:
        print("  differs: U+%04X in %s: Java %s, PaySeal %s" % (cp, ascii(value), theirs, mine))
    print("java-grapheme: %d code points (%d left out: assigned after Unicode 13)" % (len(points), len(candidates) - len(points)))
    print("java-grapheme: %d passed, %d failed" % (passed, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
