// The system backend's libsodium calls (see Backend/CryptoBackend.swift for the seam).
#if os(Linux) && SystemCrypto && !PortableCrypto
import CSodium

/// libsodium must be initialised once before use; `sodium_init` is idempotent and thread-safe,
/// and a Swift global is initialised exactly once, on first use, under a lock.
let sodiumIsReady: Bool = sodium_init() >= 0

/// Overwrites memory with zeros in a way the compiler cannot optimise away.
@inline(__always)
package func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    sodium_memzero(base, buffer.count)
}

/// Constant-time equality of two byte buffers of the same length (the length is not secret).
func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count, let pa = a.baseAddress, let pb = b.baseAddress else {
        return a.count == 0 && b.count == 0
    }
    return sodium_memcmp(pa, pb, a.count) == 0
}

extension CryptoBackend {
    /// libsodium's strict decoder (no whitespace, no non-zero pad bits, padding exactly where the
    /// variant requires it) into `output`, which has room for `text.count / 4 * 3 + 3` bytes;
    /// the decoded size, or `nil`. The caller has checked the alphabet.
    static func strictBase64Decode(
        _ text: UnsafeRawBufferPointer, _ variant: Base64.Variant,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        guard let base = output.baseAddress else { return nil }
        var decodedCount = 0
        let sodiumVariant = variant == .standard ? sodium_base64_VARIANT_ORIGINAL : sodium_base64_VARIANT_URLSAFE_NO_PADDING
        let status = sodium_base642bin(
            base, output.count, text.baseAddress?.assumingMemoryBound(to: CChar.self), text.count,
            nil, &decodedCount, nil, sodiumVariant)
        return status == 0 ? decodedCount : nil
    }
}
#endif
