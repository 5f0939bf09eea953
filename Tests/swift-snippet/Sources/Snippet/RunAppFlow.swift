import Foundation
import PaySeal
import PaySealFoundation

#if canImport(Glibc)
import Glibc
#endif

/// What an app does around the checkout, against the stub at `clientAPIURL`: the service calls
/// with the session's own transport and metadata (the stub refuses any other metadata), the
/// failures an app switches over (a 404, a timeout, a cancellation) and the prepared payment
/// encoded for the merchant's server. Each check: (what, passed).
func appFlowChecks(clientAPIURL: String, prepared: PreparedPaymentRequest?) async throws -> [(String, Bool)] {
    let session = try Session(
        clientSessionID: "payseal-stub-session", customerID: "customer 1", clientAPIURL: clientAPIURL, assetURL: "", appIdentifier: "com.example.shop/2.3")
    let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
    let networks = try await session.paymentProductNetworks(forProductID: 302, context: context)
    let surcharge = try await session.surchargeCalculation(for: .card(number: "4567 3500 0000 0000", paymentProductID: 1), context: context)
    let quote = try await session.currencyConversion(for: .token("0ca037cc-9101-4a54-a7a1-1a0b4a6c07b4"), context: context, targetCurrency: "USD")

    // A product the context does not offer: the Client API's 404, with its body.
    var notFound: PaySealError.Code?, notFoundStatus: Int?
    do {
        _ = try await session.paymentProduct(withID: 999, context: context)
    } catch let error as PaySealError {
        switch error.code {
        case .clientAPI: (notFound, notFoundStatus) = (.clientAPI, error.clientAPIFailure?.httpStatus)
        case .noAnswer, .cancelled: notFound = error.code
        default: notFound = error.code
        }
    }

    // A server that takes the connection and never answers: a timeout, then a cancellation.
    let silent = try SilentListener()
    defer { silent.close() }
    let slow = try Session(
        clientSessionID: "payseal-stub-session", customerID: "customer 1", clientAPIURL: "http://127.0.0.1:\(silent.port)", assetURL: "",
        appIdentifier: "com.example.shop/2.3", transport: URLSessionTransport(timeout: 0.5))
    var timedOut = false
    do {
        _ = try await slow.paymentProducts(context: context)
    } catch let error as PaySealError where error.code == .noAnswer {
        timedOut = (error.underlyingError as? URLError)?.code == .timedOut
    }
    let waiting = Task { try await slow.publicKey() }
    try await Task.sleep(for: .milliseconds(100))
    let cancelledAt = ContinuousClock.now
    waiting.cancel()
    var cancelled = false
    do {
        _ = try await waiting.value
    } catch let error as PaySealError where error.code == .cancelled {
        let took = ContinuousClock.now - cancelledAt
        print("checkout against the stub: the cancelled call ended \(took) after its cancellation")
        cancelled = took < .seconds(1)  // the server never answers: ended by the cancellation
    }

    // What the merchant's server forwards, as JSON.
    let encoded = try prepared.map { try JSONSerialization.jsonObject(with: JSONEncoder().encode($0)) as? [String: String] } ?? nil
    return [
        ("the networks of Apple Pay", networks.networks == ["CB", "Eurocard", "VISA"]),
        ("the surcharge", surcharge.surcharges.first?.result == "OK"),
        ("the currency conversion quote in USD", quote.dccSessionID != nil),
        ("a 404 is .clientAPI with its status", notFound == .clientAPI && notFoundStatus == 404),
        ("a timeout is .noAnswer with URLError.timedOut", timedOut),
        ("a cancelled call ends at once with .cancelled", cancelled),
        (
            "the prepared payment encoded as the merchant's server forwards it",
            encoded?.keys.sorted() == ["encodedClientMetaInfo", "encryptedCustomerInput"]
                && encoded?["encryptedCustomerInput"] == prepared?.encryptedFields
        ),
    ]
}

/// A TCP socket on 127.0.0.1 that listens and never reads or answers: connections complete in the
/// kernel's backlog and then nothing comes.
final class SilentListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            if descriptor >= 0 { _ = Glibc.close(descriptor) }
            throw PaySealError(.argument, "could not listen on 127.0.0.1")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() { _ = Glibc.close(descriptor) }
}
