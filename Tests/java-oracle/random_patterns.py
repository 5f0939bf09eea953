"""Random server patterns in Java's syntax, with values built to match them and to nearly match.

A seeded generator for the random differential (random_differential.py): a pattern is built as a
small syntax tree (literals, classes with unions and intersections, predefined and property
classes, groups of every kind, look-around, quantifiers greedy, lazy and possessive, anchors and
word boundaries, back references, flags, quoting), written out as Java writes it; a few patterns
get a syntax error on purpose. Each node also writes a string it would match, so values are not
only random text: the oracle, not this file, says whether they match (look-around, back
references and anchors make "built to match" a guess), so nothing here decides a verdict.
"""
import random

# Characters the values and literals draw from: ASCII, Latin accents, case-folding traps (the
# Kelvin sign, long s, dotless i, final sigma), other scripts, non-ASCII digits, marks, spaces and
# line terminators, an astral letter and digit.
POOL = (list("abcxyzABCXYZ0129_-. ") + ["é", "É", "ß", "ẞ", "\u212a", "ſ", "ı", "İ", "σ", "Σ", "ς", "ж", "Ж",
                                         "中", "한", "ا", "١", "٣", "\u0301", "\u00a0", "\t", "\n", "\r", "\u2028",
                                         "😀", "\U0001d7d8", "\U0001d400"])
SPECIAL = set("\\[](){}.*+?^$|")
PREDEFINED = {  # escape -> characters of POOL it is likely to match (a guess; the oracle decides)
    "\\d": "0129", "\\D": "abcX_-", "\\w": "abcXYZ019_", "\\W": "-. é", "\\s": " \t\n", "\\S": "abc01",
    "\\h": " \u00a0\t", "\\v": "\n\r\u2028", "\\H": "ab", "\\V": "ab", ".": "abc01é",
    "\\p{L}": "abcé中ж", "\\p{Lu}": "ABCÉЖ", "\\p{Ll}": "abcéж", "\\p{N}": "01٣", "\\p{Nd}": "019١",
    "\\p{Alpha}": "abcXYZ", "\\p{Digit}": "0129", "\\p{Punct}": "-._", "\\p{Alnum}": "ab01",
    "\\p{IsAlphabetic}": "abcé中", "\\p{IsDigit}": "01١", "\\p{IsLatin}": "abcé", "\\p{IsGreek}": "σΣς",
    "\\p{InGreek}": "σΣ", "\\p{IsCyrillic}": "жЖ", "\\p{javaLowerCase}": "abcéσ", "\\p{javaUpperCase}": "ABCÉ",
    "\\p{Lower}": "abc", "\\p{Upper}": "ABC", "\\p{Space}": " \t", "\\P{L}": "01-", "\\p{M}": "\u0301",
    "\\p{Sc}": "$", "\\p{IsWhite_Space}": " \u00a0",
}
FLAGS = ["i", "u", "iu", "s", "m", "x", "U", "d", "-i", "i-u", "iu-s"]


def literal_text(ch: str) -> str:
    """A character as a pattern writes it: escaped when special, sometimes as \\uXXXX or \\x{...}."""
    if ch in SPECIAL:
        return "\\" + ch
    if ch in "\t\n\r":
        return {"\t": "\\t", "\n": "\\n", "\r": "\\r"}[ch]
    if ord(ch) > 0xFFFF:
        return "\\x{%x}" % ord(ch)
    if ord(ch) > 0x7F or ch == " ":
        return ch if ord(ch) % 3 else "\\u%04x" % ord(ch)
    return ch


class Generator:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.groups = 0
        self.names = []

    def pick(self, options):
        return self.rng.choice(options)

    def pattern(self) -> tuple:
        """(pattern text, a list of strings the pattern would match, one per try)."""
        self.groups, self.names = 0, []
        text, make = self.alternation(3)
        if self.rng.random() < 0.15:
            text = "(?" + self.pick(FLAGS) + ")" + text
        if self.rng.random() < 0.04:
            text = self.broken(text)
        return text, make

    def broken(self, text: str) -> str:
        """A syntax error Java reports (or not: the oracle says)."""
        where = self.rng.randrange(len(text) + 1)
        return text[:where] + self.pick(["(", ")", "[", "{2", "*", "\\", "[z-a]", "(?<", "\\k<q>", "\\p{Nope}",
                                         "(?", "\\8", "[&&]", "\\N", "\\c", "{,}"]) + text[where:]

    def alternation(self, depth: int) -> tuple:
        branches = [self.sequence(depth) for _ in range(1 if self.rng.random() < 0.75 else self.pick([2, 3]))]
        text = "|".join(b[0] for b in branches)
        return text, lambda: self.pick(branches)[1]()

    def sequence(self, depth: int) -> tuple:
        items = [self.quantified(depth) for _ in range(self.rng.randint(1, 4))]
        return "".join(i[0] for i in items), lambda: "".join(i[1]() for i in items)

    def quantified(self, depth: int) -> tuple:
        text, make = self.atom(depth)
        if self.rng.random() < 0.45 and not text.startswith(("^", "$", "\\b", "\\B", "(?=", "(?!", "(?<=", "(?<!")):
            low, high, quant = self.quantifier()
            text += quant + self.pick(["", "", "?", "+"])
            if self.rng.random() < 0.1:  # a repeated repetition, possessive or not: (?:\d+){2}+
                text = "(?:" + text + ")" + self.pick(["{2}", "{2,3}", "+", "{0}"]) + self.pick(["", "+"])

            def repeat(make=make, low=low, high=high):
                return "".join(make() for _ in range(self.rng.randint(low, high)))
            return text, repeat
        return text, make

    def quantifier(self) -> tuple:
        kind = self.pick(["*", "+", "?", "{n}", "{n,}", "{n,m}"])
        n = self.rng.randint(0, 3)
        m = n + self.rng.randint(0, 3)
        return {"*": (0, 3, "*"), "+": (1, 3, "+"), "?": (0, 1, "?"), "{n}": (n, n, "{%d}" % n),
                "{n,}": (n, n + 2, "{%d,}" % n), "{n,m}": (n, m, "{%d,%d}" % (n, m))}[kind]

    def atom(self, depth: int) -> tuple:
        roll = self.rng.random()
        if roll < 0.30 or depth == 0:
            ch = self.pick(POOL)
            return literal_text(ch), lambda: ch
        if roll < 0.45:
            escape = self.pick(list(PREDEFINED))
            return escape, lambda: self.pick(PREDEFINED[escape])
        if roll < 0.62:
            return self.char_class()
        if roll < 0.80:
            return self.group(depth)
        if roll < 0.88:
            anchor = self.pick(["^", "$", "\\b", "\\B", "\\A", "\\z", "\\Z", "\\b{g}" if self.rng.random() < 0.1
                                else "\\b"])
            return anchor, lambda: ""
        if roll < 0.93 and (self.groups or self.names):
            if self.names and self.rng.random() < 0.3:
                return "\\k<%s>" % self.pick(self.names), lambda: ""
            return "\\%d" % self.rng.randint(1, self.groups), lambda: ""
        if roll < 0.96:
            quoted = "".join(self.pick(POOL[:20]) for _ in range(self.rng.randint(1, 3)))
            return "\\Q" + quoted + "\\E", lambda: quoted
        if roll < 0.98:
            return "\\X", lambda: self.pick(["a", "e\u0301", "中", "😀"])
        return "\\R", lambda: self.pick(["\n", "\r\n", "\r"])

    def char_class(self) -> tuple:
        members, chars = [], []
        for _ in range(self.rng.randint(1, 3)):
            roll = self.rng.random()
            if roll < 0.4:
                ch = self.pick(POOL[:30])
                members.append(literal_text(ch) if ch not in "-^&" else "\\" + ch)
                chars.append(ch)
            elif roll < 0.7:
                low = self.pick("abcxAX0é")
                high = chr(ord(low) + self.rng.randint(0, 5))
                members.append(literal_text(low) + "-" + literal_text(high))
                chars.extend([low, high])
            elif roll < 0.85:
                escape = self.pick([e for e in PREDEFINED if e != "."])
                members.append(escape)
                chars.extend(PREDEFINED[escape])
            else:
                inner = self.pick(["[a-z]", "[^aeiou]", "[0-9]", "[\\p{L}]", "[x-z]"])
                members.append(self.pick(["", "&&"]) + inner)
                chars.extend("xyz")
        negated = self.rng.random() < 0.2
        text = "[" + ("^" if negated else "") + "".join(members) + "]"
        pool = [c for c in POOL if c not in chars] if negated else chars
        return text, lambda: self.pick(pool or POOL)

    def group(self, depth: int) -> tuple:
        inner_text, make = self.alternation(depth - 1)
        kind = self.pick(["(", "(", "(?:", "(?:", "(?<n>", "(?>", "(?=", "(?!", "(?<=", "(?<!", "(?i:", "(?-i:"])
        if kind == "(":
            self.groups += 1
        if kind == "(?<n>":
            self.groups += 1
            name = "g%d" % self.groups
            self.names.append(name)
            kind = "(?<%s>" % name
        if kind in ("(?=", "(?!", "(?<=", "(?<!"):
            return kind + inner_text + ")", lambda: ""
        return kind + inner_text + ")", make


def near(rng: random.Random, value: str) -> str:
    """A value one edit away: a character left out, added, replaced or its case changed."""
    if not value:
        return rng.choice(POOL)
    where = rng.randrange(len(value))
    edit = rng.choice(["drop", "add", "replace", "case"])
    if edit == "drop":
        return value[:where] + value[where + 1:]
    if edit == "add":
        return value[:where] + rng.choice(POOL) + value[where:]
    if edit == "replace":
        return value[:where] + rng.choice(POOL) + value[where + 1:]
    return value[:where] + value[where].swapcase() + value[where + 1:]


def cases(seed: int, count: int, values_per_pattern: int) -> list:
    """count (pattern, values) pairs: half the values built to match, the others one edit away, no
    empty value (PaySeal does not validate one: a required field says required)."""
    rng = random.Random(seed)
    generator = Generator(rng)
    out = []
    for _ in range(count):
        text, make = generator.pattern()
        values = []
        for index in range(values_per_pattern * 3):
            try:
                built = make()
            except (IndexError, RecursionError):
                built = rng.choice(POOL)
            value = built if index % 2 == 0 else near(rng, built)
            if value and value not in values:
                values.append(value)
            if len(values) == values_per_pattern:
                break
        out.append((text, values or ["a"]))
    return out
