/// Appends JSON text to a byte buffer, byte-exact as the wire formats require (`docs/design.md`).
///
/// Written by hand because the outputs are pinned byte for byte by vectors: member order is
/// fixed, only `"`, `\` and U+0000...U+001F are escaped (as \b \f \n \r \t or \u00xx, lowercase),
/// and everything else, `/` and non-ASCII included, is written as raw UTF-8. General encoders
/// differ on each of these points (Foundation escapes `/`, Gson escapes `<>&='`).
package struct JSONWriter {
    package var bytes: [UInt8] = []

    package init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    /// JSON text written in the source (a literal): copied from the binary, with no String made.
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }  // either representation, never a trap
    }

    /// JSON text held in a String. Disfavoured so that a literal is the StaticString above: Swift
    /// otherwise reads a literal as a String, and copying a small String costs ten times as much.
    @_disfavoredOverload
    package mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }  // contiguous: one copy, not a generic walk
    }

    /// Bytes that are already JSON text.
    package mutating func raw(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
    }

    /// The most bytes a string of `count` UTF-8 bytes can take as a JSON literal: every byte
    /// escaped as \u00xx, and the quotes. Writers of secrets reserve this much, so that the
    /// buffer never grows (growing would free a copy of the secret without wiping it).
    package static func maximumLength(ofString count: Int) -> Int { count * 6 + 2 }

    /// A JSON string literal, quotes included.
    package mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { escaped($0) }
    }

    /// A JSON string literal from UTF-8 that is already known to be valid.
    package mutating func string(utf8: [UInt8]) {
        utf8.withUnsafeBufferPointer { escaped($0) }
    }

    package mutating func string(utf8: UnsafeRawBufferPointer) {
        escaped(utf8.bindMemory(to: UInt8.self))
    }

    /// Copies runs of bytes that need no escape in one go; escapes the others.
    private mutating func escaped(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<text.count {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            default:
                raw("\\u00")
                bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
                bytes.append(JSONWriter.hexDigits[Int(byte & 0x0F)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Wipes the text (payment payloads hold card data).
    package mutating func wipe() { PaySeal.wipe(&bytes) }
}
