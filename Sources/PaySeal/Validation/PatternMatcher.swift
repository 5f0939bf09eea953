import CPCRE2
import Synchronization

/// Full matches of the server's validation patterns with PCRE2, whose syntax is close to Java's
/// (the platform's), with bounded work: every match runs under a match limit and a depth limit,
/// so a catastrophic pattern answers ``Outcome/limitReached`` instead of hanging the host.
/// Compiled patterns are cached by their text: a product's patterns are matched on every keystroke.
enum PatternMatcher {
    enum Outcome: Equatable { case match, noMatch, invalidPattern, limitReached }

    /// Matching steps allowed per match, at most: far more than any field pattern needs (a card
    /// number against the platform's patterns takes under a hundred steps).
    static let matchLimit: UInt32 = 1_000_000
    static let depthLimit: UInt32 = 10_000
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

    /// The match limit for a program of `compiledSize` bytes on a subject of `subjectLength`.
    static func matchLimit(compiledSize: Int, subjectLength: Int) -> UInt32 {
        let work = max(1, compiledSize + subjectLength)
        return UInt32(clamping: min(Int(matchLimit), max(Int(minimumMatchLimit), workBudget / work)))
    }

    /// Whether the whole of `subject` (valid UTF-8) matches `pattern`.
    static func fullMatch(_ pattern: String, caseInsensitive: Bool = false, _ subject: UnsafeRawBufferPointer) -> Outcome {
        fullMatch(compiled(pattern, caseInsensitive: caseInsensitive), subject)
    }

    /// The same with a pattern compiled beforehand (`nil`: a pattern that does not compile).
    static func fullMatch(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Outcome {
        guard let compiled else { return .invalidPattern }
        let thread = ThreadContexts.current
        // Without its context (out of memory) a match would run without limits: refuse instead.
        guard let context = thread.patternMatchContext, let data = thread.patternMatchData else { return .limitReached }
        pcre2_set_match_limit_8(context, matchLimit(compiledSize: compiled.size, subjectLength: subject.count))
        let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let empty: UInt8 = 0
        let result = withUnsafePointer(to: empty) { emptySubject in
            pcre2_match_8(compiled.code, base ?? emptySubject, subject.count, 0,
                          UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED), data, context)
        }
        if result >= 0 { return .match }
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        // The limits, or any other failure to finish matching: the value is not accepted (fail closed).
        return .limitReached
    }

    /// A compiled pattern, freed when the last user lets go of it.
    final class Compiled: @unchecked Sendable {
        // Immutable after compilation; PCRE2 allows concurrent matching with one compiled pattern.
        let code: OpaquePointer
        /// The compiled program's size in bytes (PCRE2_INFO_SIZE): `{6000}` makes a short pattern long.
        let size: Int
        init(_ code: OpaquePointer) {
            self.code = code
            var size = 0
            let status = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_SIZE), &size)
            // (It cannot fail for a compiled pattern; if it did, the largest size gives the lowest limit.)
            self.size = status == 0 ? size : Int(Int32.max)
        }
        deinit { pcre2_code_free_8(code) }
    }

    private struct Key: Hashable {
        let pattern: [UInt8]  // bytes, not String ==: "é" and "e\u{301}" are different patterns
        let caseInsensitive: Bool
    }

    /// `nil` for a pattern PCRE2 cannot compile; those are cached too.
    private static let cache = Mutex<[Key: Compiled?]>([:])

    static func compiled(_ pattern: String, caseInsensitive: Bool) -> Compiled? {
        let key = Key(pattern: Array(pattern.utf8), caseInsensitive: caseInsensitive)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        var options = UInt32(PCRE2_UTF)
        if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let code = key.pattern.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options, &errorCode, &errorOffset, nil)
        }
        let compiled = code.map(Compiled.init)
        cache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = compiled
        }
        return compiled
    }
}
