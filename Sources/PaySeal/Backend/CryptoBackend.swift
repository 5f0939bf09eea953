/// The seam between PaySeal and the cryptography it calls. Everything above it (JWE, keys'
/// formats and policy, the payment flow) is one code for every build; below it are two
/// backends, chosen when the package is built (package traits, see Package.swift and README):
///
/// - the system backend (Backend/System/): OpenSSL 3's libcrypto and libsodium, the default on
///   Linux and what libpayseal.so ships;
/// - the portable backend (Backend/Portable/): swift-crypto (`Crypto`, `_CryptoExtras`) and
///   swift-asn1, with no system library; what an Apple-platform build gets.
///
/// Only the files under Backend/ hold `#if`s that choose between them (and ThreadContexts, for
/// the system backend's per-thread OpenSSL contexts). Each backend provides the same names:
///
/// - `wipe(_:)` (an overwrite the compiler keeps) and `constantTimeEqual(_:_:)`;
/// - `CryptoBackend.name`, `.randomBytes(_:)`, `.sha256(_:)`;
/// - `CryptoBackend.aes256CBC(encrypt:key:iv:input:output:)` (PKCS#7 padding) and
///   `.hmacSHA512(key:_:_:_:_:into:)`;
/// - `CryptoBackend.strictBase64Decode(_:_:into:)` (libsodium's rules) and
///   `.publicBase64Decode(_:_:into:)` (the same rules, for text that is no secret);
/// - `CryptoKey` (an RSA key, immutable and shareable) with `bits`, `modulusByteCount`,
///   `checkIsRSA()` and `rsaPublicNumbers()`;
/// - `CryptoBackend.decodeSubjectPublicKeyInfo(_:)`, `.decodePKCS1PublicKey(_:)`,
///   `.decodePrivateKeyDER(_:)`, `.readPEMBlock(_:)`, `.makeRSAKey(_:includingPrivate:)` (from a
///   JWK's integers) and `.checkKeyPair(_:)`;
/// - `RSAOAEP.encrypt(_:to:seed:into:)` and `RSAOAEP.decrypt(_:with:label:into:)` (SHA-1,
///   MGF1-SHA-1), `CryptoBackend.canSeedOAEP` (whether a known-answer OAEP seed can be given),
///   `.canUseOAEPLabel` and `.canUse(keyBits:)` (what the vector runners may ask of it).
package enum CryptoBackend {}

/// One PEM block as a backend read it: its label, whether it had RFC 1421 headers
/// (Proc-Type, DEK-Info: an encrypted key), its decoded body and how many input bytes came after
/// the END line's end. The body may be a private key: it is wiped when this goes away.
final class PEMBlock {
    let label: String
    let hasHeaders: Bool
    let unreadCount: Int
    private let storage: UnsafeMutableRawBufferPointer
    private let release: (UnsafeMutableRawBufferPointer) -> Void

    init(
        label: String, hasHeaders: Bool, unreadCount: Int, body: UnsafeMutableRawBufferPointer,
        release: @escaping (UnsafeMutableRawBufferPointer) -> Void
    ) {
        self.label = label
        self.hasHeaders = hasHeaders
        self.unreadCount = unreadCount
        self.storage = body
        self.release = release
    }

    var body: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

    deinit {
        wipeSecret(storage, "PEM body")
        release(storage)
    }
}
