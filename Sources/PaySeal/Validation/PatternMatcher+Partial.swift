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
    ///
    /// PCRE2 refuses PCRE2_ENDANCHORED with partial matching (PCRE2_ERROR_BADOPTION, at match and
    /// at compile time alike), so the partial match is anchored at the start only: it answers
    /// "partial" when a path reached the end of the digits wanting more (`^4\d*$` on `4111`), and
    /// may instead report a complete match of a shorter part (`4[0-9]{2}` on `4123`), which says
    /// nothing about the whole; then the ordinary full match decides. (A pattern whose first
    /// complete match is short while another path could still grow, `4|41*2` on `41`, answers
    /// no: the fail-closed side.)
    static func canContinue(_ compiled: Compiled?, _ subject: UnsafeRawBufferPointer) -> Bool {
        let partial = match(compiled, subject, options: UInt32(PCRE2_ANCHORED | PCRE2_PARTIAL_HARD)).result
        if partial == PCRE2_ERROR_PARTIAL { return true }
        return partial >= 0 && fullMatch(compiled, subject) == .match
    }
}
