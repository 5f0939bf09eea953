// As the customer types (docs/product-fields.md, "A field as the customer types"): whether some
// continuation of a failing value can still pass each rule of TextRules.swift.

extension TermsAndConditionsRule {
    /// A dead end unless the value is a prefix of `true` that the field lets grow into it.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        completes(value, to: "true", continuations) ? nil : error
    }
}

extension FixedListRule {
    /// A dead end unless the value is a prefix of an allowed value that the field lets grow into it.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        allowedValues.contains { completes(value, to: $0, continuations) } ? nil : error
    }
}

/// Whether `value` (valid UTF-8) is a byte prefix of `target` whose rest may follow it. A prefix of
/// whole characters of valid UTF-8 ends where one of `target`'s characters starts.
func completes(_ value: UnsafeRawBufferPointer, to target: String, _ continuations: Continuations) -> Bool {
    let bytes = target.utf8
    guard bytes.count > value.count, bytes.starts(with: value) else { return false }
    return continuations.canAppend(String(decoding: bytes.dropFirst(value.count), as: UTF8.self).unicodeScalars)
}

extension LengthRule {
    /// Longer than `maxLength` is a dead end (nothing typed shortens it); shorter than
    /// `minLength`, unless the mask's placeholders cannot reach it.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        let lowest = max(minimum, 0), highest = maximum ?? Int64.max
        guard lowest <= highest else { return error }
        return continuations.canReach(lowest...highest, from: Int64(UTF8Text.utf16Length(value))) ? nil : error
    }
}

extension EmailAddressRule {
    /// The completion program of the e-mail pattern (no class ranges: nothing to charge but bytes).
    static let completion = (try? PatternMatcher.completion(of: Array(pattern.utf8), caseInsensitive: true)) ?? nil

    /// A dead end when nothing may follow, or no text that starts with the value matches.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        guard continuations.canGrow else { return error }
        return patternDeadEnd(PatternMatcher.canComplete(EmailAddressRule.completion, value), error, Self.name)
    }
}

extension RegularExpressionRule {
    /// A pattern without a reading, or a match past the limits, fails every continuation too (fail
    /// closed). Otherwise a dead end when nothing may follow, or no text that starts with the value
    /// matches. Which characters the mask takes does not narrow a pattern's continuations (only
    /// whether one more may follow): a pattern and a mask together can leave a value incomplete
    /// that no key completes, never invalid while one could.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        guard error.params.isEmpty, continuations.canGrow else { return error }
        // The completion program is compiled on first use and charged to the call. A field whose
        // patterns took nearly all of the product's compile budget may not afford it: then the
        // pattern's own partial match answers, which can only err towards a dead end.
        guard let completion = try? PatternMatcher.javaCompletion(pattern) else {
            return PatternMatcher.canContinue(compiled.code, value) ? nil : error
        }
        return patternDeadEnd(PatternMatcher.canComplete(completion, value), error, Self.name)
    }
}

/// A partial match's answer as a dead end: `nil` when some continuation matches, `error` when none
/// does, `matchLimit` when a limit stopped the match.
private func patternDeadEnd(_ outcome: PatternMatcher.Outcome, _ error: ValidationError, _ rule: String) -> ValidationError? {
    switch outcome {
    case .match: return nil
    case .noMatch, .invalidPattern: return error
    case .limitReached: return .reason(rule, "matchLimit")
    }
}

extension BoletoBancarioRequirednessRule {
    /// Alone the rule passes, so it is never a dead end.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        nil
    }
}
