/// Full matches of the server's validation patterns, written in PCRE2's syntax (close to Java's,
/// the platform's: the Java translation writes it), with bounded work and memory. The engine is
/// the crypto backend's (the seam: `PatternEngine`, `PatternProgram` and
/// `PatternEngineThreadState`, one set in Backend/System/PCRE2PatternEngine.swift, PCRE2, and
/// one in Backend/Portable/FoundationPatternEngine.swift, NSRegularExpression; `docs/design.md`,
/// "Validation patterns"):
/// - every match runs under a match limit, a depth limit and a heap limit, so a catastrophic
///   pattern answers ``Outcome/limitReached`` instead of hanging the host or taking its memory;
/// - the match budget belongs to the call, not to the pattern: a call that may run many patterns
///   (a brand table, a product's fields) shares one budget among them (``sharingBudget(among:_:)``);
/// - compiling is bounded too (``PatternCompileCost``).
/// Compiled patterns are cached by their text: a product's patterns are matched on every keystroke.
enum PatternMatcher {
    enum Outcome: Equatable { case match, noMatch, invalidPattern, limitReached }

    typealias Compiled = PatternProgram

    // PCRE2's limits (the system backend's engine; the portable one has its own budget).
    /// Matching steps allowed per match, at most: far more than any field pattern needs (a card
    /// number against the platform's patterns takes under a hundred steps).
    static let matchLimit: UInt32 = 1_000_000
    static let depthLimit: UInt32 = 10_000
    /// The heap PCRE2 may use for one match's backtracking frames, in KiB. A frame holds every
    /// capture's offsets, so 8,000 empty groups made each frame 128 KB and one match took 1 GB
    /// within the depth limit. 8 MiB is 10,000 frames (the depth limit) of a pattern with 50
    /// capture groups.
    static let heapLimitKiB: UInt32 = 8 * 1024
    /// A thread keeps its match data (and the frames it grew) only for patterns whose frames are
    /// at most this large (about 20 capture groups); others get match data of their own, freed
    /// after the match, so a hostile pattern cannot leave megabytes behind on every thread.
    static let keptFrameSize = 512
    /// PCRE2 counts only the steps that leave a backtracking point; between two of them it may
    /// walk the whole compiled pattern or subject without counting. So the limit shrinks as they
    /// grow: steps times (compiled size + subject length) stays within this budget, a quarter of
    /// a second at most, while a 1 KB program on the longest value (4096 bytes) still gets
    /// 9,800 steps, twice what walking a greedy `.+` back over it takes. With a fixed limit of
    /// 1,000,000, the 17-byte pattern `(?:\u{FFFD}?){6000}\u{FFFD}` (a 60 KB program) took 40 s
    /// to give up on a 7-character value.
    static let workBudget = 50_000_000
    static let minimumMatchLimit: UInt32 = 1_000
    static let cacheCapacity = 256

    /// The match limit for a program of `compiledSize` bytes on a subject of `subjectLength`,
    /// when a call's `budget` (work units) is shared among `share` matches.
    static func matchLimit(compiledSize: Int, subjectLength: Int, share: Int = 1, budget: Int = workBudget) -> UInt32 {
        let work = max(1, compiledSize + subjectLength), share = max(1, share)
        let minimum = max(1, Int(minimumMatchLimit) / share)
        return UInt32(clamping: min(Int(matchLimit), max(minimum, budget / share / work)))
    }

    /// Runs `body` with one call's match budget (``workBudget`` units, or less: a card call has a
    /// keystroke's) shared among `count` matches: each match in it gets `1/count` of the budget,
    /// so the call's work stays within the budget (a table of 256 patterns that each ran to their
    /// own limit took 8 s for one keystroke). Nested calls keep the larger count and the smaller
    /// budget.
    static func sharingBudget<T, E: Error>(among count: Int, budget: Int = workBudget, _ body: () throws(E) -> T) throws(E) -> T {
        let thread = ThreadContexts.current
        let (outerShare, outerBudget) = (thread.patternShare, thread.patternBudget)
        let outermost = thread.patternScopeDepth == 0
        thread.patternShare = max(outerShare, count)
        thread.patternBudget = min(outerBudget, budget)
        thread.patternScopeDepth += 1
        if outermost { PatternEngine.startCall(budget: thread.patternBudget, thread: thread) }
        defer {
            thread.patternScopeDepth -= 1
            (thread.patternShare, thread.patternBudget) = (outerShare, outerBudget)
        }
        return try body()
    }

    /// Whether the whole of `subject` (valid UTF-8) matches `pattern`.
    static func fullMatch(_ pattern: String, caseInsensitive: Bool = false, _ subject: UnsafeRawBufferPointer) -> Outcome {
        fullMatch(try? compiled(pattern, caseInsensitive: caseInsensitive), subject)
    }

    /// The same with a pattern compiled beforehand (`nil`: a pattern that does not compile,
    /// ``Outcome/invalidPattern``). A limit reached, or any other failure to finish matching, is
    /// ``Outcome/limitReached``: the value is not accepted (fail closed).
    static func fullMatch(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Outcome {
        guard let compiled else { return .invalidPattern }
        return PatternEngine.fullMatch(compiled, subject, thread: ThreadContexts.current)
    }

    private struct Key: Hashable {
        let pattern: [UInt8]  // bytes, not String ==: "é" and "e\u{301}" are different patterns
        let caseInsensitive: Bool
    }

    /// `nil` for a pattern the engine cannot compile; those are cached too.
    private static let cache = Locked<[Key: Compiled?]>([:])

    /// The compiled pattern, or `nil` for one the engine cannot compile.
    /// - Throws: ``PaySealError/Code/limit`` when compiling it would pass the call's compile
    ///   budget (``PatternCompileCost``); charged whether or not the pattern is cached, so the
    ///   answer does not depend on what was compiled before.
    /// `written`: the pattern was written from a server pattern's reading (a completion program,
    /// ``completion(of:caseInsensitive:written:)``), its cost and nesting known.
    static func compiled(_ pattern: String, caseInsensitive: Bool, written: Written? = nil) throws(PaySealError.Thrown) -> Compiled? {
        let key = Key(pattern: Array(pattern.utf8), caseInsensitive: caseInsensitive)
        if let written {
            try PatternCompileCost.charge(written.cost)
        } else {
            try PatternCompileCost.charge(key.pattern, caseInsensitive: caseInsensitive)
        }
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let compiled = compileUncached(key.pattern, caseInsensitive: caseInsensitive, written: written)
        cache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = compiled
        }
        return compiled
    }

    /// The engine's compilation of `pattern`, uncharged and uncached (callers do both). A
    /// pattern nested deeper than ``maximumNesting`` does not compile, on either engine.
    /// `written`: written from a server pattern's reading, so in the engine's own syntax
    /// (``PatternEngine/spelling(of:)``), its nesting and look-behinds known; else PCRE2's syntax,
    /// read here.
    static func compileUncached(_ pattern: [UInt8], caseInsensitive: Bool, written: Written? = nil) -> Compiled? {
        guard (written?.depth ?? PatternCompileCost.nestingDepth(pattern)) <= maximumNesting else { return nil }
        return PatternEngine.compile(pattern, caseInsensitive: caseInsensitive, written: written)
    }

    /// What is known of a pattern written from a server pattern's reading (its tree: JavaReading),
    /// so that nothing is read again from its text.
    struct Written {
        /// What compiling it costs (``PatternCompileCost``).
        let cost: PatternCompileCost.Cost
        /// How deep its parentheses nest.
        let depth: Int
        /// Whether each of its look-behinds has branches of one fixed length each (what PCRE2
        /// compiles: ``JavaReading/lookBehindsFixed``); `nil` where the engine judges that itself
        /// (``PatternEngine/needsLookBehindsJudged``).
        let lookBehindsFixed: Bool?
    }

    /// The deepest nesting of parentheses a pattern may have (PCRE2's own limit is 250). Both
    /// engines, and the portable engine's look-behind scan, compile a group inside a group by
    /// recursion on the calling thread's stack: 240 nested groups needed 178 KB of it, and a
    /// host's secondary thread may have 128 KiB (tools: Tests/stack-depth). Real patterns nest a
    /// few levels; Java's reading adds at most two levels around a construct.
    static let maximumNesting = 64
}

/// The server's patterns, read as Java reads them (``JavaPattern``). PaySeal's own patterns
/// (e-mail, IBAN) and the brand tables' patterns stay in PCRE2's dialect and go through
/// ``PatternMatcher/compiled(_:caseInsensitive:)``.
extension PatternMatcher {
    /// A server pattern after translation.
    enum JavaCompiled {
        /// The PCRE2 reading (`nil` when PCRE2 refuses the translated text: a Java construct
        /// PCRE2 cannot compile, such as a variable-length look-behind; fail closed).
        /// `unreadable`: the values not matched against it (``JavaPattern/UnreadableValues``).
        case compiled(Compiled?, unreadable: JavaPattern.UnreadableValues)
        /// Java refuses the pattern (PatternSyntaxException).
        case invalid
        /// Java accepts it; PaySeal has no faithful reading of one of its constructs.
        case unsupported(String)

        /// The compiled pattern to match with, when there is one.
        var code: Compiled? {
            if case .compiled(let code, _) = self { return code }
            return nil
        }
    }

    private struct JavaEntry {
        let result: JavaCompiled
        /// The reading's compile cost (charged on every use: the compile budget counts what the
        /// engine compiles, and the answer must not depend on the cache) and nesting; `nil` when
        /// Java refuses the pattern or PaySeal cannot read it.
        var written: Written? = nil
        /// The reading in the engine's syntax (empty when there is none): the as-you-type check
        /// compiles its completion program from it.
        var text: [UInt8] = []
    }

    /// Keyed by the pattern's bytes; one entry per Java pattern, translated once.
    private static let javaCache = Locked<[PatternText: JavaEntry]>([:])

    /// A pattern as a cache key, equal and hashed by its UTF-8 bytes ("é" and "e\u{301}" are
    /// different patterns, which String's == would not tell apart), and made without copying
    /// them: a product's first validation looks up every one of its patterns.
    private struct PatternText: Hashable {
        let text: String

        static func == (a: PatternText, b: PatternText) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The server pattern `pattern` translated from Java's syntax and compiled (PCRE2_UTF only:
    /// the translation spells out case, line terminators and classes).
    /// - Throws: ``PaySealError/Code/limit`` when compiling the translated text would pass the
    ///   call's compile budget (``PatternCompileCost``); the translation stops as soon as its
    ///   text is longer than a whole call may compile.
    static func compiledJava(_ pattern: String) throws(PaySealError.Thrown) -> JavaCompiled {
        try javaEntry(pattern).result
    }

    /// The completion program of a server pattern (``completion(of:caseInsensitive:)`` of its
    /// translation), `nil` when the pattern has no compiled reading.
    /// - Throws: ``PaySealError/Code/limit`` past the call's compile budget.
    static func javaCompletion(_ pattern: String) throws(PaySealError.Thrown) -> Compiled? {
        let entry = try javaEntry(pattern)
        guard case .compiled(_?, _) = entry.result else { return nil }
        return try completion(of: entry.text, caseInsensitive: false, written: entry.written)
    }

    private static func javaEntry(_ pattern: String) throws(PaySealError.Thrown) -> JavaEntry {
        let key = PatternText(text: pattern)
        if let hit = javaCache.withLock({ $0[key] }) {
            try PatternCompileCost.charge(hit.written?.cost ?? .none)
            return hit
        }
        let entry: JavaEntry
        switch JavaPattern.translate(pattern, maximumBytes: PatternCompileCost.maximumBytes) {
        case .invalid: entry = JavaEntry(result: .invalid)
        case .unsupported(let why): entry = JavaEntry(result: .unsupported(why))
        case .tooLong:
            throw PaySealError(.limit, "the patterns come to more than \(PatternCompileCost.maximumBytes) bytes of pattern text, the limit of one call")
        case .reading(let reading):
            // The cost is the reading's, whichever engine compiles it: one verdict on both.
            let written = Written(
                cost: reading.cost, depth: reading.depth,
                lookBehindsFixed: PatternEngine.needsLookBehindsJudged ? reading.tree.lookBehindsFixed : nil)
            try PatternCompileCost.charge(written.cost)
            let bytes = Array(PatternEngine.spelling(of: reading).utf8)
            entry = JavaEntry(
                result: .compiled(compileUncached(bytes, caseInsensitive: false, written: written), unreadable: reading.unreadable),
                written: written, text: bytes)
        }
        javaCache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = entry
        }
        return entry
    }
}

/// Partial matching, for the as-you-type checks: a brand given by a pattern is still possible
/// while some continuation of the digits typed so far could match it (`docs/cards.md`, "The card
/// check as the customer types"), and a product field's pattern while some continuation of its
/// value could (`docs/product-fields.md`, "A field as the customer types").
extension PatternMatcher {
    /// Whether `subject`, or some text that starts with it, full-matches the compiled pattern
    /// (PCRE2's hard partial matching, or NSRegularExpression's `hitEnd`: the engine's
    /// `PatternEngine.canContinue`). Runs under the same limits (and share of the call's budget)
    /// as ``fullMatch(_:_:)-(Compiled?,_)``; a pattern that does not compile or a limit reached
    /// answers `false` (fail closed: the check then says no continuation can match this brand).
    static func canContinue(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Bool {
        guard let compiled else { return false }
        return PatternEngine.canContinue(compiled, subject, thread: ThreadContexts.current)
    }

    /// The program that answers, with ``canComplete(_:_:)``, whether some text that starts with a
    /// value (the value itself included) full-matches `pattern` (PCRE2 syntax): `(?:pattern)\z|(?!)`.
    /// - `\z`: PCRE2 anchors a partial match at the start only (it refuses PCRE2_ENDANCHORED with
    ///   partial matching), so on the pattern alone a short complete match can hide a longer path:
    ///   `\d{5}|\d{5}-\d{4}` on `12345-` matches `12345` and stops, where `12345-6789` would pass.
    ///   With `\z` the short match fails at the `-` and the longer path reaches the end (partial).
    /// - `|(?!)`, an alternative that never matches and reads nothing: it makes the program's
    ///   shortest match empty. ICU (the portable engine) reports `hitEnd` for any subject shorter
    ///   than a pattern's shortest match before trying it (`a@@` against the e-mail pattern, which
    ///   needs 6 characters: "more input could match"), which would keep every short dead end
    ///   incomplete there; PCRE2 reads the alternative as a plain failure.
    /// Compiled and cached as any pattern, and charged to the call's compile budget.
    /// `written`: `pattern` is a server pattern's reading in the engine's syntax, known so; the
    /// program is one group deeper and a few bytes longer.
    static func completion(of pattern: [UInt8], caseInsensitive: Bool, written: Written? = nil) throws(PaySealError.Thrown) -> Compiled? {
        let text = Array("(?:".utf8) + pattern + Array(")\\z|(?!)".utf8)
        let program = written.map {
            Written(
                cost: PatternCompileCost.Cost(
                    bytes: $0.cost.bytes + text.count - pattern.count, lookBehindWork: $0.cost.lookBehindWork,
                    propertyClassWork: $0.cost.propertyClassWork),
                depth: $0.depth + 1, lookBehindsFixed: $0.lookBehindsFixed)
        }
        return try compiled(String(decoding: text, as: UTF8.self), caseInsensitive: caseInsensitive, written: program)
    }

    /// Whether some text that starts with `subject` full-matches: `match`, `noMatch`, or
    /// `limitReached` when a limit stopped the match (fail closed: no continuation is known to
    /// pass). `compiled` is a ``completion(of:caseInsensitive:)`` program; `nil`: `invalidPattern`.
    static func canComplete(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Outcome {
        guard let compiled else { return .invalidPattern }
        return PatternEngine.partialMatch(compiled, subject, thread: ThreadContexts.current)
    }
}
