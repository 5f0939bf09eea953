// The portable backend's RSA key (see Backend/CryptoBackend.swift): the numbers PaySeal read
// from the DER or JWK, and the swift-crypto keys made from them.
#if !(os(Linux) && SystemCrypto && !PortableCrypto)
import _CryptoExtras
import Foundation

/// The backend's key type: an RSA key's public numbers and its swift-crypto keys, or a key of
/// another algorithm (kept only so that the policy check names it, as the system backend does).
/// Immutable once the key is published (``CryptoBackend/checkKeyPair(_:)`` sets the private key
/// before ``PrivateKey`` is made), hence `@unchecked Sendable`.
final class CryptoKey: @unchecked Sendable {
    /// The algorithm of a key that is not RSA ("EC", "RSA-PSS", ...); `nil` for RSA.
    let otherType: String?
    /// n and e (empty for another algorithm).
    let numbers: RSAPublicNumbers
    /// `nil` when swift-crypto refuses the key (below 1024 bits or not a whole number of bytes:
    /// only test vectors have such keys); encryption then fails with ``PaySealError/Code/crypto``.
    let publicKey: _RSA.Encryption.PublicKey?
    private(set) var privateKey: _RSA.Encryption.PrivateKey?
    /// The DER RSAPrivateKey of a private key until ``CryptoBackend/checkKeyPair(_:)`` has made
    /// ``privateKey`` of it; wiped then.
    fileprivate var privateDER: [UInt8]?

    var bits: Int { numbers.bits }
    var modulusByteCount: Int { (numbers.bits + 7) / 8 }

    init(otherType: String) {
        self.otherType = otherType
        self.numbers = RSAPublicNumbers(bits: 0, modulus: [], exponent: [])
        self.publicKey = nil
    }

    /// An RSA key of `modulus` and `exponent` (big-endian magnitudes, leading zeros allowed).
    init(modulus: ArraySlice<UInt8>, exponent: ArraySlice<UInt8>, privateDER: [UInt8]? = nil) {
        let n = Array(modulus.drop { $0 == 0 }), e = Array(exponent.drop { $0 == 0 })
        let bits = n.first.map { n.count * 8 - $0.leadingZeroBitCount } ?? 0
        self.otherType = nil
        self.numbers = RSAPublicNumbers(bits: bits, modulus: n, exponent: e)
        self.publicKey = bits > 0 ? (try? RSAPublicKeyDER.pkcs1(numbers)).flatMap { try? _RSA.Encryption.PublicKey(unsafeDERRepresentation: $0) } : nil
        self.privateDER = privateDER
    }

    deinit { privateDER?.withUnsafeMutableBytes { wipeSecret($0, "private key DER") } }

    /// Throws ``PaySealError/Code/keyUnsupported`` naming the type of a key that is not RSA.
    func checkIsRSA() throws {
        guard let otherType else { return }
        let detail = otherType == "RSA-PSS" ? " (an RSA-PSS key is for signatures only)" : ""
        throw PaySealError(.keyUnsupported, "the key is of type \(otherType)\(detail); PaySeal needs an RSA key")
    }

    func rsaPublicNumbers() throws -> RSAPublicNumbers {
        guard numbers.bits > 0 else { throw KeyPolicy.zeroModulus }
        return numbers
    }

    fileprivate func setPrivateKey(_ key: _RSA.Encryption.PrivateKey?) {
        privateKey = key
        privateDER?.withUnsafeMutableBytes { wipeSecret($0, "private key DER") }
        privateDER = nil
    }
}

extension CryptoBackend {
    /// Checks that the private key's parts form one key pair: BoringSSL's RSA_check_key, which
    /// swift-crypto runs when it parses the RSAPrivateKey (n = p·q, d, e and the CRT values agree;
    /// no primality test). A key swift-crypto refuses for its size only is kept without its
    /// swift-crypto private key (decryption then fails): only test vectors have such keys.
    static func checkKeyPair(_ key: CryptoKey) throws {
        guard let der = key.privateDER else { throw KeyPolicy.inconsistentKeyPair }
        do {
            key.setPrivateKey(try _RSA.Encryption.PrivateKey(unsafeDERRepresentation: der))
        } catch {
            let usableSize = key.bits >= 1024 && key.bits % 8 == 0
            key.setPrivateKey(nil)
            if usableSize { throw KeyPolicy.inconsistentKeyPair }
        }
    }

    /// Builds an RSA key from a JWK's decoded integers (by member name).
    static func makeRSAKey(_ integers: [String: [UInt8]], includingPrivate: Bool) throws -> CryptoKey {
        guard let n = integers["n"], let e = integers["e"] else {
            throw PaySealError(.keyFormat, "the JWK members do not form an RSA key")
        }
        guard includingPrivate else { return CryptoKey(modulus: n[...], exponent: e[...]) }
        let names = ["n", "e", "d", "p", "q", "dp", "dq", "qi"]
        let parts = names.compactMap { integers[$0].map { $0[...] } }
        guard parts.count == names.count else { throw PaySealError(.keyFormat, "the JWK members do not form an RSA key") }
        return CryptoKey(modulus: n[...], exponent: e[...], privateDER: PortableDER.rsaPrivateKey(parts))
    }
}
#endif
