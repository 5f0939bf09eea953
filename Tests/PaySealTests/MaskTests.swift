import Testing

@testable import PaySeal

/// The mask rules of docs/card-input.md, on the examples the document gives (the vectors in
/// Vectors/masks.*.json cover the rest).
@Suite("Masks")
struct MaskTests {
    static let card = try! Mask("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")

    @Test func formatsAsTheDocumentSays() throws {
        #expect(Self.card.format("1234") == "1234")
        #expect(Self.card.format("1234 ") == "1234")
        #expect(Self.card.format("12345") == "1234 5")
        #expect(Self.card.format("4111 1111 1111 1111") == "4111 1111 1111 1111")
        let dashed = try Mask("{{99}}-{{99}}")
        #expect(dashed.format("12abc") == "12")
        #expect(dashed.format("12 34") == "12-34")
        #expect(dashed.format("1234567") == "12-34")
        #expect(dashed.unformat("12-34") == "1234")
        #expect(try Mask("no groups").format("123") == "")
        #expect(try Mask("{{**}}").format("é🎉x") == "é🎉")
    }

    @Test func editsMoveTheCaretByTheRule() throws {
        var edit = try Self.card.edit("1234", start: 4, end: 4, replacement: "5")
        #expect(edit == MaskEdit(text: "1234 5", caret: 6))
        edit = try Self.card.edit("1234 5678", start: 5, end: 6, replacement: "")
        #expect(edit == MaskEdit(text: "1234 678", caret: 5))
        edit = try Self.card.edit("1234 5678", start: 4, end: 5, replacement: "")
        #expect(edit == MaskEdit(text: "1235 678", caret: 3))
        edit = try Self.card.edit("1234", start: 2, end: 2, replacement: "x")  // a rejected key
        #expect(edit == MaskEdit(text: "1234", caret: 2))
        // A rejected key in a text that was not formatted: the caret stays within the result
        // (found by fuzzing: it was left at start, past the end of the shorter text).
        edit = try Self.card.edit("abc", start: 2, end: 2, replacement: "x")
        #expect(edit == MaskEdit(text: "", caret: 0))
        edit = try Self.card.edit("12 34", start: 5, end: 5, replacement: "-")
        #expect(edit == MaskEdit(text: "1234", caret: 4))
        edit = try Self.card.edit("", start: 0, end: 0, replacement: "4111111111111111")  // a paste
        #expect(edit == MaskEdit(text: "4111 1111 1111 1111", caret: 19))
    }

    @Test func refusesBadMasksAndPositions() throws {
        for bad in ["{9}", "9}", "{{9", "{{9{{9}}}}", "{{9}", "}}"] {
            #expect((#expect(throws: PaySealError.self) { try Mask(bad) })?.code == .argument, "\(bad)")
        }
        for (start, end) in [(3, 2), (0, 9), (-1, 0)] {
            #expect(throws: PaySealError.self) { try Self.card.edit("1234", start: start, end: end, replacement: "") }
        }
        let any = try Mask("{{****}}")
        #expect(throws: PaySealError.self) { try any.edit("a🎉", start: 2, end: 2, replacement: "b") }  // inside the pair
        #expect(try any.edit("a🎉", start: 3, end: 3, replacement: "b") == MaskEdit(text: "a🎉b", caret: 4))
    }
}
