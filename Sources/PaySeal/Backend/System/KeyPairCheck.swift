// The system backend's private-key consistency check (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL

/// Checks, when a private key is parsed, that its parts form one RSA key pair, so that a key that
/// does not fails as KEY_FORMAT at parse time instead of later as a decryption failure that looks
/// like a bad JWE.
///
/// For a two-prime key with its CRT values (every PEM, DER and JWK PaySeal reads): p > 1, q > 1,
/// n = p·q, dp = d mod (p-1), dq = d mod (q-1), e·dp ≡ 1 (mod p-1), e·dq ≡ 1 (mod q-1) and
/// q·qi ≡ 1 (mod p): a wrong e, n ≠ p·q or p = q = 1 all fail. Computed here with OpenSSL's BIGNUM
/// functions because OpenSSL's own check (EVP_PKEY_pairwise_check) also tests p and q for
/// primality, which took 36 ms for a 2048-bit key and 254 ms for a 4096-bit one (measured on the
/// test keys), against microseconds for these identities. A key of three or more primes, or one
/// without its CRT values, goes to OpenSSL's full check.
enum KeyPairCheck {
    private static let names = ["n", "e", "d", "rsa-factor1", "rsa-factor2", "rsa-exponent1", "rsa-exponent2", "rsa-coefficient1"]
        .map(CString.init)
    private static let thirdFactor = CString("rsa-factor3")

    static let inconsistent = KeyPolicy.inconsistentKeyPair

    static func check(_ key: EVPKey) throws {
        var numbers: [OpaquePointer?] = Array(repeating: nil, count: names.count)
        defer { for number in numbers { BN_clear_free(number) } }
        var third: OpaquePointer?
        defer { BN_clear_free(third) }
        let complete = names.indices.allSatisfy { EVP_PKEY_get_bn_param(key.pointer, names[$0].pointer, &numbers[$0]) == 1 }
        let multiPrime = EVP_PKEY_get_bn_param(key.pointer, thirdFactor.pointer, &third) == 1
        OpenSSL.drainErrors()  // a missing parameter leaves an error on the queue
        guard complete, !multiPrime else { return try fullCheck(key) }
        let n = numbers[0], e = numbers[1], d = numbers[2], p = numbers[3], q = numbers[4]
        let dp = numbers[5], dq = numbers[6], qi = numbers[7]

        guard let context = BN_CTX_secure_new() else { throw OpenSSL.failure("BN_CTX_secure_new") }
        defer { BN_CTX_free(context) }  // clears its temporaries
        BN_CTX_start(context)
        defer { BN_CTX_end(context) }
        guard let product = BN_CTX_get(context), let p1 = BN_CTX_get(context), let q1 = BN_CTX_get(context),
            let scratch = BN_CTX_get(context)
        else { throw OpenSSL.failure("BN_CTX_get") }
        let one = BN_value_one()
        guard BN_cmp(p, one) > 0, BN_cmp(q, one) > 0 else { throw inconsistent }
        guard BN_mul(product, p, q, context) == 1, BN_sub(p1, p, one) == 1, BN_sub(q1, q, one) == 1 else {
            throw OpenSSL.failure("BN_mul")
        }
        guard BN_cmp(product, n) == 0 else { throw inconsistent }
        // dp = d mod (p-1) and e·dp ≡ 1 (mod p-1); the same for q.
        for (exponent, factorLessOne) in [(dp, p1), (dq, q1)] {
            guard BN_div(nil, scratch, d, factorLessOne, context) == 1 else { throw OpenSSL.failure("BN_div") }
            guard BN_cmp(scratch, exponent) == 0 else { throw inconsistent }
            guard BN_mod_mul(scratch, e, exponent, factorLessOne, context) == 1 else { throw OpenSSL.failure("BN_mod_mul") }
            guard BN_is_one(scratch) == 1 else { throw inconsistent }
        }
        guard BN_mod_mul(scratch, q, qi, p, context) == 1 else { throw OpenSSL.failure("BN_mod_mul") }
        guard BN_is_one(scratch) == 1 else { throw inconsistent }
    }

    private static func fullCheck(_ key: EVPKey) throws {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key.pointer, nil) else { throw OpenSSL.failure("EVP_PKEY_CTX_new_from_pkey") }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_pairwise_check(context) == 1 else {
            OpenSSL.drainErrors()
            throw inconsistent
        }
    }
}

extension CryptoBackend {
    /// Throws ``KeyPolicy/inconsistentKeyPair`` unless the private key's parts form one key pair.
    static func checkKeyPair(_ key: CryptoKey) throws { try KeyPairCheck.check(key) }
}
#endif
