// The system backend's RSA key from a JWK's integers (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL
import COpenSSLShims

extension CryptoBackend {
    /// JWK member names and OpenSSL's RSA parameter names, public ones first. The OpenSSL names
    /// are C strings that live as long as the process: OSSL_PARAM_BLD keeps the pointer until
    /// OSSL_PARAM_BLD_to_param, so a temporary from a Swift String would dangle. (The factor
    /// names are macros built by string pasting, which Swift does not import; these are their values.)
    private static let parameterNames: [(jwk: String, openSSL: CString)] = [
        ("n", "n"), ("e", "e"), ("d", "d"),
        ("p", "rsa-factor1"), ("q", "rsa-factor2"),
        ("dp", "rsa-exponent1"), ("dq", "rsa-exponent2"), ("qi", "rsa-coefficient1"),
    ].map { ($0.0, CString($0.1)) }

    /// Builds an RSA key from a JWK's decoded integers (by member name) with EVP_PKEY_fromdata.
    static func makeRSAKey(_ integers: [String: [UInt8]], includingPrivate: Bool) throws -> CryptoKey {
        let names = includingPrivate ? parameterNames : Array(parameterNames.prefix(2))
        guard let builder = OSSL_PARAM_BLD_new() else { throw OpenSSL.failure("OSSL_PARAM_BLD_new") }
        defer { OSSL_PARAM_BLD_free(builder) }
        var numbers: [OpaquePointer] = []
        defer { for number in numbers { BN_clear_free(number) } }
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
#endif
