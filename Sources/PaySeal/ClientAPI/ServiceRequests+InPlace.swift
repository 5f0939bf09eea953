extension Session {
    /// The card number written in the request while it is built: six zeros pass every check a
    /// card number gets, and the digits replace them only in the returned buffer.
    private static let placeholder = Array("000000".utf8)

    /// For the C ABI: the request JSON of surchargeCalculation or currencyConversion, in a buffer
    /// `payseal_free` wipes. Their params are parsed with "cardNumber" kept in place; the number's
    /// digits are decoded into one wiped array and copied only into that buffer, so no `String` of
    /// card data is made (the request is built with ``placeholder`` in their place, then the first
    /// `\"cardNumber\":\"000000\"` of its body, which is the card source's since the body starts
    /// with it, is replaced).
    package func cardServiceRequest(
        named name: String, paramsText: UnsafeRawBufferPointer?,
        context: PaymentContext?, metadata: DeviceMetadata
    ) throws(PaySealError.Thrown) -> OwnedBuffer {
        let params = try paramsText.map { (text) throws(PaySealError.Thrown) in try JSONValue.parse(text, secretMembers: ["cardNumber"]) }
        var digits: [UInt8] = []
        defer { wipe(&digits) }
        let source = try Session.cardSource(params: params, text: paramsText, operation: name, digits: &digits)
        let operation: Operation =
            name == "surchargeCalculation"
            ? .surchargeCalculation(source) : .currencyConversion(source, targetCurrency: try Operation.targetCurrency(params))
        let json = try request(operation, context: context, metadata: metadata).json
        guard !digits.isEmpty else {
            guard let buffer = json.withUnsafeBytes({ OwnedBuffer(copying: $0) }) else { throw PaySealError(.noMemory, "out of memory for the output") }
            return buffer
        }
        let body = Array(#""body":""#.utf8), marker = Array(#"\"cardNumber\":\""#.utf8) + Session.placeholder
        guard let bodyStart = Session.firstIndex(of: body, in: json, from: 0),
            let at = Session.firstIndex(of: marker, in: json, from: bodyStart)
        else {
            throw PaySealError(.argument, "the request has no card number to write")  // unreachable: the body starts with the card source
        }
        let start = at + marker.count - Session.placeholder.count, end = at + marker.count
        guard let buffer = OwnedBuffer(capacity: json.count - Session.placeholder.count + digits.count), let out = buffer.pointer else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        var offset = 0
        for part in [json[..<start], digits[...], json[end...]] {
            for byte in part { out[offset] = byte; offset += 1 }
        }
        return buffer
    }

    /// The first index of `needle` in `haystack` at or after `from`; linear in their sizes
    /// times the needle's (at most 24 bytes).
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for index in from...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
