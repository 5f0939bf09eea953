extension LookBehindExpansion {
    /// A body too large to write one branch per length, whose parts of several lengths all come
    /// before a tail of one length (`a{0,3}\b`, where `\b`'s reading is 3 KB): the head in a
    /// look-behind of its own, at the tail's start, then the tail once, `(?<=a|aa|aaa|)\b`.
    /// Java's `Behind` asks for a start in its window from which the body ends at the position;
    /// with a tail of `n` characters that is a start from which the head ends `n` characters
    /// before, in the window moved by `n`: the inner look-behind's. Its capturing groups stay
    /// where they are (the tail is not copied). `nil` when the body has no such split.
    static func splitAtFixedTail(_ source: String, lengths: ClosedRange<Int>, reach: Int) -> Reading? {
        var reader = Reader(Array(source.unicodeScalars), limit: lengths.upperBound, reach: reach)
        var starts: [Int] = [], fixed: [Int?] = []
        while let c = reader.peek(), c != ")" {
            guard c != "|" else { return nil }  // top-level branches: each a body of its own
            starts.append(reader.i)
            guard let part = try? reader.quantified(try reader.atom()) else { return nil }
            fixed.append(part.fixed ? part.readings.keys.first : nil)
        }
        guard reader.atEnd, let head = fixed.lastIndex(where: { $0 == nil }), head + 1 < fixed.count else { return nil }
        let tailLength = fixed[(head + 1)...].reduce(0) { $0 + ($1 ?? 0) }
        let text = Array(source.unicodeScalars)
        let headText = String(String.UnicodeScalarView(text[..<starts[head + 1]]))
        let tailText = String(String.UnicodeScalarView(text[starts[head + 1]...]))
        guard tailLength <= lengths.upperBound else { return Reading(text: "(?!)", reachesBack: false) }
        let window = Swift.max(0, lengths.lowerBound - tailLength)...(lengths.upperBound - tailLength)
        if let inner = fixedBranches(headText, lengths: window, reach: reach, uncapturing: false) {
            return Reading(text: "(?<=" + inner.text + ")" + tailText, reachesBack: inner.reachesBack)
        }
        // The head as it is, when PCRE2 takes it so and all of it lies in the window.
        var headReader = Reader(Array(headText.unicodeScalars), limit: Int.max, reach: reach)
        guard let shape = try? headReader.alternatives(), headReader.atEnd, headReader.captures == 0, shape.branchesFixed,
            !headReader.reachesBack, shape.readings.keys.allSatisfy(window.contains)
        else { return nil }
        return Reading(text: "(?<=" + headText + ")" + tailText, reachesBack: false)
    }
}
