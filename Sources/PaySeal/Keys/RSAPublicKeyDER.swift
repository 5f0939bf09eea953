/// The DER encodings of an RSA public key, built from n and e. They serve as the key's
/// SubjectPublicKeyInfo, and as the canonical form a DER input must match byte for byte: a
/// backend's decoder may be lenient where DER is not (OpenSSL reads a modulus encoded as a
/// negative INTEGER, long-form lengths, BER), and DER has one encoding per value. Written here,
/// with no library, so that both crypto backends build the very same bytes (KeyTests compares
/// them with OpenSSL's i2d_PUBKEY). OpenSSL 3.0's i2d_PUBKEY sets up an encoder on every call:
/// 928,000 instructions, against 15,000 for OpenSSL's ASN.1 primitives (callgrind).
enum RSAPublicKeyDER {
    /// AlgorithmIdentifier { rsaEncryption, NULL }.
    private static let rsaEncryption: [UInt8] = [0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00]
    private static let sequenceTag: UInt8 = 0x30
    private static let integerTag: UInt8 = 0x02
    private static let bitStringTag: UInt8 = 0x03

    /// PKCS #1 RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
    static func pkcs1(_ numbers: RSAPublicNumbers) throws -> [UInt8] {
        element(sequenceTag, [integer(numbers.modulus), integer(numbers.exponent)])
    }

    /// SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }
    /// with the RSAPublicKey as the BIT STRING's content (no unused bits).
    static func subjectPublicKeyInfo(_ numbers: RSAPublicNumbers) throws -> [UInt8] {
        let key = element(bitStringTag, [[0x00], try pkcs1(numbers)])
        return element(sequenceTag, [rsaEncryption, key])
    }

    /// A non-negative INTEGER of the big-endian `magnitude`: no leading zero octets, one 0x00
    /// sign octet when the high bit is set, and zero as the one octet 0x00 (X.690 §8.3).
    private static func integer(_ magnitude: [UInt8]) -> [UInt8] {
        let digits = magnitude.drop { $0 == 0 }
        guard let first = digits.first else { return element(integerTag, [[0x00]]) }
        return element(integerTag, first & 0x80 != 0 ? [[0x00], Array(digits)] : [Array(digits)])
    }

    /// An element whose content is `parts`, one after the other, with a definite length in the
    /// shortest form (X.690 §10.1).
    private static func element(_ tag: UInt8, _ parts: [[UInt8]]) -> [UInt8] {
        let length = parts.reduce(0) { $0 + $1.count }
        var encoded: [UInt8] = [tag]
        encoded.reserveCapacity(length + 6)
        if length < 0x80 {
            encoded.append(UInt8(length))
        } else {
            let octets = (0..<MemoryLayout<Int>.size).reversed().map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) }.drop { $0 == 0 }
            encoded.append(0x80 | UInt8(octets.count))
            encoded.append(contentsOf: octets)
        }
        for part in parts { encoded.append(contentsOf: part) }
        return encoded
    }
}
