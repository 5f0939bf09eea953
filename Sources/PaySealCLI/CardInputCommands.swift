import ArgumentParser
import Foundation
import PaySeal

/// `payseal mask format|unformat|edit`: a field's mask, as a UI would apply it.
struct MaskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Apply a payment-product field's mask (displayHints.mask) to a value or an edit.",
        subcommands: [Format.self, Unformat.self, Edit.self]
    )

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the value formatted with the mask.")
        @Argument(help: "The mask, e.g. '{{9999}} {{9999}} {{9999}} {{9999}} {{999}}'.") var mask: String
        @Argument(help: "The value.") var value: String

        func run() throws {
            try reportingErrors { writeOut(try Mask(mask).format(value)) }
        }
    }

    struct Unformat: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the value without the mask's literals (what is stored and validated).")
        @Argument(help: "The mask.") var mask: String
        @Argument(help: "The (formatted) value.") var value: String

        func run() throws {
            try reportingErrors { writeOut(try Mask(mask).unformat(value)) }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply one edit (typing, pasting, deleting, replacing a selection) and print {\"text\",\"caret\"}.",
            discussion: "Positions are UTF-16 code units, as UIKit, Android and the DOM report them."
        )
        @Argument(help: "The mask.") var mask: String
        @OptionGroup var edit: EditOptions

        func run() throws {
            try reportingErrors {
                let parsed = try Mask(mask)
                try edit.apply { try parsed.edit($0, start: $1, end: $2, replacement: $3) }
            }
        }
    }
}

/// `payseal validate --restrictions FILE VALUE`: one line per error, exit status 1 when invalid.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate an (unmasked) value against a field's dataRestrictions JSON.",
        discussion: "Prints each error as one JSON line ({\"type\",\"params\"}) and exits 1 when there is one; prints nothing and exits 0 for a valid value."
    )
    @Option(name: .long, help: "The dataRestrictions JSON file ('-' for standard input).") var restrictions: String
    @Option(name: .long, help: "Today as YYYY-MM for expiry dates (default: the system clock, UTC).", transform: parseYearMonth) var today: YearMonth?
    @OptionGroup var locale: LocaleOption
    @Argument(help: "The value.") var value: String

    func run() throws {
        var invalid = false
        try reportingErrors {
            let rules = try DataRestrictions(json: try readInput(restrictions))
            let errors = rules.validate(value, today: today ?? .current)
            for error in errors { writeOut(try locale.localized(error.json)) }
            invalid = !errors.isEmpty
        }
        if invalid { throw ExitCode(1) }
    }
}

/// `payseal iin CARDNUMBER [--response FILE --status N]`: the bin an IIN check sends, and what an
/// answer means.
struct IINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iin",
        abstract: "Print the bin an IIN check sends for a card number (or NOT_ENOUGH_DIGITS), or read its answer.",
        discussion: "With --response, prints the result JSON of that answer (the HTTP status with --status, default 200)."
    )
    @Argument(help: "The card number (spaces and '-' are ignored).") var cardNumber: String
    @Option(name: .long, help: "A recorded getIINdetails response body ('-' for standard input).") var response: String?
    @Option(name: .long, help: "The response's HTTP status.") var status = 200

    func run() throws {
        try reportingErrors {
            guard let response else {
                writeOut(try IIN.bin(ofCardNumber: cardNumber) ?? "NOT_ENOUGH_DIGITS")
                return
            }
            writeOut(String(decoding: try IINResult(httpStatus: status, body: try readInput(response)).json, as: UTF8.self))
        }
    }
}

/// `payseal product show FILE` and `payseal product list FILE`: recorded products/{id} and products
/// responses, as a merchant reads them.
struct ProductCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "product",
        abstract: "Read a payment product (the Client API's products/{id} response) or the products list.",
        subcommands: [Show.self, List.self, Check.self, DisplayValue.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the products of a products-list response (id, label, method); --json for the normalized list JSON.")
        @Argument(help: "The products-list JSON file ('-' for standard input).") var file: String
        @Flag(name: .long, help: "Print the normalized list JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let bytes = try readInput(file)
                try Self.checkIsList(bytes, file)
                let list = try PaymentProductList(json: bytes)
                guard !json else { return writeOut(String(decoding: list.json, as: UTF8.self)) }
                writeOut("\(list.products.count) product(s)")
                for product in list.products {
                    writeOut(
                        "  \(product.id) \"\(product.displayHints?.label ?? "")\"" + (product.paymentMethod.map { " \($0)" } ?? "")
                            + (product.displayHints?.logo.map { " logo \($0)" } ?? "")
                            + (product.accountsOnFile.isEmpty ? "" : ", \(product.accountsOnFile.count) account(s) on file"))
                }
            }
        }

        /// The library reads an object without "paymentProducts" as an empty list; from a command
        /// line that is nearly always the wrong file (a single product above all), so it is refused
        /// here rather than listed as "0 product(s)". A JSON error is left to the list's parser.
        static func checkIsList(_ bytes: [UInt8], _ file: String) throws {
            guard let value = try? JSONValue.parse(bytes), case .object = value, value["paymentProducts"] == nil else { return }
            let name = file == "-" ? "standard input" : file
            if value["id"] != nil || value["fields"] != nil {
                throw CLIError(
                    "\(name) holds a single payment product (a products/{id} response), not a products list: "
                        + "`payseal product show \(file)` reads it")
            }
            throw CLIError("\(name) has no \"paymentProducts\" member: not a products-list response")
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the product's fields (type, mask, rules) and accounts on file; --json for the normalized JSON.")
        @Argument(help: "The product JSON file ('-' for standard input).") var file: String
        @Flag(name: .long, help: "Print the normalized product JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let product = try PaymentProduct(json: try readInput(file))
                guard !json else { return writeOut(String(decoding: product.json, as: UTF8.self)) }
                writeOut(
                    "product \(product.id)" + (product.displayHints?.label.map { " \"\($0)\"" } ?? "")
                        + ": \(product.fields.count) field(s), \(product.accountsOnFile.count) account(s) on file")
                for field in product.fields {
                    let rules = field.dataRestrictions.ruleNames.joined(separator: ", ")
                    writeOut(
                        "  \(field.id) (\(field.type))\(field.dataRestrictions.isRequired ? " required" : "")"
                            + (field.label.map { " label \"\($0)\"" } ?? "") + (field.placeholderLabel.map { " placeholder \"\($0)\"" } ?? "")
                            + (field.mask.map { " mask \($0.pattern)" } ?? "") + (rules.isEmpty ? "" : " rules: \(rules)"))
                    if let element = field.formElement, !element.valueMapping.isEmpty {
                        writeOut("    \(element.type): " + element.valueMapping.map { "\($0.value) \"\($0.text)\"" }.joined(separator: ", "))
                    }
                }
                for account in product.accountsOnFile {
                    writeOut(
                        "  account on file \(account.id): \"\(account.label)\"; "
                            + account.attributes.map { "\($0.key) \($0.status.rawValue)" }.joined(separator: ", "))
                }
            }
        }
    }
}
