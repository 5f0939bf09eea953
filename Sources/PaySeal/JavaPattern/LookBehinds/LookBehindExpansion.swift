/// A look-behind of bounded but variable length, written as PCRE2 can compile it.
///
/// PCRE2 10.42 compiles a look-behind only when each of its top-level branches has one fixed
/// length, with every group inside a branch of one length too; Java reads any look-behind its
/// `TreeInfo` bounds. Java's `Behind` tries each start from `i - max` to `i - min` and asks the
/// body to end exactly at `i`: it holds when some reading of the body of some length ends there.
/// So a bounded body is the alternation of its readings of each length, every one of them
/// fixed (`(?<=a{1,2}b)` is `(?<=ab|a{2}b)`), and the order of the readings does not change
/// the verdict (only whether one matches counts). This walks the body's reading
/// (``JavaReading``: a text leaf says how many characters it matches) and writes it again with
/// one top-level branch per length. An unbounded repetition is read `reach` times at most
/// (longer values are refused by the caller). It cannot rewrite a part whose choice depends on
/// more than whether it matches, or that it may not copy:
/// - a possessive repetition or an atomic group of variable length whose first match it cannot
///   read (which length it takes depends on the text after it);
/// - a capturing group of variable length (copied into readings, it would renumber the pattern's
///   groups; the caller reads it as a plain group when the pattern refers to no group);
/// - `\X`, a back reference, a named group of the reading's own (a text of no one width).
/// Then the look-behind stays as it is, PCRE2 refuses it, and the pattern is `unsupportedPattern`.
/// Hand-written since no library expands a look-behind into its lengths.
enum LookBehindExpansion {
    /// Distinct lengths and bytes one expanded look-behind may hold (beyond them it stays as it is).
    static let maximumLengths = 128
    static let maximumBytes = 16_384
    /// Groups nested in a look-behind the expansion reads (deeper, the look-behind stays as it is):
    /// bounds its recursion, on the translation's stack.
    static let maximumDepth = 8

    /// A look-behind's body written with one fixed length per top-level branch.
    struct Reading {
        let body: JavaReading
        /// An unbounded repetition was read `reach` times at most.
        let reachesBack: Bool
    }

    /// The body (its reading, holding no back reference) with one fixed length per top-level
    /// branch, its readings of `lengths` only (Java's window); an unbounded repetition read at most
    /// `reach` times, then no reading longer than `reach` kept. `nil` when PCRE2 compiles the body
    /// as it is (all its readings in the window) or when it cannot be expanded.
    /// `uncapturing`: the pattern refers to no group, so the body's capturing groups may be
    /// read as non-capturing ones (copied, they would otherwise renumber the groups after them).
    static func fixedBranches(_ body: JavaReading, lengths: ClosedRange<Int>, reach: Int, uncapturing: Bool) -> Reading? {
        let source = uncapturing ? body.uncaptured : body
        var walker = Walker(limit: lengths.upperBound, reach: reach)
        guard let shape = try? walker.shape(of: source) else { return splitAtFixedTail(source, lengths: lengths, reach: reach) }
        guard !source.capturesGroups else { return nil }
        let kept = shape.readings.filter { lengths.contains($0.key) && (!walker.reachesBack || $0.key <= reach) }
        if shape.branchesFixed && kept.count == shape.readings.count && !walker.reachesBack { return nil }
        guard !kept.isEmpty else { return Reading(body: .never, reachesBack: walker.reachesBack) }
        let branches = kept.keys.sorted().compactMap { kept[$0] }.flatMap { $0 }
        return Reading(body: Shape.alternation(branches), reachesBack: walker.reachesBack)
    }

    /// A part of the body: its readings by length (each with no top-level alternation), and
    /// whether PCRE2 would take the part as it is written (one length, seen as one).
    struct Shape {
        var readings: [Int: [JavaReading]]
        var fixed: Bool
        /// Whether each of the part's own alternatives is fixed (what PCRE2 asks of a look-behind's
        /// top level).
        var branchesFixed: Bool
        /// The readings of the part's first match, when known: what an atomic group or a
        /// possessive repetition of it keeps (the greedy repetition of a fixed part is its most
        /// iterations, each later count then not matching).
        var firstMatch: [Int: [JavaReading]]? = nil
        /// Whether the part ends where its first match ends whatever follows it (one length, an
        /// atomic group, a possessive repetition, or a sequence of such parts): a part after it
        /// then starts at one place, and the two parts' first match is one after the other.
        var committed = false

        /// The readings an atomic group around the part keeps, when known.
        var whenAtomic: [Int: [JavaReading]]? { fixed ? readings : firstMatch }

        static func single(_ reading: JavaReading, length: Int) -> Shape {
            Shape(readings: [length: [reading]], fixed: true, branchesFixed: true, committed: true)
        }

        /// Each length's readings as one sequence (an alternation group when there are several).
        var merged: [Int: JavaReading] { readings.mapValues(Shape.merged) }

        /// Readings of one length as one sequence: the reading itself, or an alternation group.
        static func merged(_ readings: [JavaReading]) -> JavaReading {
            readings.count == 1 ? readings[0] : .group(.nonCapturing, .alternation(readings))
        }

        /// Readings as alternatives (one reading: itself).
        static func alternation(_ readings: [JavaReading]) -> JavaReading {
            readings.count == 1 ? readings[0] : .alternation(readings)
        }
    }

    struct NotExpandable: Error {
        #if hasFeature(Embedded)
        typealias Thrown = NotExpandable
        #else
        /// `any Error` natively, as ``JavaPatternError/Thrown`` (the walk is recursive too).
        typealias Thrown = any Error
        #endif
    }

    /// Walks a look-behind's body into its ``Shape``.
    struct Walker {
        typealias Shape = LookBehindExpansion.Shape
        typealias NotExpandable = LookBehindExpansion.NotExpandable
        /// Groups open (the walk recurses into each).
        var depth = 0
        /// The longest reading kept (longer ones cannot be in the window).
        var limit: Int
        /// The most times an unbounded repetition is read, and whether one was.
        let reach: Int
        var reachesBack = false

        init(limit: Int, reach: Int) {
            self.limit = limit
            self.reach = reach
        }

        mutating func shape(of reading: JavaReading) throws(NotExpandable.Thrown) -> Shape {
            switch reading {
            case .text(let leaf):
                guard let width = leaf.width else { throw NotExpandable() }
                return .single(reading, length: width)
            case .sequence: return try sequence(reading.flattened)
            case .alternation(let branches): return try alternatives(branches)
            case .group(let opening, let body): return try group(opening, body, whole: reading)
            case .repetition(let body, let quantifier): return try repetition(try shape(of: body), quantifier)
            case .named, .reference: throw NotExpandable()
            }
        }

        /// The branches of an alternation: each length's readings of all of them.
        mutating func alternatives(_ branches: [JavaReading]) throws(NotExpandable.Thrown) -> Shape {
            guard let first = branches.first else { return .single(.empty, length: 0) }
            var union = try shape(of: first)
            guard branches.count > 1 else { return union }
            var lengths: Set<Int> = Set(union.readings.keys)
            var branchesFixed = union.fixed
            // An atomic group keeps its first branch that matches: branch k with none before it
            // (an unbounded repetition in it counted to `reach`, as ICU compiles a look-ahead in
            // a look-behind; longer values are refused).
            var firstMatch = union.whenAtomic
            var notBefore: JavaReading = .group(.negativeLookAhead, first.bounded(to: reach))
            for branch in branches.dropFirst() {
                let next = try shape(of: branch)
                branchesFixed = branchesFixed && next.fixed
                lengths.formUnion(next.readings.keys)
                for (length, readings) in next.readings { union.readings[length, default: []] += readings }
                if let known = firstMatch, let taken = next.whenAtomic {
                    var merged = known
                    for (length, readings) in taken { merged[length, default: []] += readings.map { notBefore.then($0) } }
                    firstMatch = merged
                } else {
                    firstMatch = nil
                }
                notBefore = notBefore.then(.group(.negativeLookAhead, branch.bounded(to: reach)))
            }
            union.fixed = branchesFixed && lengths.count == 1
            union.branchesFixed = branchesFixed
            union.committed = union.fixed  // a later branch is tried when what follows fails
            union.firstMatch = firstMatch
            try check(&union.readings)
            if var known = firstMatch {
                try check(&known)
                union.firstMatch = known
            }
            return union
        }

        mutating func sequence(_ parts: [JavaReading]) throws(NotExpandable.Thrown) -> Shape {
            var whole: Shape? = nil
            for part in parts {
                let item = try shape(of: part)
                whole = try whole.map { (earlier) throws(NotExpandable.Thrown) in try concatenate(earlier, item) } ?? item
            }
            return whole ?? .single(.empty, length: 0)
        }

        /// `a` followed by `b`: every pair of lengths, the readings of one total length as
        /// alternatives. Their first match is `a`'s then `b`'s when `a` is committed to its first
        /// match.
        func concatenate(_ a: Shape, _ b: Shape) throws(NotExpandable.Thrown) -> Shape {
            var shape = Shape(
                readings: try product(a.readings, b.readings), fixed: a.fixed && b.fixed, branchesFixed: a.fixed && b.fixed,
                committed: a.committed && b.committed)
            if a.committed, let first = a.whenAtomic, let then = b.whenAtomic { shape.firstMatch = try product(first, then) }
            return shape
        }

        /// Each reading of `a` followed by each of `b`, by total length; a pair that can never
        /// match is left out (``JavaReading/refusedNext``), so that a part repeated as often
        /// as it matches, then repeated again, does not grow readings of its own.
        func product(_ a: [Int: [JavaReading]], _ b: [Int: [JavaReading]]) throws(NotExpandable.Thrown) -> [Int: [JavaReading]] {
            var readings: [Int: [JavaReading]] = [:]
            // In order of length, so that the reading is the same in every process (a
            // dictionary's order is not).
            let left = a.mapValues(Shape.merged).sorted { $0.key < $1.key }, right = b.mapValues(Shape.merged).sorted { $0.key < $1.key }
            for (la, ra) in left {
                let refused = ra.refusedNext  // once per reading of `a`, not per pair
                for (lb, rb) in right where !(refused.map { rb.starts(with: $0) } ?? false) {
                    readings[la + lb, default: []].append(ra.then(rb))
                }
            }
            try check(&readings)
            return readings
        }

        /// Drops the readings longer than ``limit``; refuses more lengths or bytes than allowed.
        func check(_ readings: inout [Int: [JavaReading]]) throws(NotExpandable.Thrown) {
            if readings.keys.contains(where: { $0 > limit }) { readings = readings.filter { $0.key <= limit } }
            guard readings.count <= LookBehindExpansion.maximumLengths,
                readings.values.reduce(0, { $0 + $1.reduce(0) { $0 + $1.leastBytes } }) <= LookBehindExpansion.maximumBytes
            else { throw NotExpandable() }
        }

        mutating func group(_ opening: JavaReading.Opening, _ body: JavaReading, whole: JavaReading) throws(NotExpandable.Thrown) -> Shape {
            // A look-around is of length 0 whatever it holds: not walked into.
            if opening.isLookAround { return .single(whole, length: 0) }
            depth += 1
            guard depth <= LookBehindExpansion.maximumDepth else { throw NotExpandable() }
            let inner = try shape(of: body)
            depth -= 1
            if inner.fixed, let length = inner.readings.keys.first { return .single(whole, length: length) }
            switch opening {
            case .atomic:
                guard let kept = inner.firstMatch else { throw NotExpandable() }
                return Shape(readings: kept, fixed: false, branchesFixed: false, firstMatch: kept, committed: true)
            case .nonCapturing:
                return Shape(
                    readings: inner.merged.mapValues { [.group(.nonCapturing, $0)] }, fixed: false, branchesFixed: false,
                    firstMatch: inner.firstMatch?.mapValues { $0.map { .group(.nonCapturing, $0) } }, committed: inner.committed)
            default: throw NotExpandable()  // a capturing group of several lengths
            }
        }
    }
}

/// How the look-behind walker reads a repetition: each count's readings, and the first match a
/// possessive repetition or an atomic group keeps.
extension LookBehindExpansion.Walker {
    /// `atom` repeated by `quantifier`: each count's readings.
    mutating func repetition(_ atom: Shape, _ quantifier: JavaReading.Quantifier) throws(NotExpandable.Thrown) -> Shape {
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
            if lazy {
                var power: [Int: [JavaReading]] = [0: [.empty]]
                for _ in 0..<low { power = try product(power, iteration) }
                firstMatch = power
            } else {
                firstMatch = try mostIterations(of: iteration, low: low, high: high, atMost: high)
            }
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
        if case .text(let leaf) = reading, leaf.width == 1 { return .repetition(reading, .exactly(count)) }
        return .repetition(.group(.nonCapturing, reading), .exactly(count))
    }

    /// A fixed part repeated as often as it matches, from `low` to `high` times: `count`
    /// iterations, then no other (`(?!x)`), or `high` of them.
    func mostIterations(of reading: JavaReading, length: Int, low: Int, high: Int) throws(NotExpandable.Thrown) -> [Int: [JavaReading]] {
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
    func mostIterations(of iteration: [Int: [JavaReading]], low: Int, high: Int, atMost: Int) throws(NotExpandable.Thrown) -> [Int: [JavaReading]] {
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
    func repetitions(of atom: Shape, low: Int, high: Int) throws(NotExpandable.Thrown) -> Shape {
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
            if count >= low { for (length, readings) in power.readings { result.readings[length, default: []] += readings } }
            try check(&result.readings)
        }
        return result
    }
}

extension LookBehindExpansion {
    /// A quantifier's counts as the expansion reads them; `nil` past 65535, PCRE2's limit (only
    /// a pattern read on past a construct PaySeal cannot express has such a count).
    struct Counts {
        let low: Int
        let most: Int?
        let mode: JavaReading.Quantifier.Mode
        var lazy: Bool { mode == .lazy }
        var possessive: Bool { mode == .possessive }

        init?(_ quantifier: JavaReading.Quantifier) {
            guard quantifier.min <= 65535, quantifier.max ?? 0 <= 65535 else { return nil }
            low = Int(quantifier.min)
            most = quantifier.max.map { Int($0) }
            mode = quantifier.mode
        }

        /// The quantifier counted to `reach` at most when it has no upper bound (`{2,}` is
        /// `{2,32}`, `*?` is `{0,32}?`), else `nil`: the most ICU (the portable engine) compiles
        /// in a look-ahead inside a look-behind.
        func bounded(to reach: Int) -> JavaReading.Quantifier? {
            guard most == nil else { return nil }
            return JavaReading.Quantifier(min: Int32(low), max: Int32(Swift.max(low, reach)), mode: mode, braces: true)
        }
    }
}

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

/// What a look-behind's expansion and the portable engine ask of a reading's look-behinds,
/// answered by walking the tree.
extension JavaReading {
    /// Whether every look-behind in the reading has top-level branches of one fixed length each,
    /// with every group inside a branch of one length too: what PCRE2 10.42 compiles. ICU (the
    /// portable engine) compiles some others; it refuses these too, so that both engines give a
    /// server pattern one verdict (the text scan of ``LookBehindLength`` for patterns written in
    /// PCRE2's syntax). A text leaf's look-behinds are written by PaySeal, fixed.
    var lookBehindsFixed: Bool {
        switch self {
        case .text, .reference: return true
        case .sequence(let parts), .alternation(let parts): return parts.allSatisfy { $0.lookBehindsFixed }
        case .group(let opening, let body):
            if opening.isLookBehind, !body.branches.allSatisfy({ $0.fixedLength != nil }) { return false }
            return body.lookBehindsFixed
        case .named(_, let body), .repetition(let body, _): return body.lookBehindsFixed
        }
    }

    /// The characters the reading always matches when PCRE2 sees one fixed length (`nil`: none).
    var fixedLength: Int? {
        switch self {
        case .text(let leaf): return leaf.width
        case .sequence(let parts):
            return parts.reduce(0) { total, part in total.flatMap { sum in part.fixedLength.map { sum + $0 } } }
        case .alternation(let branches):
            let lengths = branches.map { $0.fixedLength }
            guard let first = lengths.first ?? 0, lengths.allSatisfy({ $0 == first }) else { return nil }
            return first
        case .group(let opening, let body):
            return opening.isLookAround ? 0 : body.fixedLength
        case .named(_, let body): return body.fixedLength
        case .repetition(let body, let quantifier):
            guard let counts = LookBehindExpansion.Counts(quantifier), counts.most == counts.low else { return nil }
            return body.fixedLength.map { $0 * counts.low }
        case .reference: return nil
        }
    }

    /// The `x` of the negative look-ahead `(?!x)` the reading ends in, if it ends in one. Followed
    /// by a reading that ``starts(with:)`` `x` (`x`, `x{n}` or `(?:x){n}`), it never matches,
    /// since `x` cannot both fail and match at one place. A part repeated as often as it matches
    /// ends so (`x{2}(?!x)`).
    var refusedNext: JavaReading? {
        guard case .group(.negativeLookAhead, let refused)? = flattened.last else { return nil }
        return refused
    }

    /// Whether the reading starts with `refused` (`x`, or `x{n}` or `(?:x){n}` with n >= 1).
    func starts(with refused: JavaReading) -> Bool {
        guard let first = flattened.first else { return false }
        if first == refused { return true }
        guard case .repetition(let repeated, let quantifier) = first else { return false }
        let body: JavaReading
        if case .group(.nonCapturing, let inner) = repeated { body = inner } else { body = repeated }
        return body == refused && (LookBehindExpansion.Counts(quantifier)?.low ?? 0) >= 1
    }

    /// The reading with each unbounded repetition counted to `reach` at most
    /// (``LookBehindExpansion/Counts/bounded(to:)``).
    func bounded(to reach: Int) -> JavaReading {
        switch self {
        case .text, .reference: return self
        case .sequence(let parts): return .sequence(parts.map { $0.bounded(to: reach) })
        case .alternation(let branches): return .alternation(branches.map { $0.bounded(to: reach) })
        case .group(let opening, let body): return .group(opening, body.bounded(to: reach))
        case .named(let name, let body): return .named(name, body.bounded(to: reach))
        case .repetition(let body, let quantifier):
            return .repetition(body.bounded(to: reach), LookBehindExpansion.Counts(quantifier)?.bounded(to: reach) ?? quantifier)
        }
    }

    /// The reading's top-level branches (itself when it is no alternation).
    var branches: [JavaReading] {
        if case .alternation(let branches) = self { return branches }
        if case .sequence(let parts) = self, parts.count == 1 { return parts[0].branches }
        return [self]
    }

    /// The reading with each capturing group made non-capturing.
    var uncaptured: JavaReading {
        switch self {
        case .text, .reference: return self
        case .sequence(let parts): return .sequence(parts.map { $0.uncaptured })
        case .alternation(let branches): return .alternation(branches.map { $0.uncaptured })
        case .group(let opening, let body): return .group(opening == .capturing ? .nonCapturing : opening, body.uncaptured)
        case .named(let name, let body): return .named(name, body.uncaptured)
        case .repetition(let body, let quantifier): return .repetition(body.uncaptured, quantifier)
        }
    }

    /// Whether the reading holds a capturing group of the pattern's.
    var capturesGroups: Bool {
        switch self {
        case .text, .reference: return false
        case .sequence(let parts), .alternation(let parts): return parts.contains { $0.capturesGroups }
        case .group(let opening, let body): return opening == .capturing || body.capturesGroups
        case .named(_, let body), .repetition(let body, _): return body.capturesGroups
        }
    }

    /// A sequence's parts, the parts of a sequence in it read in place.
    var flattened: [JavaReading] {
        guard case .sequence(let parts) = self else { return [self] }
        return parts.flatMap { $0.flattened }
    }
}
