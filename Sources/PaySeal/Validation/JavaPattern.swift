/// The server's `regularExpression` patterns are written for Java's `java.util.regex`
/// (`Pattern.compile(p).matcher(v).matches()`), not for PCRE2. This translates one into a PCRE2
/// pattern that matches the same values, compiled with PCRE2_UTF alone: every Java construct is
/// spelled out explicitly (ASCII case pairs for `(?i)`, Java's line terminators for `.`, `^`,
/// `$`, Java's POSIX and `java…` classes as ranges or Unicode properties, class union and
/// intersection as one-character look-aheads), so no PCRE2 option or table decides the reading.
/// A construct PCRE2 cannot express faithfully is ``Translation/unsupported(_:)`` (fail closed),
/// a pattern Java itself refuses is ``Translation/invalid(_:)``. `docs/card-input.md`, "Server
/// patterns: Java's reading", has the table. The output grows by a bounded factor per construct
/// (at most about 2.7 KB for one `\X`, 80 bytes for a `$`), and the compile budget is charged on it.
enum JavaPattern {
    enum Translation: Equatable {
        /// `unreadable`: the values the reading does not answer for as Java would.
        case pcre2(String, unreadable: UnreadableValues = [])
        /// Java throws PatternSyntaxException for it.
        case invalid(String)
        /// Java accepts it, but no faithful PCRE2 reading exists (or PCRE2 refuses the reading).
        case unsupported(String)
        /// The reading would be longer than `maximumBytes` (the translation stops there).
        case tooLong
    }

    /// The PCRE2 reading of a Java pattern; `maximumBytes` bounds the text written (and so the
    /// translation's work), since a reading is longer than its pattern.
    static func translate(_ pattern: String, maximumBytes: Int = .max) -> Translation {
        let scalars = removeQuoting(Array(pattern.unicodeScalars))
        do {
            // A first pass counts the groups: a back reference to a group defined later is legal.
            var counter = JavaPatternParser(scalars, totalGroups: Int.max, maximumBytes: maximumBytes)
            _ = try counter.translate()
            var parser = JavaPatternParser(scalars, totalGroups: counter.groupCount, maximumBytes: maximumBytes)
            let text = try parser.translate()
            return .pcre2(text, unreadable: parser.unreadable)
        } catch JavaPatternError.invalid(let why) {
            return .invalid(why)
        } catch JavaPatternError.unsupported(let why) {
            // Java reports a syntax error that comes after a construct PaySeal cannot read (`(?c`,
            // `\X(`): the pattern is read again to its end, past such constructs.
            var syntax = JavaPatternParser(scalars, totalGroups: Int.max, maximumBytes: maximumBytes, readsPastUnsupported: true)
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
    /// keeps their text when it backtracks out of those, PCRE2 does not), and the groups back
    /// references read (``refuseReferencesToKeptGroups()``).
    var keptGroups: [ClosedRange<Int32>] = [], references: [Int32] = []
    /// Whether a part can match nothing: never, at some positions only (an assertion decides:
    /// `\b`, `^`, a look-around, a back reference), or at any position (`a?`).
    enum Emptiness: UInt8, Comparable {
        case never, somewhere, anywhere
        static func < (a: Emptiness, b: Emptiness) -> Bool { a.rawValue < b.rawValue }
    }
    var groupCount = 0
    var groupNames: [String: Int] = [:]
    let totalGroups: Int
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

    init(_ scalars: [Unicode.Scalar], totalGroups: Int, maximumBytes: Int = .max, readsPastUnsupported: Bool = false) {
        p = scalars
        lastAstral = Int32(clamping: scalars.lastIndex { $0.value > 0xFFFF } ?? -1)
        self.totalGroups = totalGroups
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

    /// An atom's PCRE2 text, and whether a quantifier can follow it as it is.
    struct Atom {
        enum Kind { case quantifiable, assertion, empty, lineBreak }
        var text: String
        let kind: Kind
        /// A group holding `\R`, which Java's `GroupCurly` repeats without returning into an
        /// iteration's `\R`.
        var holdsLineBreak = false
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

    mutating func translate() throws -> String {
        let body = try alternation()
        guard i >= p.count else { throw Self.invalid("Unmatched closing ')'") }
        try refuseReferencesToKeptGroups()
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

    mutating func alternation() throws -> String {
        var out = try sequence()
        while peek() == "|" {
            i += 1
            noteAlternative()
            out += "|"
            out += try sequence()
            if out.utf8.count > maximumBytes { throw JavaPatternError.tooLong }
        }
        return out
    }

    mutating func sequence() throws -> String {
        var out = ""
        while true {
            skipComments()
            guard let c = peek(), c != "|", c != ")" else { return out }
            let atom: Atom
            switch c {
            case "(":
                guard let group = try group() else { continue }  // `(?i)`: no quantifier applies
                atom = group
            case "[":
                i += 1
                atom = Atom(text: JavaPatternText.pcre2(try characterClass(opened: true, consume: true)), kind: .quantifiable)
            case "\\": atom = try escapeAtom()
            case "^":
                i += 1
                atom = Atom(text: JavaPatternText.caret(flags), kind: .assertion)
            case "$":
                i += 1
                atom = Atom(text: JavaPatternText.dollar(multiline: flags.multiline, unixLines: flags.unixLines), kind: .assertion)
            case ".":
                i += 1
                atom = Atom(text: JavaPatternText.dot(flags), kind: .quantifiable)
            case "*", "+", "?": throw Self.invalid("Dangling meta character '\(c)'")
            case "{": atom = Atom(text: "", kind: .empty)  // Java: a repetition of the empty string
            default:
                i += 1
                atom = literalAtom(c.value, start: i - 1)
            }
            out += try quantified(atom)
            // Every text the reading holds passes through a sequence (and an alternation): checked
            // there, the reading never grows far past the bound (one atom's text at most).
            if out.utf8.count > maximumBytes { throw JavaPatternError.tooLong }
        }
    }

    /// A group after its `(`; `nil` for a flag group `(?i)`, whose flags last to the end of the
    /// enclosing group (as in Java).
    mutating func group() throws -> Atom? {
        i += 1
        try enter()
        defer { depth -= 1 }
        let countsBefore = Counts(
            lineBreaks: lineBreaks, choices: choices, groups: Int32(clamping: groupCount), alternativeEmptiness: alternativeEmptiness,
            earlierEmptiness: earlierEmptiness)
        let saved = flags
        guard let open = try groupOpening() else { return nil }
        let outerLookAround = lookAround
        let opensLookAround = openGroup(open)
        let body = try alternation()
        guard peek() == ")" else { throw Self.invalid("Unclosed group") }
        i += 1
        flags = saved
        return try closedGroup(open, body, since: countsBefore, closesLookAround: opensLookAround ? outerLookAround : nil)
    }

    /// After a group's `(`: its PCRE2 opening (`(`, `(?:`, `(?=`, …), the prefix read; `nil` for
    /// a flag group `(?i)`, closed here. Kept out of ``group()``, whose frame each level of
    /// nesting takes on the stack.
    @inline(never)
    mutating func groupOpening() throws -> String? {
        guard peek() == "?" else {
            groupCount += 1
            return "("
        }
        i += 1
        switch peek() {
        case ":": i += 1
        case "=": i += 1; return "(?="
        case "!": i += 1; return "(?!"
        case ">": i += 1; return "(?>"
        case "<":
            i += 1
            if peek() == "=" {
                i += 1
                return "(?<="
            } else if peek() == "!" {
                i += 1
                return "(?<!"
            }
            let name = try groupName()
            guard groupNames[name] == nil else { throw Self.invalid("Named capturing group <\(name)> is already defined") }
            groupCount += 1
            groupNames[name] = groupCount
            return "("
        default:
            try inlineFlags()
            if peek() == ")" {
                i += 1
                return nil
            }
            guard peek() == ":" else { throw Self.invalid("Unknown inline modifier") }
            i += 1
        }
        return "(?:"
    }

    /// What the parse had counted when a group opened (``lineBreaks``, ``choices``).
    struct Counts {
        let lineBreaks: Int32, choices: Int32, groups: Int32
        let alternativeEmptiness: Emptiness, earlierEmptiness: Emptiness
    }

    /// The group `open` + `body` + `)` as an atom (kept out of ``group()``, whose frame each
    /// level of nesting takes on the stack). `closesLookAround`: the look-around it closes
    /// (``closeLookAround(restoring:body:studied:)``), to restore the enclosing one.
    @inline(never)
    mutating func closedGroup(_ open: String, _ body: String, since before: Counts, closesLookAround outer: LookAround?) throws -> Atom {
        var body = body
        let alternatives = study.popLast() ?? []
        let emptiness = outer != nil ? .somewhere : Swift.max(alternativeEmptiness, earlierEmptiness)
        (alternativeEmptiness, earlierEmptiness) = (before.alternativeEmptiness, before.earlierEmptiness)
        if let outer {
            try closeLookAround(restoring: outer, body: &body, studied: alternatives)
            choices = before.choices  // Java's TreeInfo does not study a look-around's body
        }
        // An atomic group that can match nothing anywhere: its first branch always matches, and
        // an empty last one keeps PCRE2 from reading it wrong (``emptyBranch(_:)``).
        if open == "(?>" && emptiness == .anywhere { body += "|" }
        if open == "(?>" || outer != nil { keepGroups(from: before.groups + 1) }
        let repetition: Atom.JavaRepetition = open != "(" && open != "(?:" ? .other : choices > before.choices ? .loop : .groupCurly
        return Atom(
            text: open + body + ")", kind: .quantifiable, holdsLineBreak: lineBreaks > before.lineBreaks, repetition: repetition,
            studied: outer == nil ? alternatives : [], emptiness: emptiness, firstCapture: before.groups + 1)
    }

    /// Whether a group opening with `open` is a look-around, which becomes the innermost one (kept out of ``group()``,
    /// whose frame each level of nesting takes on the stack). A group opening in a look-behind, or
    /// a look-behind, opens its list of study nodes; every group, its empty paths.
    mutating func openGroup(_ open: String) -> Bool {
        if !study.isEmpty || open.hasPrefix("(?<") { study.append([[]]) }
        (alternativeEmptiness, earlierEmptiness) = (.anywhere, .never)
        switch open {
        case "(?=", "(?!": lookAround = lookAround == .none || lookAround == .ahead ? .ahead : .aheadInBehind
        case "(?<=", "(?<!":
            lookAround = .behind
            if Int(lastAstral) < i { unreadable.insert(.astral) }
        default: return false
        }
        return true
    }

    /// A group closes: a look-behind is read from Java's `TreeInfo` of it
    /// (``lookBehindReading(_:studied:)``); the enclosing look-around is the innermost again.
    mutating func closeLookAround(restoring outer: LookAround, body: inout String, studied: [[JavaStudyNode]]) throws {
        switch lookAround {
        case .behind: body = try lookBehindReading(body, studied: studied)
        default: break
        }
        lookAround = outer
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Self.unsupported("groups and classes nested more than \(Self.maximumDepth) deep")
        }
    }

    /// A group name: an ASCII letter, then ASCII letters and digits, then `>`.
    mutating func groupName() throws -> String {
        var name = ""
        while let c = peek(), c.isASCII, c.properties.isAlphabetic || (("0"..."9").contains(c) && !name.isEmpty) {
            name.unicodeScalars.append(c)
            i += 1
        }
        guard !name.isEmpty else { throw Self.invalid("capturing group name does not start with a Latin letter") }
        guard peek() == ">" else { throw Self.invalid("named capturing group is missing trailing '>'") }
        i += 1
        return name
    }

    /// Java's `addFlag`: flag letters, then `-` and the flags to clear.
    mutating func inlineFlags() throws {
        var on = true
        while let c = peek() {
            switch c {
            case "i": flags.caseInsensitive = on
            case "u": flags.unicodeCase = on
            case "s": flags.dotAll = on
            case "m": flags.multiline = on
            case "x": flags.comments = on
            case "d": flags.unixLines = on
            case "U":
                flags.unicodeClasses = on
                flags.unicodeCase = on
            case "c" where on: try unexpressible("(?c) CANON_EQ: canonical equivalence has no PCRE2 counterpart")
            case "c": break
            case "-":
                guard on else { return }
                on = false
            default: return
            }
            i += 1
        }
    }
}
