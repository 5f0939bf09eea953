/// Partial matching, for the as-you-type card check: a brand given by a pattern is still possible
/// while some continuation of the digits typed so far could match it (docs/cards.md, "The
/// card check as the customer types").
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
}
