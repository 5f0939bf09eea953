import Foundation
import Testing

@testable import PaySeal

/// The conformances an app reaches for: the prepared request encoded as the JSON a merchant's
/// server forwards; products identified, compared, hashed and kept with `Codable`; IIN results
/// and payment contexts hashed and kept.
@Suite("Conformances an app uses")
struct AppConformanceTests {
    static func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    static let visa = #"""
        {"id":1,"paymentMethod":"card","displayHintsList":[{"displayOrder":20,"label":"Visa","logo":"pp_logo_1.png"}],
         "fields":[{"id":"cvv","displayHints":{"displayOrder":2,"mask":"{{999}}"}},{"id":"cardNumber","type":"numericstring",
           "dataRestrictions":{"isRequired":true,"validators":{"luhn":{},"regularExpression":{"regularExpression":"^[0-9]*$"}}},
           "displayHints":{"displayOrder":1,"mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}}],
         "accountsOnFile":[{"id":7,"attributes":[{"key":"alias","value":"411111XXXXXX1111"}]}],"ratio":0.5,"flag":null}
        """#

    @Test func aPreparedRequestEncodesAsTheServerForwardsIt() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try request.setValue("4111111111111111", forKey: "cardNumber")
        let prepared = try request.prepare(with: TestKeys.public2048)
        let json = try Self.encoded(prepared)
        #expect(json == #"{"encodedClientMetaInfo":"\#(prepared.encodedClientMetaInfo)","encryptedCustomerInput":"\#(prepared.encryptedFields)"}"#)
        let back = try Self.decoded(PreparedPaymentRequest.self, json)
        #expect(back == prepared && Set([prepared, back]).count == 1)
        #expect(try TestKeys.private2048.decrypt(back.encryptedFields).count > 0)
        #expect(throws: DecodingError.self) { try Self.decoded(PreparedPaymentRequest.self, #"{"encryptedCustomerInput":"x"}"#) }
    }

    @Test func productsAreIdentifiedComparedAndHashed() throws {
        let product = try PaymentProduct(json: Array(Self.visa.utf8))
        #expect(product.id == 1 && product.fields.map(\.id) == ["cardNumber", "cvv"])
        // The same response with its members in another order is the same product.
        let reordered = try PaymentProduct(
            json: Array(
                #"""
                {"flag":null,"ratio":0.5,"accountsOnFile":[{"attributes":[{"value":"411111XXXXXX1111","key":"alias"}],"id":7}],
                 "fields":[{"id":"cvv","displayHints":{"mask":"{{999}}","displayOrder":2}},{"id":"cardNumber","type":"numericstring",
                   "dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"^[0-9]*$"},"luhn":{}},"isRequired":true},
                   "displayHints":{"displayOrder":1,"mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}}],
                 "displayHintsList":[{"logo":"pp_logo_1.png","label":"Visa","displayOrder":20}],"paymentMethod":"card","id":1}
                """#.utf8))
        #expect(product == reordered && product.hashValue == reordered.hashValue)
        let other = try PaymentProduct(json: Array(Self.visa.replacingOccurrences(of: "\"Visa\"", with: "\"VISA\"").utf8))
        #expect(product != other)
        #expect(Set([product, reordered, other]).count == 2)
    }

    @Test func aProductAndAListRoundTripThroughCodable() throws {
        let product = try PaymentProduct(json: Array(Self.visa.utf8))
        let back = try Self.decoded(PaymentProduct.self, try Self.encoded(product))
        #expect(back == product)
        #expect(back.displayHints?.label == "Visa" && back.fields.map(\.id) == ["cardNumber", "cvv"])
        #expect(back.accountsOnFile.first?.label == "411111XXXXXX1111")
        let list = try PaymentProductList(json: Array(#"{"paymentProducts":[{"id":2,"displayHints":{"displayOrder":1}},\#(Self.visa)],"x":[1,"a"]}"#.utf8))
        let listBack = try Self.decoded(PaymentProductList.self, try Self.encoded(list))
        #expect(listBack == list && listBack.sortedProducts.map(\.id) == [2, 1])
        // What the reader refuses, the decoder refuses, with its message.
        do {
            _ = try Self.decoded(PaymentProduct.self, #"{"id":1,"displayHintsList":["VISA"]}"#)
            Issue.record("decoded a product with a bad displayHintsList")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "the product.displayHintsList[0] is not a JSON object")
        }
    }

    @Test func displayHintsAreCodable() throws {
        let hints = PaymentProduct.DisplayHints(label: "Visa", logo: nil, displayOrder: 3)
        #expect(try Self.encoded(hints) == #"{"displayOrder":3,"label":"Visa"}"#)
        #expect(try Self.decoded(PaymentProduct.DisplayHints.self, #"{"label":"Visa","displayOrder":3}"#) == hints)
    }

    @Test func anIINResultIsHashableAndEncodesAsItsJSON() throws {
        let result = try IINResult(
            httpStatus: 200,
            body: Array(#"{"paymentProductId":"1","isAllowedInContext":true,"countryCode":"NL","coBrands":[{"paymentProductId":3,"isAllowedInContext":false}]}"#.utf8))
        let json = try Self.encoded(result)
        #expect(
            json
                == #"{"cardType":null,"coBrands":[{"isAllowedInContext":false,"paymentProductId":3}],"countryCode":"NL","isAllowedInContext":true,"paymentProductId":"1","status":"SUPPORTED"}"#
        )
        let back = try Self.decoded(IINResult.self, json)
        #expect(back == result && back.json == result.json)
        let unknown = try IINResult(httpStatus: 404, body: [UInt8]())
        #expect(try Self.decoded(IINResult.self, try Self.encoded(unknown)) == unknown)
        #expect(Set([result, back, unknown]).count == 2)
    }

    @Test func aPaymentContextIsHashableAndCodable() throws {
        let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false, locale: "nl_NL")
        let json = try Self.encoded(context)
        #expect(json == #"{"amount":1000,"countryCode":"NL","currencyCode":"EUR","isRecurring":false,"locale":"nl_NL"}"#)
        #expect(try Self.decoded(PaymentContext.self, json) == context)
        let noLocale = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
        #expect(try Self.encoded(noLocale) == #"{"amount":1000,"countryCode":"NL","currencyCode":"EUR","isRecurring":false}"#)
        #expect(Set([context, noLocale, try Self.decoded(PaymentContext.self, json)]).count == 2)
    }
}
