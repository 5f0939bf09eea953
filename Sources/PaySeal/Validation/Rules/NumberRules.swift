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
