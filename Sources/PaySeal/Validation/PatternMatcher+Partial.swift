import CPCRE2

/// Partial matching, for the as-you-type card check: a brand given by a pattern is still possible
/// while some continuation of the digits typed so far could match it (docs/card-input.md, "The
/// card check as the customer types").
extension PatternMatcher {
    /// Whether `subject`, or some text that starts with it, full-matches the compiled pattern:
    /// PCRE2's hard partial matching (a partial match wins over a complete one, so a pattern that
    /// matches `4` and also `41…` answers yes either way). Runs under the same limits (and share of the
    /// call's budget) as ``fullMatch(_:_:)-(Compiled?,_)``; a pattern that does not compile, a missing thread context
    /// or a limit reached answers `false` (fail closed: the check then says no continuation can
    /// match this brand).
    static func canContinue(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Bool {
        let result = match(compiled, subject, options: UInt32(PCRE2_ANCHORED | PCRE2_ENDANCHORED | PCRE2_PARTIAL_HARD)).result
        return result >= 0 || result == PCRE2_ERROR_PARTIAL
    }
}
