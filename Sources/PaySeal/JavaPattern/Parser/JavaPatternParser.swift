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
    /// innermost last; empty outside look-behinds (LookBehinds/JavaStudy.swift).
    var study: [[[JavaStudyNode]]] = []
    /// How the innermost open group can match nothing: its alternative being read so far, and
    /// the best of those before it (a repeated group's body that can is read otherwise by Java's
    /// `Loop`); an enclosing group's are kept in ``Counts`` while a group is open.
    var alternativeEmptiness = Emptiness.anywhere, earlierEmptiness = Emptiness.never
    /// Capturing groups inside an atomic group, a possessive repetition or a look-around (Java
    /// keeps their text when it backtracks out of those, PCRE2 does not), the back references
    /// read, the groups open and where each capturing group is surely set
    /// (``refuseReferencesToKeptGroups()``, CapturedGroups.swift).
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
    func unexpressible(_ why: String) throws(JavaPatternError.Thrown) {
        if !readsPastUnsupported { throw Self.unsupported(why) }
    }

    mutating func translate() throws(JavaPatternError.Thrown) -> JavaReading {
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

    mutating func alternation() throws(JavaPatternError.Thrown) -> JavaReading {
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
    mutating func sequence() throws(JavaPatternError.Thrown) -> (reading: JavaReading, bytes: Int) {
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

/// Groups: their opening (`(?:`, `(?=`, a name, inline flags), their body and their closing, as
/// Java's `group0` reads them.
extension JavaPatternParser {
    /// A group after its `(`; `nil` for a flag group `(?i)`, whose flags last to the end of the
    /// enclosing group (as in Java).
    mutating func group() throws(JavaPatternError.Thrown) -> Atom? {
        i += 1
        try enter()
        defer { depth -= 1 }
        let countsBefore = Counts(
            lineBreaks: lineBreaks, choices: choices, groups: Int32(clamping: groupCount), loops: emulatedLoops,
            alternativeEmptiness: alternativeEmptiness,
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

    /// After a group's `(`: its opening in the reading, the prefix read; `nil` for a flag group
    /// `(?i)`, closed here. Kept out of ``group()``, whose frame each level of nesting takes on
    /// the stack.
    @inline(never)
    mutating func groupOpening() throws(JavaPatternError.Thrown) -> JavaReading.Opening? {
        guard peek() == "?" else {
            groupCount += 1
            return .capturing
        }
        i += 1
        switch peek() {
        case ":": i += 1
        case "=": i += 1; return .lookAhead
        case "!": i += 1; return .negativeLookAhead
        case ">": i += 1; return .atomic
        case "<":
            i += 1
            if peek() == "=" {
                i += 1
                return .lookBehind
            } else if peek() == "!" {
                i += 1
                return .negativeLookBehind
            }
            let name = try groupName()
            guard groupNames[name] == nil else { throw Self.invalid("Named capturing group <\(name)> is already defined") }
            groupCount += 1
            groupNames[name] = groupCount
            return .capturing
        default:
            try inlineFlags()
            if peek() == ")" {
                i += 1
                return nil
            }
            guard peek() == ":" else { throw Self.invalid("Unknown inline modifier") }
            i += 1
        }
        return .nonCapturing
    }

    /// What the parse had counted when a group opened (``lineBreaks``, ``choices``, the groups,
    /// ``emulatedLoops``) and the emptiness it was reading.
    struct Counts {
        let lineBreaks: Int32, choices: Int32, groups: Int32, loops: Int32
        let alternativeEmptiness: Emptiness, earlierEmptiness: Emptiness
    }

    /// The group `open` + `body` + `)` as an atom (kept out of ``group()``, whose frame each
    /// level of nesting takes on the stack). `closesLookAround`: the look-around it closes
    /// (``closeLookAround(restoring:body:studied:)``), to restore the enclosing one.
    @inline(never)
    mutating func closedGroup(
        _ open: JavaReading.Opening, _ body: JavaReading, since before: Counts, closesLookAround outer: LookAround?
    ) throws(JavaPatternError.Thrown) -> Atom {
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
        if open == .atomic && emptiness == .anywhere { body = body.or(.empty) }
        if open == .atomic || outer != nil { keepGroups(from: before.groups + 1) }
        if open == .atomic && emulatedLoops > before.loops { try unexpressible(Self.loopInAtomicGroup) }
        closeFrame(open, firstCapture: before.groups + 1)
        let repetition: Atom.JavaRepetition = open != .capturing && open != .nonCapturing ? .other : choices > before.choices ? .loop : .groupCurly
        return Atom(
            reading: .group(open, body), kind: .quantifiable, holdsLineBreak: lineBreaks > before.lineBreaks,
            holdsJavaLoop: emulatedLoops > before.loops, repetition: repetition,
            studied: outer == nil ? alternatives : [], emptiness: open == .atomic ? Swift.min(emptiness, .somewhere) : emptiness,
            firstCapture: before.groups + 1)
    }

    /// Whether a group opening with `open` is a look-around, which becomes the innermost one (kept out of ``group()``,
    /// whose frame each level of nesting takes on the stack). A group opening in a look-behind, or
    /// a look-behind, opens its list of study nodes; every group, its empty paths.
    mutating func openGroup(_ open: JavaReading.Opening) -> Bool {
        if !study.isEmpty || open.isLookBehind { study.append([[]]) }
        openFrame(open)
        if open != .capturing && open != .nonCapturing { movesMatcherLast = true }
        (alternativeEmptiness, earlierEmptiness) = (.anywhere, .never)
        switch open {
        case .lookAhead, .negativeLookAhead: lookAround = lookAround == .none || lookAround == .ahead ? .ahead : .aheadInBehind
        case .lookBehind, .negativeLookBehind:
            lookAround = .behind
            if Int(lastAstral) < i { unreadable.insert(.astral) }
        default: return false
        }
        return true
    }

    /// A group closes: a look-behind is read from Java's `TreeInfo` of it
    /// (``lookBehindReading(_:studied:)``); the enclosing look-around is the innermost again.
    mutating func closeLookAround(restoring outer: LookAround, body: inout JavaReading, studied: [[JavaStudyNode]]) throws(JavaPatternError.Thrown) {
        switch lookAround {
        case .behind: body = try lookBehindReading(body, studied: studied)
        default: break
        }
        lookAround = outer
    }

    mutating func enter() throws(JavaPatternError.Thrown) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Self.unsupported("groups and classes nested more than \(Self.maximumDepth) deep")
        }
    }

    /// A group name: an ASCII letter, then ASCII letters and digits, then `>`.
    mutating func groupName() throws(JavaPatternError.Thrown) -> String {
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
    mutating func inlineFlags() throws(JavaPatternError.Thrown) {
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
