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

    init(parameters: RuleParameters) throws {
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

    init(parameters: RuleParameters) throws {
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
    let pattern: String
    /// Translated and compiled when the rule is read; compiling throws
    /// ``PaySealError/Code/limit`` past the call's compile budget (``PatternCompileCost``).
    let compiled: PatternMatcher.JavaCompiled

    init(parameters: RuleParameters) throws {
        let pattern = try parameters.string("regularExpression") ?? parameters.string("regex")
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

    init(parameters: RuleParameters) throws {
        fiscalNumberLength = try parameters.integer("fiscalNumberLength")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? { nil }
}
