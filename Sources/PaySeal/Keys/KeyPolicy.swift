/// An RSA key's public numbers, read once: for the policy check, the canonical DER check and the
/// key's SubjectPublicKeyInfo.
struct RSAPublicNumbers {
    let bits: Int
    /// n, big-endian, without leading zeros.
    let modulus: [UInt8]
    /// e, big-endian, without leading zeros.
    let exponent: [UInt8]
}

/// What the RSA key size and exponent must be. Only tests relax it (the PKCS #1 and Wycheproof
/// vectors use 1024-bit keys); nothing reachable from the public API or the C ABI can.
package struct KeyPolicy: Sendable {
    package var minimumBits: Int

    package static let standard = KeyPolicy(minimumBits: Limits.minimumRSABits)
    package static let testAllowingSmallKeys = KeyPolicy(minimumBits: 512)

    static let badExponent = PaySealError(.keyUnsupported, "the RSA public exponent must be odd, at least 3 and below 2^32")
    static let inconsistentKeyPair = PaySealError(.keyFormat, "the private key's parts do not form one RSA key pair (n = p·q, d, e and the CRT values disagree)")
    /// What a backend without multi-prime RSA (swift-crypto: BoringSSL has none) says of such a key.
    package static let multiPrimeUnsupported = PaySealError(.keyUnsupported, "multi-prime RSA private keys are not supported by the \(CryptoBackend.name) crypto backend")
    static let zeroModulus = PaySealError(.keyFormat, "the RSA modulus is zero, so this is not an RSA key")

    /// Checks type, size and public exponent; returns the key's public numbers.
    func check(_ key: CryptoKey) throws(PaySealError.Thrown) -> RSAPublicNumbers {
        try key.checkIsRSA()
        let numbers = try key.rsaPublicNumbers()
        // An RSA modulus is a product of odd primes; a backend may only find out at encryption time.
        guard let last = numbers.modulus.last, last & 1 == 1 else {
            throw PaySealError(.keyFormat, "the RSA modulus is even, so this is not an RSA key")
        }
        guard numbers.bits >= minimumBits, numbers.bits <= Limits.maximumRSABits else {
            throw PaySealError(.keyUnsupported, "the RSA modulus has \(numbers.bits) bit\(numbers.bits == 1 ? "" : "s"); PaySeal accepts \(Limits.minimumRSABits) to \(Limits.maximumRSABits)")
        }
        let exponent = numbers.exponent.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard numbers.exponent.count <= 4, exponent & 1 == 1, exponent >= 3 else { throw KeyPolicy.badExponent }
        return numbers
    }
}

/// The format a key was given in, as detected by PaySeal.
public enum KeyFormat: String, Sendable, CaseIterable {
    /// DER SubjectPublicKeyInfo (X.509 `PUBLIC KEY`).
    case spkiDER = "DER SubjectPublicKeyInfo"
    /// Standard base64 of DER SubjectPublicKeyInfo.
    case spkiBase64 = "base64 DER SubjectPublicKeyInfo"
    /// PEM `-----BEGIN PUBLIC KEY-----`.
    case spkiPEM = "PEM SubjectPublicKeyInfo (PUBLIC KEY)"
    /// DER PKCS#1 RSAPublicKey.
    case pkcs1DER = "DER PKCS#1 RSAPublicKey"
    /// Standard base64 of DER PKCS#1 RSAPublicKey.
    case pkcs1Base64 = "base64 DER PKCS#1 RSAPublicKey"
    /// PEM `-----BEGIN RSA PUBLIC KEY-----`.
    case pkcs1PEM = "PEM PKCS#1 RSAPublicKey (RSA PUBLIC KEY)"
    /// An RSA public JWK (`kty` `RSA`, `n`, `e`).
    case jwk = "RSA JWK"
    /// The Client API `/crypto/publickey` response (``PublicKey/init(clientAPIResponse:)-([UInt8])``).
    case clientAPI = "Client API response (base64 DER SubjectPublicKeyInfo)"
    /// DER of a PKCS#8 PrivateKeyInfo or a PKCS#1 RSAPrivateKey.
    case privateDER = "DER private key (PKCS#8 or PKCS#1)"
    /// PEM `-----BEGIN PRIVATE KEY-----` (PKCS#8).
    case pkcs8PEM = "PEM PKCS#8 (PRIVATE KEY)"
    /// PEM `-----BEGIN RSA PRIVATE KEY-----` (PKCS#1).
    case pkcs1PrivatePEM = "PEM PKCS#1 (RSA PRIVATE KEY)"
    /// An RSA private JWK (with `d`, `p`, `q`, ...).
    case privateJWK = "RSA private JWK"
}
