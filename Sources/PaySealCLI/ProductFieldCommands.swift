import ArgumentParser
import PaySeal

/// `payseal product check` and `payseal product display-value`: a product's field as the customer
/// types it, and what to show for an account on file (docs/product-fields.md, "A field as the
/// customer types", "Accounts on file").
extension ProductCommand {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a value typed in one field of a product; prints {\"state\",\"error\"}, exit 1 unless valid.",
            discussion: """
                The state is valid, incomplete (not valid yet, but typing more can still make it valid: the error is \
                what it gives now) or invalid (nothing typed next can make it valid: the error is the check that no \
                continuation passes). The value may be masked or not. With --each-key the value is typed key by key \
                through the field's editor (its mask; an MMYY expiry field reads a four-digit year as its last two) \
                and each key prints {"text","check"}. With --final the customer has left \
                the field (after the last key): incomplete is invalid with the same error.
                """)
        @Argument(help: "The product JSON file ('-' for standard input).") var file: String
        @Argument(help: "The field id, such as cardNumber.") var field: String
        @Argument(help: "The value typed so far (masked or not).") var value: String
        @Option(name: .long, help: "Today as YYYY-MM for expiry dates (default: the system clock, UTC).", transform: parseYearMonth) var today: YearMonth?
        @Flag(name: .long, help: "Type the value key by key through the field's editor and print the check after each key.")
        var eachKey = false
        @Flag(name: .long, help: "The customer has left the field or submits: incomplete is invalid with the same error.")
        var final = false
        @OptionGroup var locale: LocaleOption

        func run() throws {
            var valid = false
            try reportingErrors {
                let product = try PaymentProduct(json: try readInput(file))
                guard let field = product.field(field) else { throw CLIError("the product has no field \(jsonString(self.field))") }
                let today = today ?? .current
                guard eachKey else {
                    let result = try field.check(value, today: today, final: final)
                    writeOut(try locale.localized(result.json))
                    valid = result.state == .valid
                    return
                }
                var text = ""
                let keys = Array(value.unicodeScalars)
                for (index, key) in keys.enumerated() {
                    let end = text.utf16.count
                    text = try field.edit(text, start: end, end: end, replacement: String(key)).text
                    let result = try field.check(text, today: today, final: final && index == keys.count - 1)
                    writeOut("{\"text\":\(jsonString(text)),\"check\":\(try locale.localized(result.json))}")
                    valid = result.state == .valid
                }
            }
            if !valid { throw ExitCode(1) }
        }
    }

    struct DisplayValue: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "display-value",
            abstract: "Print an account on file's attribute as a form shows it: through its field's mask, X and * kept.",
            discussion: "411111XXXXXX1111 with the mask {{9999}} {{9999}} {{9999}} {{9999}} prints 4111 11XX XXXX 1111.")
        @Argument(help: "The product JSON file ('-' for standard input).") var file: String
        @Argument(help: "The account on file's id.") var account: String
        @Argument(help: "The attribute's key, such as cardNumber.") var key: String

        func run() throws {
            try reportingErrors {
                let product = try PaymentProduct(json: try readInput(file))
                writeOut(try product.displayValue(accountOnFile: account, key: key))
            }
        }
    }
}
