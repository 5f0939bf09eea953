import Foundation

/// Tests/client-api-stub/client_api_stub.py, run for one test: it listens on 127.0.0.1 on a port
/// the OS picks, serves the recorded responses of Vectors/ to exactly the requests PaySeal should
/// send, and answers 400 to anything else. It stops when ``stop()`` closes its standard input
/// (or the test process ends), and by itself after 60 requests or 600 seconds should the test
/// never get there. Not sooner: in a parallel run on two busy cores the long synchronous tests
/// can hold both of Swift's cooperative threads for over a minute between two requests of a test,
/// and a stub that had stopped after 30 s then refused the connection.
final class ClientAPIStub {
    static let sessionID = "payseal-stub-session"
    static let customerID = "customer 1"
    /// The context the stub expects in queries and the IIN body (its defaults).
    static let context = (countryCode: "NL", currencyCode: "EUR", amount: Int64(1000), isRecurring: false)

    private let script: LoopbackScript

    var port: Int { script.port }
    /// The base the session is created with: `http://127.0.0.1:<port>`.
    var clientAPIURL: String { "http://127.0.0.1:\(port)" }

    /// Starts the stub, expecting `metaInfo` as every request's X-GCS-ClientMetaInfo.
    /// With `redirectPublicKeyTo`, the public key request is answered 302 to that URL; with
    /// `delayPublicKey`, that many seconds late; with `locale`, the products and product requests
    /// must carry it.
    init(metaInfo: String, redirectPublicKeyTo: String? = nil, delayPublicKey: Double = 0, locale: String? = nil) throws {
        script = try LoopbackScript(
            "client_api_stub.py",
            arguments: [
                "--meta-info", metaInfo, "--session-id", Self.sessionID, "--customer-id", Self.customerID,
                "--max-requests", "60", "--seconds", "600", "--until-stdin-closes",
            ] + (redirectPublicKeyTo.map { ["--redirect-public-key-to", $0] } ?? []) + ["--delay-public-key", String(delayPublicKey)]
                + (locale.map { ["--locale", $0] } ?? []))
    }

    /// Stops the stub and waits for it: closing its standard input is its signal to shut down.
    func stop() {
        script.stop()
    }
}
