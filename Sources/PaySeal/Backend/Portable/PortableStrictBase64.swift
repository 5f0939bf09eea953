// The portable backend's base64 decoding (see Backend/CryptoBackend.swift): libsodium's rules,
// written out, since the portable build has no libsodium; the web build's too (plain Swift: a
// libsodium for wasm32 would be a second C library to fetch and build for ~60 lines).
#if !(os(Linux) && SystemCrypto && !PortableCrypto)

extension CryptoBackend {
    /// Public text (a public key) gets the same decoder: it is not constant-time either.
    static func publicBase64Decode(
        _ text: UnsafeRawBufferPointer, _ variant: Base64.Variant,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        strictBase64Decode(text, variant, into: output)
    }

    /// Decodes as libsodium's sodium_base642bin does with no characters to ignore: every byte
    /// must be in the variant's alphabet; the bits left over after the last whole byte must be
    /// fewer than 6 and all zero; the standard variant then needs exactly the `=` padding that
    /// fills the last group of 4 (none, one or two), the URL variant has none; nothing may
    /// follow. Writes into `output` (room for `text.count / 4 * 3 + 3` bytes); the decoded size,
    /// or `nil`.
    static func strictBase64Decode(
        _ text: UnsafeRawBufferPointer, _ variant: Base64.Variant,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var accumulator: UInt32 = 0
        var bitCount = 0
        var written = 0
        var position = 0
        while position < text.count, let value = sextet(text[position], variant) {
            accumulator = (accumulator << 6) | UInt32(value)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                guard written < output.count else { return nil }
                output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount))
                written += 1
            }
            position += 1
        }
        guard bitCount <= 4, accumulator & ((1 << UInt32(bitCount)) - 1) == 0 else { return nil }
        if variant == .standard {
            // Two bits left over: one "=", four: two.
            for _ in 0..<(bitCount / 2) {
                guard position < text.count, text[position] == UInt8(ascii: "=") else { return nil }
                position += 1
            }
        }
        return position == text.count ? written : nil
    }

    private static func sextet(_ byte: UInt8, _ variant: Base64.Variant) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return variant == .standard ? 62 : nil
        case UInt8(ascii: "/"): return variant == .standard ? 63 : nil
        case UInt8(ascii: "-"): return variant == .url ? 62 : nil
        case UInt8(ascii: "_"): return variant == .url ? 63 : nil
        default: return nil
        }
    }
}
#endif
