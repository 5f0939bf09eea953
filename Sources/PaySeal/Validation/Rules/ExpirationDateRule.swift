/// `expirationDate`: the unmasked value `MMYY` or `MMYYYY`, digits only, month 01...12, YY in
/// today's century; `past` before today's month, `tooFar` after today's year + 25. The card check
/// judges a whole date by the same ``ExpiryDate`` rule, so the two never disagree.
struct ExpirationDateRule: ValidationRule {
    static let name = "expirationDate"
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        guard value.count == 4 || value.count == 6, value.allSatisfy(UTF8Text.isDigit) else { return .reason(Self.name, "format") }
        let digit = { (index: Int) in Int(value[index] - UInt8(ascii: "0")) }  // read in place: no copy of card data
        let month = digit(0) * 10 + digit(1)
        guard (1...12).contains(month) else { return .reason(Self.name, "format") }
        let year =
            value.count == 4
            ? today.year / 100 * 100 + digit(2) * 10 + digit(3)
            : digit(2) * 1000 + digit(3) * 100 + digit(4) * 10 + digit(5)
        return ExpiryDate.verdict(month: month, years: year...year, today: today).map { .reason(Self.name, $0.rawValue) }
    }
}

/// The one expiry rule of the card check and the `expirationDate` validator: a month is valid from
/// today's month up to December of today's year + ``yearsAhead``.
enum ExpiryDate {
    /// Why a date is not valid, spelled as the JSON spells the reason.
    enum Failure: String { case past, tooFar }

    static let yearsAhead = 25

    /// The verdict on the dates `month` of any year in `years`: nil (valid) when one of them is
    /// valid; otherwise `past` when one of them is past (also when others are too far), else `tooFar`.
    static func verdict(month: Int, years: ClosedRange<Int>, today: YearMonth) -> Failure? {
        let firstValid = month >= today.month ? today.year : today.year + 1
        let lastValid = today.year + yearsAhead
        if max(years.lowerBound, firstValid) <= min(years.upperBound, lastValid) { return nil }
        return years.lowerBound < firstValid ? .past : .tooFar
    }
}
