/// The rule an error is about as a Swift type, so that an app switches over it instead of
/// comparing ``ValidationError/type`` strings; a rule a newer server sends is ``Kind/unknown(_:)``.
extension ValidationError {
    /// The rule a value failed; the raw value is the JSON's `type`.
    public enum Kind: Sendable, Hashable, RawRepresentable, Codable {
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
