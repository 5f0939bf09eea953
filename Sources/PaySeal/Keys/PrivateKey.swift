/// An RSA private key, to decrypt JWEs: for tests, tools and merchant-side debugging (a payment
/// client never holds one).
///
/// Immutable and `Sendable`: share one between threads. The backend keeps the key material and
/// clears it when the key is freed.
public final class PrivateKey: Sendable {
    let key: CryptoKey
    /// The modulus size in bits.
    public let bits: Int
    /// The format the key was given in.
    public let format: KeyFormat
    /// A JWK's "kid", if it had one.
    public let keyID: String?
    /// The DER SubjectPublicKeyInfo of the key's public half (built from n and e as for a
    /// ``PublicKey``), so a merchant can match a private key to the platform's public key.
    public let subjectPublicKeyInfo: [UInt8]

    /// SHA-256 of ``subjectPublicKeyInfo`` in lowercase hex: the ``PublicKey/fingerprintSHA256``
    /// of the matching public key.
    public var fingerprintSHA256: String { PublicKey.sha256Hex(subjectPublicKeyInfo) }

    /// Parses PEM ("PRIVATE KEY" PKCS#8 or "RSA PRIVATE KEY" PKCS#1), DER of either, or an RSA
    /// private JWK. The size and exponent policy of public keys applies.
    public convenience init(parsing bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(parsing: bytes, policy: .standard)
    }

    /// Parses a key given as any collection of bytes: `Data`, an `ArraySlice<UInt8>`, an
    /// `UnsafeRawBufferPointer`, ... (read in place when contiguous; a temporary copy is wiped).
    public convenience init(parsing bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(parsing: CollectionBytes(bytes), policy: .standard)
    }

    /// Parses a key given as text (PEM or JWK), read as UTF-8.
    public convenience init(parsing text: String) throws(PaySealError.Thrown) {
        try self.init(parsing: Array(text.utf8))
    }

    package convenience init(parsing bytes: some ContiguousBytes, policy: KeyPolicy) throws(PaySealError.Thrown) {
        try self.init(try bytes.withBytes { (bytes) throws(PaySealError.Thrown) in try KeyDecoder.privateKey(bytes, policy: policy) })
    }

    /// Not generic itself: Embedded Swift (the web build) has no generic designated initializers in classes.
    private init(_ decoded: KeyDecoder.Decoded) throws(PaySealError.Thrown) {
        self.bits = decoded.numbers.bits
        self.key = decoded.key
        self.format = decoded.format
        self.keyID = decoded.jwkKeyID
        self.subjectPublicKeyInfo = try RSAPublicKeyDER.subjectPublicKeyInfo(decoded.numbers)
    }
}
