import ArgumentParser
import Foundation
import PaySeal

@main
struct PaySealCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payseal",
        abstract: "Encrypt payment data for the payment platform's Server API (JWE RSA-OAEP + A256CBC-HS512).",
        discussion: """
            Exit status: 0 on success; 1 when a command fails or its input is invalid, with one "payseal: error: …" \
            line on standard error (validate, card check and prepare --product also exit 1 for an invalid value or card, \
            inspect for a token that is not what RSA-OAEP + A256CBC-HS512 needs); 64 (EX_USAGE) for a command line the \
            argument parser rejects (unknown subcommand or option, missing or malformed argument), reported as \
            "Error: …" followed by the usage. No error shows card data: one that would quote an argument with a \
            digit (a card number typed with spaces is several arguments) shows '…' instead.
            """,
        version: paySealVersion,
        subcommands: [
            Demo.self, Prepare.self, Metadata.self, Encrypt.self, Decrypt.self, Inspect.self, KeyInfo.self, Vectors.self, MaskCommand.self, Validate.self, IINCommand.self, RequestCommand.self,
            ProductCommand.self, CardCommand.self,
        ]
    )

    /// What the argument parser's own entry point does, except that a misspelled subcommand is
    /// named with the valid ones (``UnknownSubcommand``) and a usage error goes through
    /// ``redacted(_:arguments:)`` before it is printed.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty {
            // No command at all is a usage error: the help, on standard error, and exit 64.
            FileHandle.standardError.write(Data((helpMessage() + "\n").utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        if let unknown = UnknownSubcommand.find(in: arguments) {
            FileHandle.standardError.write(Data(unknown.message.utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command: ParsableCommand
            do {
                command = try parseAsRoot()
            } catch let error where exitCode(for: error) == .validationFailure {
                // The parser reports a missing option before an unknown one (`card check --pna
                // 4111` read as "Missing expected argument '--pan'"): the misspelled one is named.
                if let unknown = UnknownOption.find(in: arguments) {
                    FileHandle.standardError.write(Data(unknown.message.utf8))
                    Foundation.exit(ExitCode.validationFailure.rawValue)
                }
                throw error
            }
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { print(text) }  // --help, --version
            } else if !text.isEmpty {
                FileHandle.standardError.write(Data((redacted(text, arguments: CommandLine.arguments.dropFirst()) + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// A usage error with every command-line argument it quotes that has a digit shown as '…'.
    /// The argument parser quotes what it could not place ("3 unexpected arguments: '0000',
    /// '3333', '0026'" for a card number typed with spaces) or parse, and an argument with a
    /// digit may be card data: a PAN, a CVC, an expiry date, a payment value. Subcommand and
    /// option names have no digits, so a mistyped one is still shown.
    static func redacted(_ message: String, arguments: some Sequence<String>) -> String {
        var hidden: Set<String> = []
        for argument in arguments where argument.utf8.contains(where: { (0x30...0x39).contains($0) }) {
            hidden.insert(argument)
            // --option=VALUE: the parser may quote the value alone.
            if let equals = argument.firstIndex(of: "=") { hidden.insert(String(argument[argument.index(after: equals)...])) }
        }
        var text = message
        for argument in hidden.sorted(by: { $0.count > $1.count }) where !argument.isEmpty {
            text = text.replacingOccurrences(of: "'\(argument)'", with: "'…'")
        }
        return text
    }
}

/// Runs a command body; any error becomes one line on stderr and exit status 1 (an `ExitCode`
/// thrown by the body passes through).
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as ExitCode {
        throw error
    } catch let error as PaySealError {
        reportError("\(error.message) [\(error.code.statusName)]")
        throw ExitCode(1)
    } catch let error as CLIError {
        reportError(error.message)
        throw ExitCode(1)
    } catch {
        reportError(error.localizedDescription)
        throw ExitCode(1)
    }
}

/// "payseal: error: MESSAGE" on stderr, always one line: line breaks in the message are escaped.
func reportError(_ message: String) {
    let line = message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    FileHandle.standardError.write(Data("payseal: error: \(line)\n".utf8))
}

struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A directory that must exist, with the same reasons as ``readInput(_:)``.
func checkDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError("cannot read the directory \(path): \(unreadableReason(path))")
    }
    guard isDirectory.boolValue else { throw CLIError("\(path) is not a directory") }
    guard FileManager.default.isReadableFile(atPath: path) else { throw CLIError("cannot read the directory \(path): permission denied") }
}

/// A public key file: the Client API response JSON (`{"keyId","publicKey"}`) or any key format.
func loadPublicKey(_ path: String, keyID: String?) throws -> PublicKey {
    try parsePublicKey(try readInput(path), keyID: keyID)
}

func parsePublicKey(_ bytes: [UInt8], keyID: String?) throws -> PublicKey {
    if let json = try? JSONValue.parse(bytes), json["publicKey"] != nil {
        let key = try PublicKey(clientAPIResponse: bytes)
        guard let keyID else { return key }
        return try PublicKey(parsing: key.subjectPublicKeyInfo, keyID: keyID)
    }
    return try PublicKey(parsing: bytes, keyID: keyID)
}

/// Input that starts with "{": prepare's JSON output (or an error saying it is not JSON).
func parsePreparedJSON(_ text: String) throws -> JSONValue {
    do {
        return try JSONValue.parse(Array(text.utf8))
    } catch let error as PaySealError {
        throw CLIError("the input starts with \"{\" but is not valid JSON: \(error.message)")
    }
}

/// One edit of a field's text, as `mask edit` and `card edit` take it.
struct EditOptions: ParsableArguments {
    @Argument(help: "The field's text before the edit.") var text: String
    @Option(name: .long, help: "The selection's start.") var start: Int
    @Option(name: .long, help: "The selection's end (default: start, a caret).") var end: Int?
    @Option(name: .long, help: "What replaces the selection (default: nothing, a deletion).") var replacement = ""

    /// Applies the edit with `body(text, start, end, replacement)` and prints {"text","caret"}.
    func apply(_ body: (String, Int, Int, String) throws -> MaskEdit) throws {
        let edit = try body(text, start, end ?? start, replacement)
        writeOut("{\"text\":\(jsonString(edit.text)),\"caret\":\(edit.caret)}")
    }
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
