import Foundation
import Testing

@testable import PaySeal

/// Test cards typed as a customer types them: each digit one edit at the caret of the PAN field
/// (``CardBrands/editPAN(_:start:end:replacement:)``), the card check on the field's text after
/// every keystroke. A number that is valid whole must never show `invalid` on its way.
@Suite("Card check as you type")
struct CardAsYouTypeTests {
    let today: YearMonth

    init() throws { today = try YearMonth(year: 2026, month: 11) }

    /// The test numbers of Vectors/card-as-you-type.json (the platform SDKs' and Worldpay's test
    /// cards, PaySeal's card vectors, well-known public test cards), once each.
    static let numbers: [String] = {
        guard let data = FileManager.default.contents(atPath: "\(vectorsDirectory)/card-as-you-type.json"),
            let document = try? JSONValue.parse(Array(data)), case let .array(cases)? = document["cases"]
        else { return [] }
        var seen = Set<String>(), numbers: [String] = []
        for item in cases {
            if let pan = item["pan"]?.stringValue, seen.insert(pan).inserted { numbers.append(pan) }
        }
        return numbers
    }()

    /// Types `pan` key by key into an empty field; the states after each key, and the last text.
    func type(_ pan: String, table: CardBrands = .builtIn, accepted: [String]? = nil) throws -> (states: [CardCheck.Part], text: String) {
        var text = "", caret = 0, states: [CardCheck.Part] = []
        for digit in pan {
            let edit = try table.editPAN(text, start: caret, end: caret, replacement: String(digit))
            text = edit.text
            caret = edit.caret
            states.append(table.check(pan: text, accepted: accepted, today: today).pan)
        }
        return (states, text)
    }

    @Test func thereAreEnoughTestCardsOfEveryBrand() {
        #expect(Self.numbers.count >= 60)
        let brands = Set(Self.numbers.compactMap { CardBrands.builtIn.brand(ofPAN: $0)?.name })
        #expect(brands == Set(CardBrands.builtIn.brands.map(\.name)))
    }

    @Test func aValidCardIsNeverInvalidOnItsWay() throws {
        var typedValid = 0
        for pan in Self.numbers {
            let brand = CardBrands.builtIn.brand(ofPAN: pan)?.name
            for accepted in [nil, brand.map { [$0] }] as [[String]?] {
                let (states, text) = try type(pan, accepted: accepted)
                guard states.last?.state == .valid else { continue }
                typedValid += 1
                let shown = states.map { $0.state == .valid ? "V" : $0.state == .invalid ? "X" : "." }.joined()
                #expect(!states.dropLast().contains { $0.state == .invalid }, "\(text) (accepted \(accepted ?? [])): \(shown)")
                #expect(states.allSatisfy { ($0.state == .valid) == ($0.reason == nil) }, "\(text): a reason on a valid part or none on another")
                #expect(states.last?.maxLength == CardBrands.builtIn.brand(ofPAN: pan).map { $0.panLengths.max() ?? 19 } ?? 19)
            }
        }
        #expect(typedValid >= 120)
    }

    @Test func theIssuesCardsDigitByDigit() throws {
        for (pan, expected) in [
            ("4111111111111111", "...............V"), ("4242424242424242", "...............V"),
            ("4936980000000000005", "..................V"),
        ] {
            let shown = try type(pan).states.map { $0.state == .valid ? "V" : $0.state == .invalid ? "X" : "." }.joined()
            #expect(shown == expected, "\(pan)")
        }
        // A 16-digit Visa with a typo stays incomplete (a 19-digit Visa can follow) until 19 digits.
        let typo = try type("4111111111111112111")
        #expect(typo.states[15] == CardCheck.Part(.incomplete, "luhn", maxLength: 19, advance: false))
        #expect(typo.states[18] == CardCheck.Part(.invalid, "luhn", maxLength: 19, advance: false))
    }

    /// What a form acts on, key by key through the PAN editor: the brand shown is never another
    /// than the card's own (no flip), and a host that moves on by `advance` alone leaves a card of
    /// its brand's usual length at its last digit and never before; rarer lengths (a 13-digit
    /// Visa) never cut a longer card short either.
    @Test func theFormsSignalsWhileTyping() throws {
        var moved = 0
        for pan in Self.numbers {
            let own = CardBrands.builtIn.brand(ofPAN: pan)?.name
            var text = "", caret = 0, advancedAt: [Int] = []
            for (index, digit) in pan.enumerated() {
                let edit = try CardBrands.builtIn.editPAN(text, start: caret, end: caret, replacement: String(digit))
                (text, caret) = (edit.text, edit.caret)
                let check = CardBrands.builtIn.check(pan: text, today: today)
                #expect(check.brand == nil || check.brand == own, "\(pan) after \(index + 1) digits shows \(check.brand ?? "")")
                if check.pan.advance == true { advancedAt.append(index + 1) }
            }
            // 19 digits always advance (nothing more can be typed); a valid prefix of the brand's
            // usual length before them does too.
            let usual = CardBrands.builtIn.check(pan: pan, today: today).pan.advance == true
            if usual, pan.count < CardBrand.longestPAN {
                #expect(advancedAt == [pan.count], "\(pan): advance at \(advancedAt)")
                moved += 1
            } else if pan.count == CardBrand.longestPAN {
                #expect(advancedAt.last == pan.count, "\(pan): advance at \(advancedAt)")
            }
        }
        #expect(moved >= 50)
        // The issue's cards: a 13-digit prefix of a 16-digit Visa is valid but does not move on.
        let visa = try type("4012888888881881")
        #expect(visa.states[12].state == .valid && visa.states[12].advance == false && visa.states[15].advance == true)
        for (pan, at) in [("6304000000000000", 16), ("6200000000000005", 16), ("36227206271667", 14), ("378282246310005", 15)] {
            let states = try type(pan).states
            #expect(states.indices.filter { states[$0].advance == true } == [at - 1], "\(pan)")
        }
    }

    /// The brand shown settles only once every continuation is of that brand.
    @Test func theBrandShownSettles() throws {
        let shown = { (pan: String) in CardBrands.builtIn.check(pan: pan, today: today).brand }
        #expect(["4", "6", "60", "601", "3", "1", "4936"].map(shown) == Array(repeating: nil, count: 7))
        #expect(["41", "6011", "62", "37", "493698", "81"].map(shown) == ["visa", "discover", "unionpay", "amex", "maestro", "unionpay"])
        // While unsettled, maxLength is the longest a still-possible brand allows; amex's once settled.
        #expect(CardBrands.builtIn.check(pan: "3", today: today).pan.maxLength == 19)
        #expect(CardBrands.builtIn.check(pan: "34", today: today).pan.maxLength == 15)
    }

    /// A list naming only the table's brands refuses a PAN of no brand; one naming a brand the
    /// table does not know takes it.
    @Test func unknownCardsAndTheAcceptedList() throws {
        let zeros = CardBrands.builtIn.check(pan: "0000 0000 0000 0000", accepted: ["visa", "mastercard"], today: today).pan
        #expect(zeros == CardCheck.Part(.invalid, "brandNotAccepted", maxLength: 19, advance: false))
        #expect(CardBrands.builtIn.check(pan: "000", accepted: ["visa", "mastercard"], today: today).pan.state == .invalid)
        let taken = CardBrands.builtIn.check(pan: "0000 0000 0000 0000", accepted: ["visa", "store-card"], today: today).pan
        #expect(taken.state == .valid)  // Luhn-valid, 16 digits: a card of no brand
        #expect(CardBrands.builtIn.check(pan: "0000 0000 0000 0000", today: today).pan.state == .valid)
    }

    /// With patterns, where few continuations are left, each is detected in full: `[0-9]*4` takes
    /// only the continuations that end in 4.
    @Test func fewContinuationsAreDecidedExactly() throws {
        let json = #"[{"name":"b0","pattern":"29","panLengths":[13,17,18]},{"name":"b1","pattern":"[0-9]*4","panLengths":[13,17,18,19]}]"#
        let table = try CardBrands(json: Array(json.utf8))
        #expect(table.check(pan: "232234062410116551", accepted: ["nonexistent"], today: today).pan.state == .invalid)
        #expect(table.check(pan: "23223406241011655", accepted: ["nonexistent"], today: today).pan.state == .incomplete)
    }

    @Test func aRefusedBrandIsInvalidOnlyWhenEveryContinuationIsThatBrand() throws {
        // 4 may become a Maestro (493698…); 4937 can only be a Visa.
        let states = try type("4937", accepted: ["maestro"]).states.map(\.state)
        #expect(states == [.incomplete, .incomplete, .incomplete, .invalid])
        // A list of the table's own brands refuses numbers of no brand too: nothing that starts
        // with 3 can be a Visa.
        #expect(try type("34", accepted: ["visa"]).states.map(\.state) == [.invalid, .invalid])
        #expect(try type("34", accepted: ["visa", "store-card"]).states.map(\.state) == [.incomplete, .invalid])
    }

    @Test func patternTablesAnswerByPartialMatching() throws {
        let json =
            #"[{"name":"visa","pattern":"^(?!^493698\\d*$)4\\d*$","panLengths":[16,18,19],"cvvLength":3},"#
            + #"{"name":"amex","pattern":"^3[47]\\d*$","panLengths":[15],"cvvLength":4}]"#
        let worldpay = try CardBrands(json: Array(json.utf8))
        let visa = try type("4111111111111111", table: worldpay).states.map(\.state)
        #expect(visa.dropLast().allSatisfy { $0 == .incomplete } && visa.last == .valid)
        // 34 matches Amex's pattern whole and can grow: every continuation is taken to be an Amex,
        // refused at once. 3 matches no pattern yet: a number of no brand may still follow, taken
        // when the list names a brand the table does not know.
        #expect(try type("34", table: worldpay, accepted: ["visa", "other"]).states.map(\.state) == [.incomplete, .invalid])
        #expect(
            try type("3", table: worldpay, accepted: ["visa", "other"]).states
                == [CardCheck.Part(.incomplete, "length", maxLength: 19, advance: false)])
        // A pattern that can no longer match leaves no brand: the unknown brand's 12...19 digits.
        let fixed = try CardBrands(json: Array(#"[{"name":"short","pattern":"4[0-9]{2}","panLengths":[3]}]"#.utf8))
        #expect(
            fixed.check(pan: "4123", accepted: ["short", "other"], today: today).pan
                == CardCheck.Part(.incomplete, "length", maxLength: 19, advance: false))
        #expect(fixed.check(pan: "41", accepted: ["short"], today: today).pan.state == .incomplete)
    }

    @Test func aTableBuiltToBeWalkedEndsTheWalk() throws {
        // 1,020 refused 19-digit ranges cut 5000…-5999… into pieces, so every 19-digit PAN starting
        // with 5 is of a refused brand and "good" (5, 19 digits) can never be valid. Proving that
        // from "5" needs more prefixes than the walk may visit: it stops and keeps the part
        // incomplete. From "555555" the walk is short: invalid.
        let table = try CallBoundsTests.walkedTable()
        #expect(table.check(pan: "5", accepted: ["good"], today: today).pan == CardCheck.Part(.incomplete, "length", maxLength: 19, advance: false))
        #expect(table.check(pan: "555555", accepted: ["good"], today: today).pan == CardCheck.Part(.invalid, "length", maxLength: 19, advance: false))
    }

    /// R16: a month missing digits is `incomplete` only when the digits typed in its gap make a
    /// valid date, or no year digit is typed yet; a gap in the month and one in the year is two
    /// edits away, and the reasons of the months decide.
    @Test func monthMissingDigitsIsOneEditFromAValidDate() throws {
        let expected: [(String, CardCheck.State, String?)] = [
            ("1/20", .invalid, "past"), ("/20", .invalid, "past"), ("12/1", .invalid, "past"), ("1/2", .invalid, "format"),
            ("1/202", .invalid, "format"), ("2", .incomplete, "format"), ("1/", .incomplete, "format"),
            ("/", .incomplete, "format"), ("1/28", .incomplete, "format"), ("/2028", .incomplete, "format"),
        ]
        for (text, state, reason) in expected {
            #expect(CardBrands.builtIn.check(pan: "", expiry: text, today: today).expiry == CardCheck.Part(state, reason, advance: false), "\(text)")
        }
    }

    @Test func separatorsAndTheExpiryRule() throws {
        let dashed = CardBrands.builtIn.check(pan: "4111-1111-1111-1111", expiry: "12/2028", cvc: "123", today: today)
        #expect(dashed.brand == "visa" && dashed.complete)
        let expected: [(String, CardCheck.State, String?)] = [
            ("", .incomplete, "required"), ("1", .incomplete, "format"), ("12/", .incomplete, "format"),
            ("12/20", .incomplete, "past"), ("12/202", .incomplete, "format"), ("12/2028", .valid, nil),
            ("122028", .valid, nil), ("12/99", .invalid, "tooFar"), ("12/1", .invalid, "past"), ("12/9", .invalid, "tooFar"),
            ("2", .incomplete, "format"), ("1/28", .incomplete, "format"), ("/28", .incomplete, "format"),
            ("1/1", .invalid, "past"), ("12/8", .invalid, "tooFar"), ("13/", .invalid, "format"), ("12/20281", .invalid, "format"),
        ]
        for (text, state, reason) in expected {
            #expect(
                CardBrands.builtIn.check(pan: "", expiry: text, today: today).expiry
                    == CardCheck.Part(state, reason, advance: state == .valid), "\(text)")
        }
    }
}
