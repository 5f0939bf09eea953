import Foundation
import Synchronization
import Testing

@testable import PaySeal

/// The Session's convenience calls through an in-process transport that serves recorded
/// responses (from Vectors/) and records the exact requests it receives.
@Suite("Client API through a transport")
struct ClientAPITests {
    final class Recorded: ClientAPITransport {
        let responses: [String: (Int, [UInt8])]
        let sent = Mutex<[ClientAPIRequest]>([])
        init(_ responses: [String: (Int, [UInt8])]) { self.responses = responses }

        func send(_ request: ClientAPIRequest) async throws -> (status: Int, body: [UInt8]) {
            sent.withLock { $0.append(request) }
            let path = String(request.url.split(separator: "?")[0])
            return responses.first { path.hasSuffix($0.key) }.map { ($0.value.0, $0.value.1) } ?? (404, [])
        }
    }

    static func vectorText(_ file: String, _ id: String, _ member: String) -> [UInt8] {
        let data = FileManager.default.contents(atPath: "\(vectorsDirectory)/\(file)") ?? Data()
        guard case let .array(cases)? = (try? JSONValue.parse(Array(data)))?["cases"],
            let item = cases.first(where: { $0["id"]?.stringValue == id })
        else { return [] }
        return Array((item[member]?.stringValue ?? "").utf8)
    }

    @Test func threeLinesFromSessionToProduct() async throws {
        let transport = Recorded([
            "/crypto/publickey": (200, TestKeys.clientAPI2048),
            "/products/1": (200, Self.vectorText("products.platform-sdks.json", "fixture-wl-android.paymentProductVisa", "json_text")),
            "/services/getIINdetails": (200, Array(#"{"paymentProductId":1,"isAllowedInContext":true,"countryCode":"NL"}"#.utf8)),
        ])
        let session = try Session(
            clientSessionID: "session-1", customerID: "customer 1",
            clientAPIURL: "https://payment.example.com", assetURL: "https://assets.example.com")
        let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
        var metadata = DeviceMetadata.empty
        try metadata.set("com.example.shop", for: "appIdentifier")

        let key = try await session.publicKey(using: transport, metadata: metadata)
        let product = try await session.paymentProduct(1, context, using: transport, metadata: metadata)
        let iin = try await session.iinDetails("4111 1111 1111 1111", context, using: transport, metadata: metadata)
        #expect(key.keyID == "payseal-test-rsa-2048")
        #expect(product.fields.map(\.id) == ["cardNumber", "cardholderName", "expiryDate", "cvv"])
        #expect(iin?.status == .supported)
        #expect(try await session.iinDetails("4111", context, using: transport) == nil)

        let sent = transport.sent.withLock { $0 }
        #expect(
            sent.map(\.url) == [
                "https://payment.example.com/client/v1/customer%201/crypto/publickey",
                "https://payment.example.com/client/v1/customer%201/products/1?countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false",
                "https://payment.example.com/client/v1/customer%201/services/getIINdetails",
            ])
        #expect(sent.allSatisfy { $0.headers.first == ClientAPIRequest.Header(name: "Authorization", value: "GCS v1Client:session-1") })
        #expect(sent.allSatisfy { $0.headers[1].value == metadata.encoded })
        #expect(sent[2].body == #"{"bin":"41111111","paymentContext":{"countryCode":"NL","isRecurring":false,"amountOfMoney":{"amount":1000,"currencyCode":"EUR"}}}"#)
    }

    @Test func theProductListOfAContext() async throws {
        let visa = String(decoding: Self.vectorText("products.platform-sdks.json", "fixture-wl-android.paymentProductVisa", "json_text"), as: UTF8.self)
        let amex = String(decoding: Self.vectorText("products.platform-sdks.json", "fixture-wl-android.paymentProductAmEx", "json_text"), as: UTF8.self)
        let transport = Recorded(["/products": (200, Array(#"{"paymentProducts":[\#(visa),\#(amex)]}"#.utf8))])
        let session = try Session(clientSessionID: "s", customerID: "c", clientAPIURL: "https://h.example.com/client", assetURL: "")
        let context = PaymentContext(countryCode: "BE", currencyCode: "EUR", amount: 5, isRecurring: true)
        let products = try await session.paymentProducts(context, using: transport)
        #expect(products.map(\.id) == [1, 2])
        #expect(
            transport.sent.withLock { $0.map(\.url) } == [
                "https://h.example.com/client/v1/c/products?countryCode=BE&currencyCode=EUR&amount=5&isRecurring=true&hide=fields"
            ])
        let broken = Recorded(["/products": (200, Array(#"{"products":[]}"#.utf8))])
        await #expect(throws: PaySealError.self) { try await session.paymentProducts(context, using: broken) }
    }

    @Test func aFailedRequestIsAnError() async throws {
        let session = try Session(clientSessionID: "s", customerID: "c", clientAPIURL: "https://h.example.com", assetURL: "")
        let error = await #expect(throws: PaySealError.self) { try await session.publicKey(using: Recorded([:])) }
        #expect(error?.message.contains("HTTP 404") == true)
    }
}
