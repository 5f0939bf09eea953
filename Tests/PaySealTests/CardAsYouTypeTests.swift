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
              let document = try? JSONValue.parse(Array(data)), case let .array(cases)? = document["cases"] else { return [] }
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
        for (pan, expected) in [("4111111111111111", "...............V"), ("4242424242424242", "...............V"),
                                ("4936980000000000005", "..................V")] {
            let shown = try type(pan).states.map { $0.state == .valid ? "V" : $0.state == .invalid ? "X" : "." }.joined()
            #expect(shown == expected, "\(pan)")
        }
        // A 16-digit Visa with a typo stays incomplete (a 19-digit Visa can follow) until 19 digits.
        let typo = try type("4111111111111112111")
        #expect(typo.states[15] == CardCheck.Part(.incomplete, "luhn", maxLength: 19))
        #expect(typo.states[18] == CardCheck.Part(.invalid, "luhn", maxLength: 19))
    }

    @Test func aRefusedBrandIsInvalidOnlyWhenEveryContinuationIsThatBrand() throws {
        // 4 may become a Maestro (493698…); 4937 can only be a Visa.
        let states = try type("4937", accepted: ["maestro"]).states.map(\.state)
        #expect(states == [.incomplete, .incomplete, .incomplete, .invalid])
        #expect(try type("34", accepted: ["visa"]).states.map(\.state) == [.incomplete, .invalid])
    }

    @Test func patternTablesAnswerByPartialMatching() throws {
        let json = #"[{"name":"visa","pattern":"^(?!^493698\\d*$)4\\d*$","panLengths":[16,18,19],"cvvLength":3},"#
            + #"{"name":"amex","pattern":"^3[47]\\d*$","panLengths":[15],"cvvLength":4}]"#
        let worldpay = try CardBrands(json: Array(json.utf8))
        let visa = try type("4111111111111111", table: worldpay).states.map(\.state)
        #expect(visa.dropLast().allSatisfy { $0 == .incomplete } && visa.last == .valid)
        // 34 matches Amex's pattern whole and can grow: every continuation is taken to be an Amex,
        // refused at once. 3 matches no pattern yet: a number of no brand may still follow.
        #expect(try type("34", table: worldpay, accepted: ["visa"]).states.map(\.state) == [.incomplete, .invalid])
        #expect(try type("3", table: worldpay, accepted: ["visa"]).states == [CardCheck.Part(.incomplete, "length", maxLength: 19)])
        // A pattern that can no longer match leaves no brand: the unknown brand's 12...19 digits.
        let fixed = try CardBrands(json: Array(#"[{"name":"short","pattern":"4[0-9]{2}","panLengths":[3]}]"#.utf8))
        #expect(fixed.check(pan: "4123", accepted: ["short"], today: today).pan == CardCheck.Part(.incomplete, "length", maxLength: 19))
        #expect(fixed.check(pan: "41", accepted: ["short"], today: today).pan.state == .incomplete)
    }

    @Test func aTableBuiltToBeWalkedEndsTheWalk() throws {
        // 1,020 refused 19-digit ranges cut 5000…-5999… into pieces, so every 19-digit PAN starting
        // with 5 is of a refused brand and "good" (5, 19 digits) can never be valid. Proving that
        // from "5" needs more prefixes than the walk may visit: it stops and keeps the part
        // incomplete. From "555555" the walk is short: invalid.
        let step: UInt64 = 1_000_000_000_000_000_000 / 1020 + 7  // uneven cuts, so each ends deep in the digits
        let points = [5_000_000_000_000_000_000] + (1...1019).map { 5_000_000_000_000_000_000 + UInt64($0) * step }
            + [6_000_000_000_000_000_000]
        let bins = zip(points, points.dropFirst()).map { "\"\($0)-\($1 - 1)\"" }
        var json = #"[{"name":"good","bins":["5"],"panLengths":[19]}"#
        for part in 0..<4 {
            json += #",{"name":"r\#(part)","bins":["# + bins[part * 255..<(part + 1) * 255].joined(separator: ",") + #"],"panLengths":[19]}"#
        }
        let table = try CardBrands(json: Array((json + "]").utf8))
        #expect(table.check(pan: "5", accepted: ["good"], today: today).pan == CardCheck.Part(.incomplete, "length", maxLength: 19))
        #expect(table.check(pan: "555555", accepted: ["good"], today: today).pan == CardCheck.Part(.invalid, "length", maxLength: 19))
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
            #expect(CardBrands.builtIn.check(pan: "", expiry: text, today: today).expiry == CardCheck.Part(state, reason), "\(text)")
        }
    }
}
