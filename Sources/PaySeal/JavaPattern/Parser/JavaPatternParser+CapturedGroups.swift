// The parser's bookkeeping of capturing groups, a concept of its own beside the reading of the
// syntax (JavaPatternParser.swift): where Java and PCRE2 leave a group set differently (back
// references to a group Java keeps, Java's `Loop` and `GroupCurly`), and what is refused or
// written out for it. Kept apart because the parser in one file would be 1,300 lines.

/// Back references to groups Java keeps: Java leaves a group's text set when it backtracks out of
/// an atomic group, a possessive repetition or a look-around that set it (they do not return into
/// it to undo it), PCRE2 unsets it. A back reference reads alike in both only where every path to
/// it has just passed the group: this follows, for each capturing group, the element of the
/// innermost open sequence that surely sets it (its anchor), as the groups around it close.
extension JavaPatternParser {
    /// A group or the pattern being read, and how many `|` it has read so far.
    struct OpenFrame {
        let serial: Int32
        var branch: Int32 = 0
    }

    /// Where a capturing group is surely set: an element of the frame `frame`'s alternative
    /// `branch` sets it on every path through it, so a back reference later in that alternative
    /// reads the text of this path. `keptBelow`: a construct Java keeps the group's text out of
    /// lies between the group and that element.
    struct GroupAnchor {
        var frame: Int32
        var branch: Int32 = 0
        var keptBelow = false
        /// Not closed yet.
        static let open = GroupAnchor(frame: -2)
        /// Just closed with the group holding it, waiting for its quantifier.
        static let pending: Int32 = -3
        /// Not surely set: an alternative, an optional repetition or a negative look-around.
        static let unsure: Int32 = -1
    }

    /// A back reference, whether it reads the group as PCRE2 does whatever Java kept, and whether
    /// it compares caselessly.
    struct Reference {
        let group: Int32
        let sure: Bool
        let caseless: Bool
    }

    /// A group opens after its `(`: a frame of its own, and a capturing group's anchor.
    mutating func openFrame(_ open: JavaReading.Opening) {
        frames.append(OpenFrame(serial: nextFrameSerial))
        nextFrameSerial &+= 1
        if open == .capturing {
            anchors.append(.open)
            insertedGroups.append(3 &* emulatedLoops)
        }
    }

    /// A `|` in the innermost frame.
    mutating func noteBranch() {
        if let last = frames.indices.last { frames[last].branch &+= 1 } else { topBranch &+= 1 }
    }

    /// A group closes (`open` its opening, `first` the number of its first capturing group): the
    /// groups anchored in it wait for its quantifier, unless an alternative in it or a negative
    /// look-around can bypass them. The group itself, if capturing, is set wherever it matches.
    mutating func closeFrame(_ open: JavaReading.Opening, firstCapture first: Int32) {
        guard let frame = frames.popLast() else { return }
        let negative = open == .negativeLookAhead || open == .negativeLookBehind
        for index in Int(first) - 1..<anchors.count where anchors[index].frame == frame.serial {
            anchors[index].frame = frame.branch > 0 || negative ? GroupAnchor.unsure : GroupAnchor.pending
        }
        if open == .capturing, anchors.indices.contains(Int(first) - 1) {
            anchors[Int(first) - 1] = GroupAnchor(frame: GroupAnchor.pending)
        }
    }

    /// The quantifier (`nil`: none) of a group just closed: the groups waiting in it are anchored
    /// in the enclosing frame, unless the group may not match (a minimum of 0) or may keep an
    /// iteration's text that it then gives back or fails (a repetition of something Java keeps).
    /// The groups inside a repeated GroupCurly are also kept groups (``keepGroups(from:)``).
    mutating func settleAnchors(_ atom: Atom, _ quantifier: String?) {
        guard atom.firstCapture > 0 else { return }
        let frame = frames.last ?? OpenFrame(serial: 0, branch: topBranch)
        let (low, high) = quantifier.map { Self.counts($0) } ?? (1, 1)
        let keeps: Bool
        switch atom.reading.opening {
        case .atomic?, .lookAhead?, .lookBehind?: keeps = true
        default: keeps = false
        }
        let possessive = quantifier.map { possessiveSuffix($0) } ?? false
        let keptByGroupCurly = quantifier.flatMap { groupsKeptByGroupCurly(atom, $0) } ?? Int32.max
        if keptByGroupCurly != Int32.max { keepGroups(from: keptByGroupCurly) }
        for index in Int(atom.firstCapture) - 1..<anchors.count where anchors[index].frame == GroupAnchor.pending {
            let kept = anchors[index].keptBelow || keeps || index + 1 >= Int(keptByGroupCurly)
            anchors[index] =
                low == 0 || (high > 1 && kept)
                ? GroupAnchor(frame: GroupAnchor.unsure)
                : GroupAnchor(frame: frame.serial, branch: frame.branch, keptBelow: kept || possessive)
        }
    }

    /// A back reference to `group` read here: sure when the group is anchored in a frame still
    /// open, in the alternative being read.
    mutating func noteReference(_ group: Int, caseless: Bool) {
        var sure = false
        if anchors.indices.contains(group - 1) {
            let anchor = anchors[group - 1]
            sure =
                anchor.frame == 0
                ? anchor.branch == topBranch : anchor.frame > 0 && frames.contains { $0.serial == anchor.frame && $0.branch == anchor.branch }
        }
        references.append(Reference(group: Int32(clamping: group), sure: sure, caseless: caseless))
    }

    /// The first of the groups inside a group (not the group itself) that Java's `GroupCurly`
    /// repeats by `quantifier` (any but `?`: a group with no choice in it), `nil` when there is
    /// none. GroupCurly matches each iteration as a whole, so a group inside keeps the text of an
    /// iteration the repetition then gives back, or that a later failure backtracks out of, as
    /// after an atomic group: `(?:(a){2})*\1{2}?C` matches "aaC" in Java (backing off to no
    /// iteration, `\1` still reads "a"), `(?:([ab])x){1,2}\1.*` matches "axbxa". The group
    /// itself is set to the iterations kept.
    func groupsKeptByGroupCurly(_ atom: Atom, _ quantifier: String) -> Int32? {
        guard atom.repetition == .groupCurly, atom.firstCapture > 0, !isQues(quantifier) else { return nil }
        let inner = atom.reading.opening == .capturing ? atom.firstCapture + 1 : atom.firstCapture
        return Int(inner) <= groupCount ? inner : nil
    }

    /// The capturing groups numbered `first` and on (those read since) are kept by Java when it
    /// backtracks out of what holds them.
    mutating func keepGroups(from first: Int32) {
        let last = Int32(clamping: groupCount)
        if first <= last { keptGroups.append(first...last) }
    }

    /// A back reference that is not sure, to a group Java keeps, can read otherwise
    /// (`(?:(a)b)?+x|\1`-like patterns: Java's `\1` can match the `a` of a path that failed).
    func refuseReferencesToKeptGroups() throws(JavaPatternError) {
        // The groups some kept range covers, from a difference array over the group numbers:
        // linear in the ranges and references (comparing each reference with each range was
        // quadratic in a long pattern's groups).
        let unsureGroups = references.filter { !$0.sure && defines($0.group) }.map { Int($0.group) }
        guard let highest = unsureGroups.max(), !keptGroups.isEmpty else { return }
        var starts = [Int](repeating: 0, count: highest + 2)
        for range in keptGroups where Int(range.lowerBound) <= highest {
            starts[max(0, Int(range.lowerBound))] += 1
            starts[max(0, min(highest, Int(range.upperBound))) + 1] -= 1
        }
        var kept = [Bool](repeating: false, count: highest + 1)
        var covering = 0
        for group in 0...highest {
            covering += starts[group]
            kept[group] = covering > 0
        }
        guard unsureGroups.contains(where: { kept[$0] }) else { return }
        try unexpressible(
            "a back reference to a group inside an atomic group, a possessive repetition or a look-around, on a path that may not pass it: Java keeps the group's text when it backtracks out of them")
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
    func refuseGroupUnsetByEmptyIteration(_ atom: Atom, _ quantifier: String) throws(JavaPatternError) {
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
    mutating func loopEndsAtEmptyIteration(_ atom: Atom, _ quantifier: String) throws(JavaPatternError) -> Bool {
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
