// The system backend's DER and PEM key decoding, by OpenSSL (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL
import COpenSSLShims

extension CryptoBackend {
    /// An rsaEncryption SubjectPublicKeyInfo goes through OpenSSL's ASN.1 decoder; anything else
    /// through d2i_PUBKEY, which reads every algorithm, so that an EC or RSA-PSS key is reported as such.
    static func decodeSubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        if let key = decodeRSASubjectPublicKeyInfo(der) { return key }
        return try parseDER(der, "SubjectPublicKeyInfo") { cursor, count in d2i_PUBKEY(nil, cursor, count) }
    }

    /// The key of a DER SubjectPublicKeyInfo of an rsaEncryption key, all of `der`, with its n and
    /// e; `nil` for anything else (COpenSSLShims_rsa_spki_key). The policy and canonical checks
    /// need n and e, and reading them back from the key (EVP_PKEY_get_params) cost 21,000
    /// instructions (callgrind).
    private static func decodeRSASubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) -> EVPKey? {
        guard let base = der.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var key: OpaquePointer?
        var exponent: [UInt8] = []
        let modulus = [UInt8](unsafeUninitializedCapacity: der.count) { n, nCount in
            exponent = [UInt8](unsafeUninitializedCapacity: der.count) { e, eCount in
                key = COpenSSLShims_rsa_spki_key(base, der.count, n.baseAddress, &nCount, e.baseAddress, &eCount)
            }
        }
        guard let key else { return nil }
        return EVPKey(takingOwnershipOf: key, modulus: modulus, exponent: exponent)
    }

    static func decodePKCS1PublicKey(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        try parseDER(der, "PKCS#1 RSAPublicKey") { cursor, count in d2i_PublicKey(EVP_PKEY_RSA, nil, cursor, count) }
    }

    /// Runs one OpenSSL d2i function and insists that it consumed every byte.
    private static func parseDER(
        _ der: UnsafeRawBufferPointer, _ what: String,
        _ d2i: (UnsafeMutablePointer<UnsafePointer<UInt8>?>, Int) -> OpaquePointer?
    ) throws -> EVPKey {
        guard let base = der.baseAddress?.assumingMemoryBound(to: UInt8.self), der.count > 0 else {
            throw PaySealError(.keyFormat, "the \(what) is empty")
        }
        var cursor: UnsafePointer<UInt8>? = UnsafePointer(base)
        guard let pointer = d2i(&cursor, der.count) else {
            OpenSSL.drainErrors()
            throw PaySealError(.keyFormat, "the DER is not a valid \(what)")
        }
        let key = EVPKey(takingOwnershipOf: pointer)
        guard let end = cursor, end - UnsafePointer(base) == der.count else {
            throw PaySealError(.keyFormat, "the \(what) is followed by extra bytes")
        }
        return key
    }

    /// DER PKCS#8 PrivateKeyInfo or PKCS#1 RSAPrivateKey (d2i_AutoPrivateKey tells them apart).
    static func decodePrivateKeyDER(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        try parseDER(der, "private key (PKCS#8 or PKCS#1)") { cursor, count in d2i_AutoPrivateKey(nil, cursor, count) }
    }

    /// The first PEM block, read by OpenSSL into its secure-memory buffers (PEM_FLAG_SECURE),
    /// which it clears when it frees them (the body is wiped before that, see ``PEMBlock``).
    static func readPEMBlock(_ bytes: UnsafeRawBufferPointer) throws -> PEMBlock {
        guard let bio = BIO_new_mem_buf(bytes.baseAddress, Int32(bytes.count)) else { throw OpenSSL.failure("BIO_new_mem_buf") }
        defer { BIO_free(bio) }
        var name: UnsafeMutablePointer<CChar>?
        var header: UnsafeMutablePointer<CChar>?
        var data: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard PEM_read_bio_ex(bio, &name, &header, &data, &length, UInt32(PEM_FLAG_SECURE | PEM_FLAG_EAY_COMPATIBLE)) == 1 else {
            OpenSSL.drainErrors()
            throw PaySealError(.keyFormat, "the PEM text cannot be read (no BEGIN/END block or a body that is not base64)")
        }
        defer {
            if let name { CRYPTO_secure_free(name, nil, 0) }
            if let header { CRYPTO_secure_free(header, nil, 0) }
        }
        let label = name.map { String(cString: $0) } ?? ""
        let hasHeaders = header.map { $0.pointee != 0 } ?? false
        return PEMBlock(
            label: label, hasHeaders: hasHeaders, unreadCount: Int(BIO_ctrl_pending(bio)),
            body: UnsafeMutableRawBufferPointer(start: data, count: data == nil ? 0 : length)
        ) { body in
            if let base = body.baseAddress { CRYPTO_secure_free(base, nil, 0) }
        }
    }
}
#endif
