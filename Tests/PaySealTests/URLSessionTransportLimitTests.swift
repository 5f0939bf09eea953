import Foundation
import PaySealFoundation
import Testing

@testable import PaySeal

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSessionTransport against Tests/client-api-stub/hostile_client_api.py on 127.0.0.1: answers
/// far over the limit (a 1 GiB body, a gzip body that inflates to 2 GiB), a server that never
/// answers and one that sends a byte a second. The server streams its bodies, so neither side
/// ever holds them whole; each test starts and stops its own.
///
/// Each test sends through a session of its own, made as ``URLSessionTransport/defaultSession`` is
/// (``URLSessionTransport/makeSession(configuration:)``): after a refusal FoundationNetworking may
/// go on reading a flood on that session's work queue until it gets to the cancellation, and the
/// other suites' requests through the default session must not wait behind it.
@Suite("URLSessionTransport against a hostile server", .serialized)
struct URLSessionTransportLimitTests {
    /// A transport over a fresh session from ``URLSessionTransport/makeSession(configuration:)``.
    static func transport(timeout: Double, maximumResponseBytes: Int = URLSessionTransport.defaultMaximumResponseBytes) -> URLSessionTransport {
        URLSessionTransport(
            session: URLSessionTransport.makeSession(configuration: .ephemeral), timeout: timeout,
            maximumResponseBytes: maximumResponseBytes)
    }

    /// The server in `mode` for every connection; it stops when the test stops it (or the test
    /// process ends), or by itself after 600 seconds (see ClientAPIStub for why not sooner).
    final class HostileServer {
        private let script: LoopbackScript
        init(_ mode: String, _ arguments: [String] = []) throws {
            script = try LoopbackScript(
                "hostile_client_api.py",
                arguments: [mode] + arguments
                    + ["--max-connections", "4", "--seconds", "600", "--until-stdin-closes"])
        }

        /// The public key request of a session on this server.
        func publicKeyRequest() throws -> ClientAPIRequest {
            try Session(
                clientSessionID: "payseal-hostile-session", customerID: "customer 1",
                clientAPIURL: "http://127.0.0.1:\(script.port)", assetURL: ""
            ).request(.publicKey, context: nil)
        }

        /// How a failure of that request begins.
        var failed: String { "GET 127.0.0.1:\(script.port)/client/v1/customer%201/crypto/publickey failed: " }

        /// Stops the server; its report of each connection: the request's Accept-Encoding and how
        /// many body bytes the client took.
        @discardableResult
        func stop() -> [(acceptEncoding: String?, bodyBytesSent: Int)] {
            script.stop().compactMap { line in
                guard let report = try? JSONValue.parse(Array(line.utf8)),
                    case let .number(sent)? = report["body_bytes_sent"], let bytes = Int(sent)
                else { return nil }
                return (report["accept_encoding"]?.stringValue, bytes)
            }
        }
    }

    /// The test process's peak resident memory (VmHWM of /proc/self/status). A body the transport
    /// kept or inflated whole, 1 or 2 GiB, would take it past 1 GiB.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return fields.count == 3 ? Int(fields[1]).map { $0 * 1024 } : nil
    }

    /// Not under a sanitizer: AddressSanitizer's shadow memory and the quarantine that holds freed
    /// chunks put the test process near 1 GiB by themselves (1.06 GiB measured).
    static func expectSmallPeak() {
        if Sanitizers.areActive { return }
        let peak = peakResidentBytes()
        #expect(peak != nil, "VmHWM is not in /proc/self/status")
        #expect((peak ?? 0) < 1 << 30, "the test process's peak resident memory")
    }

    /// A 1 GiB body with its Content-Length is refused on the length, before any of the body.
    @Test func aGibibyteBodyIsRefusedByItsContentLength() async throws {
        let server = try HostileServer("large", ["--size", String(1 << 30)])
        let request = try server.publicKeyRequest()
        let transport = Self.transport(timeout: 60)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        let reports = server.stop()
        #expect(error?.message == server.failed + "the answer's Content-Length, 1073741824 bytes, is over the limit of 4194304 bytes")
        #expect((error?.underlyingError as? URLError)?.code == .dataLengthExceedsMaximum)
        #expect(reports.first?.acceptEncoding == "identity")
        Self.expectSmallPeak()
    }

    /// A 1 GiB body without a length (chunked) is refused once 4 MiB of it have come.
    @Test func aGibibyteBodyWithoutALengthIsRefusedAtTheLimit() async throws {
        let server = try HostileServer("large", ["--size", String(1 << 30), "--chunked"])
        let request = try server.publicKeyRequest()
        let transport = Self.transport(timeout: 60)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        server.stop()
        #expect(error?.message == server.failed + "the answer's body is over the limit of 4194304 bytes")
        #expect((error?.underlyingError as? URLError)?.code == .dataLengthExceedsMaximum)
        Self.expectSmallPeak()
    }

    /// About 2 MB of gzip that inflates to 2 GiB, sent although the request asked for identity:
    /// refused once 4 MiB of it are inflated.
    @Test func aGzipBombIsNotInflatedPastTheLimit() async throws {
        let server = try HostileServer("gzip-bomb", ["--size", String(2 << 30)])
        let request = try server.publicKeyRequest()
        let transport = Self.transport(timeout: 60)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        let reports = server.stop()
        #expect(error?.message == server.failed + "the answer's body is over the limit of 4194304 bytes")
        #expect(reports.first?.acceptEncoding == "identity")
        Self.expectSmallPeak()
    }

    /// The limit is exact, with a Content-Length and without: a body of exactly the limit
    /// arrives whole, one byte more is refused. And it counts bytes as decoded: a gzip body is
    /// measured inflated.
    @Test func theLimitIsExactAndCountsDecodedBytes() async throws {
        let limit = 1 << 20
        let transport = Self.transport(timeout: 60, maximumResponseBytes: limit)
        defer { transport.session.finishTasksAndInvalidate() }
        for (mode, extra) in [("large", [String]()), ("large", ["--chunked"]), ("gzip-bomb", [])] {
            let fits = try HostileServer(mode, ["--size", String(limit)] + extra)
            let answer = try await transport.send(try fits.publicKeyRequest())
            fits.stop()
            #expect(answer.status == 200, "\(mode) \(extra)")
            #expect(answer.body.count == limit, "\(mode) \(extra)")

            let over = try HostileServer(mode, ["--size", String(mode == "gzip-bomb" ? 2 * limit : limit + 1)] + extra)
            let request = try over.publicKeyRequest()
            let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
            over.stop()
            let why = mode == "large" && extra.isEmpty ? "the answer's Content-Length, \(limit + 1) bytes, is" : "the answer's body is"
            #expect(error?.message == over.failed + why + " over the limit of \(limit) bytes", "\(mode) \(extra)")
        }
    }

    /// A server that reads the request and never answers: the exchange ends at the timeout.
    /// (The bound on the time only shows that it ends; what is asserted is how it failed.)
    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try HostileServer("silent")
        let request = try server.publicKeyRequest()
        let started = ContinuousClock.now
        let transport = Self.transport(timeout: 2)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        let elapsed = ContinuousClock.now - started
        server.stop()
        #expect(error?.message == server.failed + "timed out after 2 seconds")
        #expect((error?.underlyingError as? URLError)?.code == .timedOut && error?.code == .noAnswer)
        #expect(elapsed < .seconds(20))
    }

    /// A server that sends a body byte a second never lets an idle timeout fire; the timeout
    /// bounds the whole exchange, with a session like the default one and with one of the app's own.
    @Test func aTrickleTimesOutWithAnySession() async throws {
        for session in [URLSessionTransport.makeSession(configuration: .ephemeral), URLSession(configuration: .ephemeral)] {
            defer { session.finishTasksAndInvalidate() }
            let server = try HostileServer("trickle", ["--size", "1000"])
            let request = try server.publicKeyRequest()
            let started = ContinuousClock.now
            let error = await #expect(throws: PaySealError.self) {
                try await URLSessionTransport(session: session, timeout: 2).send(request)
            }
            let elapsed = ContinuousClock.now - started
            let reports = server.stop()
            #expect(error?.message == server.failed + "timed out after 2 seconds")
            #expect((error?.underlyingError as? URLError)?.code == .timedOut)
            #expect(elapsed < .seconds(20))
            #expect((reports.first?.bodyBytesSent ?? 1000) < 1000)
        }
    }

    /// Bounds that make no sense are read as the tightest: a NaN or negative timeout times out at
    /// once, a negative limit takes no body at all.
    @Test func nonsenseBoundsFailAtOnceWithAClearMessage() async throws {
        for timeout in [Double.nan, -1] {
            let server = try HostileServer("silent")
            let request = try server.publicKeyRequest()
            let transport = Self.transport(timeout: timeout)
            defer { transport.session.finishTasksAndInvalidate() }
            let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
            server.stop()
            #expect(error?.message == server.failed + "timed out after 0 seconds", "\(timeout)")
        }
        let server = try HostileServer("large", ["--size", "1"])
        let request = try server.publicKeyRequest()
        let transport = Self.transport(timeout: 60, maximumResponseBytes: -1)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        server.stop()
        #expect(error?.message == server.failed + "the answer's Content-Length, 1 bytes, is over the limit of 0 bytes")
    }

    /// An answer with two different Content-Length headers is refused (RFC 9112, section 6.3:
    /// which one frames the body cannot be known), through the default session (libcurl driven
    /// by the transport on Linux, where libcurl itself takes the last value) and through one made
    /// with ``URLSessionTransport/makeSession(configuration:)`` (FoundationNetworking, which joins
    /// the two values into one header).
    @Test func conflictingContentLengthsAreRefused() async throws {
        for session in [URLSessionTransport.defaultSession, URLSessionTransport.makeSession(configuration: .ephemeral)] {
            let server = try HostileServer("two-lengths")
            let request = try server.publicKeyRequest()
            let error = await #expect(throws: PaySealError.self) {
                try await URLSessionTransport(session: session, timeout: 30).send(request)
            }
            server.stop()
            #expect(error?.message == server.failed + #"the answer has conflicting Content-Length values ("17", "14")"#)
            #expect((error?.underlyingError as? URLError)?.code == .badServerResponse)
            if session !== URLSessionTransport.defaultSession { session.finishTasksAndInvalidate() }
        }
    }

    /// The default session refuses what is over the limit as the transport's own sessions do: a
    /// Content-Length over it, a chunked body past it, a gzip body inflating past it.
    @Test func theDefaultSessionRefusesWhatIsOverTheLimit() async throws {
        let cases: [(String, [String], String)] = [
            ("large", ["--size", String(1 << 30)], "the answer's Content-Length, 1073741824 bytes, is over the limit of 4194304 bytes"),
            ("large", ["--size", String(1 << 30), "--chunked"], "the answer's body is over the limit of 4194304 bytes"),
            ("gzip-bomb", ["--size", String(2 << 30)], "the answer's body is over the limit of 4194304 bytes"),
        ]
        for (mode, arguments, why) in cases {
            let server = try HostileServer(mode, arguments)
            let request = try server.publicKeyRequest()
            let error = await #expect(throws: PaySealError.self) { try await URLSessionTransport(timeout: 60).send(request) }
            let reports = server.stop()
            #expect(error?.message == server.failed + why, "\(mode) \(arguments)")
            #expect(reports.first?.acceptEncoding == "identity", "\(mode) \(arguments)")
        }
        Self.expectSmallPeak()
    }

    /// A session of the app's own collects the body itself: the transport still refuses one over
    /// the limit, once it is in.
    @Test func aSessionOfTheAppsOwnRefusesALargeBodyToo() async throws {
        let server = try HostileServer("large", ["--size", String(5 << 20), "--chunked"])
        let request = try server.publicKeyRequest()
        let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral), timeout: 60)
        defer { transport.session.finishTasksAndInvalidate() }
        let error = await #expect(throws: PaySealError.self) { try await transport.send(request) }
        server.stop()
        #expect(error?.message == server.failed + "the answer's body is over the limit of 4194304 bytes")
    }
}
