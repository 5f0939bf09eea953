/// Bounds the work of compiling patterns from the server or a brand table, on both pattern
/// engines with one verdict: the cost is computed before either engine compiles the pattern (from
/// its PCRE2 text, or a server pattern's from its reading's tree, ``JavaPattern/Reading/cost``),
/// so a pattern is never refused on one backend only.
///
/// What costs more than linear time, measured (`docs/design.md`, "Validation patterns"):
/// - PCRE2 case-folds every code point of a range in a case-insensitive character class while
///   it compiles (about 2.4 ns each: `(?i)[\x{1}-\x{10ffff}]`, 18 bytes, takes 2.6 ms; 1,500 of
///   them, 36 KB of JSON, took 2 s);
/// - ICU (the portable engine) compiles look-behinds in time quadratic in their number (about
///   4 ns per pair: Java's `$` is one look-behind and its `(?m)^` two, so 16,000 `$` took 1.7 s
///   and 13,089 `(?m)^` 31 s);
/// - ICU builds the set of every property class (`\p{Lu}`, `\P{L}`, a POSIX `[:alpha:]`) from
///   Unicode's data each time it compiles one (`UnicodeSet::applyIntPropertyValue`, no cache),
///   about 0.1 ms each, and closes it over case when the class is case-insensitive, up to 0.6 ms
///   (a Java `(?i)\p{Lu}` is three of them: 5,900 in a 64 KiB rule took 1.4 s, 3.2 s elsewhere;
///   PCRE2 reads its tables: 9 ms);
/// - both compile every other construct in time linear in the text (PCRE2 under 0.1 µs a byte,
///   ICU up to about 0.5 µs), and a Java pattern's translation is longer than the pattern (80
///   bytes for a `$`), so the text compiled in one call is bounded too (1 MiB of `\H` patterns
///   made 24 MB of text, 2.4 s).
/// A call's patterns share one budget of each (``counting(_:)``); past one, the call is refused
/// (``PaySealError/Code/limit``) before anything more is compiled. Written by hand because no
/// library answers "how much will this cost to compile"; the scan reads only class ranges and
/// group openings, not the whole syntax, and may count too much but never too little.
enum PatternCompileCost {
    /// Two ranges over the whole of Unicode, about 5 ms of compiling here: no real field pattern
    /// comes near (the platform's case-insensitive classes are letters, a few hundred code points).
    static let maximumCaselessCodePoints = 2 * allCodePoints
    static let allCodePoints = 0x110000
    /// Bytes of pattern text compiled in one call: ICU compiles 256 KiB in about 0.1 s, PCRE2 in
    /// 0.03 s, and the platform's largest products have a few kilobytes of patterns.
    static let maximumBytes = 256 * 1024
    /// The sum over a call's patterns of the square of each one's look-behinds: 1,000 in one
    /// pattern (500 of Java's `(?m)^`), about 4 ms for ICU; real patterns have a few.
    static let maximumLookBehindWork = 1_000_000
    /// Property classes one call compiles, a case-insensitive one counted
    /// ``caselessPropertyClassWeight`` times: at most about 0.1 s of ICU's work here (0.08 to
    /// 0.12 ms each, 0.6 ms for a caseless POSIX class), where a real product has a few dozen
    /// (Java's `\b` is six).
    static let maximumPropertyClassWork = 800
    static let caselessPropertyClassWeight = 5

    /// What compiling one pattern text costs, in the four measures a call's budget bounds.
    struct Cost: Equatable {
        var caselessCodePoints = 0
        var bytes = 0
        var lookBehindWork = 0
        var propertyClassWork = 0

        static let none = Cost()
    }

    /// The cost of compiling `pattern` (PCRE2's syntax, as both engines are given it). A server
    /// pattern's reading has its cost counted on its tree (``JavaPattern/Reading/cost``): it
    /// case-folds no class (its only `(?i` wraps a back reference).
    static func cost(_ pattern: [UInt8], caseInsensitive: Bool) -> Cost {
        let lookBehinds = lookBehindCount(pattern)
        let caseless = caseInsensitive || inlineFlags(pattern).caseless
        return Cost(
            caselessCodePoints: caselessClassWidth(pattern, caseInsensitive: caseInsensitive), bytes: pattern.count,
            lookBehindWork: lookBehinds * lookBehinds,
            propertyClassWork: propertyClassCount(pattern) * (caseless ? caselessPropertyClassWeight : 1))
    }

    /// Runs `body` as one call: every pattern compiled in it counts against one budget.
    static func counting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let thread = ThreadContexts.current
        if thread.patternCompileDepth == 0 { thread.patternCompileWork = .none }
        thread.patternCompileDepth += 1
        defer { thread.patternCompileDepth -= 1 }
        return try body()
    }

    /// Charges a pattern's compile work to the current call (or to itself, outside one).
    static func charge(_ pattern: [UInt8], caseInsensitive: Bool) throws(PaySealError.Thrown) {
        try charge(cost(pattern, caseInsensitive: caseInsensitive))
    }

    /// Charges a cost computed before (a cached translation keeps its cost, not its text).
    static func charge(_ cost: Cost) throws(PaySealError.Thrown) {
        let thread = ThreadContexts.current
        let counting = thread.patternCompileDepth > 0
        var spent = counting ? thread.patternCompileWork : .none
        spent.caselessCodePoints += cost.caselessCodePoints
        spent.bytes += cost.bytes
        spent.lookBehindWork += cost.lookBehindWork
        spent.propertyClassWork += cost.propertyClassWork
        if counting { thread.patternCompileWork = spent }
        guard spent.caselessCodePoints <= maximumCaselessCodePoints else {
            throw PaySealError(
                .limit,
                "the case-insensitive character class ranges of the patterns span more than "
                    + "\(maximumCaselessCodePoints) code points, the limit of one call")
        }
        guard spent.bytes <= maximumBytes else {
            throw PaySealError(.limit, "the patterns come to more than \(maximumBytes) bytes of pattern text, the limit of one call")
        }
        guard spent.lookBehindWork <= maximumLookBehindWork else {
            throw PaySealError(
                .limit,
                "the patterns have too many look-behinds (the squares of each pattern's count add up to more "
                    + "than \(maximumLookBehindWork)), the limit of one call")
        }
        guard spent.propertyClassWork <= maximumPropertyClassWork else {
            throw PaySealError(
                .limit,
                "the patterns have too many Unicode property classes (more than \(maximumPropertyClassWork), a "
                    + "case-insensitive one counting \(caselessPropertyClassWeight)), the limit of one call")
        }
    }

    /// The property classes `\p…` and `\P…` (an escaped backslash or a quote holds none) and the
    /// POSIX classes (each `[:` counted, in a class or not: too many, never too few).
    static func propertyClassCount(_ p: [UInt8]) -> Int {
        var count = 0, i = 0
        while i < p.count {
            if p[i] == backslash {
                guard i + 1 < p.count else { break }
                switch p[i + 1] {
                case UInt8(ascii: "Q"):
                    i = endOfQuote(p, i + 2)
                    continue
                case UInt8(ascii: "p"), UInt8(ascii: "P"): count += 1
                default: break
                }
                i += 2
                continue
            }
            if p[i] == UInt8(ascii: "["), i + 1 < p.count, p[i + 1] == UInt8(ascii: ":") { count += 1 }
            i += 1
        }
        return count
    }

    /// The look-behinds `(?<=` and `(?<!` (an escaped `(` or a quoted one opens none; one inside
    /// a character class is counted too: too many, never too few).
    static func lookBehindCount(_ p: [UInt8]) -> Int {
        var count = 0, i = 0
        while i < p.count {
            if p[i] == backslash {
                i = i + 1 < p.count && p[i + 1] == UInt8(ascii: "Q") ? endOfQuote(p, i + 2) : i + 2
                continue
            }
            if p[i] == UInt8(ascii: "("), i + 3 < p.count, p[i + 1] == UInt8(ascii: "?"), p[i + 2] == UInt8(ascii: "<"),
                p[i + 3] == UInt8(ascii: "=") || p[i + 3] == UInt8(ascii: "!")
            {
                count += 1
            }
            i += 1
        }
        return count
    }

    /// How deep a pattern nests its parentheses (an escaped or quoted `(` opens none; one inside
    /// a character class counts: too deep, never too shallow). Both engines compile nested
    /// groups by recursion, on the caller's stack: ``PatternMatcher/maximumNesting`` bounds it.
    static func nestingDepth(_ p: [UInt8]) -> Int {
        var depth = 0, deepest = 0, i = 0
        while i < p.count {
            switch p[i] {
            case backslash:
                i = i + 1 < p.count && p[i + 1] == UInt8(ascii: "Q") ? endOfQuote(p, i + 2) : i + 2
                continue
            case UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            default: break
            }
            i += 1
        }
        return deepest
    }

    /// The code points of the character class ranges PCRE2 would case-fold: 0 for a pattern that
    /// cannot be case-insensitive; a range whose ends the scan cannot read counts as all of Unicode.
    static func caselessClassWidth(_ p: [UInt8], caseInsensitive: Bool) -> Int {
        let flags = inlineFlags(p)
        guard caseInsensitive || flags.caseless else { return 0 }
        var width = 0, i = 0
        while i < p.count {
            if p[i] == backslash {
                i = i + 1 < p.count && p[i + 1] == UInt8(ascii: "Q") ? endOfQuote(p, i + 2) : i + 2
            } else if p[i] == UInt8(ascii: "[") {
                let (end, classWidth) = scanClass(p, from: i + 1)
                width += classWidth
                // With `(?xx)` spaces inside a class are ignored: any hyphen may join a range.
                if flags.extended { width += p[i..<end].filter { $0 == UInt8(ascii: "-") }.count * allCodePoints }
                i = end
            } else {
                i += 1
            }
        }
        return width
    }

    private static let backslash = UInt8(ascii: "\\")

    /// Whether any `(?…)` flag group turns on `i` or `x` (wherever it is: counting too much is safe).
    private static func inlineFlags(_ p: [UInt8]) -> (caseless: Bool, extended: Bool) {
        var caseless = false, extended = false, i = 0
        while i + 1 < p.count {
            if p[i] == UInt8(ascii: "("), p[i + 1] == UInt8(ascii: "?") {
                var j = i + 2
                while j < p.count, isFlag(p[j]) {
                    caseless = caseless || p[j] == UInt8(ascii: "i")
                    extended = extended || p[j] == UInt8(ascii: "x")
                    j += 1
                }
            }
            i += 1
        }
        return (caseless, extended)
    }

    private static func isFlag(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "-")
    }

    /// The index after the `\E` that ends a `\Q` quote begun at `start` (or the end).
    private static func endOfQuote(_ p: [UInt8], _ start: Int) -> Int {
        var i = start
        while i + 1 < p.count, !(p[i] == backslash && p[i + 1] == UInt8(ascii: "E")) { i += 1 }
        return min(p.count, i + 2)
    }

    /// One item of a class: a single character, something else (a class escape such as `\d`, a
    /// POSIX class), or something the scan does not read (counted as a whole range when it is
    /// a range's end).
    private enum Item {
        case character(Int)
        case other, unknown
    }

    /// Reads the class whose body starts at `start`: the index after its `]`, and its ranges' width.
    private static func scanClass(_ p: [UInt8], from start: Int) -> (end: Int, width: Int) {
        var i = start, width = 0
        if i < p.count, p[i] == UInt8(ascii: "^") { i += 1 }
        var first = true
        while true {
            i = skipEmptyQuotes(p, i)
            guard i < p.count else { return (i, width) }
            if p[i] == UInt8(ascii: "]"), !first { return (i + 1, width) }
            first = false
            if p[i] == backslash, i + 1 < p.count, p[i + 1] == UInt8(ascii: "Q") {
                // Quoted text in a class: every hyphen in it may make a range with what follows.
                let end = endOfQuote(p, i + 2)
                width += p[i..<end].filter { $0 == UInt8(ascii: "-") }.count * allCodePoints
                let (_, next) = rangeEnd(p, end)
                width += next == nil ? 0 : allCodePoints
                i = next ?? end
                continue
            }
            let (low, afterLow) = item(p, i)
            i = afterLow
            let (high, afterRange) = rangeEnd(p, i)
            guard let afterRange, let high else { continue }
            i = afterRange
            switch (low, high) {
            case let (.character(a), .character(b)): width += b >= a ? b - a + 1 : 0
            case (.other, _), (_, .other): break  // PCRE2 refuses such a range
            default: width += allCodePoints
            }
        }
    }

    /// When a range's `-` follows at `i` (not the class's last character): the item after it and
    /// the index after that item.
    private static func rangeEnd(_ p: [UInt8], _ start: Int) -> (Item?, Int?) {
        let i = skipEmptyQuotes(p, start)
        guard i + 1 < p.count, p[i] == UInt8(ascii: "-") else { return (nil, nil) }
        let j = skipEmptyQuotes(p, i + 1)
        guard j < p.count, p[j] != UInt8(ascii: "]") else { return (nil, nil) }
        if p[j] == backslash, j + 1 < p.count, p[j + 1] == UInt8(ascii: "Q") { return (.unknown, endOfQuote(p, j + 2)) }
        let (high, next) = item(p, j)
        return (high, next)
    }

    /// Skips `\E` (which PCRE2 ignores outside a quote, so `a\E-z` is the range a-z).
    private static func skipEmptyQuotes(_ p: [UInt8], _ start: Int) -> Int {
        var i = start
        while i + 1 < p.count, p[i] == backslash, p[i + 1] == UInt8(ascii: "E") { i += 2 }
        return i
    }

    private static func item(_ p: [UInt8], _ i: Int) -> (Item, Int) {
        if p[i] == backslash { return escape(p, i + 1) }
        if p[i] == UInt8(ascii: "["), i + 1 < p.count, [UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "=")].contains(p[i + 1]) {
            // A POSIX class `[:alpha:]` (or a refused collating element) when it closes.
            var j = i + 2
            while j + 1 < p.count, p[j] != UInt8(ascii: "]") {
                if p[j] == p[i + 1], p[j + 1] == UInt8(ascii: "]") { return (.other, j + 2) }
                j += 1
            }
        }
        return scalar(p, i)
    }

    /// The escape whose letter is at `i` (after the backslash).
    private static func escape(_ p: [UInt8], _ i: Int) -> (Item, Int) {
        guard i < p.count else { return (.unknown, p.count) }
        let letter = p[i]
        switch letter {
        case UInt8(ascii: "x"):
            if i + 1 < p.count, p[i + 1] == UInt8(ascii: "{") { return braced(p, i + 2, radix: 16) }
            return digits(p, i + 1, radix: 16, at: 2)
        case UInt8(ascii: "o"):
            guard i + 1 < p.count, p[i + 1] == UInt8(ascii: "{") else { return (.unknown, i + 1) }
            return braced(p, i + 2, radix: 8)
        case UInt8(ascii: "u"):  // Java's and ALT_BSUX's \uhhhh
            return digits(p, i + 1, radix: 16, at: 4)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            return digits(p, i, radix: 8, at: 3)
        case UInt8(ascii: "N"):
            guard i + 3 < p.count, p[i + 1] == UInt8(ascii: "{"), p[i + 2] == UInt8(ascii: "U"), p[i + 3] == UInt8(ascii: "+") else {
                return (.other, i + 1)
            }
            return braced(p, i + 4, radix: 16)
        case UInt8(ascii: "c"):
            guard i + 1 < p.count, p[i + 1] < 0x80 else { return (.unknown, i + 1) }
            return (.character(Int(p[i + 1]) ^ 0x40), i + 2)
        case UInt8(ascii: "p"), UInt8(ascii: "P"):
            guard i + 1 < p.count, p[i + 1] == UInt8(ascii: "{") else { return (.other, min(p.count, i + 2)) }
            var j = i + 2
            while j < p.count, p[j] != UInt8(ascii: "}") { j += 1 }
            return (.other, min(p.count, j + 1))
        default:
            let simple: [UInt8: Int] = [
                UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "e"): 27, UInt8(ascii: "f"): 12,
                UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9,
            ]
            if let value = simple[letter] { return (.character(value), i + 1) }
            if Array("dDsSwWhHvVRX".utf8).contains(letter) { return (.other, i + 1) }
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(letter) || (isFlag(letter) && letter >= 0x41) { return (.unknown, i + 1) }
            return scalar(p, i)  // an escaped punctuation or other character stands for itself
        }
    }

    /// Up to `count` digits of `radix` from `start` (none: 0, as `\x` alone is NUL).
    private static func digits(_ p: [UInt8], _ start: Int, radix: Int, at count: Int) -> (Item, Int) {
        var value = 0, i = start
        while i < p.count, i - start < count, let digit = digitValue(p[i], radix) {
            value = value * radix + digit
            i += 1
        }
        return (.character(value), i)
    }

    /// `{digits}` from `start` (after the brace): the value, or unknown when it is not that.
    private static func braced(_ p: [UInt8], _ start: Int, radix: Int) -> (Item, Int) {
        var value = 0, i = start
        while i < p.count, let digit = digitValue(p[i], radix) {
            value = min(value * radix + digit, Int(UInt32.max))
            i += 1
        }
        guard i < p.count, p[i] == UInt8(ascii: "}"), i > start else { return (.unknown, min(p.count, i + 1)) }
        return (.character(value), i + 1)
    }

    private static func digitValue(_ byte: UInt8, _ radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    /// The UTF-8 character at `i`; unknown when the bytes are not one.
    private static func scalar(_ p: [UInt8], _ i: Int) -> (Item, Int) {
        let lead = p[i]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= p.count else { return (.unknown, i + 1) }
        guard length > 1 else { return (.character(Int(lead)), i + 1) }
        var value = Int(lead) & (0x7F >> length)
        for byte in p[(i + 1)..<(i + length)] {
            guard byte & 0xC0 == 0x80 else { return (.unknown, i + 1) }
            value = value << 6 | Int(byte & 0x3F)
        }
        return (.character(value), i + length)
    }
}
