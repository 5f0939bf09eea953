import Testing

@testable import PaySeal

/// The offline card brands beyond the vectors: the built-in table as written, the layouts, and
/// the examples of docs/cards.md.
@Suite("Card brands")
struct CardBrandTests {
    let table = CardBrands.builtIn

    @Test func theBuiltInTableKeepsEveryBrandAndRange() {
        #expect(table.brands.map(\.name) == ["amex", "diners", "discover", "jcb", "maestro", "mastercard", "mir", "unionpay", "visa"])
        #expect(table.brands.map(\.bins.count) == [2, 5, 3, 8, 7, 6, 1, 2, 1])
        #expect(
            table.brands.map(\.layout.pattern) == [
                "{{9999}} {{999999}} {{99999}}", "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}",
                "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "{{9999}} {{9999}} {{9999}} {{9999}}",
                "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}", "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}",
                "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}",
            ])
        // Where cards usually end: amex 15, diners 14 in its 36 range and 16 elsewhere, the rest 16.
        #expect(table.brands.map(\.effectiveAdvanceLength) == [15, 16, 16, 16, 16, 16, 16, 16, 16])
        #expect(table.brand(named: "diners")?.formatByLength == [14: [4, 6, 4]])
    }

    /// A layout per PAN length (diners' 14 digits 4-6-4): while typing, the layout of the length the
    /// card may still reach, from where cards of its range usually end.
    @Test func aLayoutPerLength() throws {
        #expect(table.formatPAN("36227206271667") == "3622 720627 1667")
        #expect(table.formatPAN("362272062716675") == "3622 7206 2716 675")
        #expect(table.formatPAN("30569309025904") == "3056 930902 5904")
        #expect(try table.editPAN("3056 9309 0259 0", start: 16, end: 16, replacement: "4").text == "3056 930902 5904")
        #expect(try table.editPAN("3622 7206 2716 6", start: 16, end: 16, replacement: "7").text == "3622 720627 1667")
        #expect(try table.editPAN("3622 720627 1667", start: 16, end: 16, replacement: "5").text == "3622 7206 2716 675")
    }

    /// Mir: 2200-2204, 16 to 19 digits (16 usual), a CVC of 3.
    @Test func mirIsBuiltIn() throws {
        let today = try YearMonth(year: 2026, month: 11)
        let names = ["2200", "2204 1", "2199", "2205", "2221"].map { table.brand(ofPAN: $0)?.name }
        #expect(names == ["mir", "mir", nil, nil, "mastercard"])
        let check = table.check(pan: "2201 3820 0000 0013", cvc: "123", today: today)
        #expect(check.brand == "mir" && check.pan.state == .valid && check.pan.advance == true && check.cvc.state == .valid)
        #expect(table.check(pan: "2200", today: today).brand == "mir")
    }

    @Test func theLongestPrefixWins() {
        let names = ["", "6", "6011", "65", "644", "49369", "493698", "4", "2221", "2720", "2721", "34 3", "4a"].map { table.brand(ofPAN: $0)?.name }
        #expect(names == [nil, "maestro", "discover", "discover", "discover", "visa", "maestro", "visa", "mastercard", "mastercard", nil, "amex", nil])
    }

    @Test func theDocumentedExamples() throws {
        #expect(table.formatPAN("4111111111111111") == "4111 1111 1111 1111")
        #expect(table.formatPAN("378282246310005") == "3782 822463 10005")
        let typed = try table.editPAN("3782 822463 1000", start: 16, end: 16, replacement: "5")
        #expect(typed == MaskEdit(text: "3782 822463 10005", caret: 17))
        // Unknown while one digit is typed, amex at the second: the layout changes.
        let regrouped = try table.editPAN("3", start: 1, end: 1, replacement: "7")
        #expect(regrouped == MaskEdit(text: "37", caret: 2))
        let check = table.check(pan: "4111 1111 1111 1112", expiry: "12/2", cvc: "12", today: try YearMonth(year: 2026, month: 11))
        // A 16-digit Visa with a typo may still become a 19-digit Visa: incomplete, with the reason
        // it fails if the customer stops now; at 19 digits nothing can save it.
        #expect(
            String(decoding: check.json, as: UTF8.self)
                == #"{"brand":"visa","pan":{"state":"incomplete","reason":"luhn","maxLength":19,"advance":false},"cvc":{"state":"incomplete","reason":"length"},"expiry":{"state":"incomplete","reason":"format","advance":false},"complete":false}"#
        )
        let whole = table.check(pan: "4111-1111-1111-1111-112", today: try YearMonth(year: 2026, month: 11))
        #expect(whole.brand == "visa" && whole.pan == CardCheck.Part(.invalid, "luhn", maxLength: 19, advance: false))
    }

    @Test func worldpaysCardTypesParseAsTheyAre() throws {
        let json =
            #"[{"name":"visa","pattern":"^(?!^493698\\d*$)4\\d*$","panLengths":[16,18,19],"cvvLength":3,"images":[{"type":"image/png","url":"x"}]},"#
            + #"{"name":"maestro","pattern":"^(493698|(50[0-5][0-9]{2}|506[0-5][0-9]|5066[0-9])|(5067[7-9]|506[89][0-9]|50[78][0-9]{2})|5[6-9]|63|67)\\d*$","panLengths":[12,13,14,15,16,17,18,19],"cvvLength":3}]"#
        let worldpay = try CardBrands(json: Array(json.utf8))
        #expect(worldpay.brand(ofPAN: "49369")?.name == "visa")
        #expect(worldpay.brand(ofPAN: "493698")?.name == "maestro")
        #expect(worldpay.brands.map(\.cvcLengths) == [[3], [3]])
    }

    @Test func badTablesNameTheProblem() {
        for (json, words) in [
            ("{}", "not a JSON array"), (#"[{"name":"x"}]"#, "neither"), (#"[{"name":"x","bins":["12-3"]}]"#, "BIN range"),
            (#"[{"name":"x","pattern":"("}]"#, "does not compile"), (#"[{"name":"x","bins":["4"],"panLengths":[20]}]"#, "1 to 19"),
        ] {
            #expect(throws: PaySealError.self) { try CardBrands(json: Array(json.utf8)) }
            let message =
                (try? CardBrands(json: Array(json.utf8))).map { _ in "" }
                ?? {
                    do { _ = try CardBrands(json: Array(json.utf8)); return "" } catch { return (error as? PaySealError)?.message ?? "" }
                }()
            #expect(message.contains(words), "\(json): \(message)")
        }
    }
}
