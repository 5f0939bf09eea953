/// The translation's reading of a Java pattern as a syntax tree of the constructs both pattern
/// engines compile (RE2's structure: the parser builds it, walkers answer questions about it, and
/// printers write it out). The parser reads the pattern once; a back reference keeps the Java
/// group it names and is numbered when the tree is printed, once every group is known
/// (``JavaReading/Numbering``). Each engine gets its own spelling from the same tree
/// (``pcre2(_:)``, ``icu(_:)``), and the compile cost's look-behinds are counted on it.
indirect enum JavaReading: Equatable, Sendable {
    /// A leaf: a construct both engines read alike (``Leaf``).
    case text(Leaf)
    case sequence([JavaReading])
    case alternation([JavaReading])
    case group(Opening, JavaReading)
    /// A named group the reading adds (Java's `Loop` written out, ``JavaPatternParser/javaLoop(_:_:)``).
    case named(String, JavaReading)
    /// A repetition.
    case repetition(JavaReading, Quantifier)
    /// A back reference to the pattern's group `group` (Java's number), compared caselessly
    /// under `(?i)`.
    case reference(group: Int32, caseless: Bool)

    /// A literal, a class or an assertion written out, as both engines read it alike, holding none
    /// of the pattern's capturing groups (a named group of the reading's own is numbered by
    /// ``Numbering``). Its spelling is written once, by the construct's own printer
    /// (``JavaPatternText``, ``JavaGrapheme``, ``JavaWordBoundary``); what the walkers ask of the
    /// leaf is known when it is made, so none of them reads the spelling again.
    struct Leaf: Equatable, Sendable {
        /// How both engines write it: only the printers read it.
        let spelling: String
        /// The characters it always matches (0: an assertion), `nil` when that varies (`\X`):
        /// what a look-behind's expansion reads of it (``LookBehindExpansion``).
        let width: Int?
        /// Its look-behinds, its property classes and how deep its parentheses nest.
        let lookBehinds: Int, propertyClasses: Int, depth: Int
        /// Whether it starts with a group (an assertion written out as a look-around).
        let opensWithGroup: Bool
    }

    /// A leaf that holds no look-behind, property class or nested group (a literal, `.`, `\A`).
    static func text(_ spelling: String, width: Int?) -> JavaReading {
        .text(
            Leaf(
                spelling: spelling, width: width, lookBehinds: 0, propertyClasses: 0, depth: 0,
                opensWithGroup: spelling.utf8.first == UInt8(ascii: "(")))
    }

    /// A repetition's counts and how it backtracks (Java's `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`,
    /// each greedy, lazy with `?` or possessive with `+`): read once by the parser, asked by the
    /// walkers, written only by the printers (``JavaReading/Quantifier/spelling``).
    struct Quantifier: Equatable, Sendable {
        enum Mode: UInt8, Sendable { case greedy, lazy, possessive }
        /// The fewest iterations.
        var min: Int32
        /// The most (`nil`: no maximum).
        var max: Int32?
        var mode = Mode.greedy
        /// Whether it is written with braces even where a sign would do (`{0,}?` for `*?`: ICU,
        /// the portable engine, reads the two otherwise on a group). `{n}`, `{n,}` and `{n,m}`
        /// other than `*`, `+` and `?` always are.
        var braces = false

        static let zeroOrMore = Quantifier(min: 0, max: nil)
        static let oneOrMore = Quantifier(min: 1, max: nil)
        static let zeroOrOne = Quantifier(min: 0, max: 1)
        /// `{n}`.
        static func exactly(_ count: Int) -> Quantifier { Quantifier(min: Int32(clamping: count), max: Int32(clamping: count), braces: true) }

        /// The most, Java's MAX_REPS (`Int32.max`) when there is none: what Java's `TreeInfo` and
        /// its repetition nodes count with.
        var high: Int32 { max ?? Int32.max }
        /// Whether it is `?` or `{0,1}` (lazy or possessive too), which Java reads as `Ques` (a
        /// group's becomes a `Branch`).
        var isQues: Bool { min == 0 && max == 1 }
        var possessive: Bool { mode == .possessive }
        var lazy: Bool { mode == .lazy }
        /// The same counts, greedy.
        var greedy: Quantifier {
            var greedy = self
            greedy.mode = .greedy
            return greedy
        }
    }

    /// What a group is (the printers spell its opening, ``JavaReading/Opening/spelling``).
    enum Opening: UInt8, Sendable {
        case capturing, nonCapturing, atomic, lookAhead, negativeLookAhead, lookBehind, negativeLookBehind

        var isLookBehind: Bool { self == .lookBehind || self == .negativeLookBehind }
        var isLookAround: Bool { isLookBehind || self == .lookAhead || self == .negativeLookAhead }
    }

    /// A leaf with its look-behinds, property classes and nesting counted on its spelling, once,
    /// where the spelling is written (a class's, whose intersections are look-aheads), or once for
    /// a constant (`\b`'s, `\X`'s). `width`: the characters it always matches, `nil` when that varies.
    static func counted(_ text: String, width: Int?) -> JavaReading {
        let bytes = Array(text.utf8)
        return .text(
            Leaf(
                spelling: text, width: width, lookBehinds: PatternCompileCost.lookBehindCount(bytes),
                propertyClasses: PatternCompileCost.propertyClassCount(bytes), depth: PatternCompileCost.nestingDepth(bytes),
                opensWithGroup: bytes.first == UInt8(ascii: "(")))
    }

    // Made on each use rather than kept in globals: an indirect case other than the first is
    // held through a tagged pointer, which LeakSanitizer does not see as a reference to its box.
    static var empty: JavaReading { .sequence([]) }
    /// An assertion that never holds: `(?!)`.
    static var never: JavaReading { .group(.negativeLookAhead, .empty) }

    /// How back references are numbered in the printed reading: the reading's own named groups
    /// before a capturing group (three per written-out `Loop`) and its leading group
    /// (``JavaGrapheme/firstClusterEnd``) count; a group the pattern never defines never matches.
    struct Numbering: Equatable {
        /// For each of the pattern's capturing groups, the number to add to its own.
        var shifts: [Int32] = []
        var groupCount = 0

        func number(of group: Int32) -> Int? {
            guard group >= 1, Int(group) <= groupCount else { return nil }
            return Int(group) + Int(shifts.indices.contains(Int(group) - 1) ? shifts[Int(group) - 1] : 0)
        }
    }

    /// How many look-behinds the reading holds (ICU compiles them in time quadratic in their
    /// number: ``PatternCompileCost``).
    var lookBehinds: Int {
        switch self {
        case .text(let leaf): return leaf.lookBehinds
        case .sequence(let parts), .alternation(let parts): return parts.reduce(0) { $0 + $1.lookBehinds }
        case .group(let opening, let body): return (opening.isLookBehind ? 1 : 0) + body.lookBehinds
        case .named(_, let body), .repetition(let body, _): return body.lookBehinds
        case .reference: return 0
        }
    }

    /// How many property classes (`\p…`, `\P…`, a POSIX `[:…:]`) the reading holds: ICU builds
    /// each from Unicode's data when it compiles it (``PatternCompileCost``). Only the texts hold
    /// them; the structure around them (groups, `|`, quantifiers, back references) writes none.
    var propertyClasses: Int {
        switch self {
        case .text(let leaf): return leaf.propertyClasses
        case .sequence(let parts), .alternation(let parts): return parts.reduce(0) { $0 + $1.propertyClasses }
        case .group(_, let body), .named(_, let body), .repetition(let body, _): return body.propertyClasses
        case .reference: return 0
        }
    }

    /// How deep the printed reading nests its parentheses (a back reference is printed in a
    /// group, or as a class when its group does not exist): both engines compile nested groups by
    /// recursion (``PatternMatcher/maximumNesting``).
    func depth(_ numbering: Numbering) -> Int {
        switch self {
        case .text(let leaf): return leaf.depth
        case .sequence(let parts), .alternation(let parts): return parts.reduce(0) { max($0, $1.depth(numbering)) }
        case .group(_, let body), .named(_, let body): return 1 + body.depth(numbering)
        case .repetition(let body, _): return body.depth(numbering)
        case .reference(let group, _): return numbering.number(of: group) == nil ? 0 : 1
        }
    }

    /// The length of the PCRE2 text at least (a back reference counted as its shortest spelling):
    /// what the translation checks against its bound as it reads.
    var leastBytes: Int {
        switch self {
        case .text(let leaf): return leaf.spelling.utf8.count
        case .sequence(let parts): return parts.reduce(0) { $0 + $1.leastBytes }
        case .alternation(let branches): return branches.reduce(max(0, branches.count - 1)) { $0 + $1.leastBytes }
        case .group(let opening, let body): return opening.spelling.utf8.count + body.leastBytes + 1
        case .named(let name, let body): return name.utf8.count + 4 + body.leastBytes
        case .repetition(let body, let quantifier): return body.leastBytes + quantifier.spelling.utf8.count
        case .reference: return 9  // (?:\g{1})
        }
    }

    /// The reading followed by `next` (a sequence kept flat).
    func then(_ next: JavaReading) -> JavaReading {
        switch (self, next) {
        case (.sequence(let a), .sequence(let b)): return .sequence(a + b)
        case (.sequence(let a), _): return .sequence(a + [next])
        case (_, .sequence(let b)): return .sequence([self] + b)
        default: return .sequence([self, next])
        }
    }

    /// The reading or `other` (an alternation kept flat).
    func or(_ other: JavaReading) -> JavaReading {
        if case .alternation(let branches) = self { return .alternation(branches + [other]) }
        return .alternation([self, other])
    }

    /// Whether the printed reading starts with `(`: a group (a back reference is printed as one).
    var opensWithGroup: Bool {
        switch self {
        case .text(let leaf): return leaf.opensWithGroup
        case .sequence(let parts): return parts.first?.opensWithGroup ?? false
        case .alternation(let branches): return branches.first?.opensWithGroup ?? false
        case .repetition(let body, _): return body.opensWithGroup
        case .group, .named, .reference: return true
        }
    }

    /// The opening of a group (`nil`: not a group).
    var opening: Opening? {
        if case .group(let opening, _) = self { return opening }
        return nil
    }
}
