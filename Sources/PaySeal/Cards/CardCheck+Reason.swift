/// Why a part of the card check is not valid, as a Swift type, so that an app switches over it
/// instead of comparing ``CardCheck/Part/reason`` strings.
extension CardCheck {
    /// The reason a part fails; the raw value is the JSON's spelling.
    public enum Reason: Sendable, Hashable, RawRepresentable {
        /// Nothing was typed.
        case required
        /// A character other than digits (and, in a PAN, spaces and `-`).
        case characters
        /// The PAN's brand is not among those the form accepts.
        case brandNotAccepted
        /// Too few or too many digits.
        case length
        /// The PAN's check digit does not match.
        case luhn
        /// The expiry is not a month and a year.
        case format
        /// The expiry is in the past.
        case past
        /// The expiry is too far in the future.
        case tooFar
        /// A reason this version of PaySeal does not know, by its name.
        case unknown(String)

        private static let known: [Reason] = [.required, .characters, .brandNotAccepted, .length, .luhn, .format, .past, .tooFar]

        /// The reason of a name; a name PaySeal does not know is ``unknown(_:)``.
        public init(rawValue: String) {
            self = Reason.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
        }

        /// The name, as the JSON spells it.
        public var rawValue: String {
            switch self {
            case .required: return "required"
            case .characters: return "characters"
            case .brandNotAccepted: return "brandNotAccepted"
            case .length: return "length"
            case .luhn: return "luhn"
            case .format: return "format"
            case .past: return "past"
            case .tooFar: return "tooFar"
            case let .unknown(name): return name
            }
        }
    }
}

extension CardCheck.Part {
    /// ``reason`` as a ``CardCheck/Reason``; `nil` exactly when the part is valid.
    public var failureReason: CardCheck.Reason? { reason.map(CardCheck.Reason.init(rawValue:)) }
}
