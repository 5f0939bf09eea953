// Target validate-value: DataRestrictions(json:) and validate(_:today:) over random
// dataRestrictions, including random regular expressions from the server.
//
// Input: byte 0 is flags (0x01 isRequired; 0x02 the JSON is the raw second field, else it is
// built: 0x04 regularExpression with the second field as the pattern, 0x08 length, 0x10 range,
// 0x20 fixedList, 0x40 the parameterless rules, 0x80 emailAddress); byte 1 and 2 are numbers for
// the bounds and the month; the rest is split at 0x00 into the value and the JSON or pattern.
//
// Oracles: no crash; every error is a PaySealError, parsing's .argument exactly for JSON of invalid
// UTF-8 within the size limit, else .json or .limit; a value is
// never in a message nor in an error's parameters; the errors of a valid parse are known rule
// names (or "required", alone), each at most once, in the fixed rule order; an empty value gives
// [] or [required]; the errors JSON reads back with Foundation; parsing and validating one input
// takes at most the library's bound for one call (0.25 s, allowing for the sanitizer: the compile
// budget and the match limits bound every pattern).
import Foundation
import FuzzSupport
import PaySeal

let order = [
    "luhn", "iban", "termsAndConditions", "regularExpression", "emailAddress", "expirationDate", "fixedList",
    "length", "range", "residentIdNumber", "boletoBancarioRequiredness",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard input.count >= 3 else { return 0 }
    let flags = input[0], a = Int(input[1]), b = Int(input[2])
    var fields = Fields(input.dropFirst(3))
    let value = text(fields.next() ?? []), second = fields.next() ?? []
    let json: [UInt8]
    if flags & 0x02 != 0 {
        json = second
    } else {
        var validators: [String] = []
        if flags & 0x04 != 0 { validators.append("\"regularExpression\":{\"regularExpression\":\(jsonLiteral(text(second)))}") }
        if flags & 0x08 != 0 { validators.append("\"length\":{\"minLength\":\(a % 20),\"maxLength\":\(b % 40)}") }
        if flags & 0x10 != 0 { validators.append("\"range\":{\"minValue\":\(a - 128),\"maxValue\":\(b * 1000)}") }
        if flags & 0x20 != 0 { validators.append("\"fixedList\":{\"allowedValues\":[\(jsonLiteral(text(second))),\"a\"]}") }
        if flags & 0x40 != 0 { validators.append(contentsOf: ["\"luhn\":{}", "\"iban\":null", "\"termsAndConditions\":[]", "\"expirationDate\":{}", "\"residentIdNumber\":1"]) }
        if flags & 0x80 != 0 { validators.append("\"emailAddress\":{}") }
        json = Array("{\"isRequired\":\(flags & 1 != 0),\"validators\":{\(validators.joined(separator: ","))}}".utf8)
    }
    let started = threadCPUSeconds()
    defer { requireCPUTime(since: started, withinReleaseBound: 0.25, "parsing and validating one input") }
    let rules: DataRestrictions
    do {
        rules = try DataRestrictions(json: json)
    } catch {
        let error = checkError(error)
        let refusedAsText = json.count <= Limits.maximumKeyInput && String(validating: json, as: UTF8.self) == nil
        require(
            refusedAsText ? error.code == .argument : [.json, .limit].contains(error.code),
            "DataRestrictions failed with \(error.code.statusName): \(error.message)")
        return 0
    }
    let today: YearMonth
    do {
        today = try YearMonth(year: 2000 + a, month: 1 + b % 12)
    } catch {
        oracleFailure("a valid month was refused: \(error)")
    }
    let errors = rules.validate(value, today: today)

    let types = errors.map(\.type)
    if value.isEmpty {
        require(types == [] || types == ["required"], "an empty value gave \(types)")
    } else {
        require(!types.contains("required"), "a non-empty value gave required")
        let positions = types.compactMap { order.firstIndex(of: $0) }
        require(positions.count == types.count, "unknown error types \(types)")
        require(positions == positions.sorted() && Set(positions).count == positions.count, "errors out of order or repeated: \(types)")
    }
    for error in errors {
        // The value could only leak through a parameter's text: the type and member names are
        // fixed (a value may spell them, as "regularExpression\"" did), and a fixed list's
        // parameters are the allowed values the rules gave.
        let texts = error.params.flatMap { parameter -> [String] in
            switch parameter.value {
            case .integer: return []
            case .string(let text): return [text]
            case .strings(let texts): return texts
            }
        }
        require(
            value.utf8.count <= 16 || error.type == "fixedList" || !texts.contains { $0.contains(value) },
            "an error holds the value: \(error.description)")
        guard let object = try? JSONSerialization.jsonObject(with: Data(error.json)) as? [String: Any],
            object["type"] as? String == error.type, object["params"] is [String: Any]
        else {
            oracleFailure("Foundation does not read the error back: \(error.description)")
        }
    }
    return 0
}

func jsonLiteral(_ text: String) -> String {
    String(decoding: (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])).map { Array($0.dropFirst().dropLast()) } ?? Array("\"\"".utf8), as: UTF8.self)
}

@main
struct ValidateValueFuzzer {
    static func main() { runFuzzer(fuzz) }
}
