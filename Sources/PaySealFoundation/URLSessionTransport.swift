import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PaySeal

/// Sends PaySeal's Client API requests with `URLSession`, so that an app needs no HTTP code of
/// its own:
///
/// ```swift
/// let transport = URLSessionTransport()
/// let key = try await session.publicKey(using: transport)
/// ```
///
/// Each request goes out as PaySeal built it: method, URL, headers in order, body. The answer
/// comes back as the HTTP status and body whatever the status (PaySeal decides what a 404 means);
/// only a request that got no HTTP answer at all throws a ``Failure``.
public struct URLSessionTransport: ClientAPITransport {
    /// The session requests go through: ``defaultSession`` unless the app passes its own (for a
    /// proxy, certificate pinning or its own timeouts).
    public let session: URLSession
    /// Seconds a request may wait for data before it fails (the request's `timeoutInterval`).
    public let timeout: TimeInterval

    /// A transport over `session` (``defaultSession`` by default).
    public init(session: URLSession = URLSessionTransport.defaultSession, timeout: TimeInterval = 30) {
        self.session = session
        self.timeout = timeout
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
        return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }()

    /// A request that got no HTTP answer: the URL could not be used, the connection failed or
    /// timed out, or the answer was not HTTP.
    public struct Failure: Error, LocalizedError, CustomStringConvertible {
        /// What failed, in one short line: the method, host and path (never the query or body),
        /// and why.
        public let message: String
        /// The error URLSession reported, when there was one.
        public let underlying: (any Error)?

        /// The message.
        public var description: String { message }
        /// The message, for `localizedDescription`.
        public var errorDescription: String? { message }
    }

    /// Sends the request and returns the HTTP status and body.
    /// - Throws: ``Failure`` when no HTTP answer came back.
    public func send(_ request: ClientAPIRequest) async throws -> (status: Int, body: [UInt8]) {
        guard let url = URL(string: request.url), url.host != nil else {
            throw Failure(message: "\(request.method) failed: the request's URL is not a URL with a host", underlying: nil)
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        if let body = request.body { urlRequest.httpBody = Data(body.utf8) }
        // Where, as sent (percent-encoded), without the scheme, the query (amounts) or anything of
        // the body: short enough for a log line.
        let withoutScheme = request.url.range(of: "://").map { request.url[$0.upperBound...] } ?? Substring(request.url)
        let target = "\(request.method) \(withoutScheme.prefix { $0 != "?" })"
        let data: Data, response: URLResponse
        do {
            (data, response) = try await Self.load(urlRequest, with: session)
        } catch {
            throw Failure(message: "\(target) failed: \(Self.reason(error))", underlying: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw Failure(message: "\(target) failed: the answer is not an HTTP response", underlying: nil)
        }
        return (http.statusCode, Array(data))
    }

    /// The request through a data task, cancelled with the calling task. (`URLSession.data(for:)`
    /// would do the same but needs macOS 12 / iOS 15, and the package asks for no minimum.)
    private static func load(_ request: URLRequest, with session: URLSession) async throws -> (Data, URLResponse) {
        let running = RunningTask()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                running.start(task)
            }
        } onCancel: {
            running.cancel()
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
        default: return "URLError \(error.code.rawValue)"
        }
    }
}

/// The data task of one request, for the cancellation handler, which may run before the task
/// exists (then the task is cancelled as it starts) or while it runs.
private final class RunningTask: @unchecked Sendable {
    // @unchecked: every access to the two members holds the lock.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = self.cancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}

/// Answers every redirect with "do not follow": URLSession then hands back the 3xx response.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // @unchecked: no stored state; NSObject is not Sendable.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
