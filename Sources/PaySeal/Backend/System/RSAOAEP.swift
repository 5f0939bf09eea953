// The system backend's RSA-OAEP (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL

extension CryptoBackend {
    /// Whether ``RSAOAEP/encrypt(_:to:seed:into:)`` takes a known-answer OAEP seed: yes, through
    /// OpenSSL's TEST-RAND generator.
    package static let canSeedOAEP = true
    /// Whether ``RSAOAEP/decrypt(_:with:label:into:)`` takes an OAEP label: yes.
    package static let canUseOAEPLabel = true
    /// Whether a key of this size can be used (the policy aside): every size OpenSSL reads.
    package static func canUse(keyBits: Int) -> Bool { true }
}

/// RSAES-OAEP with SHA-1 and MGF1-SHA-1 (JOSE "RSA-OAEP", RFC 7518 §4.3), by OpenSSL.
package enum RSAOAEP {
    /// Encrypts `message` into `output` (room for the modulus size); returns the size written.
    /// With a `seed`, OpenSSL's own OAEP code runs unchanged in a private library context whose
    /// random generator is the default provider's TEST-RAND, fed exactly that seed: only the
    /// random source differs from production, and it fails rather than repeat itself if asked
    /// for more bytes than the seed holds.
    package static func encrypt(
        _ message: UnsafeRawBufferPointer, to key: PublicKey, seed: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawBufferPointer
    ) throws -> Int {
        if let seed {
            return try withSeededLibraryContext(seed) { library in
                guard let context = EVP_PKEY_CTX_new_from_pkey(library, key.key.pointer, nil) else {
                    throw OpenSSL.failure("EVP_PKEY_CTX_new_from_pkey")
                }
                defer { EVP_PKEY_CTX_free(context) }
                guard EVP_PKEY_encrypt_init(context) == 1, EVP_PKEY_CTX_set_rsa_padding(context, RSA_PKCS1_OAEP_PADDING) == 1 else {
                    throw OpenSSL.failure("RSA-OAEP setup")
                }
                return try encrypt(message, context: context, into: output)
            }
        }
        return try encrypt(message, context: OpenSSLThreadContexts.current.oaepEncryption(for: key), into: output)
    }

    private static func encrypt(
        _ message: UnsafeRawBufferPointer, context: OpaquePointer,
        into output: UnsafeMutableRawBufferPointer
    ) throws -> Int {
        var written = output.count
        guard
            EVP_PKEY_encrypt(
                context, output.baseAddress?.assumingMemoryBound(to: UInt8.self), &written,
                message.baseAddress?.assumingMemoryBound(to: UInt8.self), message.count) == 1
        else {
            throw OpenSSL.failure("RSA-OAEP encryption")
        }
        return written
    }

    /// Decrypts into `output` (room for the modulus size); `nil` on any failure, with OpenSSL's
    /// error queue emptied, so that the caller reports every failure the same way.
    package static func decrypt(
        _ ciphertext: UnsafeRawBufferPointer, with key: PrivateKey, label: [UInt8] = [],
        into output: UnsafeMutableRawBufferPointer
    ) -> Int? {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key.key.pointer, nil) else {
            ERR_clear_error()
            return nil
        }
        defer { EVP_PKEY_CTX_free(context) }
        var written = output.count
        var label = label
        let ok = label.withUnsafeMutableBytes { labelBytes in
            var params = [
                OSSL_PARAM_construct_octet_string(OpenSSL.oaepLabelParamName.pointer, labelBytes.baseAddress, labelBytes.count),
                OSSL_PARAM_construct_end(),
            ]
            return EVP_PKEY_decrypt_init(context) == 1
                && EVP_PKEY_CTX_set_rsa_padding(context, RSA_PKCS1_OAEP_PADDING) == 1
                && (labelBytes.isEmpty || EVP_PKEY_CTX_set_params(context, &params) == 1)
                && EVP_PKEY_decrypt(
                    context, output.baseAddress?.assumingMemoryBound(to: UInt8.self), &written,
                    ciphertext.baseAddress?.assumingMemoryBound(to: UInt8.self), ciphertext.count) == 1
        }
        ERR_clear_error()  // not drainErrors: no error text is needed, and formatting it would cost time on failures only
        return ok ? written : nil
    }

    /// A fresh library context with the default provider and a TEST-RAND generator holding
    /// `seed`. One per call: nothing is shared, so known-answer encryptions may run concurrently.
    private static func withSeededLibraryContext<T>(_ seed: UnsafeRawBufferPointer, _ body: (OpaquePointer) throws -> T) throws -> T {
        guard let library = OSSL_LIB_CTX_new() else { throw OpenSSL.failure("OSSL_LIB_CTX_new") }
        defer { OSSL_LIB_CTX_free(library) }
        guard let provider = OSSL_PROVIDER_load(library, "default") else { throw OpenSSL.failure("loading the default provider") }
        defer { OSSL_PROVIDER_unload(provider) }
        guard RAND_set_DRBG_type(library, "TEST-RAND", nil, nil, nil) == 1, let generator = RAND_get0_public(library) else {
            throw OpenSSL.failure("setting up TEST-RAND")
        }
        var params = [
            OSSL_PARAM_construct_octet_string(OpenSSL.testEntropyParamName.pointer, UnsafeMutableRawPointer(mutating: seed.baseAddress), seed.count),
            OSSL_PARAM_construct_end(),
        ]
        guard EVP_RAND_CTX_set_params(generator, &params) == 1 else { throw OpenSSL.failure("seeding TEST-RAND") }
        return try body(library)
    }
}
#endif
