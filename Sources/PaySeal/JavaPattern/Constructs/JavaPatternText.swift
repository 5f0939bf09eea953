/// A set of characters read from a Java class or escape: code point ranges and PCRE2 property
/// items (`\p{L}`, `\P{Nd}`), together one union.
struct JavaCharSet: Equatable, Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var properties: [String] = []
}

/// A Java class expression: union, intersection (`&&`) and negation of sets.
indirect enum JavaClassNode: Equatable, Sendable {
    case set(JavaCharSet)
    case not(JavaClassNode)
    case union([JavaClassNode])
    case and(JavaClassNode, JavaClassNode)
}

/// The PCRE2 text of Java's constructs, and code point range helpers.
enum JavaPatternText {
    static let maximum: UInt32 = 0x10FFFF
    /// Matches no character (a lone surrogate: a valid UTF-8 value has none).
    static let nothing = "[^\\x{0}-\\x{10ffff}]"
    static let anything = "[\\x{0}-\\x{10ffff}]"
    /// `\R`'s alternatives (Java's `LineEnding`: `\r\n` first, `\r` alone on backtracking).
    static var lineBreak: JavaReading {
        .alternation([.text("\\r\\n", width: 2), .text("[\\n\\x{b}\\f\\r\\x{85}\\x{2028}\\x{2029}]", width: 1)])
    }
    static let terminators = "\\n\\r\\x{85}\\x{2028}\\x{2029}"

    /// Java's comments-mode white space (`ASCII.isSpace`).
    static func isJavaSpace(_ c: Unicode.Scalar) -> Bool { c == " " || (0x09...0x0D).contains(c.value) }

    static func isLineSeparator(_ c: Unicode.Scalar, unixLines: Bool) -> Bool {
        unixLines ? c == "\n" : [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(c.value)
    }

    /// `.`: Java's line terminators are `\n`, `\r`, U+0085, U+2028, U+2029 (`\n` alone under `(?d)`).
    static func dot(_ flags: JavaRegexFlags) -> String {
        flags.dotAll ? anything : flags.unixLines ? "[^\\n]" : "[^" + terminators + "]"
    }

    /// `^`: the start; with `(?m)` also after a line terminator (not inside `\r\n`), never at the
    /// end of the input (Java's `Caret` and `UnixCaret`).
    static func caret(_ flags: JavaRegexFlags) -> JavaReading {
        guard flags.multiline else { return .text("\\A", width: 0) }
        return flags.unixLines ? unixLinesCaret : multilineCaret
    }

    private static let unixLinesCaret = JavaReading.counted("(?!\\z)(?:\\A|(?<=\\n))", width: 0)
    private static let multilineCaret = JavaReading.counted("(?!\\z)(?:\\A|(?<=[\\n\\x{85}\\x{2028}\\x{2029}])|(?<=\\r)(?!\\n))", width: 0)

    /// `$` (and `\Z`): the end, or before a final line terminator; with `(?m)` before any line
    /// terminator; never between `\r` and `\n` (Java's `Dollar` and `UnixDollar`).
    static func dollar(multiline: Bool, unixLines: Bool) -> JavaReading {
        dollars[(multiline ? 2 : 0) + (unixLines ? 1 : 0)]
    }

    /// `$` without and with `(?d)`, then with `(?m)` without and with `(?d)`.
    private static let dollars = [
        "(?:(?=\\r\\n\\z)|(?<!\\r)(?=\\n\\z)|(?=[\\r\\x{85}\\x{2028}\\x{2029}]?\\z))", "(?=\\n?\\z)",
        "(?:(?=[\\r\\x{85}\\x{2028}\\x{2029}]|\\z)|(?<!\\r)(?=\\n))", "(?=\\n|\\z)",
    ].map { JavaReading.counted($0, width: 0) }

    /// Java's predefined classes: ASCII `\d \w \s`, or with `(?U)` Java's Unicode ones (Nd,
    /// `WORD`, `WHITE_SPACE`); `\h \v` as Java lists them.
    static func predefined(_ letter: Unicode.Scalar, unicode: Bool) -> JavaClassNode {
        let ranges: [ClosedRange<UInt32>]
        if unicode, let set = unicodePredefined(letter) {
            return letter.properties.isUppercase ? negate(set) : set
        }
        switch letter {
        case "d", "D": ranges = [0x30...0x39]
        case "w", "W": ranges = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
        case "s", "S": ranges = [0x09...0x0D, 0x20...0x20]
        case "h", "H":
            ranges = [
                0x09...0x09, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x180E...0x180E, 0x2000...0x200A,
                0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
            ]
        default: ranges = [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029]  // v, V
        }
        let set = JavaClassNode.set(JavaCharSet(ranges: ranges))
        return letter.properties.isUppercase ? negate(set) : set
    }

    private static func unicodePredefined(_ letter: Unicode.Scalar) -> JavaClassNode? {
        switch letter {
        case "d", "D": return .set(JavaCharSet(properties: ["\\p{Nd}"]))
        case "w", "W": return JavaPatternProperties.word
        case "s", "S": return JavaPatternProperties.whiteSpace
        default: return nil
        }
    }

    /// The ASCII letter of the other case (Java's `(?i)` without `u` pairs nothing else).
    static func asciiCasePair(_ c: UInt32) -> UInt32? {
        switch c {
        case 0x41...0x5A: return c + 32
        case 0x61...0x7A: return c - 32
        default: return nil
        }
    }

    /// With `(?iu)`, the non-ASCII characters Java's simple case mapping pairs with ASCII letters:
    /// the Kelvin sign with k, long s with s, dotted and dotless I with i.
    static func unicodeCasePartners(_ c: UInt32) -> [UInt32] {
        switch c | 0x20 {
        case 0x6B: return [0x212A]
        case 0x73: return [0x17F]
        case 0x69: return [0x130, 0x131]
        default: return []
        }
    }

    /// A character as PCRE2 text: ASCII letters and digits as they are, all else `\x{…}`.
    static func escaped(_ c: UInt32) -> String {
        if (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) {
            return String(UnicodeScalar(UInt8(c)))
        }
        return "\\x{" + String(c, radix: 16) + "}"
    }

    /// One character to match outside a class (a surrogate code point never matches).
    static func character(_ c: UInt32) -> String {
        (0xD800...0xDFFF).contains(c) || c > maximum ? nothing : escaped(c)
    }

    static func negate(_ node: JavaClassNode) -> JavaClassNode {
        switch node {
        case .set(let s) where s.properties.isEmpty: return .set(JavaCharSet(ranges: complement(s.ranges)))
        case .not(let inner): return inner
        default: return .not(node)
        }
    }

    /// One PCRE2 item matching exactly one character of the class expression.
    static func pcre2(_ node: JavaClassNode) -> String {
        switch node {
        case .set(let s):
            return s == JavaCharSet() ? nothing : "[" + items(s) + "]"
        case .not(.set(let s)):
            return s == JavaCharSet() ? anything : "[^" + items(s) + "]"
        case .not(let inner):
            return "(?:(?!" + pcre2(inner) + ")" + anything + ")"
        case .union(let parts):
            return "(?:" + parts.map(pcre2).joined(separator: "|") + ")"
        case .and(let a, let b):
            return "(?:(?=" + pcre2(a) + ")" + pcre2(b) + ")"
        }
    }

    /// A set's class items; surrogate code points are left out (PCRE2 refuses them in UTF mode).
    private static func items(_ s: JavaCharSet) -> String {
        var text = ""
        for range in subtractingSurrogates(normalized(s.ranges)) {
            text += escaped(range.lowerBound)
            if range.upperBound > range.lowerBound { text += "-" + escaped(range.upperBound) }
        }
        if text.isEmpty, s.properties.isEmpty { return nothing }
        return text + s.properties.joined()
    }

    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, range.lowerBound <= last.upperBound &+ 1 {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                out.append(range)
            }
        }
        return out
    }

    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in normalized(ranges) {
            if range.lowerBound > next { out.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
            if range.upperBound >= maximum { return out }
        }
        out.append(next...maximum)
        return out
    }

    private static func subtractingSurrogates(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        ranges.flatMap { range -> [ClosedRange<UInt32>] in
            var parts: [ClosedRange<UInt32>] = []
            if range.lowerBound < 0xD800 { parts.append(range.lowerBound...min(range.upperBound, 0xD7FF)) }
            if range.upperBound > 0xDFFF { parts.append(max(range.lowerBound, 0xE000)...range.upperBound) }
            return parts
        }
    }

    /// Java's `(?i)` class range: also the other case of every ASCII letter in it (`CIRange`);
    /// with `u` (`CIRangeU`: the character or its upper or lower case in the range), also the
    /// non-ASCII characters whose case mapping lands in it (for an ASCII range).
    static func caseClosed(_ range: ClosedRange<UInt32>, unicode: Bool) -> [ClosedRange<UInt32>] {
        var out = [range]
        if range.overlaps(0x41...0x7A) {
            for c in range.clamped(to: 0x41...0x7A) {
                if let pair = asciiCasePair(c) { out.append(pair...pair) }
            }
        }
        // CIRangeU tests the character, its upper case, and the lower case of that: the Kelvin
        // sign (upper itself, lower k), long s (upper S), dotless i (upper I), dotted I (lower i).
        if unicode {
            let partners: [(UInt32, [UInt32])] = [(0x212A, [0x6B]), (0x17F, [0x53, 0x73]), (0x131, [0x49, 0x69]), (0x130, [0x69])]
            for (other, letters) in partners where letters.contains(where: range.contains) {
                out.append(other...other)
            }
        }
        return normalized(out)
    }
}
