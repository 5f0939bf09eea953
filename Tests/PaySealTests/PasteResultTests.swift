import Testing

@testable import PaySeal

/// R18: what a person types and pastes. A PAN pasted longer than its brand's is cut and the result
/// says so; an expiry paste of no date and a CVC paste of anything but digits are refused with
/// their reason; a product's MMYY expiry field reads a year typed or pasted with four digits as its
/// last two (docs/cards.md, "PAN editing", "The expiry field", "The CVC field";
/// docs/product-fields.md, "Editing a field").
@Suite("Pastes cut or refused, and the four-digit year")
struct PasteResultTests {
    static let visaCVC = CardBrands.builtIn.brand(named: "visa")?.cvcMask ?? CardBrand.unknownBrandCVCMask

    @Test func aPANPastedTooLongIsCutAndSaysSo() throws {
        let brands = CardBrands.builtIn
        #expect(
            try brands.editPAN("", start: 0, end: 0, replacement: "411111111111111111111")
                == MaskEdit(text: "4111 1111 1111 1111 111", caret: 23, truncated: true))
        #expect(
            try brands.editPAN("", start: 0, end: 0, replacement: "37828224631000512")
                == MaskEdit(text: "3782 822463 10005", caret: 17, truncated: true))
        #expect(try brands.editPAN("3782 822463 10005", start: 5, end: 5, replacement: "99").truncated)
        #expect(try brands.editPAN("", start: 0, end: 0, replacement: "4111 1111 1111 1111") == MaskEdit(text: "4111 1111 1111 1111", caret: 19))
        // A key is never cut: past maxLength it is refused, text and caret unchanged.
        #expect(try brands.editPAN("3782 822463 10005", start: 2, end: 2, replacement: "9") == MaskEdit(text: "3782 822463 10005", caret: 2))
    }

    @Test func theCVCTakesDigitsOnly() throws {
        let notDigits = MaskEdit.notDigits
        #expect(
            try CVCEditor.edit("", start: 0, end: 0, replacement: "13/30", mask: CardBrand.unknownBrandCVCMask)
                == MaskEdit(text: "", caret: 0, refused: notDigits))
        #expect(try CVCEditor.edit("12", start: 2, end: 2, replacement: "1a", mask: Self.visaCVC) == MaskEdit(text: "12", caret: 2, refused: notDigits))
        #expect(try CVCEditor.edit("", start: 0, end: 0, replacement: " 123\n", mask: Self.visaCVC) == MaskEdit(text: "123", caret: 3))
        #expect(try CVCEditor.edit("", start: 0, end: 0, replacement: "1234", mask: Self.visaCVC) == MaskEdit(text: "123", caret: 3, truncated: true))
        #expect(try CVCEditor.edit("", start: 0, end: 0, replacement: "\u{FF11}\u{FF12}\u{FF13}", mask: Self.visaCVC) == MaskEdit(text: "123", caret: 3))
        #expect(try CVCEditor.edit("123", start: 1, end: 1, replacement: "9", mask: Self.visaCVC) == MaskEdit(text: "123", caret: 1))
        #expect(try CVCEditor.edit("12", start: 2, end: 2, replacement: "/", mask: Self.visaCVC) == MaskEdit(text: "12", caret: 2))
        // What a mask alone does with the same paste: 1330, another CVC.
        #expect(try Mask("{{9999}}").edit("", start: 0, end: 0, replacement: "13/30").text == "1330")
    }

    @Test func theEditResultAsJSON() {
        let text: [UInt8] = Array("12/28".utf8)
        let json = text.withUnsafeBytes { MaskEdit.json(text: $0, caret: 5, truncated: false, refused: MaskEdit.notADate) }
        #expect(String(decoding: json, as: UTF8.self) == #"{"text":"12/28","caret":5,"truncated":false,"refused":"notADate"}"#)
        let cut = text.withUnsafeBytes { MaskEdit.json(text: $0, caret: 0, truncated: true, refused: nil) }
        #expect(String(decoding: cut, as: UTF8.self) == #"{"text":"12/28","caret":0,"truncated":true,"refused":null}"#)
    }

    @Test func aProductsMMYYFieldReadsAFourDigitYear() throws {
        let field = try ProductFieldCheckTests.field(
            #"{"id":"e","type":"expirydate","displayHints":{"mask":"{{99}}/{{99}}"},"dataRestrictions":{"isRequired":true,"validators":{"expirationDate":{},"length":{"minLength":4,"maxLength":4}}}}"#)
        var edit = MaskEdit(text: "", caret: 0)
        var seen: [String] = []
        for key in "122028" {
            edit = try field.edit(edit.text, start: edit.caret, end: edit.caret, replacement: String(key))
            seen.append("\(edit.text) \(try ProductFieldCheckTests.state(field, edit.text))")
        }
        #expect(
            seen == [
                "1 incomplete validation.expirationDate.format", "12 incomplete validation.expirationDate.format",
                "12/2 incomplete validation.expirationDate.format", "12/20 incomplete validation.expirationDate.past",
                "12/202 incomplete validation.expirationDate.format", "12/28 valid -",
            ])
        for paste in ["12/2028", "122028", " 12 / 2028\n"] {
            #expect(try field.edit("", start: 0, end: 0, replacement: paste) == MaskEdit(text: "12/28", caret: 5), "\(paste)")
        }
        // Not a year 20YY: the mask's own edit.
        #expect(try field.edit("", start: 0, end: 0, replacement: "12/1999").text == "12/19")
        // A field of another kind: the mask's edit, a four-digit year cut as before.
        let plain = try ProductFieldCheckTests.field(#"{"id":"d","displayHints":{"mask":"{{99}}/{{99}}"}}"#)
        #expect(try plain.edit("", start: 0, end: 0, replacement: "12/2028").text == "12/20")
        #expect(try plain.edit("12/20", start: 5, end: 5, replacement: "2").text == "12/20")
        // No mask: the replacement as it is.
        let free = try ProductFieldCheckTests.field(#"{"id":"f"}"#)
        #expect(try free.edit("ab", start: 1, end: 1, replacement: "xy") == MaskEdit(text: "axyb", caret: 3))
    }
}
