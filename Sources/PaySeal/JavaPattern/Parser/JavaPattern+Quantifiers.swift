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
    mutating func quantified(_ atom: Atom) throws -> JavaReading {
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
    mutating func counted() throws -> String {
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
    mutating func number() throws -> Int {
        var value = 0
        while let c = peek(), ("0"..."9").contains(c) {
            value = value * 10 + Int(c.value - 48)
            guard value <= Int(Int32.max) else { throw Self.invalid("Illegal repetition") }
            i += 1
        }
        return value
    }
}
