/// The offline check of a card form: the PAN, the CVC and the expiry date each `valid`,
/// `incomplete` (nothing wrong yet: the customer has not typed enough) or `invalid` with a reason,
/// so that a UI colours only real errors (docs/card-input.md, "Card brands (offline)").
public struct CardCheck: Sendable, Hashable {
    /// The state of one part of the form; the raw value is the JSON's spelling.
    public enum State: String, Sendable {
        /// Complete and correct.
        case valid
        /// Nothing wrong yet: the customer has not typed enough.
        case incomplete
        /// Wrong whatever is typed next (see ``Part/reason``).
        case invalid
    }

    /// One part's state; `reason` only when invalid: `characters`, `brandNotAccepted`, `length`,
    /// `luhn` (PAN), `characters`, `length` (CVC), `format`, `past` (expiry).
    public struct Part: Sendable, Hashable {
        /// Whether the part is valid, incomplete or invalid.
        public let state: State
        /// Why the part is invalid; `nil` unless ``state`` is ``State/invalid``.
        public let reason: String?

        static let valid = Part(state: .valid, reason: nil)
        static let incomplete = Part(state: .incomplete, reason: nil)
        static func invalid(_ reason: String) -> Part { Part(state: .invalid, reason: reason) }
    }

    /// The detected brand's name (nil: none, or a PAN with other characters than digits and spaces).
    public let brand: String?
    /// The card number's state.
    public let pan: Part
    /// The CVC's state.
    public let cvc: Part
    /// The expiry date's state (`MM/YY` or `MMYY`).
    public let expiry: Part

    /// Whether all three parts are valid.
    public var complete: Bool { pan.state == .valid && cvc.state == .valid && expiry.state == .valid }

    /// `{"brand":…,"pan":{"state":…,"reason":…},"cvc":{…},"expiry":{…},"complete":…}`, compact.
    public var json: [UInt8] {
        var w = JSONWriter(capacity: 160)
        w.raw("{\"brand\":")
        if let brand { w.string(brand) } else { w.raw("null") }
        for (name, part) in [("pan", pan), ("cvc", cvc), ("expiry", expiry)] {
            w.raw(",\"\(name)\":{\"state\":\"\(part.state.rawValue)\"")
            if let reason = part.reason { w.raw(",\"reason\":\"\(reason)\"") }
            w.raw("}")
        }
        w.raw(",\"complete\":\(complete)}")
        return w.bytes
    }
}

extension CardBrands {
    /// Checks a card form. `accepted`: the brand names the merchant takes (ASCII case-insensitive;
    /// nil or empty: all). `today` decides whether an expiry date is past.
    public func check(pan: String, expiry: String = "", cvc: String = "", accepted: [String]? = nil,
                      today: YearMonth = .current) -> CardCheck {
        var copies = [Array(pan.utf8), Array(expiry.utf8), Array(cvc.utf8)]
        defer { for index in copies.indices { wipe(&copies[index]) } }
        return copies[0].withUnsafeBytes { pan in
            copies[1].withUnsafeBytes { expiry in
                copies[2].withUnsafeBytes { cvc in check(panUTF8: pan, expiryUTF8: expiry, cvcUTF8: cvc, accepted: accepted, today: today) }
            }
        }
    }

    package func check(panUTF8 pan: UnsafeRawBufferPointer, expiryUTF8 expiry: UnsafeRawBufferPointer,
                       cvcUTF8 cvc: UnsafeRawBufferPointer, accepted: [String]?, today: YearMonth) -> CardCheck {
        var digits = CardBrands.digits(of: pan, skipping: { $0 == UInt8(ascii: " ") })
        defer { wipe(&digits) }
        var found: CardBrand?
        var panPart = CardCheck.Part.invalid("characters")
        if let digits {
            found = digits.withUnsafeBytes { brand(ofDigits: $0) }
            panPart = CardBrands.checkPAN(digits, found, accepted: accepted)
        }
        return CardCheck(brand: found?.name, pan: panPart, cvc: CardBrands.checkCVC(cvc, found),
                         expiry: CardBrands.checkExpiry(expiry, today: today))
    }

    static func checkPAN(_ digits: [UInt8], _ brand: CardBrand?, accepted: [String]?) -> CardCheck.Part {
        if let brand, let accepted, !accepted.isEmpty,
           !accepted.contains(where: { $0.utf8.count == brand.name.utf8.count && asciiLowercased($0) == asciiLowercased(brand.name) }) {
            return .invalid("brandNotAccepted")
        }
        let lengths = brand.map(\.panLengths).flatMap { $0.isEmpty ? nil : $0 } ?? CardBrand.unknownPANLengths
        if digits.count < lengths.min() ?? 12 { return .incomplete }
        if !lengths.contains(digits.count) { return .invalid("length") }
        return LuhnRule.passes(digits) ? .valid : .invalid("luhn")
    }

    static func checkCVC(_ cvc: UnsafeRawBufferPointer, _ brand: CardBrand?) -> CardCheck.Part {
        guard cvc.allSatisfy(UTF8Text.isDigit) else { return .invalid("characters") }
        let lengths = brand.map(\.cvcLengths).flatMap { $0.isEmpty ? nil : $0 } ?? CardBrand.unknownCVCLengths
        if cvc.count < lengths.min() ?? 3 { return .incomplete }
        return lengths.contains(cvc.count) ? .valid : .invalid("length")
    }

    /// `MM/YY` or `MMYY`, YY in today's century; prefixes that can still become a date not before
    /// today's month are incomplete; no upper bound.
    static func checkExpiry(_ text: UnsafeRawBufferPointer, today: YearMonth) -> CardCheck.Part {
        let bytes = text  // read in place: no copy of card data
        func digit(_ index: Int) -> Int? {
            index < bytes.count && UTF8Text.isDigit(bytes[index]) ? Int(bytes[index] - UInt8(ascii: "0")) : nil
        }
        if bytes.isEmpty { return .incomplete }
        guard let tens = digit(0), tens <= 1 else { return .invalid("format") }
        if bytes.count == 1 { return .incomplete }
        guard let ones = digit(1), (1...12).contains(tens * 10 + ones) else { return .invalid("format") }
        let month = tens * 10 + ones
        let separator = bytes.count > 2 && bytes[2] == UInt8(ascii: "/") ? 1 : 0
        let year = bytes.count - 2 - separator  // digits of the year typed so far
        guard year <= 2, (0..<year).allSatisfy({ digit(2 + separator + $0) != nil }) else { return .invalid("format") }
        let century = today.year / 100 * 100
        switch year {
        case 0:
            return .incomplete
        case 1:
            let latest = century + (digit(2 + separator) ?? 0) * 10 + 9
            return (latest, month) >= (today.year, today.month) ? .incomplete : .invalid("past")
        default:
            let full = century + (digit(2 + separator) ?? 0) * 10 + (digit(3 + separator) ?? 0)
            return (full, month) >= (today.year, today.month) ? .valid : .invalid("past")
        }
    }

    private static func asciiLowercased(_ text: String) -> [UInt8] {
        text.utf8.map { ("A"..."Z").contains(Unicode.Scalar($0)) ? $0 + 32 : $0 }
    }
}
