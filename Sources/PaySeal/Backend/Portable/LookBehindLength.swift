// The portable pattern engine's one refusal of its own (see FoundationPatternEngine.swift).
#if !(os(Linux) && SystemCrypto && !PortableCrypto)

/// PCRE2 (10.42, the system backend's) compiles a look-behind only when each of its top-level
/// branches has a fixed length (nested alternatives all of one length); ICU also compiles a
/// bounded variable one (`(?<=a{1,2})`). So that both backends give a pattern the same verdict,
/// the portable engine refuses what PCRE2 refuses: a pattern is refused when one of its
/// look-behinds has a branch whose length this scan cannot show to be fixed (a quantifier other
/// than `{n}`, `\R`, `\X`, a back-reference, alternatives of different lengths in a group).
/// The scan reads the syntax PaySeal's patterns are written in (PCRE2's, as the Java
/// translation emits it); what it cannot read counts as not fixed (the refusal side).
struct LookBehindLength {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Whether every look-behind in `pattern` has fixed-length branches.
    static func allFixed(_ pattern: String) -> Bool {
        var scan = LookBehindLength(scalars: Array(pattern.unicodeScalars))
        return scan.scanAll()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func scanAll() -> Bool {
        // The whole pattern as one group: its own lengths do not matter, only its look-behinds'.
        var fixed = true
        while index < scalars.count {
            _ = branchLengths(inLookBehind: false, fixed: &fixed)
            index += 1  // a ')' without its '(' (ICU refuses the pattern anyway)
        }
        return fixed
    }

    /// Reads one group's body up to its `)` (not consumed): the length of each branch (`nil` for
    /// one that is not fixed). `fixed` turns false when a look-behind inside is not fixed.
    private mutating func branchLengths(inLookBehind: Bool, fixed: inout Bool) -> [Int?]? {
        var branches: [Int?] = []
        var length: Int? = 0
        var lastAtom: Int? = nil  // the length of the last atom, for a quantifier after it
        func add(_ atom: Int?) { lastAtom = atom; length = length.flatMap { l in atom.map { l + $0 } } }
        while index < scalars.count {
            let c = scalars[index]
            switch c {
            case ")":
                branches.append(length)
                return branches
            case "|":
                branches.append(length); length = 0; lastAtom = nil; index += 1
            case "(":
                index += 1
                let kind = groupKind()
                let inner = branchLengths(inLookBehind: kind == .lookBehind, fixed: &fixed)
                guard index < scalars.count else { fixed = fixed && !inLookBehind; return nil }
                index += 1  // ')'
                switch kind {
                case .lookBehind:
                    if inner?.contains(where: { $0 == nil }) != false { fixed = false }
                    add(0)
                case .lookAhead, .option: add(0)
                case .group:
                    let lengths = inner ?? [nil]
                    add(lengths.allSatisfy { $0 != nil && $0 == lengths.first! } ? lengths.first! : nil)
                }
            case "[":
                index += 1; skipClass(); add(1)
            case "\\":
                add(escapeLength())
            case "*", "+", "?":
                index += 1
                if index < scalars.count, scalars[index] == "+" || scalars[index] == "?" { index += 1 }
                length = nil; lastAtom = nil
            case "{":
                switch braceQuantifier() {
                case .literal: add(1)
                case .exact(let count):
                    if let atom = lastAtom, let l = length { length = l - atom + atom * count; lastAtom = atom * count } else { length = nil }
                case .variable: length = nil; lastAtom = nil
                }
            case "^", "$":
                index += 1; add(0)
            default:
                index += 1; add(1)
            }
        }
        branches.append(length)
        return branches
    }

    private enum GroupKind { case group, lookAhead, lookBehind, option }

    /// After `(`: what group it opens, its prefix consumed.
    private mutating func groupKind() -> GroupKind {
        guard index < scalars.count, scalars[index] == "?" else { return .group }
        let rest = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 3)]))
        if rest.hasPrefix("?<=") || rest.hasPrefix("?<!") { index += 3; return .lookBehind }
        if rest.hasPrefix("?=") || rest.hasPrefix("?!") { index += 2; return .lookAhead }
        if rest.hasPrefix("?:") || rest.hasPrefix("?>") || rest.hasPrefix("?|") { index += 2; return .group }
        // (?<name>…), (?P<name>…), (?'name'…): a capture; (?i), (?i:…): options.
        var i = index + 1
        while i < scalars.count, scalars[i] != ")", scalars[i] != ":", scalars[i] != ">", scalars[i] != "'" { i += 1 }
        let isOption = i < scalars.count && (scalars[i] == ")" || scalars[i] == ":")
        let isFlagOnly = i < scalars.count && scalars[i] == ")"
        index = min(scalars.count, i + (isFlagOnly ? 0 : 1))
        return isFlagOnly && isOption ? .option : .group
    }

    /// After `[`: skips to the class's closing `]` (a first `]` or `^]` is a member, `[:…:]`
    /// and nested classes are read whole, escapes are skipped).
    private mutating func skipClass() {
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        if index < scalars.count, scalars[index] == "]" { index += 1 }
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2
            case "[": index += 1; skipClass()
            case "]": index += 1; return
            default: index += 1
            }
        }
    }

    /// At `\`: the escape's length in characters (`nil`: not fixed), the escape consumed.
    private mutating func escapeLength() -> Int? {
        index += 1
        guard index < scalars.count else { return nil }
        let c = scalars[index]
        index += 1
        // An escape with a braced argument: \x{…}, \p{…}, \P{…}, \o{…}, \N{…}, \g{…}, \k{…}.
        if index < scalars.count, scalars[index] == "{", "xpPoNgk".unicodeScalars.contains(c) {
            while index < scalars.count, scalars[index] != "}" { index += 1 }
            index += 1
        } else if c == "x" {
            var digits = 0
            while digits < 2, index < scalars.count, scalars[index].properties.isASCIIHexDigit { index += 1; digits += 1 }
        } else if c == "Q" {
            var count = 0
            while index < scalars.count, !(scalars[index] == "\\" && index + 1 < scalars.count && scalars[index + 1] == "E") { index += 1; count += 1 }
            index += 2
            return count
        }
        switch c {
        case "b", "B", "A", "z", "Z", "G", "E", "K": return 0
        case "R", "X", "g", "k": return nil
        case "1"..."9": return nil  // a back-reference
        default: return 1
        }
    }

    private enum BraceQuantifier {
        case literal
        case exact(Int)
        case variable
    }

    /// At `{`: `{n}` (exact), `{n,m}` or `{n,}` (variable unless n == m), each consumed with a
    /// lazy or possessive suffix; otherwise a literal `{` (consumed).
    private mutating func braceQuantifier() -> BraceQuantifier {
        func number(_ i: inout Int) -> Int? {
            var value = 0, digits = 0
            while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                value = min(100_000, value * 10 + Int(scalars[i].value - 48)); digits += 1; i += 1
            }
            return digits > 0 ? value : nil
        }
        var i = index + 1
        let low = number(&i)
        var high = low
        if i < scalars.count, scalars[i] == "," { i += 1; high = number(&i) }
        guard let low, i < scalars.count, scalars[i] == "}" else { index += 1; return .literal }
        index = i + 1
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "?" { index += 1 }
        return high == low ? .exact(low) : .variable
    }
}
#endif
