#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The payment platform's RSA public key, and the key id the Client API returned with it.
///
/// Immutable and `Sendable`: create it once per key and share it between threads; encryptions
/// may run on it concurrently.
public final class PublicKey: Sendable {
    let key: CryptoKey
    /// The JWE "kid"; `nil` when the key has no id (the header then has no "kid").
    public let keyID: String?
    /// The modulus size in bits (2048...8192).
    public let bits: Int
    /// The format the key was given in.
    public let format: KeyFormat
    /// The key as DER SubjectPublicKeyInfo, whatever format it was given in.
    public let subjectPublicKeyInfo: [UInt8]
    /// The ASCII of the base64url protected header: fixed per key, so built once. It is also the
    /// AAD of every JWE made with this key.
    let encodedHeader: [UInt8]
    /// The key id as a C string, owned by the key (for `payseal_public_key_id`).
    nonisolated(unsafe) package let keyIDCString: UnsafePointer<CChar>?
    /// Distinguishes this key from every other one in the process, for per-thread caches
    /// (an object's address can be reused after it is freed; this number is not).
    let serial: UInt64

    /// The next key's serial (``Locked``: Synchronization's `Atomic` needs iOS 18 and macOS 15).
    private static let nextSerial = Locked<UInt64>(1)

    /// Parses a key in any supported format, detected from its bytes: DER SubjectPublicKeyInfo,
    /// DER PKCS#1 RSAPublicKey, base64 of either, PEM of either, or an RSA JWK.
    /// - Parameters:
    ///   - bytes: the key, in any of those formats.
    ///   - keyID: the JWE "kid"; when `nil`, a JWK's own "kid" is used if it has one.
    public convenience init(parsing bytes: [UInt8], keyID: String? = nil) throws(PaySealError.Thrown) {
        try self.init(parsing: bytes, keyID: keyID, policy: .standard)
    }

    /// Parses a key given as any collection of bytes: `Data`, an `ArraySlice<UInt8>`, an
    /// `UnsafeRawBufferPointer`, ... (read in place when contiguous; a temporary copy is wiped).
    public convenience init(parsing bytes: some Collection<UInt8>, keyID: String? = nil) throws(PaySealError.Thrown) {
        try self.init(parsing: CollectionBytes(bytes), keyID: keyID, policy: .standard)
    }

    /// Parses a key given as text (PEM, base64 or JWK), read as UTF-8.
    public convenience init(parsing text: String, keyID: String? = nil) throws(PaySealError.Thrown) {
        try self.init(parsing: Array(text.utf8), keyID: keyID)
    }

    package convenience init(parsing bytes: some ContiguousBytes, keyID: String?, policy: KeyPolicy) throws(PaySealError.Thrown) {
        if let keyID { try PublicKey.checkKeyID(keyID, .argument, "the key id") }
        let decoded = try bytes.withBytes { (bytes) throws(PaySealError.Thrown) in try KeyDecoder.publicKey(bytes, policy: policy) }
        try self.init(decoded, keyID: keyID ?? decoded.jwkKeyID)
    }

    /// Parses the Client API `/crypto/publickey` response,
    /// `{"keyId":"…","publicKey":"<base64 DER SubjectPublicKeyInfo>"}`; other members are ignored.
    public convenience init(clientAPIResponse bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(clientAPIResponse: bytes, policy: .standard)
    }

    /// Parses the `/crypto/publickey` response given as any collection of bytes (`Data` from
    /// URLSession, a slice, ...).
    public convenience init(clientAPIResponse bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(clientAPIResponse: CollectionBytes(bytes), policy: .standard)
    }

    /// Parses the `/crypto/publickey` response given as text.
    public convenience init(clientAPIResponse text: String) throws(PaySealError.Thrown) {
        try self.init(clientAPIResponse: Array(text.utf8))
    }

    package convenience init(clientAPIResponse bytes: some ContiguousBytes, policy: KeyPolicy) throws(PaySealError.Thrown) {
        let (decoded, keyID) = try bytes.withBytes { (bytes) throws(PaySealError.Thrown) in try PublicKey.decodeClientAPIResponse(bytes, policy) }
        try self.init(decoded, keyID: keyID)
    }

    private static func decodeClientAPIResponse(_ bytes: UnsafeRawBufferPointer, _ policy: KeyPolicy) throws(PaySealError.Thrown) -> (KeyDecoder.Decoded, String) {
        guard bytes.count <= Limits.maximumKeyInput else {
            throw PaySealError(.limit, "the Client API response has \(bytes.count) bytes; the limit is \(Limits.maximumKeyInput)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw PaySealError(.argument, "the Client API response is not valid UTF-8")
        }
        // Read in place: the two members' text stays where it is (copying the key's 400 base64
        // characters into a String cost 8,000 instructions, callgrind); the grammar and its
        // messages are those of JSONValue.parse.
        let json = try JSONValue.parseInPlace(bytes, keeping: ["keyId", "publicKey"])
        guard case .object = json else { throw PaySealError(.json, "the Client API response is not a JSON object") }
        guard let keyID = json["keyId"].flatMap({ textInPlace($0, bytes) }).map({ String(decoding: $0, as: UTF8.self) }) else {
            throw PaySealError(.json, "the Client API response has no \"keyId\" string")
        }
        try checkKeyID(keyID, .json, "the Client API \"keyId\"")
        guard let encoded = json["publicKey"].flatMap({ textInPlace($0, bytes) }) else {
            throw PaySealError(.json, "the Client API response has no \"publicKey\" string")
        }
        guard let der = encoded.withUnsafeBytes({ Base64.decodePublic($0, .standard) }) else {
            throw PaySealError(.keyFormat, "\"publicKey\" is not strict base64")
        }
        return (try der.withBytes { (der) throws(PaySealError.Thrown) in try KeyDecoder.subjectPublicKeyInfo(der, policy, format: .clientAPI) }, keyID)
    }

    /// The decoded text of a string read in place from `document`; `nil` for any other value.
    private static func textInPlace(_ value: JSONValue, _ document: UnsafeRawBufferPointer) -> ArraySlice<UInt8>? {
        guard case let .secretString(range, escaped) = value, range.lowerBound >= 0, range.upperBound <= document.count else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: document[range])
        return escaped ? ArraySlice(DecodedJSONText(text: text, escaped: true)) : ArraySlice(text)
    }

    /// A key id goes into every JWE header and out through `payseal_public_key_id` as a C
    /// string: at most ``Limits/maximumKeyInput`` bytes, and no control character (a NUL would
    /// cut the C string short of what the header carries; others have no place in an id).
    static func checkKeyID(_ keyID: String, _ code: PaySealError.Code, _ what: String) throws(PaySealError.Thrown) {
        guard keyID.utf8.count <= Limits.maximumKeyInput else {
            throw PaySealError(.limit, "\(what) has \(keyID.utf8.count) bytes; the limit is \(Limits.maximumKeyInput)")
        }
        // The control characters (general category Cc) are exactly U+0000-U+001F and U+007F-U+009F,
        // a set Unicode's stability policy fixes; asking for each scalar's general category cost
        // 6,000 instructions on a short id (callgrind).
        if let control = keyID.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            throw PaySealError(code, "\(what) contains the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)")
        }
    }

    private init(_ decoded: KeyDecoder.Decoded, keyID: String?) throws(PaySealError.Thrown) {
        self.key = decoded.key
        self.bits = decoded.numbers.bits
        // Not `a ?? b`: `??` is `rethrows`, which throws `any Error` (none in Embedded Swift).
        if let spki = decoded.subjectPublicKeyInfo {
            self.subjectPublicKeyInfo = spki
        } else {
            self.subjectPublicKeyInfo = try RSAPublicKeyDER.subjectPublicKeyInfo(decoded.numbers)
        }
        self.keyID = keyID
        self.format = decoded.format
        self.encodedHeader = JWEHeader.encoded(keyID: keyID)
        self.keyIDCString = keyID.map { UnsafePointer(strdup($0)) } ?? nil
        self.serial = PublicKey.nextSerial.withLock { next in
            defer { next &+= 1 }
            return next
        }
    }

    deinit { free(UnsafeMutableRawPointer(mutating: keyIDCString)) }

    /// SHA-256 of the DER SubjectPublicKeyInfo, in lowercase hex: the usual key fingerprint.
    public var fingerprintSHA256: String { PublicKey.sha256Hex(subjectPublicKeyInfo) }

    /// SHA-256 in lowercase hex ("" if the backend fails), for key fingerprints.
    static func sha256Hex(_ spki: [UInt8]) -> String {
        guard let digest = CryptoBackend.sha256(spki) else { return "" }
        return digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
