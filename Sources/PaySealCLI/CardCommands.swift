import ArgumentParser
import Foundation
import PaySeal

/// `payseal card check|format|edit|delete|expiry|brand|info`: the offline card checks, as a card field would run them.
struct CardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Offline card brands: detect the brand, check a card form, format or edit a PAN.",
        discussion: "The built-in brand table is used unless --table names one (a JSON array such as Worldpay's cardTypes.json).",
        subcommands: [Check.self, Format.self, Edit.self, Delete.self, Expiry.self, Brand.self, Info.self]
    )

    struct TableOption: ParsableArguments {
        @Option(name: .long, help: "A brand table JSON file ('-' for standard input); default: the built-in table.") var table: String?

        func load() throws -> CardBrands {
            try table.map { try CardBrands(json: try readInput($0)) } ?? .builtIn
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a PAN, an expiry date (MM/YY) and a CVC; prints the result JSON, exit 1 unless complete.",
            discussion: "Each part is valid, incomplete (not valid yet, but typing more can still make it valid) or invalid "
                + "(nothing typed next can); a part that is not valid has the reason it fails now, and the PAN part the "
                + "longest PAN length of its brand (maxLength). The brand is the one every continuation of the digits "
                + "would have (none while they differ: it never flips); the PAN and expiry parts say when a form moves "
                + "on (advance: the PAN valid and as long as cards of its brand usually are, 16 for a Visa).")
        @OptionGroup var table: TableOption
        @Option(name: .long, help: "The card number (spaces and dashes ignored).") var pan: String
        @Option(name: .long, help: "The expiry date: MM/YY, MMYY, MM/YYYY or MMYYYY.") var expiry = ""
        @Option(name: .long, help: "The CVC.") var cvc = ""
        @Option(name: .long, help: "The accepted brands, comma-separated (default: all).") var accept: String?
        @Option(name: .long, help: "Today as YYYY-MM (default: the system clock, UTC).", transform: parseYearMonth) var today: YearMonth?
        @Flag(name: .long, help: "The customer has left the field or submits: an incomplete part is invalid with its reason.")
        var final = false
        @OptionGroup var locale: LocaleOption

        func run() throws {
            var complete = false
            try reportingErrors {
                let accepted = accept.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
                let result = try table.load().check(
                    pan: pan, expiry: expiry, cvc: cvc, accepted: accepted,
                    today: today ?? .current, final: final)
                writeOut(try locale.cardCheck(result.json))
                complete = result.complete
            }
            if !complete { throw ExitCode(1) }
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a PAN grouped for display (4-4-4-4, amex 4-6-5).")
        @OptionGroup var table: TableOption
        @Argument(help: "The card number.") var pan: String

        func run() throws {
            try reportingErrors { writeOut(try table.load().formatPAN(pan)) }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply one edit to a PAN field and print {\"text\",\"caret\"}; the layout follows the brand.",
            discussion: "Positions are UTF-16 code units, as UIKit, Android and the DOM report them.")
        @OptionGroup var table: TableOption
        @OptionGroup var edit: EditOptions

        func run() throws {
            try reportingErrors {
                let brands = try table.load()
                try edit.apply { try brands.editPAN($0, start: $1, end: $2, replacement: $3) }
            }
        }
    }

    struct Brand: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the brand of a card number, or \"unknown\"; with --all every brand it matches.",
            discussion: "--all prints a JSON array of names, most specific first (a co-badged card matches several).")
        @OptionGroup var table: TableOption
        @Argument(help: "The card number (or its first digits).") var pan: String
        @Flag(name: .long, help: "Every matching brand, most specific first, as a JSON array.") var all = false

        func run() throws {
            try reportingErrors {
                let brands = try table.load()
                if all { return writeOut(String(decoding: CardBrands.namesJSON(brands.candidates(ofPAN: pan)), as: UTF8.self)) }
                writeOut(brands.brand(ofPAN: pan)?.name ?? "unknown")
            }
        }
    }
}

/// `--today YYYY-MM`, read while the command line is parsed, so that a malformed date or a month
/// out of range is a usage error (exit 64), as the help says of a malformed argument.
func parseYearMonth(_ text: String) throws -> YearMonth {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
        let today = try? YearMonth(year: year, month: month)
    else {
        throw ArgumentParser.ValidationError("--today must be YYYY-MM with a month 01 to 12, such as 2026-11")
    }
    return today
}
