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
    func refuseGroupUnsetByEmptyIteration(_ atom: Atom, _ quantifier: String) throws {
        guard mayReferToGroups, atom.repetition == .groupCurly, atom.reading.opening == .capturing, atom.emptiness != .never,
            !possessiveSuffix(quantifier), !isQues(quantifier)
        else { return }
        let (low, high) = Self.counts(quantifier)
        if high > low { try unexpressible(Self.groupUnsetByEmptyIteration) }
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
    mutating func loopEndsAtEmptyIteration(_ atom: Atom, _ quantifier: String) throws -> Bool {
        // The groups' text matters only when the body holds one and a back reference may read it.
        let readGroups = mayReferToGroups && atom.firstCapture <= Int32(clamping: groupCount)
        guard atom.repetition == .loop, !possessiveSuffix(quantifier), !isQues(quantifier), Self.counts(quantifier).0 >= 2,
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
    mutating func javaLoop(_ atom: Atom, _ quantifier: String) -> JavaReading {
        let (low, high) = Self.counts(quantifier)
        let lazy = quantifier.hasSuffix("?") ? "?" : ""
        emulatedLoops += 1
        func iteration(_ name: String, moved: Bool) -> JavaReading {
            let rest = "jl\(emulatedLoops)\(name)"
            return .sequence([
                .group(.lookAhead, .named(rest, .text("[\\s\\S]*+", width: nil))), atom.reading,
                .group(moved ? .negativeLookAhead : .lookAhead, .text("\\k<\(rest)>\\z", width: nil)),
            ])
        }
        let most = high == Int32.max ? "" : "\(high)"
        return .group(
            .nonCapturing,
            .alternation([
                .repetition(.group(.nonCapturing, iteration("a", moved: true)), "{\(low),\(most)}" + lazy),
                .repetition(.group(.nonCapturing, iteration("b", moved: true)), "{0,\(low - 1)}" + lazy)
                    .then(.group(.lookAhead, iteration("c", moved: false))),
            ]))
    }
}
