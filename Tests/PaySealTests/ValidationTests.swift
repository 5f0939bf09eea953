import Testing

@testable import PaySeal

/// The validation rules of docs/card-input.md on a few cases each; Vectors/validation.*.json
/// holds the rest.
@Suite("Validation")
struct ValidationTests {
    static let today = try! YearMonth(year: 2026, month: 11)

    func errors(_ json: String, _ value: String) throws -> String {
        let rules = try DataRestrictions(json: Array(json.utf8))
        // The rules' type and params; messageKey and message are ValidationMessageTests'.
        guard case let .array(errors) = try JSONValue.parse(ValidationError.jsonArray(rules.validate(value, today: Self.today))) else { return "" }
        let bare = JSONValue.array(
            errors.map { error in
                guard case let .object(members) = error else { return error }
                return .object(members.filter { $0.0 != "messageKey" && $0.0 != "message" })
            })
        return String(decoding: bare.serialized, as: UTF8.self)
    }

    /// ValidationError.write copies the message key and message without escaping them: every one
    /// must be text JSON needs no escape for.
    @Test func messagesNeedNoJSONEscape() {
        let reasons = ["invalidPattern", "unsupportedPattern", "matchLimit", "format", "past", "tooFar", "other"]
        var errors = [
            "required", "luhn", "iban", "termsAndConditions", "regularExpression", "emailAddress", "expirationDate", "fixedList",
            "residentIdNumber", "numericString", "integer", "boolean", "unknownRule",
        ].map { ValidationError($0) }
        errors += reasons.flatMap { reason in ["regularExpression", "expirationDate"].map { ValidationError.reason($0, reason) } }
        for bounds in [[("minLength", 1)], [("minLength", 2), ("maxLength", 2)], [("minLength", 0), ("maxLength", 9)], [("minLength", 3), ("maxLength", 19)]] {
            errors.append(ValidationError("length", bounds.map { ValidationError.Parameter(name: $0.0, value: .integer(Int64($0.1))) }))
        }
        for bounds in [[("minValue", -5)], [("maxValue", 7)], [("minValue", 1), ("maxValue", 2)], []] {
            errors.append(ValidationError("range", bounds.map { ValidationError.Parameter(name: $0.0, value: .integer(Int64($0.1))) }))
        }
        for error in errors {
            for text in [error.messageKey, error.message] {
                #expect(!text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }, "\(text)")
            }
            let json = String(decoding: error.json, as: UTF8.self)
            #expect(json.hasSuffix(",\"messageKey\":\"\(error.messageKey)\",\"message\":\"\(error.message)\"}"))
        }
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
        #expect(
            try errors(#"{"validators":{"regularExpression":{"regularExpression":"(a+)+$"}}}"#, value)
                == #"[{"type":"regularExpression","params":{"reason":"matchLimit"}}]"#)
    }

    /// PCRE2 does not count the walk between two backtracking points, which grows with the
    /// compiled program: with a fixed limit of 1,000,000 steps, this 17-byte pattern (a 60 KB
    /// program) took 40 s on a 7-character value (found by the validate-value fuzzer). The limit
    /// now shrinks with the program and the subject; the bound below is far above the 0.2 s it
    /// takes, and far below the 40 s it took, under sanitizers too.
    @Test func largeProgramsGetFewerSteps() throws {
        let start = ContinuousClock.now
        #expect(
            try errors(#"{"validators":{"regularExpression":{"regularExpression":"(?:\uFFFD?){6000}\uFFFD"}}}"#, "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}.\u{0C}")
                == #"[{"type":"regularExpression","params":{"reason":"matchLimit"}}]"#)
        #expect(ContinuousClock.now - start < .seconds(8))
        // The platform's patterns keep far more steps than they need (under a hundred), and a
        // greedy `.+` can walk back over the longest value twice.
        #expect(PatternMatcher.matchLimit(compiledSize: 100, subjectLength: 19) >= 100_000)
        #expect(PatternMatcher.matchLimit(compiledSize: 1_000, subjectLength: 4_096) >= 2 * 4_096)
        let value = String(repeating: "a", count: 4_094) + "@b"
        #expect(try errors(#"{"validators":{"regularExpression":{"regularExpression":"^.+@.+$"}}}"#, value) == "[]")
        #expect(PatternMatcher.matchLimit(compiledSize: 10_000_000, subjectLength: 0) == PatternMatcher.minimumMatchLimit)
    }

    @Test func parametersAreTyped() throws {
        for json in [
            #"{"validators":{"length":{"minLength":"3"}}}"#, #"{"validators":{"regularExpression":{}}}"#,
            #"{"validators":{"fixedList":{"allowedValues":[1]}}}"#, #"{"isRequired":"yes"}"#, "[]",
            #"{"validators":{"range":{"maxValue":1.5}}}"#, #"{"validators":[]}"#,
        ] {
            let error = #expect(throws: PaySealError.self) { try DataRestrictions(json: Array(json.utf8)) }
            #expect(error?.code == .json, "\(json)")
        }
    }
}
