/// `termsAndConditions`: exactly `true`.
struct TermsAndConditionsRule: ValidationRule {
    static let name = "termsAndConditions"
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        UTF8Text.equals(value, "true") ? nil : failure
    }
}

/// `fixedList`: exactly one of `allowedValues` (case-sensitive; an empty list allows nothing).
struct FixedListRule: ValidationRule {
    static let name = "fixedList"
    let allowedValues: [String]

    init(parameters: RuleParameters) throws(PaySealError.Thrown) {
        allowedValues = try parameters.required(try parameters.strings("allowedValues"), "allowedValues")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        guard !allowedValues.contains(where: { UTF8Text.equals(value, $0) }) else { return nil }
        return ValidationError(Self.name, [.init(name: "allowedValues", value: .strings(allowedValues))])
    }
}

/// `length`: `minLength` <= length <= `maxLength`, inclusive, counted in UTF-16 code units (as
/// the platform's Java and JavaScript SDKs count); a missing bound is 0 / unbounded.
struct LengthRule: ValidationRule {
    static let name = "length"
    let minimum: Int64
    let maximum: Int64?
    var maximumLength: Int64? { maximum }

    init(parameters: RuleParameters) throws(PaySealError.Thrown) {
        minimum = try parameters.integer("minLength") ?? 0
        maximum = try parameters.integer("maxLength")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        let length = Int64(UTF8Text.utf16Length(value))
        guard length < minimum || maximum.map({ length > $0 }) == true else { return nil }
        var params = [ValidationError.Parameter(name: "minLength", value: .integer(minimum))]
        if let maximum { params.append(.init(name: "maxLength", value: .integer(maximum))) }
        return ValidationError(Self.name, params)
    }
}

/// `emailAddress`: the permissive pattern of the platform's SDKs, case-insensitive, whole value.
struct EmailAddressRule: ValidationRule {
    static let name = "emailAddress"
    static let matchesPatterns = true
    static let pattern = #"[^@\.]+(\.[^@\.]+)*@([^@\.]+\.)*[^@\.]+\.[^@\.][^@\.]+"#
    static let ignoresParameters = true
    // Its classes have no ranges, so it costs no compile budget and compiling cannot throw.
    let compiled = (try? PatternMatcher.compiled(EmailAddressRule.pattern, caseInsensitive: true)) ?? nil
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        PatternMatcher.fullMatch(compiled, value) == .match ? nil : failure
    }
}

/// `regularExpression` (`{"regularExpression": p}`, or `{"regex": p}`): the whole value matches
/// `p` as Java's `Pattern.compile(p).matcher(v).matches()` reads it (the server's dialect,
/// translated to PCRE2 by ``JavaPattern``). A pattern Java refuses, one PaySeal cannot read
/// faithfully, or a match past the limits, is an error of the value (fail closed), never a
/// dropped rule.
struct RegularExpressionRule: ValidationRule {
    static let name = "regularExpression"
    static let matchesPatterns = true
    let pattern: String
    /// Translated and compiled when the rule is read; compiling throws
    /// ``PaySealError/Code/limit`` past the call's compile budget (``PatternCompileCost``).
    let compiled: PatternMatcher.JavaCompiled

    init(parameters: RuleParameters) throws(PaySealError.Thrown) {
        // Not `a ?? b`: `??` is `rethrows`, which throws `any Error` (none in Embedded Swift).
        var pattern = try parameters.string("regularExpression")
        if pattern == nil { pattern = try parameters.string("regex") }
        self.pattern = try parameters.required(pattern, "regularExpression")
        compiled = try PatternMatcher.compiledJava(self.pattern)
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        if case .unsupported = compiled { return .reason(Self.name, "unsupportedPattern") }
        // Only a compiled reading answers matchLimit: one PCRE2 refused is unsupportedPattern below.
        if case .compiled(_?, let unreadable) = compiled, unreadable.excludes(value) {
            return .reason(Self.name, "matchLimit")
        }
        switch PatternMatcher.fullMatch(compiled.code, value) {
        case .match: return nil
        case .noMatch: return failure
        case .invalidPattern:
            // PCRE2 refusing a translation Java accepted (a look-behind not written at fixed lengths) is ours.
            if case .compiled = compiled { return .reason(Self.name, "unsupportedPattern") }
            return .reason(Self.name, "invalidPattern")
        case .limitReached: return .reason(Self.name, "matchLimit")
        }
    }
}

/// `boletoBancarioRequiredness` (`fiscalNumberLength`): makes its field required when the
/// request's `fiscalNumber` has that length, so it needs the whole request; alone it passes.
struct BoletoBancarioRequirednessRule: ValidationRule {
    static let name = "boletoBancarioRequiredness"
    let fiscalNumberLength: Int64?

    init(parameters: RuleParameters) throws(PaySealError.Thrown) {
        fiscalNumberLength = try parameters.integer("fiscalNumberLength")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? { nil }
}

// As the customer types (docs/product-fields.md, "A field as the customer types"): whether some
// continuation of a failing value can still pass each rule above.

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
