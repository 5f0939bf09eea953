/// When to ask for IIN details again as the customer types: the platform SDKs' rule, so that an
/// app asks once per bin instead of at every key.
extension IIN {
    /// Whether a card number that changed from `previousCardNumber` to `cardNumber` needs a new
    /// IIN check: it has 6 digits or more and its first 6 digits differ from the previous
    /// number's, or, once it has 16 digits or more, its first 8 do (the SDKs' rule: at 6 digits,
    /// and at 8 once the number is long enough for an 8-digit bin to matter). Spaces and `-` are
    /// ignored; a number with another character is never checked (`false`). Pass `""` as
    /// `previousCardNumber` the first time.
    public static func needsNewDetails(cardNumber: String, previousCardNumber: String) -> Bool {
        guard let key = checkKey(cardNumber) else { return false }
        return key != checkKey(previousCardNumber)
    }

    /// The digits the rule compares: the first 8 of a number of 16 digits or more, else the first
    /// 6; `nil` below 6 digits or for another character. Only 8 digits and a count are kept.
    private static func checkKey(_ number: String) -> [UInt8]? {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var count = 0
        for byte in number.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits.count < 8 { digits.append(byte) }
                count += 1
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        guard count >= 6 else { return nil }
        return Array(digits.prefix(count >= 16 ? 8 : 6))
    }
}
