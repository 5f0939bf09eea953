import Foundation
import Testing

@testable import PaySeal

/// IINResult, CardCheck, ValidationError and ClientAPIFailure decoded with JSONDecoder from the JSON
/// PaySeal itself writes (the bytes the C ABI and the CLI hand over): each round trip gives back
/// the value that wrote it.
@Suite("Decoding PaySeal's JSON outputs")
struct DecodableOutputTests {
    static func roundTrip<T: Decodable>(_ type: T.Type, _ json: [UInt8]) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json))
    }

    @Test func anIINResultDecodesFromItsJSON() throws {
        let bodies = [
            (200, #"{"paymentProductId":1,"isAllowedInContext":true,"countryCode":"NL","cardType":"Credit","coBrands":[{"paymentProductId":3,"isAllowedInContext":false}]}"#),
            (200, #"{"paymentProductId":"2","isAllowedInContext":false}"#),
            (404, #"{"errorId":"x","errors":[]}"#),
        ]
        for (status, body) in bodies {
            let result = try IINResult(httpStatus: status, body: Array(body.utf8))
            let decoded = try Self.roundTrip(IINResult.self, result.json)
            #expect(decoded == result)
            #expect(decoded.paymentProductID == result.paymentProductID && decoded.coBrands == result.coBrands)
            #expect(decoded.json == result.json)
        }
        #expect(throws: DecodingError.self) { try Self.roundTrip(IINResult.self, Array(#"{"status":"MAYBE"}"#.utf8)) }
    }

    @Test func aCardCheckDecodesFromItsJSON() throws {
        let today = try YearMonth(year: 2026, month: 11)
        let checks = [
            CardBrands.builtIn.check(pan: "4111 1111 1111 1112", expiry: "12/2", cvc: "12", today: today),
            CardBrands.builtIn.check(pan: "4111 1111 1111 1111", expiry: "12/30", cvc: "123", today: today),
            CardBrands.builtIn.check(pan: "", today: today),
        ]
        for check in checks {
            let decoded = try Self.roundTrip(CardCheck.self, check.json)
            #expect(decoded == check)
            #expect(decoded.json == check.json)
        }
        let complete = try Self.roundTrip(CardCheck.self, checks[1].json)
        #expect(checks[1].complete && complete.complete)
    }

    @Test func validationErrorsDecodeFromTheirJSON() throws {
        let rules = try DataRestrictions(
            json: Array(#"{"isRequired":true,"validators":{"length":{"minLength":3,"maxLength":5},"luhn":{},"fixedList":{"allowedValues":["a","b"]}}}"#.utf8))
        var errors = rules.validate("1234567")
        errors[0].fieldID = "cardNumber"
        #expect(errors.count >= 2)
        let decoded = try JSONDecoder().decode([ValidationError].self, from: Data(ValidationError.jsonArray(errors)))
        #expect(decoded == errors)
        #expect(decoded.map(\.message) == errors.map(\.message))
        #expect(decoded.contains { $0.params.map(\.name) == ["minLength", "maxLength"] })
    }

    @Test func aClientAPIFailureDecodesFromItsJSON() throws {
        let body = #"{"errorId":"e-1","errors":[{"code":"1002","id":"UNKNOWN_PRODUCT_ID","category":"CONNECT_PLATFORM_ERROR","message":"m","propertyName":"productId","httpStatusCode":404}]}"#
        let failure = ClientAPIFailure(httpStatus: 404, body: Array(body.utf8))
        #expect(try Self.roundTrip(ClientAPIFailure.self, failure.json) == failure)
    }
}
