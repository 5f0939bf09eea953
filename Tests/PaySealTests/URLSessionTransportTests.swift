import Foundation
import PaySealFoundation
import Testing

@testable import PaySeal

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSessionTransport over a real socket: the Client API stub (ClientAPIStub.swift) on
/// 127.0.0.1 serves the recorded responses and refuses any request that is not exactly PaySeal's.
@Suite("URLSessionTransport against a local Client API stub")
struct URLSessionTransportTests {
    /// The metadata of these tests, and its header value computed with Foundation's own base64
    /// (not PaySeal's), so the stub checks the header against an independent spelling.
    static func metadata() throws -> (DeviceMetadata, String) {
        var metadata = DeviceMetadata.empty
        try metadata.set("com.example.shop/2.3", for: "appIdentifier")
        return (metadata, Data(#"{"appIdentifier":"com.example.shop/2.3"}"#.utf8).base64EncodedString())
    }

    static func session(_ stub: ClientAPIStub) throws -> Session {
        try Session(
            clientSessionID: ClientAPIStub.sessionID, customerID: ClientAPIStub.customerID,
            clientAPIURL: stub.clientAPIURL, assetURL: "")
    }

    static let context = PaymentContext(
        countryCode: ClientAPIStub.context.countryCode, currencyCode: ClientAPIStub.context.currencyCode,
        amount: ClientAPIStub.context.amount, isRecurring: ClientAPIStub.context.isRecurring)

    @Test func sessionToPreparedPaymentOverASocket() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo)
        defer { stub.stop() }
        let transport = URLSessionTransport(timeout: 30)
        let session = try Self.session(stub)

        let key = try await session.publicKey(using: transport, metadata: metadata)
        #expect(key.keyID == "payseal-test-rsa-2048")
        let products = try await session.paymentProducts(Self.context, using: transport, metadata: metadata)
        #expect(products.map(\.id) == [1, 2])
        let product = try await session.paymentProduct(1, Self.context, using: transport, metadata: metadata)
        #expect(product.fields.map(\.id) == ["cardNumber", "cardholderName", "expiryDate", "cvv"])
        let iin = try await session.iinDetails("4111 1111 1111 1111", Self.context, using: transport, metadata: metadata)
        #expect(iin?.status == .supported)
        #expect(iin?.paymentProductID == 1)

        var request = try PaymentRequest(clientSessionID: session.clientSessionID, paymentProductID: product.id)
        defer { request.wipe() }
        try request.setProduct(product)
        for (field, value) in [
            ("cardNumber", "4111 1111 1111 1111"), ("cardholderName", "Wile E. Coyote"),
            ("expiryDate", "12/2030"), ("cvv", "123"),
        ] {
            try request.setValue(value, forKey: field)
        }
        #expect(request.validate(today: try YearMonth(year: 2026, month: 11)).isEmpty)
        let prepared = try request.prepare(with: key, metadata: metadata)
        #expect(prepared.encodedClientMetaInfo == metaInfo)

        // The TEST private key of the key the stub served opens what was prepared with it.
        let payload = try JSONValue.parse(try TestKeys.private2048.decrypt(prepared.encryptedFields))
        #expect(payload["clientSessionId"]?.stringValue == ClientAPIStub.sessionID)
        #expect(payload["paymentProductId"] == .number("1"))
        guard case let .array(values)? = payload["paymentValues"] else {
            Issue.record("the payload has no paymentValues array")
            return
        }
        let pairs = values.compactMap { value in value["key"]?.stringValue.flatMap { key in value["value"]?.stringValue.map { (key, $0) } } }
        #expect(pairs.map(\.0) == ["cardNumber", "cardholderName", "expiryDate", "cvv"])
        #expect(pairs.map(\.1) == ["4111111111111111", "Wile E. Coyote", "122030", "123"])
    }

    /// The context's locale goes into the products and product requests; a stub that expects
    /// another one (or none) refuses them.
    @Test func theLocaleReachesTheProductRequests() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo, locale: "nl_NL")
        defer { stub.stop() }
        let transport = URLSessionTransport(timeout: 30)
        let session = try Self.session(stub)
        let c = ClientAPIStub.context
        let dutch = PaymentContext(countryCode: c.countryCode, currencyCode: c.currencyCode, amount: c.amount, isRecurring: c.isRecurring, locale: "nl_NL")
        #expect(try await session.paymentProducts(dutch, using: transport, metadata: metadata).map(\.id) == [1, 2])
        #expect(try await session.paymentProduct(1, dutch, using: transport, metadata: metadata).id == 1)
        await #expect(throws: PaySealError.self) { try await session.paymentProducts(Self.context, using: transport, metadata: metadata) }
    }

    /// The flow test means something only if the stub refuses what PaySeal would not send: one
    /// thing changed at a time in requests PaySeal built, each answered 400 with the reason.
    @Test func theStubRefusesAnyOtherRequest() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo)
        defer { stub.stop() }
        let transport = URLSessionTransport(timeout: 30)
        let session = try Self.session(stub)
        let products = try session.request(.paymentProducts, context: Self.context, metadata: metadata)
        let iin = try session.request(.iinDetails(cardNumber: "4111111111111111"), context: Self.context, metadata: metadata)
        func changed(
            _ request: ClientAPIRequest, method: String? = nil, url: String? = nil,
            headers: [ClientAPIRequest.Header]? = nil, body: String?? = .none
        ) -> ClientAPIRequest {
            ClientAPIRequest(
                method: method ?? request.method, url: url ?? request.url, headers: headers ?? request.headers,
                body: body ?? request.body)
        }
        let otherMetadata = try session.request(.paymentProducts, context: Self.context, metadata: DeviceMetadata.empty)
        let variants: [(String, ClientAPIRequest)] = [
            ("another method", changed(products, method: "POST")),
            (
                "the query in another order",
                changed(
                    products,
                    url: products.url.replacingOccurrences(
                        of: "countryCode=NL&currencyCode=EUR", with: "currencyCode=EUR&countryCode=NL"))
            ),
            ("another customer path", changed(products, url: products.url.replacingOccurrences(of: "customer%201", with: "customer+1"))),
            ("another session", changed(products, headers: [.init(name: "Authorization", value: "GCS v1Client:other")] + products.headers.dropFirst())),
            ("other metadata", otherMetadata),
            ("no Content-Type on the POST", changed(iin, headers: Array(iin.headers.dropLast()))),
            ("another JSON body", changed(iin, body: iin.body?.replacingOccurrences(of: #""isRecurring":false"#, with: #""isRecurring":true"#))),
        ]
        for (change, request) in variants {
            let (status, body) = try await transport.send(request)
            #expect(status == 400, "\(change)")
            #expect(String(decoding: body, as: UTF8.self).hasPrefix("payseal stub refused the request: "), "\(change)")
        }
        // And the unchanged requests are served.
        #expect(try await transport.send(products).status == 200)
        #expect(try await transport.send(iin).status == 200)
    }

    /// HTTP errors come back as statuses, for PaySeal to read: 404 for an unknown product or bin.
    @Test func anHTTPErrorIsAStatusNotAThrow() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo)
        defer { stub.stop() }
        let transport = URLSessionTransport(timeout: 30)
        let session = try Self.session(stub)
        let (status, _) = try await transport.send(try session.request(.paymentProduct(id: 7), context: Self.context, metadata: metadata))
        #expect(status == 404)
        let error = await #expect(throws: PaySealError.self) {
            try await session.paymentProduct(7, Self.context, using: transport, metadata: metadata)
        }
        #expect(error?.message.contains("HTTP 404") == true)
        let unknown = try await session.iinDetails("5555 5555 5555 4444", Self.context, using: transport, metadata: metadata)
        #expect(unknown?.status == .unknown)
    }

    /// The default session does not follow a redirect: the session id in the Authorization
    /// header goes nowhere but the Client API URL. Were it followed, the stub would answer the
    /// second request (not one PaySeal sends) with 400.
    @Test func aRedirectIsNotFollowed() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo, redirectPublicKeyTo: "/elsewhere/crypto/publickey")
        defer { stub.stop() }
        let session = try Self.session(stub)
        let (status, _) = try await URLSessionTransport(timeout: 30).send(try session.request(.publicKey, context: nil, metadata: metadata))
        #expect(status == 302)
        let error = await #expect(throws: PaySealError.self) { try await session.publicKey(using: URLSessionTransport(timeout: 30), metadata: metadata) }
        #expect(error?.message.contains("HTTP 302") == true)
    }

    /// Cancelling the calling task cancels the request: it ends with a Failure saying "cancelled"
    /// (an answer would end it without one, the deadline with another) before the (600 s late)
    /// answer comes and before the transport's 300 s deadline. The bound is only that: under the
    /// sanitizers, with the other tests in parallel on two cores, the cancellation took 10.5 s to
    /// arrive (a 3 s delay against a 2 s bound once took 4.6 s); in a parallel run on two busy
    /// cores the long synchronous tests held both of Swift's cooperative threads for over a
    /// minute, so that a 25 s late answer came before this test got to cancel; and once, under the
    /// sanitizers, the cancelled ending was seen after 121 s (against a 120 s answer, then).
    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo, delayPublicKey: 600)
        defer { stub.stop() }
        let request = try Self.session(stub).request(.publicKey, context: nil, metadata: metadata)
        let started = ContinuousClock.now
        let sending = Task { try await URLSessionTransport(timeout: 300).send(request) }
        try await Task.sleep(for: .milliseconds(200))
        sending.cancel()
        let error = await #expect(throws: PaySealError.self) { try await sending.value }
        #expect(error?.message.hasSuffix("/crypto/publickey failed: cancelled") == true && error?.code == .cancelled)
        #expect(ContinuousClock.now - started < .seconds(299))
    }

    /// No answer at all (nothing listens on the port any more) is a thrown Failure that says what
    /// was asked of whom and why it failed.
    @Test func noAnswerIsAFailureThatSaysWhat() async throws {
        let (metadata, metaInfo) = try Self.metadata()
        let stub = try ClientAPIStub(metaInfo: metaInfo)
        stub.stop()
        let session = try Self.session(stub)
        let error = await #expect(throws: PaySealError.self) {
            try await session.publicKey(using: URLSessionTransport(timeout: 5), metadata: metadata)
        }
        #expect(error?.message == "GET 127.0.0.1:\(stub.port)/client/v1/customer%201/crypto/publickey failed: could not connect to the host")
        #expect(error?.underlyingError is URLError && error?.code == .noAnswer)
    }
}
