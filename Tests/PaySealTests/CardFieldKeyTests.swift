import Testing

@testable import PaySeal

/// Card fields driven key by key, every intermediate state looked at: Backspace and Delete with
/// their direction (masks and the PAN field) and the expiry field editor (docs/cards.md,
/// "Deleting with a direction" and "The expiry field").
@Suite("Card field keys")
struct CardFieldKeyTests {
    static let card = try! Mask("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")

    /// A field as a host holds it, changed by one key at a time.
    struct Field {
        var state = MaskEdit(text: "", caret: 0)
        let type: (MaskEdit, String) throws -> MaskEdit
        let delete: (MaskEdit, Bool) throws -> MaskEdit

        mutating func typing(_ key: String) throws -> MaskEdit {
            state = try type(state, key)
            return state
        }

        mutating func backspace() throws -> MaskEdit {
            state = try delete(state, false)
            return state
        }

        mutating func forwardDelete() throws -> MaskEdit {
            state = try delete(state, true)
            return state
        }
    }

    static func expiryField(_ text: String = "", caret: Int? = nil) -> Field {
        Field(
            state: MaskEdit(text: text, caret: caret ?? text.utf16.count),
            type: { try ExpiryEditor.edit($0.text, start: $0.caret, end: $0.caret, replacement: $1) },
            delete: { try ExpiryEditor.delete($0.text, start: $0.caret, end: $0.caret, forward: $1) })
    }

    static func panField(_ text: String = "", caret: Int? = nil) -> Field {
        Field(
            state: MaskEdit(text: text, caret: caret ?? text.utf16.count),
            type: { try CardBrands.builtIn.editPAN($0.text, start: $0.caret, end: $0.caret, replacement: $1) },
            delete: { try CardBrands.builtIn.deletePAN($0.text, start: $0.caret, end: $0.caret, forward: $1) })
    }

    @Test func maskDeleteHasADirection() throws {
        // The issue: edit with "" at [4, 5) removed the digit behind the caret.
        #expect(try Self.card.delete("4111 2222", start: 4, end: 4, forward: true) == MaskEdit(text: "4111 222", caret: 5))
        #expect(try Self.card.delete("4111 2222", start: 5, end: 5, forward: false) == MaskEdit(text: "4112 222", caret: 3))
        #expect(try Self.card.delete("4111 2222", start: 5, end: 5, forward: true) == MaskEdit(text: "4111 222", caret: 5))
        #expect(try Self.card.delete("4111 2222", start: 3, end: 3, forward: false) == MaskEdit(text: "4112 222", caret: 2))
        // Nothing to delete: the formatted text, the caret where it was.
        #expect(try Self.card.delete("4111 2222", start: 0, end: 0, forward: false) == MaskEdit(text: "4111 2222", caret: 0))
        #expect(try Self.card.delete("4111 2222", start: 9, end: 9, forward: true) == MaskEdit(text: "4111 2222", caret: 9))
        // A selection is deleted as it is, also when it is one literal (the text formats back).
        #expect(try Self.card.delete("4111 2222", start: 2, end: 7, forward: false) == MaskEdit(text: "4122", caret: 2))
        #expect(try Self.card.delete("4111 2222", start: 4, end: 5, forward: false) == MaskEdit(text: "4111 2222", caret: 5))
        // A literal that is not a space: delete skips it in both directions.
        let dashed = try Mask("{{99}}-{{99}}")
        #expect(try dashed.delete("12-34", start: 3, end: 3, forward: false) == MaskEdit(text: "13-4", caret: 1))
        #expect(try dashed.delete("12-34", start: 2, end: 2, forward: true) == MaskEdit(text: "12-4", caret: 3))
        // Surrogate pairs count as two UTF-16 code units.
        let any = try Mask("{{**}}")
        #expect(try any.delete("🎉x", start: 2, end: 2, forward: false) == MaskEdit(text: "x", caret: 0))
        #expect(throws: PaySealError.self) { try any.delete("🎉x", start: 1, end: 1, forward: false) }
        #expect(throws: PaySealError.self) { try Self.card.delete("4111", start: 3, end: 2, forward: false) }
        #expect(throws: PaySealError.self) { try Self.card.delete("4111", start: 5, end: 5, forward: true) }
    }

    @Test func panFieldDeletesTheDigitOnTheKeysSide() throws {
        #expect(
            try CardBrands.builtIn.deletePAN("4111 2222 3333 4444", start: 4, end: 4, forward: true)
                == MaskEdit(text: "4111 2223 3334 444", caret: 5))
        #expect(
            try CardBrands.builtIn.deletePAN("4111 2222 3333 4444", start: 5, end: 5, forward: false)
                == MaskEdit(text: "4112 2223 3334 444", caret: 3))
        // Forward-Delete through a whole amex from its start: the layout follows the brand.
        var field = Self.panField("3782 822463 10005", caret: 0)
        #expect(try field.forwardDelete() == MaskEdit(text: "7828 2246 3100 05", caret: 0))
        #expect(try field.forwardDelete() == MaskEdit(text: "8282 2463 1000 5", caret: 0))
        // Backspace from the end of an amex, key by key, down to nothing.
        field = Self.panField("3782 822463 10005")
        let expected = [
            "3782 822463 1000", "3782 822463 100", "3782 822463 10", "3782 822463 1", "3782 822463",
            "3782 82246", "3782 8224", "3782 822", "3782 82", "3782 8", "3782", "378", "37", "3", "",
        ]
        for text in expected {
            let state = try field.backspace()
            #expect(state == MaskEdit(text: text, caret: text.utf16.count))
        }
        #expect(try field.backspace() == MaskEdit(text: "", caret: 0))
    }

    @Test func expiryTypedKeyByKey() throws {
        var field = Self.expiryField()
        #expect(try field.typing("1") == MaskEdit(text: "1", caret: 1))
        #expect(try field.typing("2") == MaskEdit(text: "12/", caret: 3))
        #expect(try field.typing("/") == MaskEdit(text: "12/", caret: 3))  // the / is there already
        #expect(try field.typing("2") == MaskEdit(text: "12/2", caret: 4))
        #expect(try field.typing("8") == MaskEdit(text: "12/28", caret: 5))
        #expect(try field.typing("9") == MaskEdit(text: "12/28", caret: 5))  // full: no third digit after 28
        #expect(try field.backspace() == MaskEdit(text: "12/2", caret: 4))
        #expect(try field.backspace() == MaskEdit(text: "12/", caret: 3))
        #expect(try field.backspace() == MaskEdit(text: "1", caret: 1))  // the / and the 2 go together
        #expect(try field.backspace() == MaskEdit(text: "", caret: 0))
        #expect(try field.backspace() == MaskEdit(text: "", caret: 0))

        field = Self.expiryField()
        #expect(try field.typing("2") == MaskEdit(text: "02/", caret: 3))  // February at once
        field = Self.expiryField()
        #expect(try field.typing("1") == MaskEdit(text: "1", caret: 1))
        #expect(try field.typing("3") == MaskEdit(text: "01/3", caret: 4))
        field = Self.expiryField()
        #expect(try field.typing("0") == MaskEdit(text: "0", caret: 1))
        #expect(try field.typing("0") == MaskEdit(text: "0", caret: 1))  // no month 00
        #expect(try field.typing("/") == MaskEdit(text: "0", caret: 1))  // 0 cannot be padded
        #expect(try field.typing("9") == MaskEdit(text: "09/", caret: 3))
        field = Self.expiryField()
        #expect(try field.typing("1") == MaskEdit(text: "1", caret: 1))
        #expect(try field.typing("/") == MaskEdit(text: "01/", caret: 3))
        #expect(try field.typing("a") == MaskEdit(text: "01/", caret: 3))
        // MMYYYY key by key: after 20 a third and fourth year digit; 20YY whole is written YY.
        field = Self.expiryField("12/20")
        #expect(try field.typing("3") == MaskEdit(text: "12/203", caret: 6))
        #expect(try field.typing("1") == MaskEdit(text: "12/31", caret: 5))
        #expect(try ExpiryEditor.edit("12/20", start: 4, end: 4, replacement: "3") == MaskEdit(text: "12/20", caret: 4))
        #expect(try ExpiryEditor.edit("12/21", start: 5, end: 5, replacement: "3") == MaskEdit(text: "12/21", caret: 5))
        #expect(try ExpiryEditor.delete("12/202", start: 6, end: 6, forward: false) == MaskEdit(text: "12/20", caret: 5))
    }

    @Test func expiryDeletionNeverMovesADigit() throws {
        // Backspace over the / of 11/28 leaves the year where it is: 1/28, never 12/8.
        var field = Self.expiryField("11/28", caret: 3)
        #expect(try field.backspace() == MaskEdit(text: "1/28", caret: 1))
        #expect(try field.typing("2") == MaskEdit(text: "12/28", caret: 3))
        #expect(try ExpiryEditor.edit("11/28", start: 2, end: 3, replacement: "") == MaskEdit(text: "1/28", caret: 1))
        #expect(try ExpiryEditor.edit("11/28", start: 1, end: 2, replacement: "") == MaskEdit(text: "1/28", caret: 1))
        field = Self.expiryField("12/28", caret: 0)
        #expect(try field.forwardDelete() == MaskEdit(text: "2/28", caret: 0))
        #expect(try field.forwardDelete() == MaskEdit(text: "/28", caret: 0))
        #expect(try field.typing("0") == MaskEdit(text: "0/28", caret: 1))
        #expect(try field.typing("3") == MaskEdit(text: "03/28", caret: 3))
        // The year's first digit takes the rest of the year with it (12/8 would read as the 2080s).
        field = Self.expiryField("12/28", caret: 2)
        #expect(try field.forwardDelete() == MaskEdit(text: "12/", caret: 3))
        #expect(try field.forwardDelete() == MaskEdit(text: "12/", caret: 3))
        #expect(try ExpiryEditor.delete("12/28", start: 4, end: 4, forward: false) == MaskEdit(text: "12/", caret: 3))
        #expect(try ExpiryEditor.delete("12/28", start: 5, end: 5, forward: false) == MaskEdit(text: "12/2", caret: 4))
        #expect(try ExpiryEditor.delete("12/28", start: 1, end: 4, forward: false) == MaskEdit(text: "1", caret: 1))
        #expect(try ExpiryEditor.edit("12/28", start: 3, end: 4, replacement: "3") == MaskEdit(text: "12/38", caret: 4))
        #expect(try ExpiryEditor.edit("12/28", start: 3, end: 4, replacement: "x") == MaskEdit(text: "12/", caret: 3))
        #expect(try ExpiryEditor.delete("12/28", start: 0, end: 5, forward: true) == MaskEdit(text: "", caret: 0))
        // 1 then 3 pads only when no year follows: in 1/28 it would push the year.
        #expect(try ExpiryEditor.edit("1/28", start: 1, end: 1, replacement: "3") == MaskEdit(text: "1/28", caret: 1))
    }

    @Test func expiryPastes() throws {
        for paste in ["1228", "12/28", "12/2028", "122028"] {
            #expect(try ExpiryEditor.edit("", start: 0, end: 0, replacement: paste) == MaskEdit(text: "12/28", caret: 5))
        }
        #expect(try ExpiryEditor.edit("05/27", start: 0, end: 5, replacement: "1228") == MaskEdit(text: "12/28", caret: 5))
        #expect(try ExpiryEditor.edit("", start: 0, end: 0, replacement: "12 / 28\n") == MaskEdit(text: "12/28", caret: 5))
        // A paste is the whole text it makes: no possible date, no change (text and caret), and the
        // result says why (R18).
        let notADate = MaskEdit.notADate
        for refused in ["12/1999", "13/30", "1228999", "528", "00/28", "12//28", "123/28", "12/213"] {
            #expect(try ExpiryEditor.edit("", start: 0, end: 0, replacement: refused) == MaskEdit(text: "", caret: 0, refused: notADate), "\(refused)")
        }
        #expect(try ExpiryEditor.edit("12/28", start: 3, end: 5, replacement: "2130") == MaskEdit(text: "12/28", caret: 3, refused: notADate))
        // A refused key needs no reason: the customer sees the key do nothing.
        #expect(try ExpiryEditor.edit("12/28", start: 5, end: 5, replacement: "9") == MaskEdit(text: "12/28", caret: 5))
        #expect(try ExpiryEditor.edit("12/28", start: 3, end: 5, replacement: "2030") == MaskEdit(text: "12/30", caret: 5))
        #expect(try ExpiryEditor.edit("/28", start: 0, end: 0, replacement: "12") == MaskEdit(text: "12/28", caret: 3))
        // A month of one digit is never guessed: 1/28 pasted stays a month missing a digit.
        #expect(try ExpiryEditor.edit("", start: 0, end: 0, replacement: "1/28") == MaskEdit(text: "1/28", caret: 4))
        #expect(ExpiryEditor.format("122028") == "12/28")
        #expect(ExpiryEditor.format("12/202") == "12/202")
        #expect(ExpiryEditor.format("1228") == "12/28")
        #expect(ExpiryEditor.format("12") == "12/")
        #expect(throws: PaySealError.self) { try ExpiryEditor.edit("12", start: 3, end: 3, replacement: "1") }
        #expect(throws: PaySealError.self) { try ExpiryEditor.delete("12", start: 2, end: 1, forward: true) }
    }

    @Test func brandDetails() throws {
        let table = CardBrands.builtIn
        #expect(
            String(decoding: try #require(table.brand(named: "amex")).infoJSON, as: UTF8.self)
                == #"{"name":"amex","panLengths":[15],"cvcLengths":[4],"format":[4,6,5],"advanceLength":15}"#)
        #expect(
            String(decoding: try #require(table.brand(named: "visa")).infoJSON, as: UTF8.self)
                == #"{"name":"visa","panLengths":[13,16,18,19],"cvcLengths":[3],"format":[4,4,4,4,3],"advanceLength":16}"#)
        #expect(
            String(decoding: try #require(table.brand(named: "diners")).infoJSON, as: UTF8.self)
                == #"{"name":"diners","panLengths":[14,16,19],"cvcLengths":[3],"format":[4,4,4,4,3],"advanceLength":16,"#
                + #""advanceLengths":{"36":14},"formatByLength":{"14":[4,6,4]}}"#)
        // The table's own syntax for them parses back, and is checked.
        let diners = try CardBrands(json: Array(("[" + String(decoding: try #require(table.brand(named: "diners")).normalizedJSON, as: UTF8.self) + "]").utf8))
        #expect(diners.brands.first?.advanceLengths.count == 1 && diners.brands.first?.formatByLength == [14: [4, 6, 4]])
        for bad in [
            #"{"name":"d","bins":["36"],"panLengths":[14],"advanceLength":16}"#,
            #"{"name":"d","bins":["36"],"panLengths":[14],"advanceLengths":{"37":14}}"#,
            #"{"name":"d","bins":["36"],"panLengths":[14],"formatByLength":{"15":[4]}}"#,
            #"{"name":"d","bins":["36"],"panLengths":[14],"formatByLength":[4]}"#,
        ] {
            #expect((#expect(throws: PaySealError.self) { try CardBrands(json: Array(("[" + bad + "]").utf8)) })?.code == .json, "\(bad)")
        }
        #expect(table.brand(named: "AMEX") == nil)
        let bare = try CardBrands(json: Array(#"[{"name":"x","bins":["05-07"],"pattern":"9\\d*","panLengths":[16,12,16]}]"#.utf8))
        #expect(
            String(decoding: bare.json, as: UTF8.self)
                == #"[{"name":"x","bins":["05-07"],"pattern":"9\\d*","panLengths":[12,16],"cvcLengths":[3,4],"format":[4,4,4,4],"advanceLength":16}]"#)
        #expect(
            String(decoding: table.json, as: UTF8.self).hasPrefix(
                #"[{"name":"amex","bins":["34","37"],"panLengths":[15],"cvcLengths":[4],"format":[4,6,5],"advanceLength":15},{"name":"diners","bins":["300-305","3095","36","38","39"]"#))
        #expect(table.candidates(ofPAN: "4936 98").map(\.name) == ["maestro", "visa"])
        #expect(table.candidates(ofPAN: "6011-0000").map(\.name) == ["discover", "maestro"])
        #expect(table.candidates(ofPAN: "4111").map(\.name) == ["visa"])
        #expect(table.candidates(ofPAN: "4x").isEmpty)
        #expect(table.candidates(ofPAN: "").isEmpty)
        #expect(bare.candidates(ofPAN: "0600").map(\.name) == ["x"])
        let patterned = try CardBrands(json: Array(#"[{"name":"p","pattern":"4\\d*"},{"name":"v","bins":["4"]}]"#.utf8))
        #expect(patterned.candidates(ofPAN: "41").map(\.name) == ["v", "p"])
    }
}
