import COpenSSL

/// The DER encodings of an RSA public key, built from n and e with OpenSSL's ASN.1 primitives
/// (ASN1_INTEGER, ASN1_put_object). They serve as the key's SubjectPublicKeyInfo, and as the
/// canonical form a DER input must match byte for byte: OpenSSL's decoder is lenient where DER is
/// not (it reads a modulus encoded as a negative INTEGER, long-form lengths, BER), and DER has one
/// encoding per value. i2d_PUBKEY would give the same bytes, but OpenSSL 3.0 sets up an encoder on
/// every call: 928,000 instructions, against 15,000 for this (callgrind).
enum RSAPublicKeyDER {
    /// AlgorithmIdentifier { rsaEncryption, NULL }.
    private static let rsaEncryption: [UInt8] = [0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00]

    /// PKCS #1 RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
    static func pkcs1(_ numbers: RSAPublicNumbers) throws -> [UInt8] {
        try element(V_ASN1_SEQUENCE, constructed: true, [integer(numbers.modulus), integer(numbers.exponent)])
    }

    /// SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }
    /// with the RSAPublicKey as the BIT STRING's content (no unused bits).
    static func subjectPublicKeyInfo(_ numbers: RSAPublicNumbers) throws -> [UInt8] {
        let key = try element(V_ASN1_BIT_STRING, constructed: false, [[0x00], pkcs1(numbers)])
        return try element(V_ASN1_SEQUENCE, constructed: true, [rsaEncryption, key])
    }

    /// A non-negative INTEGER of the big-endian `magnitude` (i2d adds the 0x00 sign octet).
    private static func integer(_ magnitude: [UInt8]) throws -> [UInt8] {
        guard let value = ASN1_INTEGER_new() else { throw OpenSSL.failure("ASN1_INTEGER_new") }
        defer { ASN1_INTEGER_free(value) }
        guard ASN1_STRING_set(value, magnitude, Int32(magnitude.count)) == 1 else { throw OpenSSL.failure("ASN1_STRING_set") }
        let count = Int(i2d_ASN1_INTEGER(value, nil))
        guard count > 0 else { throw OpenSSL.failure("i2d_ASN1_INTEGER") }
        var encoded = [UInt8](repeating: 0, count: count)
        let written = encoded.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return Int(i2d_ASN1_INTEGER(value, &cursor))
        }
        guard written == count else { throw OpenSSL.failure("i2d_ASN1_INTEGER") }
        return encoded
    }

    /// A universal-class element whose content is `parts`, one after the other.
    private static func element(_ tag: Int32, constructed: Bool, _ parts: [[UInt8]]) throws -> [UInt8] {
        let length = parts.reduce(0) { $0 + $1.count }
        let total = Int(ASN1_object_size(constructed ? 1 : 0, Int32(length), tag))
        guard total > length else { throw OpenSSL.failure("ASN1_object_size") }
        var encoded = [UInt8](repeating: 0, count: total)
        let ok = encoded.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var cursor: UnsafeMutablePointer<UInt8>? = base
            ASN1_put_object(&cursor, constructed ? 1 : 0, Int32(length), tag, V_ASN1_UNIVERSAL)
            guard var position = cursor, position - base == total - length else { return false }
            for part in parts {
                part.withUnsafeBufferPointer { if let source = $0.baseAddress { position.update(from: source, count: $0.count) } }
                position += part.count
            }
            return true
        }
        guard ok else { throw OpenSSL.failure("ASN1_put_object") }
        return encoded
    }
}
