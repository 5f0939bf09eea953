#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL

/// Each thread's OpenSSL contexts: RSA-OAEP encryption contexts, one per public key it has used
/// recently, and one AES-256-CBC and one HMAC-SHA-512 context.
///
/// Creating an EVP_PKEY_CTX and setting it up for OAEP costs about an eighth of a whole
/// encryption, and creating the cipher and MAC contexts (with a digest fetched by name) more;
/// contexts may not be shared between threads. So each thread keeps its own, in thread-specific
/// data, with no lock on the encryption path. Keys are told apart by their serial number, never by
/// address (an address can be reused by a later key). A thread keeps at most ``capacity`` RSA
/// contexts; each holds a reference to its key's EVP_PKEY, released when the context is evicted
/// or the thread exits. The AES and HMAC contexts are re-keyed with zeros after each use (see
/// ``AESCBCHMAC``), so no key schedule or HMAC key state outlives the call.
final class ThreadContexts {
    static let capacity = 4

    /// Most recently used first.
    private var entries: [(serial: UInt64, context: OpaquePointer)] = []
    /// EVP_CIPHER_CTX for AES-256-CBC, created on first use.
    private var cipherContext: OpaquePointer?
    /// EVP_MAC_CTX for HMAC with SHA-512 set once, created on first use.
    private var macContext: OpaquePointer?

    deinit {
        for entry in entries { EVP_PKEY_CTX_free(entry.context) }
        EVP_CIPHER_CTX_free(cipherContext)
        EVP_MAC_CTX_free(macContext)
    }

    /// This thread's AES-256-CBC context. The cipher is set once, here: initialising with the
    /// cipher again on every call would redo the provider setup (a tenth of the symmetric work).
    func cipher() throws -> OpaquePointer {
        if let cipherContext { return cipherContext }
        guard let context = EVP_CIPHER_CTX_new() else { throw OpenSSL.failure("EVP_CIPHER_CTX_new") }
        guard EVP_CipherInit_ex2(context, OpenSSL.aes256CBC, nil, nil, 1, nil) == 1 else {
            EVP_CIPHER_CTX_free(context)
            throw OpenSSL.failure("AES-256-CBC setup")
        }
        cipherContext = context
        return context
    }

    /// This thread's HMAC-SHA-512 context (EVP_MAC_init with a key and no parameters re-keys it).
    func mac() throws -> OpaquePointer {
        if let macContext { return macContext }
        guard let context = EVP_MAC_CTX_new(OpenSSL.hmac) else { throw OpenSSL.failure("EVP_MAC_CTX_new") }
        var params = [OSSL_PARAM_construct_utf8_string(OpenSSL.digestParamName.pointer, OpenSSL.sha512Name.pointer, 0), OSSL_PARAM_construct_end()]
        guard EVP_MAC_CTX_set_params(context, &params) == 1 else {
            EVP_MAC_CTX_free(context)
            throw OpenSSL.failure("setting HMAC's digest")
        }
        macContext = context
        return context
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadContexts>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's contexts, created on first use.
    static var current: ThreadContexts {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<ThreadContexts>.fromOpaque(existing).takeUnretainedValue()
        }
        let fresh = ThreadContexts()
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
        if entries.count > ThreadContexts.capacity, let evicted = entries.popLast() {
            EVP_PKEY_CTX_free(evicted.context)
        }
        return context
    }
}
