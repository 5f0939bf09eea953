import Testing

@testable import PaySeal

/// A product's field as the customer types it (docs/product-fields.md): invalid only when no
/// continuation the mask and maxLength allow passes the type or a validator; the searches bounded.
@Suite("Product fields as the customer types")
struct ProductFieldCheckTests {
    static func today() throws -> YearMonth { try YearMonth(year: 2026, month: 11) }

    /// The field of a product holding only it (`json`: the field's JSON object).
    static func field(_ json: String) throws -> PaymentProduct.Field {
        let product = try PaymentProduct(json: Array(#"{"id":1,"fields":[\#(json)]}"#.utf8))
        return try #require(product.fields.first)
    }

    /// "<state> <messageKey or ->" of `text`.
    static func state(_ field: PaymentProduct.Field, _ text: String) throws -> String {
        let result = try field.check(text, today: try today())
        return "\(result.state.rawValue) \(result.error?.messageKey ?? "-")"
    }

    /// The states after each key, typed at the end through the field's mask.
    static func typed(_ field: PaymentProduct.Field, _ keys: String) throws -> [FieldCheck.State] {
        var text = ""
        return try keys.map { key in
            let end = text.utf16.count
            text = try field.mask.map { try $0.edit(text, start: end, end: end, replacement: String(key)).text } ?? text + String(key)
            return try field.check(text, today: try today()).state
        }
    }

    static let card =
        #"{"id":"cardNumber","type":"numericstring","displayHints":{"mask":"{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"},"#
        + #""dataRestrictions":{"isRequired":true,"validators":{"length":{"maxLength":19,"minLength":13},"luhn":{},"#
        + #""regularExpression":{"regularExpression":"^[0-9]*$"}}}}"#

    @Test func testCardsTypedKeyByKeyAreNeverInvalidOnTheirWay() throws {
        let field = try Self.field(Self.card)
        for pan in ["4111111111111111", "4012888888881881", "378282246310005", "4222222222222", "6799990100000000019", "5555555555554444"] {
            let states = try Self.typed(field, pan)
            #expect(!states.contains(.invalid), "\(pan): \(states)")
            #expect(states.last == .valid, "\(pan)")
        }
        // A 16-digit typo stays incomplete (a 19-digit number may follow), then is invalid at 19.
        #expect(try Self.state(field, "4111 1111 1111 1121") == "incomplete validation.luhn")
        #expect(try Self.state(field, "4111 1111 1111 1121 000") == "invalid validation.luhn")
        #expect(try Self.state(field, "") == "incomplete validation.required")
        #expect(
            String(decoding: try field.check("4111111111111111", today: try Self.today()).json, as: UTF8.self)
                == #"{"state":"valid","error":null}"#)
    }

    /// A short alternative must not hide a longer one: PCRE2 anchors a partial match at the start
    /// only, so `\d{5}|\d{5}-\d{4}` stops at `12345` of `12345-`; the completion program ends in `\z`.
    @Test func aShortAlternativeDoesNotHideALongerOne() throws {
        let zip = try Self.field(#"{"id":"zip","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"\\d{5}|\\d{5}-\\d{4}"}}}}"#)
        #expect(try Self.state(zip, "12345") == "valid -")
        #expect(try Self.state(zip, "12345-") == "incomplete validation.regularExpression")
        #expect(try Self.state(zip, "12345-678") == "incomplete validation.regularExpression")
        #expect(try Self.state(zip, "12345-6789") == "valid -")
        #expect(try Self.state(zip, "12345-x") == "invalid validation.regularExpression")
        #expect(try Self.state(zip, "12345-67890") == "invalid validation.regularExpression")
        let plain = try PatternMatcher.compiledJava(#"\d{5}|\d{5}-\d{4}"#).code
        let subject = Array("12345-".utf8)
        let alone = subject.withUnsafeBytes { PatternMatcher.canContinue(plain, $0) }
        #expect(alone == (PatternEngine.name != "PCRE2"), "without \\z, PCRE2 misses the longer path")
        let email = try Self.field(#"{"id":"e","dataRestrictions":{"validators":{"emailAddress":{}}}}"#)
        let address = try Self.typed(email, "wile.e.coyote@acme.example")
        #expect(!address.contains(.invalid) && address.last == .valid && address.contains(.incomplete))
        #expect(try Self.state(email, "a@@") == "invalid validation.emailAddress")
    }

    @Test func anExpiryDateReachesAsFarAsTheMask() throws {
        let mmyy = try Self.field(#"{"id":"e","displayHints":{"mask":"{{99}}/{{99}}"},"dataRestrictions":{"validators":{"expirationDate":{}}}}"#)
        let mmyyyy = try Self.field(#"{"id":"e","displayHints":{"mask":"{{99}}/{{9999}}"},"dataRestrictions":{"validators":{"expirationDate":{}}}}"#)
        let unmasked = try Self.field(#"{"id":"e","type":"expirydate","dataRestrictions":{"validators":{"expirationDate":{}}}}"#)
        // MMYY: the field's editor reads a year typed with four digits as its last two, so 12/20
        // is on its way to every 12/YY (R18), and 12/202 holds a third year digit past the mask.
        #expect(try Self.state(mmyy, "12/20") == "incomplete validation.expirationDate.past")
        #expect(try Self.state(mmyy, "12/202") == "incomplete validation.expirationDate.format")
        #expect(try Self.state(mmyy, "12/209") == "invalid validation.expirationDate.tooFar")
        #expect(try Self.state(mmyy, "12/19") == "invalid validation.expirationDate.past")
        #expect(try Self.state(mmyyyy, "12/20") == "incomplete validation.expirationDate.past")
        #expect(try Self.state(mmyyyy, "12/2028") == "valid -")
        #expect(try Self.state(mmyy, "12/1") == "invalid validation.expirationDate.past")
        #expect(try Self.state(mmyy, "12/99") == "invalid validation.expirationDate.tooFar")
        #expect(try Self.state(mmyyyy, "12/99") == "invalid validation.expirationDate.tooFar")
        #expect(try Self.state(mmyyyy, "12/3") == "incomplete validation.expirationDate.format")
        #expect(try Self.state(mmyy, "13") == "invalid validation.expirationDate.format")
        #expect(try Self.state(unmasked, "12/30") == "invalid validation.expirationDate.format")  // the type: a slash
        #expect(try Self.state(unmasked, "1") == "incomplete validation.expirationDate.format")
        #expect(try Self.state(unmasked, "1220") == "incomplete validation.expirationDate.past")  // 122028 may follow
    }

    /// A placeholder that takes one digit only is read exactly: `{{9990}}` ends in a 0.
    @Test func luhnOnAMaskThatFixesADigit() throws {
        let field = try Self.field(#"{"id":"n","displayHints":{"mask":"{{9990}}"},"dataRestrictions":{"validators":{"luhn":{}}}}"#)
        #expect(try Self.state(field, "123") == "incomplete validation.luhn")  // 1230 passes
        #expect(try Self.state(field, "124") == "invalid validation.luhn")  // 1240 does not, and nothing else may follow
        #expect(try Self.state(field, "12") == "incomplete validation.luhn")
        #expect(throws: PaySealError.self) { try field.check("12a", today: try Self.today()) }  // the mask takes no letter
    }

    @Test func rangeWithinSixtyFourBits() throws {
        let month = try Self.field(#"{"id":"m","type":"integer","dataRestrictions":{"validators":{"range":{"minValue":1,"maxValue":12},"length":{"maxLength":2}}}}"#)
        #expect(try Self.state(month, "0") == "incomplete validation.range")
        #expect(try Self.state(month, "00") == "invalid validation.range")
        #expect(try Self.state(month, "13") == "invalid validation.range")
        #expect(try Self.state(month, "-") == "invalid validation.range")
        let big = try Self.field(#"{"id":"b","dataRestrictions":{"validators":{"range":{"minValue":1000000000000000000}}}}"#)
        #expect(try Self.state(big, "9") == "incomplete validation.range")  // 9 and 18 digits fit 64 bits
        #expect(try Self.state(big, "95") == "invalid validation.range")  // 95 and 17 digits do not; 16 are too few
        #expect(try Self.state(big, "0000000000000000000000000001") == "incomplete validation.range")  // leading zeros
        let lowest = try Self.field(#"{"id":"l","dataRestrictions":{"validators":{"range":{"maxValue":-9223372036854775808}}}}"#)
        #expect(try Self.state(lowest, "-922337203685477580") == "incomplete validation.range")
        #expect(try Self.state(lowest, "-922337203685477581") == "invalid validation.range")
        #expect(try Self.state(lowest, "-9223372036854775808") == "valid -")
    }

    @Test func ibanShapeAndRemainder() throws {
        let free = try Self.field(#"{"id":"i","dataRestrictions":{"validators":{"iban":{}}}}"#)
        let exact = try Self.field(#"{"id":"i","dataRestrictions":{"validators":{"iban":{},"length":{"maxLength":22}}}}"#)
        #expect(try !Self.typed(free, "GB82WEST12345698765432").dropLast().contains(.invalid))
        #expect(try Self.state(free, "GB82WEST12345698765432") == "valid -")
        #expect(try Self.state(free, "GB82WEST12345698765431") == "incomplete validation.iban")  // longer IBANs may follow
        #expect(try Self.state(exact, "GB82WEST12345698765431") == "invalid validation.iban")
        #expect(try Self.state(free, "1") == "invalid validation.iban")
        #expect(try Self.state(free, "gb8") == "incomplete validation.iban")
        let spaced = try Self.field(#"{"id":"i","displayHints":{"mask":"{{AA99 AAAA 9999 9999 9999 99}}"},"dataRestrictions":{"validators":{"iban":{}}}}"#)
        #expect(try Self.state(spaced, "GB82 ") == "incomplete validation.iban")
        #expect(try Self.state(spaced, "GB82 WEST 1234 5698 7654 32") == "valid -")
        #expect(try Self.state(spaced, "GB82 WEST 1234 5698 7654 31") == "invalid validation.iban")
    }

    @Test func residentIDFixedListTermsLength() throws {
        let id = try Self.field(#"{"id":"r","dataRestrictions":{"validators":{"residentIdNumber":{}}}}"#)
        #expect(try !Self.typed(id, "11010519491231002X").contains(.invalid))
        #expect(try Self.state(id, "110105194912310021") == "invalid validation.residentIdNumber")
        let digitsOnly = try Self.field(#"{"id":"r","displayHints":{"mask":"{{999999999999999999}}"},"dataRestrictions":{"validators":{"residentIdNumber":{}}}}"#)
        #expect(try Self.state(digitsOnly, "11010519491231002") == "invalid validation.residentIdNumber")  // its check is X
        let list = try Self.field(#"{"id":"f","dataRestrictions":{"validators":{"fixedList":{"allowedValues":["visa","amex"]}}}}"#)
        #expect(try Self.state(list, "vi") == "incomplete validation.fixedList")
        #expect(try Self.state(list, "vx") == "invalid validation.fixedList")
        let terms = try Self.field(#"{"id":"t","type":"boolean","dataRestrictions":{"validators":{"termsAndConditions":{}}}}"#)
        #expect(try Self.state(terms, "tr") == "incomplete validation.boolean")
        #expect(try Self.state(terms, "f") == "invalid validation.termsAndConditions")
        let short = try Self.field(#"{"id":"s","displayHints":{"mask":"{{999}}"},"dataRestrictions":{"validators":{"length":{"minLength":4}}}}"#)
        #expect(try Self.state(short, "1") == "invalid validation.length")  // the mask holds 3
        #expect(try Self.state(try Self.field(#"{"id":"o"}"#), "") == "valid -")
    }

    /// The same bounds as validation: a catastrophic pattern answers matchLimit (invalid, fail
    /// closed) within one call's budget.
    @Test func aCatastrophicPatternStaysWithinTheBudget() throws {
        let field = try Self.field(#"{"id":"x","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"(a+)+$"}}}}"#)
        #expect(try Self.state(field, "aaa!") == "invalid validation.regularExpression")
        let (result, work, _) = try CallBoundsTests.work { try field.check(String(repeating: "a", count: 4000) + "!", today: try Self.today()) }
        #expect(result.state == .invalid && result.error?.messageKey == "validation.regularExpression.matchLimit")
        #expect(work <= PatternMatcher.workBudget, "\(work)")
    }

    @Test func aValueTheMaskWouldChangeIsRefused() throws {
        let field = try Self.field(Self.card)
        #expect(throws: PaySealError.self) { try field.check("4111 x111", today: try Self.today()) }
        do {
            _ = try field.check(String(repeating: "4", count: 20), today: try Self.today())
            Issue.record("a 20-digit number on a 19-digit mask was read")
        } catch let error as PaySealError {
            #expect(error.code == .argument && error.message.contains("\"cardNumber\" does not fit its mask"))
        }
        #expect(throws: PaySealError.self) { try field.check(String(repeating: "4", count: 4097), today: try Self.today()) }
    }

    @Test func displayValuesKeepTheObfuscation() throws {
        let product = try PaymentProduct(
            json: Array(
                #"""
                {"id":1,"fields":[{"id":"cardNumber","displayHints":{"mask":"{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}},
                {"id":"expiryDate","displayHints":{"mask":"{{99}}/{{99}}"}}],
                "accountsOnFile":[{"id":1,"attributes":[{"key":"cardNumber","value":"411111XXXXXX1111"},{"key":"expiryDate","value":"1228"},
                {"key":"alias","value":"411111XXXXXX1111"}],"displayHints":{"labelTemplate":[{"attributeKey":"cardNumber","mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}]}},
                {"id":2,"attributes":[{"key":"cardNumber","value":"************7988"}],"displayHints":{"labelTemplate":[{"attributeKey":"cardNumber","mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}]}},
                {"id":1,"attributes":[{"key":"cardNumber","value":"5555"}]}]}
                """#.utf8))
        #expect(try product.displayValue(accountOnFile: "1", key: "cardNumber") == "4111 11XX XXXX 1111")
        #expect(try Mask("{{9999}} {{9999}} {{9999}} {{9999}}").format("411111XXXXXX1111") == "4111 1111 11")
        #expect(try product.displayValue(accountOnFile: "1", key: "expiryDate") == "12/28")
        #expect(try product.displayValue(accountOnFile: "1", key: "alias") == "411111XXXXXX1111")
        #expect(try product.displayValue(accountOnFile: "2", key: "cardNumber") == "**** **** **** 7988")
        #expect(product.accountsOnFile[1].label == "7988")  // a label keeps its own rule
        #expect(product.accountsOnFile[0].displayValue(for: "cvv") == nil)
        #expect(product.accountsOnFile[2].attributes[0].displayValue == "5555")  // the first id 1 answers for id 1
        #expect(throws: PaySealError.self) { try product.displayValue(accountOnFile: "3", key: "cardNumber") }
        #expect(throws: PaySealError.self) { try product.displayValue(accountOnFile: "1", key: "cvv") }
    }
}
