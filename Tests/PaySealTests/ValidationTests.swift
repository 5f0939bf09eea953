import Testing
@testable import PaySeal

/// The validation rules of docs/card-input.md on a few cases each; Vectors/validation.*.json
/// holds the rest.
@Suite("Validation")
struct ValidationTests {
    static let today = try! YearMonth(year: 2026, month: 11)

    func errors(_ json: String, _ value: String) throws -> String {
        let rules = try DataRestrictions(json: Array(json.utf8))
        return String(decoding: ValidationError.jsonArray(rules.validate(value, today: Self.today)), as: UTF8.self)
    }

    @Test func requiredAndEmptyValues() throws {
        #expect(try errors(#"{"isRequired":true,"validators":{"luhn":{}}}"#, "") == #"[{"type":"required","params":{}}]"#)
        #expect(try errors(#"{"isRequired":false,"validators":{"luhn":{}}}"#, "") == "[]")
    }

    @Test func rulesRunInTheFixedOrder() throws {
        let json = #"{"validators":{"length":{"minLength":13,"maxLength":19},"regularExpression":{"regularExpression":"^[0-9]*$"},"luhn":{}}}"#
        #expect(try errors(json, "4111x") == #"[{"type":"luhn","params":{}},{"type":"regularExpression","params":{}},{"type":"length","params":{"minLength":13,"maxLength":19}}]"#)
        #expect(try errors(json, "4111111111111111") == "[]")
    }

    @Test func eachRule() throws {
        #expect(try errors(#"{"validators":{"expirationDate":{}}}"#, "1126") == "[]")
        #expect(try errors(#"{"validators":{"expirationDate":{}}}"#, "1026") == #"[{"type":"expirationDate","params":{"reason":"past"}}]"#)
        #expect(try errors(#"{"validators":{"expirationDate":{}}}"#, "122052") == #"[{"type":"expirationDate","params":{"reason":"tooFar"}}]"#)
        #expect(try errors(#"{"validators":{"expirationDate":{}}}"#, "1326") == #"[{"type":"expirationDate","params":{"reason":"format"}}]"#)
        #expect(try errors(#"{"validators":{"iban":{}}}"#, "gb82 west 1234 5698 7654 32") == "[]")
        #expect(try errors(#"{"validators":{"iban":{}}}"#, "GB82WEST12345698765433") == #"[{"type":"iban","params":{}}]"#)
        #expect(try errors(#"{"validators":{"residentIdNumber":{}}}"#, "11010519491231002X") == "[]")
        #expect(try errors(#"{"validators":{"range":{"minValue":1,"maxValue":100}}}"#, "+100") == "[]")
        #expect(try errors(#"{"validators":{"range":{"minValue":1}}}"#, "99999999999999999999") == #"[{"type":"range","params":{"minValue":1}}]"#)
        #expect(try errors(#"{"validators":{"length":{"maxLength":3}}}"#, "🎉🎊") == #"[{"type":"length","params":{"minLength":0,"maxLength":3}}]"#)
        #expect(try errors(#"{"validators":{"fixedList":{"allowedValues":["a","b"]}}}"#, "A") == #"[{"type":"fixedList","params":{"allowedValues":["a","b"]}}]"#)
        #expect(try errors(#"{"validators":{"emailAddress":null}}"#, "\"Fred Bloggs\"@Example.COM") == "[]")
        #expect(try errors(#"{"validators":{"termsAndConditions":[]}}"#, "TRUE") == #"[{"type":"termsAndConditions","params":{}}]"#)
        #expect(try errors(#"{"validators":{"regularExpression":{"regex":"("}}}"#, "x") == #"[{"type":"regularExpression","params":{"reason":"invalidPattern"}}]"#)
    }

    /// A catastrophic pattern against the longest value stops at the match limit (a failure of
    /// the value), not after exponential time.
    @Test func catastrophicPatternsAreBounded() throws {
        let value = String(repeating: "a", count: 4095) + "!"
        #expect(try errors(#"{"validators":{"regularExpression":{"regularExpression":"(a+)+$"}}}"#, value)
                == #"[{"type":"regularExpression","params":{"reason":"matchLimit"}}]"#)
    }

    @Test func parametersAreTyped() throws {
        for json in [#"{"validators":{"length":{"minLength":"3"}}}"#, #"{"validators":{"regularExpression":{}}}"#,
                     #"{"validators":{"fixedList":{"allowedValues":[1]}}}"#, #"{"isRequired":"yes"}"#, "[]",
                     #"{"validators":{"range":{"maxValue":1.5}}}"#, #"{"validators":[]}"#] {
            let error = #expect(throws: PaySealError.self) { try DataRestrictions(json: Array(json.utf8)) }
            #expect(error?.code == .json, "\(json)")
        }
    }
}
