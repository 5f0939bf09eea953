// The system backend's RSA key: an OpenSSL EVP_PKEY (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL

/// The backend's key type.
typealias CryptoKey = EVPKey

/// Owns one `EVP_PKEY *` at +1 and frees it on deinit. Never modified after init, so it may be
/// used from several threads at once (openssl-threads(7): shared read-only EVP_PKEYs are safe),
/// which is why the `@unchecked Sendable` holds.
final class EVPKey: @unchecked Sendable {
    let pointer: OpaquePointer
    /// n and e (big-endian, no leading zeros) when the decoder read them along with the key.
    private let decodedNumbers: (modulus: [UInt8], exponent: [UInt8])?

    init(takingOwnershipOf pointer: OpaquePointer) {
        self.pointer = pointer
        decodedNumbers = nil
    }

    init(takingOwnershipOf pointer: OpaquePointer, modulus: [UInt8], exponent: [UInt8]) {
        self.pointer = pointer
        decodedNumbers = (modulus, exponent)
    }

    deinit { EVP_PKEY_free(pointer) }

    /// The modulus size in bits.
    var bits: Int { Int(EVP_PKEY_get_bits(pointer)) }

    /// The modulus size in bytes: the size of an RSA ciphertext.
    var modulusByteCount: Int { Int(EVP_PKEY_get_size(pointer)) }

    /// Throws ``PaySealError/Code/keyUnsupported`` naming the type of a key that is not RSA.
    func checkIsRSA() throws {
        let type = EVP_PKEY_get_base_id(pointer)
        guard type == EVP_PKEY_RSA else {
            let name = EVP_PKEY_get0_type_name(pointer).map { String(cString: $0) } ?? "unknown"
            let detail = type == EVP_PKEY_RSA_PSS ? " (an RSA-PSS key is for signatures only)" : ""
            throw PaySealError(.keyUnsupported, "the key is of type \(name)\(detail); PaySeal needs an RSA key")
        }
    }

    /// The modulus n and public exponent e of an RSA key. Read through buffers of the key's size:
    /// EVP_PKEY_get_bn_param converts through a 2048-byte buffer, and reading both that way cost
    /// 124,000 instructions instead of 9,000 (callgrind).
    func rsaPublicNumbers() throws -> RSAPublicNumbers {
        if let (modulus, exponent) = decodedNumbers {
            // The same outcomes as reading them from the key, below.
            guard !modulus.isEmpty else { throw KeyPolicy.zeroModulus }
            guard exponent.count <= max(modulus.count, 8) else { throw KeyPolicy.badExponent }
            return RSAPublicNumbers(bits: bits, modulus: modulus, exponent: exponent)
        }
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
#endif
