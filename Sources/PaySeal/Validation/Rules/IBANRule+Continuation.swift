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
