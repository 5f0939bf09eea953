/// A look-behind of bounded but variable length, written as PCRE2 can compile it.
///
/// PCRE2 10.42 compiles a look-behind only when each of its top-level branches has one fixed
/// length, with every group inside a branch of one length too; Java reads any look-behind its
/// `TreeInfo` bounds. Java's `Behind` tries each start from `i - max` to `i - min` and asks the
/// body to end exactly at `i`: it holds when some reading of the body of some length ends there.
/// So a bounded body is the alternation of its readings of each length, every one of them
/// fixed (`(?<=a{1,2}b)` is `(?<=(?:a){2}b|ab)`), and the order of the readings does not change
/// the verdict (only whether one matches counts). This rewrites the body, in the PCRE2 text the
/// translation wrote for it, into one top-level branch per length. An unbounded repetition is
/// read `reach` times at most (longer values are refused by the caller). It cannot rewrite a part
/// whose choice depends on more than whether it matches, or that it may not copy:
/// - a possessive repetition or an atomic group of variable length whose first match it cannot
///   read (which length it takes depends on the text after it);
/// - a capturing group of variable length (copied into readings, it would renumber the pattern's
///   groups; the caller reads it as a plain group when the pattern refers to no group);
/// - `\X`, a back reference, a flag group `(?i)` (the translation writes neither in a
///   look-behind; read as not expandable).
/// Then the look-behind stays as it is, PCRE2 refuses it, and the pattern is `unsupportedPattern`.
/// Hand-written since no library reads PCRE2 text into lengths: a small reader of the dialect the
/// translation writes (groups, classes, escapes, quantifiers).
enum LookBehindExpansion {
    /// Distinct lengths and bytes one expanded look-behind may hold (beyond them it stays as it is).
    static let maximumLengths = 128
    static let maximumBytes = 16_384
    /// Groups nested in a look-behind the expansion reads (deeper, the look-behind stays as it is):
    /// bounds its recursion, on the translation's stack.
    static let maximumDepth = 8

    /// A look-behind's body written with one fixed length per top-level branch.
    struct Reading {
        let text: String
        /// An unbounded repetition was read `reach` times at most.
        let reachesBack: Bool
    }

    /// The body (PCRE2 text, between `(?<=` or `(?<!` and `)`) with one fixed length per top-level
    /// branch, its readings of `lengths` only (Java's window); an unbounded repetition read at most
    /// `reach` times, then no reading longer than `reach` kept. `nil` when PCRE2 compiles the body
    /// as it is (all its readings in the window) or when it cannot be expanded.
    /// `uncapturing`: the pattern refers to no group, so the body's capturing groups may be
    /// read as non-capturing ones (copied, they would otherwise renumber the groups after them).
    static func fixedBranches(_ body: String, lengths: ClosedRange<Int>, reach: Int, uncapturing: Bool) -> Reading? {
        let source = uncapturing ? nonCapturing(body) ?? body : body
        var reader = Reader(Array(source.unicodeScalars), limit: lengths.upperBound, reach: reach)
        guard let shape = try? reader.alternatives() else { return splitAtFixedTail(source, lengths: lengths, reach: reach) }
        guard reader.atEnd, reader.captures == 0 else { return nil }
        let kept = shape.readings.filter { lengths.contains($0.key) && (!reader.reachesBack || $0.key <= reach) }
        if shape.branchesFixed && kept.count == shape.readings.count && !reader.reachesBack { return nil }
        guard !kept.isEmpty else { return Reading(text: "(?!)", reachesBack: reader.reachesBack) }
        let text = kept.keys.sorted().compactMap { kept[$0] }.flatMap { $0 }.joined(separator: "|")
        return Reading(text: text, reachesBack: reader.reachesBack)
    }

    /// `body` with each capturing group `(` written `(?:` (escapes and classes skipped), `nil`
    /// when it holds none.
    static func nonCapturing(_ body: String) -> String? {
        let scalars = Array(body.unicodeScalars)
        var out = String.UnicodeScalarView(), changed = false
        var index = 0, inClass = false
        while index < scalars.count {
            let c = scalars[index]
            out.append(c)
            index += 1
            switch c {
            case "\\":
                if index < scalars.count { out.append(scalars[index]) }
                index += 1
            case "[": inClass = true  // the translation writes no class inside a class
            case "]": inClass = false
            case "(" where !inClass && (index >= scalars.count || scalars[index] != "?"):
                out.append(contentsOf: "?:".unicodeScalars)
                changed = true
            default: break
            }
        }
        return changed ? String(out) : nil
    }

    /// A part of the body: its readings by length (each a sequence of PCRE2 text with no top-level
    /// `|`), and whether PCRE2 would take the part as it is written (one length, seen as one).
    struct Shape {
        var readings: [Int: [String]]
        var fixed: Bool
        /// Whether each of the part's own alternatives is fixed (what PCRE2 asks of a look-behind's
        /// top level).
        var branchesFixed: Bool
        /// The readings of the part's first match, when known: what an atomic group or a
        /// possessive repetition of it keeps (the greedy repetition of a fixed part is its most
        /// iterations, each later count then not matching).
        var firstMatch: [Int: [String]]? = nil
        /// Whether the part ends where its first match ends whatever follows it (one length, an
        /// atomic group, a possessive repetition, or a sequence of such parts): a part after it
        /// then starts at one place, and the two parts' first match is one after the other.
        var committed = false

        /// The readings an atomic group around the part keeps, when known.
        var whenAtomic: [Int: [String]]? { fixed ? readings : firstMatch }

        static func single(_ text: String, length: Int) -> Shape {
            Shape(readings: [length: [text]], fixed: true, branchesFixed: true, committed: true)
        }

        /// Each length's readings as one sequence (an alternation group when there are several).
        var merged: [Int: String] { readings.mapValues(Shape.merged) }

        /// Texts of one length as one sequence: the text itself, or an alternation group.
        static func merged(_ texts: [String]) -> String {
            texts.count == 1 ? texts[0] : "(?:" + texts.joined(separator: "|") + ")"
        }
    }

    struct NotExpandable: Error {}

    struct Reader {
        typealias Shape = LookBehindExpansion.Shape
        typealias NotExpandable = LookBehindExpansion.NotExpandable
        let s: [Unicode.Scalar]
        var i = 0
        /// Capturing groups read.
        var captures = 0
        /// Groups open (the reading recurses into each).
        var depth = 0
        /// The longest reading kept (longer ones cannot be in the window).
        var limit: Int
        /// The most times an unbounded repetition is read, and whether one was.
        let reach: Int
        var reachesBack = false

        init(_ s: [Unicode.Scalar], limit: Int, reach: Int) {
            self.s = s
            self.limit = limit
            self.reach = reach
        }

        var atEnd: Bool { i >= s.count }
        func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < s.count ? s[i + offset] : nil }

        /// Branches up to a `)` (not consumed) or the end.
        mutating func alternatives() throws -> Shape {
            var start = i
            var union = try sequence()
            guard peek() == "|" else { return union }
            var lengths: Set<Int> = Set(union.readings.keys)
            var branchesFixed = union.fixed
            // An atomic group keeps its first branch that matches: branch k with none before it.
            var firstMatch = union.whenAtomic
            var notBefore = "(?!" + text(from: start) + ")"
            while peek() == "|" {
                i += 1
                start = i
                let next = try sequence()
                branchesFixed = branchesFixed && next.fixed
                lengths.formUnion(next.readings.keys)
                union.readings.merge(next.readings) { $0 + $1 }
                if let known = firstMatch, let branch = next.whenAtomic {
                    firstMatch = known.merging(branch.mapValues { $0.map { notBefore + $0 } }) { $0 + $1 }
                } else {
                    firstMatch = nil
                }
                notBefore += "(?!" + text(from: start) + ")"
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

        mutating func sequence() throws -> Shape {
            var shape: Shape? = nil
            while let c = peek(), c != "|", c != ")" {
                let item = try quantified(try atom())
                shape = try shape.map { try concatenate($0, item) } ?? item
            }
            return shape ?? .single("", length: 0)
        }

        /// `a` followed by `b`: every pair of lengths, the texts of one total length as alternatives.
        /// Their first match is `a`'s then `b`'s when `a` is committed to its first match.
        func concatenate(_ a: Shape, _ b: Shape) throws -> Shape {
            var shape = Shape(
                readings: try product(a.readings, b.readings), fixed: a.fixed && b.fixed, branchesFixed: a.fixed && b.fixed,
                committed: a.committed && b.committed)
            if a.committed, let first = a.whenAtomic, let then = b.whenAtomic { shape.firstMatch = try product(first, then) }
            return shape
        }

        /// Each reading of `a` followed by each of `b`, by total length.
        func product(_ a: [Int: [String]], _ b: [Int: [String]]) throws -> [Int: [String]] {
            var readings: [Int: [String]] = [:]
            let left = a.mapValues(Shape.merged), right = b.mapValues(Shape.merged)
            for (la, ta) in left {
                for (lb, tb) in right { readings[la + lb, default: []].append(ta + tb) }
            }
            try check(&readings)
            return readings
        }

        /// Drops the readings longer than ``limit``; refuses more lengths or bytes than allowed.
        func check(_ readings: inout [Int: [String]]) throws {
            if readings.keys.contains(where: { $0 > limit }) { readings = readings.filter { $0.key <= limit } }
            guard readings.count <= LookBehindExpansion.maximumLengths,
                readings.values.reduce(0, { $0 + $1.reduce(0) { $0 + $1.utf8.count } }) <= LookBehindExpansion.maximumBytes
            else { throw NotExpandable() }
        }

        /// One atom: a group, a class, an escape, an anchor or a character.
        mutating func atom() throws -> Shape {
            let start = i
            guard let c = peek() else { throw NotExpandable() }
            switch c {
            case "(": return try group(start: start)
            case "[":
                i += 1
                try skipClass()
                return .single(text(from: start), length: 1)
            case "\\": return try escape(start: start)
            case "^", "$":
                i += 1
                return .single(text(from: start), length: 0)
            case "*", "+", "?", "{": throw NotExpandable()  // a quantifier with nothing before it
            default:
                i += 1
                return .single(text(from: start), length: 1)
            }
        }

        func text(from start: Int) -> String {
            String(String.UnicodeScalarView(s[start..<min(i, s.count)]))
        }

        mutating func group(start: Int) throws -> Shape {
            i += 1
            var open = "("
            var kind = GroupKind.capture
            if peek() == "?" {
                switch peek(1) {
                case ":": kind = .plain; i += 2
                case ">": kind = .atomic; i += 2
                case "=", "!",
                    "<" where peek(2) == "=" || peek(2) == "!":
                    // A look-around is of length 0 whatever it holds: skipped, not read (nor
                    // recursed into).
                    i += peek(1) == "<" ? 3 : 2
                    try skipGroup()
                    return .single(text(from: start), length: 0)
                default:
                    // (?flags: … ): the options apply to the group's text, kept with each reading.
                    i += 1
                    while let f = peek(), "imnsxJU-".unicodeScalars.contains(f) { i += 1 }
                    guard peek() == ":" else { throw NotExpandable() }
                    i += 1
                    kind = .plain
                }
                open = text(from: start)
            } else {
                captures += 1
            }
            depth += 1
            guard depth <= LookBehindExpansion.maximumDepth else { throw NotExpandable() }
            let inner = try alternatives()
            depth -= 1
            guard peek() == ")" else { throw NotExpandable() }
            i += 1
            let whole = text(from: start)
            switch kind {
            case .capture:
                guard inner.fixed, let length = inner.readings.keys.first else { throw NotExpandable() }
                return .single(whole, length: length)
            case .atomic:
                if inner.fixed, let length = inner.readings.keys.first { return .single(whole, length: length) }
                guard let kept = inner.firstMatch else { throw NotExpandable() }
                return Shape(readings: kept, fixed: false, branchesFixed: false, firstMatch: kept, committed: true)
            case .plain:
                if inner.fixed, let length = inner.readings.keys.first { return .single(whole, length: length) }
                return Shape(
                    readings: inner.merged.mapValues { [open + $0 + ")"] }, fixed: false, branchesFixed: false,
                    firstMatch: inner.firstMatch?.mapValues { $0.map { open + $0 + ")" } }, committed: inner.committed)
            }
        }

        enum GroupKind { case capture, plain, atomic }

        /// To past the `)` that closes the group open (its capturing groups counted), without
        /// recursion.
        mutating func skipGroup() throws {
            var open = 1
            while let c = peek() {
                switch c {
                case "\\": i += 2
                case "[":
                    i += 1
                    try skipClass()
                case "(":
                    if peek(1) != "?" { captures += 1 }
                    open += 1
                    i += 1
                case ")":
                    open -= 1
                    i += 1
                    if open == 0 { return }
                default: i += 1
                }
            }
            throw NotExpandable()
        }

        /// After `[`: to past the class's `]` (a first `]` or `^]` is a member; nested classes and
        /// `[:name:]` are read whole; escapes are skipped).
        mutating func skipClass() throws {
            if peek() == "^" { i += 1 }
            if peek() == "]" { i += 1 }
            while let c = peek() {
                switch c {
                case "\\": i += 2
                case "[": i += 1; try skipClass()
                case "]": i += 1; return
                default: i += 1
                }
            }
            throw NotExpandable()
        }

        mutating func escape(start: Int) throws -> Shape {
            guard let c = peek(1) else { throw NotExpandable() }
            i += 2
            if peek() == "{", "xpPo".unicodeScalars.contains(c) {
                while let d = peek(), d != "}" { i += 1 }
                guard peek() == "}" else { throw NotExpandable() }
                i += 1
            } else if c == "p" || c == "P" {
                i += 1  // \pL: a one-letter property
            }
            switch c {
            case "b", "B", "A", "z", "Z", "G": return .single(text(from: start), length: 0)
            // \R and \X vary in ways a split does not keep; back references, \K, \Q and \E are
            // not written by the translation.
            case "R", "X", "g", "k", "K", "Q", "E", "0"..."9", "N", "C": throw NotExpandable()
            default: return .single(text(from: start), length: 1)
            }
        }

    }
}
