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
    static func completion(of pattern: [UInt8], caseInsensitive: Bool, written: Written? = nil) throws -> Compiled? {
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
