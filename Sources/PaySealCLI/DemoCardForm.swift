import PaySeal

/// The demo's card form without a product mask: an Amex typed digit by digit on the built-in
/// brand table, the CVC field sized from the brand as it is detected (3 or 4 digits without a
/// brand, 4 for amex), the expiry through the MM/YY field editor, then the CVC growing to 4.
func demoAmexCardForm(today: YearMonth) throws -> [String] {
    let brands = CardBrands.builtIn
    var pan = MaskEdit(text: "", caret: 0)
    var steps: [String] = [], lastSize = ""
    for digit in "378282246310005" {
        pan = try brands.editPAN(pan.text, start: pan.caret, end: pan.caret, replacement: String(digit))
        let brand = brands.brand(ofPAN: pan.text)
        let lengths = brand?.effectiveCVCLengths ?? [3, 4]
        let size = "CVC " + lengths.map(String.init).joined(separator: " or ")
        if size != lastSize || pan.text.count == 17 {
            steps.append("\"\(pan.text)\" \(brand?.name ?? "no brand"): \(size)")
            lastSize = size
        }
    }
    var expiry = MaskEdit(text: "", caret: 0)
    let expiryKeys = "12" + format2(today.year % 100 + 3)
    for key in expiryKeys {
        expiry = try ExpiryEditor.edit(expiry.text, start: expiry.caret, end: expiry.caret, replacement: String(key))
    }
    var cvcSteps: [String] = [], complete = false
    for count in 1...4 {
        let cvc = String("1234".prefix(count))
        let check = brands.check(pan: pan.text, expiry: expiry.text, cvc: cvc, today: today)
        if count >= 3 { cvcSteps.append("\"\(cvc)\" \(check.cvc.state.rawValue)") }
        complete = check.complete
    }
    return [
        "   The same card form without a product mask (offline brands): an Amex typed digit by digit,",
        "   " + steps.joined(separator: " -> "),
        "   expiry keys \(expiryKeys.map(String.init).joined(separator: " ")) -> \"\(expiry.text)\"; the CVC grows to 4: " + cvcSteps.joined(separator: " -> ")
            + (complete ? "; the form is complete" : ""),
    ]
}

/// Two digits, `07` for 7.
private func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
