// The parser's bookkeeping of capturing groups: where Java and PCRE2 leave a group's text set
// differently (Java keeps it when it backtracks out of an atomic group, a possessive repetition or
// a look-around), so that a back reference that could read it otherwise is refused.

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
    mutating func settleAnchors(_ atom: Atom, _ quantifier: JavaReading.Quantifier?) {
        guard atom.firstCapture > 0 else { return }
        let frame = frames.last ?? OpenFrame(serial: 0, branch: topBranch)
        let (low, high) = quantifier.map { ($0.min, $0.high) } ?? (1, 1)
        let keeps: Bool
        switch atom.reading.opening {
        case .atomic?, .lookAhead?, .lookBehind?: keeps = true
        default: keeps = false
        }
        let possessive = quantifier?.possessive ?? false
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
    func groupsKeptByGroupCurly(_ atom: Atom, _ quantifier: JavaReading.Quantifier) -> Int32? {
        guard atom.repetition == .groupCurly, atom.firstCapture > 0, !quantifier.isQues else { return nil }
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
    func refuseReferencesToKeptGroups() throws(JavaPatternError.Thrown) {
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
