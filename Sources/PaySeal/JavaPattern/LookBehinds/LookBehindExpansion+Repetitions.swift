/// How the look-behind walker reads a repetition: each count's readings, and the first match a
/// possessive repetition or an atomic group keeps.
extension LookBehindExpansion.Walker {
    /// `atom` repeated by `quantifier` (as PCRE2 writes it: `*`, `{2,5}?`, `+`): each count's
    /// readings.
    mutating func repetition(_ atom: Shape, _ quantifier: String) throws -> Shape {
        guard let counts = LookBehindExpansion.Counts(quantifier) else { throw NotExpandable() }
        let low = counts.low, most = counts.most, lazy = counts.lazy
        if most == nil {
            // Java reads it to the start of the value: at most `reach` times here, and values
            // longer than `reach` are refused.
            reachesBack = true
            limit = Swift.min(limit, reach)
        }
        let high = most ?? Swift.max(low, reach)
        guard high >= low else { throw NotExpandable() }
        if atom.fixed && low == most, let (length, readings) = atom.readings.first, let reading = readings.first {
            // PCRE2 takes `x{n}` of a fixed x as it is.
            return .single(.repetition(reading, quantifier), length: length * low)
        }
        if atom.readings.keys.allSatisfy({ $0 == 0 }) {
            // A repeated assertion: its reading once, or nothing when the count may be 0 (and
            // so its first match too, which does not move).
            let reading = atom.merged[0] ?? .empty
            let readings = [0: [low == 0 ? .group(.nonCapturing, .alternation([reading, .empty])) : reading]]
            return Shape(readings: readings, fixed: false, branchesFixed: false, firstMatch: readings, committed: true)
        }
        // The first match of a part repeated: the most iterations (greedy, possessive), the
        // fewest (lazy).
        var firstMatch: [Int: [JavaReading]]? = nil
        if atom.fixed, let (length, readings) = atom.readings.first, let reading = readings.first {
            firstMatch = lazy ? [length * low: [Self.repeated(reading, low)]] : try mostIterations(of: reading, length: length, low: low, high: high)
        } else if atom.committed, let iteration = atom.firstMatch {
            // Lazy: the fewest iterations, each its first match.
            firstMatch = try lazy ? (0..<low).reduce([0: [.empty]]) { power, _ in try product(power, iteration) } : mostIterations(of: iteration, low: low, high: high, atMost: high)
        }
        if counts.possessive {
            guard let firstMatch else { throw NotExpandable() }
            return Shape(readings: firstMatch, fixed: false, branchesFixed: false, firstMatch: firstMatch, committed: true)
        }
        var shape = try repetitions(of: atom, low: low, high: high)
        shape.firstMatch = firstMatch
        return shape
    }

    /// `reading` `count` times: `x{n}` for a text of one character (one class or character, which
    /// PCRE2 compiles as one repeated item, where it copies a group `n` times), else `(?:x){n}`.
    static func repeated(_ reading: JavaReading, _ count: Int) -> JavaReading {
        guard count > 1 else { return count == 0 ? .empty : reading }
        if case .text(_, 1?, _, _) = reading { return .repetition(reading, "{\(count)}") }
        return .repetition(.group(.nonCapturing, reading), "{\(count)}")
    }

    /// A fixed part repeated as often as it matches, from `low` to `high` times: `count`
    /// iterations, then no other (`(?!x)`), or `high` of them.
    func mostIterations(of reading: JavaReading, length: Int, low: Int, high: Int) throws -> [Int: [JavaReading]] {
        guard length > 0, high - low < LookBehindExpansion.maximumLengths else { throw NotExpandable() }
        var readings: [Int: [JavaReading]] = [:]
        for count in low...high {
            let repeated = Self.repeated(reading, count)
            readings[length * count] = [count < high ? repeated.then(.group(.negativeLookAhead, reading)) : repeated]
        }
        try check(&readings)
        return readings
    }

    /// A part of several lengths committed to its first match (`iteration`) repeated from `low`
    /// to `high` times (of `atMost` allowed), its first match each time: `count` iterations of
    /// some length, then one of length 0 (the count is then made up, each later one matching
    /// nothing at the same place), or none at all (none of the first match's readings holds
    /// there), or `atMost`.
    func mostIterations(of iteration: [Int: [JavaReading]], low: Int, high: Int, atMost: Int) throws -> [Int: [JavaReading]] {
        guard !iteration.isEmpty, high - low < LookBehindExpansion.maximumLengths else { throw NotExpandable() }
        let moving = iteration.filter { $0.key > 0 }
        let noMore = JavaReading.group(.negativeLookAhead, Shape.alternation(iteration.keys.sorted().flatMap { iteration[$0] ?? [] }))
        let emptyNext = iteration[0].map(Shape.merged)
        var readings: [Int: [JavaReading]] = [:]
        var power: [Int: [JavaReading]] = [0: [.empty]]
        for count in 0...high {
            if count > 0 { power = try product(power, moving) }
            for (length, prefixes) in power.sorted(by: { $0.key < $1.key }) {
                let prefix = Shape.merged(prefixes)
                if count >= low { readings[length, default: []].append(count < atMost ? prefix.then(noMore) : prefix) }
                if count < atMost, let emptyNext { readings[length, default: []].append(prefix.then(emptyNext)) }
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
        if atom.fixed, let (length, readings) = atom.readings.first, let reading = readings.first {
            for count in low...high { result.readings[length * count, default: []].append(Self.repeated(reading, count)) }
            try check(&result.readings)
            return result
        }
        var power = Shape.single(.empty, length: 0)
        for count in 0...high {
            if count > 0 { power = try concatenate(power, atom) }
            if count >= low { result.readings.merge(power.readings) { $0 + $1 } }
            try check(&result.readings)
        }
        return result
    }
}

extension LookBehindExpansion {
    /// A quantifier's counts, as the translation writes it (`*`, `+`, `?`, `{n}`, `{n,}`,
    /// `{n,m}`, then `?` for lazy or `+` for possessive); `nil` for any other text.
    struct Counts {
        var low = 0
        var most: Int? = nil
        var lazy = false
        var possessive = false

        init?(_ quantifier: String) {
            var scalars = Substring(quantifier).unicodeScalars[...]
            switch scalars.popFirst() {
            case "*": break
            case "+": low = 1
            case "?": most = 1
            case "{":
                guard let first = Self.number(&scalars) else { return nil }
                low = first
                most = first
                if scalars.first == "," {
                    scalars.removeFirst()
                    most = scalars.first == "}" ? nil : Self.number(&scalars)
                    if most == nil && scalars.first != "}" { return nil }
                }
                guard scalars.popFirst() == "}" else { return nil }
            default: return nil
            }
            switch scalars.popFirst() {
            case nil: break
            case "?": lazy = true
            case "+": possessive = true
            default: return nil
            }
            guard scalars.isEmpty else { return nil }
        }

        /// The quantifier counted to `reach` at most when it has no upper bound (`{2,}` is
        /// `{2,32}`, `*?` is `{0,32}?`), else `nil`: the most ICU (the portable engine) compiles
        /// in a look-ahead inside a look-behind.
        func bounded(to reach: Int) -> String? {
            guard most == nil else { return nil }
            return "{\(low),\(Swift.max(low, reach))}" + (lazy ? "?" : possessive ? "+" : "")
        }

        /// Decimal digits (at most 65535, PCRE2's limit; the translation writes no larger count).
        private static func number(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> Int? {
            var value = 0, digits = 0
            while let d = scalars.first, ("0"..."9").contains(d) {
                value = value * 10 + Int(d.value - 48)
                digits += 1
                scalars.removeFirst()
                guard value <= 65535 else { return nil }
            }
            return digits > 0 ? value : nil
        }
    }
}
