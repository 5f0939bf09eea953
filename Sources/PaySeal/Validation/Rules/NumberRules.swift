/// `range`: a base-10 integer (an optional `+` or `-`, then ASCII digits only) with
/// `minValue` <= value <= `maxValue`, inclusive; a missing bound is open; beyond 64 bits is invalid.
struct RangeRule: ValidationRule {
    static let name = "range"
    let minimum: Int64?
    let maximum: Int64?

    init(parameters: RuleParameters) throws {
        minimum = try parameters.integer("minValue")
        maximum = try parameters.integer("maxValue")
    }

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        if let number = RangeRule.integer(value),
           minimum.map({ number >= $0 }) ?? true, maximum.map({ number <= $0 }) ?? true {
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

/// `expirationDate`: `MMYY` or `MMYYYY`, digits only, month 01...12, YY in today's century; not
/// before today's month, and a year at most today's year + 25.
struct ExpirationDateRule: ValidationRule {
    static let name = "expirationDate"
    static let yearsAhead = 25
    static let ignoresParameters = true
    init(parameters: RuleParameters) {}

    func validate(_ value: UnsafeRawBufferPointer, today: YearMonth) -> ValidationError? {
        guard value.count == 4 || value.count == 6, value.allSatisfy(UTF8Text.isDigit) else { return .reason(Self.name, "format") }
        let digit = { (index: Int) in Int(value[index] - UInt8(ascii: "0")) }  // read in place: no copy of card data
        let month = digit(0) * 10 + digit(1)
        guard (1...12).contains(month) else { return .reason(Self.name, "format") }
        let year = value.count == 4
            ? today.year / 100 * 100 + digit(2) * 10 + digit(3)
            : digit(2) * 1000 + digit(3) * 100 + digit(4) * 10 + digit(5)
        if (year, month) < (today.year, today.month) { return .reason(Self.name, "past") }
        if year > today.year + Self.yearsAhead { return .reason(Self.name, "tooFar") }
        return nil
    }
}
