/// AES_256_CBC_HMAC_SHA_512 (RFC 7518 §5.2.5): the CEK is MAC_KEY (32) || ENC_KEY (32); the
/// ciphertext is AES-256-CBC with PKCS#7 padding; the tag is the first 32 bytes of
/// HMAC-SHA-512(MAC_KEY, AAD || IV || ciphertext || AL), AL the AAD's bit length as a 64-bit
/// big-endian integer.
package enum AESCBCHMAC {
    package static let keyBytes = 64
    package static let ivBytes = 16
    package static let tagBytes = 32
    static let blockBytes = 16

    /// The ciphertext size for a plaintext size (PKCS#7 always adds 1...16 bytes).
    static func ciphertextCount(_ plaintextCount: Int) -> Int { (plaintextCount / blockBytes + 1) * blockBytes }

    /// Encrypts into `ciphertext` (room for ``ciphertextCount(_:)`` bytes) and writes the tag
    /// into `tag` (32 bytes).
    package static func seal(
        key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer, aad: UnsafeRawBufferPointer,
        plaintext: UnsafeRawBufferPointer,
        ciphertext: UnsafeMutableRawBufferPointer, tag: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) {
        guard key.count == keyBytes, iv.count == ivBytes, tag.count >= tagBytes,
            ciphertext.count >= ciphertextCount(plaintext.count)
        else {
            throw PaySealError(.argument, "A256CBC-HS512 needs a 64-byte key and a 16-byte IV")
        }
        let macKey = UnsafeRawBufferPointer(rebasing: key[0..<32])
        let encKey = UnsafeRawBufferPointer(rebasing: key[32..<64])
        let count = try cbc(encrypt: true, key: encKey, iv: iv, input: plaintext, output: ciphertext)
        try authenticationTag(macKey: macKey, aad: aad, iv: iv, ciphertext: UnsafeRawBufferPointer(rebasing: ciphertext[0..<count]), into: tag)
    }

    /// Verifies the tag in constant time, then decrypts into `plaintext` (room for
    /// `ciphertext.count` bytes); returns the plaintext size. Every failure is the one
    /// ``PaySealError/decryptionFailed``.
    package static func open(
        key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer, aad: UnsafeRawBufferPointer,
        ciphertext: UnsafeRawBufferPointer, tag: UnsafeRawBufferPointer,
        plaintext: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) -> Int {
        guard key.count == keyBytes, plaintext.count >= ciphertext.count else {
            throw PaySealError(.argument, "A256CBC-HS512 needs a 64-byte key")
        }
        let macKey = UnsafeRawBufferPointer(rebasing: key[0..<32])
        let encKey = UnsafeRawBufferPointer(rebasing: key[32..<64])
        let authentic = try withUnsafeTemporaryAllocation(byteCount: tagBytes, alignment: 8) { (expected) throws(PaySealError.Thrown) in
            defer { wipeSecret(expected, "expected tag") }
            try authenticationTag(macKey: macKey, aad: aad, iv: iv, ciphertext: ciphertext, into: expected)
            return constantTimeEqual(UnsafeRawBufferPointer(expected), tag)
        }
        guard authentic, iv.count == ivBytes, ciphertext.count >= blockBytes, ciphertext.count % blockBytes == 0 else {
            throw PaySealError.decryptionFailed
        }
        do {
            return try cbc(encrypt: false, key: encKey, iv: iv, input: ciphertext, output: plaintext)
        } catch {
            wipeSecret(plaintext, "plaintext of a failed decryption")
            throw PaySealError.decryptionFailed
        }
    }

    /// The first 32 bytes of HMAC-SHA-512(macKey, aad || iv || ciphertext || AL).
    static func authenticationTag(
        macKey: UnsafeRawBufferPointer, aad: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer,
        ciphertext: UnsafeRawBufferPointer, into tag: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) {
        var bitLength = UInt64(aad.count * 8).bigEndian
        try withUnsafeBytes(of: &bitLength) { (al) throws(PaySealError.Thrown) in
            try withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { (full) throws(PaySealError.Thrown) in
                defer { wipeSecret(full, "HMAC output") }
                try CryptoBackend.hmacSHA512(key: macKey, aad, iv, ciphertext, al, into: full)
                tag.copyMemory(from: UnsafeRawBufferPointer(rebasing: full[0..<tagBytes]))
            }
        }
    }

    private static func cbc(
        encrypt: Bool, key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer,
        input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) -> Int {
        try CryptoBackend.aes256CBC(encrypt: encrypt, key: key, iv: iv, input: input, output: output)
    }
}
