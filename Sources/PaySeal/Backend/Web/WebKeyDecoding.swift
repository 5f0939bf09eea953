// The web backend's keys (see Backend/CryptoBackend.swift): public keys read from DER by a small
// reader here, so that a key parses synchronously in the module with the core's own format
// detection, policy and canonical-DER check (KeyDecoder, RSAPublicKeyDER), the same statuses and
// messages as the native library; the page imports a key the core accepted into WebCrypto from
// its canonical SubjectPublicKeyInfo. Private keys are not read in the module (decryption is the
// page's WebCrypto, and a page holds no private key).
#if hasFeature(Embedded)

/// The backend's key: an RSA key's public numbers, or a key of another algorithm (kept only so
/// that the policy check names it, as the system backend does). Immutable, hence `@unchecked Sendable`.
final class CryptoKey: @unchecked Sendable {
    /// The algorithm of a key that is not RSA ("EC", "RSA-PSS", ...); `nil` for RSA.
    let otherType: String?
    /// n and e (empty for another algorithm).
    let numbers: RSAPublicNumbers

    var bits: Int { numbers.bits }
    var modulusByteCount: Int { (numbers.bits + 7) / 8 }

    init(otherType: String) {
        self.otherType = otherType
        self.numbers = RSAPublicNumbers(bits: 0, modulus: [], exponent: [])
    }

    /// An RSA key of `modulus` and `exponent` (big-endian magnitudes, leading zeros allowed).
    init(modulus: ArraySlice<UInt8>, exponent: ArraySlice<UInt8>) {
        let n = Array(modulus.drop { $0 == 0 }), e = Array(exponent.drop { $0 == 0 })
        let bits = n.first.map { n.count * 8 - $0.leadingZeroBitCount } ?? 0
        self.otherType = nil
        self.numbers = RSAPublicNumbers(bits: bits, modulus: n, exponent: e)
    }

    /// Throws ``PaySealError/Code/keyUnsupported`` naming the type of a key that is not RSA.
    func checkIsRSA() throws(PaySealError.Thrown) {
        guard let otherType else { return }
        let detail = otherType == "RSA-PSS" ? " (an RSA-PSS key is for signatures only)" : ""
        throw PaySealError(.keyUnsupported, "the key is of type \(otherType)\(detail); PaySeal needs an RSA key")
    }

    func rsaPublicNumbers() throws(PaySealError.Thrown) -> RSAPublicNumbers {
        guard numbers.bits > 0 else { throw KeyPolicy.zeroModulus }
        return numbers
    }
}

extension CryptoBackend {
    static let privateKeysInThePage = "private keys are not read in the web build (decryption is WebCrypto's, in the page)"

    /// A DER SubjectPublicKeyInfo, all of `der`: RSA, or another algorithm named for the policy check.
    static func decodeSubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        let what = "SubjectPublicKeyInfo"
        var reader = try WebDER(der, what)
        var spki = try reader.whole(tag: WebDER.sequence)
        var algorithm = try spki.nested(tag: WebDER.sequence)
        let oid = Array(try algorithm.element(tag: WebDER.objectIdentifier))
        if !algorithm.isAtEnd {
            let parameters = try algorithm.anyElement()
            if oid == WebDER.rsaEncryption, parameters.tag != WebDER.null || !parameters.content.isEmpty { throw WebDER.invalid(what) }
        }
        guard algorithm.isAtEnd else { throw WebDER.invalid(what) }
        let bits = try spki.element(tag: WebDER.bitString)
        guard spki.isAtEnd else { throw WebDER.invalid(what) }
        guard oid == WebDER.rsaEncryption else {
            guard let known = WebDER.otherAlgorithms.first(where: { $0.oid == oid }) else { throw WebDER.invalid(what) }
            return CryptoKey(otherType: known.name)
        }
        guard bits.first == 0 else { throw WebDER.invalid(what) }
        var inner = try WebDER(UnsafeRawBufferPointer(rebasing: bits.dropFirst()), what)
        return try rsaPublicKey(&inner, what)
    }

    /// A DER PKCS #1 RSAPublicKey, all of `der`.
    static func decodePKCS1PublicKey(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        let what = "PKCS#1 RSAPublicKey"
        var reader = try WebDER(der, what)
        return try rsaPublicKey(&reader, what)
    }

    /// RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }, all of `reader`.
    private static func rsaPublicKey(_ reader: inout WebDER, _ what: String) throws(PaySealError.Thrown) -> CryptoKey {
        var key = try reader.whole(tag: WebDER.sequence)
        let modulus = try key.element(tag: WebDER.integer)
        let exponent = try key.element(tag: WebDER.integer)
        guard key.isAtEnd, !modulus.isEmpty, !exponent.isEmpty else { throw WebDER.invalid(what) }
        return CryptoKey(modulus: ArraySlice(modulus), exponent: ArraySlice(exponent))
    }

    static func decodePrivateKeyDER(_ der: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> CryptoKey {
        throw PaySealError(.crypto, privateKeysInThePage)
    }

    static func checkKeyPair(_ key: CryptoKey) throws(PaySealError.Thrown) {
        throw PaySealError(.crypto, privateKeysInThePage)
    }

    /// Builds an RSA key from a JWK's decoded integers (by member name); public keys only.
    static func makeRSAKey(_ integers: [String: [UInt8]], includingPrivate: Bool) throws(PaySealError.Thrown) -> CryptoKey {
        guard !includingPrivate else { throw PaySealError(.crypto, privateKeysInThePage) }
        guard let n = integers["n"], let e = integers["e"] else {
            throw PaySealError(.keyFormat, "the JWK members do not form an RSA key")
        }
        return CryptoKey(modulus: n[...], exponent: e[...])
    }
}

/// A reader of DER elements (tag, definite length, content) over bytes it does not own. Lenient
/// where OpenSSL's decoder is (long-form lengths, INTEGERs with redundant or sign octets): the
/// core's canonical check refuses such keys afterwards with the native build's message.
struct WebDER {
    static let sequence: UInt8 = 0x30, integer: UInt8 = 0x02, bitString: UInt8 = 0x03
    static let null: UInt8 = 0x05, objectIdentifier: UInt8 = 0x06
    static let rsaEncryption: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01]
    /// Algorithms OpenSSL decodes and PaySeal refuses, by the name OpenSSL gives them (the
    /// portable backend's list, Backend/Portable/PortableKeyDecoding.swift).
    static let otherAlgorithms: [(oid: [UInt8], name: String)] = [
        ([0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x0A], "RSA-PSS"),
        ([0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01], "EC"),
        ([0x2A, 0x86, 0x48, 0xCE, 0x38, 0x04, 0x01], "DSA"),
        ([0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x03, 0x01], "DH"),
        ([0x2A, 0x86, 0x48, 0xCE, 0x3E, 0x02, 0x01], "DHX"),
        ([0x2B, 0x65, 0x6E], "X25519"), ([0x2B, 0x65, 0x6F], "X448"),
        ([0x2B, 0x65, 0x70], "ED25519"), ([0x2B, 0x65, 0x71], "ED448"),
        ([0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01, 0x82, 0x2D], "SM2"),
    ]

    static func invalid(_ what: String) -> PaySealError { PaySealError(.keyFormat, "the DER is not a valid \(what)") }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private let what: String

    init(_ bytes: UnsafeRawBufferPointer, _ what: String) throws(PaySealError.Thrown) {
        guard bytes.count > 0 else { throw PaySealError(.keyFormat, "the \(what) is empty") }
        self.bytes = bytes
        self.what = what
    }

    var isAtEnd: Bool { position == bytes.count }

    /// The one element that is all of the bytes, as a reader of its content.
    mutating func whole(tag: UInt8) throws(PaySealError.Thrown) -> WebDER {
        let content = try element(tag: tag)
        guard isAtEnd else { throw PaySealError(.keyFormat, "the \(what) is followed by extra bytes") }
        return WebDER(unchecked: content, what)
    }

    private init(unchecked bytes: UnsafeRawBufferPointer, _ what: String) {
        self.bytes = bytes
        self.what = what
    }

    /// The next element's content, which must have `tag`.
    mutating func element(tag: UInt8) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
        let next = try anyElement()
        guard next.tag == tag else { throw WebDER.invalid(what) }
        return next.content
    }

    /// A constructed element's content as a reader.
    mutating func nested(tag: UInt8) throws(PaySealError.Thrown) -> WebDER {
        WebDER(unchecked: try element(tag: tag), what)
    }

    /// The next element: its tag (single-octet tags only) and content.
    mutating func anyElement() throws(PaySealError.Thrown) -> (tag: UInt8, content: UnsafeRawBufferPointer) {
        guard bytes.count - position >= 2 else { throw WebDER.invalid(what) }
        let tag = bytes[position]
        guard tag & 0x1F != 0x1F else { throw WebDER.invalid(what) }
        var length = Int(bytes[position + 1])
        position += 2
        if length & 0x80 != 0 {
            let octets = length & 0x7F
            // No indefinite length (BER) and no length past 4 octets (a key input is at most 64 KiB).
            guard octets > 0, octets <= 4, bytes.count - position >= octets else { throw WebDER.invalid(what) }
            length = 0
            for _ in 0..<octets {
                // A 4-octet length can pass a 32-bit Int (wasm32): such a length is past any input.
                guard length <= Int.max >> 8 else { throw WebDER.invalid(what) }
                length = length << 8 | Int(bytes[position])
                position += 1
            }
        }
        guard length <= bytes.count - position else { throw WebDER.invalid(what) }
        let content = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)])
        position += length
        return (tag, content)
    }
}
#endif
