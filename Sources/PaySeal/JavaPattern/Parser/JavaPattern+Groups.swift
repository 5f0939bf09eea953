/// Groups: their opening (`(?:`, `(?=`, a name, inline flags), their body and their closing, as
/// Java's `group0` reads them.
extension JavaPatternParser {
    /// A group after its `(`; `nil` for a flag group `(?i)`, whose flags last to the end of the
    /// enclosing group (as in Java).
    mutating func group() throws -> Atom? {
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
    mutating func groupOpening() throws -> JavaReading.Opening? {
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
    ) throws -> Atom {
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
    mutating func closeLookAround(restoring outer: LookAround, body: inout JavaReading, studied: [[JavaStudyNode]]) throws {
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
