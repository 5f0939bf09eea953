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
    /// An EVP_PKEY_CTX for RSA set up for EVP_PKEY_fromdata, created on first use: each key read
    /// from a SubjectPublicKeyInfo is built with it.
    private var rsaFromData: OpaquePointer?

    deinit {
        for entry in entries { EVP_PKEY_CTX_free(entry.context) }
        EVP_PKEY_CTX_free(rsaFromData)
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

    /// Decodes a DER SubjectPublicKeyInfo of an rsaEncryption key, all of `der`; `nil` for anything
    /// else. OpenSSL's ASN.1 decoder reads n and e (d2i_RSA_PUBKEY, in the shim), and RSA's
    /// provider builds the key from them with this thread's EVP_PKEY_fromdata context. Through the
    /// decoder framework (a cached OSSL_DECODER_CTX) the same key cost about 3.5 times as many
    /// instructions, most of them in setting up and tearing down its decoder chain (callgrind).
    func decodeRSASubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) -> EVPKey? {
        if rsaFromData == nil, let context = EVP_PKEY_CTX_new_from_name(nil, OpenSSL.rsaName.pointer, nil) {
            if EVP_PKEY_fromdata_init(context) == 1 {
                rsaFromData = context
            } else {
                EVP_PKEY_CTX_free(context)
                ERR_clear_error()
            }
        }
        guard let context = rsaFromData, let base = der.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var key: OpaquePointer?
        var exponent: [UInt8] = []
        // n and e are read with the key: the policy and canonical checks need them, and reading
        // them back from the key (EVP_PKEY_get_params) cost 21,000 instructions (callgrind).
        let modulus = [UInt8](unsafeUninitializedCapacity: der.count) { n, nCount in
            exponent = [UInt8](unsafeUninitializedCapacity: der.count) { e, eCount in
                key = COpenSSLShims_rsa_spki_key(context, base, der.count, n.baseAddress, &nCount, e.baseAddress, &eCount)
            }
        }
        guard let key else { return nil }
        return EVPKey(takingOwnershipOf: key, modulus: modulus, exponent: exponent)
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
