import COpenSSL

/// Owns one `EVP_PKEY *` at +1 and frees it on deinit. Never modified after init, so it may be
/// used from several threads at once (openssl-threads(7): shared read-only EVP_PKEYs are safe),
/// which is why the `@unchecked Sendable` holds.
final class EVPKey: @unchecked Sendable {
    let pointer: OpaquePointer

    init(takingOwnershipOf pointer: OpaquePointer) { self.pointer = pointer }

    deinit { EVP_PKEY_free(pointer) }

    /// The modulus size in bits.
    var bits: Int { Int(EVP_PKEY_get_bits(pointer)) }

    /// Reads one of the key's integers ("n", "e") and gives it to `body`.
    func withBigNumber<T>(_ name: String, _ body: (OpaquePointer) -> T) throws -> T {
        var number: OpaquePointer?
        guard EVP_PKEY_get_bn_param(pointer, name, &number) == 1, let number else {
            throw OpenSSL.failure("reading the RSA parameter \(name)")
        }
        defer { BN_free(number) }
        return body(number)
    }
}

/// What the RSA key size and exponent must be. Only tests relax it (the PKCS #1 and Wycheproof
/// vectors use 1024-bit keys); nothing reachable from the public API or the C ABI can.
package struct KeyPolicy: Sendable {
    package var minimumBits: Int

    package static let standard = KeyPolicy(minimumBits: Limits.minimumRSABits)
    package static let testAllowingSmallKeys = KeyPolicy(minimumBits: 512)

    /// Checks type, size and public exponent; returns the modulus size in bits.
    func check(_ key: EVPKey) throws -> Int {
        let type = EVP_PKEY_get_base_id(key.pointer)
        guard type == EVP_PKEY_RSA else {
            let name = EVP_PKEY_get0_type_name(key.pointer).map { String(cString: $0) } ?? "unknown"
            let detail = type == EVP_PKEY_RSA_PSS ? " (an RSA-PSS key is for signatures only)" : ""
            throw PaySealError(.keyUnsupported, "the key is of type \(name)\(detail); PaySeal needs an RSA key")
        }
        // An RSA modulus is a product of odd primes; OpenSSL only finds out at encryption time.
        guard try key.withBigNumber(OSSL_PKEY_PARAM_RSA_N, { BN_is_odd($0) == 1 }) else {
            throw PaySealError(.keyFormat, "the RSA modulus is even, so this is not an RSA key")
        }
        let bits = key.bits
        guard bits >= minimumBits, bits <= Limits.maximumRSABits else {
            throw PaySealError(.keyUnsupported, "the RSA modulus has \(bits) bits; PaySeal accepts \(Limits.minimumRSABits) to \(Limits.maximumRSABits)")
        }
        let exponentIsValid = try key.withBigNumber(OSSL_PKEY_PARAM_RSA_E) { exponent in
            BN_num_bits(exponent) <= 32 && BN_is_odd(exponent) == 1 && BN_get_word(exponent) >= 3
        }
        guard exponentIsValid else {
            throw PaySealError(.keyUnsupported, "the RSA public exponent must be odd, at least 3 and below 2^32")
        }
        return bits
    }
}

/// The format a key was given in, as detected by PaySeal.
public enum KeyFormat: String, Sendable, CaseIterable {
    case spkiDER = "DER SubjectPublicKeyInfo"
    case spkiBase64 = "base64 DER SubjectPublicKeyInfo"
    case spkiPEM = "PEM SubjectPublicKeyInfo (PUBLIC KEY)"
    case pkcs1DER = "DER PKCS#1 RSAPublicKey"
    case pkcs1Base64 = "base64 DER PKCS#1 RSAPublicKey"
    case pkcs1PEM = "PEM PKCS#1 RSAPublicKey (RSA PUBLIC KEY)"
    case jwk = "RSA JWK"
    case clientAPI = "Client API response (base64 DER SubjectPublicKeyInfo)"
    case privateDER = "DER private key (PKCS#8 or PKCS#1)"
    case pkcs8PEM = "PEM PKCS#8 (PRIVATE KEY)"
    case pkcs1PrivatePEM = "PEM PKCS#1 (RSA PRIVATE KEY)"
    case privateJWK = "RSA private JWK"
}
