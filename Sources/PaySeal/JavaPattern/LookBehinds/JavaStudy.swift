/// Java's `TreeInfo` of a look-behind: the least and most characters OpenJDK 17's `Pattern`
/// believes its body matches, computed as `study()` computes it, in 32-bit arithmetic that wraps.
///
/// Java's look-behind does not search its body's real lengths: `Behind` tries the starts from
/// `i - minLength` down to `max(i - maxLength, 0)`, with the numbers `study()` gives. For a
/// bounded body they are its real lengths; for an unbounded one they are what the arithmetic
/// makes of `Integer.MAX_VALUE` repetitions: `(?<=a*)` tries every start, `(?<=b*c*)` none
/// (2 x MAX_VALUE wraps to -2), `(?<=a(?:bc)+)` is refused (a group's repetition checks its
/// product, a character's does not). So the reading of an unbounded look-behind starts from these
/// numbers, not from the body's meaning. Hand-written: it is Java's own arithmetic, node by node.
indirect enum JavaStudyNode: Equatable {
    /// A character (`CharProperty`, a run of literals one per character): (1, 1); `\R`
    /// (`LineEnding`): (1, 2); `\X` (`XGrapheme`): (1, 0).
    case fixed(min: Int32, max: Int32)
    /// `x*`, `x+`, `x{n,}` of a character, greedy (`CharPropertyGreedy`): adds MAX_VALUE to the
    /// maximum, unchecked.
    case greedyCharacter(min: Int32)
    /// `Curly` and `GroupCurly`: the atom studied alone, then multiplied, the maximum checked.
    case curly([JavaStudyNode], min: Int32, max: Int32)
    /// `Ques` (`x?`, a possessive `(…)?+`, an atomic group's or a look-around's `?`): the atom
    /// studied in place, the minimum kept.
    case ques([JavaStudyNode])
    /// An alternation, or a group's `?` (`Branch`): each alternative alone, then the rest of the
    /// chain from zero, the two added.
    case branch([[JavaStudyNode]])
    /// An atomic group (`Ques` of type INDEPENDENT): studied in place, its chain its own.
    case independent([JavaStudyNode])
    /// `\X` (`XGrapheme`): at least one character, at most none.
    case grapheme
    /// A back reference (`BackRef`) or a group repeated by `Loop`: no maximum at all.
    case unbounded

    /// Whether `\X` is in the nodes.
    static func holdsGrapheme(_ chain: [JavaStudyNode]) -> Bool {
        chain.contains { node in
            switch node {
            case .grapheme: return true
            case .fixed, .greedyCharacter, .unbounded: return false
            case .curly(let atom, _, _), .ques(let atom), .independent(let atom): return holdsGrapheme(atom)
            case .branch(let alternatives): return alternatives.contains(where: holdsGrapheme)
            }
        }
    }
}

struct JavaTreeInfo: Equatable {
    var minLength: Int32 = 0
    var maxLength: Int32 = 0
    var maxValid = true

    /// The chain's `TreeInfo`, from a reset one.
    static func of(_ chain: [JavaStudyNode]) -> JavaTreeInfo {
        var info = JavaTreeInfo()
        info.study(chain[...])
        return info
    }

    /// The `study()` of each node of the chain in turn, as OpenJDK 17's nodes do it. A `Branch`
    /// studies the rest of the chain from zero and then adds what came before it and its own
    /// lengths: kept aside here (`before`) and added at the end, which wraps to the same sums.
    mutating func study(_ chain: ArraySlice<JavaStudyNode>) {
        var before = JavaTreeInfo()
        for node in chain {
            switch node {
            case .fixed(let min, let max):
                minLength &+= min
                maxLength &+= max
            case .greedyCharacter(let min):
                minLength &+= min
                if maxValid { maxLength &+= Int32.max }
            case .curly(let atom, let cmin, let cmax):
                let minL = minLength, maxL = maxLength, maxV = maxValid
                self = .of(atom)
                var temp = minLength &* cmin &+ minL
                if temp < minL { temp = 0xFFFFFFF }  // Java's "arbitrary large number"
                minLength = temp
                if maxV && maxValid {
                    temp = maxLength &* cmax &+ maxL
                    maxLength = temp
                    if temp < maxL { maxValid = false }
                } else {
                    maxValid = false
                }
            case .ques(let atom):
                let minL = minLength
                study(atom[...])
                minLength = minL
            case .independent(let atom):
                study(atom[...])
            case .grapheme:
                minLength &+= 1
            case .unbounded:
                maxValid = false
            case .branch(let alternatives):
                var minL2 = Int32.max, maxL2: Int32 = -1, maxV = maxValid
                for alternative in alternatives {
                    let info = JavaTreeInfo.of(alternative)
                    minL2 = Swift.min(minL2, info.minLength)
                    maxL2 = Swift.max(maxL2, info.maxLength)
                    maxV = maxV && info.maxValid
                }
                before.minLength &+= minLength &+ minL2
                before.maxLength &+= maxLength &+ maxL2
                before.maxValid = before.maxValid && maxV
                self = JavaTreeInfo()
            }
        }
        minLength &+= before.minLength
        maxLength &+= before.maxLength
        maxValid = maxValid && before.maxValid
    }
}

/// Java's `TreeInfo` of each look-behind (``JavaTreeInfo``), from the nodes Java would build for
/// its body, recorded while the body is read; and the look-behind's reading from it.
extension JavaPatternParser {
    /// Characters a look-behind of no maximum length is read back over: a value longer than this
    /// is refused with `matchLimit` (``JavaPattern/UnreadableValues/longValues``).
    static let lookBehindReach = 32

    /// A `|`: a choice for Java's `TreeInfo`, and a new alternative in the group being recorded.
    mutating func noteAlternative() {
        choices += 1
        if let last = study.indices.last { study[last].append([]) }
        earlierEmptiness = Swift.max(earlierEmptiness, alternativeEmptiness)
        alternativeEmptiness = .anywhere
    }

    /// The atom and its quantifier (`nil`: none) as Java's study nodes, added to the group being
    /// recorded (inside a look-behind only).
    mutating func record(_ atom: Atom, _ quantifier: JavaReading.Quantifier?) {
        alternativeEmptiness = Swift.min(alternativeEmptiness, Self.emptiness(atom, quantifier))
        guard let group = study.indices.last, let alternative = study[group].indices.last else { return }
        study[group][alternative] += Self.studyNodes(atom, quantifier)
    }

    /// How the atom with its quantifier can match nothing.
    static func emptiness(_ atom: Atom, _ quantifier: JavaReading.Quantifier?) -> Emptiness {
        let emptiness: Emptiness
        if let quantifier, quantifier.min == 0 {
            if quantifier.max == 0 { return .anywhere }
            emptiness = .anywhere
        } else {
            switch atom.kind {
            case .assertion: emptiness = .somewhere
            case .empty: emptiness = .anywhere
            case .lineBreak: emptiness = .never
            case .quantifiable: emptiness = atom.node == .unbounded ? .somewhere : atom.emptiness
            }
        }
        // A possessive repetition keeps its first match: it matches nothing only where that is
        // empty (`\s?+` matches nothing where no space is).
        return quantifier?.possessive ?? false ? Swift.min(emptiness, .somewhere) : emptiness
    }

    /// The nodes OpenJDK 17 builds for an atom and its quantifier (`closure`, `curly`, and the
    /// group cases of `group0`).
    static func studyNodes(_ atom: Atom, _ quantifier: JavaReading.Quantifier?) -> [JavaStudyNode] {
        var single: [JavaStudyNode]
        var character = false
        switch atom.kind {
        case .assertion, .empty: single = []
        case .lineBreak: single = [.fixed(min: 1, max: 2)]
        case .quantifiable:
            if let node = atom.node {
                single = [node]
            } else if let alternatives = atom.studied {
                // A look-around has none: of length 0 to its enclosing look-behind.
                let body: [JavaStudyNode] = alternatives.count > 1 ? [.branch(alternatives)] : alternatives.first ?? []
                single = atom.repetition == .other && !alternatives.isEmpty ? [.independent(body)] : body
            } else {
                single = [.fixed(min: 1, max: 1)]
                character = true
            }
        }
        guard let quantifier else { return single }
        let plainGroup = atom.studied != nil && atom.repetition != .other
        let possessive = quantifier.possessive, lazy = quantifier.lazy
        let low = quantifier.min, high = quantifier.high
        if low == 0 && high == 1 {
            // A group's `?` is a Branch of the group and nothing; a possessive one stays a Ques.
            return plainGroup && !possessive ? [.branch([single, []])] : [.ques(single)]
        }
        if atom.repetition == .loop && !possessive { return [.unbounded] }
        if character && high == Int32.max && !possessive && !lazy { return [.greedyCharacter(min: low)] }
        return [.curly(single, min: low, max: high)]
    }

    /// The look-behind `body` (its reading) as PCRE2 reads it alike, from its Java `TreeInfo`
    /// (`studied`: its alternatives' nodes). Java's `Behind` tries the starts from
    /// `i - minLength` down to `max(i - maxLength, 0)`, in 32-bit arithmetic:
    /// - `maxLength` not valid: Java refuses the pattern;
    /// - `maxLength` >= 0: the body's readings of lengths `minLength` to `maxLength`;
    /// - `maxLength` < 0 (the sum wrapped): `i - maxLength` wraps to a negative start, and so every
    ///   start is tried, at positions `i` from `maxLength + 2^31` on, none before; when that is at
    ///   most `minLength` (no shorter match exists anyway) every reading counts, when it is past
    ///   any value PaySeal reads the look-behind never holds, and between is `unsupportedPattern`.
    /// A body with no maximum of its own is read back over ``lookBehindReach`` characters at most,
    /// and longer values are refused (fail closed).
    mutating func lookBehindReading(_ body: JavaReading, studied: [[JavaStudyNode]]) throws(JavaPatternError.Thrown) -> JavaReading {
        let chain: [JavaStudyNode] = studied.count > 1 ? [.branch(studied)] : studied.first ?? []
        let info = JavaTreeInfo.of(chain)
        guard info.maxValid else { throw Self.invalid("Look-behind group does not have an obvious maximum length") }
        let reach = Self.lookBehindReach
        // In Int64: `high + 2^31` overflows a 32-bit Int (wasm32, the web build).
        let low = Int64(info.minLength)
        var high = Int64(info.maxLength)
        if high < 0 {
            let from = high + (1 << 31)  // the first position i at which i - maxLength wraps
            guard from <= low || from > Int64(reach) else {
                try unexpressible("a look-behind Java tries at some positions only (its length's sum wraps)")
                return body
            }
            high = from <= low ? Int64(Int32.max) : -1
        }
        guard low >= 0, high >= low else { return .never }  // no start is ever tried
        if JavaStudyNode.holdsGrapheme(chain) {
            // Java's window leaves out the clusters' lengths: no fixed-length reading of it.
            try unexpressible("\\X in a look-behind: Java counts a grapheme cluster as at least one character and at most none")
            return body
        }
        let reading = LookBehindExpansion.fixedBranches(body, lengths: Int(low)...Int(high), reach: reach, uncapturing: !mayReferToGroups)
        guard let reading else {
            return body  // PCRE2 compiles it as it is, or refuses it (unsupportedPattern)
        }
        if reading.reachesBack {
            // Java's BehindS counts such a look-behind's lengths in code points, Behind in units.
            if lastAstral >= 0 { try unexpressible("a look-behind of no maximum length in a pattern with a character past U+FFFF") }
            unreadable.insert(.longValues)
        }
        return reading.body
    }
}
