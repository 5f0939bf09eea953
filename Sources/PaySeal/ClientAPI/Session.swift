/// A Client API session (the Create Session response the merchant's server passes on), and the
/// requests PaySeal builds for it without sending them: the host's own HTTP stack (URLSession,
/// OkHttp, fetch, requests) sends them (docs/card-input.md, "Client API requests").
public struct Session: Sendable {
    /// The `clientSessionId`: it authorises every request (`Authorization: GCS v1Client:<id>`).
    public let clientSessionID: String
    /// The `customerId`: percent-encoded, the path segment after ``baseURL`` in every request.
    public let customerID: String
    /// The `clientApiUrl` as given; requests use ``baseURL``.
    public let clientAPIURL: String
    /// The `assetUrl` as given (for product logos); PaySeal does not use it.
    public let assetURL: String
    /// The base of every request: `clientApiUrl` with `/client/v1/` completed.
    public let baseURL: String

    /// A session from the Create Session response's `clientSessionId`, `customerId`,
    /// `clientApiUrl` and `assetUrl`.
    /// - Throws: ``PaySealError/Code/argument`` for an empty or control-character session or
    ///   customer id, or a `clientApiUrl` that is not `https://` (or `http://` to localhost,
    ///   127.0.0.0/8 or `[::1]`), has user information, a query or a fragment.
    public init(clientSessionID: String, customerID: String, clientAPIURL: String, assetURL: String) throws {
        for (name, value) in [("clientSessionId", clientSessionID), ("customerId", customerID)] {
            guard !value.isEmpty else { throw PaySealError(.argument, "\(name) is empty") }
            guard value.utf8.count <= Limits.maximumPaymentValue else {
                throw PaySealError(.limit, "\(name) has \(value.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
            }
            // The session id goes into a header: a line break would forge another one.
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw PaySealError(.argument, "\(name) contains a control character")
            }
        }
        self.clientSessionID = clientSessionID
        self.customerID = customerID
        self.clientAPIURL = clientAPIURL
        self.assetURL = assetURL
        self.baseURL = try Session.base(of: clientAPIURL)
    }

    /// `clientApiUrl` without trailing `/`, then `/client/v1/` unless the path already ends in
    /// `/client` (then `/v1/`) or `/client/v1` (then `/`).
    static func base(of url: String) throws -> String {
        let scalars = url.unicodeScalars
        guard !url.isEmpty, url.utf8.count <= 2048, !scalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }) else {
            throw PaySealError(.argument, "clientApiUrl must be an https URL without spaces or control characters")
        }
        guard !url.contains("?"), !url.contains("#") else { throw PaySealError(.argument, "clientApiUrl has a query or a fragment") }
        let lower = url.lowercased()
        let secure = lower.hasPrefix("https://")
        guard secure || lower.hasPrefix("http://") else { throw PaySealError(.argument, "clientApiUrl is not an https URL") }
        let rest = url.dropFirst(secure ? 8 : 7)
        let authority = rest.prefix { $0 != "/" }
        guard !authority.isEmpty, !authority.contains("@") else {
            throw PaySealError(.argument, "clientApiUrl has no host, or has user information")
        }
        if !secure, !isLoopback(String(authority)) {
            throw PaySealError(.argument, "clientApiUrl is http:// to a host other than localhost, 127.0.0.0/8 or [::1]; use https")
        }
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let path = trimmed.dropFirst((secure ? 8 : 7) + authority.count)
        if path.hasSuffix("/client/v1") { return trimmed + "/" }
        if path.hasSuffix("/client") { return trimmed + "/v1/" }
        return trimmed + "/client/v1/"
    }

    private static func isLoopback(_ authority: String) -> Bool {
        var host = authority
        if host.hasPrefix("[") {
            return host.lowercased().hasPrefix("[::1]") && (host.count == 5 || host.dropFirst(5).hasPrefix(":"))
        }
        if let colon = host.lastIndex(of: ":") { host = String(host[..<colon]) }
        if host.lowercased() == "localhost" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    /// The path segment of the customer id, percent-encoded (RFC 3986: all but unreserved characters).
    var customerSegment: String { Session.percentEncoded(customerID) }

    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
