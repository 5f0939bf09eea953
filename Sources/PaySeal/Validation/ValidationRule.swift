/// One validator of a field's `dataRestrictions.validators`: a small pure type, built from its
/// JSON parameters, that checks one unmasked value (valid UTF-8) against "today".
protocol ValidationRule: Sendable {
    /// The validator's name in the JSON, and the `type` of its error.
    static var name: String { get }
    /// Whether the rule takes no parameters, so that whatever JSON its key has is ignored.
    static var ignoresParameters: Bool { get }
    /// - Throws: ``PaySealError/Code/json`` for a parameter of the wrong type or a missing one
    ///   the rule cannot do without.
    init(parameters: RuleParameters) throws(PaySealError.Thrown)
    /// The error, or `nil` when the value passes. Never called with an empty value.
    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError?
    /// For a value that fails the rule with `error`: `nil` when some continuation the field allows
    /// passes the rule (the value is on its way), else the error that no continuation escapes:
    /// `error`, or the reason every continuation shares (an expiry date's `past`). The as-you-type
    /// check (`docs/product-fields.md`, "A field as the customer types").
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError?
    /// Whether the rule matches a pattern (its matches share one call's budget).
    static var matchesPatterns: Bool { get }
    /// The `length` rule's `maxLength`; `nil` for the others.
    var maximumLength: Int64? { get }
    /// The `boletoBancarioRequiredness` rule's `fiscalNumberLength`; `nil` for the others.
    var fiscalNumberLength: Int64? { get }
}

extension ValidationRule {
    var failure: ValidationError { ValidationError(Self.name) }
    static var ignoresParameters: Bool { false }
    static var matchesPatterns: Bool { false }
    var maximumLength: Int64? { nil }
    var fiscalNumberLength: Int64? { nil }
}

/// A validator's parameters (`{"minLength": 2, …}`), read strictly: a member of the wrong JSON
/// type is an error naming it; JSON `null` counts as absent.
struct RuleParameters {
    let rule: String
    /// The parameters through the one reader of JSON members (an empty object when absent).
    private let reader: JSONObjectReader

    init(rule: String, _ members: JSONValue?, ignored: Bool = false) throws(PaySealError.Thrown) {
        self.rule = rule
        var parameters = JSONValue.object([])
        if !ignored, let members, members != .null {
            guard case .object = members else { throw PaySealError(.json, "the \"\(rule)\" validator's parameters are not a JSON object") }
            parameters = members
        }
        reader = try JSONObjectReader(parameters, naming: .validator(rule))
    }

    /// A JSON integer (no fraction or exponent) within 64 bits.
    func integer(_ name: String) throws(PaySealError.Thrown) -> Int64? { try reader.integer(name).map { Int64($0) } }

    func string(_ name: String) throws(PaySealError.Thrown) -> String? { try reader.string(name) }

    func strings(_ name: String) throws(PaySealError.Thrown) -> [String]? { try reader.strings(name) }

    func required<T>(_ value: T?, _ name: String) throws(PaySealError.Thrown) -> T {
        guard let value else { throw PaySealError(.json, "the \"\(rule)\" validator has no \"\(name)\"") }
        return value
    }
}

/// Bytes of UTF-8 that validators read.
enum UTF8Text {
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The length in UTF-16 code units of valid UTF-8: one per scalar, two for those beyond
    /// U+FFFF (the four-byte sequences).
    static func utf16Length(_ bytes: UnsafeRawBufferPointer) -> Int {
        bytes.reduce(0) { count, byte in
            if byte & 0xC0 == 0x80 { return count }  // a continuation byte
            return count + (byte >= 0xF0 ? 2 : 1)
        }
    }

    static func equals(_ bytes: UnsafeRawBufferPointer, _ text: String) -> Bool {
        bytes.count == text.utf8.count && bytes.elementsEqual(text.utf8)
    }
}
