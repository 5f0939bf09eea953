/// The IIN check: which payment product a card number belongs to, asked of the Client API
/// (`POST services/getIINdetails`) with the number's first digits, and the answer read back.
/// PaySeal makes no request itself: ``bin(ofCardNumber:)`` says what to send, ``IINResult``
/// reads what came back (`docs/card-input.md`, "IIN check").
public enum IIN {
    /// The bin to send for a card number: its first 8 digits when it has 8 or more, else its first
    /// 6; `nil` when it has fewer than 6 (NOT_ENOUGH_DIGITS: nothing to ask yet). Spaces and `-`
    /// are ignored.
    /// - Throws: ``PaySealError/Code/argument`` for any other character (the message does not
    ///   quote the number: it is card data).
    public static func bin(ofCardNumber cardNumber: String) throws(PaySealError.Thrown) -> String? {
        var number = cardNumber
        return try number.withUTF8Bytes { (bytes) throws(PaySealError.Thrown) in try bin(utf8: bytes) }
    }

    /// The same for UTF-8 read in place (card data from a C host); only the bin is copied.
    package static func bin(utf8 number: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> String? {
        var digits = BinDigits()
        for byte in number { try digits.add(byte) }
        return digits.bin
    }

    /// The same for a card number that is the text of a JSON string as written, between its
    /// quotes (`params_json`'s "cardNumber", read in place by a reader that checked its escapes).
    /// Escapes are decoded one character at a time, so no decoded copy of the number is made.
    package static func bin(jsonStringText text: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> String? {
        var digits = BinDigits()
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "\\") else {
                try digits.add(text[index])
                index += 1
                continue
            }
            // Only \u00XX can stand for a digit, a space or '-'; every other escape is another character.
            guard index + 6 <= text.count, text[index + 1] == UInt8(ascii: "u"), text[index + 2] == UInt8(ascii: "0"),
                text[index + 3] == UInt8(ascii: "0"), let high = hexValue(text[index + 4]), let low = hexValue(text[index + 5])
            else {
                throw BinDigits.otherCharacter
            }
            try digits.add(high << 4 | low)
            index += 6
        }
        return digits.bin
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The first 8 digits of a card number, its characters given one at a time.
    private struct BinDigits {
        static let otherCharacter = PaySealError(.argument, "the card number has a character other than digits, spaces and '-'")
        var digits: [UInt8] = []

        init() { digits.reserveCapacity(8) }

        mutating func add(_ byte: UInt8) throws(PaySealError.Thrown) {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits.count < 8 { digits.append(byte) }
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                break
            default:
                throw BinDigits.otherCharacter
            }
        }

        var bin: String? {
            guard digits.count >= 6 else { return nil }
            return String(decoding: digits.prefix(digits.count == 8 ? 8 : 6), as: UTF8.self)
        }
    }
}

/// What the Client API answered to an IIN check.
public struct IINResult: Sendable, Equatable {
    /// The outcome of an IIN check; the raw value is the platform's spelling.
    public enum Status: String, Sendable {
        /// The card's product is known and allowed in the payment context.
        case supported = "SUPPORTED"
        /// The product is known but not allowed in this context (amount, country, currency, ...).
        case existingButNotAllowed = "EXISTING_BUT_NOT_ALLOWED"
        /// HTTP 404, or an answer without a product.
        case unknown = "UNKNOWN"
    }

    /// Whether the card's product is supported, known but not allowed, or unknown.
    public let status: Status
    /// The answer's members, as JSON (`null` when absent): `paymentProductId` as the server
    /// wrote it (a number or a string of digits), `isAllowedInContext` (`true`, `false` or `null`,
    /// never guessed), `countryCode`, `cardType`, and `coBrands` (an array, `[]` when absent).
    /// Kept as they came so that ``json`` passes them through; IINResult+Typed.swift reads them
    /// as Swift types.
    let productIDJSON: JSONValue, allowedJSON: JSONValue, countryCodeJSON: JSONValue, cardTypeJSON: JSONValue
    let coBrandsJSON: [JSONValue]

    /// Reads the response: HTTP 200 with the details, or 404 (an unknown bin).
    /// - Throws: ``PaySealError/Code/argument`` for another HTTP status (a transport or server
    ///   error is the host's to handle, not an IIN result) or a 200 body that is not UTF-8;
    ///   ``PaySealError/Code/json`` for a 200 body that is not a JSON object, or a known member of the wrong type (the message names
    ///   it); ``PaySealError/Code/limit`` for a body over 64 KiB.
    public init(httpStatus: Int, body: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(httpStatus: httpStatus, bodyBytes: body)
    }

    /// Reads the response given as any collection of bytes (`Data` from URLSession, a slice, ...).
    public init(httpStatus: Int, body: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(httpStatus: httpStatus, bodyBytes: CollectionBytes(body))
    }

    /// `name`: the C ABI's parameter, which the message about invalid UTF-8 is about.
    package init(httpStatus: Int, bodyBytes body: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        guard httpStatus == 200 || httpStatus == 404 else {
            throw PaySealError(.argument, "HTTP status \(httpStatus) is not an IIN answer (200 or 404): the request failed")
        }
        let json: JSONValue = try body.withBytes { (raw) throws(PaySealError.Thrown) in
            guard raw.count <= Limits.maximumKeyInput else {
                throw PaySealError(.limit, "the IIN response has \(raw.count) bytes; the limit is \(Limits.maximumKeyInput)")
            }
            // A 404 carries the platform's error document, or nothing: whatever it has of the
            // members is passed through; a body that is no JSON object has none.
            if httpStatus == 404 {
                guard let parsed = try? JSONValue.parse(raw), case .object = parsed else { return .object([]) }
                return parsed
            }
            try JSONValue.requireUTF8(raw, named: name, what: "the IIN response")
            let parsed = try JSONValue.parse(raw)
            guard case .object = parsed else { throw PaySealError(.json, "the IIN response is not a JSON object") }
            return parsed
        }
        // The members are passed through as they came (a product id as a number or a string),
        // each checked by the one reader of JSON members.
        let reader = try JSONObjectReader(json, naming: .owner("the IIN response"))
        let id = try reader.productID("paymentProductId", required: false)
        productIDJSON = id == nil ? .null : (try reader.member("paymentProductId") ?? .null)
        allowedJSON = try reader.bool("isAllowedInContext").map { .bool($0) } ?? .null
        countryCodeJSON = try reader.string("countryCode").map { .string($0) } ?? .null
        cardTypeJSON = try reader.string("cardType").map { .string($0) } ?? .null
        switch try reader.member("coBrands") {
        case let .array(items)?: coBrandsJSON = items
        case nil: coBrandsJSON = []
        default: throw reader.error("coBrands", "is not an array")
        }
        if httpStatus == 404 || productIDJSON == .null {
            status = .unknown
        } else if allowedJSON == .bool(false) {
            status = .existingButNotAllowed
        } else {
            status = .supported
        }
    }

    /// `{"status":…,"paymentProductId":…,"isAllowedInContext":…,"countryCode":…,"cardType":…,"coBrands":[…]}`.
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 160)
        writer.raw("{\"status\":")
        writer.string(status.rawValue)
        for (name, value) in [
            ("paymentProductId", productIDJSON), ("isAllowedInContext", allowedJSON),
            ("countryCode", countryCodeJSON), ("cardType", cardTypeJSON),
        ] {
            writer.raw(",\"")
            writer.raw(name)
            writer.raw("\":")
            value.write(to: &writer)
        }
        writer.raw(",\"coBrands\":")
        JSONValue.array(coBrandsJSON).write(to: &writer)
        writer.raw("}")
        return writer.bytes
    }
}
