/// The two strings a merchant's server forwards to the Server API.
public struct PreparedPaymentRequest: Sendable, Hashable {
    /// The JWE of the payment payload, sent as `encryptedCustomerInput`.
    public let encryptedFields: String
    /// Base64 of the DeviceMetadata JSON, also sent as the `X-GCS-ClientMetaInfo` header.
    public let encodedClientMetaInfo: String
}

extension PaymentRequest {
    /// Encrypts this request to the platform's key, with a fresh nonce, and encodes the metadata.
    public func prepare(with key: PublicKey, metadata: DeviceMetadata = DeviceMetadata()) throws(PaySealError.Thrown) -> PreparedPaymentRequest {
        let (jwe, encodedMetadata) = try prepare(with: key, metadata: metadata, into: .string)
        return PreparedPaymentRequest(encryptedFields: jwe, encodedClientMetaInfo: encodedMetadata)
    }

    /// The two outputs, each written once into what `output` makes (Strings, or buffers for the C ABI).
    package func prepare<Result>(with key: PublicKey, metadata: DeviceMetadata, into output: TextOutput<Result>) throws(PaySealError.Thrown) -> (Result, Result) {
        try checkValidBeforePrepare()
        // One draw for the nonce, the CEK and the IV: each call into OpenSSL's generator costs a
        // system call (its fork check) and a generator update, and a second call cost 2.8% of
        // a whole prepare (bench/README.md, "one draw per prepare").
        let jwe = try withUnsafeTemporaryAllocation(byteCount: Nonce.randomBytes + AESCBCHMAC.keyBytes + AESCBCHMAC.ivBytes, alignment: 16) { (random) throws(PaySealError.Thrown) in
            defer { wipeSecret(random, "prepare's randomness") }
            try CryptoBackend.randomBytes(random)
            var payload = self.payload(nonce: Nonce.make(from: UnsafeRawBufferPointer(rebasing: random[0..<Nonce.randomBytes])))
            defer { payload.withUnsafeMutableBytes { wipeSecret($0, "payment payload") } }
            let drawn = UnsafeRawBufferPointer(rebasing: random[Nonce.randomBytes...])
            return try payload.withBytes { (payload) throws(PaySealError.Thrown) in try key.encryptCompact(payload, knownAnswer: nil, drawn: drawn, into: output) }
        }
        let encodedMetadata = try metadata.json.withBytes { (json) throws(PaySealError.Thrown) in
            try output.make(Base64.encodedLength(json.count, .standard)) { Base64.encode(json, .standard, into: $0) }
        }
        return (jwe, encodedMetadata)
    }
}

extension PaymentRequest {
    /// With a product, an invalid request is refused before anything is encrypted (without one
    /// there is nothing to validate, and no need to read the clock). The message names no
    /// function: Swift, C and the bindings each have their own spelling of the validation call.
    func checkValidBeforePrepare() throws(PaySealError.Thrown) {
        if product != nil, let first = validate(today: .current).first {
            throw PaySealError(
                .validation,
                "the request fails validation: field \(Quoted(first.fieldID ?? "", limit: 64)) fails \(Quoted(first.type, limit: 32)) (validating the request lists every error)"
            )
        }
    }
}

/// The payload nonce: a random (version 4) UUID in lowercase, from the crypto backend's CSPRNG.
package enum Nonce {
    /// The characters of a nonce (a UUID in its 8-4-4-4-12 text form).
    static let length = 36

    /// The random bytes a nonce is made of.
    static let randomBytes = 16

    package static func make() throws(PaySealError.Thrown) -> String {
        try withUnsafeTemporaryAllocation(byteCount: randomBytes, alignment: 1) { (bytes) throws(PaySealError.Thrown) in
            try CryptoBackend.randomBytes(bytes)
            return make(from: UnsafeRawBufferPointer(bytes))
        }
    }

    /// The nonce of 16 random bytes (its version and variant bits set here); `random` has at
    /// least 16 bytes.
    static func make(from random: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: length) { text in
            var position = 0
            for index in 0..<randomBytes {
                var byte = index < random.count ? random[index] : 0
                if index == 6 { byte = byte & 0x0F | 0x40 }  // version 4
                if index == 8 { byte = byte & 0x3F | 0x80 }  // variant RFC 4122
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                text[position] = JSONWriter.hexDigits[Int(byte >> 4)]
                text[position + 1] = JSONWriter.hexDigits[Int(byte & 0x0F)]
                position += 2
            }
            return position
        }
    }
}

extension Nonce {
    /// Whether `text` is a lowercase version-4 UUID with the RFC 4122 variant.
    package static func isLowercaseUUIDv4(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) else { return false }
            }
        }
        return bytes[14] == UInt8(ascii: "4") && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[19])
    }
}
