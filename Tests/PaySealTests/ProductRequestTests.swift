import Testing

@testable import PaySeal

/// A payment request with its product: unmasked values, masked display, validation, and
/// `prepare` refusing an invalid request (Vectors/request-validation.*.json holds the rest).
@Suite("Payment request with a product")
struct ProductRequestTests {
    static let productJSON = #"""
        {"id":1,"fields":[
          {"id":"cardNumber","type":"numericstring","displayHints":{"displayOrder":0,"mask":"{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"},
           "dataRestrictions":{"isRequired":true,"validators":{"luhn":{},"length":{"minLength":13,"maxLength":19}}}},
          {"id":"cvv","displayHints":{"displayOrder":1,"mask":"{{999}}"},"dataRestrictions":{"isRequired":true,"validators":{}}}],
         "accountsOnFile":[{"id":7,"paymentProductId":1,"attributes":[{"key":"cardNumber","value":"411111XXXXXX1111","status":"READ_ONLY"},
           {"key":"cvv","value":"","status":"MUST_WRITE"}],"displayHints":{"labelTemplate":[{"attributeKey":"cardNumber","mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}]}}]}
        """#

    func request() throws -> PaymentRequest {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try request.setProduct(try PaymentProduct(json: Array(Self.productJSON.utf8)))
        return request
    }

    @Test func valuesAreStoredUnmaskedAndShownMasked() throws {
        var request = try request()
        try request.setValue("4111 1111 1111 1111", forKey: "cardNumber")
        #expect(request["cardNumber"] == "4111111111111111")
        #expect(try request.maskedValue(for: "cardNumber") == "4111 1111 1111 1111")
        #expect(try request.maskedValue(for: "cvv") == "")
        #expect((#expect(throws: PaySealError.self) { try request.setValue("1", forKey: "iban") })?.code == .argument)
        #expect(request.product?.accountsOnFile.first?.label == "4111 11XX XXXX 1111")
    }

    @Test func prepareValidatesFirst() throws {
        var request = try request()
        try request.setValue("4111111111111112", forKey: "cardNumber")
        try request.setValue("123", forKey: "cvv")
        let error = #expect(throws: PaySealError.self) { try request.prepare(with: TestKeys.public2048) }
        #expect(error?.code == .validation)
        #expect(error?.message.contains("cardNumber") == true && error?.message.contains("4111") == false)
        try request.setValue("4111111111111111", forKey: "cardNumber")
        #expect(request.validate(today: try YearMonth(year: 2026, month: 11)).isEmpty)
        _ = try request.prepare(with: TestKeys.public2048)
    }

    @Test func accountsOnFileProtectTheirReadOnlyAttributes() throws {
        var request = try request()
        try request.setValue("4111111111111111", forKey: "cardNumber")
        try request.setAccountOnFileID("7")  // removes the READ_ONLY card number
        #expect(request["cardNumber"] == nil)
        #expect((#expect(throws: PaySealError.self) { try request.setValue("4111111111111111", forKey: "cardNumber") })?.code == .argument)
        let errors = request.validate(today: try YearMonth(year: 2026, month: 11))
        #expect(errors.map(\.fieldID) == ["cvv"] && errors.map(\.type) == ["required"])
        #expect((#expect(throws: PaySealError.self) { try request.setAccountOnFileID("8") })?.code == .argument)
        var other = try PaymentRequest(clientSessionID: "s", paymentProductID: 2)
        #expect((#expect(throws: PaySealError.self) { try other.setProduct(try PaymentProduct(json: Array(Self.productJSON.utf8))) })?.code == .argument)
    }

    /// No silent change: a value the mask would change is refused, set after setProduct (the old
    /// value stays) or before it (setProduct fails, nothing changes); literals of the mask are dropped.
    @Test func aValueTheMaskWouldChangeIsRefused() throws {
        var after = try request()
        try after.setValue("4111 1111 1111 1111", forKey: "cardNumber")
        for bad in ["abcd", "4111x1111y1111z1111", "41111111111111111111", "4111-1111"] {
            let error = #expect(throws: PaySealError.self) { try after.setValue(bad, forKey: "cardNumber") }
            #expect(error?.code == .argument && error?.message.contains("\"cardNumber\"") == true && error?.message.contains(bad) == false)
        }
        #expect(after["cardNumber"] == "4111111111111111")
        #expect((#expect(throws: PaySealError.self) { try after.setValue("12345", forKey: "cvv") })?.code == .argument)
        try after.setValue("4111 ", forKey: "cardNumber")  // a literal the mask has: not a change
        #expect(after["cardNumber"] == "4111")

        var before = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try before.setValue("123", forKey: "cvv")
        try before.setValue("4111x", forKey: "cardNumber")
        #expect((#expect(throws: PaySealError.self) { try before.setProduct(try PaymentProduct(json: Array(Self.productJSON.utf8))) })?.code == .argument)
        #expect(before.product == nil && before["cardNumber"] == "4111x" && before["cvv"] == "123")
        try before.setValue("4111 1111", forKey: "cardNumber")
        try before.setProduct(try PaymentProduct(json: Array(Self.productJSON.utf8)))
        #expect(before["cardNumber"] == "41111111" && before.keys == ["cvv", "cardNumber"])
    }

    /// Field types: a value of another shape gets the type's error first, once per type.
    @Test func fieldTypesAreEnforced() throws {
        let json =
            #"{"id":2,"fields":[{"id":"n","type":"numericstring"},{"id":"i","type":"integer"},{"id":"b","type":"boolean"},"#
            + #"{"id":"e","type":"expirydate","dataRestrictions":{"validators":{"expirationDate":{}}}},{"id":"s","type":"string"}]}"#
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 2)
        try request.setProduct(try PaymentProduct(json: Array(json.utf8)))
        for (key, value) in [("n", "12ab"), ("i", "x1"), ("b", "yes"), ("e", "12/28"), ("s", "anything")] { try request.setValue(value, forKey: key) }
        let errors = request.validate(today: try YearMonth(year: 2026, month: 11))
        #expect(errors.map { "\($0.fieldID ?? "")/\($0.type)" } == ["n/numericString", "i/integer", "b/boolean", "e/expirationDate"])
        #expect(errors.last?.messageKey == "validation.expirationDate.format")
        for (key, value) in [("n", "0123"), ("i", "-12"), ("b", "true"), ("e", "1228")] { try request.setValue(value, forKey: key) }
        #expect(request.validate(today: try YearMonth(year: 2026, month: 11)).isEmpty)
    }
}
