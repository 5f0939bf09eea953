#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns key bytes into a backend key (``CryptoKey``). The backend does every DER and PEM parse
/// (Backend/CryptoBackend.swift); this file detects the format, applies the key policy and the
/// canonical-DER check, and insists on one PEM block with nothing but whitespace around it.
enum KeyDecoder {
    struct Decoded {
        let key: CryptoKey
        /// n and e, read by the policy check.
        let numbers: RSAPublicNumbers
        let format: KeyFormat
        /// The "kid" of a JWK, if it had one.
        let jwkKeyID: String?
        /// The key's DER SubjectPublicKeyInfo when the canonical check built it already.
        var subjectPublicKeyInfo: [UInt8]? = nil
    }

    private enum Shape { case pem, jwk, der, base64 }

    /// The format family, from the first byte that is not whitespace.
    private static func shape(of bytes: UnsafeRawBufferPointer) -> Shape {
        guard let first = bytes.first(where: { !isSpace($0) }) else { return .base64 }
        if bytes.first == 0x30 { return .der }  // DER SEQUENCE; never a base64 or PEM first byte here
        if first == UInt8(ascii: "-") { return .pem }
        if first == UInt8(ascii: "{") { return .jwk }
        return .base64
    }

    private static func checkSize(_ bytes: UnsafeRawBufferPointer) throws(PaySealError.Thrown) {
        guard bytes.count > 0 else { throw PaySealError(.argument, "the key input is empty") }
        guard bytes.count <= Limits.maximumKeyInput else {
            throw PaySealError(.limit, "the key input has \(bytes.count) bytes; the limit is \(Limits.maximumKeyInput)")
        }
    }

    // MARK: Public keys

    static func publicKey(_ bytes: UnsafeRawBufferPointer, policy: KeyPolicy) throws(PaySealError.Thrown) -> Decoded {
        try checkSize(bytes)
        switch shape(of: bytes) {
        case .der:
            return try publicDER(bytes, policy, spki: .spkiDER, pkcs1: .pkcs1DER)
        case .base64:
            guard let der = Base64.decodePublic(bytes, .standard) else {
                throw PaySealError(.keyFormat, "the key is neither DER, PEM, a JWK nor strict base64 of DER")
            }
            return try der.withBytes { (der) throws(PaySealError.Thrown) in try publicDER(der, policy, spki: .spkiBase64, pkcs1: .pkcs1Base64) }
        case .pem:
            return try withPEM(bytes, exactlyOneBlock: true) { (label, der) throws(PaySealError.Thrown) in
                switch label {
                case "PUBLIC KEY": return try subjectPublicKeyInfo(der, policy, format: .spkiPEM)
                case "RSA PUBLIC KEY": return try checked(try pkcs1(der), der, .pkcs1, policy, format: .pkcs1PEM)
                case "PRIVATE KEY", "RSA PRIVATE KEY", "ENCRYPTED PRIVATE KEY":
                    throw PaySealError(.keyFormat, "a private key was given where a public key is expected")
                default:
                    throw PaySealError(.keyFormat, "the PEM label is \(Quoted(label, limit: 64)); expected PUBLIC KEY or RSA PUBLIC KEY")
                }
            }
        case .jwk:
            let jwk = try JWK(bytes)
            guard !jwk.isPrivate else {
                throw PaySealError(.keyFormat, "a private JWK was given where a public key is expected")
            }
            let key = try jwk.makeKey(includingPrivate: false)
            return Decoded(key: key, numbers: try policy.check(key), format: .jwk, jwkKeyID: jwk.keyID)
        }
    }

    /// A DER SubjectPublicKeyInfo (the Client API's format), checked against the policy.
    static func subjectPublicKeyInfo(_ der: UnsafeRawBufferPointer, _ policy: KeyPolicy, format: KeyFormat) throws(PaySealError.Thrown) -> Decoded {
        try checked(try spki(der), der, .subjectPublicKeyInfo, policy, format: format)
    }

    /// DER: a SubjectPublicKeyInfo or a PKCS#1 RSAPublicKey, told apart by the canonical check.
    private static func publicDER(
        _ der: UnsafeRawBufferPointer, _ policy: KeyPolicy,
        spki spkiFormat: KeyFormat, pkcs1 pkcs1Format: KeyFormat
    ) throws(PaySealError.Thrown) -> Decoded {
        guard let key = (try? spki(der)) ?? (try? pkcs1(der)) else {
            throw PaySealError(.keyFormat, "the DER is neither a SubjectPublicKeyInfo nor a PKCS#1 RSAPublicKey")
        }
        let numbers = try policy.check(key)
        for (structure, format) in [(Structure.subjectPublicKeyInfo, spkiFormat), (.pkcs1, pkcs1Format)]
        where same(try structure.encoding(numbers), der) {
            return Decoded(key: key, numbers: numbers, format: format, jwkKeyID: nil)
        }
        throw PaySealError(.keyFormat, "the key is not in canonical DER (for example a negative modulus)")
    }

    private enum Structure {
        case subjectPublicKeyInfo, pkcs1
        var name: String { self == .pkcs1 ? "PKCS#1 RSAPublicKey" : "SubjectPublicKeyInfo" }
        func encoding(_ numbers: RSAPublicNumbers) throws(PaySealError.Thrown) -> [UInt8] {
            try self == .pkcs1 ? RSAPublicKeyDER.pkcs1(numbers) : RSAPublicKeyDER.subjectPublicKeyInfo(numbers)
        }
    }

    /// The policy check, then the canonical check: the DER must be exactly what a DER encoder
    /// writes for the key that was read, in the expected structure (OpenSSL 3.0's decoder also
    /// reads a PKCS#1 RSAPublicKey when asked for a SubjectPublicKeyInfo; see ``RSAPublicKeyDER``).
    private static func checked(
        _ key: CryptoKey, _ der: UnsafeRawBufferPointer, _ structure: Structure,
        _ policy: KeyPolicy, format: KeyFormat
    ) throws(PaySealError.Thrown) -> Decoded {
        let numbers = try policy.check(key)
        let encoding = try structure.encoding(numbers)
        guard same(encoding, der) else {
            let other: Structure = structure == .pkcs1 ? .subjectPublicKeyInfo : .pkcs1
            if same(try other.encoding(numbers), der) {
                throw PaySealError(.keyFormat, "the DER is a \(other.name) where a \(structure.name) is expected")
            }
            throw PaySealError(.keyFormat, "the \(structure.name) is not in canonical DER (for example a negative modulus)")
        }
        return Decoded(key: key, numbers: numbers, format: format, jwkKeyID: nil, subjectPublicKeyInfo: structure == .subjectPublicKeyInfo ? encoding : nil)
    }

    private static func same(_ encoding: [UInt8], _ der: UnsafeRawBufferPointer) -> Bool {
        encoding.withUnsafeBytes { encoded in
            guard encoded.count == der.count else { return false }
            guard let a = encoded.baseAddress, let b = der.baseAddress else { return encoded.count == 0 }
            return memcmp(a, b, encoded.count) == 0
        }
    }

    private static func spki(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        try CryptoBackend.decodeSubjectPublicKeyInfo(der)
    }

    private static func pkcs1(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        try CryptoBackend.decodePKCS1PublicKey(der)
    }

    /// Reads the first PEM block (the backend's reader) and gives its label and DER body to `body`.
    /// With `exactlyOneBlock`, nothing but whitespace may come before or after that block (a
    /// public key is one block; text around it is a sign of the wrong file). Private keys keep
    /// OpenSSL's leniency: `openssl pkcs12` writes "Bag Attributes" lines before the block.
    /// The body is wiped afterwards (``PEMBlock``): it may be a private key.
    private static func withPEM<T>(
        _ bytes: UnsafeRawBufferPointer, exactlyOneBlock: Bool,
        _ body: (String, UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> T
    ) throws(PaySealError.Thrown) -> T {
        if exactlyOneBlock, !startsWithBEGIN(bytes) {
            throw PaySealError(.keyFormat, "the PEM text has something other than whitespace before its BEGIN line")
        }
        // OpenSSL reads a second BEGIN line inside a block as part of it (found by fuzzing).
        if exactlyOneBlock, occurrences(of: "-----BEGIN", in: bytes) != 1 || occurrences(of: "-----END", in: bytes) != 1 {
            throw PaySealError(.keyFormat, "the PEM text is not exactly one BEGIN/END block")
        }
        let block = try CryptoBackend.readPEMBlock(bytes)
        if exactlyOneBlock {
            // The backend reads the whole END line but may compare only its start: whatever
            // follows "-----END <label>-----" on that line, and any line after it, must be whitespace.
            let rest = block.unreadCount
            guard rest >= 0, rest <= bytes.count,
                let lastDash = bytes[..<(bytes.count - rest)].lastIndex(of: UInt8(ascii: "-")),
                isWhitespace(UnsafeRawBufferPointer(rebasing: bytes[(lastDash + 1)...])),
                lastDash >= 4, bytes[(lastDash - 4)...lastDash].allSatisfy({ $0 == UInt8(ascii: "-") }),
                bytes[..<(lastDash - 4)].last.map({ $0 != UInt8(ascii: "-") }) ?? false
            else {
                throw PaySealError(.keyFormat, "the PEM text has something other than whitespace after its END line")
            }
        }
        if block.hasHeaders {
            throw PaySealError(.keyUnsupported, "encrypted PEM (with Proc-Type/DEK-Info headers) is not supported")
        }
        return try withExtendedLifetime(block) { () throws(PaySealError.Thrown) in try body(block.label, block.body) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isWhitespace(_ bytes: UnsafeRawBufferPointer) -> Bool { bytes.allSatisfy(isSpace) }

    private static func occurrences(of marker: StaticString, in bytes: UnsafeRawBufferPointer) -> Int {
        let needle = UnsafeRawBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
        guard bytes.count >= needle.count else { return 0 }
        var count = 0
        for start in 0...(bytes.count - needle.count)
        where bytes[start] == needle[0] && (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) {
            count += 1
        }
        return count
    }

    /// Whether the first thing after leading whitespace is "-----BEGIN ".
    private static func startsWithBEGIN(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let begin: StaticString = "-----BEGIN "
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), bytes.count - start >= begin.utf8CodeUnitCount else { return false }
        return (0..<begin.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == begin.utf8Start[$0] }
    }

    // MARK: Private keys

    static func privateKey(_ bytes: UnsafeRawBufferPointer, policy: KeyPolicy) throws(PaySealError.Thrown) -> Decoded {
        try checkSize(bytes)
        let (key, format, keyID): (CryptoKey, KeyFormat, String?)
        switch shape(of: bytes) {
        case .der:
            (key, format, keyID) = (try privateDER(bytes), .privateDER, nil)
        case .pem:
            (key, format, keyID) = try withPEM(bytes, exactlyOneBlock: false) { (label, der) throws(PaySealError.Thrown) in
                switch label {
                case "PRIVATE KEY": return (try privateDER(der), .pkcs8PEM, nil)
                case "RSA PRIVATE KEY": return (try privateDER(der), .pkcs1PrivatePEM, nil)
                case "ENCRYPTED PRIVATE KEY":
                    throw PaySealError(.keyUnsupported, "encrypted private keys are not supported; decrypt it first")
                default:
                    throw PaySealError(.keyFormat, "the PEM label is \(Quoted(label, limit: 64)); expected PRIVATE KEY or RSA PRIVATE KEY")
                }
            }
        case .jwk:
            let jwk = try JWK(bytes)
            guard jwk.isPrivate else { throw PaySealError(.keyFormat, "the JWK has no private part (\"d\")") }
            (key, format, keyID) = (try jwk.makeKey(includingPrivate: true), .privateJWK, jwk.keyID)
        case .base64:
            throw PaySealError(.keyFormat, "the private key is neither PEM, DER nor a JWK")
        }
        let numbers = try policy.check(key)
        try CryptoBackend.checkKeyPair(key)
        return Decoded(key: key, numbers: numbers, format: format, jwkKeyID: keyID)
    }

    /// DER PKCS#8 PrivateKeyInfo or PKCS#1 RSAPrivateKey.
    private static func privateDER(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        try CryptoBackend.decodePrivateKeyDER(der)
    }
}
