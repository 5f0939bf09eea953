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
