import Foundation
import Synchronization
import Testing

@testable import PaySeal

/// A session that holds its transport and metadata: the service calls without `using:` or
/// `metadata:` (Session+Services.swift), the per-call forms' default metadata, and a cancelled
/// wait for the public key (Session+Calls.swift's PublicKeyCache).
@Suite("Session: service calls and cancellation")
struct SessionServiceCallsTests {
    static let file = "service-response.platform-sdks.json"
    let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)

    func metadata() throws -> DeviceMetadata {
        var metadata = DeviceMetadata.empty
        try metadata.set("com.example.shop/2.3", for: "appIdentifier")
        return metadata
    }

    func session(_ transport: some ClientAPITransport) throws -> Session {
        try Session(
            clientSessionID: "s1", customerID: "customer123", clientAPIURL: "https://payment.example.com", assetURL: "",
            transport: transport, metadata: try metadata())
    }

    @Test func serviceCallsSendWithTheSessionsTransportAndMetadata() async throws {
        let transport = ClientAPITests.Recorded([
            "/products/302/networks": (200, ClientAPITests.vectorText(Self.file, "networks-android", "body")),
            "/services/surchargecalculation": (200, ClientAPITests.vectorText(Self.file, "surcharge-android", "body")),
            "/services/dccrate": (200, ClientAPITests.vectorText(Self.file, "dcc-android", "body")),
        ])
        let session = try session(transport)
        let networks = try await session.paymentProductNetworks(forProductID: 302, context: context)
        #expect(networks.networks == ["CB", "Eurocard", "VISA"])
        let surcharge = try await session.surchargeCalculation(for: .card(number: "4567 3500 0000 0000", paymentProductID: 1), context: context)
        #expect(surcharge.surcharges.first?.result == "OK")
        let quote = try await session.currencyConversion(for: .token("t1"), context: context, targetCurrency: "USD")
        #expect(quote.exchangeRate == "1.57")
        // The per-call forms without metadata: send the session's too, never "UNKNOWN".
        _ = try await session.paymentProductNetworks(302, context, using: transport)
        let sent = transport.sent.withLock { $0 }
        #expect(sent.count == 4)
        let encoded = try metadata().encoded
        #expect(sent.allSatisfy { $0.headers.contains(ClientAPIRequest.Header(name: "X-GCS-ClientMetaInfo", value: encoded)) })
        #expect(try session.request(.publicKey, context: nil).headers[1].value == encoded)
    }

    @Test func aSessionWithoutATransportSaysSo() async throws {
        let session = try Session(clientSessionID: "s1", customerID: "c", clientAPIURL: "https://payment.example.com", assetURL: "")
        let error = await #expect(throws: PaySealError.self) { try await session.surchargeCalculation(for: .token("t"), context: context) }
        #expect(error?.code == .argument && error?.message.contains("no transport") == true)
    }

    /// Answers the public key after `delay`, whatever happens meanwhile (as a slow network does:
    /// the wait is not cancelled with the caller).
    final class SlowKey: ClientAPITransport {
        let delay: Duration
        let sends = Mutex(0)
        init(delay: Duration) { self.delay = delay }
        func send(_ request: ClientAPIRequest) async throws -> (status: Int, body: [UInt8]) {
            sends.withLock { $0 += 1 }
            let delay = self.delay
            await Task.detached { try? await Task.sleep(for: delay) }.value
            return (200, TestKeys.clientAPI2048)
        }
    }

    @Test func aCancelledCallEndsAtOnceAndTheOthersGetTheKey() async throws {
        let transport = SlowKey(delay: .seconds(4))
        let session = try session(transport)
        let clock = ContinuousClock()
        let start = clock.now
        let cancelled = Task { () -> (Result<PublicKey, any Error>, ContinuousClock.Instant) in
            do { return (.success(try await session.publicKey()), clock.now) } catch { return (.failure(error), clock.now) }
        }
        let sharing = Task { try await session.publicKey() }
        try await Task.sleep(for: .milliseconds(200))
        let cancelledAt = clock.now
        cancelled.cancel()
        let (result, endedAt) = await cancelled.value
        guard case let .failure(error) = result else {
            Issue.record("the cancelled call returned the key at \(endedAt - start)")
            return
        }
        #expect((error as? PaySealError)?.code == .cancelled, "\(error)")
        // Ended by the cancellation, not by the key 4 s later. (It takes well under 0.1 s alone; the
        // bound leaves room for the other tests that share the process's threads.)
        #expect(endedAt - cancelledAt < .seconds(2), "ended \(endedAt - cancelledAt) after the cancellation")
        // The fetch goes on for the caller that shares it, and the key is kept for the next call.
        let key = try await sharing.value
        #expect(try await session.publicKey().keyID == key.keyID)
        #expect(transport.sends.withLock { $0 } == 1)
        // A call made from a task cancelled already does not wait either.
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await session.publicKey()
        }
        #expect(try await late.value.keyID == key.keyID)  // kept: no wait, so the key is given
    }
}
