import ArgumentParser
import Foundation
import PaySeal

/// `payseal inspect TOKEN|FILE`: what a merchant's server sent, read without a key.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a JWE's header and part sizes, or an encodedClientMetaInfo's JSON, without a key.",
        discussion: """
            For a JWE compact serialization: the protected header's alg, enc and kid (as JSON) and the byte size of each \
            of the five parts, checked against what RSA-OAEP + A256CBC-HS512 needs (an encrypted key of a 2048- to \
            8192-bit RSA modulus, a 16-byte IV, a ciphertext of whole 16-byte blocks, a 32-byte tag). For an \
            encodedClientMetaInfo (base64 of a JSON object): the metadata JSON. For the JSON payseal prepare prints: both. \
            Exit status 1 when the input is none of these, or when a JWE does not have that shape.
            """)

    @Argument(help: "A JWE, an encodedClientMetaInfo, payseal prepare's JSON, a file holding one, or '-' for standard input.")
    var input: String

    func run() throws {
        var problems: [String] = []
        try reportingErrors {
            let text: String
            if input == "-" || FileManager.default.fileExists(atPath: input) || !looksLikeContent(input) {
                text = String(decoding: try readInput(input), as: UTF8.self)
            } else {
                text = input
            }
            problems = try inspect(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if !problems.isEmpty {
            reportError("the JWE is not what RSA-OAEP + A256CBC-HS512 needs: " + problems.joined(separator: "; "))
            throw ExitCode(1)
        }
    }

    /// Whether an argument that names no file is meant as the token itself rather than a file
    /// name with a typo (which then fails as "does not exist").
    private func looksLikeContent(_ argument: String) -> Bool {
        let text = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("{") || text.hasPrefix("ey") || Base64.decode(text, .standard) != nil
    }

    /// Prints what `text` is; returns the JWE's problems.
    private func inspect(_ text: String) throws -> [String] {
        guard !text.isEmpty else { throw CLIError("the input is empty") }
        if text.hasPrefix("{") {
            let json = try parsePreparedJSON(text)
            let fields = json["encryptedFields"], metaInfo = json["encodedClientMetaInfo"]
            guard fields != nil || metaInfo != nil else {
                throw CLIError("the JSON has neither \"encryptedFields\" nor \"encodedClientMetaInfo\" (expected what payseal prepare prints)")
            }
            var problems: [String] = []
            if let fields {
                guard let jwe = fields.stringValue else { throw CLIError("\"encryptedFields\" is not a string") }
                writeOut("encryptedFields:")
                problems = try inspectJWE(jwe, indent: "  ")
            }
            if let metaInfo {
                guard let encoded = metaInfo.stringValue else { throw CLIError("\"encodedClientMetaInfo\" is not a string") }
                writeOut("encodedClientMetaInfo:")
                try inspectMetadata(encoded, indent: "  ")
            }
            return problems
        }
        if text.contains(".") {
            return try inspectJWE(text, indent: "")
        }
        guard Base64.decode(text, .standard) != nil else {
            throw CLIError(
                "the input is neither a JWE (five base64url parts joined by \".\"), an encodedClientMetaInfo"
                    + " (base64 of a JSON object) nor the JSON payseal prepare prints")
        }
        writeOut("encodedClientMetaInfo:")
        try inspectMetadata(text, indent: "  ")
        return []
    }

    private func inspectJWE(_ jwe: String, indent: String) throws -> [String] {
        let parts = jwe.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 5 else {
            throw CLIError("a JWE compact serialization has 5 parts joined by \".\"; this one has \(parts.count)")
        }
        let names = ["protected header", "encrypted key", "IV", "ciphertext", "tag"]
        var problems: [String] = []
        var decoded: [[UInt8]?] = []
        for (name, part) in zip(names, parts) {
            let bytes = Base64.decode(part, .url)
            if bytes == nil { problems.append("the \(name) is not base64url (URL-safe alphabet, no padding)") }
            decoded.append(bytes)
        }
        writeOut("\(indent)JWE compact serialization, \(jwe.utf8.count) characters")

        // The protected header.
        if let headerBytes = decoded[0] {
            if let header = try? JSONValue.parse(headerBytes), case .object = header {
                writeOut("\(indent)protected header: \(String(decoding: headerBytes, as: UTF8.self))")
                for (member, expected) in [("alg", "RSA-OAEP"), ("enc", "A256CBC-HS512"), ("kid", nil)] as [(String, String?)] {
                    let value = header[member]
                    writeOut(
                        "\(indent)  \((member + ":").padding(toLength: 5, withPad: " ", startingAt: 0)) "
                            + (value.map { String(decoding: $0.serialized, as: UTF8.self) } ?? "(none)"))
                    if let expected, value != .string(expected) {
                        problems.append(
                            "the header's \(member) is " + (value.map { String(decoding: $0.serialized, as: UTF8.self) } ?? "missing")
                                + ", not \"\(expected)\"")
                    }
                }
                if header["zip"] != nil { problems.append("the header has \"zip\" (compression), which PaySeal does not decrypt") }
                if header["crit"] != nil { problems.append("the header has \"crit\", which PaySeal does not decrypt") }
            } else {
                problems.append("the protected header does not decode to a JSON object")
                writeOut("\(indent)protected header: not a JSON object (\(headerBytes.count) bytes)")
            }
        } else {
            writeOut("\(indent)protected header: not base64url")
        }

        // The sizes of the five parts.
        writeOut("\(indent)part sizes (bytes), against RSA-OAEP + A256CBC-HS512:")
        func line(_ index: Int, _ check: (Int) -> String?) {
            let label = (names[index] + ":").padding(toLength: 18, withPad: " ", startingAt: 0)
            let size = { (count: Int) in String(repeating: " ", count: max(0, 5 - String(count).count)) + String(count) }
            guard let bytes = decoded[index] else { return writeOut("\(indent)  \(label)not base64url") }
            if let problem = check(bytes.count) {
                writeOut("\(indent)  \(label)\(size(bytes.count))  WRONG: \(problem)")
                problems.append("the \(names[index]) has \(bytes.count) bytes; \(problem)")
            } else {
                writeOut("\(indent)  \(label)\(size(bytes.count))  ok")
            }
        }
        line(0) { _ in nil }
        line(1) { count in
            let bits = count * 8
            return bits >= Limits.minimumRSABits && bits <= Limits.maximumRSABits
                ? nil : "RSA-OAEP needs the modulus size of a \(Limits.minimumRSABits)- to \(Limits.maximumRSABits)-bit key"
        }
        line(2) { $0 == 16 ? nil : "A256CBC-HS512 needs 16" }
        line(3) { $0 > 0 && $0 % 16 == 0 ? nil : "A256CBC-HS512 needs a non-zero multiple of 16 (CBC with PKCS#7 padding)" }
        line(4) { $0 == 32 ? nil : "A256CBC-HS512 needs 32" }
        if let key = decoded[1], problems.isEmpty {
            writeOut("\(indent)shape: ok (an RSA key of \(key.count * 8) bits; the plaintext is \(decoded[3].map { $0.count - 16 } ?? 0) to \(decoded[3].map { $0.count - 1 } ?? 0) bytes)")
        } else {
            writeOut("\(indent)shape: \(problems.count) problem(s)")
        }
        return problems
    }

    private func inspectMetadata(_ encoded: String, indent: String) throws {
        guard let json = Base64.decode(encoded, .standard) else {
            throw CLIError("the encodedClientMetaInfo is not base64 (standard alphabet, padded)")
        }
        guard let value = try? JSONValue.parse(json), case .object(let members) = value else {
            throw CLIError("the encodedClientMetaInfo decodes to \(json.count) bytes that are not a JSON object")
        }
        writeOut("\(indent)base64 of \(json.count) bytes of JSON, \(members.count) member(s)")
        writeOut("\(indent)metadata: \(String(decoding: json, as: UTF8.self))")
    }
}
