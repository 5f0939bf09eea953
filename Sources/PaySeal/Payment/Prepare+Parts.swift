/// What ``PaymentRequest/prepare(with:metadata:)`` encrypts and sends, without the encryption:
/// for a host that encrypts the JWE itself, as a web page does with WebCrypto (the web build's
/// `payseal_web_prepare_parts`, bindings/web/README.md, "The JWE in the page").
package struct PreparedParts {
    /// The payload JSON's UTF-8 (card data): wiped when released.
    package let payload: OwnedBuffer
    /// The JWE's protected header in base64url, which is also its AAD.
    package let protectedHeader: [UInt8]
    /// The metadata as `prepare` encodes it (base64 of its JSON).
    package let encodedClientMetaInfo: [UInt8]
}

extension PaymentRequest {
    /// The request validated as `prepare` validates it, a fresh nonce, and the parts of its JWE
    /// to `key` that are not encrypted.
    package func preparedParts(with key: PublicKey, metadata: DeviceMetadata) throws(PaySealError.Thrown) -> PreparedParts {
        try checkValidBeforePrepare()
        var payload = self.payload(nonce: try Nonce.make())
        defer { payload.withUnsafeMutableBytes { wipeSecret($0, "payment payload") } }
        guard let buffer = payload.withUnsafeBytes({ OwnedBuffer(copying: $0) }) else {
            throw PaySealError(.noMemory, "out of memory for the payload")
        }
        let encodedMetadata = Array(Base64.encode(metadata.json, .standard).utf8)
        return PreparedParts(payload: buffer, protectedHeader: key.encodedHeader, encodedClientMetaInfo: encodedMetadata)
    }
}

extension PublicKey {
    /// The protected header (base64url, the AAD) of a JWE of `plaintextCount` bytes to this key, as
    /// ``encrypt(_:)-(String)`` writes it; the plaintext limit checked as there.
    package func protectedHeader(forPlaintextCount plaintextCount: Int) throws(PaySealError.Thrown) -> [UInt8] {
        guard plaintextCount <= Limits.maximumPlaintext else {
            throw PaySealError(.limit, "the plaintext has \(plaintextCount) bytes; the limit is \(Limits.maximumPlaintext)")
        }
        return encodedHeader
    }
}
