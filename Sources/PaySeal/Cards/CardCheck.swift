/// The offline check of a card form, as the customer types it: the PAN, the CVC and the expiry
/// date each `valid`, `incomplete` (not valid yet, but some continuation of what was typed can
/// still become valid) or `invalid` (no continuation can), so that a UI colours only real errors
/// while a correct card is being typed (`docs/cards.md`, "The card check as the customer types").
public struct CardCheck: Sendable, Hashable {
    /// The state of one part of the form; the raw value is the JSON's spelling.
    public enum State: String, Sendable {
        /// Complete and correct.
        case valid
        /// Not valid yet, but typing more can still make it valid (see ``Part/reason`` for why it
        /// would fail if the customer stopped now).
        case incomplete
        /// Wrong whatever is typed next (see ``Part/reason``).
        case invalid
    }

    /// One part's state. Every part that is not valid carries a reason, also when incomplete: the
    /// reason it fails if the customer stops now. PAN: `required`, `characters`,
    /// `brandNotAccepted`, `length`, `luhn`; CVC: `required`, `characters`, `length`; expiry:
    /// `required`, `format`, `past`, `tooFar`.
    public struct Part: Sendable, Hashable {
        /// Whether the part is valid, incomplete or invalid.
        public let state: State
        /// Why the part is not valid; `nil` exactly when ``state`` is ``State/valid``. A host shows
        /// an invalid part's reason at once and an incomplete part's on blur or submit.
        public let reason: String?
        /// The PAN part only: the longest PAN length of the brand reported (``CardCheck/brand``),
        /// or while none is settled the longest any still-possible brand allows (19 at most, also
        /// for a PAN with bad characters), to size the field; `nil` for the CVC and the expiry.
        public let maxLength: Int?
        /// The PAN and expiry parts: whether a form may move the focus on now. For the PAN, it is
        /// valid and as long as a card of the brand reported (or its BIN range) usually is (16 for
        /// a Visa: a 13-digit one is valid but the customer may still be typing), or 19 digits
        /// whatever the brand; for the expiry, it is valid. `nil` for the CVC.
        public internal(set) var advance: Bool?

        init(_ state: State, _ reason: String?, maxLength: Int? = nil, advance: Bool? = nil) {
            self.state = state
            self.reason = state == .valid ? nil : reason
            self.maxLength = maxLength
            self.advance = advance
        }

        /// The part once the customer has left the field: `incomplete` is `invalid` with the same
        /// reason, and `advance` false; `valid` and `invalid` stay.
        var settled: Part {
            guard state == .incomplete else { return self }
            return Part(.invalid, reason, maxLength: maxLength, advance: advance.map { _ in false })
        }
    }

    /// The brand every continuation of the digits typed would be detected as (a continuation of
    /// no brand counts), so the brand shown never flips while the customer types: `4` has none
    /// (`493698` is a maestro), `41` is visa; nil while continuations of different brands, or of
    /// no brand, remain, or for a PAN with characters other than digits, spaces and dashes. Over
    /// 19 digits, the brand detected on them.
    public let brand: String?
    /// The card number's state, with ``Part/maxLength``.
    public let pan: Part
    /// The CVC's state.
    public let cvc: Part
    /// The expiry date's state (`MM/YY`, `MMYY`, `MM/YYYY` or `MMYYYY`).
    public let expiry: Part

    /// Whether all three parts are valid.
    public var complete: Bool { pan.state == .valid && cvc.state == .valid && expiry.state == .valid }

    /// `{"brand":…,"pan":{"state":…,"reason":…,"maxLength":N,"advance":B},"cvc":{"state":…,
    /// "reason":…},"expiry":{"state":…,"reason":…,"advance":B},"complete":…}`, compact, keys in
    /// this order; `reason` is absent when the part is valid, `maxLength` is in the PAN part only,
    /// `advance` in the PAN and expiry parts.
    public var json: [UInt8] {
        // Written piece by piece, without string interpolation: the check runs on every keystroke,
        // and interpolating took a third of its time (bench/README.md, card-keystroke).
        var w = JSONWriter(capacity: 192)
        w.raw("{\"brand\":")
        if let brand { w.string(brand) } else { w.raw("null") }
        CardCheck.write(pan, as: ",\"pan\":{\"state\":\"", to: &w)
        CardCheck.write(cvc, as: ",\"cvc\":{\"state\":\"", to: &w)
        CardCheck.write(expiry, as: ",\"expiry\":{\"state\":\"", to: &w)
        w.raw(complete ? ",\"complete\":true}" : ",\"complete\":false}")
        return w.bytes
    }

    /// One part's object, after `opening` (its name and the start of its state). Reasons are the
    /// library's own ASCII words: written as they are.
    private static func write(_ part: Part, as opening: StaticString, to w: inout JSONWriter) {
        w.raw(opening)
        switch part.state {
        case .valid: w.raw("valid\"")
        case .incomplete: w.raw("incomplete\"")
        case .invalid: w.raw("invalid\"")
        }
        if let reason = part.reason {
            w.raw(",\"reason\":\"")
            w.raw(reason)
            w.raw("\"")
        }
        if let maxLength = part.maxLength {
            w.raw(",\"maxLength\":")
            w.raw(String(maxLength))
        }
        if let advance = part.advance { w.raw(advance ? ",\"advance\":true" : ",\"advance\":false") }
        w.raw("}")
    }
}

extension CardBrands {
    /// Checks a card form as the customer types it. `pan` may hold spaces and dashes (ignored);
    /// `accepted`: the brand names the merchant takes (ASCII case-insensitive; nil or empty: all;
    /// a PAN of no brand is refused when the list names only brands of the table, and taken when
    /// it names one the table does not know). `today` decides whether an expiry is past or too far.
    /// `final`: the customer has left the field or submits, so nothing more will be typed: a part
    /// that is `incomplete` is `invalid` with the same reason, and `advance` is false (a 16-digit
    /// Visa with a wrong check digit is `incomplete` `luhn` while typed, `invalid` `luhn` on leaving).
    public func check(
        pan: String, expiry: String = "", cvc: String = "", accepted: [String]? = nil,
        today: YearMonth = .current, final: Bool = false
    ) -> CardCheck {
        var copies = [Array(pan.utf8), Array(expiry.utf8), Array(cvc.utf8)]
        defer { for index in copies.indices { wipe(&copies[index]) } }
        return copies[0].withUnsafeBytes { pan in
            copies[1].withUnsafeBytes { expiry in
                copies[2].withUnsafeBytes { cvc in
                    check(panUTF8: pan, expiryUTF8: expiry, cvcUTF8: cvc, accepted: accepted, today: today, final: final)
                }
            }
        }
    }

    package func check(
        panUTF8 pan: UnsafeRawBufferPointer, expiryUTF8 expiry: UnsafeRawBufferPointer,
        cvcUTF8 cvc: UnsafeRawBufferPointer, accepted: [String]?, today: YearMonth, final: Bool = false
    ) -> CardCheck {
        var digits = CardBrands.digits(of: pan, skipping: CardBrands.isPANSeparator)
        defer { wipe(&digits) }
        var settled: CardBrand?
        var panPart = CardCheck.Part(.invalid, "characters", maxLength: CardBrand.longestPAN, advance: false)
        if let digits {
            // Detection, the settled brand and the continuation search share one match budget.
            (settled, panPart) = withPatternBudget { () -> (CardBrand?, CardCheck.Part) in
                digits.withUnsafeBytes { view in
                    let detected = brand(ofDigits: view), patterns = continuingPatterns(view)
                    let (settled, maxLength) = settledBrand(view, patterns: patterns)
                    let part = checkPAN(
                        digits, detected, settled: settled, accepted: AcceptedBrands(accepted, table: self), patterns: patterns,
                        maxLength: maxLength)
                    return (settled, part)
                }
            }
        }
        var expiryPart = CardBrands.checkExpiry(expiry, today: today)
        expiryPart.advance = expiryPart.state == .valid
        let check = CardCheck(brand: settled?.name, pan: panPart, cvc: CardBrands.checkCVC(cvc, settled), expiry: expiryPart)
        return final ? check.settled : check
    }

    /// The separators a PAN may hold wherever the card functions read one: U+0020 and `-`.
    static func isPANSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") }

    /// CVC: digits only; valid at one of the brand's lengths (no brand: 3 or 4); invalid past the
    /// longest, since typing more only makes it longer; incomplete below it.
    static func checkCVC(_ cvc: UnsafeRawBufferPointer, _ brand: CardBrand?) -> CardCheck.Part {
        guard cvc.allSatisfy(UTF8Text.isDigit) else { return .init(.invalid, "characters") }
        if cvc.isEmpty { return .init(.incomplete, "required") }
        let lengths = brand?.cvcLengthsOrUnknown ?? CardBrand.unknownCVCLengths
        if lengths.contains(cvc.count) { return .init(.valid, nil) }
        return .init(cvc.count > lengths.max() ?? 4 ? .invalid : .incomplete, "length")
    }
}

extension CardCheck {
    /// The check once the customer has left the form's fields or submits: every `incomplete`
    /// part `invalid` with its reason, `advance` false; `valid` and `invalid` parts stay.
    public var settled: CardCheck {
        CardCheck(brand: brand, pan: pan.settled, cvc: cvc.settled, expiry: expiry.settled)
    }
}

extension CardBrand {
    /// The longest PAN any card function accepts, whatever a table says.
    static let longestPAN = 19

    /// The PAN lengths detection and the check use: the table's, or the unknown brand's 12...19.
    var panLengthsOrUnknown: [Int] { panLengths.isEmpty ? CardBrand.unknownPANLengths : panLengths }

    /// The CVC lengths the check uses: the table's, or the unknown brand's 3 or 4.
    var cvcLengthsOrUnknown: [Int] { cvcLengths.isEmpty ? CardBrand.unknownCVCLengths : cvcLengths }
}

extension CardBrands {
    /// The most names the C ABI's accepted list may hold (`accepted_json`): as many as a table
    /// may have brands. The list comes with every keystroke, so its reading must stay a small
    /// part of a frame: 256 names take about 0.1 ms, where 64 KiB of short names took 10 to 18 ms.
    package static let maximumAcceptedNames = maximumBrands

    /// Whether a JSON array of names may hold more than ``maximumAcceptedNames`` (its commas
    /// outside strings counted, so before any of it is read: malformed text or nested arrays may
    /// count too many, never too few).
    package static func mayHoldMoreThanMaximumAccepted(_ json: UnsafeRawBufferPointer) -> Bool {
        var commas = 0, inString = false, escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                commas += 1
                if commas >= maximumAcceptedNames { return true }
            }
        }
        return false
    }
}

/// The merchant's accepted brand names, compared ASCII case-insensitively; none: every brand.
/// A set: the check asks about brands many times (the C ABI's list holds at most
/// ``CardBrands/maximumAcceptedNames``; a Swift caller's array is read as it is).
struct AcceptedBrands {
    private let names: Set<[UInt8]>
    /// Whether a PAN of no brand may be taken: without a list, or when the list names a brand the
    /// table does not know (the merchant takes cards the table cannot tell); a list of the table's
    /// own brands refuses unknown cards (`0000 0000 0000 0000` is no Visa or MasterCard).
    let acceptsUnknown: Bool

    init(_ names: [String]?, table: CardBrands) {
        let names = Set((names ?? []).map(AcceptedBrands.lowercased))
        let known = Set(table.brands.map { AcceptedBrands.lowercased($0.name) })
        self.names = names
        acceptsUnknown = names.isEmpty || !names.isSubset(of: known)
    }

    /// Whether a PAN of this brand (nil: of no brand) may be taken.
    func accepts(_ brand: CardBrand?) -> Bool {
        guard !names.isEmpty else { return true }
        guard let brand else { return acceptsUnknown }
        return names.contains(AcceptedBrands.lowercased(brand.name))
    }

    private static func lowercased(_ text: String) -> [UInt8] {
        text.utf8.map { ("A"..."Z").contains(Unicode.Scalar($0)) ? $0 + 32 : $0 }
    }
}
