// The system backend: OpenSSL 3's libcrypto (see Backend/CryptoBackend.swift for the seam).
#if os(Linux) && SystemCrypto && !PortableCrypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL
import COpenSSLShims

/// Helpers shared by every file that calls libcrypto.
enum OpenSSL {
    /// Empties this thread's OpenSSL error queue and returns the text of its oldest entry.
    /// Called at every failure so that no stale error reaches the next call, or the host (which
    /// may share libcrypto with us). OpenSSL's reason strings never contain key material.
    @discardableResult
    static func drainErrors() -> String {
        let first = ERR_get_error()
        var text = ""
        if first != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(first, &buffer, buffer.count)
            text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        ERR_clear_error()
        return text
    }

    /// A ``PaySealError/Code/crypto`` error naming the OpenSSL step that failed.
    static func failure(_ step: String) -> PaySealError {
        let reason = drainErrors()
        return PaySealError(.crypto, reason.isEmpty ? "OpenSSL: \(step) failed" : "OpenSSL: \(step) failed (\(reason))")
    }

    /// Fills `buffer` from OpenSSL's CSPRNG (the default library context's public DRBG).
    static func randomBytes(_ buffer: UnsafeMutableRawBufferPointer) throws {
        guard buffer.count > 0 else { return }
        guard RAND_bytes(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(buffer.count)) == 1 else {
            throw failure("RAND_bytes")
        }
    }

    // Algorithms fetched once: fetching is a provider lookup under a lock, and fetched objects
    // are immutable and safe to share between threads (openssl-threads(7)), hence `unsafe`.
    nonisolated(unsafe) static let aes256CBC: OpaquePointer? = EVP_CIPHER_fetch(nil, "AES-256-CBC", nil)
    nonisolated(unsafe) static let hmac: OpaquePointer? = EVP_MAC_fetch(nil, "HMAC", nil)

    /// C strings that OSSL_PARAM arrays point to.
    static let digestParamName = CString("digest")
    static let sha512Name = CString("SHA512")
    static let testEntropyParamName = CString(OSSL_RAND_PARAM_TEST_ENTROPY)
    static let oaepLabelParamName = CString(OSSL_ASYM_CIPHER_PARAM_OAEP_LABEL)
    static let rsaModulusParamName = CString(OSSL_PKEY_PARAM_RSA_N)
    static let rsaExponentParamName = CString(OSSL_PKEY_PARAM_RSA_E)

    /// Frees memory that OpenSSL allocated (OPENSSL_free is a macro).
    static func free(_ pointer: UnsafeMutableRawPointer?) {
        COpenSSLShims_OPENSSL_free(pointer)
    }
}

/// A C string allocated once, never written and never freed, so that OpenSSL may keep pointers
/// to it (OSSL_PARAM arrays and builders store the pointer, not a copy).
struct CString: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<CChar>?
    init(_ text: String) { pointer = strdup(text) }
}

extension CryptoBackend {
    /// The backend this build has, for reports (bench, `payseal --version`).
    package static let name = "system (OpenSSL 3, libsodium)"

    /// Fills `buffer` from OpenSSL's CSPRNG.
    static func randomBytes(_ buffer: UnsafeMutableRawBufferPointer) throws {
        try OpenSSL.randomBytes(buffer)
    }

    /// SHA-256, or `nil` if OpenSSL fails.
    static func sha256(_ bytes: [UInt8]) -> [UInt8]? {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil) == 1 else {
            OpenSSL.drainErrors()
            return nil
        }
        return digest
    }

    /// The DER SubjectPublicKeyInfo OpenSSL's own encoder writes for `key` (tests compare
    /// PaySeal's encoder with it).
    package static func referenceSubjectPublicKeyInfo(_ key: PublicKey) -> [UInt8] {
        var encoded: UnsafeMutablePointer<UInt8>?
        let count = i2d_PUBKEY(key.key.pointer, &encoded)
        defer { OpenSSL.free(encoded) }
        return encoded.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    }
}
#endif
