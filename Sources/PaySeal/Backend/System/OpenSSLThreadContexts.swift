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
/// keyless HMAC-SHA-512 context.
///
/// Creating an EVP_PKEY_CTX and setting it up for OAEP costs about an eighth of a whole
/// encryption, and contexts may not be shared between threads. So each thread keeps its own, in
/// thread-specific data, with no lock on the encryption path. Keys are told apart by their serial
/// number, never by address (an address can be reused by a later key). A thread keeps at most
/// ``capacity`` contexts; each holds a reference to its key's EVP_PKEY, released when the context
/// is evicted or the thread exits. (The AES and HMAC contexts hold secrets, so they live for one
/// message only; see ``CryptoBackend/aes256CBC(encrypt:key:iv:input:output:)``. What a thread
/// keeps for HMAC is a keyless context that each message's is copied from.)
final class OpenSSLThreadContexts {
    static let capacity = 4

    /// Most recently used first.
    private var entries: [(serial: UInt64, context: OpaquePointer)] = []
    /// An HMAC context with its digest (SHA-512) set and no key, copied for each message: setting
    /// the digest on a new context fetches SHA-512 from the provider every time (31,200
    /// instructions per message of the JWE's size against 28,900 for a copy; callgrind). It
    /// never holds a secret: keys go into the copies only. `nil` once copying failed.
    private var hmacSHA512Template: OpaquePointer?
    private var hmacSHA512TemplateTried = false

    deinit {
        for entry in entries { EVP_PKEY_CTX_free(entry.context) }
        EVP_MAC_CTX_free(hmacSHA512Template)
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

    /// A new HMAC-SHA-512 context, to be keyed by EVP_MAC_init with no parameters, or `nil`.
    func newHMACSHA512() -> OpaquePointer? {
        if !hmacSHA512TemplateTried {
            hmacSHA512TemplateTried = true
            hmacSHA512Template = OpenSSLThreadContexts.makeHMACSHA512()
        }
        if let template = hmacSHA512Template {
            if let copy = EVP_MAC_CTX_dup(template) { return copy }
            // An OpenSSL that cannot copy a context before its first key: a new one each time.
            _ = OpenSSL.drainErrors()
            EVP_MAC_CTX_free(template)
            hmacSHA512Template = nil
        }
        return OpenSSLThreadContexts.makeHMACSHA512()
    }

    private static func makeHMACSHA512() -> OpaquePointer? {
        guard let context = EVP_MAC_CTX_new(OpenSSL.hmac) else { return nil }
        var params = [OSSL_PARAM_construct_utf8_string(OpenSSL.digestParamName.pointer, OpenSSL.sha512Name.pointer, 0), OSSL_PARAM_construct_end()]
        guard EVP_MAC_CTX_set_params(context, &params) == 1 else {
            EVP_MAC_CTX_free(context)
            return nil
        }
        return context
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
