#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL
import COpenSSLShims

/// Turns key bytes into an `EVP_PKEY`. OpenSSL does every DER and PEM parse; this file only
/// detects the format and, for JWKs, hands the decoded integers to `EVP_PKEY_fromdata`.
enum KeyDecoder {
    struct Decoded {
        let key: EVPKey
        let format: KeyFormat
        /// The "kid" of a JWK, if it had one.
        let jwkKeyID: String?
    }

    private enum Shape { case pem, jwk, der, base64 }

    /// The format family, from the first byte that is not whitespace.
    private static func shape(of bytes: UnsafeRawBufferPointer) -> Shape {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.first(where: { !isSpace($0) }) else { return .base64 }
        if bytes.first == 0x30 { return .der }  // DER SEQUENCE; never a base64 or PEM first byte here
        if first == UInt8(ascii: "-") { return .pem }
        if first == UInt8(ascii: "{") { return .jwk }
        return .base64
    }

    private static func checkSize(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count > 0 else { throw PaySealError(.argument, "the key input is empty") }
        guard bytes.count <= Limits.maximumKeyInput else {
            throw PaySealError(.limit, "the key input has \(bytes.count) bytes; the limit is \(Limits.maximumKeyInput)")
        }
    }

    // MARK: Public keys

    static func publicKey(_ bytes: UnsafeRawBufferPointer) throws -> Decoded {
        try checkSize(bytes)
        switch shape(of: bytes) {
        case .der:
            return try publicDER(bytes, spki: .spkiDER, pkcs1: .pkcs1DER)
        case .base64:
            guard let der = Base64.decode(bytes, .standard) else {
                throw PaySealError(.keyFormat, "the key is neither DER, PEM, a JWK nor strict base64 of DER")
            }
            return try der.withUnsafeBytes { try publicDER($0, spki: .spkiBase64, pkcs1: .pkcs1Base64) }
        case .pem:
            return try withPEM(bytes) { label, der in
                switch label {
                case "PUBLIC KEY": return Decoded(key: try spki(der), format: .spkiPEM, jwkKeyID: nil)
                case "RSA PUBLIC KEY": return Decoded(key: try pkcs1(der), format: .pkcs1PEM, jwkKeyID: nil)
                case "PRIVATE KEY", "RSA PRIVATE KEY", "ENCRYPTED PRIVATE KEY":
                    throw PaySealError(.keyFormat, "a private key was given where a public key is expected")
                default:
                    throw PaySealError(.keyFormat, "the PEM label is \"\(label)\"; expected PUBLIC KEY or RSA PUBLIC KEY")
                }
            }
        case .jwk:
            var jwk = try JWK(bytes)
            guard !jwk.isPrivate else {
                throw PaySealError(.keyFormat, "a private JWK was given where a public key is expected")
            }
            return Decoded(key: try jwk.makeKey(includingPrivate: false), format: .jwk, jwkKeyID: jwk.keyID)
        }
    }

    /// DER: a SubjectPublicKeyInfo, or failing that a PKCS#1 RSAPublicKey.
    private static func publicDER(_ der: UnsafeRawBufferPointer, spki spkiFormat: KeyFormat, pkcs1 pkcs1Format: KeyFormat) throws -> Decoded {
        if let key = try? spki(der) { return Decoded(key: key, format: spkiFormat, jwkKeyID: nil) }
        if let key = try? pkcs1(der) { return Decoded(key: key, format: pkcs1Format, jwkKeyID: nil) }
        throw PaySealError(.keyFormat, "the DER is neither a SubjectPublicKeyInfo nor a PKCS#1 RSAPublicKey")
    }

    static func spki(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        let key = try parseDER(der, "SubjectPublicKeyInfo") { cursor, count in d2i_PUBKEY(nil, cursor, count) }
        try requireCanonical(der, "SubjectPublicKeyInfo") { i2d_PUBKEY(key.pointer, $0) }
        return key
    }

    private static func pkcs1(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        let key = try parseDER(der, "PKCS#1 RSAPublicKey") { cursor, count in d2i_PublicKey(EVP_PKEY_RSA, nil, cursor, count) }
        try requireCanonical(der, "PKCS#1 RSAPublicKey") { i2d_PublicKey(key.pointer, $0) }
        return key
    }

    /// OpenSSL's decoder is lenient where DER is not: it reads RSA integers as unsigned, so a
    /// modulus encoded as a negative number parses. DER has exactly one encoding per value, so
    /// the input must be what OpenSSL's encoder writes for the key it read.
    private static func requireCanonical(_ der: UnsafeRawBufferPointer, _ what: String,
                                         _ i2d: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32) throws {
        var encoded: UnsafeMutablePointer<UInt8>?
        let count = i2d(&encoded)
        defer { OpenSSL.free(encoded) }
        guard count > 0, let encoded else { throw OpenSSL.failure("re-encoding the \(what)") }
        guard Int(count) == der.count, let base = der.baseAddress, memcmp(encoded, base, der.count) == 0 else {
            throw PaySealError(.keyFormat, "the \(what) is not in canonical DER (for example a negative modulus)")
        }
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

    /// Reads the first PEM block with OpenSSL and gives its label and DER body to `body`.
    /// The body is wiped afterwards: it may be a private key.
    private static func withPEM<T>(_ bytes: UnsafeRawBufferPointer, _ body: (String, UnsafeRawBufferPointer) throws -> T) throws -> T {
        guard let bio = BIO_new_mem_buf(bytes.baseAddress, Int32(bytes.count)) else { throw OpenSSL.failure("BIO_new_mem_buf") }
        defer { BIO_free(bio) }
        var name: UnsafeMutablePointer<CChar>?
        var header: UnsafeMutablePointer<CChar>?
        var data: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard PEM_read_bio(bio, &name, &header, &data, &length) == 1 else {
            OpenSSL.drainErrors()
            throw PaySealError(.keyFormat, "the PEM text cannot be read (no BEGIN/END block or a body that is not base64)")
        }
        defer {
            if let data { wipeSecret(UnsafeMutableRawBufferPointer(start: data, count: length), "PEM body") }
            OpenSSL.free(name)
            OpenSSL.free(header)
            OpenSSL.free(data)
        }
        if let header, header.pointee != 0 {
            throw PaySealError(.keyUnsupported, "encrypted PEM (with Proc-Type/DEK-Info headers) is not supported")
        }
        let label = name.map { String(cString: $0) } ?? ""
        return try body(label, UnsafeRawBufferPointer(start: data, count: length))
    }

    // MARK: Private keys

    static func privateKey(_ bytes: UnsafeRawBufferPointer) throws -> Decoded {
        try checkSize(bytes)
        switch shape(of: bytes) {
        case .der:
            return Decoded(key: try privateDER(bytes), format: .privateDER, jwkKeyID: nil)
        case .pem:
            return try withPEM(bytes) { label, der in
                switch label {
                case "PRIVATE KEY": return Decoded(key: try privateDER(der), format: .pkcs8PEM, jwkKeyID: nil)
                case "RSA PRIVATE KEY": return Decoded(key: try privateDER(der), format: .pkcs1PrivatePEM, jwkKeyID: nil)
                case "ENCRYPTED PRIVATE KEY":
                    throw PaySealError(.keyUnsupported, "encrypted private keys are not supported; decrypt it first")
                default:
                    throw PaySealError(.keyFormat, "the PEM label is \"\(label)\"; expected PRIVATE KEY or RSA PRIVATE KEY")
                }
            }
        case .jwk:
            var jwk = try JWK(bytes)
            guard jwk.isPrivate else { throw PaySealError(.keyFormat, "the JWK has no private part (\"d\")") }
            return Decoded(key: try jwk.makeKey(includingPrivate: true), format: .privateJWK, jwkKeyID: jwk.keyID)
        case .base64:
            throw PaySealError(.keyFormat, "the private key is neither PEM, DER nor a JWK")
        }
    }

    /// DER PKCS#8 PrivateKeyInfo or PKCS#1 RSAPrivateKey (d2i_AutoPrivateKey tells them apart).
    private static func privateDER(_ der: UnsafeRawBufferPointer) throws -> EVPKey {
        try parseDER(der, "private key (PKCS#8 or PKCS#1)") { cursor, count in d2i_AutoPrivateKey(nil, cursor, count) }
    }
}
