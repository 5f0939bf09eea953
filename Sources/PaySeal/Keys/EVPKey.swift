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

    /// The modulus n and public exponent e of an RSA key. Read through buffers of the key's size:
    /// EVP_PKEY_get_bn_param converts through a 2048-byte buffer, and reading both that way cost
    /// 124,000 instructions instead of 9,000 (callgrind).
    func rsaPublicNumbers() throws -> RSAPublicNumbers {
        // The size is that of n in bytes: 0 only for n = 0, which OpenSSL's decoders let through.
        let size = Int(EVP_PKEY_get_size(pointer))
        guard size > 0 else { OpenSSL.drainErrors(); throw KeyPolicy.zeroModulus }
        // e gets at least 8 bytes, so that a tiny n (1, 3) is reported for its size, not its exponent.
        let exponentSize = max(size, 8)
        var modulus = [UInt8](repeating: 0, count: size)
        var exponent = [UInt8](repeating: 0, count: exponentSize)
        var exponentTooLong = false
        let ok = modulus.withUnsafeMutableBytes { n in
            exponent.withUnsafeMutableBytes { e in
                var params = [
                    OSSL_PARAM_construct_BN(OpenSSL.rsaModulusParamName.pointer, n.baseAddress?.assumingMemoryBound(to: UInt8.self), size),
                    OSSL_PARAM_construct_BN(OpenSSL.rsaExponentParamName.pointer, e.baseAddress?.assumingMemoryBound(to: UInt8.self), exponentSize),
                    OSSL_PARAM_construct_end(),
                ]
                let ok = EVP_PKEY_get_params(pointer, &params) == 1
                exponentTooLong = params[1].return_size > exponentSize
                return ok
            }
        }
        guard ok else {
            // A public exponent that long is no RSA key PaySeal accepts.
            if exponentTooLong { OpenSSL.drainErrors(); throw KeyPolicy.badExponent }
            throw OpenSSL.failure("reading the RSA modulus and exponent")
        }
        // OSSL_PARAM integers are in the machine's byte order.
        #if _endian(little)
        modulus.reverse()
        exponent.reverse()
        #endif
        return RSAPublicNumbers(bits: bits, modulus: Array(modulus.drop { $0 == 0 }), exponent: Array(exponent.drop { $0 == 0 }))
    }
}

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
    static let zeroModulus = PaySealError(.keyFormat, "the RSA modulus is zero, so this is not an RSA key")

    /// Checks type, size and public exponent; returns the key's public numbers.
    func check(_ key: EVPKey) throws -> RSAPublicNumbers {
        let type = EVP_PKEY_get_base_id(key.pointer)
        guard type == EVP_PKEY_RSA else {
            let name = EVP_PKEY_get0_type_name(key.pointer).map { String(cString: $0) } ?? "unknown"
            let detail = type == EVP_PKEY_RSA_PSS ? " (an RSA-PSS key is for signatures only)" : ""
            throw PaySealError(.keyUnsupported, "the key is of type \(name)\(detail); PaySeal needs an RSA key")
        }
        let numbers = try key.rsaPublicNumbers()
        // An RSA modulus is a product of odd primes; OpenSSL only finds out at encryption time.
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
