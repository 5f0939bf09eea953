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

    struct NotExpandable: Error {}

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

        mutating func shape(of reading: JavaReading) throws -> Shape {
            switch reading {
            case .text(_, let width, _, _):
                guard let width else { throw NotExpandable() }
                return .single(reading, length: width)
            case .sequence: return try sequence(reading.flattened)
            case .alternation(let branches): return try alternatives(branches)
            case .group(let opening, let body): return try group(opening, body, whole: reading)
            case .repetition(let body, let quantifier): return try repetition(try shape(of: body), quantifier)
            case .named, .reference: throw NotExpandable()
            }
        }

        /// The branches of an alternation: each length's readings of all of them.
        mutating func alternatives(_ branches: [JavaReading]) throws -> Shape {
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
                union.readings.merge(next.readings) { $0 + $1 }
                if let known = firstMatch, let taken = next.whenAtomic {
                    firstMatch = known.merging(taken.mapValues { [notBefore] in $0.map { notBefore.then($0) } }) { $0 + $1 }
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

        mutating func sequence(_ parts: [JavaReading]) throws -> Shape {
            var whole: Shape? = nil
            for part in parts {
                let item = try shape(of: part)
                whole = try whole.map { try concatenate($0, item) } ?? item
            }
            return whole ?? .single(.empty, length: 0)
        }

        /// `a` followed by `b`: every pair of lengths, the readings of one total length as
        /// alternatives. Their first match is `a`'s then `b`'s when `a` is committed to its first
        /// match.
        func concatenate(_ a: Shape, _ b: Shape) throws -> Shape {
            var shape = Shape(
                readings: try product(a.readings, b.readings), fixed: a.fixed && b.fixed, branchesFixed: a.fixed && b.fixed,
                committed: a.committed && b.committed)
            if a.committed, let first = a.whenAtomic, let then = b.whenAtomic { shape.firstMatch = try product(first, then) }
            return shape
        }

        /// Each reading of `a` followed by each of `b`, by total length; a pair that can never
        /// match is left out (``JavaReading/refusedNext``), so that a part repeated as often
        /// as it matches, then repeated again, does not grow readings of its own.
        func product(_ a: [Int: [JavaReading]], _ b: [Int: [JavaReading]]) throws -> [Int: [JavaReading]] {
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
        func check(_ readings: inout [Int: [JavaReading]]) throws {
            if readings.keys.contains(where: { $0 > limit }) { readings = readings.filter { $0.key <= limit } }
            guard readings.count <= LookBehindExpansion.maximumLengths,
                readings.values.reduce(0, { $0 + $1.reduce(0) { $0 + $1.leastBytes } }) <= LookBehindExpansion.maximumBytes
            else { throw NotExpandable() }
        }

        mutating func group(_ opening: JavaReading.Opening, _ body: JavaReading, whole: JavaReading) throws -> Shape {
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
