// The system backend's per-thread OpenSSL contexts (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL
import COpenSSLShims

/// Each thread's RSA-OAEP encryption contexts, one per public key it has used recently, and its
/// decoder for RSA SubjectPublicKeyInfo.
///
/// Creating an EVP_PKEY_CTX and setting it up for OAEP costs about an eighth of a whole
/// encryption, and contexts may not be shared between threads. So each thread keeps its own, in
/// thread-specific data, with no lock on the encryption path. Keys are told apart by their serial
/// number, never by address (an address can be reused by a later key). A thread keeps at most
/// ``capacity`` contexts; each holds a reference to its key's EVP_PKEY, released when the context
/// is evicted or the thread exits. (The AES and HMAC contexts hold secrets, so they live for one
/// message only; see ``CryptoBackend/aes256CBC(encrypt:key:iv:input:output:)``.)
final class OpenSSLThreadContexts {
    static let capacity = 4

    /// Most recently used first.
    private var entries: [(serial: UInt64, context: OpaquePointer)] = []
    deinit {
        for entry in entries { EVP_PKEY_CTX_free(entry.context) }
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<OpenSSLThreadContexts>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's contexts, created on first use.
    static var current: OpenSSLThreadContexts {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<OpenSSLThreadContexts>.fromOpaque(existing).takeUnretainedValue()
        }
        let fresh = OpenSSLThreadContexts()
        pthread_setspecific(threadKey, Unmanaged.passRetained(fresh).toOpaque())
        return fresh
    }

    /// An RSA context ready for EVP_PKEY_encrypt with RSA-OAEP (SHA-1, MGF1-SHA-1) to `key`.
    func oaepEncryption(for key: PublicKey) throws -> OpaquePointer {
        if let index = entries.firstIndex(where: { $0.serial == key.serial }) {
            let entry = entries[index]
            if index > 0 {
                entries.remove(at: index)
                entries.insert(entry, at: 0)
            }
            return entry.context
        }
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key.key.pointer, nil) else {
            throw OpenSSL.failure("EVP_PKEY_CTX_new_from_pkey")
        }
        guard EVP_PKEY_encrypt_init(context) == 1, EVP_PKEY_CTX_set_rsa_padding(context, RSA_PKCS1_OAEP_PADDING) == 1 else {
            EVP_PKEY_CTX_free(context)
            throw OpenSSL.failure("RSA-OAEP setup")
        }
        entries.insert((key.serial, context), at: 0)
        if entries.count > OpenSSLThreadContexts.capacity, let evicted = entries.popLast() {
            EVP_PKEY_CTX_free(evicted.context)
        }
        return context
    }
}
#endif
