import COpenSSL
import CSodium

/// base64 (RFC 4648 §4, padded) and base64url (RFC 7515 §2, no padding).
///
/// Decoding is libsodium's strict decoder: no whitespace, no foreign bytes, no non-zero pad bits,
/// and padding exactly where the variant requires it. Encoding is OpenSSL's EVP_EncodeBlock: what
/// PaySeal encodes (JWE parts, metadata) is never secret, and libsodium's encoder, which is
/// constant-time, cost about 43,000 instructions per JWE against 6,000 for a table encoder
/// (callgrind, bench/callgrind.py): 11% of a whole 2048-bit encryption.
package enum Base64 {
    package enum Variant: Sendable {
        /// The standard alphabet with `=` padding: Client API keys, encodedClientMetaInfo.
        case standard
        /// The URL-safe alphabet without padding: the five parts of a JWE.
        case url

        var sodiumVariant: Int32 {
            switch self {
            case .standard: return sodium_base64_VARIANT_ORIGINAL
            case .url: return sodium_base64_VARIANT_URLSAFE_NO_PADDING
            }
        }
    }

    /// The number of characters `count` bytes encode to (without a NUL).
    @inline(__always)
    package static func encodedLength(_ count: Int, _ variant: Variant) -> Int {
        switch variant {
        case .standard: return (count + 2) / 3 * 4
        case .url: return count / 3 * 4 + [0, 2, 3][count % 3]
        }
    }

    /// The room ``encode(_:_:into:)`` needs: the padded text and a NUL, whatever the variant.
    @inline(__always)
    package static func encodingCapacity(_ count: Int) -> Int { (count + 2) / 3 * 4 + 1 }

    /// Encodes `bytes` into `destination`, which has room for ``encodingCapacity(_:)`` bytes
    /// (OpenSSL writes the padded text and a NUL; for base64url the padding is then dropped).
    /// Returns the number of characters of the encoding.
    @discardableResult
    package static func encode(_ bytes: UnsafeRawBufferPointer, _ variant: Variant,
                               into destination: UnsafeMutableRawPointer) -> Int {
        let output = destination.assumingMemoryBound(to: UInt8.self)
        guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            output[0] = 0
            return 0
        }
        let written = Int(EVP_EncodeBlock(output, input, Int32(bytes.count)))
        guard variant == .url else { return written }
        for index in 0..<written {
            switch output[index] {
            case UInt8(ascii: "+"): output[index] = UInt8(ascii: "-")
            case UInt8(ascii: "/"): output[index] = UInt8(ascii: "_")
            default: break
            }
        }
        let length = encodedLength(bytes.count, .url)
        output[length] = 0
        return length
    }

    package static func encode(_ bytes: some ContiguousBytes, _ variant: Variant) -> String {
        bytes.withUnsafeBytes { raw in
            String(unsafeUninitializedCapacity: encodingCapacity(raw.count)) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return encode(raw, variant, into: UnsafeMutableRawPointer(base))
            }
        }
    }

    /// Decodes strictly; `nil` for anything that is not exactly a valid encoding.
    package static func decode(_ text: UnsafeRawBufferPointer, _ variant: Variant) -> [UInt8]? {
        // libsodium 1.0.18 reads the input as signed chars, so some bytes >= 0x80 pass its
        // alphabet test (found by fuzzing: UTF-8 "é" decoded like "//"). Check the alphabet first.
        guard text.allSatisfy({ isInAlphabet($0, variant) }) else { return nil }
        let capacity = text.count / 4 * 3 + 3
        var decodedCount = 0
        var output = [UInt8](repeating: 0, count: capacity)
        let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
            guard let base = out.baseAddress else { return -1 }
            return sodium_base642bin(base, capacity,
                              text.baseAddress?.assumingMemoryBound(to: CChar.self), text.count,
                              nil, &decodedCount, nil, variant.sodiumVariant)
        }
        guard status == 0 else { return nil }
        output.removeLast(capacity - decodedCount)
        return output
    }

    @inline(__always)
    private static func isInAlphabet(_ byte: UInt8, _ variant: Variant) -> Bool {
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
}

/// Types whose bytes can be read in place (Array, ArraySlice, UnsafeRawBufferPointer, ...).
package protocol ContiguousBytes {
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
}
extension Array: ContiguousBytes where Element == UInt8 {}
extension ArraySlice: ContiguousBytes where Element == UInt8 {}
extension UnsafeRawBufferPointer: ContiguousBytes {
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try body(self) }
}
