import COpenSSL
import COpenSSLShims

/// An RSA JSON Web Key (RFC 7517, RFC 7518 §6.3), read strictly: members are base64url without
/// padding, and the private members come all together or not at all.
struct JWK {
    let keyID: String?
    /// Decoded big-endian integers by JWK member name ("n", "e", "d", "p", ...).
    private var integers: [String: [UInt8]]

    static let publicMembers = ["n", "e"]
    static let privateMembers = ["d", "p", "q", "dp", "dq", "qi"]

    var isPrivate: Bool { integers["d"] != nil }

    /// JWK member names and OpenSSL's RSA parameter names, public ones first. The OpenSSL names
    /// are C strings that live as long as the process: OSSL_PARAM_BLD keeps the pointer until
    /// OSSL_PARAM_BLD_to_param, so a temporary from a Swift String would dangle. (The factor
    /// names are macros built by string pasting, which Swift does not import; these are their values.)
    private static let parameterNames: [(jwk: String, openSSL: CString)] = [
        ("n", "n"), ("e", "e"), ("d", "d"),
        ("p", "rsa-factor1"), ("q", "rsa-factor2"),
        ("dp", "rsa-exponent1"), ("dq", "rsa-exponent2"), ("qi", "rsa-coefficient1"),
    ].map { ($0.0, CString($0.1)) }

    init(_ bytes: UnsafeRawBufferPointer) throws {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw PaySealError(.argument, "the JWK is not valid UTF-8")
        }
        let json = try JSONValue.parse(bytes)
        guard case .object = json else { throw PaySealError(.keyFormat, "the JWK is not a JSON object") }
        guard let kty = json["kty"]?.stringValue else { throw PaySealError(.keyFormat, "the JWK has no \"kty\" string") }
        guard kty.hasSameBytes(as: "RSA") else { throw PaySealError(.keyUnsupported, "the JWK has kty \"\(kty.prefix(16))\"; PaySeal needs an RSA key") }
        if let kid = json["kid"] {
            guard let text = kid.stringValue else { throw PaySealError(.keyFormat, "the JWK \"kid\" is not a string") }
            keyID = text
        } else {
            keyID = nil
        }
        guard json["oth"] == nil else { throw PaySealError(.keyUnsupported, "multi-prime RSA JWKs (\"oth\") are not supported") }
        integers = [:]
        for name in JWK.publicMembers + JWK.privateMembers {
            guard let member = json[name] else { continue }
            guard let text = member.stringValue, let value = Base64.decode(text, .url), !value.isEmpty else {
                throw PaySealError(.keyFormat, "the JWK member \"\(name)\" is not base64url without padding")
            }
            integers[name] = value
        }
        for name in JWK.publicMembers where integers[name] == nil {
            throw PaySealError(.keyFormat, "the JWK has no \"\(name)\"")
        }
        if isPrivate {
            for name in JWK.privateMembers where integers[name] == nil {
                throw PaySealError(.keyFormat, "the private JWK has no \"\(name)\" (PaySeal needs all CRT members)")
            }
        }
    }

    /// Builds the key with EVP_PKEY_fromdata; the decoded private integers are wiped afterwards.
    mutating func makeKey(includingPrivate: Bool) throws -> EVPKey {
        defer { for name in JWK.privateMembers { integers[name]?.withUnsafeMutableBytes { wipeSecret($0, "private JWK integer") } } }
        let names = includingPrivate ? JWK.parameterNames : Array(JWK.parameterNames.prefix(2))
        guard let builder = OSSL_PARAM_BLD_new() else { throw OpenSSL.failure("OSSL_PARAM_BLD_new") }
        defer { OSSL_PARAM_BLD_free(builder) }
        var numbers: [OpaquePointer] = []
        defer { numbers.forEach { BN_clear_free($0) } }
        for (jwkName, paramName) in names {
            guard let bytes = integers[jwkName] else { continue }
            // Private integers live in OpenSSL's secure heap, so the parameter block that copies
            // them is cleared when freed.
            let isSecret = JWK.privateMembers.contains(jwkName)
            guard let number = isSecret ? BN_secure_new() : BN_new() else { throw OpenSSL.failure("BN_new") }
            numbers.append(number)
            guard bytes.withUnsafeBufferPointer({ BN_bin2bn($0.baseAddress, Int32($0.count), number) }) != nil else {
                throw OpenSSL.failure("BN_bin2bn")
            }
            guard OSSL_PARAM_BLD_push_BN(builder, paramName.pointer, number) == 1 else { throw OpenSSL.failure("OSSL_PARAM_BLD_push_BN") }
        }
        guard let params = OSSL_PARAM_BLD_to_param(builder) else { throw OpenSSL.failure("OSSL_PARAM_BLD_to_param") }
        defer { OSSL_PARAM_free(params) }

        guard let context = EVP_PKEY_CTX_new_from_name(nil, "RSA", nil) else { throw OpenSSL.failure("EVP_PKEY_CTX_new_from_name") }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        let selection = includingPrivate ? COpenSSLShims_EVP_PKEY_KEYPAIR : COpenSSLShims_EVP_PKEY_PUBLIC_KEY
        guard EVP_PKEY_fromdata_init(context) == 1, EVP_PKEY_fromdata(context, &key, selection, params) == 1, let key else {
            OpenSSL.drainErrors()
            throw PaySealError(.keyFormat, "the JWK members do not form an RSA key")
        }
        return EVPKey(takingOwnershipOf: key)
    }
}
