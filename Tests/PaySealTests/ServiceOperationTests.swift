import Testing

@testable import PaySeal

/// The service operations through a transport (Session+Services.swift): the requests the session
/// sends and the answers it reads, the recorded answers of Vectors/service-response.platform-sdks.json.
@Suite("Client API service operations")
struct ServiceOperationTests {
    static let file = "service-response.platform-sdks.json"
    let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)

    func session() throws -> Session {
        try Session(clientSessionID: "s1", customerID: "customer123", clientAPIURL: "https://payment.example.com", assetURL: "")
    }

    @Test func networksSurchargeAndQuote() async throws {
        let transport = ClientAPITests.Recorded([
            "/products/302/networks": (200, ClientAPITests.vectorText(Self.file, "networks-android", "body")),
            "/services/surchargecalculation": (200, ClientAPITests.vectorText(Self.file, "surcharge-android", "body")),
            "/services/dccrate": (200, ClientAPITests.vectorText(Self.file, "dcc-android", "body")),
        ])
        let session = try session()
        let networks = try await session.paymentProductNetworks(302, context, using: transport)
        #expect(networks.networks == ["CB", "Eurocard", "VISA"])
        let card = CardSource.card(number: "4567 3500 0000 0000", paymentProductID: 1)
        let surcharge = try await session.surchargeCalculation(card, context, using: transport)
        #expect(surcharge.surcharges.first?.totalAmount?.amount == 1366 && surcharge.surcharges.first?.totalAmount?.currencyCode == "EUR")
        #expect(surcharge.surcharges.first?.result == "OK")
        let quote = try await session.currencyConversion(.token("t1"), context, targetCurrency: "USD", using: transport)
        #expect(quote.dccSessionID == "5cd02469177743fb8a0b2c78937ee25f" && quote.exchangeRate == "1.57")
        #expect(quote.baseAmount?.amount == 1000 && quote.baseAmount?.currencyCode == "EUR")
        let sent = transport.sent.withLock { $0 }
        #expect(sent.map(\.method) == ["GET", "POST", "POST"])
        #expect(
            sent[1].body
                == #"{"cardSource":{"card":{"cardNumber":"4567350000000000","paymentProductId":1}},"amountOfMoney":{"amount":1000,"currencyCode":"EUR"}}"#)
        #expect(
            sent[2].body
                == #"{"cardSource":{"token":"t1"},"transaction":{"amount":{"amount":1000,"currencyCode":"EUR"}},"targetCurrency":"USD"}"#)
    }

    @Test func failedRequestsAndBadInput() async throws {
        let transport = ClientAPITests.Recorded([
            "/services/dccrate": (404, ClientAPITests.vectorText(Self.file, "dcc-not-found-android", "body"))
        ])
        let session = try session()
        // An HTTP error is the Client API's answer, with its status and body kept, whatever the
        // operation (it read "HTTP status 404 is not a currency conversion answer", both lost).
        let notFound = await #expect(throws: PaySealError.self) { try await session.currencyConversion(.token("t1"), context, using: transport) }
        #expect(notFound?.code == .clientAPI && notFound?.clientAPIFailure?.httpStatus == 404)
        #expect(notFound?.clientAPIFailure?.response != nil && notFound?.message.hasPrefix("the Client API answered HTTP 404 to currencyConversion") == true)
        let card = CardSource.card(number: "4567 3500 0000 0000", paymentProductID: 1)
        let surcharge = await #expect(throws: PaySealError.self) { try await session.surchargeCalculation(card, context, using: transport) }
        #expect(surcharge?.code == .clientAPI && surcharge?.message.contains("4567") == false)
        let letters = CardSource.card(number: "4567x50000000000", paymentProductID: nil)
        let error = #expect(throws: PaySealError.self) { try session.request(.surchargeCalculation(letters), context: context) }
        #expect(error?.code == .argument && error?.message.contains("4567") == false)
        #expect(throws: PaySealError.self) { try session.request(.paymentProductNetworks(id: -1), context: context) }
        #expect(throws: PaySealError.self) { try session.request(.currencyConversion(.token(""), targetCurrency: nil), context: context) }
        #expect(throws: PaySealError.self) { try session.request(.surchargeCalculation(.token("t")), context: nil) }
    }
}
