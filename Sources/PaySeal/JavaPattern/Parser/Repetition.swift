// Repetition, as Java's parser reads it (`closure`, `curly`) and its matcher repeats (`Curly`,
// `GroupCurly`, `Loop`): the quantifier and the runs of literals it splits, a quantified atom's
// reading, and the repetitions Java and PCRE2 read otherwise, written out or refused.

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
    mutating func quantified(_ atom: Atom) throws(JavaPatternError.Thrown) -> JavaReading {
        skipComments()
        var quantifier: JavaReading.Quantifier
        switch peek() {
        case "*":
            quantifier = .zeroOrMore
            i += 1
        case "+":
            quantifier = .oneOrMore
            i += 1
        case "?":
            quantifier = .zeroOrOne
            i += 1
        case "{": quantifier = try counted()
        default:
            record(atom, nil)
            settleAnchors(atom, nil)
            return atom.reading
        }
        skipComments()
        if peek() == "?" || peek() == "+" {
            quantifier.mode = peek() == "?" ? .lazy : .possessive
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
        if atom.holdsLineBreak, atom.repetition == .groupCurly, !quantifier.isQues, !quantifier.possessive {
            // Java's GroupCurly keeps each iteration's first match: `(?:a\R)+\n` does not match
            // "a\r\n" (the iteration keeps "a\r\n" and does not give back its "\n").
            atom.reading = .group(.atomic, atom.reading)
        }
        // `X{0}` matches the empty string; PCRE2 10.42 does not match `(?:a|(?=b)c){0}x` on "x"
        // (its start-of-match optimisation), so the atom stays (its groups keep their numbers)
        // behind a branch that is never taken.
        if quantifier.max == 0, atom.kind != .empty {
            return .repetition(.group(.nonCapturing, JavaReading.never.then(.group(.nonCapturing, atom.reading))), .zeroOrOne)
        }
        // A possessive repetition of a group or an assertion is written as the atomic group of a
        // greedy one, PCRE2's own meaning of `X*+`: ICU (the portable engine) does not match
        // `(?:a*)++b` on "aab".
        let possessive = quantifier.possessive
        let greedy = quantifier.greedy
        // A lazy `*?` or `+?` on a group is spelled as a count, PCRE2's same meaning: ICU's own
        // loop for them does not match `(a||b)+?c` on "abc", its counted loop does.
        var lazy = quantifier
        if quantifier.lazy && quantifier.max == nil { lazy.braces = true }
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
    mutating func noteRepetition(_ quantifier: JavaReading.Quantifier) {
        if quantifier.min != quantifier.high { choices += 1 }
    }

    /// ICU (the portable engine) compiles no unbounded repetition in a look-ahead inside a
    /// look-behind: there it is counted to ``lookBehindReach`` (`*` is `{0,32}`), as many
    /// iterations as a value PaySeal reads holds characters, and longer values are refused. Nor
    /// does it compile a lazy `??` there (`(?<=(?=a??))`), which is written `{0,1}?`, its same
    /// meaning (it compiles `(?<=(?=a{0,1}?))`).
    mutating func boundedInLookAheadInLookBehind(_ quantifier: JavaReading.Quantifier) -> JavaReading.Quantifier {
        if quantifier.isQues && quantifier.lazy {
            var counted = quantifier
            counted.braces = true
            return counted
        }
        guard let bounded = LookBehindExpansion.Counts(quantifier)?.bounded(to: Self.lookBehindReach) else { return quantifier }
        unreadable.insert(.longValues)
        return bounded
    }

    /// `reading`, then an empty branch when `quantifier` allows no iteration. PCRE2 10.42 reads an
    /// atomic group that is only an optional group (`(?>(?:-\d+)?)`) as starting with that group's
    /// first character, and makes a repetition before it possessive: `\d+(?>(?:-\d+)?)\d` does
    /// not match "123" (its auto-possessification; Java's `\d+(?:-\d+)?+\d` does). An empty last
    /// branch, never taken since the first can always match, keeps it from that reading.
    static func orEmpty(_ reading: JavaReading, when quantifier: JavaReading.Quantifier) -> JavaReading {
        quantifier.min == 0 ? reading.or(.empty) : reading
    }

    /// `{n}`, `{n,}` or `{n,m}` (Java refuses `{,m}`, and any `{` that does not start one).
    mutating func counted() throws(JavaPatternError.Thrown) -> JavaReading.Quantifier {
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
        return JavaReading.Quantifier(min: Int32(low), max: high.map { Int32($0) }, braces: true)
    }

    /// Decimal digits (none: 0); past Java's `int` the pattern is one Java refuses.
    mutating func number() throws(JavaPatternError.Thrown) -> Int {
        var value = 0
        while let c = peek(), ("0"..."9").contains(c) {
            value = value * 10 + Int(c.value - 48)
            guard value <= Int(Int32.max) else { throw Self.invalid("Illegal repetition") }
            i += 1
        }
        return value
    }
}

/// Java's `Loop`, the repetition of a group holding a choice, written out where PCRE2's own
/// repetition reads otherwise; and its `GroupCurly`, the repetition of a group without one,
/// refused where its group's text reads otherwise.
extension JavaPatternParser {
    static let groupUnsetByEmptyIteration =
        "a capturing group with no choice in it that can match nothing, repeated past its minimum, in a pattern with a back reference: Java's repetition does not set the group by an empty iteration"

    /// Java's `GroupCurly` (a capturing group with no choice in it, repeated other than by `?`)
    /// sets the group by its iterations up to the minimum only when one past it matches nothing:
    /// greedy, it ends there and gives the group back the text it had (`b(a{0})*\1` does not
    /// match "b"), lazy, it fails (`match0`, `match1`); PCRE2 sets the group by the empty
    /// iteration. A possessive repetition (`match2`) sets it, as PCRE2 does. Where a back
    /// reference may read the group, such a repetition is refused.
    func refuseGroupUnsetByEmptyIteration(_ atom: Atom, _ quantifier: JavaReading.Quantifier) throws(JavaPatternError.Thrown) {
        guard mayReferToGroups, atom.repetition == .groupCurly, atom.reading.opening == .capturing, atom.emptiness != .never,
            !quantifier.possessive, !quantifier.isQues
        else { return }
        if quantifier.high > quantifier.min { try unexpressible(Self.groupUnsetByEmptyIteration) }
    }

    static let loopInAtomicGroup =
        "a group with a choice that can match nothing, repeated at least twice, inside an atomic group or a possessive repetition: which of Java's matches comes first is not kept"
    static let loopEndingEmpty =
        "a group with a choice that can match nothing, repeated at least twice: Java's Loop ends at its first empty iteration"

    /// Whether Java's `Loop` reads `atom` repeated by `quantifier` otherwise than PCRE2 would:
    /// it ends at an iteration that matched nothing, even below its minimum count (`(.|\A){2,5}`
    /// does not match "0" in Java: its `\A` ends the loop after one iteration), where PCRE2 counts
    /// the empty iteration and goes on. The two agree for a minimum of 0 or 1, and for a body that
    /// can match nothing anywhere (an empty iteration can then end either reading). A possessive
    /// part matches nothing only where its first match is empty (``emptiness(_:_:)``):
    /// `(?:\s?+ς*?){2,4}\x20` matches "ς " in PCRE2 only (its empty first iteration, then "ς";
    /// Java's `\s?+` takes the space). Where the body's groups' text may be read (a back
    /// reference: Java's empty last iteration sets them) or in a look-behind, such a repetition
    /// is refused.
    mutating func loopEndsAtEmptyIteration(_ atom: Atom, _ quantifier: JavaReading.Quantifier) throws(JavaPatternError.Thrown) -> Bool {
        // The groups' text matters only when the body holds one and a back reference may read it.
        let readGroups = mayReferToGroups && atom.firstCapture <= Int32(clamping: groupCount)
        guard atom.repetition == .loop, !quantifier.possessive, !quantifier.isQues, quantifier.min >= 2,
            atom.emptiness == .somewhere || (atom.emptiness == .anywhere && readGroups)
        else { return false }
        if readGroups || lookAround == .behind || lookAround == .aheadInBehind || atom.holdsJavaLoop {
            try unexpressible(Self.loopEndingEmpty)
            return false
        }
        return true
    }

    /// Java's `Loop` of `atom` (`{n,m}`, greedy or lazy, n >= 2), as the values it matches: n to m
    /// iterations that each match something, or fewer then one that matches nothing, where the
    /// loop ends (`Loop.match`: an iteration that did not move ends it). An iteration moved when
    /// the text left after it differs from the text left before it, captured in a named group.
    /// Which match comes first differs from Java's, so a group holding such a loop may not be
    /// atomic or repeated possessively (``loopInAtomicGroup``); the body's groups' text is not
    /// read (``loopEndsAtEmptyIteration(_:_:)``), and references to the pattern's groups count the
    /// three named groups (``JavaReading/Numbering``).
    mutating func javaLoop(_ atom: Atom, _ quantifier: JavaReading.Quantifier) -> JavaReading {
        let low = quantifier.min, mode = quantifier.mode
        emulatedLoops += 1
        func iteration(_ name: String, moved: Bool) -> JavaReading {
            let rest = "jl\(emulatedLoops)\(name)"
            return .sequence([
                .group(.lookAhead, .named(rest, .text("[\\s\\S]*+", width: nil))), atom.reading,
                .group(moved ? .negativeLookAhead : .lookAhead, .text("\\k<\(rest)>\\z", width: nil)),
            ])
        }
        return .group(
            .nonCapturing,
            .alternation([
                .repetition(.group(.nonCapturing, iteration("a", moved: true)), JavaReading.Quantifier(min: low, max: quantifier.max, mode: mode, braces: true)),
                .repetition(.group(.nonCapturing, iteration("b", moved: true)), JavaReading.Quantifier(min: 0, max: low - 1, mode: mode, braces: true))
                    .then(.group(.lookAhead, iteration("c", moved: false))),
            ]))
    }
}
