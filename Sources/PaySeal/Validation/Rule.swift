/// One validator of a field, whatever its type: the calls every ``ValidationRule`` answers, bound
/// to the rule when it is read, and what callers ask of particular rules. A struct of closures
/// rather than `any ValidationRule`: Embedded Swift (the web build) has no existentials and no
/// dynamic casts.
struct Rule: Sendable {
    /// The validator's name in the JSON.
    let name: String
    /// Whether the rule matches a pattern (regularExpression, emailAddress, iban): such rules
    /// share one call's match budget.
    let matchesPatterns: Bool
    /// The `length` validator's `maxLength` (`nil` for other rules).
    let maximumLength: Int64?
    /// The `boletoBancarioRequiredness` validator's `fiscalNumberLength` (`nil` for other rules).
    let fiscalNumberLength: Int64?
    private let validateValue: @Sendable (UnsafeRawBufferPointer, YearMonth) -> ValidationError?
    private let deadEndValue: @Sendable (UnsafeRawBufferPointer, ValidationError, YearMonth, Continuations) -> ValidationError?

    init<R: ValidationRule>(_ rule: R) {
        name = R.name
        matchesPatterns = R.matchesPatterns
        maximumLength = rule.maximumLength
        fiscalNumberLength = rule.fiscalNumberLength
        validateValue = { value, today in rule.validate(value, today: today) }
        deadEndValue = { value, error, today, continuations in
            rule.deadEnd(value, failing: error, today: today, continuations: continuations)
        }
    }

    /// ``ValidationRule/validate(_:today:)``.
    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? { validateValue(value, today) }

    /// ``ValidationRule/deadEnd(_:failing:today:continuations:)``.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth, continuations: Continuations
    ) -> ValidationError? {
        deadEndValue(value, error, today, continuations)
    }

    /// A validator type: its name, whether it ignores its parameters, and how it is read.
    struct Kind: Sendable {
        let name: String
        let ignoresParameters: Bool
        let read: @Sendable (RuleParameters) throws(PaySealError.Thrown) -> Rule

        init<R: ValidationRule>(_ type: R.Type) {
            name = R.name
            ignoresParameters = R.ignoresParameters
            read = { (parameters) throws(PaySealError.Thrown) in Rule(try R(parameters: parameters)) }
        }
    }
}
