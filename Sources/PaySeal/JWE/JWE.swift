/// The randomness of one encryption, given by the caller instead of drawn from the CSPRNG.
/// Only for known-answer tests: a token made with a known CEK protects nothing. The portable
/// crypto backend takes the CEK and IV but not the OAEP seed (``CryptoBackend/canSeedOAEP``).
package struct KnownAnswerRandomness: Sendable {
    package var cek: [UInt8]  // MAC_KEY || ENC_KEY, 64 bytes
    package var iv: [UInt8]  // 16 bytes
    package var oaepSeed: [UInt8]  // 20 bytes, the SHA-1 output length

    package init(cek: [UInt8], iv: [UInt8], oaepSeed: [UInt8]) {
        self.cek = cek
        self.iv = iv
        self.oaepSeed = oaepSeed
    }

    static let oaepSeedBytes = 20
}

extension PublicKey {
    /// Encrypts `plaintext` to this key as a JWE compact serialization
    /// (alg RSA-OAEP, enc A256CBC-HS512, kid = ``keyID``), with a fresh CEK, IV and OAEP seed
    /// from the backend's CSPRNG.
    public func encrypt(_ plaintext: [UInt8]) throws(PaySealError.Thrown) -> String {
        try plaintext.withBytes { (bytes) throws(PaySealError.Thrown) in try encryptCompact(bytes, knownAnswer: nil, into: .string) }
    }

    /// Encrypts any collection of bytes (`Data`, a slice, ...): read in place when contiguous,
    /// else through a temporary copy that is wiped.
    public func encrypt(_ plaintext: some Collection<UInt8>) throws(PaySealError.Thrown) -> String {
        try CollectionBytes(plaintext).withBytes { (bytes) throws(PaySealError.Thrown) in try encryptCompact(bytes, knownAnswer: nil, into: .string) }
    }

    /// Encrypts the UTF-8 of `plaintext`.
    public func encrypt(_ plaintext: String) throws(PaySealError.Thrown) -> String {
        var plaintext = plaintext
        return try plaintext.withUTF8Bytes { (bytes) throws(PaySealError.Thrown) in try encryptCompact(bytes, knownAnswer: nil, into: .string) }
    }

    /// The JWE, written once into what `output` makes (a String, or a buffer for the C ABI).
    /// `drawn`: the CEK and IV (80 bytes), already drawn from the CSPRNG by a caller that drew
    /// other bytes in the same call (``PaymentRequest/prepare(with:metadata:into:)``); without
    /// it and without a known answer, they are drawn here.
    package func encryptCompact<Result>(
        _ plaintext: UnsafeRawBufferPointer, knownAnswer: KnownAnswerRandomness?,
        drawn: UnsafeRawBufferPointer? = nil, into output: TextOutput<Result>
    ) throws(PaySealError.Thrown) -> Result {
        guard plaintext.count <= Limits.maximumPlaintext else {
            throw PaySealError(.limit, "the plaintext has \(plaintext.count) bytes; the limit is \(Limits.maximumPlaintext)")
        }
        if let drawn, drawn.count != AESCBCHMAC.keyBytes + AESCBCHMAC.ivBytes || knownAnswer != nil {
            throw PaySealError(.argument, "drawn randomness is a 64-byte CEK and a 16-byte IV, without a known answer")
        }
        if let knownAnswer {
            guard knownAnswer.cek.count == AESCBCHMAC.keyBytes, knownAnswer.iv.count == AESCBCHMAC.ivBytes,
                knownAnswer.oaepSeed.count == KnownAnswerRandomness.oaepSeedBytes
            else {
                throw PaySealError(.argument, "known-answer randomness needs a 64-byte CEK, a 16-byte IV and a 20-byte OAEP seed")
            }
        }
        let keySize = key.modulusByteCount
        let ciphertextCount = AESCBCHMAC.ciphertextCount(plaintext.count)
        // One scratch area: CEK (64) | IV (16) | tag (32) | encrypted CEK | ciphertext.
        let scratchCount = 64 + 16 + 32 + keySize + ciphertextCount
        return try withUnsafeTemporaryAllocation(byteCount: scratchCount, alignment: 16) { (scratch) throws(PaySealError.Thrown) in
            defer { wipeSecret(UnsafeMutableRawBufferPointer(rebasing: scratch[0..<80]), "encryption CEK and IV") }
            let cek = UnsafeMutableRawBufferPointer(rebasing: scratch[0..<64])
            let iv = UnsafeMutableRawBufferPointer(rebasing: scratch[64..<80])
            let tag = UnsafeMutableRawBufferPointer(rebasing: scratch[80..<112])
            let wrapped = UnsafeMutableRawBufferPointer(rebasing: scratch[112..<(112 + keySize)])
            let ciphertext = UnsafeMutableRawBufferPointer(rebasing: scratch[(112 + keySize)...])
            if let knownAnswer {
                knownAnswer.cek.withUnsafeBytes { cek.copyMemory(from: $0) }
                knownAnswer.iv.withUnsafeBytes { iv.copyMemory(from: $0) }
            } else if let drawn {
                UnsafeMutableRawBufferPointer(rebasing: scratch[0..<80]).copyMemory(from: drawn)
            } else {
                try CryptoBackend.randomBytes(UnsafeMutableRawBufferPointer(rebasing: scratch[0..<80]))
            }
            // A backend that cannot take the OAEP seed (``CryptoBackend/canSeedOAEP``) draws its
            // own: every part but the encrypted key is still the known answer.
            let wrappedCount: Int
            if let answer = knownAnswer, CryptoBackend.canSeedOAEP {
                wrappedCount = try answer.oaepSeed.withBytes { (seed) throws(PaySealError.Thrown) in
                    try RSAOAEP.encrypt(UnsafeRawBufferPointer(cek), to: self, seed: seed, into: wrapped)
                }
            } else {
                wrappedCount = try RSAOAEP.encrypt(UnsafeRawBufferPointer(cek), to: self, seed: nil, into: wrapped)
            }
            try encodedHeader.withBytes { (aad) throws(PaySealError.Thrown) in
                try AESCBCHMAC.seal(
                    key: UnsafeRawBufferPointer(cek), iv: UnsafeRawBufferPointer(iv), aad: aad,
                    plaintext: plaintext, ciphertext: ciphertext, tag: tag)
            }
            let parts = [
                UnsafeRawBufferPointer(rebasing: wrapped[0..<wrappedCount]), UnsafeRawBufferPointer(iv),
                UnsafeRawBufferPointer(rebasing: ciphertext[0..<ciphertextCount]), UnsafeRawBufferPointer(tag),
            ]
            return try CompactSerialization.join(header: encodedHeader, parts: parts, into: output)
        }
    }
}

extension PrivateKey {
    /// Decrypts a JWE compact serialization made for alg RSA-OAEP and enc A256CBC-HS512.
    /// Strict: five base64url parts without padding, whitespace or foreign bytes; a header that
    /// is a JSON object with exactly this alg and enc, no "zip" and no "crit". The tag is checked
    /// in constant time before any CBC decryption. Every authentication failure throws the same
    /// ``PaySealError/Code/decrypt`` error with the same message.
    public func decrypt(_ jwe: [UInt8]) throws(PaySealError.Thrown) -> [UInt8] {
        try jwe.withBytes { (bytes) throws(PaySealError.Thrown) in try decryptCompact(bytes).array }
    }

    /// Decrypts a JWE given as any collection of bytes (`Data`, a slice, ...).
    public func decrypt(_ jwe: some Collection<UInt8>) throws(PaySealError.Thrown) -> [UInt8] {
        try CollectionBytes(jwe).withBytes { (bytes) throws(PaySealError.Thrown) in try decryptCompact(bytes).array }
    }

    /// Decrypts a JWE given as text.
    public func decrypt(_ jwe: String) throws(PaySealError.Thrown) -> [UInt8] {
        try decrypt(Array(jwe.utf8))
    }

    /// The plaintext, in a buffer that is wiped when released (or handed to the C caller).
    package func decryptCompact(_ jwe: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> OwnedBuffer {
        guard jwe.count <= Limits.maximumJWE else {
            throw PaySealError(.limit, "the JWE has \(jwe.count) bytes; the limit is \(Limits.maximumJWE)")
        }
        guard String(validating: jwe, as: UTF8.self) != nil else { throw PaySealError(.argument, "the JWE is not valid UTF-8") }
        let token = try CompactSerialization(jwe)
        try JWEHeader.validate(token.header)

        let keySize = key.modulusByteCount
        return try withUnsafeTemporaryAllocation(byteCount: keySize + AESCBCHMAC.keyBytes, alignment: 16) { (scratch) throws(PaySealError.Thrown) in
            defer { wipeSecret(scratch, "decryption CEK") }
            let unwrapped = UnsafeMutableRawBufferPointer(rebasing: scratch[0..<keySize])
            let cek = UnsafeMutableRawBufferPointer(rebasing: scratch[keySize...])
            let unwrappedCount = token.encryptedKey.withUnsafeBytes { RSAOAEP.decrypt($0, with: self, into: unwrapped) }
            // On an OAEP failure or a CEK of the wrong size, go on with a random CEK: the tag
            // check then fails as it would for a tampered tag, at the same cost, so neither the
            // status, the message nor the timing tells an RSA failure from a tag failure. The
            // random CEK is drawn every time, so that both paths do the same work.
            try CryptoBackend.randomBytes(cek)
            let keyIsValid = unwrappedCount == AESCBCHMAC.keyBytes
            if keyIsValid {
                cek.copyMemory(from: UnsafeRawBufferPointer(rebasing: unwrapped[0..<AESCBCHMAC.keyBytes]))
            }
            guard let plaintext = OwnedBuffer(capacity: token.ciphertext.count) else {
                throw PaySealError(.noMemory, "out of memory for the plaintext")
            }
            let count = try token.iv.withBytes { (iv) throws(PaySealError.Thrown) in
                try token.ciphertext.withBytes { (ciphertext) throws(PaySealError.Thrown) in
                    try token.tag.withBytes { (tag) throws(PaySealError.Thrown) in
                        try token.encodedHeader.withBytes { (aad) throws(PaySealError.Thrown) in
                            try AESCBCHMAC.open(
                                key: UnsafeRawBufferPointer(cek), iv: iv, aad: aad,
                                ciphertext: ciphertext, tag: tag, plaintext: plaintext.bytes)
                        }
                    }
                }
            }
            guard keyIsValid else { throw PaySealError.decryptionFailed }
            plaintext.count = count
            return plaintext
        }
    }
}

/// The five dot-separated base64url parts of a JWE (RFC 7516 §7.1).
struct CompactSerialization {
    let encodedHeader: [UInt8]
    let header: [UInt8]
    let encryptedKey: [UInt8]
    let iv: [UInt8]
    let ciphertext: [UInt8]
    let tag: [UInt8]

    static let partNames = ["protected header", "encrypted key", "initialization vector", "ciphertext", "authentication tag"]

    init(_ jwe: UnsafeRawBufferPointer) throws(PaySealError.Thrown) {
        let pieces = jwe.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard pieces.count == 5 else {
            throw PaySealError(.jweFormat, "a compact JWE has 5 parts separated by '.'; this one has \(pieces.count)")
        }
        var decoded: [[UInt8]] = []
        for (index, piece) in pieces.enumerated() {
            guard let bytes = Base64.decode(UnsafeRawBufferPointer(rebasing: piece), .url) else {
                throw PaySealError(.jweFormat, "the JWE \(CompactSerialization.partNames[index]) is not base64url without padding")
            }
            decoded.append(bytes)
        }
        encodedHeader = Array(pieces[0])
        header = decoded[0]
        encryptedKey = decoded[1]
        iv = decoded[2]
        ciphertext = decoded[3]
        tag = decoded[4]
    }

    /// `header.b64u(part1).b64u(part2)...`, written in place.
    static func join<Result>(header: [UInt8], parts: [UnsafeRawBufferPointer], into output: TextOutput<Result>) throws(PaySealError.Thrown) -> Result {
        let total = header.count + parts.reduce(0) { $0 + 1 + Base64.encodedLength($1.count, .url) }
        return try output.make(total) { base in
            header.withUnsafeBufferPointer { if let source = $0.baseAddress { base.update(from: source, count: header.count) } }
            var position = header.count
            for part in parts {
                base[position] = UInt8(ascii: ".")
                position += 1
                position += Base64.encode(part, .url, into: base + position)
            }
        }
    }
}
