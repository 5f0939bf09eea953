/// A Client API session (the Create Session response the merchant's server passes on), and the
/// requests PaySeal builds for it.
///
/// A session made with a transport and metadata
/// (``init(clientSessionID:customerID:clientAPIURL:assetURL:transport:metadata:)``, or
/// `PaySealFoundation`'s initializer with an app identifier, which sends with `URLSession`) sends
/// them itself: ``paymentProduct(withID:context:)`` and the other labelled calls, the public key
/// fetched once for the session's life. A session without one only builds them
/// (``request(_:context:metadata:)``), and the per-call forms such as
/// ``publicKey(using:metadata:)`` send them over the transport a host brings.
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
    #if !hasFeature(Embedded)
    /// What the labelled calls send with; `nil` for a session that only builds requests.
    public let transport: (any ClientAPITransport)?
    #endif
    /// The device metadata every labelled call sends (`X-GCS-ClientMetaInfo`) and
    /// ``prepare(_:)`` encodes; the detected defaults for a session made without it.
    public let metadata: DeviceMetadata
    #if !hasFeature(Embedded)
    /// The public key once fetched, shared by the session's copies (Session+Calls.swift).
    let publicKeyCache = PublicKeyCache()
    #endif

    /// The most bytes a `clientApiUrl` may have. A real one is a host and a short path; the bound
    /// keeps every request URL built on it (path and query appended) a size HTTP stacks accept.
    public static let maximumClientAPIURL = 2048

    /// A session from the Create Session response's `clientSessionId`, `customerId`,
    /// `clientApiUrl` and `assetUrl`.
    /// - Throws: ``PaySealError/Code/argument`` for an empty or control-character session or
    ///   customer id, a session id with a character other than visible ASCII, a customer id a
    ///   client would read as a dot segment (`.` or `..`), or a `clientApiUrl` that is not
    ///   `https://` (or `http://` to localhost, 127.0.0.0/8 or `[::1]`), has a character other than
    ///   visible ASCII, user information, a port other than 1-65535, a query or a fragment;
    ///   ``PaySealError/Code/limit`` for an id over ``Limits/maximumPaymentValue`` bytes or a
    ///   `clientApiUrl` over ``maximumClientAPIURL`` bytes (the message says how many it has).
    public init(clientSessionID: String, customerID: String, clientAPIURL: String, assetURL: String) throws(PaySealError.Thrown) {
        try self.init(
            clientSessionID: clientSessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL,
            sender: nil, metadata: DeviceMetadata())
    }

    #if !hasFeature(Embedded)
    /// A session that sends its requests over `transport` with `metadata` (set its
    /// `appIdentifier`: without it the platform sees `UNKNOWN`).
    /// - Throws: as ``init(clientSessionID:customerID:clientAPIURL:assetURL:)``.
    public init(
        clientSessionID: String, customerID: String, clientAPIURL: String, assetURL: String,
        transport: any ClientAPITransport, metadata: DeviceMetadata
    ) throws(PaySealError.Thrown) {
        try self.init(
            clientSessionID: clientSessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL,
            sender: transport, metadata: metadata)
    }
    #endif

    private init(
        clientSessionID: String, customerID: String, clientAPIURL: String, assetURL: String,
        sender: Sender?, metadata: DeviceMetadata
    ) throws(PaySealError.Thrown) {
        for (name, value) in [("clientSessionId", clientSessionID), ("customerId", customerID)] {
            guard !value.isEmpty else { throw PaySealError(.argument, "\(name) is empty") }
            guard value.utf8.count <= Limits.maximumPaymentValue else {
                throw PaySealError(.limit, "\(name) has \(value.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
            }
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw PaySealError(.argument, "\(name) contains a control character")
            }
        }
        // The session id goes into the Authorization header: a field value of visible ASCII
        // (RFC 9110 without obs-text). A line break would forge another header, and a stack that
        // truncates to Latin-1 sends U+010D U+010A as CR LF; U+2028 or U+202E are no better.
        guard clientSessionID.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw PaySealError(.argument, "clientSessionId has a character other than visible ASCII (it goes into the Authorization header)")
        }
        // The customer id is a path segment: the host's URL stack removes one that reads as "."
        // and, for "..", the segment before it too (RFC 3986 §5.2.4), so the request would go to
        // another path. Checked on the segment as it is sent (percent-encoded).
        guard !Session.isDotSegment(Session.percentEncoded(customerID)) else {
            throw PaySealError(.argument, "customerId is \".\" or \"..\", which a URL reads as a dot segment")
        }
        self.clientSessionID = clientSessionID
        self.customerID = customerID
        self.clientAPIURL = clientAPIURL
        self.assetURL = assetURL
        self.baseURL = try Session.base(of: clientAPIURL)
        #if !hasFeature(Embedded)
        self.transport = sender
        #endif
        self.metadata = metadata
    }

    /// `clientApiUrl` without trailing `/`, then `/client/v1/` unless the path already ends in
    /// `/client` (then `/v1/`) or `/client/v1` (then `/`).
    static func base(of url: String) throws(PaySealError.Thrown) -> String {
        guard url.utf8.count <= maximumClientAPIURL else {
            throw PaySealError(.limit, "clientApiUrl has \(url.utf8.count) bytes; the limit is \(maximumClientAPIURL)")
        }
        // A URI is visible ASCII (RFC 3986); its host also goes into the Host header.
        guard !url.isEmpty, url.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw PaySealError(.argument, "clientApiUrl must be an https URL of visible ASCII characters (no spaces, control or non-ASCII characters)")
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
        try checkHostAndPort(authority)
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

    /// The host is a registered name (RFC 3986 reg-name characters) or an IP literal in `[ ]`; a
    /// port, when there is a `:`, is 1 to 5 digits with a value of 1-65535.
    private static func checkHostAndPort(_ authority: Substring) throws(PaySealError.Thrown) {
        var host = authority, port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw PaySealError(.argument, "clientApiUrl has an IP literal without ']'") }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { throw PaySealError(.argument, "clientApiUrl has characters after its IP literal") }
            if !rest.isEmpty { port = rest.dropFirst() }
            guard host.dropFirst().dropLast().utf8.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                throw PaySealError(.argument, "clientApiUrl has an IP literal that is not an IPv6 address")
            }
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        guard host.count > (authority.hasPrefix("[") ? 2 : 0) else { throw PaySealError(.argument, "clientApiUrl has no host") }
        if !authority.hasPrefix("[") {
            // Unreserved, sub-delims and '%': no backslash, which WHATWG URL parsers read as '/'.
            let allowed = Set("-._~%!$&'()*+,;=".utf8)
            guard host.utf8.allSatisfy({ isAlphanumeric($0) || allowed.contains($0) }) else {
                throw PaySealError(.argument, "clientApiUrl has a host with a character a host name cannot have")
            }
        }
        if let port {
            guard (1...5).contains(port.utf8.count), port.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let value = Int(port), (1...65535).contains(value)
            else {
                throw PaySealError(.argument, "clientApiUrl has a port that is not a number from 1 to 65535")
            }
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// A path segment a URL parser reads as `.` or `..`: RFC 3986 §5.2.4, and the WHATWG URL
    /// Standard's `%2e` forms (any case), which fetch and browsers also remove.
    static func isDotSegment(_ segment: String) -> Bool {
        [".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"].contains(segment.lowercased())
    }

    private static func isLoopback(_ authority: String) -> Bool {
        var host = authority
        if host.hasPrefix("[") {
            return host.lowercased().hasPrefix("[::1]") && (host.count == 5 || host.dropFirst(5).hasPrefix(":"))
        }
        if let colon = host.lastIndex(of: ":") { host = String(host[..<colon]) }
        if host.lowercased() == "localhost" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy({ $0.isASCII }) && part.allSatisfy({ $0.isNumber }) && (Int(part) ?? 256) <= 255
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

extension Session {
    #if hasFeature(Embedded)
    /// No transport in the web build: the page sends the requests the session builds (fetch).
    typealias Sender = Never
    #else
    typealias Sender = any ClientAPITransport
    #endif
}
