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

// As the customer types (docs/product-fields.md, "A field as the customer types"): the dates an
// unmasked expiry value can still become, MMYY or MMYYYY as far as the field's mask and length
// bound reach (`{{99}}/{{99}}`: MMYY only, so `12/20` in 2026 is a dead end; `{{99}}/{{9999}}`:
// both, `12/20` on its way to `12/2028`).

extension ExpirationDateRule {
    /// A dead end when no completion is a valid date; the error then carries the reason every
    /// completion shares: `format` when none has the shape, else `past` when one is past (also when
    /// others are too far), else `tooFar`.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        let completions = ExpiryCompletions(value, continuations, today: today)
        if completions.valid { return nil }
        if !completions.shaped { return .reason(Self.name, "format") }
        return .reason(Self.name, completions.past ? ExpiryDate.Failure.past.rawValue : ExpiryDate.Failure.tooFar.rawValue)
    }
}

/// What the completions of an expiry value (digits typed so far, then the digits the field lets
/// follow) can be: each is MMYY or MMYYYY with a month 01...12.
struct ExpiryCompletions {
    /// Some completion has the shape (the `expirydate` type asks no more).
    private(set) var shaped = false
    /// Some completion is a valid date (``ExpiryDate``'s window).
    private(set) var valid = false
    /// Some completion is before today's month.
    private(set) var past = false

    init(_ value: UnsafeRawBufferPointer, _ continuations: Continuations, today: YearMonth) {
        guard value.count <= 6, value.allSatisfy(UTF8Text.isDigit) else { return }
        for length in [4, 6] where length >= value.count {
            let missing = length - value.count
            guard continuations.positions(limit: missing) == missing else { continue }
            // Each position's digit set: the typed digit, or what the placeholder takes. The typed
            // digits are card data: the array is sized once and wiped when it goes.
            var sets: [UInt16] = []
            sets.reserveCapacity(length)
            defer { sets.withUnsafeMutableBytes { wipe($0) } }
            for byte in value { sets.append(1 << UInt16(byte - UInt8(ascii: "0"))) }
            for index in 0..<missing { sets.append(continuations.digits(at: index)) }
            guard !sets.contains(0) else { continue }
            let months = (1...12).filter { fits($0, sets[0..<2]) }
            guard let firstMonth = months.first else { continue }
            shaped = true
            if length == 4 {
                for yy in 0...99 where fits(yy, sets[2..<4]) {
                    note(months, year: today.year / 100 * 100 + yy, today)
                }
            } else {
                for year in today.year...(today.year + ExpiryDate.yearsAhead) where fits(year, sets[2..<6]) {
                    note(months, year: year, today)
                }
                // The earliest completion (each year digit its smallest) decides whether one is past.
                let earliest = sets[2..<6].reduce(0) { $0 * 10 + $1.trailingZeroBitCount }
                if earliest < today.year || earliest == today.year && firstMonth < today.month { past = true }
            }
        }
    }

    private mutating func note(_ months: [Int], year: Int, _ today: YearMonth) {
        for month in months {
            switch ExpiryDate.verdict(month: month, years: year...year, today: today) {
            case nil: valid = true
            case .past?: past = true
            case .tooFar?: break
            }
        }
    }

    /// Whether the decimal digits of `number` (zero-padded to the positions) fit the digit sets.
    private func fits(_ number: Int, _ sets: ArraySlice<UInt16>) -> Bool {
        var rest = number
        for set in sets.reversed() {
            guard set & (1 << UInt16(rest % 10)) != 0 else { return false }
            rest /= 10
        }
        return rest == 0
    }
}
