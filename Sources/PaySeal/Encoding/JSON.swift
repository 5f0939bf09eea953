/// A strict RFC 8259 JSON reader for the small documents PaySeal reads: the Client API key
/// response, JWKs and JWE protected headers.
///
/// Written here rather than taken from FoundationEssentials because its JSONDecoder would add
/// about 12 MB of Foundation to libpayseal.so (8.7 -> 20.8 MB measured), and because these inputs
/// need things a general decoder does not promise: duplicate member names rejected (RFC 7515 §4),
/// member order kept, a nesting bound, invalid UTF-8 or lone surrogates reported, not repaired,
/// and secret members (a private JWK's "d", "p", ...) left in the caller's buffer, since a Swift
/// String copy of them could not be wiped. Parsing is linear in the input: a 2 MiB JWE header
/// of 200,000 distinct member names is read and refused in well under a second.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's text as written; PaySeal only checks its grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; names are unique.
    case object([(String, JSONValue)])
    /// The string value of a member named in `secretMembers`, or any string of a document parsed
    /// in place (``parseInPlace(_:keeping:)``): not copied out of the input. `range` is where its
    /// text is in the parsed bytes, between the quotes, with any escapes left undecoded (`escaped`
    /// says whether there are some); the reader checked its grammar.
    case secretString(range: Range<Int>, escaped: Bool)
    /// A number of a document parsed in place: where its text is in the parsed bytes.
    case secretNumber(range: Range<Int>)

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.secretString(a, aEscaped), .secretString(b, bEscaped)): return a == b && aEscaped == bEscaped
        case let (.secretNumber(a), .secretNumber(b)): return a == b
        default: return false
        }
    }

    /// The member named `name` of an object; `nil` for a missing member or a non-object.
    package subscript(name: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0.hasSameBytes(as: name) }?.1
    }

    package var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// Parses a whole document. The error message says where and what, never the text itself.
    /// String values of members named in `secretMembers` (at any depth) become ``secretString(range:escaped:)``.
    package static func parse(_ bytes: UnsafeRawBufferPointer, secretMembers: [StaticString] = []) throws(PaySealError.Thrown) -> JSONValue {
        var reader = Reader(bytes: bytes, secretMembers: secretMembers)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected data after the JSON value") }
        return value
    }

    package static func parse(_ bytes: [UInt8]) throws(PaySealError.Thrown) -> JSONValue {
        try bytes.withBytes { (raw) throws(PaySealError.Thrown) in try parse(raw) }
    }

    /// Parses a whole document of at most `limit` bytes; a longer one is a ``PaySealError/Code/limit``
    /// error naming `what` ("the brand table") and both sizes, and invalid UTF-8 is
    /// ``requireUTF8(_:named:)``'s error, naming `name` (the C ABI's parameter), else `what`.
    package static func parse(_ bytes: some ContiguousBytes, limit: Int, what: String, named name: String? = nil) throws(PaySealError.Thrown) -> JSONValue {
        try bytes.withBytes { (raw) throws(PaySealError.Thrown) in
            guard raw.count <= limit else { throw PaySealError(.limit, "\(what) has \(raw.count) bytes; the limit is \(limit)") }
            try requireUTF8(raw, named: name, what: what)
            return try parse(raw)
        }
    }

    /// Invalid UTF-8 in a JSON document, inside a string or not, is an
    /// ``PaySealError/Code/argument`` error, as in every other text input, and not a
    /// ``PaySealError/Code/json`` one: one input, one status, from Swift, the CLI and C alike.
    /// Checked before the JSON, after the size limit.
    /// `name`: the C ABI's parameter, the error's subject; without one the message names `what`.
    package static func requireUTF8(_ raw: UnsafeRawBufferPointer, named name: String?, what: String) throws(PaySealError.Thrown) {
        guard !UTF8Validation.isValid(raw) else { return }
        guard let name else { throw PaySealError(.argument, "\(what) is not valid UTF-8") }
        throw PaySealError(.argument, about: .init(name), "is not valid UTF-8")
    }
}

/// The reader behind ``JSONValue/parse(_:secretMembers:)`` and
/// ``JSONValue/parseInPlace(_:keeping:)``; its in-place objects are in JSON+InPlace.swift.
struct Reader {
    static let maximumDepth = 64
    /// Objects with more members than this check names for duplicates in a hash set; smaller
    /// ones (every document PaySeal expects) by comparing with each earlier name, which is cheaper
    /// for a handful and keeps the whole parse linear in the input either way.
    static let linearDuplicateCheckLimit = 16
    let bytes: UnsafeRawBufferPointer
    /// The members whose string values stay in place; in place, the members objects keep.
    let secretMembers: [StaticString]
    /// Nothing of the text is copied: see ``JSONValue/parseInPlace(_:keeping:)``.
    let inPlace: Bool
    var position = 0

    init(bytes: UnsafeRawBufferPointer, secretMembers: [StaticString], inPlace: Bool = false) {
        self.bytes = bytes
        self.secretMembers = secretMembers
        self.inPlace = inPlace
    }

    func error(_ what: String) -> PaySealError {
        PaySealError(.json, "invalid JSON at byte \(position): \(what)")
    }

    /// An error for a missing token: at the end of the input, says so.
    func expected(_ what: String) -> PaySealError {
        error(current == nil ? "unexpected end of input" : what)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past the bytes a string holds as they are (not a quote, a backslash or a control
    /// character): 16 at a time while none of them stops the run, then one at a time. A key's
    /// base64 is 400 such bytes; read one by one through ``current`` they cost 15 instructions a
    /// byte (callgrind).
    mutating func skipPlainStringBytes() {
        var index = position
        if let base = bytes.baseAddress {
            let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\"")), backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
            let space = SIMD16<UInt8>(repeating: 0x20)
            while bytes.count - index >= 16 {
                let chunk = (base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                if any((chunk .== quote) .| (chunk .== backslash) .| (chunk .< space)) { break }
                index += 16
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        position = index
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    mutating func expect(_ literal: StaticString, _ value: JSONValue) throws(PaySealError.Thrown) -> JSONValue {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw error("unexpected end of input") }
        for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
            throw error("unexpected character")
        }
        position += count
        return value
    }

    // value, object and array recurse, one frame each per level: what is not recursion (a
    // member name and its duplicate check, a scalar) is in functions of its own, kept out of
    // them (@inline(never)), so that 64 levels of objects need about 30 KB of stack, not 85 KB
    // (docs/card-input.md, "Bounded work": every input within the limits on a 128 KiB stack).
    mutating func value(depth: Int) throws(PaySealError.Thrown) -> JSONValue {
        guard depth < Reader.maximumDepth else { throw nestedTooDeep() }
        switch current {
        case UInt8(ascii: "{"): return inPlace ? try inPlaceObject(depth: depth) : try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        default: return try scalar()
        }
    }

    @inline(never)
    func nestedTooDeep() -> PaySealError { error("nested deeper than \(Reader.maximumDepth) levels") }

    /// A value that is neither an object nor an array.
    @inline(never)
    mutating func scalar() throws(PaySealError.Thrown) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "\""): return inPlace ? try secretString() : .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    mutating func object(depth: Int) throws(PaySealError.Thrown) -> JSONValue {
        position += 1
        var members: [(String, JSONValue)] = []
        // Member names as bytes (compared byte for byte, RFC 8259 §8.3), filled once the object
        // outgrows the linear check. Swift's Hasher is seeded per process, so crafted names
        // cannot make it degrade.
        var names = Set<[UInt8]>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            let name = try memberName(members, &names)
            if let secret = try secretMember(name) {
                members.append((name, secret))
            } else {
                members.append((name, try value(depth: depth + 1)))
            }
            guard try objectContinues() else { return .object(members) }
        }
    }

    /// A member's name and its `:` (a name the object has already is refused).
    @inline(never)
    mutating func memberName(_ members: [(String, JSONValue)], _ names: inout Set<[UInt8]>) throws(PaySealError.Thrown) -> String {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw expected("expected a member name") }
        let nameStart = position
        let name = try string()
        if members.count < Reader.linearDuplicateCheckLimit {
            guard !members.contains(where: { $0.0.hasSameBytes(as: name) }) else {
                position = nameStart
                throw error("duplicate member name")
            }
        } else {
            if names.isEmpty { names = Set(members.map { Array($0.0.utf8) }) }
            guard names.insert(Array(name.utf8)).inserted else {
                position = nameStart
                throw error("duplicate member name")
            }
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw expected("expected ':'") }
        position += 1
        skipWhitespace()
        return name
    }

    /// The value of a secret member (``isSecret(_:)``) when it is a string, read in place; nil otherwise.
    @inline(never)
    mutating func secretMember(_ name: String) throws(PaySealError.Thrown) -> JSONValue? {
        guard current == UInt8(ascii: "\""), isSecret(name) else { return nil }
        return try secretString()
    }

    /// After a member: true past a `,`, false past the closing `}`.
    @inline(never)
    mutating func objectContinues() throws(PaySealError.Thrown) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): position += 1; return true
        case UInt8(ascii: "}"): position += 1; return false
        default: throw expected("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(PaySealError.Thrown) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: throw expected("expected ',' or ']'")
            }
        }
    }

    mutating func number() throws(PaySealError.Thrown) -> JSONValue {
        let start = position
        func digits(_ reader: inout Reader) -> Int {
            var count = 0
            while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { reader.position += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw error("invalid number")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        if inPlace { return .secretNumber(range: start..<position) }
        return .number(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    mutating func hexQuad() throws(PaySealError.Thrown) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    func isSecret(_ name: String) -> Bool {
        secretMembers.contains { secret in
            name.utf8.elementsEqual(UnsafeBufferPointer(start: secret.utf8Start, count: secret.utf8CodeUnitCount))
        }
    }

    /// A secret string token, checked but not copied: `position` is at its opening quote.
    mutating func secretString() throws(PaySealError.Thrown) -> JSONValue {
        let (range, escaped) = try stringInPlace()
        return .secretString(range: range, escaped: escaped)
    }

    /// A string token; `position` is at its opening quote. Raw bytes must be valid UTF-8.
    mutating func string() throws(PaySealError.Thrown) -> String {
        position += 1
        let start = position
        // Most strings (key ids, base64 keys) have no escape: validate their bytes in one go.
        skipPlainStringBytes()
        if current == UInt8(ascii: "\"") {
            let run = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
            // ASCII needs no validation, and String(decoding:) of it is far cheaper than
            // String(validating:) (which was a quarter of a validate_value call).
            let text = UTF8Validation.isASCII(run) ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
            guard let text else { throw error("invalid UTF-8 in a string") }
            position += 1
            return text
        }
        position = start
        return try escapedString()
    }

    /// The rest of a string token that has escapes, from just after its opening quote.
    ///
    /// Built as UTF-8 bytes: `String.UnicodeScalarView.append(contentsOf:)` is `String +` and
    /// copies the whole string each time, which made a string of many escapes quadratic (a
    /// 1.6 MB JWE header of `a\n` pairs took 4.5 s to read).
    mutating func escapedString() throws(PaySealError.Thrown) -> String {
        var utf8: [UInt8] = []
        var runStart = position
        func flushRun(_ reader: Reader, upTo end: Int, into utf8: inout [UInt8]) throws(PaySealError.Thrown) {
            guard end > runStart else { return }
            let run = UnsafeRawBufferPointer(rebasing: reader.bytes[runStart..<end])
            guard UTF8Validation.isValid(run) else { throw reader.error("invalid UTF-8 in a string") }
            utf8.append(contentsOf: run)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(self, upTo: position, into: &utf8)
                position += 1
                // Valid: each run was validated, and each escape adds one whole scalar.
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try flushRun(self, upTo: position, into: &utf8)
                position += 1
                guard let escape = current else { throw error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800...0xDBFF).contains(code) {
                        guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate") }
                        position += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate") }
                    UTF8.encode(scalar) { utf8.append($0) }
                default:
                    throw error("invalid escape")
                }
                runStart = position
            case 0x00..<0x20:
                throw error("control character in a string")
            default:
                position += 1
            }
        }
    }
}
