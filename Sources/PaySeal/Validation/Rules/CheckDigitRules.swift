/// `luhn`: ASCII digits only, and the Luhn sum is 0 mod 10. No minimum length (that is `length`'s job).
struct LuhnRule: ValidationRule {
    static let name = "luhn"
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        LuhnRule.passes(value) ? nil : failure
    }

    /// Whether `digits` are all ASCII digits with a Luhn sum of 0 mod 10 (the card check uses it too).
    static func passes(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard digits.allSatisfy(UTF8Text.isDigit) else { return false }
        var sum = 0
        for (position, byte) in digits.reversed().enumerated() {
            var digit = Int(byte - UInt8(ascii: "0"))
            if position % 2 == 1 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        return sum % 10 == 0
    }
}

/// `iban`: without Unicode White_Space and with ASCII letters uppercased, the IBAN shape, then
/// ISO 7064 MOD 97-10 (the first four characters moved to the end, letters read as 10...35)
/// equal to 1. No per-country lengths, as on every platform.
struct IBANRule: ValidationRule {
    static let name = "iban"
    static let matchesPatterns = true
    static let shape = "[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[0-9]{7}([A-Z0-9]?){0,16}"
    static let compiled = (try? PatternMatcher.compiled(shape, caseInsensitive: false)) ?? nil  // case-sensitive: no compile cost
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        // An IBAN is account data: the normalized copy is wiped. It never grows: removing
        // spaces and uppercasing ASCII only shorten or keep the bytes.
        var normalized = [UInt8]()
        normalized.reserveCapacity(value.count)
        defer { wipe(&normalized) }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = value.makeIterator()
        while case let .valid(encoded) = parser.parseScalar(from: &bytes) {
            let scalar = Unicode.UTF8.decode(encoded)
            if scalar.properties.isWhitespace { continue }
            if ("a"..."z").contains(scalar) {
                normalized.append(UInt8(scalar.value) - 0x20)
            } else {
                normalized.append(contentsOf: encoded)
            }
        }
        let matches = normalized.withUnsafeBytes { PatternMatcher.fullMatch(IBANRule.compiled, $0) == .match }
        guard matches, normalized.count >= 4 else { return failure }
        var remainder = 0
        for index in normalized.indices {
            let byte = normalized[(index + 4) % normalized.count]  // rotated in place, not copied
            if UTF8Text.isDigit(byte) {
                remainder = (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
            }
        }
        return remainder == 1 ? nil : failure
    }
}

/// `residentIdNumber` (the Chinese resident identity number): 15 digits, or 17 digits and an
/// ISO 7064 MOD 11-2 check character (`X` or `x` standing for 10).
struct ResidentIDNumberRule: ValidationRule {
    static let name = "residentIdNumber"
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        if value.count == 15 { return value.allSatisfy(UTF8Text.isDigit) ? nil : failure }
        guard value.count == 18, value.prefix(17).allSatisfy(UTF8Text.isDigit) else { return failure }
        var sum = 0
        var weight = 1  // 2^(17-i) mod 11, from the last digit backwards
        for index in (0..<17).reversed() {
            weight = weight * 2 % 11
            sum += Int(value[index] - UInt8(ascii: "0")) * weight
        }
        let check = (12 - sum % 11) % 11
        let last = value[17]
        let given = UTF8Text.isDigit(last) ? Int(last - UInt8(ascii: "0")) : (last == UInt8(ascii: "X") || last == UInt8(ascii: "x")) ? 10 : -1
        return given == check ? nil : failure
    }
}

// As the customer types (docs/product-fields.md, "A field as the customer types"): whether appending
// digits (where the field's mask takes them, within its length bound) can still pass `luhn` and
// `residentIdNumber`. Each is a search over the digit sets of the next positions, so a mask
// placeholder that takes one digit only is read exactly too; the value is read in place.

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

// As the customer types (docs/product-fields.md, "A field as the customer types"): whether some
// continuation of a failing value is an IBAN the `iban` rule accepts (its shape, then mod 97).

extension IBANRule {
    /// A dead end unless characters the field lets follow complete the IBAN shape (15 to 31
    /// characters, white space aside) with a remainder of 1. The rule reduces the IBAN with its
    /// first four characters moved to the end, and those four are always six digits once letters
    /// read as 10...35, so the remainder is (bban * 10^6 + head) mod 97, head and bban being the
    /// remainders of the two parts. Two searches: the heads the next characters can complete (and
    /// where), then the bban remainders each such start can end on.
    func deadEnd(
        _ value: UnsafeRawBufferPointer, failing error: ValidationError, today: YearMonth,
        continuations: Continuations
    ) -> ValidationError? {
        var typed = (position: 0, head: 0, bban: 0)  // read in place, never copied
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = value.makeIterator()
        while case let .valid(encoded) = parser.parseScalar(from: &bytes) {
            let scalar = Unicode.UTF8.decode(encoded)
            if scalar.properties.isWhitespace { continue }
            guard let code = IBANRule.code(scalar), IBANRule.takes(code, at: typed.position) else { return error }
            if typed.position < 4 { typed.head = IBANRule.append(code, to: typed.head) } else { typed.bban = IBANRule.append(code, to: typed.bban) }
            typed.position += 1
        }
        // Without a mask no white space is needed, so characters and positions go in step; a
        // mask may force white space (a space placeholder) or offer it (`*`). The search reads at
        // most 64 characters past the value: an IBAN has 31, and no mask spaces it out further.
        let steps = min(
            continuations.positions(limit: continuations.slots == nil ? IBANRule.longest - typed.position : Int.max),
            IBANRule.searchedCharacters)
        // Where the head is complete (the index of the next character) and with which remainders.
        var starts: [Int: Set<Int>] = [:]
        if typed.position >= 4 {
            starts[0] = [typed.head]
        } else {
            var heads: Set<[Int]> = [[typed.position, typed.head]]
            for index in 0..<steps where !heads.isEmpty {
                var next = Set<[Int]>()
                let spaced = continuations.acceptsWhiteSpace(at: index), codes = allowedCodes(continuations, index)
                for state in heads {
                    if spaced { next.insert(state) }
                    for code in codes where IBANRule.takes(code, at: state[0]) {
                        let head = IBANRule.append(code, to: state[1])
                        if state[0] == 3 { starts[index + 1, default: []].insert(head) } else { next.insert([state[0] + 1, head]) }
                    }
                }
                heads = next
            }
        }
        for (start, heads) in starts {
            let ends = bbanEnds(
                from: start, steps: steps, position: max(typed.position, 4),
                bban: typed.position >= 4 ? typed.bban : 0, continuations)
            if heads.contains(where: { head in ends.indices.contains { ends[$0] && ($0 * 1_000_000 % 97 + head) % 97 == 1 } }) { return nil }
        }
        return error
    }

    /// The bban remainders a complete IBAN (15 characters or more) can end on, typing from `start`.
    private func bbanEnds(from start: Int, steps: Int, position: Int, bban: Int, _ continuations: Continuations) -> [Bool] {
        // states[p][r]: p characters typed, bban remainder r.
        var states = [[Bool]](repeating: [Bool](repeating: false, count: 97), count: IBANRule.longest + 1)
        states[position][bban] = true
        var ends = [Bool](repeating: false, count: 97)
        if position >= 15 { ends[bban] = true }
        guard start < steps else { return ends }
        for index in start..<steps {
            var next = [[Bool]](repeating: [Bool](repeating: false, count: 97), count: IBANRule.longest + 1)
            let spaced = continuations.acceptsWhiteSpace(at: index), codes = allowedCodes(continuations, index)
            var alive = false
            for p in 4..<IBANRule.longest {
                for remainder in 0..<97 where states[p][remainder] {
                    if spaced { next[p][remainder] = true; alive = true }
                    for code in codes where IBANRule.takes(code, at: p) {
                        let grown = IBANRule.append(code, to: remainder)
                        next[p + 1][grown] = true
                        alive = true
                        if p + 1 >= 15 { ends[grown] = true }
                    }
                }
            }
            guard alive else { break }
            states = next
        }
        return ends
    }

    /// The characters (as 0...35) the placeholder at `index` takes: a letter in either case.
    private func allowedCodes(_ continuations: Continuations, _ index: Int) -> [Int] {
        (0..<36).filter { code in
            if code < 10 { return continuations.accepts(Unicode.Scalar(UInt8(48 + code)), at: index) }
            return continuations.accepts(Unicode.Scalar(UInt8(55 + code)), at: index)
                || continuations.accepts(Unicode.Scalar(UInt8(87 + code)), at: index)
        }
    }

    static let longest = 31
    static let searchedCharacters = 64

    /// A character's value as mod 97 reads it (digits 0...9, letters 10...35), `nil` for any other.
    static func code(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 48...57: return Int(scalar.value) - 48
        case 65...90: return Int(scalar.value) - 55
        case 97...122: return Int(scalar.value) - 87
        default: return nil
        }
    }

    /// Whether the shape takes the character at `position`: two letters, two digits, four
    /// letters or digits, seven digits, then up to sixteen letters or digits.
    static func takes(_ code: Int, at position: Int) -> Bool {
        switch position {
        case 0, 1: return code >= 10
        case 2, 3, 8..<15: return code < 10
        case 4..<8, 15..<longest: return true
        default: return false
        }
    }

    /// A remainder mod 97 after one more character (a letter is two digits).
    static func append(_ code: Int, to remainder: Int) -> Int { (remainder * (code >= 10 ? 100 : 10) + code) % 97 }
}

extension Continuations {
    /// Whether the mask lets a white-space character be appended at `index` (the `iban` rule
    /// ignores it; without a mask a continuation never needs one).
    func acceptsWhiteSpace(at index: Int) -> Bool {
        guard let slots else { return false }
        guard index >= 0, index < slots.count else { return false }
        switch slots[slots.startIndex + index] {
        case .any: return true
        case let .exactly(scalar): return scalar.properties.isWhitespace
        default: return false
        }
    }
}
