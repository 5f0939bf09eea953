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
        needsNewDetails(cardNumberUTF8: cardNumber.utf8, previousCardNumberUTF8: previousCardNumber.utf8)
    }

    /// The rule on UTF-8 bytes, for the C ABI, which reads card data in place: no copy of either
    /// number is made (the key compared is two integers).
    package static func needsNewDetails(cardNumberUTF8: some Sequence<UInt8>, previousCardNumberUTF8: some Sequence<UInt8>) -> Bool {
        guard let key = checkKey(cardNumberUTF8) else { return false }
        return key != checkKey(previousCardNumberUTF8)
    }

    /// What the rule compares: the first 8 digits of a number of 16 digits or more, else the
    /// first 6, as an integer and how many digits it holds; `nil` below 6 digits or for another
    /// character.
    private struct CheckKey: Equatable {
        var digits: UInt64
        var count: Int
    }

    private static func checkKey(_ number: some Sequence<UInt8>) -> CheckKey? {
        var first6: UInt64 = 0, first8: UInt64 = 0, count = 0
        for byte in number {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                if count < 6 { first6 = first6 * 10 + digit }
                if count < 8 { first8 = first8 * 10 + digit }
                count += 1
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        guard count >= 6 else { return nil }
        return count >= 16 ? CheckKey(digits: first8, count: 8) : CheckKey(digits: first6, count: 6)
    }
}
