import PaySealVectors
import ArgumentParser
import Foundation
import PaySeal

struct Encrypt: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Encrypt a plaintext to a public key; prints the JWE.")

    @Option(name: .long, help: "The public key: Client API response JSON, DER, base64 DER, PEM or JWK.")
    var key: String
    @Option(name: .long, help: "The JWE kid (default: the Client API keyId or the JWK kid).")
    var keyId: String?
    @Option(name: .long, help: "The plaintext file ('-' for standard input).")
    var input: String = "-"

    func run() throws {
        try reportingErrors {
            let publicKey = try loadPublicKey(key, keyID: keyId)
            writeOut(try publicKey.encrypt(try readInput(input)))
        }
    }
}

struct Decrypt: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Decrypt a JWE with a private key; writes the plaintext.")

    @Option(name: .long, help: "The private key: PEM (PKCS#8 or PKCS#1), DER or JWK.")
    var privateKey: String
    @Option(name: .long, help: "The JWE file ('-' for standard input); surrounding whitespace is ignored.")
    var input: String = "-"

    func run() throws {
        try reportingErrors {
            let key = try PrivateKey(parsing: try readInput(privateKey))
            let jwe = String(decoding: try readInput(input), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            FileHandle.standardOutput.write(Data(try key.decrypt(jwe)))
        }
    }
}

struct KeyInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key-info", abstract: "Show a key's format, size, id and SHA-256 fingerprint (of its SubjectPublicKeyInfo).")

    @Argument(help: "The key file: Client API response JSON, a public key in any format, or a private key.")
    var file: String
    @Option(name: .long, help: "A key id to use instead of the file's own.")
    var keyId: String?

    func run() throws {
        try reportingErrors {
            do {
                let key = try loadPublicKey(file, keyID: keyId)
                print("format:      \(key.format.rawValue)")
                print("type:        RSA public key, \(key.bits) bits")
                print("kid:         \(key.keyID.map(jsonString) ?? "(none)")")
                print("fingerprint: SHA-256:\(key.fingerprintSHA256)")
            } catch let publicError as PaySealError where publicError.code == .keyFormat {
                guard let key = try? PrivateKey(parsing: try readInput(file)) else { throw publicError }
                print("format:      \(key.format.rawValue)")
                print("type:        RSA private key, \(key.bits) bits")
                print("kid:         \(key.keyID.map(jsonString) ?? "(none)")")
            }
        }
    }
}

struct Vectors: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the known-answer vectors through the library; prints per-file counts, fails on any failure.")

    @Argument(help: "The vectors directory.")
    var directory: String = "Vectors"
    @Flag(name: .long, help: "List every failed case.")
    var verbose = false

    func run() throws {
        try reportingErrors {
            let files = try VectorRunner.files(in: directory)
            guard !files.isEmpty else { throw CLIError("no vector files in \(directory)") }
            var passed = 0, failed = 0, skipped = 0
            for file in files {
                let result = VectorRunner.run(file: file)
                print(result.summary)
                for failure in result.failures.prefix(verbose ? .max : 5) { print("  FAILED \(failure)") }
                passed += result.passed
                failed += result.failed
                skipped += result.skipped
            }
            print("vectors: \(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
            if failed > 0 { throw ExitCode(1) }
        }
    }
}
