import ArgumentParser
import Foundation
import PaySeal
import PaySealVectors

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
    static let configuration = CommandConfiguration(
        abstract: "Decrypt a JWE with a private key; writes the plaintext.",
        discussion: "The input may also be the JSON that payseal prepare prints: its encryptedFields are decrypted.")

    @Option(name: .long, help: "The private key: PEM (PKCS#8 or PKCS#1), DER or JWK.")
    var privateKey: String
    @Option(name: .long, help: "The JWE file, or payseal prepare's JSON ('-' for standard input); surrounding whitespace is ignored.")
    var input: String = "-"

    func run() throws {
        try reportingErrors {
            let key = try loadPrivateKey(privateKey)
            let text = String(decoding: try readInput(input), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let jwe: String
            if text.hasPrefix("{") {
                let json = try parsePreparedJSON(text)
                guard let fields = json["encryptedFields"]?.stringValue else {
                    throw CLIError("the input JSON has no \"encryptedFields\" string: give a JWE or the JSON payseal prepare prints")
                }
                jwe = fields
            } else {
                jwe = text
            }
            FileHandle.standardOutput.write(Data(try key.decrypt(jwe)))
        }
    }
}

/// A private key file; a public key given instead is reported as such.
func loadPrivateKey(_ path: String) throws -> PrivateKey {
    let bytes = try readInput(path)
    do {
        return try PrivateKey(parsing: bytes)
    } catch let error as PaySealError {
        guard let publicKey = try? parsePublicKey(bytes, keyID: nil) else { throw error }
        let what =
            publicKey.format == .clientAPI
            ? "a Client API public key response" + (publicKey.keyID.map { ", kid \(jsonString($0))" } ?? "")
            : publicKey.format.rawValue
        throw CLIError(
            "\(path) is a public key (\(what)), not a private key: decrypting needs the private key of the pair"
                + " (its key-info fingerprint is SHA-256:\(publicKey.fingerprintSHA256))")
    }
}

struct KeyInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key-info", abstract: "Show a key's format, size, id and SHA-256 fingerprint (of its SubjectPublicKeyInfo).",
        discussion: "For a private key the fingerprint is that of its public half, so it matches the key-info of the public key (or Client API response) of the same pair.")

    @Argument(help: "The key file: Client API response JSON, a public key in any format, or a private key.")
    var file: String
    @Option(name: .long, help: "A key id to use instead of the file's own.")
    var keyId: String?

    func run() throws {
        try reportingErrors {
            let bytes = try readInput(file)
            do {
                let key = try parsePublicKey(bytes, keyID: keyId)
                print("format:      \(key.format.rawValue)")
                print("type:        RSA public key, \(key.bits) bits")
                print("kid:         \(key.keyID.map(jsonString) ?? "(none)")")
                print("fingerprint: SHA-256:\(key.fingerprintSHA256)")
            } catch let publicError as PaySealError where publicError.code == .keyFormat {
                let key: PrivateKey
                do {
                    key = try PrivateKey(parsing: bytes)
                } catch let privateError as PaySealError {
                    // The error of the parse the input was meant for.
                    switch privateKeyShape(bytes) {
                    case .privateKey: throw privateError
                    case .der where privateError.code != .keyFormat: throw privateError
                    case .der: throw CLIError("the DER is neither a public key (\(publicError.message)) nor a private key (\(privateError.message))")
                    case .other: throw publicError
                    }
                }
                print("format:      \(key.format.rawValue)")
                print("type:        RSA private key, \(key.bits) bits")
                print("kid:         \((keyId ?? key.keyID).map(jsonString) ?? "(none)")")
                print("fingerprint: SHA-256:\(key.fingerprintSHA256)")
            }
        }
    }
}

struct Vectors: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the known-answer vectors through the library; prints per-file counts, fails on any failure.")

    @Argument(help: "The vectors directory: the Vectors folder of a PaySeal checkout (default: ./Vectors, when there is one).")
    var directory: String?
    @Flag(name: .long, help: "List every failed case.")
    var verbose = false

    /// Outside a checkout there is no ./Vectors: the directory is then a missing argument, said
    /// as such, rather than "cannot read the directory Vectors" about a path never given.
    func validate() throws {
        var isDirectory: ObjCBool = false
        guard directory == nil, !(FileManager.default.fileExists(atPath: "Vectors", isDirectory: &isDirectory) && isDirectory.boolValue) else { return }
        throw ValidationError("missing the vectors directory (there is no ./Vectors here): give the Vectors folder of a PaySeal checkout, as in 'payseal vectors PATH/TO/payseal/Vectors'")
    }

    func run() throws {
        let directory = self.directory ?? "Vectors"
        try reportingErrors {
            try checkDirectory(directory)
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
