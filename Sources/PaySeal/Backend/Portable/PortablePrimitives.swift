// The portable backend's primitives, on swift-crypto (see Backend/CryptoBackend.swift). No system
// library: Crypto is CryptoKit on Apple platforms and BoringSSL (vendored) elsewhere, and
// _CryptoExtras (AES-CBC, RSA) is BoringSSL everywhere.
#if !(os(Linux) && SystemCrypto && !PortableCrypto)
import Crypto
import _CryptoExtras
import Foundation

/// Overwrites memory with zeros in a way the compiler cannot optimise away. Swift has no
/// `volatile` and the C libraries differ (memset_s on Apple, explicit_bzero in glibc, neither in
/// every libc), so this is one loop for every platform: `@_optimize(none)` keeps every store of
/// the loop, and `@inline(never)` keeps callers from seeing that the memory is dead afterwards.
@inline(never) @_optimize(none)
package func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    var offset = 0
    while offset + 8 <= buffer.count {
        base.storeBytes(of: UInt64(0), toByteOffset: offset, as: UInt64.self)
        offset += 8
    }
    while offset < buffer.count {
        base.storeBytes(of: UInt8(0), toByteOffset: offset, as: UInt8.self)
        offset += 1
    }
}

/// Constant-time equality of two byte buffers of the same length (the length is not secret):
/// every byte is read whatever the earlier ones held.
@inline(never)
func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in 0..<a.count { difference |= a[index] ^ b[index] }
    return difference == 0
}

extension CryptoBackend {
    /// The backend this build has, for reports (bench, `payseal --version`).
    package static let name = "portable (swift-crypto)"

    /// Fills `buffer` from the system's CSPRNG (getrandom on Linux, arc4random on Apple platforms).
    static func randomBytes(_ buffer: UnsafeMutableRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var generator = SystemRandomNumberGenerator()
        var offset = 0
        while offset < buffer.count {
            var word = generator.next()
            let count = min(8, buffer.count - offset)
            withUnsafeBytes(of: &word) { word in
                if let source = word.baseAddress { (base + offset).copyMemory(from: source, byteCount: count) }
            }
            offset += count
        }
    }

    /// SHA-256.
    static func sha256(_ bytes: [UInt8]) -> [UInt8]? {
        Array(SHA256.hash(data: bytes))
    }

    /// HMAC-SHA-512(key, a || b || c || d) into `output` (64 bytes). swift-crypto keeps its copy
    /// of the key in SecureBytes, which it zeroes when freed.
    static func hmacSHA512(
        key: UnsafeRawBufferPointer, _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer,
        _ c: UnsafeRawBufferPointer, _ d: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawBufferPointer
    ) throws {
        guard output.count >= 64 else { throw PaySealError(.argument, "HMAC-SHA-512 needs 64 bytes of output") }
        var mac = HMAC<SHA512>(key: SymmetricKey(data: key))
        for part in [a, b, c, d] where !part.isEmpty { mac.update(data: part) }
        let code = mac.finalize()
        code.withUnsafeBytes { output.copyMemory(from: $0) }
    }

    /// AES-256-CBC with PKCS#7 padding; returns the output size. swift-crypto returns a `Data`,
    /// which is copied out and wiped (it may be a plaintext).
    static func aes256CBC(
        encrypt: Bool, key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer,
        input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer
    ) throws -> Int {
        var result: Data
        do {
            let symmetricKey = SymmetricKey(data: key)
            let initializationVector = try AES._CBC.IV(ivBytes: iv)
            result =
                encrypt
                ? try AES._CBC.encrypt(input, using: symmetricKey, iv: initializationVector)
                : try AES._CBC.decrypt(input, using: symmetricKey, iv: initializationVector)
        } catch {
            throw PaySealError(.crypto, encrypt ? "swift-crypto: AES-256-CBC encryption failed" : "swift-crypto: AES-256-CBC decryption failed")
        }
        defer { result.withUnsafeMutableBytes { wipe($0) } }
        guard result.count <= output.count else { throw PaySealError(.crypto, "swift-crypto: AES-256-CBC wrote more than expected") }
        result.withUnsafeBytes { output.copyMemory(from: $0) }
        return result.count
    }

    /// The DER SubjectPublicKeyInfo swift-crypto's own encoder writes for `key` (tests compare
    /// PaySeal's encoder with it); empty when swift-crypto cannot hold the key.
    package static func referenceSubjectPublicKeyInfo(_ key: PublicKey) -> [UInt8] {
        key.key.publicKey.map { Array($0.derRepresentation) } ?? []
    }
}
#endif
