import Testing

@testable import PaySeal

/// Proves, through the debug build's wipe log, that each kind of secret is wiped after use and
/// reads back as zeros: CEK and IV, the unwrapped CEK and the MAC/ENC keys in it, the HMAC output,
/// decrypted plaintexts and every buffer returned through `payseal_free`, payment payloads.
@Suite("Secrets are wiped")
struct SecretTests {
    /// The wipes of `label` that happened while `body` ran (other tests may add more, never fewer).
    func wipes(of labels: [String], during body: () throws -> Void) rethrows -> [String: WipeLog.Tally] {
        let before = WipeLog.snapshot
        try body()
        let after = WipeLog.snapshot
        var delta: [String: WipeLog.Tally] = [:]
        for label in labels {
            delta[label] = WipeLog.Tally(
                wipes: (after[label]?.wipes ?? 0) - (before[label]?.wipes ?? 0),
                allZero: after[label]?.allZero ?? true)
        }
        return delta
    }

    @Test func encryptionWipesTheCEKAndTheHMACOutput() throws {
        let seen = try wipes(of: ["encryption CEK and IV", "HMAC output"]) { _ = try TestKeys.public2048.encrypt("card data") }
        for (label, tally) in seen { #expect(tally.wipes >= 1 && tally.allZero, "\(label): \(tally)") }
    }

    @Test func decryptionWipesTheCEKTheTagAndThePlaintextBuffer() throws {
        let jwe = try TestKeys.public2048.encrypt("card data")
        let labels = ["decryption CEK", "expected tag", "HMAC output", "returned buffer"]
        let seen = try wipes(of: labels) { _ = try TestKeys.private2048.decrypt(jwe) }
        for (label, tally) in seen { #expect(tally.wipes >= 1 && tally.allZero, "\(label): \(tally)") }
    }

    @Test func failedDecryptionWipesToo() throws {
        var parts = try TestKeys.public2048.encrypt("card data").split(separator: ".").map(String.init)
        var tag = Base64.decode(parts[4], .url) ?? []
        tag[0] ^= 1
        parts[4] = Base64.encode(tag, .url)
        let seen = wipes(of: ["decryption CEK", "expected tag"]) { _ = try? TestKeys.private2048.decrypt(parts.joined(separator: ".")) }
        for (label, tally) in seen { #expect(tally.wipes >= 1 && tally.allZero, "\(label): \(tally)") }
    }

    @Test func prepareWipesThePayloadAndRequestsWipeTheirValues() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try request.setValue("4012000033330026", forKey: "cardNumber")
        let seen = try wipes(of: ["payment payload", "payment value"]) {
            _ = try request.prepare(with: TestKeys.public2048, metadata: .empty)
            request.wipe()
        }
        for (label, tally) in seen { #expect(tally.wipes >= 1 && tally.allZero, "\(label): \(tally)") }
    }

    @Test func returnedBuffersAreWipedWhenReleased() throws {
        guard let buffer = OwnedBuffer(capacity: 32), let pointer = buffer.handOver() else {
            Issue.record("no buffer")
            return
        }
        for index in 0..<32 { pointer[index] = 0xA5 }
        let seen = wipes(of: ["returned buffer"]) { OwnedBuffer.release(pointer) }  // what payseal_free calls
        #expect(seen["returned buffer"]?.wipes ?? 0 >= 1 && seen["returned buffer"]?.allZero == true)
    }

    @Test func privateKeyInputsAreWiped() throws {
        let seen = try wipes(of: ["PEM body"]) { _ = try PrivateKey(parsing: TestKeys.data("test-rsa-2048.private.pem")) }
        #expect(seen["PEM body"]?.wipes ?? 0 >= 1 && seen["PEM body"]?.allZero == true)
    }
}
