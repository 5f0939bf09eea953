import Foundation
import Testing

@testable import PaySeal

/// Tokens of this build's crypto backend for other implementations to decrypt. When
/// `PAYSEAL_CROSS_TOKENS` names a file (Tests/portable/test-portable sets it for the portable backend, whose
/// RSA step no seeded known answer can pin), each TEST key encrypts the plaintexts below and the
/// tokens are written there; bindings/python/tests/test_cross_backend.py decrypts them with the
/// system backend (through libpayseal.so) and with joserfc.
@Suite("Tokens for cross-decryption")
struct CrossDecryptionTokens {
    static let plaintexts = ["Zahlung ✓ 日本 €", #"{"clientSessionId":"s","nonce":"n","paymentProductId":1,"paymentValues":[{"key":"cardNumber","value":"4567350000427977"}]}"#]

    @Test func writeTokensWhenAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["PAYSEAL_CROSS_TOKENS"] else { return }
        var entries: [[String: Any]] = []
        for bits in [2048, 3072, 4096] {
            let key = try PublicKey(clientAPIResponse: TestKeys.data("test-rsa-\(bits).client-api.json"))
            for plaintext in Self.plaintexts {
                entries.append(["backend": CryptoBackend.name, "bits": bits, "plaintext": plaintext, "token": try key.encrypt(plaintext)])
            }
        }
        let json = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
        try json.write(to: URL(fileURLWithPath: path))
        #expect(entries.count == 6)
    }
}
