// The web backend's primitives (see Backend/CryptoBackend.swift), for the core in WebAssembly
// (Embedded Swift, bindings/web/README.md). RSA-OAEP, AES-CBC and HMAC are not here: the page does
// them with WebCrypto, which is asynchronous while a WebAssembly call is not, so the module gives
// the page the JWE's parts instead ("The JWE in the page") and these answer PAYSEAL_E_CRYPTO.
#if hasFeature(Embedded)

/// Overwrites memory with zeros in a way the compiler cannot optimise away: the portable
/// backend's loop (`@_optimize(none)` keeps every store, `@inline(never)` keeps callers from
/// seeing that the memory is dead afterwards).
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

/// Constant-time equality of two byte buffers of the same length (the length is not secret).
@inline(never)
func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in 0..<a.count { difference |= a[index] ^ b[index] }
    return difference == 0
}

extension CryptoBackend {
    /// The backend this build has, for reports.
    package static let name = "web (WebCrypto in the page)"

    /// The page's crypto.getRandomValues, through arc4random_buf (bindings/web/embedded/web_imports.c).
    static func randomBytes(_ buffer: UnsafeMutableRawBufferPointer) throws(PaySealError.Thrown) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        arc4random_buf(base, buffer.count)
    }

    /// No SHA-256 in the module (a key's fingerprint is "" there; WebCrypto's digest gives it).
    static func sha256(_ bytes: [UInt8]) -> [UInt8]? { nil }

    static let webCryptoOnly = "the web build does RSA-OAEP, AES-CBC and HMAC in the page with WebCrypto (bindings/web/README.md, \"The JWE in the page\")"

    static func hmacSHA512(
        key: UnsafeRawBufferPointer, _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer,
        _ c: UnsafeRawBufferPointer, _ d: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) {
        throw PaySealError(.crypto, webCryptoOnly)
    }

    static func aes256CBC(
        encrypt: Bool, key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer,
        input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) -> Int {
        throw PaySealError(.crypto, webCryptoOnly)
    }

    /// WebCrypto's RSA-OAEP draws its own seed.
    package static let canSeedOAEP = false
    package static let canUseOAEPLabel = false
    package static func canUse(keyBits: Int) -> Bool { false }
}

/// RSA-OAEP is the page's (WebCrypto).
package enum RSAOAEP {
    package static func encrypt(
        _ message: UnsafeRawBufferPointer, to key: PublicKey, seed: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawBufferPointer
    ) throws(PaySealError.Thrown) -> Int {
        throw PaySealError(.crypto, CryptoBackend.webCryptoOnly)
    }

    package static func decrypt(
        _ ciphertext: UnsafeRawBufferPointer, with key: PrivateKey, label: [UInt8] = [],
        into output: UnsafeMutableRawBufferPointer
    ) -> Int? {
        nil
    }
}
#endif
