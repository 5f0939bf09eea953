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

@inline(__always)
package func wipe(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { wipe($0) }
}

/// Constant-time equality of two byte buffers of the same length (the length is not secret).
func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count, let pa = a.baseAddress, let pb = b.baseAddress else {
        return a.count == 0 && b.count == 0
    }
    return sodium_memcmp(pa, pb, a.count) == 0
}
