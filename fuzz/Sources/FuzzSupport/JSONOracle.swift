// Reading PaySeal's JSON output back with an independent parser: Foundation's
// JSONSerialization. JSONSerialization gives unordered dictionaries, so member order is read by
// a small scanner that only finds token boundaries at the top level; every name and value it
// finds is still decoded by JSONSerialization.
import Foundation

/// Parses a JSON document with Foundation; nil when Foundation rejects it.
///
/// One difference is not a PaySeal bug: JSONSerialization refuses a number beyond Double's range
/// ("Number 1e999 is not representable in Swift"), which the JSON grammar allows and RFC 8259
/// section 9 leaves to each parser. PaySeal keeps numbers as text and reads none in keys or
/// responses, so it accepts them. Such numbers are read here as 0 (Foundation checks the whole
/// document's syntax before it converts numbers, so nothing else is waived).
public func foundationParse(_ bytes: [UInt8]) -> Any? {
    do {
        return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
        let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        guard reason.hasSuffix("is not representable in Swift.") else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(zeroingOutOfRangeNumbers(bytes)), options: [.fragmentsAllowed])
    }
}

/// `bytes` with every number token outside strings whose value is beyond Double replaced by 0.
func zeroingOutOfRangeNumbers(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {  // copy a string, escapes included
            let end = endOfString(bytes, at: index) ?? bytes.count
            out.append(contentsOf: bytes[index..<end])
            index = end
        } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            let start = index
            while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
            let token = bytes[start..<index]
            let finite = Double(String(decoding: token, as: UTF8.self)).map { $0.isFinite } ?? false
            if finite { out.append(contentsOf: token) } else { out.append(UInt8(ascii: "0")) }
        } else {
            out.append(byte)
            index += 1
        }
    }
    return out
}

/// The index just past the string token that starts with the '"' at `start`; nil when the string
/// is not terminated. Escapes are skipped, not checked (Foundation checks them).
func endOfString(_ bytes: [UInt8], at start: Int) -> Int? {
    var position = start + 1
    while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: "\\"): position += 2
        case UInt8(ascii: "\""): return position + 1
        default: position += 1
        }
    }
    return nil
}

/// Decodes one JSON value token (a string, a number, `true`, an array...) with Foundation.
public func foundationValue(ofToken token: ArraySlice<UInt8>) -> Any? {
    guard let array = foundationParse([UInt8(ascii: "[")] + token + [UInt8(ascii: "]")]) as? [Any], array.count == 1 else {
        return nil
    }
    return array[0]
}

/// One member of a JSON object, in document order.
public struct JSONMember {
    /// The name, decoded by Foundation.
    public let name: String
    /// The value's text exactly as written.
    public let rawValue: ArraySlice<UInt8>
    /// The value, decoded by Foundation.
    public let value: Any
}

/// The members of `bytes` in document order when Foundation reads it as a JSON object; nil when
/// Foundation rejects it or it is no object. Read members with ``memberValue(_:in:)``, not from
/// Foundation's dictionary.
public func foundationObjectMembers(_ bytes: [UInt8]) -> [JSONMember]? {
    guard foundationParse(bytes) is [String: Any] else { return nil }
    return orderedMembers(bytes)
}

/// The value, decoded by Foundation, of the member whose name is exactly `name` (its bytes).
/// Foundation's `[String: Any]` is no help here: it merges names equal under Swift's `==`
/// ("publicKey" and "public\u{212A}ey" with the Kelvin sign), which are two members in JSON.
public func memberValue(_ name: String, in members: [JSONMember]) -> Any? {
    members.first { sameBytes($0.name, name) }?.value
}

/// Whether the member named `name` is the string `expected`, byte for byte.
public func member(_ name: String, in members: [JSONMember], is expected: String) -> Bool {
    (memberValue(name, in: members) as? String).map { sameBytes($0, expected) } == true
}

/// The members of a top-level JSON object in document order, or nil when `bytes` is not one
/// object (as far as token boundaries go). Whitespace is allowed where JSON allows it.
public func orderedMembers(_ bytes: [UInt8]) -> [JSONMember]? {
    var position = 0
    func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }
    /// Skips a string token that starts at `position`; returns false if unterminated.
    func skipString() -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let end = endOfString(bytes, at: position) else { return false }
        position = end
        return true
    }
    /// Skips any value: a string, or everything up to the next top-level ',' or '}' with
    /// brackets balanced and strings skipped.
    func skipValue() -> Bool {
        guard position < bytes.count else { return false }
        if bytes[position] == UInt8(ascii: "\"") { return skipString() }
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return true }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default: break
            }
            position += 1
        }
        return depth == 0
    }

    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
    position += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
    } else {
        while true {
            skipWhitespace()
            let nameStart = position
            guard skipString() else { return nil }
            guard let name = foundationValue(ofToken: bytes[nameStart..<position]) as? String else { return nil }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            let valueStart = position
            guard skipValue() else { return nil }
            var valueEnd = position
            while valueEnd > valueStart, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[valueEnd - 1]) { valueEnd -= 1 }
            guard let value = foundationValue(ofToken: bytes[valueStart..<valueEnd]) else { return nil }
            members.append(JSONMember(name: name, rawValue: bytes[valueStart..<valueEnd], value: value))
            skipWhitespace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            guard bytes[position] == UInt8(ascii: "}") else { return nil }
            position += 1
            break
        }
    }
    skipWhitespace()
    return position == bytes.count ? members : nil
}

/// A JSON string literal exactly as docs/design.md pins PaySeal's writer: only `"`, `\` and
/// U+0000...U+001F escaped (\b \f \n \r \t, else \u00xx in lowercase hex), all else raw UTF-8.
public func canonicalJSONString(_ text: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): out += Array("\\\"".utf8)
        case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
        case 0x08: out += Array("\\b".utf8)
        case 0x0C: out += Array("\\f".utf8)
        case 0x0A: out += Array("\\n".utf8)
        case 0x0D: out += Array("\\r".utf8)
        case 0x09: out += Array("\\t".utf8)
        case 0x00..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        default: out.append(byte)
        }
    }
    out.append(UInt8(ascii: "\""))
    return out
}

/// Byte-exact string equality (Swift's `==` is canonical equivalence, which is not what a JSON
/// round trip promises).
public func sameBytes(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

/// Decodes base64url without padding with Foundation (for PaySeal's own outputs only).
public func base64URLDecode(_ text: some StringProtocol) -> [UInt8]? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while standard.utf8.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard).map { Array($0) }
}

/// base64url without padding, with Foundation.
public func base64URLEncode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}

/// Checks the protected header of a JWE that PaySeal made: exactly
/// {"alg":"RSA-OAEP","enc":"A256CBC-HS512"[,"kid":<kid>]} in this order, read back by Foundation.
public func checkEncryptedToken(
    _ token: String, keyID: String?, modulusBytes: Int, plaintextCount: Int,
    file: StaticString = #fileID, line: UInt = #line
) {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    require(parts.count == 5, "the JWE has \(parts.count) parts", file: file, line: line)
    for part in parts {
        require(
            part.utf8.allSatisfy { byte in
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }, "a JWE part is not base64url without padding", file: file, line: line)
    }
    guard let header = base64URLDecode(parts[0]) else { oracleFailure("the JWE header is not base64url", file: file, line: line) }
    guard let members = orderedMembers(header) else {
        oracleFailure("Foundation cannot read the JWE header \(String(decoding: header, as: UTF8.self))", file: file, line: line)
    }
    var expected: [(String, String)] = [("alg", "RSA-OAEP"), ("enc", "A256CBC-HS512")]
    if let keyID { expected.append(("kid", keyID)) }
    require(
        members.count == expected.count
            && zip(members, expected).allSatisfy { member, pair in
                sameBytes(member.name, pair.0) && (member.value as? String).map { sameBytes($0, pair.1) } == true
            }, "the JWE header \(String(decoding: header, as: UTF8.self)) is not alg, enc, kid=\(keyID.debugDescription)", file: file, line: line)
    var canonical = Array("{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\"".utf8)
    if let keyID { canonical += Array(",\"kid\":".utf8) + canonicalJSONString(keyID) }
    canonical.append(UInt8(ascii: "}"))
    require(header == canonical, "the JWE header is not byte-exact: \(String(decoding: header, as: UTF8.self))", file: file, line: line)
    let sizes = parts.dropFirst().map { base64URLDecode($0)?.count ?? -1 }
    require(sizes[0] == modulusBytes, "the encrypted key has \(sizes[0]) bytes, expected \(modulusBytes)", file: file, line: line)
    require(sizes[1] == 16, "the IV has \(sizes[1]) bytes", file: file, line: line)
    require(sizes[2] == (plaintextCount / 16 + 1) * 16, "the ciphertext has \(sizes[2]) bytes for \(plaintextCount)", file: file, line: line)
    require(sizes[3] == 32, "the tag has \(sizes[3]) bytes", file: file, line: line)
}
