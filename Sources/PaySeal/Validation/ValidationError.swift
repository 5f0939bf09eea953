/// One failed rule of a value: `{"type": …, "params": {…}, "messageKey": …, "message": …}` in JSON
/// (`"fieldId"` first when a request is validated). The messages are PaySeal's English sentences
/// (ValidationMessages.swift; `docs/card-input.md`, "Messages").
public struct ValidationError: Sendable, Hashable, CustomStringConvertible {
    /// The rule's name ("luhn", "length", …) or "required".
    public let type: String
    /// The rule's bounds or the reason, in the order the JSON writes them.
    public let params: [Parameter]
    /// The field the error is about, when a whole request is validated.
    public var fieldID: String?

    /// One member of the error's `params`.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name, such as `minLength` or `reason`.
        public let name: String
        /// The parameter's value.
        public let value: Value

        /// A parameter, such as `minLength` 13 for ``MessageCatalog/message(forKey:params:locale:)``.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }

        /// A parameter value: a JSON integer, string or array of strings.
        public enum Value: Sendable, Hashable {
            /// A JSON integer, such as a length bound.
            case integer(Int64)
            /// A JSON string, such as a reason.
            case string(String)
            /// A JSON array of strings, such as the allowed values of a fixed list.
            case strings([String])
        }
    }

    init(_ type: String, _ params: [Parameter] = [], fieldID: String? = nil) {
        self.type = type
        self.params = params
        self.fieldID = fieldID
    }

    static func reason(_ type: String, _ reason: String) -> ValidationError {
        ValidationError(type, [Parameter(name: "reason", value: .string(reason))])
    }

    /// The error as its compact JSON (``json``).
    public var description: String { String(decoding: json, as: UTF8.self) }

    /// `{"fieldId":…,"type":…,"params":{…},"messageKey":…,"message":…}`, compact (`fieldId` only
    /// when set).
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 64)
        write(to: &writer)
        return writer.bytes
    }

    func write(to writer: inout JSONWriter) {
        if fieldID == nil, params.isEmpty, let entry = Self.parameterless(type) {
            writer.raw(entry.json)
            return
        }
        writeMembers(to: &writer)
    }

    /// The JSON of each error with no parameter and no field (`luhn`, `required`, …), written once
    /// by ``writeMembers(to:)``: copied, it takes a fifth of `payseal_validate_value`'s time less
    /// than written member by member.
    /// Each with the array of it alone (`[…]`), the usual answer of one value's validation.
    private static let parameterless: [(type: String, json: [UInt8], alone: [UInt8])] =
        ["required", "luhn", "iban", "termsAndConditions", "regularExpression", "emailAddress"].map { type in
            var writer = JSONWriter(capacity: 160)
            ValidationError(type).writeMembers(to: &writer)
            return (type, writer.bytes, Array("[".utf8) + writer.bytes + Array("]".utf8))
        }

    /// A scan of six, not a Dictionary: hashing the type cost more than comparing the lengths
    /// (all differ but two) and then one or two types.
    private static func parameterless(_ type: String) -> (type: String, json: [UInt8], alone: [UInt8])? {
        let length = type.utf8.count
        for entry in parameterless where entry.type.utf8.count == length && entry.type == type { return entry }
        return nil
    }

    private func writeMembers(to writer: inout JSONWriter) {
        writer.raw("{")
        if let fieldID {
            writer.raw("\"fieldId\":")
            writer.string(fieldID)
            writer.raw(",")
        }
        writer.raw("\"type\":")
        writer.string(type)
        writer.raw(",\"params\":{")
        for (index, parameter) in params.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(parameter.name)
            writer.raw(":")
            switch parameter.value {
            case let .integer(number): writer.raw(String(number))
            case let .string(text): writer.string(text)
            case let .strings(list):
                writer.raw("[")
                for (position, item) in list.enumerated() {
                    if position > 0 { writer.raw(",") }
                    writer.string(item)
                }
                writer.raw("]")
            }
        }
        // The key and message are PaySeal's own ASCII text with no character JSON escapes
        // (ValidationMessages.swift; ValidationMessageTests checks every one), so they are
        // copied as they are: escaping them was a third of the cost of payseal_validate_value.
        let key = messageKey
        writer.raw("},\"messageKey\":\"")
        writer.raw(key)
        writer.raw("\",\"message\":\"")
        writer.raw(message(forKey: key))
        writer.raw("\"")
        writer.raw("}")
    }

    /// A JSON array of errors, "[]" for none.
    package static func jsonArray(_ errors: [ValidationError]) -> [UInt8] {
        if errors.count == 1, let error = errors.first, error.fieldID == nil, error.params.isEmpty,
            let entry = parameterless(error.type)
        {
            return entry.alone  // shared, not copied: most failing keystrokes have one such error
        }
        // An error with its message takes 100 to 200 bytes: room for that, so the buffer rarely grows.
        var writer = JSONWriter(capacity: 2 + errors.count * 192)
        writer.raw("[")
        for (index, error) in errors.enumerated() {
            if index > 0 { writer.raw(",") }
            error.write(to: &writer)
        }
        writer.raw("]")
        return writer.bytes
    }
}

/// The rule an error is about as a Swift type, so that an app switches over it instead of
/// comparing ``ValidationError/type`` strings; a rule a newer server sends is ``Kind/unknown(_:)``.
extension ValidationError {
    /// The rule a value failed; the raw value is the JSON's `type`.
    public enum Kind: Sendable, Hashable, RawRepresentable {
        /// A required value is missing.
        case required
        /// The value's length is outside the rule's bounds.
        case length
        /// The card number's check digit does not match.
        case luhn
        /// The value is outside the rule's numeric range.
        case range
        /// The value does not match the field's pattern (or the pattern could not be run).
        case regularExpression
        /// The value is not an email address.
        case emailAddress
        /// The expiry date is malformed, past or too far ahead (see the `reason` parameter).
        case expirationDate
        /// The value is not one of the allowed values.
        case fixedList
        /// The value is not a valid IBAN.
        case iban
        /// The value is not a valid resident id number.
        case residentIdNumber
        /// The terms and conditions were not accepted.
        case termsAndConditions
        /// A Boleto Bancário field required by the fiscal number's length is missing.
        case boletoBancarioRequiredness
        /// A `numericstring` field's value has a character other than digits.
        case numericString
        /// An `integer` field's value is not a whole number.
        case integer
        /// A `boolean` field's value is not `true` or `false`.
        case boolean
        /// A rule this version of PaySeal does not know, by its name.
        case unknown(String)

        private static let known: [Kind] = [
            .required, .length, .luhn, .range, .regularExpression, .emailAddress, .expirationDate, .fixedList, .iban,
            .residentIdNumber, .termsAndConditions, .boletoBancarioRequiredness, .numericString, .integer, .boolean,
        ]

        /// The kind of a `type` name; a name PaySeal does not know is ``unknown(_:)``.
        public init(rawValue: String) {
            self = Kind.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
        }

        /// The `type` name, as the JSON and ``ValidationError/type`` spell it.
        public var rawValue: String {
            switch self {
            case .required: return "required"
            case .length: return "length"
            case .luhn: return "luhn"
            case .range: return "range"
            case .regularExpression: return "regularExpression"
            case .emailAddress: return "emailAddress"
            case .expirationDate: return "expirationDate"
            case .fixedList: return "fixedList"
            case .iban: return "iban"
            case .residentIdNumber: return "residentIdNumber"
            case .termsAndConditions: return "termsAndConditions"
            case .boletoBancarioRequiredness: return "boletoBancarioRequiredness"
            case .numericString: return "numericString"
            case .integer: return "integer"
            case .boolean: return "boolean"
            case let .unknown(name): return name
            }
        }
    }

    /// ``type`` as a ``Kind``.
    public var kind: Kind { Kind(rawValue: type) }
}
