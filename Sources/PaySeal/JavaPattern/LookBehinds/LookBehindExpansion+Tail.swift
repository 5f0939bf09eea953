extension LookBehindExpansion {
    /// A body too large to write one branch per length, whose parts of several lengths all come
    /// before a tail of one length (`a{0,3}\b`, where `\b`'s reading is 3 KB): the head in a
    /// look-behind of its own, at the tail's start, then the tail once, `(?<=a|aa|aaa|)\b`.
    /// Java's `Behind` asks for a start in its window from which the body ends at the position;
    /// with a tail of `n` characters that is a start from which the head ends `n` characters
    /// before, in the window moved by `n`: the inner look-behind's. Its capturing groups stay
    /// where they are (the tail is not copied). `nil` when the body has no such split.
    static func splitAtFixedTail(_ source: JavaReading, lengths: ClosedRange<Int>, reach: Int) -> Reading? {
        if case .alternation = source { return nil }  // top-level branches: each a body of its own
        let parts = source.flattened
        var walker = Walker(limit: lengths.upperBound, reach: reach)
        var fixed: [Int?] = []
        for part in parts {
            guard let shape = try? walker.shape(of: part) else { return nil }
            fixed.append(shape.fixed ? shape.readings.keys.first : nil)
        }
        guard let last = fixed.lastIndex(where: { $0 == nil }), last + 1 < fixed.count else { return nil }
        let tailLength = fixed[(last + 1)...].reduce(0) { $0 + ($1 ?? 0) }
        let head = JavaReading.sequence(Array(parts[...last])), tail = JavaReading.sequence(Array(parts[(last + 1)...]))
        guard tailLength <= lengths.upperBound else { return Reading(body: .never, reachesBack: false) }
        let window = Swift.max(0, lengths.lowerBound - tailLength)...(lengths.upperBound - tailLength)
        if let inner = fixedBranches(head, lengths: window, reach: reach, uncapturing: false) {
            return Reading(body: JavaReading.group(.lookBehind, inner.body).then(tail), reachesBack: inner.reachesBack)
        }
        // The head as it is, when PCRE2 takes it so and all of it lies in the window.
        var headWalker = Walker(limit: Int.max, reach: reach)
        guard let shape = try? headWalker.shape(of: head), !head.capturesGroups, shape.branchesFixed,
            !headWalker.reachesBack, shape.readings.keys.allSatisfy(window.contains)
        else { return nil }
        return Reading(body: JavaReading.group(.lookBehind, head).then(tail), reachesBack: false)
    }
}
