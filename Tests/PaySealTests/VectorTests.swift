import Foundation
import PaySeal
import PaySealVectors
import Testing

/// The repository's Vectors/ directory, found from this file's path (as swift-crypto finds its
/// Wycheproof files), so the tests run from any working directory.
let vectorsDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        let candidate = url.appendingPathComponent("Vectors")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path) { return candidate.path }
    }
    return "Vectors"
}()

@Suite("Known-answer vectors")
struct VectorTests {
    static let files = (try? VectorRunner.files(in: vectorsDirectory)) ?? []

    @Test("Vectors/ holds the files the issues ask for")
    func filesArePresent() {
        let topics = Set(Self.files.map { VectorRunner.run(file: $0).topic })
        for topic in [
            "a256cbc-hs512", "rsa-oaep-encrypt", "rsa-oaep-decrypt", "jwe-decrypt", "jwe-encrypt-kat",
            "public-key-parse", "client-api-key", "base64", "payment-payload", "device-metadata", "prepare-round-trip",
            "messages",
        ] {
            #expect(topics.contains(topic), "no vector file with topic \(topic)")
        }
    }

    @Test("Every vector file passes", arguments: files)
    func vectorFile(_ path: String) {
        let result = VectorRunner.run(file: path)
        print(result.summary)
        for failure in result.failures.prefix(20) { print("  FAILED \(failure)") }
        #expect(result.failed == 0, "\(result.file): \(result.failures.prefix(5).joined(separator: " | "))")
        // On a backend that takes no OAEP seed, a file of seeded known answers is all skipped; a
        // topic another runner replays is skipped here.
        let skippedByDesign = (!CryptoBackend.canSeedOAEP || VectorRunner.replayedElsewhere[result.topic] != nil) && result.skipped > 0
        #expect(result.passed > 0 || skippedByDesign, "\(result.file): no case passed")
    }
}
