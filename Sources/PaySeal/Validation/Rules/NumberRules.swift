/// `range`: a base-10 integer (an optional `+` or `-`, then ASCII digits only) with
/// `minValue` <= value <= `maxValue`, inclusive; a missing bound is open; beyond 64 bits is invalid.
struct RangeRule: ValidationRule {
    static let name = "range"
    let minimum: Int64?
    let maximum: Int64?

    init(parameters: RuleParameters) throws(PaySealError.Thrown) {
        minimum = try parameters.integer("minValue")
        maximum = try parameters.integer("maxValue")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        if let number = RangeRule.integer(value),
            minimum.map({ number >= $0 }) ?? true, maximum.map({ number <= $0 }) ?? true
        {
            return nil
        }
        var params: [ValidationError.Parameter] = []
        if let minimum { params.append(.init(name: "minValue", value: .integer(minimum))) }
        if let maximum { params.append(.init(name: "maxValue", value: .integer(maximum))) }
        return ValidationError(Self.name, params)
    }

    static func integer(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var number: Int64 = 0
        for byte in digits {
            guard UTF8Text.isDigit(byte) else { return nil }
            let digit = Int64(byte - UInt8(ascii: "0"))
            // Accumulate towards the sign, so that Int64.min is reachable and overflow is caught.
            let (shifted, overflow1) = number.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            number = next
        }
        return number
    }
}

// As the customer types (docs/product-fields.md, "A field as the customer types"): whether appending
// digits (where the field's mask takes them, within its length bound) can still pass `range`: a
// search over the digit sets of the next positions, so a mask placeholder that takes one digit only
// is read exactly too; the value is read in place.

extension RangeRule {
    /// A dead end unless appending digits brings the integer into the range: for each count of
    /// digits the field lets follow, whether some number of that shape lies between the bounds.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        var digits = value[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard digits.allSatisfy(UTF8Text.isDigit) else { return error }
        guard let magnitudes = magnitudes(negative: negative) else { return error }
        // The digit set of every position of the number: the typed digits, then the next
        // positions' sets. Without a mask every digit may follow, and past 19 positions (the most
        // a 64-bit magnitude has) nothing new is reachable.
        let limit = continuations.positions(limit: continuations.slots == nil ? 40 : Int.max)
        var sets: [UInt16] = []
        sets.reserveCapacity(digits.count + limit)  // sized once and wiped, as every copy of a value
        defer { sets.withUnsafeMutableBytes { wipe($0) } }
        for byte in digits { sets.append(1 << UInt16(byte - UInt8(ascii: "0"))) }
        var firstWithoutZero = sets.firstIndex { $0 & 1 == 0 }
        for index in 0..<limit {
            let next = continuations.digits(at: index)
            guard next != 0 else { break }
            sets.append(next)
            if firstWithoutZero == nil, next & 1 == 0 { firstWithoutZero = sets.count - 1 }
            // Every position before the last 19 must be a 0; once one cannot be, longer is worse.
            let window = max(0, sets.count - RangeRule.maximumDigits)
            if let firstWithoutZero, firstWithoutZero < window { break }
            if RangeRule.someNumber(sets[window...], in: magnitudes) { return nil }
        }
        return error
    }

    static let maximumDigits = 19  // 2^63 has 19 digits

    /// The magnitudes the bounds allow on the value's side of zero (-0 is 0), `nil` for none.
    private func magnitudes(negative: Bool) -> ClosedRange<UInt64>? {
        let low = minimum ?? Int64.min, high = maximum ?? Int64.max
        guard low <= high else { return nil }
        if negative {
            guard low <= 0 else { return nil }
            return (high >= 0 ? 0 : high.magnitude)...low.magnitude
        }
        guard high >= 0 else { return nil }
        return (low <= 0 ? 0 : UInt64(low))...UInt64(high)
    }

    /// Whether a number whose digits come from `sets` (at most 19 of them, most significant first)
    /// lies in `range`: a walk down the digits that stays within both bounds (the usual digit
    /// search, tracking whether the prefix still equals each bound's).
    private static func someNumber(_ sets: ArraySlice<UInt16>, in range: ClosedRange<UInt64>) -> Bool {
        let width = sets.count
        var power: UInt64 = 1
        for _ in 0..<width { power *= 10 }  // 10^19 fits in 64 bits
        guard range.lowerBound < power else { return false }
        let low = digitsOf(range.lowerBound, width), high = digitsOf(min(range.upperBound, power - 1), width)
        // States: bit 0 the prefix equals low's, bit 1 it equals high's; 3 = both, at the start.
        var states: UInt8 = 1 << 3
        for (position, set) in sets.enumerated() {
            var next: UInt8 = 0
            for state in 0..<4 where states & (1 << state) != 0 {
                let onLow = state & 1 != 0, onHigh = state & 2 != 0
                for digit in 0..<10 where set & (1 << digit) != 0 {
                    if onLow && digit < low[position] || onHigh && digit > high[position] { continue }
                    let stays = (onLow && digit == low[position] ? 1 : 0) | (onHigh && digit == high[position] ? 2 : 0)
                    next |= 1 << stays
                }
            }
            states = next
            if states == 0 { return false }
        }
        return true
    }

    private static func digitsOf(_ number: UInt64, _ width: Int) -> [Int] {
        var digits = [Int](repeating: 0, count: width), rest = number
        for position in stride(from: width - 1, through: 0, by: -1) {
            digits[position] = Int(rest % 10)
            rest /= 10
        }
        return digits
    }
}
