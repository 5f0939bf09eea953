/// A field's `dataRestrictions`: whether a value is required, and its validators, which run in
/// one fixed order whatever the JSON's order (`docs/card-input.md`, "Validation of one value").
public struct DataRestrictions: Sendable {
    /// Whether an empty value fails with the `required` error.
    public let isRequired: Bool
    let rules: [Rule]
    /// How many of the rules match a pattern: they share one call's match budget.
    let patternRuleCount: Int

    /// Every validator PaySeal knows, in the order they run (and errors are reported).
    static let ruleTypes: [Rule.Kind] = [
        Rule.Kind(LuhnRule.self), Rule.Kind(IBANRule.self), Rule.Kind(TermsAndConditionsRule.self),
        Rule.Kind(RegularExpressionRule.self), Rule.Kind(EmailAddressRule.self), Rule.Kind(ExpirationDateRule.self),
        Rule.Kind(FixedListRule.self), Rule.Kind(LengthRule.self), Rule.Kind(RangeRule.self),
        Rule.Kind(ResidentIDNumberRule.self), Rule.Kind(BoletoBancarioRequirednessRule.self),
    ]

    /// Parses `{"isRequired": bool, "validators": {name: params, …}}`; unknown validators are ignored.
    /// - Throws: ``PaySealError/Code/argument`` for invalid UTF-8, ``PaySealError/Code/json`` for JSON that is not that shape (the message names the
    ///   member), ``PaySealError/Code/limit`` for more than ``Limits/maximumKeyInput`` bytes or a
    ///   pattern whose compiling would pass the compile budget (`docs/card-input.md`, "Bounded work").
    public init(json bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: bytes)
    }

    /// Parses `dataRestrictions` JSON given as any collection of bytes (`Data` from URLSession, a slice, ...).
    public init(json bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: CollectionBytes(bytes))
    }

    /// `name`: the C ABI's parameter, which the message about invalid UTF-8 is about.
    package init(jsonBytes bytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        self = try bytes.withBytes { (raw) throws(PaySealError.Thrown) in
            guard raw.count <= Limits.maximumKeyInput else {
                throw PaySealError(.limit, "the dataRestrictions JSON has \(raw.count) bytes; the limit is \(Limits.maximumKeyInput)")
            }
            // Small documents (every field's) are kept per thread; a large one is parsed each time.
            guard raw.count <= 4096 else { return try DataRestrictions(parsing: raw, named: name) }
            let thread = ThreadContexts.current
            if let kept = thread.keptRestrictions(raw) { return kept }
            let parsed = try DataRestrictions(parsing: raw, named: name)
            thread.keep(parsed, parsedFrom: raw)
            return parsed
        }
    }

    /// Only a document not kept yet is checked: a kept one is these very bytes, once valid.
    private init(parsing raw: UnsafeRawBufferPointer, named name: String?) throws(PaySealError.Thrown) {
        try JSONValue.requireUTF8(raw, named: name, what: "the dataRestrictions JSON")
        self = try PatternCompileCost.counting { () throws(PaySealError.Thrown) in try DataRestrictions(JSONValue.parse(raw)) }
    }

    /// From the parsed `dataRestrictions` object (of a product field, or alone).
    init(_ json: JSONValue) throws(PaySealError.Thrown) {
        guard case .object = json else { throw PaySealError(.json, "dataRestrictions is not a JSON object") }
        switch json["isRequired"] {
        case nil, .null?: isRequired = false
        case let .bool(flag)?: isRequired = flag
        default: throw PaySealError(.json, "dataRestrictions \"isRequired\" is not a boolean")
        }
        var rules: [Rule] = []
        let validators = json["validators"]
        switch validators {
        case nil, .null?: break
        case .object?:
            for type in DataRestrictions.ruleTypes {
                guard let parameters = validators?[type.name] else { continue }
                rules.append(try type.read(try RuleParameters(rule: type.name, parameters, ignored: type.ignoresParameters)))
            }
        default: throw PaySealError(.json, "dataRestrictions \"validators\" is not a JSON object")
        }
        self.rules = rules
        patternRuleCount = rules.filter { $0.matchesPatterns }.count
    }

    /// The names of the validators, in the order they run.
    public var ruleNames: [String] { rules.map { $0.name } }

    /// The errors of one unmasked value: `required` alone for an empty value of a required field,
    /// nothing for an empty optional one, else one error per failing rule, in rule order.
    public func validate(_ value: String, today: YearMonth = .current) -> [ValidationError] {
        var value = value
        return value.withUTF8 { validate(utf8: UnsafeRawBufferPointer($0), today: today) }
    }

    /// The same for valid UTF-8 read in place (card data from a C host is never copied into a String).
    package func validate(utf8 value: UnsafeRawBufferPointer, today: YearMonth) -> [ValidationError] {
        validate(utf8: value, today: today, required: isRequired)
    }

    /// With the requiredness decided by the caller (a request's boletoBancarioRequiredness).
    func validate(utf8 value: UnsafeRawBufferPointer, today: YearMonth, required: Bool) -> [ValidationError] {
        guard !value.isEmpty else { return required ? [ValidationError("required")] : [] }
        guard patternRuleCount > 1 else { return rules.compactMap { $0.validate(value, today: today) } }
        return PatternMatcher.sharingBudget(among: patternRuleCount) { rules.compactMap { $0.validate(value, today: today) } }
    }

    /// The `fiscalNumberLength` of a boletoBancarioRequiredness rule, if the field has one.
    var boletoFiscalNumberLength: Int64? {
        rules.lazy.compactMap { $0.fiscalNumberLength }.first
    }
}
