/// What the customer entered for one payment product, to be encrypted for the Server API.
///
/// A value type: each request is the caller's own; copies are independent. Values are kept as
/// UTF-8 bytes so that ``wipe()`` can clear them (a Swift `String` cannot be wiped).
public struct PaymentRequest: Sendable {
    public let clientSessionID: String
    public let paymentProductID: Int
    /// The account on file the payment uses, if any (a string, as the platform's current SDKs
    /// send it). Set it with ``setAccountOnFileID(_:)``.
    public private(set) var accountOnFileID: String?
    /// Whether the card is to be stored as a token; `"tokenize":true` appears only when set.
    public var tokenize = false

    /// One payment value, with its payload member `{"key":…,"value":…}` rendered when it is set,
    /// so that each preparation only copies bytes.
    private struct Entry {
        let key: String
        var value: [UInt8]
        var member: [UInt8]

        init(key: String, value: [UInt8]) {
            self.key = key
            self.value = value
            var json = JSONWriter(capacity: 20 + JSONWriter.maximumLength(ofString: key.utf8.count)
                                  + JSONWriter.maximumLength(ofString: value.count))
            json.raw("{\"key\":")
            json.string(key)
            json.raw(",\"value\":")
            json.string(utf8: value)
            json.raw("}")
            member = json.bytes
        }

        mutating func wipe() {
            value.withUnsafeMutableBytes { wipeSecret($0, "payment value") }
            member.withUnsafeMutableBytes { wipeSecret($0, "payment value") }
        }
    }

    private var entries: [Entry] = []
    /// `{"clientSessionId":"…","nonce":` and `,"paymentProductId":<id>`, rendered once.
    private let payloadStart: [UInt8]
    private let productMember: [UInt8]

    /// - Throws: ``PaySealError/Code/argument`` for an empty session id or a negative product id,
    ///   ``PaySealError/Code/limit`` for a session id over ``Limits/maximumPaymentValue`` bytes.
    public init(clientSessionID: String, paymentProductID: Int) throws {
        try PaymentRequest.checkText(clientSessionID, "clientSessionId")
        guard paymentProductID >= 0 else { throw PaySealError(.argument, "paymentProductId must not be negative") }
        self.clientSessionID = clientSessionID
        self.paymentProductID = paymentProductID
        var start = JSONWriter(capacity: 32 + JSONWriter.maximumLength(ofString: clientSessionID.utf8.count))
        start.raw("{\"clientSessionId\":")
        start.string(clientSessionID)
        start.raw(",\"nonce\":")
        payloadStart = start.bytes
        var product = JSONWriter(capacity: 48)
        product.raw(",\"paymentProductId\":")
        product.raw(String(paymentProductID))
        productMember = product.bytes
    }

    /// Parses a product id given as text: a decimal integer, digits only ("1", "3012").
    public static func paymentProductID(parsing text: String) throws -> Int {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              digits.count == 1 || digits.first != UInt8(ascii: "0"), let id = Int(text) else {
            throw PaySealError(.argument, "paymentProductId must be a decimal integer such as \"1\" or \"3012\"")
        }
        return id
    }

    /// Sets the value of a field. The first set fixes the field's position in `paymentValues`;
    /// setting it again replaces the value in place. Keys are compared byte for byte: "é" and
    /// "e\u{301}", equal under Swift's `==`, are two fields, as they are in the JSON.
    public mutating func setValue(_ value: String, forKey key: String) throws {
        try PaymentRequest.checkText(key, "the payment value key")
        guard value.utf8.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "the value of \"\(key.prefix(64))\" has \(value.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        if let index = entries.firstIndex(where: { $0.key.hasSameBytes(as: key) }) {
            entries[index].wipe()
            entries[index] = Entry(key: key, value: Array(value.utf8))
        } else {
            guard entries.count < Limits.maximumPaymentValues else {
                throw PaySealError(.limit, "a payment request holds at most \(Limits.maximumPaymentValues) values")
            }
            entries.append(Entry(key: key, value: Array(value.utf8)))
        }
    }

    /// Sets, or with `nil` clears, the account on file.
    public mutating func setAccountOnFileID(_ id: String?) throws {
        if let id { try PaymentRequest.checkText(id, "accountOnFileId") }
        accountOnFileID = id
    }

    public subscript(key: String) -> String? {
        entries.first { $0.key.hasSameBytes(as: key) }.map { String(decoding: $0.value, as: UTF8.self) }
    }

    /// The field keys in payload order.
    public var keys: [String] { entries.map(\.key) }

    /// Clears the stored values. Call it when the request is no longer needed.
    public mutating func wipe() {
        for index in entries.indices { entries[index].wipe() }
        entries.removeAll()
    }

    /// The payload JSON (the JWE plaintext) with the given nonce, byte-exact per DESIGN.md:
    /// `{"clientSessionId":…,"nonce":…,"paymentProductId":…,"accountOnFileId":…,"tokenize":true,
    /// "paymentValues":[{"key":…,"value":…},…]}`, absent members left out.
    /// The caller should wipe the result when done (it holds card data).
    public func payload(nonce: String) -> [UInt8] {
        // Room for everything, so that the buffer holding card data never grows (see JSONWriter).
        let capacity = payloadStart.count + JSONWriter.maximumLength(ofString: nonce.utf8.count) + productMember.count
            + (accountOnFileID.map { 20 + JSONWriter.maximumLength(ofString: $0.utf8.count) } ?? 0) + 16
            + 20 + entries.reduce(0) { $0 + $1.member.count + 1 }
        var json = JSONWriter(capacity: capacity)
        json.raw(payloadStart)
        json.string(nonce)
        json.raw(productMember)
        if let accountOnFileID {
            json.raw(",\"accountOnFileId\":")
            json.string(accountOnFileID)
        }
        if tokenize { json.raw(",\"tokenize\":true") }
        json.raw(",\"paymentValues\":[")
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw(entry.member)
        }
        json.raw("]}")
        return json.bytes
    }

    static func checkText(_ text: String, _ name: String) throws {
        guard !text.isEmpty else { throw PaySealError(.argument, "\(name) is empty") }
        guard text.utf8.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "\(name) has \(text.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
    }
}
