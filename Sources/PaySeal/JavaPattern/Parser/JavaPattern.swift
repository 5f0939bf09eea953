/// The server's `regularExpression` patterns are written for Java's `java.util.regex`
/// (`Pattern.compile(p).matcher(v).matches()`), not for PCRE2. This reads one, once, into a syntax
/// tree (``JavaReading``) printed as a PCRE2 pattern that matches the same values, compiled with
/// PCRE2_UTF alone (or as ICU's spelling of it, for the portable engine): every Java construct is
/// spelled out explicitly (ASCII case pairs for `(?i)`, Java's line terminators for `.`, `^`,
/// `$`, Java's POSIX and `java…` classes as ranges or Unicode properties, class union and
/// intersection as one-character look-aheads), so no PCRE2 option or table decides the reading.
/// A construct PCRE2 cannot express faithfully is ``Translation/unsupported(_:)`` (fail closed),
/// a pattern Java itself refuses is ``Translation/invalid(_:)``. `docs/card-input.md`, "Server
/// patterns: Java's reading", has the table. The output grows by a bounded factor per construct
/// (at most about 2.7 KB for one `\X`, 80 bytes for a `$`), and the compile budget is charged on it.
enum JavaPattern {
    enum Translation: Equatable {
        /// The pattern's reading.
        case reading(Reading)
        /// Java throws PatternSyntaxException for it.
        case invalid(String)
        /// Java accepts it, but no faithful PCRE2 reading exists (or PCRE2 refuses the reading).
        case unsupported(String)
        /// The reading would be longer than `maximumBytes` (the translation stops there).
        case tooLong
    }

    /// A Java pattern's reading: its tree (``JavaReading``), printed in each engine's syntax.
    struct Reading: Equatable {
        let tree: JavaReading
        let numbering: JavaReading.Numbering
        /// The values the reading does not answer for as Java would.
        let unreadable: UnreadableValues
        /// The reading in PCRE2's syntax (the system engine's; its length is what the compile
        /// budget counts on either engine, so that both give one verdict).
        let pcre2: String

        /// The reading in ICU's syntax (the portable engine's).
        var icu: String { tree.icu(numbering) }

        /// How deep the printed reading nests its parentheses.
        var depth: Int { tree.depth(numbering) }

        /// What compiling the reading costs (``PatternCompileCost``), its look-behinds counted on
        /// the tree, its property classes on the text (the ICU spelling has the same ones; the
        /// reading spells `(?i)` out, so none is case-insensitive).
        var cost: PatternCompileCost.Cost {
            let lookBehinds = tree.lookBehinds
            return PatternCompileCost.Cost(
                bytes: pcre2.utf8.count, lookBehindWork: lookBehinds * lookBehinds,
                propertyClassWork: PatternCompileCost.propertyClassCount(Array(pcre2.utf8)))
        }
    }

    /// The reading of a Java pattern, read once; `maximumBytes` bounds the PCRE2 text (and so
    /// the translation's work), since a reading is longer than its pattern.
    static func translate(_ pattern: String, maximumBytes: Int = .max) -> Translation {
        let scalars = removeQuoting(Array(pattern.unicodeScalars))
        do {
            var parser = JavaPatternParser(scalars, maximumBytes: maximumBytes)
            var tree = try parser.translate()
            // The reading's own named groups come before some of the pattern's: a reference's
            // number in the reading counts them (and the leading group of `\b{g}`'s reading).
            let first: Int32 = parser.readsFirstCluster ? 1 : 0
            let numbering = JavaReading.Numbering(shifts: parser.insertedGroups.map { $0 + first }, groupCount: parser.groupCount)
            var text = tree.pcre2(numbering)
            guard text.utf8.count <= maximumBytes else { return .tooLong }
            if parser.readsFirstCluster {
                tree = JavaGrapheme.firstClusterEndReading.then(.group(.nonCapturing, tree))
                text = JavaGrapheme.firstClusterEnd + "(?:" + text + ")"
            }
            return .reading(Reading(tree: tree, numbering: numbering, unreadable: parser.unreadable, pcre2: text))
        } catch JavaPatternError.invalid(let why) {
            return .invalid(why)
        } catch JavaPatternError.unsupported(let why) {
            // Java reports a syntax error that comes after a construct PaySeal cannot read (`(?c`,
            // `\X(`): the pattern is read again to its end, past such constructs.
            var syntax = JavaPatternParser(scalars, maximumBytes: maximumBytes, readsPastUnsupported: true)
            do {
                _ = try syntax.translate()
            } catch JavaPatternError.invalid(let reason) {
                return .invalid(reason)
            } catch {}
            return .unsupported(why)
        } catch JavaPatternError.tooLong {
            return .tooLong
        } catch {
            return .invalid("\(error)")
        }
    }
}

enum JavaPatternError: Error {
    case invalid(String)
    case unsupported(String)
    case tooLong
}

/// Java's inline flags that change the reading (`(?idmsuxU)`); `c` is refused.
struct JavaRegexFlags {
    var caseInsensitive = false
    /// `U` (UNICODE_CHARACTER_CLASS): Unicode `\d \w \s` and POSIX names; it sets `u` too.
    var unicodeClasses = false
    var unicodeCase = false
    var dotAll = false
    var multiline = false
    var comments = false
    var unixLines = false
}

/// One parse of a Java pattern (after ``JavaPattern/removeQuoting(_:)``), following the
/// structure of OpenJDK 17's `java.util.regex.Pattern` so that its corner cases (a `{n}` after a
/// quantifier, a `]` first in a class, `&&`) read the same way.
struct JavaPatternParser {
    let p: [Unicode.Scalar]
    var i = 0
    var flags = JavaRegexFlags()
    /// The innermost look-around open (one byte, after `flags`: each nesting level's frames hold
    /// copies of the parser in a debug build, so the parser stays small).
    var lookAround = LookAround.none
    enum LookAround: UInt8 { case none, ahead, aheadInBehind, behind }
    /// Whether a `\b{g}` was read: the reading then starts by capturing where the value's first
    /// grapheme cluster ends (``JavaGrapheme/firstClusterEnd``).
    var readsFirstCluster = false
    /// Whether a construct Java matches through its `accept` node, which moves `matcher.last`, was
    /// read so far: a quantifier, a look-around or an atomic group (``graphemeBoundary()``).
    var movesMatcherLast = false
    /// Case mappings read for `(?iu)` class ranges, bounded by ``maximumCaseFoldingWork`` (32
    /// bits, as the next three, so that the four take 16 bytes after `flags`: the parser's size).
    var caseFoldingWork: Int32 = 0
    static let maximumCaseFoldingWork: Int32 = 100_000
    /// The index of the pattern's last character outside the Basic Multilingual Plane (-1: none):
    /// Java reads a look-behind with none after its start in UTF-16 units (`Behind`, not `BehindS`).
    let lastAstral: Int32
    /// Where a literal may continue the run of literals before it (-1: no run open), right after
    /// a literal no quantifier follows (``literalAtom(_:start:)``).
    var runEnd: Int32 = -1
    /// How many `\R` were read so far (a group knows whether it holds one).
    var lineBreaks: Int32 = 0
    /// How many of Java's `Loop`s were written out with their empty-iteration rule so far
    /// (``javaLoop(_:_:)``): their groups' names are numbered by it.
    var emulatedLoops: Int32 = 0
    /// How many constructs Java's `TreeInfo` calls not deterministic were read so far (an
    /// alternation, a quantifier other than `{n}`, `\X`): a group holding one, counted, is a
    /// `Loop` in Java, whose length it does not bound.
    var choices: Int32 = 0
    /// Java's study nodes of the groups open inside a look-behind (a list of alternatives each),
    /// innermost last; empty outside look-behinds (JavaPattern+Study.swift).
    var study: [[[JavaStudyNode]]] = []
    /// How the innermost open group can match nothing: its alternative being read so far, and
    /// the best of those before it (a repeated group's body that can is read otherwise by Java's
    /// `Loop`); an enclosing group's are kept in ``Counts`` while a group is open.
    var alternativeEmptiness = Emptiness.anywhere, earlierEmptiness = Emptiness.never
    /// Capturing groups inside an atomic group, a possessive repetition or a look-around (Java
    /// keeps their text when it backtracks out of those, PCRE2 does not), the back references
    /// read, the groups open and where each capturing group is surely set
    /// (``refuseReferencesToKeptGroups()``, JavaPattern+References.swift).
    var keptGroups: [ClosedRange<Int32>] = [], references: [Reference] = []
    /// The groups open (the pattern itself, serial 0, is not in the list: it counts its `|` in
    /// ``topBranch``, so that a pattern without groups allocates nothing here).
    var frames: [OpenFrame] = [], anchors: [GroupAnchor] = []
    var topBranch: Int32 = 0
    /// For each capturing group, the named groups the reading writes before its `(` (three per
    /// written-out `Loop`, ``javaLoop(_:_:)``): they number the back references
    /// (``JavaReading/Numbering``).
    var insertedGroups: [Int32] = []
    var nextFrameSerial: Int32 = 1
    /// Whether a part can match nothing: never, at some positions only (an assertion decides:
    /// `\b`, `^`, a look-around, a back reference), or at any position (`a?`).
    enum Emptiness: UInt8, Comparable {
        case never, somewhere, anywhere
        static func < (a: Emptiness, b: Emptiness) -> Bool { a.rawValue < b.rawValue }
    }
    var groupCount = 0
    var groupNames: [String: Int] = [:]
    /// Whether the pattern defines its group `group` (a reference to another never matches).
    func defines(_ group: Int32) -> Bool { group >= 1 && Int(group) <= groupCount }
    /// Groups and classes open: the parse recurses into each, so it is bounded, and so is what
    /// compiling the reading takes of the stack (``PatternMatcher/maximumNesting``: the reading
    /// nests a few levels deeper than the pattern). Every input within the limits runs on a
    /// thread with a 128 KiB stack (Tests/stack-depth); `Include/payseal.h`'s
    /// PAYSEAL_MAX_PATTERN_DEPTH says the same number.
    var depth = 0
    static let maximumDepth = 48

    /// The longest reading written before the translation stops (``JavaPatternError/tooLong``).
    let maximumBytes: Int

    /// Reading on past a construct PaySeal cannot express (each goes on with a stand-in), to
    /// find a later syntax error; limits still stop the reading.
    let readsPastUnsupported: Bool
    /// Whether the pattern may hold a back reference (`\1`, `\k<name>`); without one, the groups'
    /// numbers mean nothing, and a look-behind's capturing groups may be copied or dropped.
    let mayReferToGroups: Bool
    /// The values the reading does not answer for as Java would (``JavaPattern/UnreadableValues``).
    var unreadable: JavaPattern.UnreadableValues = []

    init(_ scalars: [Unicode.Scalar], maximumBytes: Int = .max, readsPastUnsupported: Bool = false) {
        p = scalars
        lastAstral = Int32(clamping: scalars.lastIndex { $0.value > 0xFFFF } ?? -1)
        self.maximumBytes = maximumBytes
        self.readsPastUnsupported = readsPastUnsupported
        // A backslash, then a digit 1-9 or `k` (one escaped backslash skipped at a time): any
        // back reference is one of them; a few others (`[\1]`) only make this say yes.
        var escaped = false
        mayReferToGroups = scalars.contains { c in
            defer { escaped = !escaped && c == "\\" }
            return escaped && (("1"..."9").contains(c) || c == "k")
        }
    }

    /// An atom's reading, and whether a quantifier can follow it as it is.
    struct Atom {
        enum Kind { case quantifiable, assertion, empty, lineBreak }
        var reading: JavaReading
        let kind: Kind
        /// A group holding `\R`, which Java's `GroupCurly` repeats without returning into an
        /// iteration's `\R`.
        var holdsLineBreak = false
        /// A group holding a Loop written out by ``javaLoop(_:_:)``.
        var holdsJavaLoop = false
        /// How Java repeats the atom (`*`, `+`, `{n,m}`, neither `?` nor possessively).
        var repetition = JavaRepetition.other
        /// A group's study nodes, one list per alternative, when read inside a look-behind (none
        /// for a look-around); `nil` for an atom that is not a group.
        var studied: [[JavaStudyNode]]? = nil
        /// The node Java's `study()` sees for an atom that is neither a character nor a group
        /// (`\X`, a back reference).
        var node: JavaStudyNode? = nil
        /// How a group can match nothing.
        var emptiness = Emptiness.never
        /// A group's first capturing group's number (its own, or the first inside it).
        var firstCapture: Int32 = 0
        enum JavaRepetition: UInt8 {
            /// A group whose body Java's `TreeInfo` calls deterministic: `GroupCurly`, which keeps
            /// each iteration's first match and backs off only whole iterations.
            case groupCurly
            /// A group holding a choice: `Loop`, which returns into iterations, and whose length
            /// `TreeInfo` does not bound.
            case loop
            /// Not a group (`Curly` and its kin), or an atomic group or a look-around.
            case other
        }
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < p.count ? p[i + offset] : nil }

    static func invalid(_ why: String) -> JavaPatternError { .invalid(why) }
    static let graphemeInLookAheadInLookBehind =
        "\\X in a look-ahead inside a look-behind: its reading repeats without bound, which ICU (the portable engine) cannot compile there"
    static let backReferenceInLookAheadInLookBehind =
        "a back reference in a look-ahead inside a look-behind: ICU (the portable engine) cannot compile it"
    static func unsupported(_ why: String) -> JavaPatternError { .unsupported(why) }

    /// A construct Java reads and PaySeal cannot express: the translation stops, unless it reads
    /// on for a later syntax error (``readsPastUnsupported``), and the caller goes on with a stand-in.
    func unexpressible(_ why: String) throws {
        if !readsPastUnsupported { throw Self.unsupported(why) }
    }

    mutating func translate() throws -> JavaReading {
        let body = try alternation()
        guard i >= p.count else { throw Self.invalid("Unmatched closing ')'") }
        try refuseReferencesToKeptGroups()
        // Java compares a group's text case-insensitively by its own rules (ASCII letters; with
        // `u` its case mappings), PCRE2 by Unicode's case folding: alike on ASCII text only.
        if references.contains(where: { $0.caseless && defines($0.group) }) { unreadable.insert(.nonASCII) }
        return body
    }

    /// In comments mode (`(?x)`) Java skips ASCII white space and `#` comments between tokens.
    mutating func skipComments() {
        guard flags.comments else { return }
        while let c = peek() {
            if JavaPatternText.isJavaSpace(c) {
                i += 1
            } else if c == "#" {
                i += 1
                while let d = peek(), !JavaPatternText.isLineSeparator(d, unixLines: flags.unixLines) { i += 1 }
            } else {
                return
            }
        }
    }

    mutating func alternation() throws -> JavaReading {
        let first = try sequence()
        guard peek() == "|" else { return first.reading }
        var branches = [first.reading], bytes = first.bytes
        while peek() == "|" {
            i += 1
            noteAlternative()
            noteBranch()
            let next = try sequence()
            branches.append(next.reading)
            bytes += 1 + next.bytes
            if bytes > maximumBytes { throw JavaPatternError.tooLong }
        }
        return .alternation(branches)
    }

    /// The atoms up to a `|` or `)`, and the length of their PCRE2 text at least.
    mutating func sequence() throws -> (reading: JavaReading, bytes: Int) {
        var parts: [JavaReading] = [], bytes = 0
        while true {
            skipComments()
            guard let c = peek(), c != "|", c != ")" else { return (parts.count == 1 ? parts[0] : .sequence(parts), bytes) }
            let atom: Atom
            switch c {
            case "(":
                guard let group = try group() else { continue }  // `(?i)`: no quantifier applies
                atom = group
            case "[":
                i += 1
                atom = Atom(reading: .counted(JavaPatternText.pcre2(try characterClass(opened: true, consume: true)), width: 1), kind: .quantifiable)
            case "\\": atom = try escapeAtom()
            case "^":
                i += 1
                atom = Atom(reading: JavaPatternText.caret(flags), kind: .assertion)
            case "$":
                i += 1
                atom = Atom(reading: JavaPatternText.dollar(multiline: flags.multiline, unixLines: flags.unixLines), kind: .assertion)
            case ".":
                i += 1
                atom = Atom(reading: .text(JavaPatternText.dot(flags), width: 1), kind: .quantifiable)
            case "*", "+", "?": throw Self.invalid("Dangling meta character '\(c)'")
            case "{": atom = Atom(reading: .empty, kind: .empty)  // Java: a repetition of the empty string
            default:
                i += 1
                atom = literalAtom(c.value, start: i - 1)
            }
            let part = try quantified(atom)
            // Every part of the reading passes through a sequence (and an alternation): checked
            // there, the reading never grows far past the bound (one atom's text at most).
            bytes += part.leastBytes
            if bytes > maximumBytes { throw JavaPatternError.tooLong }
            if case .sequence(let inner) = part { parts += inner } else { parts.append(part) }
        }
    }
}
