import Testing

@testable import PaySeal

/// Leaving a field (docs/cards.md and docs/product-fields.md, "Leaving a field"): with `final`,
/// a part that is `incomplete` is `invalid` with the same reason and `advance` is false; `valid`
/// and `invalid` stay.
@Suite("Leaving a field")
struct LeavingAFieldTests {
    let today: YearMonth

    init() throws { today = try YearMonth(year: 2026, month: 11) }

    @Test func aLuhnTypoIsRedOnLeaving() {
        let typed = CardBrands.builtIn.check(pan: "4111 1111 1111 1112", today: today)
        #expect(typed.pan.state == .incomplete && typed.pan.reason == "luhn")
        let left = CardBrands.builtIn.check(pan: "4111 1111 1111 1112", today: today, final: true)
        #expect(left.pan == CardCheck.Part(.invalid, "luhn", maxLength: 19, advance: false))
        #expect(left.brand == "visa")
    }

    @Test func everyPartSettlesAndValidPartsStay() {
        let left = CardBrands.builtIn.check(pan: "4111 1111 1111 1111", expiry: "12/2", cvc: "12", today: today, final: true)
        #expect(left.pan.state == .valid && left.pan.advance == true)
        #expect(left.expiry == CardCheck.Part(.invalid, "format", advance: false))
        #expect(left.cvc == CardCheck.Part(.invalid, "length"))
        let empty = CardBrands.builtIn.check(pan: "", today: today, final: true)
        #expect(empty.pan.state == .invalid && empty.pan.reason == "required")
        #expect(empty.cvc.reason == "required" && empty.expiry.reason == "required")
        let wrong = CardBrands.builtIn.check(pan: "4111 x", expiry: "13", today: today, final: true)
        let wrongTyped = CardBrands.builtIn.check(pan: "4111 x", expiry: "13", today: today)
        #expect(wrong.pan == wrongTyped.pan && wrong.expiry == wrongTyped.expiry)
        let whole = CardBrands.builtIn.check(pan: "4111111111111111", expiry: "12/28", cvc: "123", today: today)
        #expect(whole.complete && whole.settled == whole)
    }

    @Test func aProductFieldSettles() throws {
        let product = try PaymentProduct(
            json: Array(
                #"{"id":1,"fields":[{"id":"cardNumber","type":"numericstring","dataRestrictions":{"isRequired":true,"#
                    .utf8) + Array(#""validators":{"length":{"maxLength":19,"minLength":13},"luhn":{}}}}]}"#.utf8))
        let typed = try product.check(field: "cardNumber", value: "4111111111111112", today: today)
        #expect(typed.state == .incomplete && typed.error?.messageKey == "validation.luhn")
        let left = try product.check(field: "cardNumber", value: "4111111111111112", today: today, final: true)
        #expect(left.state == .invalid && left.error == typed.error)
        #expect(try product.check(field: "cardNumber", value: "", today: today, final: true).error?.messageKey == "validation.required")
        #expect(try product.check(field: "cardNumber", value: "4111111111111111", today: today, final: true).state == .valid)
    }
}
