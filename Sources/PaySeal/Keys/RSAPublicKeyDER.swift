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
    static func pkcs1(_ numbers: RSAPublicNumbers) throws(PaySealError.Thrown) -> [UInt8] {
        encoding(numbers, inSubjectPublicKeyInfo: false)
    }

    /// SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }
    /// with the RSAPublicKey as the BIT STRING's content (no unused bits).
    static func subjectPublicKeyInfo(_ numbers: RSAPublicNumbers) throws(PaySealError.Thrown) -> [UInt8] {
        encoding(numbers, inSubjectPublicKeyInfo: true)
    }

    /// The lengths first, then every octet into one array: building each element as an array of
    /// its own and copying it into the next cost 3,000 instructions of a key's parse (callgrind).
    private static func encoding(_ numbers: RSAPublicNumbers, inSubjectPublicKeyInfo: Bool) -> [UInt8] {
        let modulus = Integer(numbers.modulus), exponent = Integer(numbers.exponent)
        let pkcs1Content = modulus.encodedCount + exponent.encodedCount
        let pkcs1Count = headerCount(pkcs1Content) + pkcs1Content
        let bitStringContent = 1 + pkcs1Count
        let spkiContent = rsaEncryption.count + headerCount(bitStringContent) + bitStringContent
        var encoded: [UInt8] = []
        encoded.reserveCapacity(inSubjectPublicKeyInfo ? headerCount(spkiContent) + spkiContent : pkcs1Count)
        if inSubjectPublicKeyInfo {
            appendHeader(sequenceTag, spkiContent, to: &encoded)
            encoded.append(contentsOf: rsaEncryption)
            appendHeader(bitStringTag, bitStringContent, to: &encoded)
            encoded.append(0x00)  // no unused bits
        }
        appendHeader(sequenceTag, pkcs1Content, to: &encoded)
        modulus.append(to: &encoded)
        exponent.append(to: &encoded)
        return encoded
    }

    /// A non-negative INTEGER of a big-endian magnitude: no leading zero octets, one 0x00 sign
    /// octet when the high bit is set, and zero as the one octet 0x00 (X.690 §8.3).
    private struct Integer {
        let digits: ArraySlice<UInt8>
        let signOctet: Bool

        init(_ magnitude: [UInt8]) {
            digits = magnitude.drop { $0 == 0 }
            signOctet = (digits.first ?? 0x80) & 0x80 != 0  // zero is the one octet 0x00 too
        }

        var contentCount: Int { digits.count + (signOctet ? 1 : 0) }
        var encodedCount: Int { RSAPublicKeyDER.headerCount(contentCount) + contentCount }

        func append(to encoded: inout [UInt8]) {
            RSAPublicKeyDER.appendHeader(integerTag, contentCount, to: &encoded)
            if signOctet { encoded.append(0x00) }
            encoded.append(contentsOf: digits)
        }
    }

    /// The octets of a tag and a definite length in the shortest form (X.690 §10.1).
    private static func headerCount(_ length: Int) -> Int {
        length < 0x80 ? 2 : 2 + lengthOctets(length)
    }

    private static func lengthOctets(_ length: Int) -> Int {
        (MemoryLayout<Int>.size * 8 - length.leadingZeroBitCount + 7) / 8
    }

    private static func appendHeader(_ tag: UInt8, _ length: Int, to encoded: inout [UInt8]) {
        encoded.append(tag)
        guard length >= 0x80 else { return encoded.append(UInt8(length)) }
        let count = lengthOctets(length)
        encoded.append(0x80 | UInt8(count))
        for index in (0..<count).reversed() { encoded.append(UInt8(truncatingIfNeeded: length >> (index * 8))) }
    }
}
