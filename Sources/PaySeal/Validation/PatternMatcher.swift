import CPCRE2
import Synchronization

/// Full matches of the server's validation patterns with PCRE2, whose syntax is close to Java's
/// (the platform's), with bounded work and memory:
/// - every match runs under a match limit, a depth limit and a heap limit, so a catastrophic
///   pattern answers ``Outcome/limitReached`` instead of hanging the host or taking its memory;
/// - the match budget belongs to the call, not to the pattern: a call that may run many patterns
///   (a brand table, a product's fields) shares one budget among them (``sharingBudget(among:_:)``);
/// - compiling is bounded too (``PatternCompileCost``).
/// Compiled patterns are cached by their text: a product's patterns are matched on every keystroke.
enum PatternMatcher {
    enum Outcome: Equatable { case match, noMatch, invalidPattern, limitReached }

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
    /// when the call's budget is shared among `share` matches.
    static func matchLimit(compiledSize: Int, subjectLength: Int, share: Int = 1) -> UInt32 {
        let work = max(1, compiledSize + subjectLength), share = max(1, share)
        let minimum = max(1, Int(minimumMatchLimit) / share)
        return UInt32(clamping: min(Int(matchLimit), max(minimum, workBudget / share / work)))
    }

    /// Runs `body` with the call's match budget shared among `count` matches: each match in it
    /// gets `1/count` of the budget, so the call's work stays within one match's (a table of 256
    /// patterns that each ran to their own limit took 8 s for one keystroke). Nested calls keep
    /// the larger count.
    static func sharingBudget<T>(among count: Int, _ body: () throws -> T) rethrows -> T {
        let thread = ThreadContexts.current
        let outer = thread.patternShare
        thread.patternShare = max(outer, count)
        defer { thread.patternShare = outer }
        return try body()
    }

    /// Whether the whole of `subject` (valid UTF-8) matches `pattern`.
    static func fullMatch(_ pattern: String, caseInsensitive: Bool = false, _ subject: UnsafeRawBufferPointer) -> Outcome {
        fullMatch(try? compiled(pattern, caseInsensitive: caseInsensitive), subject)
    }

    /// The same with a pattern compiled beforehand (`nil`: a pattern that does not compile).
    static func fullMatch(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Outcome {
        match(compiled, subject, options: UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED)).outcome
    }

    /// One bounded match of `compiled` on `subject` with `options`: the outcome, and PCRE2's own
    /// result for callers that read more of it (partial matching). Limits, or any other failure
    /// to finish matching, are `limitReached`: the value is not accepted (fail closed).
    static func match(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer, options: UInt32) -> (outcome: Outcome, result: Int32) {
        guard let compiled else { return (.invalidPattern, PCRE2_ERROR_NOMATCH) }
        let thread = ThreadContexts.current
        // Without its context (out of memory) a match would run without limits: refuse instead.
        guard let context = thread.patternMatchContext else { return (.limitReached, PCRE2_ERROR_NOMEMORY) }
        let kept = compiled.frameSize <= keptFrameSize
        guard let data = kept ? thread.patternMatchData : pcre2_match_data_create_8(1, nil) else {
            return (.limitReached, PCRE2_ERROR_NOMEMORY)
        }
        defer { if !kept { pcre2_match_data_free_8(data) } }
        pcre2_set_match_limit_8(context, matchLimit(compiledSize: compiled.size, subjectLength: subject.count, share: thread.patternShare))
        let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let empty: UInt8 = 0
        let result = withUnsafePointer(to: empty) { emptySubject in
            pcre2_match_8(compiled.code, base ?? emptySubject, subject.count, 0, options, data, context)
        }
        if result >= 0 { return (.match, result) }
        if result == PCRE2_ERROR_NOMATCH { return (.noMatch, result) }
        return (.limitReached, result)
    }

    /// A compiled pattern, freed when the last user lets go of it.
    final class Compiled: @unchecked Sendable {
        // Immutable after compilation; PCRE2 allows concurrent matching with one compiled pattern.
        let code: OpaquePointer
        /// The compiled program's size in bytes (PCRE2_INFO_SIZE): `{6000}` makes a short pattern long.
        let size: Int
        /// The size of one backtracking frame (PCRE2_INFO_FRAMESIZE): it grows with the captures.
        let frameSize: Int
        init(_ code: OpaquePointer) {
            self.code = code
            // (Neither can fail for a compiled pattern; if one did, the largest size is the safe side.)
            var size = 0, frameSize = 0
            self.size = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_SIZE), &size) == 0 ? size : Int(Int32.max)
            self.frameSize = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FRAMESIZE), &frameSize) == 0 ? frameSize : Int(Int32.max)
        }
        deinit { pcre2_code_free_8(code) }
    }

    private struct Key: Hashable {
        let pattern: [UInt8]  // bytes, not String ==: "é" and "e\u{301}" are different patterns
        let caseInsensitive: Bool
    }

    /// `nil` for a pattern PCRE2 cannot compile; those are cached too.
    private static let cache = Mutex<[Key: Compiled?]>([:])

    /// The compiled pattern, or `nil` for one PCRE2 cannot compile.
    /// - Throws: ``PaySealError/Code/limit`` when compiling it would pass the call's compile
    ///   budget (``PatternCompileCost``); charged whether or not the pattern is cached, so the
    ///   answer does not depend on what was compiled before.
    static func compiled(_ pattern: String, caseInsensitive: Bool) throws -> Compiled? {
        let key = Key(pattern: Array(pattern.utf8), caseInsensitive: caseInsensitive)
        try PatternCompileCost.charge(key.pattern, caseInsensitive: caseInsensitive)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        var options = UInt32(PCRE2_UTF)
        if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
        let compiled = compileUncached(key.pattern, options: options)
        cache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = compiled
        }
        return compiled
    }

    /// PCRE2's compilation of `pattern` with `options`, uncharged and uncached (callers do both).
    static func compileUncached(_ pattern: [UInt8], options: UInt32) -> Compiled? {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let code = pattern.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options, &errorCode, &errorOffset, nil)
        }
        return code.map(Compiled.init)
    }
}
