/// base64 (RFC 4648 §4, padded) and base64url (RFC 7515 §2, no padding).
///
/// Decoding is strict (the backend's decoder, libsodium's on the system backend; see
/// Backend/CryptoBackend.swift): no whitespace, no foreign bytes, no non-zero pad bits,
/// and padding exactly where the variant requires it. Encoding is a table encoder written here:
/// what PaySeal encodes (JWE parts, metadata) is never secret, libsodium's encoder is constant-time
/// and cost 43,000 instructions per JWE, and OpenSSL's EVP_EncodeBlock has only the standard
/// alphabet, so base64url needed a second pass over its output that cost as much as the encoding
/// (callgrind, bench/callgrind.py: 10,300 instructions per JWE for both passes, 5,900 for this).
package enum Base64 {
    package enum Variant: Sendable {
        /// The standard alphabet with `=` padding: Client API keys, encodedClientMetaInfo.
        case standard
        /// The URL-safe alphabet without padding: the five parts of a JWE.
        case url

        /// The 64 characters of the alphabet, in static storage.
        var alphabet: UnsafePointer<UInt8> {
            switch self {
            case .standard: return Base64.standardAlphabet.utf8Start
            case .url: return Base64.urlAlphabet.utf8Start
            }
        }
    }

    private static let standardAlphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    private static let urlAlphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

    /// The number of characters `count` bytes encode to.
    @inline(__always)
    package static func encodedLength(_ count: Int, _ variant: Variant) -> Int {
        switch variant {
        case .standard: return (count + 2) / 3 * 4
        case .url: return (count * 4 + 2) / 3  // 4 characters per 3 bytes; 2 or 3 for a last group of 1 or 2
        }
    }

    /// Encodes `bytes` into `destination`, which has room for ``encodedLength(_:_:)`` bytes (no
    /// NUL is written). Returns the number of characters written.
    @discardableResult
    package static func encode(
        _ bytes: UnsafeRawBufferPointer, _ variant: Variant,
        into destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else { return 0 }
        let alphabet = variant.alphabet
        let count = bytes.count
        var read = 0, written = 0
        while count - read >= 3 {
            let group = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
            destination[written] = alphabet[Int(group >> 18)]
            destination[written + 1] = alphabet[Int(group >> 12 & 63)]
            destination[written + 2] = alphabet[Int(group >> 6 & 63)]
            destination[written + 3] = alphabet[Int(group & 63)]
            read += 3
            written += 4
        }
        let left = count - read
        if left > 0 {
            let group = UInt32(input[read]) << 16 | (left == 2 ? UInt32(input[read + 1]) << 8 : 0)
            destination[written] = alphabet[Int(group >> 18)]
            destination[written + 1] = alphabet[Int(group >> 12 & 63)]
            written += 2
            if left == 2 {
                destination[written] = alphabet[Int(group >> 6 & 63)]
                written += 1
            }
            if variant == .standard {
                while written % 4 != 0 {
                    destination[written] = UInt8(ascii: "=")
                    written += 1
                }
            }
        }
        return written
    }

    package static func encode(_ bytes: some ContiguousBytes, _ variant: Variant) -> String {
        bytes.withBytes { raw in
            String(unsafeUninitializedCapacity: encodedLength(raw.count, variant)) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return encode(raw, variant, into: base)
            }
        }
    }

    /// Decodes strictly; `nil` for anything that is not exactly a valid encoding.
    package static func decode(_ text: UnsafeRawBufferPointer, _ variant: Variant) -> [UInt8]? {
        decode(text, variant, isPublic: false)
    }

    /// The same rules for text that is no secret (a public key): the backend may use a decoder
    /// that is not constant-time (``CryptoBackend/publicBase64Decode(_:_:into:)``).
    package static func decodePublic(_ text: UnsafeRawBufferPointer, _ variant: Variant) -> [UInt8]? {
        decode(text, variant, isPublic: true)
    }

    private static func decode(_ text: UnsafeRawBufferPointer, _ variant: Variant, isPublic: Bool) -> [UInt8]? {
        // libsodium 1.0.18 reads the input as signed chars, so some bytes >= 0x80 pass its
        // alphabet test (found by fuzzing: UTF-8 "é" decoded like "//"). Check the alphabet first.
        // (The public decoders refuse every byte outside it themselves: the system one passes
        // only its encoder's own output, the portable one reads nothing else; this check cost
        // 4,500 instructions on a 2048-bit key.)
        guard isPublic || text.allSatisfy({ isInAlphabet($0, variant) }) else { return nil }
        let capacity = text.count / 4 * 3 + 3
        var output = [UInt8](repeating: 0, count: capacity)
        let decodedCount = output.withUnsafeMutableBufferPointer {
            isPublic ? CryptoBackend.publicBase64Decode(text, variant, into: $0) : CryptoBackend.strictBase64Decode(text, variant, into: $0)
        }
        // What the decoder wrote before it failed may be part of a private key.
        guard let decodedCount else { wipe(&output); return nil }
        output.removeLast(capacity - decodedCount)
        return output
    }

    @inline(__always)
    static func isInAlphabet(_ byte: UInt8, _ variant: Variant) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): return variant == .standard
        case UInt8(ascii: "-"), UInt8(ascii: "_"): return variant == .url
        default: return false
        }
    }

    package static func decode(_ text: some StringProtocol, _ variant: Variant) -> [UInt8]? {
        var text = String(text)
        return text.withUTF8 { decode(UnsafeRawBufferPointer($0), variant) }
    }

    package static func decodePublic(_ text: some StringProtocol, _ variant: Variant) -> [UInt8]? {
        var text = String(text)
        return text.withUTF8 { decodePublic(UnsafeRawBufferPointer($0), variant) }
    }
}

/// Types whose bytes can be read in place (Array, ArraySlice, UnsafeRawBufferPointer, ...).
/// `withBytes` is `withUnsafeBytes` with the body's error type kept: the standard library's is
/// `rethrows`, which throws `any Error`, and Embedded Swift (the web build) has no `any Error`.
package protocol ContiguousBytes {
    func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R
}
extension Array: ContiguousBytes where Element == UInt8 {
    package func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
    }
}
extension ArraySlice: ContiguousBytes where Element == UInt8 {
    package func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(UnsafeRawBufferPointer(buffer)) }
    }
}
extension UnsafeRawBufferPointer: ContiguousBytes {
    package func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R { try body(self) }
}
extension String {
    /// `withUTF8` with the body's error type kept (the standard library's is `rethrows`; see
    /// ``ContiguousBytes``).
    mutating func withUTF8Bytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = withUTF8 { buffer in
            do throws(E) {
                return .success(try body(UnsafeRawBufferPointer(buffer)))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
