import Foundation
import PaySeal

// `key-info` tries a key file as a public key first, then as a private key; when both fail, the
// error shown is the one of the parse the input was meant for, told by its shape.

enum PrivateKeyShape { case privateKey, der, other }

/// What a key input that failed to parse as a public key was meant to be: a private key (a PEM
/// "… PRIVATE KEY" block or a JWK with "d"), DER (either), or something else.
func privateKeyShape(_ bytes: [UInt8]) -> PrivateKeyShape {
    guard let first = bytes.first(where: { !isASCIISpace($0) }) else { return .other }
    if bytes.first == 0x30 { return .der }
    if first == UInt8(ascii: "-") {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.range(of: #"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"#, options: .regularExpression) != nil ? .privateKey : .other
    }
    if first == UInt8(ascii: "{"),
        let json = try? bytes.withUnsafeBytes({ try JSONValue.parse($0, secretMembers: privateJWKMembers) }),
        json["d"] != nil
    {
        return .privateKey
    }
    return .other
}

private let privateJWKMembers: [StaticString] = ["d", "p", "q", "dp", "dq", "qi"]

private func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
