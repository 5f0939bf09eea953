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

    @Test("Rejects what RFC 8259 does not allow", arguments: [
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
