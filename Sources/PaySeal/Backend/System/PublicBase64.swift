// The system backend's base64 decoding of public text (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL

extension CryptoBackend {
    /// The rules of ``strictBase64Decode(_:_:into:)`` for text that is no secret (a public key):
    /// OpenSSL's table decoder, then its encoder, and only the text that encoder writes for the
    /// decoded bytes passes (EVP_DecodeBlock alone reads a `=` anywhere as zero bits, and keeps
    /// non-zero pad bits). libsodium's decoder is constant-time, which public text does not need:
    /// it cost 30,000 instructions on the 392 characters of a 2048-bit key, these two about 6,000
    /// (callgrind). The caller need not check the alphabet: the encoder writes none but its own.
    static func publicBase64Decode(
        _ text: UnsafeRawBufferPointer, _ variant: Base64.Variant,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        // EVP_DecodeBlock has the standard alphabet only, and an Int32 length.
        guard variant == .standard, text.count < Int(Int32.max) / 2 else {
            // libsodium's decoder needs the alphabet checked first (Base64.decode).
            guard text.allSatisfy({ Base64.isInAlphabet($0, variant) }) else { return nil }
            return strictBase64Decode(text, variant, into: output)
        }
        guard !text.isEmpty else { return 0 }
        guard text.count % 4 == 0, output.count >= text.count / 4 * 3,
            let input = text.baseAddress?.assumingMemoryBound(to: UInt8.self), let base = output.baseAddress
        else { return nil }
        let decoded = Int(EVP_DecodeBlock(base, input, Int32(text.count)))
        // EVP_DecodeBlock counts the bytes the padding stands for; the encoder check below
        // refuses a `=` anywhere but in the last two places.
        let padding = text[text.count - 1] != UInt8(ascii: "=") ? 0 : text[text.count - 2] != UInt8(ascii: "=") ? 1 : 2
        let count = decoded - padding
        guard decoded >= 0, count >= 0 else { return nil }
        let canonical = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 1) { encoded in
            guard let encodedBase = encoded.baseAddress else { return false }
            return Int(EVP_EncodeBlock(encodedBase, base, Int32(count))) == text.count && memcmp(encodedBase, input, text.count) == 0
        }
        return canonical ? count : nil
    }
}
#endif
