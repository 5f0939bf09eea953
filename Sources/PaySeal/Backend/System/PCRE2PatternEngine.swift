// The system backend's pattern engine, PCRE2 (a system library, libpcre2-8); the seam is
// JavaPattern/Matching/PatternMatcher.swift, whose `PatternEngine` names each backend provides.
// The web build has it too, on PCRE2 10.42 built for wasm32 (bindings/web/README.md): the same
// verdicts and limits in the page.
#if (os(Linux) && SystemCrypto && !PortableCrypto) || hasFeature(Embedded)
import CPCRE2

/// The validation patterns on PCRE2: full matches (PCRE2_ANCHORED | PCRE2_ENDANCHORED) and hard
/// partial matches, under a match limit that shrinks with the program and the subject and is
/// shared among a call's matches, a depth limit and a heap limit (``PatternMatcher``'s figures).
enum PatternEngine {
    static let name = "PCRE2"
    /// PCRE2 refuses a look-behind it cannot compile with branches of fixed lengths itself: a
    /// written pattern's ``PatternMatcher/Written/lookBehindsFixed`` is not needed.
    static let needsLookBehindsJudged = false

    /// A server pattern's reading in PCRE2's syntax.
    static func spelling(of reading: JavaPattern.Reading) -> String { reading.pcre2 }

    /// PCRE2's compilation of `pattern` (PCRE2_UTF; PCRE2_CASELESS when `caseInsensitive`), or
    /// `nil` when PCRE2 refuses it. PCRE2's syntax is the engine's own, and it judges look-behinds
    /// itself (`written` tells nothing more here).
    static func compile(_ pattern: [UInt8], caseInsensitive: Bool, written: PatternMatcher.Written? = nil) -> PatternProgram? {
        var options = UInt32(PCRE2_UTF)
        if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let code = pattern.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options, &errorCode, &errorOffset, nil)
        }
        return code.map { PatternProgram($0, pattern: pattern, options: options) }
    }

    /// A call's budget starts: PCRE2's limits are set per match from the share alone.
    static func startCall(budget: Int, thread: ThreadContexts) {}

    /// Whether the whole of `subject` matches, with the thread's share of its call's budget.
    static func fullMatch(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> PatternMatcher.Outcome {
        if let compiled = program.compiledFullMatch(), let outcome = machineCodeMatch(compiled, program, subject, thread: thread) {
            return outcome
        }
        return match(program, subject, options: UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED), thread: thread).outcome
    }

    /// A full match by the program's machine code (``PatternProgram/compiledFullMatch()``), under
    /// the same match limit; `nil` when it did not finish (a limit, its stack, memory): then the
    /// interpreter decides as it would have alone, so the machine code never changes a verdict
    /// the interpreter reaches, and a limit still fails closed.
    private static func machineCodeMatch(
        _ code: OpaquePointer, _ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread contexts: ThreadContexts
    ) -> PatternMatcher.Outcome? {
        let thread = contexts.patternEngine
        guard let context = thread.matchContext, let data = thread.matchData else { return nil }
        let result = limitedMatch(code, program, subject, options: 0, data: data, context: context, thread: contexts)
        if result >= 0 { return .match }
        return result == PCRE2_ERROR_NOMATCH ? .noMatch : nil
    }

    /// PCRE2's hard partial matching (a partial match wins over a complete one, so a pattern that
    /// matches `4` and also `41…` answers yes either way). PCRE2 refuses PCRE2_ENDANCHORED with
    /// partial matching (PCRE2_ERROR_BADOPTION), so the partial match is anchored at the start
    /// only: it answers "partial" when a path reached the end of the digits wanting more
    /// (`^4\d*$` on `4111`), and may instead report a complete match of a shorter part
    /// (`4[0-9]{2}` on `4123`), which says nothing about the whole; then the ordinary full match
    /// decides. (A pattern whose first complete match is short while another path could still
    /// grow, `4|41*2` on `41`, answers no: the fail-closed side.)
    static func canContinue(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> Bool {
        partialMatch(program, subject, thread: thread) == .match
    }

    /// ``canContinue(_:_:thread:)`` with its three answers: `match` (a partial match, or a complete
    /// one that is the whole subject), `noMatch`, or `limitReached` (a limit stopped either match).
    /// Given `(?:p)\z` (``PatternMatcher/completion(of:caseInsensitive:)``), a complete match is
    /// the whole subject and a short alternative cannot hide a longer one (`(?:4|41*2)\z` on `41`
    /// is partial), so the answer is exact.
    static func partialMatch(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> PatternMatcher.Outcome {
        let partial = match(program, subject, options: UInt32(PCRE2_ANCHORED | PCRE2_PARTIAL_HARD), thread: thread)
        if partial.result == PCRE2_ERROR_PARTIAL { return .match }
        guard partial.result >= 0 else { return partial.outcome }
        return fullMatch(program, subject, thread: thread)
    }

    /// One bounded match: the outcome, and PCRE2's own result. Limits, or any other failure to
    /// finish matching, are `limitReached`: the value is not accepted (fail closed).
    private static func match(
        _ program: PatternProgram, _ subject: UnsafeRawBufferPointer, options: UInt32,
        thread contexts: ThreadContexts
    ) -> (outcome: PatternMatcher.Outcome, result: Int32) {
        let thread = contexts.patternEngine
        // Without its context (out of memory) a match would run without limits: refuse instead.
        guard let context = thread.matchContext else { return (.limitReached, PCRE2_ERROR_NOMEMORY) }
        let kept = program.frameSize <= PatternMatcher.keptFrameSize
        guard let data = kept ? thread.matchData : pcre2_match_data_create_8(1, nil) else {
            return (.limitReached, PCRE2_ERROR_NOMEMORY)
        }
        defer { if !kept { pcre2_match_data_free_8(data) } }
        let result = limitedMatch(program.code, program, subject, options: options, data: data, context: context, thread: contexts)
        if result >= 0 { return (.match, result) }
        // A partial match is an answer, not a limit (the caller reads `result`).
        if result == PCRE2_ERROR_NOMATCH || result == PCRE2_ERROR_PARTIAL { return (.noMatch, result) }
        contexts.patternLimitsReached += 1
        return (.limitReached, result)
    }

    /// PCRE2's result for `code` (the program's, or its machine code) on `subject`, under the
    /// match limit of the program's size, the subject's length and the thread's share of its
    /// call's budget, which is charged to the thread's match work. pcre2_match, not
    /// pcre2_jit_match, for machine code too: it still checks that the subject is UTF-8.
    private static func limitedMatch(
        _ code: OpaquePointer, _ program: PatternProgram, _ subject: UnsafeRawBufferPointer, options: UInt32,
        data: OpaquePointer, context: OpaquePointer, thread contexts: ThreadContexts
    ) -> Int32 {
        let limit = PatternMatcher.matchLimit(
            compiledSize: program.size, subjectLength: subject.count,
            share: contexts.patternShare, budget: contexts.patternBudget)
        pcre2_set_match_limit_8(context, limit)
        contexts.addPatternWork(Int(limit), times: max(1, program.size + subject.count))
        let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let empty: UInt8 = 0
        return withUnsafePointer(to: empty) { emptySubject in
            pcre2_match_8(code, base ?? emptySubject, subject.count, 0, options, data, context)
        }
    }
}

/// A compiled pattern, freed when the last user lets go of it.
final class PatternProgram: @unchecked Sendable {
    // Immutable after compilation but for the machine code, made once behind a lock; PCRE2 allows
    // concurrent matching with one compiled pattern.
    let code: OpaquePointer
    /// The compiled program's size in bytes (PCRE2_INFO_SIZE): `{6000}` makes a short pattern long.
    let size: Int
    /// The size of one backtracking frame (PCRE2_INFO_FRAMESIZE): it grows with the captures.
    let frameSize: Int
    /// What the machine code is compiled from: the pattern and its compile options.
    private let pattern: [UInt8], options: UInt32
    /// Full matches so far, until the machine code is made, and the full-match machine code's
    /// address: 0 until made, 1 when it cannot be. Behind a pthread mutex (``Locked``), not
    /// Synchronization's `Atomic`, which Apple ships only from iOS 18 and macOS 15.
    private let machineCode = Locked<(fullMatches: Int, address: UInt)>((0, 0))

    init(_ code: OpaquePointer, pattern: [UInt8], options: UInt32) {
        self.code = code
        self.pattern = pattern
        self.options = options
        // (Neither can fail for a compiled pattern; if one did, the largest size is the safe side.)
        var size = 0, frameSize = 0
        self.size = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_SIZE), &size) == 0 ? size : Int(Int32.max)
        self.frameSize = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_FRAMESIZE), &frameSize) == 0 ? frameSize : Int(Int32.max)
    }

    deinit {
        pcre2_code_free_8(code)
        let machine = machineCode.withLock { $0.address }
        if machine > 1 { pcre2_code_free_8(OpaquePointer(bitPattern: machine)) }
    }

    /// A pattern full-matched this many times is compiled to machine code (PCRE2's JIT): a field
    /// typed into or validated again. Once, the interpreter is cheaper (compiling takes six times
    /// as long as compiling for the interpreter), so a product's first validation does not pay for it.
    static let machineCodeAfter = 3
    /// Programs larger than this (bytes) stay interpreted: the machine code's size and compile
    /// time grow with the program (programs of about 4 KB took up to 0.8 ms and 57 KB of machine
    /// code), and field patterns are a few hundred bytes.
    static let machineCodeMaximumSize = 2048

    /// The program compiled to machine code for full matches, once it has been matched
    /// ``machineCodeAfter`` times, or `nil`. PCRE2's JIT does not take PCRE2_ANCHORED and
    /// PCRE2_ENDANCHORED at match time, so this is a second compilation: `(?:pattern)\z`
    /// anchored at the start (the full-match reading the partial matches' completion program
    /// already uses; PCRE2 10.42's JIT disagrees with its interpreter on some patterns compiled
    /// with PCRE2_ENDANCHORED, such as a recursion).
    func compiledFullMatch() -> OpaquePointer? {
        let (machine, makes) = machineCode.withLock { state -> (UInt, Bool) in
            guard state.address == 0 else { return (state.address, false) }
            state.fullMatches &+= 1
            return (0, state.fullMatches == Self.machineCodeAfter)
        }
        if machine > 1 { return OpaquePointer(bitPattern: machine) }
        // Only the caller that reached the count makes it (outside the lock: compiling takes a
        // while, and the others go on with the interpreter meanwhile).
        guard makes else { return nil }
        let made = makeMachineCode()
        machineCode.withLock { $0.address = made.map { UInt(bitPattern: $0) } ?? 1 }
        return made
    }

    private func makeMachineCode() -> OpaquePointer? {
        guard size <= Self.machineCodeMaximumSize, Self.readsTheSameInAGroup(pattern) else { return nil }
        let text = Array("(?:".utf8) + pattern + Array(")\\z".utf8)
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = text.withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options | UInt32(PCRE2_ANCHORED), &errorCode, &errorOffset, nil)
        }
        guard let compiled else { return nil }
        // Without JIT support (a build without it, memory that may not be made executable), the
        // interpreter goes on alone.
        guard pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0 else {
            pcre2_code_free_8(compiled)
            return nil
        }
        return compiled
    }

    /// Whether `(?:pattern)\z` full-matches as the pattern under PCRE2_ENDANCHORED does, as far
    /// as a scan of the text can tell: not with a verb (`(*ACCEPT)` ends a match before the `\z`,
    /// where PCRE2_ENDANCHORED fails it) nor a recursion or subroutine call (`(?R)` would take the
    /// `\z` in). Conservative: such text anywhere, even escaped or in a class, keeps the pattern
    /// interpreted. Text that swallows the suffix (`\Q` to the end, a `#` comment) leaves the
    /// group open, which PCRE2 refuses, so the interpreter goes on. Java's patterns as PaySeal
    /// translates them have none of these; a brand table's PCRE2 patterns may.
    static func readsTheSameInAGroup(_ pattern: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < pattern.count {
            let (byte, next) = (pattern[index], pattern[index + 1])
            let after = index + 2 < pattern.count ? pattern[index + 2] : 0
            switch (byte, next) {
            case (UInt8(ascii: "("), UInt8(ascii: "*")): return false
            case (UInt8(ascii: "("), UInt8(ascii: "?")):
                if after == UInt8(ascii: "R") || after == UInt8(ascii: "&") || after == UInt8(ascii: "+") || after == UInt8(ascii: "P")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
                {
                    return false
                }
                if after == UInt8(ascii: "-"), index + 3 < pattern.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pattern[index + 3]) {
                    return false
                }
            case (UInt8(ascii: "\\"), UInt8(ascii: "g")):
                if after == UInt8(ascii: "<") || after == UInt8(ascii: "'") { return false }
            default: break
            }
            index += 1
        }
        return true
    }
}

/// A thread's PCRE2 state, kept in ``ThreadContexts``.
final class PatternEngineThreadState {
    /// Match data for this thread's matches (one offset pair: only whether there is a match is
    /// read), made once: making it for every match cost a fifth of a validation.
    private(set) lazy var matchData: OpaquePointer? = pcre2_match_data_create_8(1, nil)

    /// The match context: the depth and heap limits, and the match limit that each match sets
    /// (it depends on the pattern, the subject and how many matches share the call's budget).
    private(set) lazy var matchContext: OpaquePointer? = {
        let context = pcre2_match_context_create_8(nil)
        if let context {
            pcre2_set_depth_limit_8(context, PatternMatcher.depthLimit)
            pcre2_set_heap_limit_8(context, PatternMatcher.heapLimitKiB)
        }
        return context
    }()

    deinit {
        if let matchData { pcre2_match_data_free_8(matchData) }
        if let matchContext { pcre2_match_context_free_8(matchContext) }
    }
}
#endif
