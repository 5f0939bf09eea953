import Foundation
import PaySeal

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends PaySeal's Client API requests with `URLSession`, so that an app needs no HTTP code of
/// its own:
///
/// ```swift
/// let session = try Session(
///     clientSessionID: sessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL,
///     appIdentifier: "com.example.shop/2.3", transport: URLSessionTransport(timeout: 10))
/// let key = try await session.publicKey()
/// ```
///
/// Each request goes out as PaySeal built it: method, URL, headers in order, body, and
/// `Accept-Encoding: identity`. The answer comes back as the HTTP status and body whatever the
/// status (PaySeal decides what a 404 means); a request that got no HTTP answer, an answer whose
/// body is over ``maximumResponseBytes``, an answer with two different Content-Length values, and
/// an exchange that takes longer than ``timeout`` throw a `PaySealError` (code `noAnswer`; `cancelled` when the calling task is).
public struct URLSessionTransport: ClientAPITransport {
    /// The session requests go through: ``defaultSession`` unless the app passes its own (for a
    /// proxy, certificate pinning or its own timeouts).
    ///
    /// A session from ``makeSession(configuration:)``, such as ``defaultSession``, hands the body
    /// over as it arrives, so no more than ``maximumResponseBytes`` of it is ever kept: a larger
    /// body is refused as soon as its Content-Length or its bytes pass the limit. Any other
    /// session collects the body itself, which PaySeal then measures: a larger body is refused
    /// once it is in (or at the ``timeout``), but the session holds what arrived until then.
    ///
    /// On Linux, the exchanges of ``defaultSession`` do not go through it: the transport sends
    /// them with libcurl itself, one connection per exchange, closed when the exchange ends. Any
    /// other session goes through FoundationNetworking, which cannot stop a task the timeout has
    /// passed (see ``timeout``).
    public let session: URLSession
    /// Seconds the whole exchange may take, from the connection to the body's last byte (30 by
    /// default). Past it the request ends and fails with a `PaySealError` (`noAnswer`) that says it timed
    /// out, however steadily the server trickles bytes, and (on Apple platforms, and with
    /// ``defaultSession`` on Linux) its connection is closed. On Linux a session other than
    /// ``defaultSession`` goes through FoundationNetworking, where a task cannot be safely
    /// cancelled: the caller hears of the timeout at once, but the task and its connection stay
    /// until the server closes it or no byte came for `timeout` + 1 s, and meanwhile hold one of
    /// that session's connections to the host.
    public let timeout: TimeInterval
    /// The largest body accepted, in bytes as decoded (4 MiB by default, see
    /// ``defaultMaximumResponseBytes``). A larger body fails the request with a `PaySealError` (`noAnswer`) that
    /// says so, whatever its status (``session`` tells how much of it is held meanwhile).
    public let maximumResponseBytes: Int

    /// 4 MiB (4,194,304 bytes): the Client API's answers are a few KiB (a product with its
    /// fields, a product list, a public key), so an answer this large is not one of them.
    public static let defaultMaximumResponseBytes = 4 * 1024 * 1024

    /// A transport over `session` (``defaultSession`` by default) whose exchanges take at most
    /// `timeout` seconds and whose answers have at most `maximumResponseBytes` of body.
    public init(
        session: URLSession = URLSessionTransport.defaultSession, timeout: TimeInterval = 30,
        maximumResponseBytes: Int = URLSessionTransport.defaultMaximumResponseBytes
    ) {
        self.session = session
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// An ephemeral session without cookies or a cache that does not follow redirects: the
    /// responses belong to one client session and are fetched again on every call, nothing about
    /// them is kept on disk, and the session id in the Authorization header goes to the Client
    /// API's URL only (a redirect comes back as its 3xx status).
    public static let defaultSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return makeSession(configuration: configuration)
    }()

    /// A session with the app's `configuration` (a proxy, its own headers) whose delegate is the
    /// transport's: it hands the body over as it arrives, so that no more than
    /// ``maximumResponseBytes`` of it is kept, and it does not follow redirects. For the session
    /// of a ``URLSessionTransport`` only: its tasks are the transport's.
    public static func makeSession(configuration: URLSessionConfiguration) -> URLSession {
        let router = ResponseRouter()
        return URLSession(configuration: configuration, delegate: router, delegateQueue: router.delegateQueue())
    }

    /// Sends the request and returns the HTTP status and body.
    /// - Throws: a `PaySealError` whose message is the method, host and path (never the query or
    ///   body) and why: code `noAnswer` when no HTTP answer came back (the connection failed, the
    ///   exchange took longer than ``timeout``, the body was over ``maximumResponseBytes``, the
    ///   answer was not HTTP or had two different Content-Length values: RFC 9112, section 6.3),
    ///   with the `URLError` behind it as its `underlyingError` (`.timedOut`,
    ///   `.dataLengthExceedsMaximum`, `.badServerResponse`, or URLSession's own); `cancelled` when
    ///   the calling task was cancelled; `argument` for a URL without a host.
    public func send(_ request: ClientAPIRequest) async throws -> (status: Int, body: [UInt8]) {
        guard let url = URL(string: request.url), url.host != nil else {
            throw PaySealError(.argument, "\(request.method) failed: the request's URL is not a URL with a host")
        }
        let seconds = deadlineSeconds
        // Where, as sent (percent-encoded), without the scheme, the query (amounts) or anything of
        // the body: short enough for a log line.
        let withoutScheme = request.url.range(of: "://").map { request.url[$0.upperBound...] } ?? Substring(request.url)
        let target = "\(request.method) \(withoutScheme.prefix { $0 != "?" })"
        #if canImport(CCurl)
        // On Linux the default session's exchanges go through libcurl directly (CurlExchange says
        // why), so that a timeout ends the request and its connection, not only the wait.
        if session === Self.defaultSession {
            do {
                return try await CurlExchange(limit: bodyLimit).run(request, seconds: seconds)
            } catch {
                throw failure(target, error)
            }
        }
        #endif
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        // URLSession's own timeout waits for the next byte, not for the whole answer: the deadline
        // is the exchange's bound, and this one (whole seconds: FoundationNetworking drops the
        // fraction) comes a second after it, only should the deadline not get to run. Set through
        // the property: FoundationNetworking ignores the initializer's and waits the session's 60 s.
        urlRequest.timeoutInterval = seconds.rounded(.up) + 1
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        if let body = request.body { urlRequest.httpBody = Data(body.utf8) }
        // Without it FoundationNetworking (libcurl) asks for gzip, br and zstd, with which a small
        // body can decode to gigabytes. A server may compress anyway: the limit counts decoded bytes.
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let data: Data, response: URLResponse
        do {
            (data, response) = try await Exchange(limit: bodyLimit).run(urlRequest, on: session, seconds: seconds)
        } catch {
            throw failure(target, error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw PaySealError(.noAnswer, "\(target) failed: the answer is not an HTTP response", underlyingError: URLError(.badServerResponse))
        }
        return (http.statusCode, Array(data))
    }

    /// ``timeout`` as the deadline takes it: NaN and negative values are 0 (fail at once), and
    /// the largest is 11 days, within what a dispatch time can add.
    private var deadlineSeconds: Double {
        timeout.isNaN ? 0 : min(max(timeout, 0), 1_000_000)
    }

    /// ``maximumResponseBytes`` as the exchange takes it: a negative value is 0 (no body at all).
    private var bodyLimit: Int {
        max(0, maximumResponseBytes)
    }

    /// The error of a failed exchange: `cancelled` when the calling task was, else `noAnswer`.
    private func failure(_ target: String, _ error: any Error) -> PaySealError {
        let (reason, underlying) = explained(error)
        let code: PaySealError.Code = (underlying as? URLError)?.code == .cancelled ? .cancelled : .noAnswer
        return PaySealError(code, "\(target) failed: \(reason)", underlyingError: underlying)
    }

    /// Why the exchange failed, in words, and the error to hand over with it.
    private func explained(_ error: any Error) -> (String, any Error & Sendable) {
        switch error {
        case Exchange.Ending.deadlinePassed:
            let seconds = deadlineSeconds
            let count = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return ("timed out after \(count) second\(seconds == 1 ? "" : "s")", URLError(.timedOut))
        case Exchange.Ending.bodyTooLarge(let declaredLength?):
            return (
                "the answer's Content-Length, \(declaredLength) bytes, is over the limit of \(bodyLimit) bytes",
                URLError(.dataLengthExceedsMaximum)
            )
        case Exchange.Ending.conflictingContentLength(let lengths):
            let shown = lengths.prefix(4).map { "\(Quoted($0, limit: 24))" }.joined(separator: ", ")
            return ("the answer has conflicting Content-Length values (\(shown))", URLError(.badServerResponse))
        case Exchange.Ending.bodyTooLarge(nil):
            return ("the answer's body is over the limit of \(bodyLimit) bytes", URLError(.dataLengthExceedsMaximum))
        case Exchange.Ending.cancelled:
            return ("cancelled", URLError(.cancelled))
        default:
            return (Self.reason(error), error)
        }
    }

    /// The common URLSession errors in words; others by their code.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? URLError else { return String(describing: error).prefix(200).description }
        switch error.code {
        case .cannotConnectToHost: return "could not connect to the host"
        case .cannotFindHost, .dnsLookupFailed: return "the host name could not be resolved"
        case .timedOut: return "timed out"
        case .notConnectedToInternet: return "no network connection"
        case .networkConnectionLost: return "the connection was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "the TLS connection failed (URLError \(error.code.rawValue))"
        case .cancelled: return "cancelled"
        case .badServerResponse: return "the server's answer was not valid HTTP"
        case .unsupportedURL: return "the URL's scheme is not http or https"
        case .badURL: return "the URL could not be used"
        default: return "URLError \(error.code.rawValue)"
        }
    }
}
