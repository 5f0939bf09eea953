/// How the look-behind reader reads a quantifier: each count's readings, and the first match a
/// possessive repetition or an atomic group keeps.
extension LookBehindExpansion.Reader {
    /// The quantifier after an atom, if any: each count's readings.
    mutating func quantified(_ atom: Shape) throws -> Shape {
        let start = i
        var low = 0, most: Int? = nil
        switch peek() {
        case "*": i += 1
        case "+": i += 1; low = 1
        case "?": i += 1; most = 1
        case "{":
            i += 1
            low = try number()
            most = low
            if peek() == "," {
                i += 1
                most = peek() == "}" ? nil : try number()
            }
            guard peek() == "}" else { throw NotExpandable() }
            i += 1
        default: return atom
        }
        let possessive = peek() == "+", lazy = peek() == "?"
        if possessive || lazy { i += 1 }
        if most == nil {
            // Java reads it to the start of the value: at most `reach` times here, and values
            // longer than `reach` are refused.
            reachesBack = true
            limit = Swift.min(limit, reach)
        }
        let high = most ?? Swift.max(low, reach)
        guard high >= low else { throw NotExpandable() }
        if atom.fixed && low == most {
            // PCRE2 takes `x{n}` of a fixed x as it is.
            let text = (atom.readings.first?.value.first ?? "") + String(String.UnicodeScalarView(s[start..<i]))
            return .single(text, length: (atom.readings.keys.first ?? 0) * low)
        }
        if atom.readings.keys.allSatisfy({ $0 == 0 }) {
            // A repeated assertion: its text once, or nothing when the count may be 0 (and
            // so its first match too, which does not move).
            let text = atom.merged[0] ?? ""
            let readings = [0: [low == 0 ? "(?:" + text + "|)" : text]]
            return Shape(readings: readings, fixed: false, branchesFixed: false, firstMatch: readings, committed: true)
        }
        // The first match of a part repeated: the most iterations (greedy, possessive), the
        // fewest (lazy).
        var firstMatch: [Int: [String]]? = nil
        if atom.fixed, let (length, texts) = atom.readings.first, let text = texts.first {
            firstMatch = lazy ? [length * low: [Self.repeated(text, low)]] : try mostIterations(of: text, length: length, low: low, high: high)
        } else if atom.committed, let iteration = atom.firstMatch {
            // Lazy: the fewest iterations, each its first match.
            firstMatch = try lazy ? (0..<low).reduce([0: [""]]) { power, _ in try product(power, iteration) } : mostIterations(of: iteration, low: low, high: high, atMost: high)
        }
        if possessive {
            guard let firstMatch else { throw NotExpandable() }
            return Shape(readings: firstMatch, fixed: false, branchesFixed: false, firstMatch: firstMatch, committed: true)
        }
        var shape = try repetitions(of: atom, low: low, high: high)
        shape.firstMatch = firstMatch
        return shape
    }

    static func repeated(_ text: String, _ count: Int) -> String {
        count == 0 ? "" : count == 1 ? text : "(?:" + text + "){\(count)}"
    }

    /// A fixed part repeated as often as it matches, from `low` to `high` times: `count`
    /// iterations, then no other (`(?!x)`), or `high` of them.
    func mostIterations(of text: String, length: Int, low: Int, high: Int) throws -> [Int: [String]] {
        guard length > 0, high - low < LookBehindExpansion.maximumLengths else { throw NotExpandable() }
        var readings: [Int: [String]] = [:]
        for count in low...high {
            readings[length * count] = [Self.repeated(text, count) + (count < high ? "(?!" + text + ")" : "")]
        }
        try check(&readings)
        return readings
    }

    /// A part of several lengths committed to its first match (`iteration`) repeated from `low`
    /// to `high` times (of `atMost` allowed), its first match each time: `count` iterations of
    /// some length, then one of length 0 (the count is then made up, each later one matching
    /// nothing at the same place), or none at all (none of the first match's readings holds
    /// there), or `atMost`.
    func mostIterations(of iteration: [Int: [String]], low: Int, high: Int, atMost: Int) throws -> [Int: [String]] {
        guard !iteration.isEmpty, high - low < LookBehindExpansion.maximumLengths else { throw NotExpandable() }
        let moving = iteration.filter { $0.key > 0 }
        let noMore = "(?!" + iteration.keys.sorted().flatMap { iteration[$0] ?? [] }.joined(separator: "|") + ")"
        let emptyNext = iteration[0].map(Shape.merged)
        var readings: [Int: [String]] = [:]
        var power: [Int: [String]] = [0: [""]]
        for count in 0...high {
            if count > 0 { power = try product(power, moving) }
            for (length, texts) in power {
                let text = Shape.merged(texts)
                if count >= low { readings[length, default: []].append(text + (count < atMost ? noMore : "")) }
                if count < atMost, let emptyNext { readings[length, default: []].append(text + emptyNext) }
            }
            try check(&readings)
            if power.isEmpty { break }  // longer than any reading kept
        }
        return readings
    }

    /// `atom` from `low` to `high` times: the readings of each count, united.
    func repetitions(of atom: Shape, low: Int, high: Int) throws -> Shape {
        guard high - low < LookBehindExpansion.maximumLengths else { throw NotExpandable() }
        var result = Shape(readings: [:], fixed: false, branchesFixed: false)
        if atom.fixed, let (length, texts) = atom.readings.first, let text = texts.first {
            for count in low...high { result.readings[length * count, default: []].append(Self.repeated(text, count)) }
            try check(&result.readings)
            return result
        }
        var power = Shape.single("", length: 0)
        for count in 0...high {
            if count > 0 { power = try concatenate(power, atom) }
            if count >= low { result.readings.merge(power.readings) { $0 + $1 } }
            try check(&result.readings)
        }
        return result
    }

    mutating func number() throws -> Int {
        var value = 0, digits = 0
        while let d = peek(), ("0"..."9").contains(d) {
            value = value * 10 + Int(d.value - 48)
            digits += 1
            i += 1
            guard value <= 65535 else { throw NotExpandable() }
        }
        guard digits > 0 else { throw NotExpandable() }
        return value
    }
}
