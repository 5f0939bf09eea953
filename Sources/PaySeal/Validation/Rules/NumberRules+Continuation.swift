// As the customer types (docs/product-fields.md, "A field as the customer types"): whether appending
// digits (where the field's mask takes them, within its length bound) can still pass `luhn`,
// `range` and `residentIdNumber`. Each is a search over the digit sets of the next positions, so a
// mask placeholder that takes one digit only is read exactly too; the value is read in place.

extension LuhnRule {
    /// A dead end for a non-digit, or when no digits the field lets follow make the Luhn sum 0.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        guard value.allSatisfy(UTF8Text.isDigit) else { return error }
        // The typed digits' sum when an even (0) or odd (1) number of digits follows them: each
        // appended digit moves the doubled positions by one.
        var typed = (even: 0, odd: 0)
        for (fromRight, byte) in value.reversed().enumerated() {
            let digit = Int(byte - UInt8(ascii: "0"))
            typed.even += fromRight % 2 == 1 ? LuhnRule.doubled(digit) : digit
            typed.odd += fromRight % 2 == 0 ? LuhnRule.doubled(digit) : digit
        }
        // The appended digits' sums mod 10, as a set of pairs (p, q): p doubles the 2nd, 4th, …
        // appended digit, q the 1st, 3rd, …; with k of them the last is never doubled, so k odd
        // reads p, k even reads q. Without a mask one free digit already reaches every sum.
        var states = [Bool](repeating: false, count: 100)
        states[0] = true
        let limit = continuations.positions(limit: continuations.slots == nil ? 2 : Int.max)
        for index in 0..<limit {
            let digits = continuations.digits(at: index)
            guard digits != 0 else { break }
            var next = [Bool](repeating: false, count: 100)
            for state in 0..<100 where states[state] {
                for digit in 0..<10 where digits & (1 << digit) != 0 {
                    let p = (state / 10 + (index % 2 == 1 ? LuhnRule.doubled(digit) : digit)) % 10
                    let q = (state % 10 + (index % 2 == 0 ? LuhnRule.doubled(digit) : digit)) % 10
                    next[p * 10 + q] = true
                }
            }
            states = next
            let count = index + 1
            for state in 0..<100 where states[state] {
                let total = count % 2 == 1 ? typed.odd + state / 10 : typed.even + state % 10
                if total % 10 == 0 { return nil }
            }
        }
        return error
    }

    static func doubled(_ digit: Int) -> Int { digit * 2 > 9 ? digit * 2 - 9 : digit * 2 }
}

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

extension ResidentIDNumberRule {
    /// A dead end unless digits can make it 15 digits, or 17 digits and the check character they
    /// call for (where the field takes it).
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        let count = value.count
        guard count < 18, value.allSatisfy(UTF8Text.isDigit) else { return error }
        let missing15 = 15 - count
        if missing15 > 0, continuations.positions(limit: missing15) == missing15,
            (0..<missing15).allSatisfy({ continuations.digits(at: $0) != 0 })
        {
            return nil
        }
        guard continuations.positions(limit: 18 - count) == 18 - count else { return error }
        // The weighted sum mod 11 of the 17 digits (weights 2^(17-i) mod 11), as a set of residues.
        var weight = 1
        var weights = [Int](repeating: 0, count: 17)
        for index in (0..<17).reversed() {
            weight = weight * 2 % 11
            weights[index] = weight
        }
        var sum = 0
        for (index, byte) in value.enumerated() { sum += Int(byte - UInt8(ascii: "0")) * weights[index] }
        var residues: UInt16 = 1 << (sum % 11)
        for index in count..<17 {
            let digits = continuations.digits(at: index - count)
            guard digits != 0 else { return error }
            var next: UInt16 = 0
            for residue in 0..<11 where residues & (1 << residue) != 0 {
                for digit in 0..<10 where digits & (1 << digit) != 0 { next |= 1 << ((residue + digit * weights[index]) % 11) }
            }
            residues = next
        }
        for residue in 0..<11 where residues & (1 << residue) != 0 {
            let check = (12 - residue) % 11
            let characters: [Unicode.Scalar] = check == 10 ? ["X", "x"] : [Unicode.Scalar(UInt8(48 + check))]
            if characters.contains(where: { continuations.accepts($0, at: 17 - count) }) { return nil }
        }
        return error
    }
}
