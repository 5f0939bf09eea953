import Foundation
import Testing

@testable import PaySeal

/// A session that holds its transport and metadata: the labelled calls, the public key fetched
/// once, Client API failures with their error body, and the calls an app would otherwise write
/// itself (logo URLs, the sorted list, the IIN trigger, the CVC mask).
@Suite("Session with its transport")
struct SessionCallsTests {
    typealias Recorded = ClientAPITests.Recorded
    static let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
    static let visa = ClientAPITests.vectorText("products.platform-sdks.json", "fixture-wl-android.paymentProductVisa", "json_text")
    static let amex = ClientAPITests.vectorText("products.platform-sdks.json", "fixture-wl-android.paymentProductAmEx", "json_text")

    static func metadata() throws -> DeviceMetadata {
        var metadata = DeviceMetadata.empty
        try metadata.set("com.example.shop/2.3", for: "appIdentifier")
        return metadata
    }

    static func session(_ transport: Recorded, assetURL: String = "https://assets.example.com/") throws -> Session {
        try Session(
            clientSessionID: "session-1", customerID: "customer 1", clientAPIURL: "https://payment.example.com",
            assetURL: assetURL, transport: transport, metadata: try metadata())
    }

    @Test func theLabelledCallsSendWithTheSessionsMetadata() async throws {
        let transport = Recorded([
            "/crypto/publickey": (200, TestKeys.clientAPI2048),
            "/products": (200, Array(#"{"paymentProducts":[\#(String(decoding: Self.amex, as: UTF8.self)),\#(String(decoding: Self.visa, as: UTF8.self))]}"#.utf8)),
            "/products/1": (200, Self.visa),
            "/services/getIINdetails": (200, Array(#"{"paymentProductId":"1","isAllowedInContext":true,"countryCode":"NL","coBrands":[{"paymentProductId":3,"isAllowedInContext":false},7]}"#.utf8)),
        ])
        let session = try Self.session(transport)
        let list = try await session.paymentProducts(context: Self.context)
        #expect(list.products.map(\.id) == [2, 1])
        let product = try await session.paymentProduct(withID: 1, context: Self.context)
        #expect(product.id == 1)
        let iin = try await session.iinDetails(forCardNumber: "4111 1111", context: Self.context)
        #expect(iin?.paymentProductID == 1)
        #expect(iin?.isAllowedInContext == true)
        #expect(iin?.countryCode == "NL")
        #expect(iin?.cardType == nil)
        #expect(iin?.coBrands == [IINResult.CoBrand(paymentProductID: 3, isAllowedInContext: false)])
        #expect(try await session.iinDetails(forCardNumber: "4111", context: Self.context) == nil)
        let sent = transport.sent.withLock { $0 }
        #expect(sent.count == 3)
        #expect(sent.allSatisfy { $0.headers[1].value == (try? Self.metadata().encoded) })
    }

    @Test func thePublicKeyIsFetchedOnceForTheSessionsLife() async throws {
        let transport = Recorded(["/crypto/publickey": (200, TestKeys.clientAPI2048), "/products/1": (200, Self.visa)])
        let session = try Self.session(transport)
        let copy = session
        let first = try await session.publicKey()
        let second = try await copy.publicKey()
        #expect(first.keyID == second.keyID)
        var request = try session.makePaymentRequest(for: try await session.paymentProduct(withID: 1, context: Self.context))
        for (key, value) in [("cardNumber", "4111 1111 1111 1111"), ("cardholderName", "W. Coyote"), ("expiryDate", "12/2030"), ("cvv", "123")] {
            try request.setValue(value, forKey: key)
        }
        let prepared = try await session.prepare(request)
        #expect(prepared.encodedClientMetaInfo == (try Self.metadata()).encoded)
        #expect(transport.sent.withLock { $0.filter { $0.url.hasSuffix("/crypto/publickey") }.count } == 1)
        // Calls at the same time share one fetch.
        let concurrent = Recorded(["/crypto/publickey": (200, TestKeys.clientAPI2048)])
        let shared = try Self.session(concurrent)
        async let one = shared.publicKey()
        async let two = shared.publicKey()
        #expect(try await [one.keyID, two.keyID] == ["payseal-test-rsa-2048", "payseal-test-rsa-2048"])
        #expect(concurrent.sent.withLock { $0.count } == 1)
        // A failed fetch is not kept: the next call asks again.
        let failing = Recorded([:])
        let other = try Self.session(failing)
        await #expect(throws: PaySealError.self) { try await other.publicKey() }
        await #expect(throws: PaySealError.self) { try await other.publicKey() }
        #expect(failing.sent.withLock { $0.count } == 2)
    }

    @Test func aClientAPIFailureCarriesTheStatusAndTheErrorBody() async throws {
        let body =
            #"{"errorId":"e-1","errors":[{"code":"1007","id":"UNKNOWN_PRODUCT_ID","category":"CONNECT_PLATFORM_ERROR","message":"UNKNOWN_PRODUCT_ID","propertyName":"paymentProductId","httpStatusCode":404}]}"#
        let session = try Self.session(Recorded(["/products/999": (404, Array(body.utf8)), "/services/getIINdetails": (500, Array("<html>".utf8))]))
        let error = await #expect(throws: PaySealError.self) { try await session.paymentProduct(withID: 999, context: Self.context) }
        #expect(error?.code == .clientAPI)
        #expect(error?.message == #"the Client API answered HTTP 404 to paymentProduct(id: 999) ("UNKNOWN_PRODUCT_ID")"#)
        #expect(error?.clientAPIFailure?.httpStatus == 404)
        #expect(error?.clientAPIFailure?.response?.errorID == "e-1")
        #expect(
            error?.clientAPIFailure?.response?.errors == [
                APIError(
                    code: "1007", id: "UNKNOWN_PRODUCT_ID", category: "CONNECT_PLATFORM_ERROR", message: "UNKNOWN_PRODUCT_ID",
                    propertyName: "paymentProductId", httpStatusCode: 404)
            ])
        // A body that is no error document: the status, no response; the card number not in the message.
        let iin = await #expect(throws: PaySealError.self) { try await session.iinDetails(forCardNumber: "4111 1111 1111", context: Self.context) }
        #expect(iin?.clientAPIFailure == ClientAPIFailure(httpStatus: 500, response: nil))
        #expect(iin?.message == "the Client API answered HTTP 500 to iinDetails")
        // The same body decodes with JSONDecoder, for a host that reads it itself.
        let decoded = try JSONDecoder().decode(ErrorResponse.self, from: Data(body.utf8))
        #expect(decoded == error?.clientAPIFailure?.response)
    }

    @Test func aSessionWithoutATransportSaysSo() async throws {
        let session = try Session(clientSessionID: "s", customerID: "c", clientAPIURL: "https://h.example.com", assetURL: "")
        let error = await #expect(throws: PaySealError.self) { try await session.publicKey() }
        #expect(error?.message.hasPrefix("the session has no transport") == true)
    }

    @Test func aRequestMadeWithItsProductValidatesWithoutThrowing() throws {
        let product = try PaymentProduct(json: Self.visa)
        var request = try PaymentRequest(clientSessionID: "s", product: product)
        #expect(request.paymentProductID == 1)
        #expect(request.validate().map(\.fieldID).contains("cardNumber"))
        try request.setValue("4111 1111 1111 1112", forKey: "cardNumber")
        let error = #expect(throws: PaySealError.self) { try request.prepare(with: TestKeys.public2048) }
        #expect(error?.message.contains("payseal_") == false)
        #expect(error?.message.hasSuffix("(validating the request lists every error)") == true)
        #expect(try PaymentRequest(clientSessionID: "s", paymentProductID: 1).validate().isEmpty)
    }

    @Test func logoURLsAndTheSortedList() throws {
        let session = try Self.session(Recorded([:]))
        let product = try PaymentProduct(json: Array(#"{"id":1,"displayHints":{"logo":"/templates/visa.gif","displayOrder":2}}"#.utf8))
        #expect(session.logoURL(for: product) == "https://assets.example.com/templates/visa.gif")
        #expect(try Self.session(Recorded([:]), assetURL: "").logoURL(for: product) == nil)
        let absolute = try PaymentProduct(json: Array(#"{"id":2,"displayHints":{"logo":"https://cdn.example.com/amex.gif"}}"#.utf8))
        #expect(session.logoURL(for: absolute) == "https://cdn.example.com/amex.gif")
        let list = try PaymentProductList(
            json: Array(
                #"""
                {"paymentProducts":[{"id":5},{"id":1,"displayHints":{"displayOrder":2}},{"id":3,"displayHints":{"displayOrder":1},
                 "accountsOnFile":[{"id":9,"attributes":[]}]},{"id":4,"displayHints":{"displayOrder":2}}]}
                """#.utf8))
        #expect(list.sortedProducts.map(\.id) == [3, 1, 4, 5])
        #expect(list.accountsOnFile.map { "\($0.product.id)/\($0.account.id)" } == ["3/9"])
    }

    @Test func theIINTriggerAsksAtSixDigitsAndAtEightFromSixteen() {
        var previous = ""
        var asked: [Int] = []
        let number = "4111111122223333444"
        for count in 1...number.count {
            let typed = String(number.prefix(count))
            if IIN.needsNewDetails(cardNumber: typed, previousCardNumber: previous) { asked.append(count) }
            previous = typed
        }
        #expect(asked == [6, 16])
        #expect(IIN.needsNewDetails(cardNumber: "4111 11", previousCardNumber: "5555 55"))
        #expect(!IIN.needsNewDetails(cardNumber: "4111-11", previousCardNumber: "411111"))
        #expect(!IIN.needsNewDetails(cardNumber: "41111x", previousCardNumber: ""))
    }

    @Test func theCVCMaskFollowsTheBrand() throws {
        let brands = CardBrands.builtIn
        #expect(brands.brand(ofPAN: "3782")?.cvcMask.format("12345") == "1234")
        #expect(brands.brand(ofPAN: "4111")?.cvcMask.format("12345") == "123")
        #expect(CardBrand.unknownBrandCVCMask.format("12345") == "1234")
    }
}

/// The platform's strings as Swift enums, each with an `unknown` case for a name a newer server sends.
@Suite("Typed names")
struct TypedNameTests {
    @Test func validationErrorsCardReasonsAndFieldTypesAreEnums() throws {
        let rules = try DataRestrictions(json: Array(#"{"isRequired":true,"validators":{"luhn":{}}}"#.utf8))
        #expect(rules.validate("4111111111111112").map(\.kind) == [.luhn])
        #expect(rules.validate("").map(\.kind) == [.required])
        #expect(ValidationError.Kind(rawValue: "newRule") == .unknown("newRule"))
        #expect(ValidationError.Kind.unknown("newRule").rawValue == "newRule")
        let check = CardBrands.builtIn.check(pan: "4111 1111 1111 1112", expiry: "12/2", cvc: "12")
        #expect(check.pan.failureReason == .luhn)
        #expect(check.expiry.failureReason == .format)
        #expect(CardCheck.Reason(rawValue: "other") == .unknown("other"))
        let product = try PaymentProduct(json: SessionCallsTests.visa)
        #expect(product.field("cardNumber")?.fieldType == .numericString)
        #expect(product.field("cardNumber")?.inputType == .string)
        let numeric = try PaymentProduct(
            json: Array(#"{"id":9,"fields":[{"id":"cvv","type":"numericstring","displayHints":{"preferredInputType":"IntegerKeyboard"}}]}"#.utf8))
        #expect(numeric.field("cvv")?.inputType == .integer)
        #expect(PaymentProduct.InputType(rawValue: "NewKeyboard") == .unknown("NewKeyboard"))
        #expect(PaymentProduct.FieldType(rawValue: "") == .unknown(""))
    }
}
