/// A field's `type` and `preferredInputType` as Swift types, so that an app picks a keyboard with
/// a switch instead of comparing the platform's strings; a name a newer server sends is
/// `unknown`.
extension PaymentProduct {
    /// The shape of a field's value; the raw value is the Client API's spelling.
    public enum FieldType: Sendable, Hashable, RawRepresentable {
        /// Any text.
        case string
        /// Digits only.
        case numericString
        /// A whole number, possibly negative.
        case integer
        /// An expiry date, MMYY (or MMYYYY).
        case expiryDate
        /// `true` or `false`.
        case boolean
        /// A date.
        case date
        /// A type this version of PaySeal does not know (or `""` when the field has none).
        case unknown(String)

        private static let known: [FieldType] = [.string, .numericString, .integer, .expiryDate, .boolean, .date]

        /// The type of a name; a name PaySeal does not know is ``unknown(_:)``.
        public init(rawValue: String) {
            self = FieldType.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
        }

        /// The name, as the Client API spells it (lower case).
        public var rawValue: String {
            switch self {
            case .string: return "string"
            case .numericString: return "numericstring"
            case .integer: return "integer"
            case .expiryDate: return "expirydate"
            case .boolean: return "boolean"
            case .date: return "date"
            case let .unknown(name): return name
            }
        }
    }

    /// The keyboard a field asks for; the raw value is the Client API's spelling.
    public enum InputType: Sendable, Hashable, RawRepresentable {
        /// Text.
        case string
        /// Digits.
        case integer
        /// An email address.
        case emailAddress
        /// A phone number.
        case phoneNumber
        /// A date.
        case date
        /// An input type this version of PaySeal does not know.
        case unknown(String)

        private static let known: [InputType] = [.string, .integer, .emailAddress, .phoneNumber, .date]

        /// The input type of a name; a name PaySeal does not know is ``unknown(_:)``.
        public init(rawValue: String) {
            self = InputType.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
        }

        /// The name, as the Client API spells it.
        public var rawValue: String {
            switch self {
            case .string: return "StringKeyboard"
            case .integer: return "IntegerKeyboard"
            case .emailAddress: return "EmailAddressKeyboard"
            case .phoneNumber: return "PhoneNumberKeyboard"
            case .date: return "DateKeyboard"
            case let .unknown(name): return name
            }
        }
    }
}

extension PaymentProduct.Field {
    /// ``type`` as a ``PaymentProduct/FieldType``.
    public var fieldType: PaymentProduct.FieldType { PaymentProduct.FieldType(rawValue: type) }

    /// ``preferredInputType`` as a ``PaymentProduct/InputType``; `nil` when the field has none.
    public var inputType: PaymentProduct.InputType? { preferredInputType.map(PaymentProduct.InputType.init(rawValue:)) }
}
