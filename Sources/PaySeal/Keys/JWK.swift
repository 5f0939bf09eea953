/// An RSA JSON Web Key (RFC 7517, RFC 7518 §6.3), read strictly: members are base64url without
/// padding, and the private members come all together or not at all.
struct JWK {
    let keyID: String?
    /// Decoded big-endian integers by JWK member name ("n", "e", "d", "p", ...), wiped when the
    /// JWK goes away, whatever path it takes.
    private let integers = Integers()

    static let publicMembers = ["n", "e"]
    static let privateMembers = ["d", "p", "q", "dp", "dq", "qi"]
    /// The members the JSON reader leaves in the input instead of copying into Strings.
    private static let secretMembers: [StaticString] = ["d", "p", "q", "dp", "dq", "qi"]

    var isPrivate: Bool { integers.values["d"] != nil }

    private final class Integers {
        var values: [String: [UInt8]] = [:]
        // By the static list of names: iterating `values.keys` would share the dictionary's
        // storage, so each write below would wipe a copy and free the original unwiped.
        deinit {
            for name in JWK.privateMembers { values[name]?.withUnsafeMutableBytes { wipeSecret($0, "private JWK integer") } }
        }
    }

    init(_ bytes: UnsafeRawBufferPointer) throws(PaySealError.Thrown) {
        guard UTF8Validation.isValid(bytes) else {
            throw PaySealError(.argument, "the JWK is not valid UTF-8")
        }
        let json = try JSONValue.parse(bytes, secretMembers: JWK.secretMembers)
        guard case .object = json else { throw PaySealError(.keyFormat, "the JWK is not a JSON object") }
        guard let kty = json["kty"]?.stringValue else { throw PaySealError(.keyFormat, "the JWK has no \"kty\" string") }
        guard kty.hasSameBytes(as: "RSA") else {
            throw PaySealError(.keyUnsupported, "the JWK has kty \(Quoted(kty, limit: 16)); PaySeal needs an RSA key")
        }
        if let kid = json["kid"] {
            guard let text = kid.stringValue else { throw PaySealError(.keyFormat, "the JWK \"kid\" is not a string") }
            try PublicKey.checkKeyID(text, .json, "the JWK \"kid\"")
            keyID = text
        } else {
            keyID = nil
        }
        guard json["oth"] == nil else { throw PaySealError(.keyUnsupported, "multi-prime RSA JWKs (\"oth\") are not supported") }
        for name in JWK.publicMembers + JWK.privateMembers {
            guard let member = json[name] else { continue }
            guard let value = JWK.integer(member, in: bytes), !value.isEmpty else {
                throw PaySealError(.keyFormat, "the JWK member \"\(name)\" is not base64url without padding")
            }
            integers.values[name] = value
        }
        for name in JWK.publicMembers {
            guard let value = integers.values[name] else { throw PaySealError(.keyFormat, "the JWK has no \"\(name)\"") }
            // RFC 7518 §2 (Base64urlUInt) and §6.3.1: the shortest encoding; zero is one zero octet.
            guard value.count == 1 || value.first != 0 else {
                throw PaySealError(.keyFormat, "the JWK member \"\(name)\" has leading zero octets (RFC 7518 §6.3.1 requires the shortest encoding)")
            }
        }
        if isPrivate {
            for name in JWK.privateMembers where integers.values[name] == nil {
                throw PaySealError(.keyFormat, "the private JWK has no \"\(name)\" (PaySeal needs all CRT members)")
            }
        } else if let name = JWK.privateMembers.first(where: { integers.values[$0] != nil }) {
            throw PaySealError(.keyFormat, "the JWK has the private member \"\(name)\" but no \"d\"")
        }
    }

    /// A member's decoded base64url value: a secret member straight from the input, never
    /// copied as text; `nil` when it is not a string of base64url without padding.
    private static func integer(_ member: JSONValue, in bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        switch member {
        case let .string(text): return Base64.decode(text, .url)
        case let .secretString(range, escaped):
            // base64url needs no escape; a JSON escape here is not the plain text RFC 7518 asks for.
            guard !escaped else { return nil }
            return Base64.decode(UnsafeRawBufferPointer(rebasing: bytes[range]), .url)
        default: return nil
        }
    }

    /// Builds the key in the backend; the decoded private integers are wiped when the JWK goes.
    func makeKey(includingPrivate: Bool) throws(PaySealError.Thrown) -> CryptoKey {
        try CryptoBackend.makeRSAKey(integers.values, includingPrivate: includingPrivate)
    }
}
