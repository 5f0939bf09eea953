import CPCRE2

/// Partial matching, for the as-you-type card check: a brand given by a pattern is still possible
/// while some continuation of the digits typed so far could match it (docs/card-input.md, "The
/// card check as the customer types").
extension PatternMatcher {
    /// Whether `subject`, or some text that starts with it, full-matches the compiled pattern:
    /// PCRE2's hard partial matching (a partial match wins over a complete one, so a pattern that
    /// matches `4` and also `41…` answers yes either way). Runs under the same match limit as
    /// ``fullMatch(_:_:)-(Compiled?,_)``; a pattern that does not compile, a missing thread context
    /// or a limit reached answers `false` (fail closed: the check then says no continuation can
    /// match this brand).
    static func canContinue(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Bool {
        guard let compiled else { return false }
        let thread = ThreadContexts.current
        guard let context = thread.patternMatchContext, let data = thread.patternMatchData else { return false }
        pcre2_set_match_limit_8(context, matchLimit(compiledSize: compiled.size, subjectLength: subject.count))
        let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let empty: UInt8 = 0
        let result = withUnsafePointer(to: empty) { emptySubject in
            pcre2_match_8(compiled.code, base ?? emptySubject, subject.count, 0,
                          UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED | PCRE2_PARTIAL_HARD), data, context)
        }
        return result >= 0 || result == PCRE2_ERROR_PARTIAL
    }
}
