/// What a surcharge calculation or a currency conversion quote is asked for: a card (its number,
/// and its product when known) or a token of a card on file. The platform SDKs call it the
/// `cardSource` of the request.
public enum CardSource: Sendable, Equatable {
    /// A card number (at least 6 digits; spaces and `-` are dropped) and, optionally, its product.
    case card(number: String, paymentProductID: Int?)
    /// The token of a card stored on file.
    case token(String)
}

extension Session {
    /// GET products/{id}/networks?…, POST services/surchargecalculation or POST services/dccrate.
    func serviceRequest(_ operation: Operation, _ context: PaymentContext, _ metadata: DeviceMetadata) throws(PaySealError.Thrown) -> ClientAPIRequest {
        let base = baseURL + customerSegment + "/"
        switch operation {
        case let .paymentProductNetworks(id):
            try Session.checkProductID(id)
            return ClientAPIRequest(method: "GET", url: base + "products/\(id)/networks?" + context.query, headers: headers(metadata), body: nil)
        case let .surchargeCalculation(source):
            var body = JSONWriter(capacity: 192)
            body.raw("{\"cardSource\":")
            try Session.write(source, to: &body)
            body.raw(",\"amountOfMoney\":")
            Session.writeAmount(context, to: &body)
            body.raw("}")
            return postRequest(base + "services/surchargecalculation", body, metadata)
        case let .currencyConversion(source, targetCurrency):
            var body = JSONWriter(capacity: 192)
            body.raw("{\"cardSource\":")
            try Session.write(source, to: &body)
            body.raw(",\"transaction\":{\"amount\":")
            Session.writeAmount(context, to: &body)
            body.raw("}")
            if let targetCurrency {
                try Session.checkText(targetCurrency, "targetCurrency")
                body.raw(",\"targetCurrency\":")
                body.string(targetCurrency)
            }
            body.raw("}")
            return postRequest(base + "services/dccrate", body, metadata)
        default:
            throw PaySealError(.argument, "\(operation) is not a service operation")
        }
    }

    private func postRequest(_ url: String, _ body: JSONWriter, _ metadata: DeviceMetadata) -> ClientAPIRequest {
        let headers = self.headers(metadata) + [ClientAPIRequest.Header(name: "Content-Type", value: "application/json")]
        return ClientAPIRequest(method: "POST", url: url, headers: headers, body: String(decoding: body.bytes, as: UTF8.self))
    }

    static func checkProductID(_ id: Int) throws(PaySealError.Thrown) {
        guard id >= 0, id <= PaymentRequest.maximumPaymentProductID else {
            throw PaySealError(.argument, "paymentProductId must be an integer from 0 to 2^53 - 1")
        }
    }

    /// A token or target currency: non-empty, at most ``Limits/maximumPaymentValue`` bytes, no
    /// control character (it is written into a JSON body as it is).
    static func checkText(_ text: String, _ name: String) throws(PaySealError.Thrown) {
        guard !text.isEmpty else { throw PaySealError(.argument, "\(name) is empty") }
        guard text.utf8.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "\(name) has \(text.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw PaySealError(.argument, "\(name) contains a control character")
        }
    }

    /// `{"card":{"cardNumber":…[,"paymentProductId":…]}}` or `{"token":…}`. The card number is
    /// card data: its digits are written, never quoted in a message.
    static func write(_ source: CardSource, to body: inout JSONWriter) throws(PaySealError.Thrown) {
        switch source {
        case let .card(number, productID):
            var text = number
            var digits = try text.withUTF8Bytes { (bytes) throws(PaySealError.Thrown) in try cardDigits(utf8: bytes) }
            defer { wipe(&digits) }
            try writeCard(digits: digits, productID: productID, to: &body)
        case let .token(token):
            try checkText(token, "token")
            body.raw("{\"token\":")
            body.string(token)
            body.raw("}")
        }
    }

    private static func writeCard(digits: [UInt8], productID: Int?, to body: inout JSONWriter) throws(PaySealError.Thrown) {
        if let productID { try checkProductID(productID) }
        body.raw("{\"card\":{\"cardNumber\":\"")
        body.raw(String(decoding: digits, as: UTF8.self))
        body.raw("\"")
        if let productID { body.raw(",\"paymentProductId\":\(productID)") }
        body.raw("}}")
    }

    private static func writeAmount(_ context: PaymentContext, to body: inout JSONWriter) {
        body.raw("{\"amount\":\(context.amount),\"currencyCode\":")
        body.string(context.currencyCode)
        body.raw("}")
    }

    /// The digits of a card number given as UTF-8 (spaces and `-` dropped): at least 6, at most
    /// ``Limits/maximumPaymentValue`` bytes as written.
    /// - Throws: ``PaySealError/Code/argument`` for another character or fewer than 6 digits
    ///   (the message does not quote the number), ``PaySealError/Code/limit`` for a longer number.
    package static func cardDigits(utf8 number: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> [UInt8] {
        guard number.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "the card number has \(number.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(number.count)
        for byte in number {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: "-"): break
            default: throw PaySealError(.argument, "the card number has a character other than digits, spaces and '-'")
            }
        }
        guard digits.count >= 6 else { throw PaySealError(.argument, "the card number has fewer than 6 digits") }
        return digits
    }

    /// The card source of `params`: {"cardNumber"[, "paymentProductId"]} or {"token"}. A
    /// "cardNumber" kept in place (``JSONValue/secretString(range:escaped:)``, the C ABI's params)
    /// is read from `text`: only its digits are copied (a `\u00XX` escape decoded as the IIN's
    /// bin is), and this overload wipes them (the C ABI uses the next one).
    package static func cardSource(params: JSONValue?, text: UnsafeRawBufferPointer?, operation name: String) throws(PaySealError.Thrown) -> CardSource {
        var digits: [UInt8] = []
        defer { wipe(&digits) }
        return try cardSource(params: params, text: text, operation: name, digits: &digits)
    }

    /// The same, the digits of an in-place "cardNumber" decoded into `digits` (the caller wipes
    /// them) and six zeros in their place in the card source.
    static func cardSource(params: JSONValue?, text: UnsafeRawBufferPointer?, operation name: String, digits: inout [UInt8]) throws(PaySealError.Thrown) -> CardSource {
        guard let params, case .object = params else {
            throw PaySealError(.argument, "\(name) needs params_json with \"cardNumber\" or \"token\"")
        }
        let reader = try JSONObjectReader(params, naming: .argument(PaySealError.Subject.Argument.paramsJSON, neededBy: name))
        let number = try reader.member("cardNumber")
        let token = try reader.member("token")
        switch (number, token) {
        case (nil, nil): throw PaySealError(.argument, "\(name) needs params_json with \"cardNumber\" or \"token\"")
        case (.some, .some): throw PaySealError(.argument, "\(name) takes \"cardNumber\" or \"token\", not both")
        case (nil, .some):
            return .token(try reader.string("token") ?? "")
        case (.some, nil):
            let productID = try reader.productID("paymentProductId", required: false)
            switch number {
            case let .string(plain)?: return .card(number: plain, paymentProductID: productID)
            case let .secretString(range, _)?:
                guard let text, range.lowerBound >= 0, range.upperBound <= text.count else {
                    throw reader.error("cardNumber", "is not a string")
                }
                guard range.count <= Limits.maximumPaymentValue else {
                    let cardNumber = PaySealError.Subject(PaySealError.Subject.Argument.paramsJSON, member: .key("cardNumber"))
                    throw PaySealError(.limit, about: cardNumber, "has \(range.count) bytes; the limit is \(Limits.maximumPaymentValue)")
                }
                // No String of the number: its digits go into the caller's array, six zeros into
                // the card source (ServiceRequests+InPlace.swift writes the digits in their place).
                digits = try cardDigits(jsonStringText: UnsafeRawBufferPointer(rebasing: text[range]))
                return .card(number: "000000", paymentProductID: productID)
            default: throw reader.error("cardNumber", "is not a string")
            }
        }
    }

    /// ``cardDigits(utf8:)`` of the text of a JSON string as written (escapes checked by the reader).
    private static func cardDigits(jsonStringText text: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> [UInt8] {
        var plain: [UInt8] = []
        plain.reserveCapacity(text.count)
        defer { wipe(&plain) }
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "\\") else { plain.append(text[index]); index += 1; continue }
            // Only \u00XX can stand for a digit, a space or '-'; every other escape is another character.
            guard index + 6 <= text.count, text[index + 1] == UInt8(ascii: "u"), text[index + 2] == UInt8(ascii: "0"),
                text[index + 3] == UInt8(ascii: "0"), let high = hex(text[index + 4]), let low = hex(text[index + 5])
            else {
                throw PaySealError(.argument, "the card number has a character other than digits, spaces and '-'")
            }
            plain.append(high << 4 | low)
            index += 6
        }
        return try plain.withBytes { (bytes) throws(PaySealError.Thrown) in try cardDigits(utf8: bytes) }
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
