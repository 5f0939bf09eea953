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
    /// OSSL_DECODER_CTX for DER SubjectPublicKeyInfo of RSA keys, created on first use, and the
    /// place where it puts each key it decodes.
    private var spkiDecoder: OpaquePointer?
    private let decodedKey: UnsafeMutablePointer<OpaquePointer?> = {
        let slot = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    deinit {
        for entry in entries { EVP_PKEY_CTX_free(entry.context) }
        OSSL_DECODER_CTX_free(spkiDecoder)
        decodedKey.deallocate()
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

    /// Decodes a DER SubjectPublicKeyInfo of an RSA key, all of `der`; `nil` for anything else.
    /// d2i_PUBKEY sets up a decoder on every call, which cost 14 times the decoding itself
    /// (1,050,000 against 75,000 instructions, callgrind), so each thread keeps one.
    func decodeRSASubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) -> EVPKey? {
        if spkiDecoder == nil {
            spkiDecoder = OSSL_DECODER_CTX_new_for_pkey(
                decodedKey, OpenSSL.derName.pointer, OpenSSL.subjectPublicKeyInfoName.pointer,
                OpenSSL.rsaName.pointer, COpenSSLShims_EVP_PKEY_PUBLIC_KEY, nil, nil)
        }
        guard let decoder = spkiDecoder, let base = der.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var cursor: UnsafePointer<UInt8>? = UnsafePointer(base)
        var left = der.count
        decodedKey.pointee = nil
        let ok = OSSL_DECODER_from_data(decoder, &cursor, &left) == 1
        let key = decodedKey.pointee
        decodedKey.pointee = nil
        guard ok, left == 0, let key else {
            EVP_PKEY_free(key)
            ERR_clear_error()
            return nil
        }
        return EVPKey(takingOwnershipOf: key)
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
