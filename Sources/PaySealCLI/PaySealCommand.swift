import ArgumentParser
import Foundation
import PaySeal

@main
struct PaySealCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payseal",
        abstract: "Encrypt payment data for the payment platform's Server API (JWE RSA-OAEP + A256CBC-HS512).",
        version: paySealVersion,
        subcommands: [Demo.self, Prepare.self, Metadata.self, Encrypt.self, Decrypt.self, KeyInfo.self, Vectors.self, MaskCommand.self, Validate.self, IINCommand.self, RequestCommand.self, ProductCommand.self, CardCommand.self]
    )
}

/// Runs a command body; a PaySeal error becomes one line on stderr and exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as PaySealError {
        FileHandle.standardError.write(Data("payseal: error: \(error.message) [\(error.code.statusName)]\n".utf8))
        throw ExitCode(1)
    } catch let error as CLIError {
        FileHandle.standardError.write(Data("payseal: error: \(error.message)\n".utf8))
        throw ExitCode(1)
    }
}

struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The bytes of a file, or of standard input for "-".
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
    return Array(data)
}

/// A public key file: the Client API response JSON (`{"keyId","publicKey"}`) or any key format.
func loadPublicKey(_ path: String, keyID: String?) throws -> PublicKey {
    let bytes = try readInput(path)
    if let json = try? JSONValue.parse(bytes), json["publicKey"] != nil {
        let key = try PublicKey(clientAPIResponse: bytes)
        guard let keyID else { return key }
        return try PublicKey(parsing: key.subjectPublicKeyInfo, keyID: keyID)
    }
    return try PublicKey(parsing: bytes, keyID: keyID)
}

func writeOut(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// A JSON string literal, escaped as PaySeal writes JSON.
func jsonString(_ text: String) -> String {
    var writer = JSONWriter()
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
}
