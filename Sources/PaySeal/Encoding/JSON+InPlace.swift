// The strict reader (JSON.swift) on a document that is secret as a whole: no text of it is
// copied, on any path. A concept apart from reading an ordinary document (what it keeps, how a
// string or a number is held), with its own escape decoder; together the two would be over 600
// lines.

extension JSONValue {
    /// Parses a document that is secret as a whole, such as the params of an IIN request: they
    /// are card data whatever their shape, and a number where a string belongs, or a member of
    /// another name, must not leave a copy behind any more than the expected member does. No text
    /// of the document is copied, on a path that fails as on one that succeeds: strings become
    /// ``secretString(range:escaped:)`` and numbers ``secretNumber(range:)``, and objects keep
    /// only their members named in `names` (at any depth); the others are checked - grammar,
    /// duplicate names compared in place - and left out. A document is refused here exactly when
    /// ``parse(_:secretMembers:)`` refuses it, with the same message.
    package static func parseInPlace(_ bytes: UnsafeRawBufferPointer, keeping names: [StaticString]) throws(PaySealError.Thrown) -> JSONValue {
        var reader = Reader(bytes: bytes, secretMembers: names, inPlace: true)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected data after the JSON value") }
        return value
    }
}

extension Reader {
    /// A string token checked as ``string()`` checks it (escapes, surrogate pairs, UTF-8), and
    /// refused with the same message at the same position, but not copied: where its text is,
    /// between the quotes, and whether it has escapes. `position` is at its opening quote.
    mutating func stringInPlace() throws(PaySealError.Thrown) -> (range: Range<Int>, escaped: Bool) {
        position += 1
        let start = position
        var escaped = false
        // UTF-8 is checked a run at a time, up to each escape, where escapedString() checks it.
        var runStart = start
        func checkRun(_ reader: Reader) throws(PaySealError.Thrown) {
            guard UTF8Validation.isValid(UnsafeRawBufferPointer(rebasing: reader.bytes[runStart..<reader.position])) else {
                throw reader.error("invalid UTF-8 in a string")
            }
        }
        while true {
            skipPlainStringBytes()
            guard let byte = current, byte != UInt8(ascii: "\"") else { break }
            switch byte {
            case 0x00..<0x20:
                throw error("control character in a string")
            case UInt8(ascii: "\\"):
                try checkRun(self)
                escaped = true
                position += 1
                guard let escape = current else { throw error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "u"):
                    try pairedSurrogates(try hexQuad())
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default: throw error("invalid escape")
                }
                runStart = position
            default:
                position += 1
            }
        }
        guard current != nil else { throw error("unterminated string") }
        try checkRun(self)
        position += 1
        return (start..<(position - 1), escaped)
    }

    /// After a `\uXXXX` escape of `code`: a high surrogate must be followed by a `\u` escape of
    /// a low one, which is read; a low surrogate alone is an error. As ``escapedString()`` decides.
    mutating func pairedSurrogates(_ code: UInt32) throws(PaySealError.Thrown) {
        if (0xDC00...0xDFFF).contains(code) { throw error("unpaired surrogate") }
        guard (0xD800...0xDBFF).contains(code) else { return }
        guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
            throw error("unpaired surrogate")
        }
        position += 2
        guard (0xDC00...0xDFFF).contains(try hexQuad()) else { throw error("unpaired surrogate") }
    }

    /// An object of a document read in place: its names are compared where they are, decoded
    /// a character at a time, and only the members the reader keeps are returned.
    mutating func inPlaceObject(depth: Int) throws(PaySealError.Thrown) -> JSONValue {
        position += 1
        var kept: [(String, JSONValue)] = []
        // Each name once, by its decoded bytes: linear in the object's size, as in object(depth:).
        var names = Set<InPlaceName>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(kept) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw expected("expected a member name") }
            let nameStart = position
            let (range, escaped) = try stringInPlace()
            let name = InPlaceName(text: UnsafeRawBufferPointer(rebasing: bytes[range]), escaped: escaped)
            guard names.insert(name).inserted else {
                position = nameStart
                throw error("duplicate member name")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw expected("expected ':'") }
            position += 1
            skipWhitespace()
            let value = try self.value(depth: depth + 1)
            // The kept name is the reader's own (static) text, not a copy of the document's.
            if let keptName = secretMembers.first(where: { name.hasSameBytes(as: $0) }) { kept.append((keptName.description, value)) }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(kept)
            default: throw expected("expected ',' or '}'")
            }
        }
    }
}

/// A member name read in place: equal and hashed by its decoded UTF-8, so `"a"` and `"\u0061"`
/// are one name, as they are to ``JSONValue/parse(_:secretMembers:)``, without either being
/// copied. Only for text the reader checked (``Reader/stringInPlace()``).
struct InPlaceName: Hashable {
    let text: UnsafeRawBufferPointer
    let escaped: Bool

    var decoded: DecodedJSONText { DecodedJSONText(text: text, escaped: escaped) }

    static func == (a: InPlaceName, b: InPlaceName) -> Bool {
        guard a.escaped || b.escaped else { return a.text.elementsEqual(b.text) }
        return a.decoded.elementsEqual(b.decoded)
    }

    func hash(into hasher: inout Hasher) {
        for byte in decoded { hasher.combine(byte) }
    }

    func hasSameBytes(as name: StaticString) -> Bool {
        decoded.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}

/// The UTF-8 bytes of a JSON string's text, between its quotes, escapes decoded as they are
/// reached. Every index is checked: text the reader did not check ends early or yields U+FFFD,
/// it never reads outside `text`.
struct DecodedJSONText: Sequence, IteratorProtocol {
    let text: UnsafeRawBufferPointer
    let escaped: Bool
    private var index = 0
    /// The bytes of a decoded `\u` escape not yet returned, the next one lowest.
    private var pending: UInt32 = 0
    private var pendingCount = 0

    init(text: UnsafeRawBufferPointer, escaped: Bool) {
        self.text = text
        self.escaped = escaped
    }

    mutating func next() -> UInt8? {
        if pendingCount > 0 {
            let byte = UInt8(truncatingIfNeeded: pending)
            pending >>= 8
            pendingCount -= 1
            return byte
        }
        guard index < text.count else { return nil }
        let byte = text[index]
        index += 1
        guard escaped, byte == UInt8(ascii: "\\"), index < text.count else { return byte }
        let escape = text[index]
        index += 1
        switch escape {
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"): return unicodeEscape()
        default: return escape  // \" \\ \/
        }
    }

    /// The first UTF-8 byte of the scalar of a `\uXXXX` escape (with its low surrogate's escape,
    /// for a high one); the others are left pending.
    private mutating func unicodeEscape() -> UInt8? {
        var code = hexQuad()
        if (0xD800...0xDBFF).contains(code), index + 6 <= text.count, text[index] == UInt8(ascii: "\\") {
            index += 2
            code = 0x10000 + ((code - 0xD800) << 10) + ((hexQuad() &- 0xDC00) & 0x3FF)
        }
        var first: UInt8?
        UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { byte in
            if first == nil {
                first = byte
            } else {
                pending |= UInt32(byte) << (8 * UInt32(pendingCount))
                pendingCount += 1
            }
        }
        return first
    }

    private mutating func hexQuad() -> UInt32 {
        guard text.count - index >= 4 else {
            index = text.count
            return 0xFFFD
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = text[index] | 0x20  // a-f and A-F alike; digits keep their value
            let digit: UInt32 = (0x30...0x39).contains(byte) ? UInt32(byte - 0x30) : (0x61...0x66).contains(byte) ? UInt32(byte - 0x61 + 10) : 0
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
