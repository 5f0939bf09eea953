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
