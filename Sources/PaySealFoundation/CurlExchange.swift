#if canImport(CCurl)
internal import CCurl
import Foundation
import PaySeal

/// One request of ``URLSessionTransport`` through its default session on Linux, sent with libcurl
/// directly: one easy handle and one multi handle of its own, driven on a thread of its own, all
/// of them gone before the caller hears how the exchange ended.
///
/// Why not FoundationNetworking's URLSession, which is libcurl too: in it (Swift 6.3) a timeout
/// can only end the caller's wait, not the request. Its `timeoutIntervalForResource` is not
/// implemented, its request timeout is an idle timeout (a server that sends a byte a second never
/// meets it), and `cancel()` or `invalidateAndCancel()` trap when they race the transfer's own
/// ending ("a task that in not in the registry"). So a timed-out task runs on, holding its
/// connection and one of the session's per-host connections: after a few slow exchanges no
/// request to that host leaves the machine at all, and when the server finally closes, the
/// process can trap ("Transfer completed, but there's no response"). A URLSession per exchange,
/// invalidated with `invalidateAndCancel()` after it, does close the connection, but it goes
/// through the same racing cancel(), keeps dispatch threads past the exchange by more than a
/// second, and grows the process by about 20 KiB an exchange (4.1 MiB over 200 timed-out
/// exchanges, against 0.6 MiB here: `make test-transport`). Here the deadline is libcurl's
/// `CURLOPT_TIMEOUT_MS`, which bounds the whole transfer (connecting, headers, body), and the
/// caller's cancellation wakes the thread at once (`curl_multi_wakeup`); no connection is shared
/// or kept between exchanges.
final class CurlExchange: @unchecked Sendable {
    private struct Shared {
        var continuation: CheckedContinuation<(Int, [UInt8]), any Error>?
        var cancelled = false
        /// The multi handle while the thread drives it, for the cancellation to wake it.
        var multi: UnsafeMutableRawPointer?
    }

    private let limit: Int
    private let shared = Locked(Shared())
    // Touched by the exchange's thread only (libcurl's callbacks run on it).
    private var body: [UInt8] = []
    private var contentLengths: [String] = []
    private var ending: Exchange.Ending?

    init(limit: Int) {
        self.limit = limit
    }

    /// Once per process, before any thread makes a handle (curl_global_init is not thread-safe
    /// in every libcurl version).
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// The status and body of `request` to `url`, or the error it ended with: an
    /// ``Exchange/Ending`` or a `URLError`.
    func run(_ request: ClientAPIRequest, seconds: Double) async throws -> (Int, [UInt8]) {
        guard Self.initialized else { throw URLError(.unknown) }
        // libcurl reads a timeout of 0 as "none": a deadline of 0 has passed before the start.
        let milliseconds = Int((seconds * 1000).rounded(.up))
        guard milliseconds > 0 else { throw Exchange.Ending.deadlinePassed }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = shared.withLock { shared in
                    shared.continuation = continuation
                    return shared.cancelled
                }
                guard !cancelled else { return finish(.failure(Exchange.Ending.cancelled)) }
                let thread = Thread { self.perform(request, milliseconds: milliseconds) }
                thread.name = "PaySeal.curl"  // Linux keeps 15 bytes of a thread name
                thread.start()
            }
        } onCancel: {
            shared.withLock { shared in
                shared.cancelled = true
                if let multi = shared.multi { curl_multi_wakeup(multi) }
            }
        }
    }

    private func finish(_ result: Result<(Int, [UInt8]), any Error>) {
        let continuation = shared.withLock { shared in
            defer { shared.continuation = nil }
            return shared.continuation
        }
        continuation?.resume(with: result)
    }

    /// The exchange on its thread, from the handles' making to their cleanup.
    private func perform(_ request: ClientAPIRequest, milliseconds: Int) {
        guard let easy = curl_easy_init() else { return finish(.failure(URLError(.unknown))) }
        guard let multi = curl_multi_init() else {
            curl_easy_cleanup(easy)
            return finish(.failure(URLError(.unknown)))
        }
        var headers: UnsafeMutablePointer<curl_slist>?
        let started =
            configure(easy, request, milliseconds: milliseconds, headers: &headers)
            && curl_multi_add_handle(multi, easy) == CURLM_OK
        var result: Int32 = -1
        if started {
            shared.withLock { $0.multi = multi }
            result = drive(multi)
            shared.withLock { $0.multi = nil }
            curl_multi_remove_handle(multi, easy)
        }
        let status = Int(payseal_curl_response_code(easy))
        // The connection closes here: it belongs to these handles only.
        curl_easy_cleanup(easy)
        curl_multi_cleanup(multi)
        curl_slist_free_all(headers)
        let kept = body
        body = []
        finish(outcome(started: started, result: result, status: status, body: kept))
    }

    /// Runs the transfer until libcurl reports it done (its deadline included) or the caller
    /// cancels; libcurl's result code, or -1 when it did not finish.
    private func drive(_ multi: UnsafeMutableRawPointer) -> Int32 {
        var running: Int32 = 1
        while running > 0 {
            guard curl_multi_perform(multi, &running) == CURLM_OK else { break }
            if running == 0 { break }
            if shared.withLock({ $0.cancelled }) {
                ending = .cancelled
                return -1
            }
            // Wakes at libcurl's next timer (the deadline among them), on a socket's activity or
            // at curl_multi_wakeup (the cancellation); the second is only a bound on the wait.
            guard curl_multi_poll(multi, nil, 0, 1000, nil) == CURLM_OK else { break }
        }
        return payseal_curl_done_result(multi)
    }

    private func outcome(started: Bool, result: Int32, status: Int, body: [UInt8]) -> Result<(Int, [UInt8]), any Error> {
        if let ending { return .failure(ending) }
        guard started else { return .failure(URLError(.badURL)) }
        guard result == Int32(CURLE_OK.rawValue) else { return .failure(Self.error(result)) }
        guard status >= 100 else { return .failure(URLError(.badServerResponse)) }
        return .success((status, body))
    }

    /// libcurl's result as the URLError URLSession would report.
    private static func error(_ result: Int32) -> any Error {
        switch CURLcode(UInt32(bitPattern: result)) {
        case CURLE_OPERATION_TIMEDOUT: return Exchange.Ending.deadlinePassed
        case CURLE_COULDNT_CONNECT: return URLError(.cannotConnectToHost)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return URLError(.cannotFindHost)
        case CURLE_SSL_CONNECT_ERROR: return URLError(.secureConnectionFailed)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE: return URLError(.serverCertificateUntrusted)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: return URLError(.networkConnectionLost)
        case CURLE_WEIRD_SERVER_REPLY: return URLError(.badServerResponse)
        case CURLE_UNSUPPORTED_PROTOCOL: return URLError(.unsupportedURL)
        case CURLE_BAD_CONTENT_ENCODING: return URLError(.cannotDecodeContentData)
        case CURLE_URL_MALFORMAT: return URLError(.badURL)
        default: return URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "libcurl error \(result)"])
        }
    }

    /// The request as PaySeal built it, and the bounds: false when libcurl refused an option.
    private func configure(
        _ easy: UnsafeMutableRawPointer, _ request: ClientAPIRequest, milliseconds: Int,
        headers: inout UnsafeMutablePointer<curl_slist>?
    ) -> Bool {
        let context = Unmanaged.passUnretained(self).toOpaque()
        var ok = true
        func set(_ code: CURLcode) { ok = ok && code == CURLE_OK }
        set(payseal_curl_set_pointer(easy, CURLOPT_URL, request.url))
        set(payseal_curl_only_http(easy))
        payseal_curl_do_not_wait_for_the_resolver(easy)
        set(payseal_curl_set_long(easy, CURLOPT_NOSIGNAL, 1))
        set(payseal_curl_set_long(easy, CURLOPT_TIMEOUT_MS, milliseconds))
        // The session id in the Authorization header goes to the Client API's URL only: a
        // redirect comes back as its 3xx status, as from the default session on Apple platforms.
        set(payseal_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        // Asks for no compression (libcurl would otherwise send none of the header); a server
        // that compresses anyway is decoded, and the limit counts decoded bytes.
        set(payseal_curl_set_pointer(easy, CURLOPT_ACCEPT_ENCODING, "identity"))
        set(payseal_curl_set_long(easy, CURLOPT_FORBID_REUSE, 1))
        for header in request.headers { headers = curl_slist_append(headers, "\(header.name): \(header.value)") }
        // A POST's small body goes with the headers, without waiting for "100 Continue".
        headers = curl_slist_append(headers, "Expect:")
        set(payseal_curl_set_pointer(easy, CURLOPT_HTTPHEADER, headers))
        switch (request.method, request.body) {
        case ("GET", nil): set(payseal_curl_set_long(easy, CURLOPT_HTTPGET, 1))
        case (let method, let body):
            // The size first: libcurl then copies that many bytes.
            set(payseal_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t((body ?? "").utf8.count)))
            set(payseal_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, body ?? ""))
            if method != "POST" { set(payseal_curl_set_pointer(easy, CURLOPT_CUSTOMREQUEST, method)) }
        }
        set(payseal_curl_set_callback(easy, CURLOPT_HEADERFUNCTION, curlHeaderLine))
        set(payseal_curl_set_pointer(easy, CURLOPT_HEADERDATA, context))
        set(payseal_curl_set_callback(easy, CURLOPT_WRITEFUNCTION, curlBodyBytes))
        set(payseal_curl_set_pointer(easy, CURLOPT_WRITEDATA, context))
        return ok
    }

    /// A header line of the answer (the status line and the blank line included): false ends the
    /// exchange. At the end of the headers, the Content-Length is checked: two different values
    /// are an error (RFC 9112, section 6.3), and one over the limit refuses the body unread.
    fileprivate func received(headerLine line: String) -> Bool {
        if line.hasPrefix("HTTP/") {
            // A new answer (after a 1xx, say): its headers alone count.
            contentLengths = []
            return true
        }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].lowercased() == "content-length" {
            // A value may itself be a list ("42, 42"), which is one length if all agree.
            contentLengths += trimmed[trimmed.index(after: colon)...].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return true
        }
        guard trimmed.isEmpty, let length = contentLengths.first else { return true }
        guard contentLengths.allSatisfy({ $0 == length }) else {
            ending = .conflictingContentLength(contentLengths)
            return false
        }
        // One that is not a number is libcurl's to refuse (CURLE_WEIRD_SERVER_REPLY).
        if let declared = Int64(length), declared > Int64(limit) {
            ending = .bodyTooLarge(declaredLength: declared)
            return false
        }
        return true
    }

    /// A piece of the body: false (end the exchange) once the body would pass the limit.
    fileprivate func received(bodyBytes bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= limit - body.count else {
            ending = .bodyTooLarge(declaredLength: nil)
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}

/// libcurl's header callback: one line, its length returned to go on, 0 to stop.
private func curlHeaderLine(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    return exchange.received(headerLine: String(decoding: bytes, as: UTF8.self)) ? size * count : 0
}

/// libcurl's write callback: a piece of the body, its length returned to go on, 0 to stop.
private func curlBodyBytes(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    return exchange.received(bodyBytes: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}
#endif
