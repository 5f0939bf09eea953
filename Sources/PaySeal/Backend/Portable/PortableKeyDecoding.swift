// The portable backend's DER key decoding, with swift-asn1's strict DER parser (see
// Backend/CryptoBackend.swift). It reads the structures PaySeal accepts and names the algorithm
// of any other key, so that both backends give the same status for the same input.
#if !(os(Linux) && SystemCrypto && !PortableCrypto)
import SwiftASN1

extension CryptoBackend {
    /// A DER SubjectPublicKeyInfo, all of `der`: RSA, or another algorithm named for the policy check.
    static func decodeSubjectPublicKeyInfo(_ der: UnsafeRawBufferPointer) throws -> CryptoKey {
        let what = "SubjectPublicKeyInfo"
        let parts = try PortableDER.sequence(PortableDER.root(Array(der)[...], what), count: 2...2, what)
        let algorithm = try PortableDER.algorithm(parts[0], what)
        guard algorithm == PortableDER.rsaEncryption else { return try PortableDER.otherKey(algorithm, what) }
        guard parts[1].identifier == .bitString, case let .primitive(bits) = parts[1].content, bits.first == 0 else {
            throw PortableDER.invalid(what)
        }
        return try rsaPublicKey(PortableDER.root(bits.dropFirst(), what), what)
    }

    /// A DER PKCS #1 RSAPublicKey, all of `der`.
    static func decodePKCS1PublicKey(_ der: UnsafeRawBufferPointer) throws -> CryptoKey {
        let what = "PKCS#1 RSAPublicKey"
        return try rsaPublicKey(PortableDER.root(Array(der)[...], what), what)
    }

    private static func rsaPublicKey(_ node: ASN1Node, _ what: String) throws -> CryptoKey {
        let parts = try PortableDER.sequence(node, count: 2...2, what)
        return CryptoKey(modulus: try PortableDER.unsignedInteger(parts[0], what), exponent: try PortableDER.unsignedInteger(parts[1], what))
    }

    /// DER PKCS#8 PrivateKeyInfo or PKCS#1 RSAPrivateKey (told apart by their second element),
    /// or an SEC 1 ECPrivateKey, named for the policy check.
    static func decodePrivateKeyDER(_ der: UnsafeRawBufferPointer) throws -> CryptoKey {
        let what = "private key (PKCS#8 or PKCS#1)"
        // swift-asn1 reads an Array; this copy of the key is wiped in place when done (by its
        // address: a wipe through Array's mutating API could copy it first while nodes share it).
        let copy = Array(der)
        defer { copy.withUnsafeBytes { wipe(UnsafeMutableRawBufferPointer(mutating: $0)) } }
        return try withExtendedLifetime(copy) { try privateKey(copy[...], what) }
    }

    private static func privateKey(_ der: ArraySlice<UInt8>, _ what: String) throws -> CryptoKey {
        let parts = try PortableDER.sequence(PortableDER.root(der, what), count: 2...10, what)
        switch parts[1].identifier {
        case .sequence:
            // PrivateKeyInfo ::= SEQUENCE { version, AlgorithmIdentifier, OCTET STRING, [0] attributes OPTIONAL, [1] OPTIONAL }
            guard parts.count >= 3, parts.count <= 5, parts[0].identifier == .integer,
                case let .primitive(version) = parts[0].content, version == [0] || version == [1],
                parts[2].identifier == .octetString, case let .primitive(privateKey) = parts[2].content
            else {
                throw PortableDER.invalid(what)
            }
            let algorithm = try PortableDER.algorithm(parts[1], what)
            guard algorithm == PortableDER.rsaEncryption else { return try PortableDER.otherKey(algorithm, what) }
            return try rsaPrivateKey(PortableDER.root(privateKey, what), what)
        case .octetString:
            return CryptoKey(otherType: "EC")  // ECPrivateKey ::= SEQUENCE { 1, OCTET STRING, ... }
        default:
            return try rsaPrivateKey(PortableDER.root(der, what), what)
        }
    }

    /// RSAPrivateKey ::= SEQUENCE { version 0, n, e, d, p, q, dp, dq, qi }: two primes only.
    private static func rsaPrivateKey(_ node: ASN1Node, _ what: String) throws -> CryptoKey {
        let parts = try PortableDER.sequence(node, count: 9...10, what)
        guard case let .primitive(version) = parts[0].content, parts[0].identifier == .integer else { throw PortableDER.invalid(what) }
        guard version == [0], parts.count == 9 else { throw KeyPolicy.multiPrimeUnsupported }
        let integers = try parts.dropFirst().map { try PortableDER.unsignedInteger($0, what) }
        return CryptoKey(modulus: integers[0], exponent: integers[1], privateDER: PortableDER.rsaPrivateKey(integers))
    }
}

/// The DER pieces the portable backend reads and writes.
enum PortableDER {
    static let rsaEncryption: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01]
    /// Algorithms OpenSSL decodes and PaySeal refuses, by the name OpenSSL gives them.
    private static let otherAlgorithms: [(oid: [UInt8], name: String)] = [
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

    /// The one DER element that is all of `bytes` (swift-asn1 refuses BER: indefinite or
    /// non-minimal lengths).
    static func root(_ slice: ArraySlice<UInt8>, _ what: String) throws -> ASN1Node {
        guard !slice.isEmpty else { throw PaySealError(.keyFormat, "the \(what) is empty") }
        guard let node = try? DER.parse(slice) else { throw invalid(what) }
        guard node.encodedBytes.count == slice.count else { throw PaySealError(.keyFormat, "the \(what) is followed by extra bytes") }
        return node
    }

    static func sequence(_ node: ASN1Node, count: ClosedRange<Int>, _ what: String) throws -> [ASN1Node] {
        guard node.identifier == .sequence, case let .constructed(children) = node.content else { throw invalid(what) }
        let parts = Array(children)
        guard count.contains(parts.count) else { throw invalid(what) }
        return parts
    }

    /// The OID of an AlgorithmIdentifier; RSA's must have NULL parameters or none.
    static func algorithm(_ node: ASN1Node, _ what: String) throws -> [UInt8] {
        let parts = try sequence(node, count: 1...2, what)
        guard parts[0].identifier == .objectIdentifier, case let .primitive(oid) = parts[0].content else { throw invalid(what) }
        if Array(oid) == rsaEncryption, parts.count == 2 {
            guard parts[1].identifier == .null, case let .primitive(empty) = parts[1].content, empty.isEmpty else { throw invalid(what) }
        }
        return Array(oid)
    }

    static func otherKey(_ oid: [UInt8], _ what: String) throws -> CryptoKey {
        guard let known = otherAlgorithms.first(where: { $0.oid == oid }) else { throw invalid(what) }
        return CryptoKey(otherType: known.name)
    }

    /// The magnitude of a non-negative INTEGER in minimal encoding (X.690 §8.3.2).
    static func unsignedInteger(_ node: ASN1Node, _ what: String) throws -> ArraySlice<UInt8> {
        guard node.identifier == .integer, case let .primitive(bytes) = node.content, let first = bytes.first else { throw invalid(what) }
        if bytes.count > 1 {
            let second = bytes[bytes.startIndex + 1]
            guard !(first == 0 && second < 0x80), !(first == 0xFF && second >= 0x80) else {
                throw PaySealError(.keyFormat, "the \(what) is not in canonical DER (an INTEGER with a redundant leading octet)")
            }
        }
        guard first < 0x80 else { throw PaySealError(.keyFormat, "the \(what) has a negative INTEGER") }
        return bytes
    }

    /// RSAPrivateKey ::= SEQUENCE { 0, n, e, d, p, q, dp, dq, qi } from the eight magnitudes,
    /// written into one buffer sized beforehand, so that no partial copy of the key is left unwiped.
    static func rsaPrivateKey(_ integers: [ArraySlice<UInt8>]) -> [UInt8] {
        let magnitudes = integers.map { $0.drop { $0 == 0 } }
        let contentLengths = [1] + magnitudes.map { $0.isEmpty ? 1 : $0.count + ($0.first.map { $0 >= 0x80 ? 1 : 0 } ?? 0) }
        let body = contentLengths.reduce(0) { $0 + headerLength($1) + $1 }
        var der: [UInt8] = []
        der.reserveCapacity(headerLength(body) + body)
        appendHeader(0x30, body, to: &der)
        appendHeader(0x02, 1, to: &der)
        der.append(0)
        for (magnitude, length) in zip(magnitudes, contentLengths.dropFirst()) {
            appendHeader(0x02, length, to: &der)
            if magnitude.isEmpty || magnitude.first.map({ $0 >= 0x80 }) == true { der.append(0) }
            der.append(contentsOf: magnitude)
        }
        return der
    }

    private static func headerLength(_ length: Int) -> Int {
        length < 0x80 ? 2 : 2 + (Int.bitWidth - length.leadingZeroBitCount + 7) / 8
    }

    private static func appendHeader(_ tag: UInt8, _ length: Int, to der: inout [UInt8]) {
        der.append(tag)
        guard length >= 0x80 else { der.append(UInt8(length)); return }
        let octets = (Int.bitWidth - length.leadingZeroBitCount + 7) / 8
        der.append(0x80 | UInt8(octets))
        for index in (0..<octets).reversed() { der.append(UInt8(truncatingIfNeeded: length >> (index * 8))) }
    }
}
#endif
