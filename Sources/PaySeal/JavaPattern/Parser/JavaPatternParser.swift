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
    /// (``refuseReferencesToKeptGroups()``, JavaPatternParser+CapturedGroups.swift).
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
    func unexpressible(_ why: String) throws(JavaPatternError) {
        if !readsPastUnsupported { throw Self.unsupported(why) }
    }

    mutating func translate() throws(JavaPatternError) -> JavaReading {
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

    mutating func alternation() throws(JavaPatternError) -> JavaReading {
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
    mutating func sequence() throws(JavaPatternError) -> (reading: JavaReading, bytes: Int) {
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
    mutating func group() throws(JavaPatternError) -> Atom? {
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
    mutating func groupOpening() throws(JavaPatternError) -> JavaReading.Opening? {
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
    ) throws(JavaPatternError) -> Atom {
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
    mutating func closeLookAround(restoring outer: LookAround, body: inout JavaReading, studied: [[JavaStudyNode]]) throws(JavaPatternError) {
        switch lookAround {
        case .behind: body = try lookBehindReading(body, studied: studied)
        default: break
        }
        lookAround = outer
    }

    mutating func enter() throws(JavaPatternError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Self.unsupported("groups and classes nested more than \(Self.maximumDepth) deep")
        }
    }

    /// A group name: an ASCII letter, then ASCII letters and digits, then `>`.
    mutating func groupName() throws(JavaPatternError) -> String {
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
    mutating func inlineFlags() throws(JavaPatternError) {
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

/// Java's repetition (`closure`, `curly`) and the runs of literals it splits (`atom`).
extension JavaPatternParser {
    /// A literal character written at `start`. Java reads a run of two or more literals as one
    /// atom (a slice), where under `(?iu)` a character matches otherwise than alone (`single`);
    /// a quantifier takes the run's last character alone (Java's `atom`). Decided here, looking
    /// at the literals around, so that ``sequence()``, whose frame each level of nesting takes on
    /// the stack, keeps no run of its own.
    mutating func literalAtom(_ c: UInt32, start: Int) -> Atom {
        let continuesRun = Int(runEnd) == start
        let quantified = quantifierFollows()
        runEnd = quantified ? -1 : Int32(clamping: i)
        // Only a non-ASCII character under `(?iu)` reads otherwise in a run: no look ahead else.
        let runMatters = flags.caseInsensitive && flags.unicodeCase && c >= 0x80
        let inRun = runMatters && !quantified && (continuesRun || literalStartsRun())
        return Atom(reading: .text(literal(c, inRun: inRun), width: 1), kind: .quantifiable)
    }

    /// Whether a literal no quantifier follows comes next (at the cursor, after comments).
    func literalStartsRun() -> Bool {
        var ahead = self
        guard let next = ahead.peek() else { return false }
        switch next {
        case "(", ")", "[", "|", "^", "$", ".", "*", "+", "?", "{": return false
        case "\\":
            ahead.i += 1
            // The escapes escapeAtom() reads as something other than one character.
            guard let letter = ahead.peek(), !"123456789dDsSwWhHvVpPRAzGZbBXNk".unicodeScalars.contains(letter),
                (try? ahead.characterEscape(inRange: false)) != nil
            else { return false }
        default: ahead.i += 1
        }
        return !ahead.quantifierFollows()
    }

    /// Whether a quantifier comes next (after comments, which it skips).
    mutating func quantifierFollows() -> Bool {
        skipComments()
        guard let next = peek() else { return false }
        return next == "*" || next == "+" || next == "?" || next == "{"
    }

    /// The atom with the quantifier that follows it, if any (Java's `closure`).
    mutating func quantified(_ atom: Atom) throws(JavaPatternError) -> JavaReading {
        skipComments()
        var quantifier: String
        switch peek() {
        case "*", "+", "?":
            quantifier = String(p[i])
            i += 1
        case "{": quantifier = try counted()
        default:
            record(atom, nil)
            settleAnchors(atom, nil)
            return atom.reading
        }
        skipComments()
        if peek() == "?" || peek() == "+" {
            quantifier.unicodeScalars.append(p[i])
            i += 1
        }
        noteRepetition(quantifier)
        movesMatcherLast = true
        if atom.reading == JavaGrapheme.afterFirstClusterReading { try unexpressible("a repeated \\b{g}: Java's repetition moves matcher.last, which it reads") }
        record(atom, quantifier)
        settleAnchors(atom, quantifier)
        try refuseGroupUnsetByEmptyIteration(atom, quantifier)
        if try loopEndsAtEmptyIteration(atom, quantifier) { return javaLoop(atom, quantifier) }
        if lookAround == .aheadInBehind { quantifier = boundedInLookAheadInLookBehind(quantifier) }
        var atom = atom
        if atom.holdsLineBreak, atom.repetition == .groupCurly, !isQues(quantifier), !possessiveSuffix(quantifier) {
            // Java's GroupCurly keeps each iteration's first match: `(?:a\R)+\n` does not match
            // "a\r\n" (the iteration keeps "a\r\n" and does not give back its "\n").
            atom.reading = .group(.atomic, atom.reading)
        }
        // `X{0}` matches the empty string; PCRE2 10.42 does not match `(?:a|(?=b)c){0}x` on "x"
        // (its start-of-match optimisation), so the atom stays (its groups keep their numbers)
        // behind a branch that is never taken.
        if quantifier.hasPrefix("{0}"), atom.kind != .empty {
            return .repetition(.group(.nonCapturing, JavaReading.never.then(.group(.nonCapturing, atom.reading))), "?")
        }
        // A possessive repetition of a group or an assertion is written as the atomic group of a
        // greedy one, PCRE2's own meaning of `X*+`: ICU (the portable engine) does not match
        // `(?:a*)++b` on "aab".
        let possessive = possessiveSuffix(quantifier)
        let greedy = possessive ? String(quantifier.dropLast()) : quantifier
        // A lazy `*?` or `+?` on a group is spelled as a count, PCRE2's same meaning: ICU's own
        // loop for them does not match `(a||b)+?c` on "abc", its counted loop does.
        let lazy = quantifier == "*?" ? "{0,}?" : quantifier == "+?" ? "{1,}?" : quantifier
        switch atom.kind {
        // Java repeats `\R` without returning into an iteration (`\R{1,3}\R` does not match
        // "\r\n"): each iteration is atomic.
        case .lineBreak: return .repetition(.group(.atomic, JavaPatternText.lineBreak), quantifier)
        // Java's possessive repetition keeps each iteration's first match (Curly's POSSESSIVE
        // match: `(?:\\d+){2}+` does not match "12"); PCRE2's only makes the whole atomic.
        case .quantifiable where possessive && atom.reading.opensWithGroup:
            if atom.holdsJavaLoop { try unexpressible(Self.loopInAtomicGroup) }
            // A group's (a back reference is read as a group too, and holds none).
            if atom.firstCapture > 0 { keepGroups(from: atom.firstCapture) }
            return .group(.atomic, Self.orEmpty(.repetition(.group(.atomic, atom.reading), greedy), when: greedy))
        case .quantifiable where atom.reading.opensWithGroup: return .repetition(atom.reading, lazy)
        case .quantifiable: return .repetition(atom.reading, quantifier)
        case .assertion where possessive:
            return .group(.atomic, Self.orEmpty(.repetition(.group(.nonCapturing, atom.reading), greedy), when: greedy))
        case .assertion: return .repetition(.group(.nonCapturing, atom.reading), lazy)
        case .empty: return .empty
        }
    }

    /// What a repetition is to Java's `TreeInfo`: any but `{n}` (or `{n,n}`) is a choice (a group holding one
    /// is repeated by Java's `Loop`, ``Atom/JavaRepetition``).
    mutating func noteRepetition(_ quantifier: String) {
        let (low, high) = Self.counts(quantifier)
        if low != high { choices += 1 }
    }

    /// ICU (the portable engine) compiles no unbounded repetition in a look-ahead inside a
    /// look-behind: there it is counted to ``lookBehindReach`` (`*` is `{0,32}`), as many
    /// iterations as a value PaySeal reads holds characters, and longer values are refused. Nor
    /// does it compile a lazy `??` there (`(?<=(?=a??))`), which is written `{0,1}?`, its same
    /// meaning (it compiles `(?<=(?=a{0,1}?))`).
    mutating func boundedInLookAheadInLookBehind(_ quantifier: String) -> String {
        if quantifier == "??" { return "{0,1}?" }
        guard let bounded = LookBehindExpansion.Counts(quantifier)?.bounded(to: Self.lookBehindReach) else { return quantifier }
        unreadable.insert(.longValues)
        return bounded
    }

    /// `reading`, then an empty branch when `quantifier` allows no iteration. PCRE2 10.42 reads an
    /// atomic group that is only an optional group (`(?>(?:-\d+)?)`) as starting with that group's
    /// first character, and makes a repetition before it possessive: `\d+(?>(?:-\d+)?)\d` does
    /// not match "123" (its auto-possessification; Java's `\d+(?:-\d+)?+\d` does). An empty last
    /// branch, never taken since the first can always match, keeps it from that reading.
    static func orEmpty(_ reading: JavaReading, when quantifier: String) -> JavaReading {
        counts(quantifier).0 == 0 ? reading.or(.empty) : reading
    }

    func possessiveSuffix(_ quantifier: String) -> Bool { quantifier.count > 1 && quantifier.hasSuffix("+") }

    /// `?` and `{0,1}`, which Java reads alike (`Ques`; a group's becomes a `Branch`).
    func isQues(_ quantifier: String) -> Bool { quantifier.hasPrefix("?") || quantifier.hasPrefix("{0,1}") }

    /// `{n}`, `{n,}` or `{n,m}` (Java refuses `{,m}`, and any `{` that does not start one).
    mutating func counted() throws(JavaPatternError) -> String {
        i += 1
        guard let first = peek(), ("0"..."9").contains(first) else { throw Self.invalid("Illegal repetition") }
        let low = try number()
        var high: Int? = low
        if peek() == "," {
            i += 1
            high = peek() == "}" ? nil : try number()
        }
        guard peek() == "}" else { throw Self.invalid("Unclosed counted closure") }
        i += 1
        if let high, high < low { throw Self.invalid("Illegal repetition range") }
        // PCRE2's counts stop at 65535; Java's go to 2^31 - 1.
        if low > 65535 || (high ?? 0) > 65535 { try unexpressible("a repetition count above 65535 (PCRE2's limit)") }
        guard let high else { return "{\(low),}" }
        return high == low ? "{\(low)}" : "{\(low),\(high)}"
    }

    /// Decimal digits (none: 0); past Java's `int` the pattern is one Java refuses.
    mutating func number() throws(JavaPatternError) -> Int {
        var value = 0
        while let c = peek(), ("0"..."9").contains(c) {
            value = value * 10 + Int(c.value - 48)
            guard value <= Int(Int32.max) else { throw Self.invalid("Illegal repetition") }
            i += 1
        }
        return value
    }
}
