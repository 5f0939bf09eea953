import Foundation
import PaySealVectors
import Testing

@testable import PaySeal

@Suite("Keys")
struct KeyTests {
    @Test func everyFormatOfOneKeyGivesTheSameKey() throws {
        let spki = TestKeys.public2048.subjectPublicKeyInfo
        let base64 = Base64.encode(spki, .standard)
        let pem =
            "-----BEGIN PUBLIC KEY-----\n"
            + stride(from: 0, to: base64.count, by: 64).map { offset in
                String(base64.dropFirst(offset).prefix(64))
            }.joined(separator: "\n") + "\n-----END PUBLIC KEY-----\n"
        let keys = [try PublicKey(parsing: spki), try PublicKey(parsing: base64), try PublicKey(parsing: pem)]
        #expect(keys.map(\.format) == [.spkiDER, .spkiBase64, .spkiPEM])
        #expect(Set(keys.map(\.fingerprintSHA256)).count == 1)
        #expect(keys.allSatisfy { $0.bits == 2048 && $0.keyID == nil })
        #expect(TestKeys.public2048.format == .clientAPI)
        #expect(TestKeys.public2048.keyID == "payseal-test-rsa-2048")
        #expect(TestKeys.public2048.fingerprintSHA256.count == 64)
    }

    /// PaySeal builds the SubjectPublicKeyInfo itself (and checks DER inputs against it); it must be
    /// byte for byte what the crypto backend's own encoder writes (OpenSSL's i2d_PUBKEY, or
    /// swift-crypto's derRepresentation), for every valid key of the vector files.
    @Test func subjectPublicKeyInfoIsWhatTheBackendWrites() throws {
        var compared = 0
        for path in try FileManager.default.contentsOfDirectory(atPath: vectorsDirectory) where path.hasPrefix("public-key-parse.") {
            let data = try #require(FileManager.default.contents(atPath: "\(vectorsDirectory)/\(path)"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for case let vector as [String: Any] in document["cases"] as? [Any] ?? [] where vector["result"] as? String == "valid" {
                let input = try #require(vector["input"] as? [String: Any])
                let bytes = (input["hex"] as? String).flatMap(Hex.decode) ?? Array((input["text"] as? String ?? "").utf8)
                let key = try PublicKey(parsing: bytes, keyID: nil, policy: .testAllowingSmallKeys)
                let reference = CryptoBackend.referenceSubjectPublicKeyInfo(key)
                #expect(key.subjectPublicKeyInfo == reference, "\(path) \(vector["id"] ?? "?")")
                compared += 1
            }
        }
        #expect(compared > 50)
    }

    @Test func explicitKeyIDWinsOverTheJWKs() throws {
        let jwk = #"{"kty":"RSA","kid":"from-jwk","n":"\#(Base64.encode(modulus(), .url))","e":"AQAB"}"#
        #expect(try PublicKey(parsing: jwk).keyID == "from-jwk")
        #expect(try PublicKey(parsing: jwk, keyID: "explicit").keyID == "explicit")
    }

    @Test func evenModulusIsRejectedAtParseTime() {
        var n = modulus()
        n[n.count - 1] &-= 1  // odd -> even, same size
        let jwk = #"{"kty":"RSA","n":"\#(Base64.encode(n, .url))","e":"AQAB"}"#
        let error = #expect(throws: PaySealError.self) { try PublicKey(parsing: jwk) }
        #expect(error?.code == .keyFormat)
    }

    /// The test key's modulus: in its SPKI, the 256 bytes before the exponent's 5 (02 03 01 00 01).
    private func modulus() -> [UInt8] {
        let spki = TestKeys.public2048.subjectPublicKeyInfo
        return Array(spki[(spki.count - 5 - 256)..<(spki.count - 5)])
    }

    @Test func messagesNeverContainKeyMaterial() {
        let secret = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsecretsecret"
        do {
            _ = try PublicKey(parsing: secret)
            Issue.record("parsed garbage")
        } catch let error as PaySealError {
            #expect(!error.message.contains("secret"))
            #expect(error.code == .keyFormat)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func privateKeyIsNotAPublicKey() throws {
        let pem = TestKeys.data("test-rsa-2048.private.pem")
        #expect((#expect(throws: PaySealError.self) { try PublicKey(parsing: pem) })?.code == .keyFormat)
        #expect(try PrivateKey(parsing: pem).bits == 2048)
    }

    @Test func aPrivateKeyHasTheFingerprintOfItsPublicHalf() throws {
        #expect(TestKeys.private2048.subjectPublicKeyInfo == TestKeys.public2048.subjectPublicKeyInfo)
        #expect(TestKeys.private2048.fingerprintSHA256 == TestKeys.public2048.fingerprintSHA256)
        #expect(TestKeys.private4096.fingerprintSHA256 != TestKeys.public2048.fingerprintSHA256)
        #expect(TestKeys.private2048.fingerprintSHA256.count == 64)
    }
}
