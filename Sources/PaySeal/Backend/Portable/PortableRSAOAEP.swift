// The portable backend's RSA-OAEP, by swift-crypto (see Backend/CryptoBackend.swift).
#if !(os(Linux) && SystemCrypto && !PortableCrypto)
import _CryptoExtras
import Foundation

extension CryptoBackend {
    /// Whether ``RSAOAEP/encrypt(_:to:seed:into:)`` takes a known-answer OAEP seed: no,
    /// swift-crypto draws its own. Known answers that give the seed run on the system backend;
    /// here the RSA step is checked by decryption instead.
    package static let canSeedOAEP = false
    /// Whether ``RSAOAEP/decrypt(_:with:label:into:)`` takes an OAEP label: no.
    package static let canUseOAEPLabel = false
    /// Whether a key of this size can be used (the policy aside): swift-crypto refuses keys
    /// below 1024 bits or of a partial last byte (only test vectors have them).
    package static func canUse(keyBits: Int) -> Bool { keyBits >= 1024 && keyBits % 8 == 0 }
}

/// RSAES-OAEP with SHA-1 and MGF1-SHA-1 (JOSE "RSA-OAEP", RFC 7518 §4.3), by swift-crypto
/// (`.PKCS1_OAEP`, BoringSSL on every platform).
package enum RSAOAEP {
    /// Encrypts `message` into `output` (room for the modulus size); returns the size written.
    /// A `seed` cannot be given to swift-crypto: asking is an error (``CryptoBackend/canSeedOAEP``).
    package static func encrypt(
        _ message: UnsafeRawBufferPointer, to key: PublicKey, seed: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawBufferPointer
    ) throws -> Int {
        guard seed == nil else {
            throw PaySealError(.argument, "the portable crypto backend cannot take a known OAEP seed (swift-crypto draws its own)")
        }
        guard let publicKey = key.key.publicKey else {
            throw PaySealError(.crypto, "swift-crypto cannot use a \(key.bits)-bit RSA key")
        }
        let ciphertext: Data
        do {
            ciphertext = try publicKey.encrypt(message, padding: .PKCS1_OAEP)
        } catch {
            throw PaySealError(.crypto, "swift-crypto: RSA-OAEP encryption failed")
        }
        guard ciphertext.count <= output.count else { throw PaySealError(.crypto, "swift-crypto: RSA-OAEP wrote more than expected") }
        ciphertext.withUnsafeBytes { output.copyMemory(from: $0) }
        return ciphertext.count
    }

    /// Decrypts into `output` (room for the modulus size); `nil` on any failure, so that the
    /// caller reports every failure the same way. swift-crypto takes no OAEP label: a non-empty
    /// `label` fails.
    package static func decrypt(
        _ ciphertext: UnsafeRawBufferPointer, with key: PrivateKey, label: [UInt8] = [],
        into output: UnsafeMutableRawBufferPointer
    ) -> Int? {
        guard label.isEmpty, let privateKey = key.key.privateKey,
            var message = try? privateKey.decrypt(ciphertext, padding: .PKCS1_OAEP)
        else { return nil }
        defer { message.withUnsafeMutableBytes { wipeSecret($0, "RSA-OAEP plaintext") } }
        guard message.count <= output.count else { return nil }
        message.withUnsafeBytes { output.copyMemory(from: $0) }
        return message.count
    }
}
#endif
