import Testing

@testable import PaySeal

@Suite("Strict JSON reader")
struct JSONTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" { "a" : [1, -2.5e+3, true, false, null, "x\u00e9\ud83d\udcb3\n"], "b": {} } "#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e+3"), .bool(true), .bool(false), .null, .string("xé💳\n")]))
        #expect(value["b"] == .object([]))
        #expect(value["c"] == nil)
    }

    @Test(
        "Rejects what RFC 8259 does not allow",
        arguments: [
            "", "{", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "-", "1e", "tru", "nul", "\"\\x\"", "\"a", "{\"a\" 1}",
            "\"\\ud83d\"", "\"\\udcb3\"", "\"\\ud83dx\"", "\"tab\there\"", "[1] [2]", "{\"a\":1,\"a\":2}", "'a'", "\"\\u12\"",
        ])
    func rejects(_ text: String) {
        #expect(throws: PaySealError.self) { try parse(text) }
    }

    @Test func rejectsInvalidUTF8InAString() {
        #expect(throws: PaySealError.self) { try JSONValue.parse([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: PaySealError.self) { try JSONValue.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }  // an encoded surrogate
    }

    /// The message of parsing `bytes` one way, or nil when it parses.
    func verdict(_ bytes: [UInt8], _ parse: (UnsafeRawBufferPointer) throws -> JSONValue) -> String? {
        do {
            _ = try bytes.withUnsafeBytes(parse)
            return nil
        } catch let error as PaySealError {
            return "\(error.code): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test(
        "In place, a document is refused exactly when parse refuses it, with the same message",
        arguments: [
            "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "tru", "\"\\x\"", "\"a", "{\"a\" 1}", "[1] [2]", "{\"a\":1,\"a\":2}",
            "\"\\ud83d\"", "\"\\udcb3\"", "\"\\ud83dx\"", "\"\\ud83d\\u0041\"", "{\"\\ud83d\":1}", "\"tab\there\"", "\"\\u12\"", "\"\\q\"", "\"a\\",
            #"{"a":1,"\u0061":2}"#, #"{"\ud83d\udcb3":1,"💳":2}"#, #"{"\n\/":1,"\u000a/":2}"#, #"{"é":1,"\u00E9":2}"#, #"{"a":{"a":1},"b":{"a":1}}"#,
            #"[1, -2.5e+3, true, false, null, "x\u00e9\ud83d\udcb3\n", {"b": []}]"#, #" {"cardNumber" : "4012"} "#,
            #"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"l":12,"m":13,"n":14,"o":15,"p":16,"q":17,"\u0071":18}"#,
        ])
    func inPlaceRefusesWhatParseRefuses(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(verdict(bytes) { try JSONValue.parseInPlace($0, keeping: ["a"]) } == verdict(bytes) { try JSONValue.parse($0) })
    }

    @Test func inPlaceRefusesInvalidUTF8AsParseDoes() {
        for bytes: [UInt8] in [
            [0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D],
            [0x22, 0xC3, 0x28, 0x5C, 0x6E, 0x22], [0x22, 0x5C, 0x6E, 0xC3, 0x28, 0x22],
        ] {
            let inPlace = verdict(bytes) { try JSONValue.parseInPlace($0, keeping: []) }
            #expect(inPlace != nil && inPlace == verdict(bytes) { try JSONValue.parse($0) })
        }
    }

    /// Nothing of the text is in the result: strings and numbers are ranges, members not kept are gone.
    @Test func inPlaceKeepsRangesAndTheNamedMembersOnly() throws {
        let text = #"{"x":"4012000033330026","card\u004eumber":"4012\u0020000","n":-4012.5e1,"a":["4012",{"x":1,"n":2}]}"#
        let bytes = Array(text.utf8)
        let value = try bytes.withUnsafeBytes { try JSONValue.parseInPlace($0, keeping: ["cardNumber", "n", "a"]) }
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard case let .object(members) = value, case let .secretString(card, true)? = value["cardNumber"],
            case let .secretNumber(number)? = value["n"], case let .array(items)? = value["a"], items.count == 2,
            case let .secretString(item, false) = items[0], case let .object(inner) = items[1]
        else {
            Issue.record("unexpected shape: \(value)")
            return
        }
        #expect(members.map(\.0) == ["cardNumber", "n", "a"])
        #expect(slice(card) == #"4012\u0020000"# && slice(number) == "-4012.5e1" && slice(item) == "4012")
        #expect(inner.map(\.0) == ["n"])
    }

    /// Names are compared by their decoded bytes, escapes decoded one at a time.
    @Test func decodedJSONTextIsTheStringParseReads() throws {
        for quoted in [#""plain""#, #""\"\\\/\b\f\n\r\t""#, #""\u00e9\u20AC\ud83d\udcb3x""#, #""é€💳""#, #""\u0000""#, #""""#] {
            let bytes = Array(quoted.utf8)
            let parsed = try JSONValue.parse(bytes).stringValue ?? "?"
            let inner = bytes.dropFirst().dropLast()
            let decoded = inner.withUnsafeBytes { Array(DecodedJSONText(text: $0, escaped: inner.contains(UInt8(ascii: "\\")))) }
            #expect(decoded == Array(parsed.utf8), "\(quoted)")
        }
    }

    @Test func boundsNesting() throws {
        _ = try parse(String(repeating: "[", count: 63) + String(repeating: "]", count: 63))
        let error = #expect(throws: PaySealError.self) { try parse(String(repeating: "[", count: 100_000)) }
        #expect(error?.code == .json)
    }

    @Test func writerEscapesExactlyWhatTheWireFormatSays() {
        var writer = JSONWriter()
        writer.string("\"\\/\u{08}\u{0C}\n\r\t\u{00}\u{01}\u{1F}\u{7F}é<>&'=")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""\"\\/\b\f\n\r\t\u0000\u0001\u001f"# + "\u{7F}é<>&'=\"")
    }
}
