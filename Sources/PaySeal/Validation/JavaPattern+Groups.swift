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
        if open == "(?>" && emulatedLoops > before.loops { try unexpressible(Self.loopInAtomicGroup) }
        closeFrame(open, firstCapture: before.groups + 1)
        let repetition: Atom.JavaRepetition = open != "(" && open != "(?:" ? .other : choices > before.choices ? .loop : .groupCurly
        return Atom(
            text: open + body + ")", kind: .quantifiable, holdsLineBreak: lineBreaks > before.lineBreaks,
            holdsJavaLoop: emulatedLoops > before.loops, repetition: repetition,
            studied: outer == nil ? alternatives : [], emptiness: open == "(?>" ? Swift.min(emptiness, .somewhere) : emptiness,
            firstCapture: before.groups + 1)
    }

    /// Whether a group opening with `open` is a look-around, which becomes the innermost one (kept out of ``group()``,
    /// whose frame each level of nesting takes on the stack). A group opening in a look-behind, or
    /// a look-behind, opens its list of study nodes; every group, its empty paths.
    mutating func openGroup(_ open: String) -> Bool {
        if !study.isEmpty || open.hasPrefix("(?<") { study.append([[]]) }
        openFrame(open)
        if open != "(" && open != "(?:" { movesMatcherLast = true }
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
