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
