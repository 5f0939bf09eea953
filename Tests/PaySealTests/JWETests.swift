import Testing

@testable import PaySeal

@Suite("JWE")
struct JWETests {
    @Test func roundTripWithNonASCIIAndEmptyPlaintexts() throws {
        for plaintext in ["", "x", "Zahlung ✓ 日本 €", String(repeating: "0123456789abcdef", count: 64)] {
            let jwe = try TestKeys.public2048.encrypt(plaintext)
            #expect(try TestKeys.private2048.decrypt(jwe) == Array(plaintext.utf8))
        }
    }

    @Test func everyEncryptionIsFresh() throws {
        let first = try TestKeys.public2048.encrypt("same"), second = try TestKeys.public2048.encrypt("same")
        let a = first.split(separator: "."), b = second.split(separator: ".")
        #expect(a[0] == b[0])  // the header is fixed per key
        #expect(a[1] != b[1] && a[2] != b[2] && a[3] != b[3] && a[4] != b[4])
    }

    @Test func headerEscapesTheKid() throws {
        let key = try PublicKey(parsing: TestKeys.public2048.subjectPublicKeyInfo, keyID: "a\"b\\c/é")
        let header = Base64.decode(try key.encrypt("x").split(separator: ".")[0], .url) ?? []
        #expect(String(decoding: header, as: UTF8.self) == #"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"a\"b\\c/é"}"#)
        // Control characters have no place in a key id (a NUL would also cut the C string short).
        for kid in ["a\u{0}b", "a\u{01}", "\n", "\u{7F}", "\u{85}"] {
            let error = #expect(throws: PaySealError.self) { try PublicKey(parsing: TestKeys.public2048.subjectPublicKeyInfo, keyID: kid) }
            #expect(error?.code == .argument)
        }
        let anonymous = try PublicKey(parsing: TestKeys.public2048.subjectPublicKeyInfo)
        let plain = Base64.decode(try anonymous.encrypt("x").split(separator: ".")[0], .url) ?? []
        #expect(String(decoding: plain, as: UTF8.self) == #"{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}"#)
    }

    @Test func knownAnswerModeIsDeterministicAndSeedSized() throws {
        let randomness = KnownAnswerRandomness(cek: Array(0..<64), iv: Array(0..<16), oaepSeed: Array(0..<20))
        let plaintext: [UInt8] = Array("payload".utf8)
        let one = try plaintext.withUnsafeBytes { try TestKeys.public2048.encryptCompact($0, knownAnswer: randomness, into: .string) }
        let two = try plaintext.withUnsafeBytes { try TestKeys.public2048.encryptCompact($0, knownAnswer: randomness, into: .string) }
        // A backend that takes no OAEP seed (swift-crypto) draws its own: only the encrypted key differs.
        let varying: Set<Int> = CryptoBackend.canSeedOAEP ? [] : [1]
        let (partsOne, partsTwo) = (one.split(separator: "."), two.split(separator: "."))
        #expect(partsOne.count == 5 && partsTwo.count == 5)
        for index in 0..<5 where !varying.contains(index) { #expect(partsOne[index] == partsTwo[index], "part \(index)") }
        #expect(try TestKeys.private2048.decrypt(one) == plaintext)
        #expect(try TestKeys.private2048.decrypt(two) == plaintext)
        let short = KnownAnswerRandomness(cek: Array(0..<64), iv: Array(0..<16), oaepSeed: Array(0..<19))
        let error = #expect(throws: PaySealError.self) { try plaintext.withUnsafeBytes { try TestKeys.public2048.encryptCompact($0, knownAnswer: short, into: .string) } }
        #expect(error?.code == .argument)
    }

    /// An RSA failure and a tag failure must not be told apart by status or message.
    @Test func decryptionFailuresAreUniform() throws {
        let parts = try TestKeys.public2048.encrypt("secret").split(separator: ".").map(String.init)
        func flipped(_ index: Int) -> String {
            var bytes = Base64.decode(parts[index], .url) ?? []
            bytes[bytes.count / 2] ^= 1
            var copy = parts
            copy[index] = Base64.encode(bytes, .url)
            return copy.joined(separator: ".")
        }
        var errors: [PaySealError] = []
        for jwe in [flipped(1), flipped(2), flipped(3), flipped(4)] {
            do { _ = try TestKeys.private2048.decrypt(jwe) } catch let error as PaySealError { errors.append(error) }
        }
        do { _ = try TestKeys.private4096.decrypt(parts.joined(separator: ".")) } catch let error as PaySealError { errors.append(error) }
        #expect(errors.count == 5)
        #expect(Set(errors) == [PaySealError.decryptionFailed])
        #expect(Set(errors.map(\.message)).count == 1)
    }

    @Test func limits() throws {
        let big = [UInt8](repeating: 0x61, count: Limits.maximumPlaintext + 1)
        #expect((#expect(throws: PaySealError.self) { try TestKeys.public2048.encrypt(big) })?.code == .limit)
        _ = try TestKeys.public2048.encrypt([UInt8](repeating: 0x61, count: Limits.maximumPlaintext))
        let huge = [UInt8](repeating: 0x41, count: Limits.maximumJWE + 1)
        #expect((#expect(throws: PaySealError.self) { try TestKeys.private2048.decrypt(huge) })?.code == .limit)
    }

    @Test func invalidUTF8IsAnArgumentError() {
        #expect((#expect(throws: PaySealError.self) { try TestKeys.private2048.decrypt([0x65, 0xFF, 0x2E]) })?.code == .argument)
    }

    @Test func concurrentUseOfSharedKeys() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<25 {
                        let text = "task \(task) round \(round)"
                        let jwe = try TestKeys.public2048.encrypt(text)
                        guard try TestKeys.private2048.decrypt(jwe) == Array(text.utf8) else { throw PaySealError(.decrypt, "mismatch") }
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
