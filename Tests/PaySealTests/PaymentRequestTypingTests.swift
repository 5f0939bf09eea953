import Foundation
import Testing

@testable import PaySeal

/// PaymentRequest.type(_:intoField:): every key of a card number typed through the product's mask,
/// the masked text after each key and exactly the keys at which IIN details are asked for.
@Suite("Typing into a product field")
struct PaymentRequestTypingTests {
    static func product(_ id: String) throws -> PaymentProduct {
        try PaymentProduct(json: ClientAPITests.vectorText("products.platform-sdks.json", id, "json_text"))
    }
    static let visa = "fixture-wl-android.paymentProductVisa"  // cardNumber {{9999}} {{9999}} {{9999}} {{9999}} {{999}}
    static let amex = "fixture-wl-android.paymentProductAmEx"  // cardNumber {{9999}} {{999999}} {{99999}}

    /// The digits typed so far laid out in the mask's groups, written from the mask rule
    /// (docs/card-input.md: the text ends at the last placeholder placed, a group's space only
    /// once a digit follows it), not from PaySeal.
    static func grouped(_ digits: Substring, _ groups: [Int]) -> String {
        var parts: [String] = [], rest = digits
        for size in groups where !rest.isEmpty {
            parts.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return parts.joined(separator: " ")
    }

    /// Types `number` key by key into cardNumber: the texts after each key and the key counts
    /// at which new IIN details were asked for.
    static func type(_ number: String, into productID: String) throws -> (texts: [String], asked: [Int], stored: String?) {
        var payment = try PaymentRequest(clientSessionID: "session-1", product: try product(productID))
        var texts: [String] = [], asked: [Int] = []
        for (index, key) in number.enumerated() {
            let typed = try payment.type(key, intoField: "cardNumber")
            texts.append(typed.text)
            #expect(try payment.maskedValue(for: "cardNumber") == typed.text)
            if typed.needsNewIINDetails { asked.append(index + 1) }
        }
        return (texts, asked, payment["cardNumber"])
    }

    @Test func aSixteenDigitVisaAsksAtSixAndSixteen() throws {
        let number = "4111111111111111"
        let typed = try Self.type(number, into: Self.visa)
        #expect(typed.texts == (1...16).map { Self.grouped(number.prefix($0), [4, 4, 4, 4, 3]) })
        #expect(typed.texts[3] == "4111" && typed.texts[4] == "4111 1" && typed.texts[15] == "4111 1111 1111 1111")
        #expect(typed.asked == [6, 16])
        #expect(typed.stored == number)  // stored without the mask's spaces
    }

    @Test func aFifteenDigitAmexAsksOnlyAtSix() throws {
        let number = "378282246310005"
        let typed = try Self.type(number, into: Self.amex)
        #expect(typed.texts == (1...15).map { Self.grouped(number.prefix($0), [4, 6, 5]) })
        #expect(typed.texts.last == "3782 822463 10005")
        #expect(typed.asked == [6])
        #expect(typed.stored == number)
    }

    @Test func aNineteenDigitNumberAsksAtSixAndSixteenOnly() throws {
        let number = "6011000990139424123"
        let typed = try Self.type(number, into: Self.visa)
        #expect(typed.texts == (1...19).map { Self.grouped(number.prefix($0), [4, 4, 4, 4, 3]) })
        #expect(typed.texts.last == "6011 0009 9013 9424 123")
        #expect(typed.asked == [6, 16])
    }

    @Test func aKeyTheMaskRefusesChangesNothingAndAMasklessFieldAppends() throws {
        var payment = try PaymentRequest(clientSessionID: "session-1", product: try Self.product(Self.visa))
        for key in "41111" { try payment.type(key, intoField: "cardNumber") }
        let refused = try payment.type("x", intoField: "cardNumber")
        #expect(refused.text == "4111 1" && !refused.needsNewIINDetails)
        var name = PaymentRequest.TypedKey(text: "", needsNewIINDetails: false)
        for key in "Wile E." { name = try payment.type(key, intoField: "cardholderName") }
        #expect(name == PaymentRequest.TypedKey(text: "Wile E.", needsNewIINDetails: false))
        for key in "12" { try payment.type(key, intoField: "expiryDate") }
        #expect(try payment.type("2", intoField: "expiryDate").text == "12/2")
        #expect(payment["expiryDate"] == "122")
    }

    @Test func withoutAProductOrForAnUnknownFieldNothingChanges() throws {
        var bare = try PaymentRequest(clientSessionID: "session-1", paymentProductID: 1)
        #expect(throws: PaySealError.self) { try bare.type("4", intoField: "cardNumber") }
        var payment = try PaymentRequest(clientSessionID: "session-1", product: try Self.product(Self.visa))
        #expect(throws: PaySealError.self) { try payment.type("4", intoField: "iban") }
        #expect(payment.keys.isEmpty)
    }
}
