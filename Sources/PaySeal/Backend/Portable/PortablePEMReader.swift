// The portable backend's PEM reader (see Backend/CryptoBackend.swift): the first BEGIN/END block,
// read as OpenSSL's PEM_read_bio_ex reads it, so that the core's checks around it (one block,
// whitespace only around a public key's) hold for both backends. The web build has it too.
#if !(os(Linux) && SystemCrypto && !PortableCrypto)

extension CryptoBackend {
    /// The first PEM block: lines before the BEGIN line are skipped (as OpenSSL does: `openssl
    /// pkcs12` writes "Bag Attributes" there); a first body line with a ":" starts RFC 1421
    /// headers, which end at a blank line; the body is base64 with any line breaks and blanks;
    /// the END line must start with "-----END <label>-----" (the core checks what follows).
    static func readPEMBlock(_ bytes: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> PEMBlock {
        let unreadable = PaySealError(.keyFormat, "the PEM text cannot be read (no BEGIN/END block or a body that is not base64)")
        var lines: [(start: Int, end: Int, next: Int)] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? bytes.count
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            lines.append((start, end, newline.map { $0 + 1 } ?? bytes.count))
            start = newline.map { $0 + 1 } ?? bytes.count
        }
        let begin = Array("-----BEGIN ".utf8), dashes = Array("-----".utf8)
        guard
            let beginIndex = lines.firstIndex(where: { line in
                line.end - line.start > begin.count + dashes.count && hasPrefix(bytes, line.start, begin)
                    && hasPrefix(bytes, line.end - dashes.count, dashes)
            })
        else { throw unreadable }
        let beginLine = lines[beginIndex]
        let label = Array(bytes[(beginLine.start + begin.count)..<(beginLine.end - dashes.count)])
        var index = beginIndex + 1
        var hasHeaders = false
        if index < lines.count, bytes[lines[index].start..<lines[index].end].contains(UInt8(ascii: ":")) {
            hasHeaders = true
            while index < lines.count, lines[index].end > lines[index].start { index += 1 }
            guard index < lines.count else { throw unreadable }
            index += 1
        }
        let endMarker = Array("-----END ".utf8) + label + dashes
        guard let endIndex = lines[index...].firstIndex(where: { hasPrefix(bytes, $0.start, Array("-----END ".utf8)) }),
            lines[endIndex].end - lines[endIndex].start >= endMarker.count, hasPrefix(bytes, lines[endIndex].start, endMarker)
        else {
            throw unreadable
        }
        // The body's base64 without blanks, then its bytes: both may be a private key, so both
        // live in memory this reader allocates and wipes.
        let bodyStart = lines[index].start, bodyEnd = lines[endIndex].start
        let text = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bodyEnd - bodyStart), alignment: 1)
        defer { wipe(text); text.deallocate() }
        var textCount = 0
        for position in bodyStart..<bodyEnd where !isBlank(bytes[position]) && bytes[position] != UInt8(ascii: "\n") {
            text[textCount] = bytes[position]
            textCount += 1
        }
        let capacity = textCount / 4 * 3 + 3
        let body = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        let decoded = strictBase64Decode(
            UnsafeRawBufferPointer(rebasing: text[0..<textCount]), .standard,
            into: body.bindMemory(to: UInt8.self))
        guard let decoded, decoded > 0 else {
            wipe(body)
            body.deallocate()
            throw unreadable
        }
        return PEMBlock(
            label: String(decoding: label, as: UTF8.self), hasHeaders: hasHeaders,
            unreadCount: bytes.count - lines[endIndex].next,
            body: UnsafeMutableRawBufferPointer(rebasing: body[0..<decoded])
        ) { _ in body.deallocate() }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    private static func hasPrefix(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ prefix: [UInt8]) -> Bool {
        start >= 0 && bytes.count - start >= prefix.count && prefix.indices.allSatisfy { bytes[start + $0] == prefix[$0] }
    }
}
#endif
