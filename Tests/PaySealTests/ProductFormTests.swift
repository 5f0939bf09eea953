import Testing

@testable import PaySeal

/// What a form is built from: the display hints (typed, and passed through in the normalized JSON),
/// the products list, the request's keys and values read back, and the errors' messages.
@Suite("Product as a form model")
struct ProductFormTests {
    static let productJSON = #"""
        {"id":"730","displayHints":{"label":"Bank","logo":"l.png","displayOrder":3},"allowsTokenization":false,"paymentMethod":"directDebit",
         "fields":[{"id":"country","type":"string","displayHints":{"displayOrder":2,"label":"Country","alwaysShow":true,
           "formElement":{"type":"list","valueMapping":[{"value":"NL","displayElements":[{"id":"displayName","type":"STRING","value":"Netherlands"}]},
             {"value":"BE","displayName":"Belgium"}]}}},
          {"id":"holder","displayHints":{"displayOrder":1,"label":"Holder","placeholderLabel":"J. Smith","tooltip":{"label":"As printed","image":"t.png"},
           "preferredInputType":"StringKeyboard","link":"https://example.com","futureHint":[1,null]},"futureMember":{"a":1}}],
         "unknown":true}
        """#

    @Test func displayHintsAreTyped() throws {
        let product = try PaymentProduct(json: Array(Self.productJSON.utf8))
        #expect(product.id == 730 && product.displayHints?.label == "Bank" && product.displayHints?.logo == "l.png")
        #expect(product.displayHints?.displayOrder == 3)
        #expect(product.allowsTokenization == false && product.allowsRecurring == nil && product.paymentMethod == "directDebit")
        let holder = try #require(product.fields.first)
        #expect(holder.id == "holder" && holder.label == "Holder" && holder.placeholderLabel == "J. Smith")
        #expect(holder.tooltip?.label == "As printed" && holder.tooltip?.image == "t.png" && holder.preferredInputType == "StringKeyboard")
        #expect(holder.link == "https://example.com" && !holder.alwaysShow && holder.formElement == nil)
        let country = try #require(product.field("country"))
        #expect(country.alwaysShow && country.formElement?.type == "list")
        #expect(country.formElement?.valueMapping.map(\.value) == ["NL", "BE"])
        #expect(country.formElement?.valueMapping.map(\.text) == ["Netherlands", "Belgium"])
    }

    @Test func theNormalizedProductPassesEveryMemberThrough() throws {
        let json = String(decoding: try PaymentProduct(json: Array(Self.productJSON.utf8)).json, as: UTF8.self)
        #expect(json.hasPrefix(#"{"id":730,"displayHints":{"label":"Bank","logo":"l.png","displayOrder":3},"allowsTokenization":false,"#))
        #expect(json.contains(#"{"id":"holder","displayHints":{"displayOrder":1,"label":"Holder","placeholderLabel":"J. Smith","#))
        #expect(json.contains(#""futureHint":[1,null]},"futureMember":{"a":1}}"#))
        #expect(json.hasSuffix(#""unknown":true,"accountsOnFile":[]}"#))
        #expect(json.firstRange(of: "holder")!.lowerBound < json.firstRange(of: "country")!.lowerBound)  // display order
    }

    @Test func wrongTypesOfHintsAreRefused() throws {
        for bad in [#"{"label":1}"#, #"{"tooltip":"x"}"#, #"{"alwaysShow":"true"}"#, #"{"formElement":{"valueMapping":{}}}"#] {
            let json = #"{"id":1,"fields":[{"id":"a","displayHints":"# + bad + "}]}"
            #expect((#expect(throws: PaySealError.self) { try PaymentProduct(json: Array(json.utf8)) })?.code == .json)
        }
    }

    @Test func theProductsListIsRead() throws {
        let list = try PaymentProductList(json: Array(#"{"paymentProducts":[{"id":1,"displayHints":{"label":"VISA"}},{"id":"809"}],"x":1}"#.utf8))
        #expect(list.products.map(\.id) == [1, 809] && list.products.first?.displayHints?.label == "VISA")
        #expect(
            String(decoding: list.json, as: UTF8.self)
                == #"{"paymentProducts":[{"id":1,"displayHints":{"label":"VISA"},"fields":[],"accountsOnFile":[]},{"id":809,"fields":[],"accountsOnFile":[]}],"x":1}"#)
        #expect((#expect(throws: PaySealError.self) { try PaymentProductList(json: Array(#"{"paymentProducts":[{}]}"#.utf8)) })?.code == .json)
        #expect(String(decoding: try PaymentProductList(json: Array("{}".utf8)).json, as: UTF8.self) == #"{"paymentProducts":[]}"#)
    }

    @Test func keysAndValuesAreReadFromTheRequest() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        #expect(String(decoding: request.keysJSON, as: UTF8.self) == "[]")
        try request.setValue("1", forKey: "b")
        try request.setValue("x\"y", forKey: "a")
        #expect(String(decoding: request.keysJSON, as: UTF8.self) == #"["b","a"]"#)
        let value = try request.valueBuffer(forKey: "a")  // held while read: it is wiped when released
        #expect(Array(value.bytes) == Array("x\"y".utf8))
        #expect(try request.valueBuffer(forKey: "none").count == 0)
        #expect((#expect(throws: PaySealError.self) { try request.valueBuffer(forKey: "") })?.code == .argument)
    }

    /// P4: every error carries its key and an English sentence with its bounds, no field name;
    /// Vectors/validation-messages.independent.json pins every rule's.
    @Test func errorsCarryTheirMessage() throws {
        let rules = try DataRestrictions(json: Array(#"{"isRequired":true,"validators":{"length":{"minLength":2,"maxLength":2},"expirationDate":{}}}"#.utf8))
        let errors = rules.validate("1", today: try YearMonth(year: 2026, month: 11))
        #expect(errors.map(\.messageKey) == ["validation.expirationDate.format", "validation.length"])
        #expect(errors.map(\.message) == ["This is not a valid expiry date (month and year).", "Enter exactly 2 characters."])
        var error = try #require(errors.last)
        error.fieldID = "cvv"
        #expect(error.description == #"{"fieldId":"cvv","type":"length","params":{"minLength":2,"maxLength":2},"messageKey":"validation.length","message":"Enter exactly 2 characters."}"#)
        #expect(ValidationError("numericString").message == "Only digits are allowed.")
        #expect(ValidationError("somethingNew").message == "This value is not valid.")
    }
}
