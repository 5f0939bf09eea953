import ArgumentParser
import PaySeal

/// `payseal card delete|expiry|info`: the keys of card fields and the brand details a form sizes
/// its fields with (docs/cards.md, "Deleting with a direction", "The expiry field", "Brand
/// details").
extension CardCommand {
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Press Backspace (or Delete with --forward) in a PAN field and print {\"text\",\"caret\"}.",
            discussion: """
                At a caret (no --end) Backspace deletes the nearest digit before it and Delete the nearest after it, \
                spaces skipped; with --end the selection is deleted. --mask MASK does the same in a field with that \
                product mask instead of the PAN layout. Positions are UTF-16 code units.
                """)
        @OptionGroup var table: TableOption
        @Argument(help: "The field's text before the key.") var text: String
        @Option(name: .long, help: "The caret, or the selection's start.") var start: Int
        @Option(name: .long, help: "The selection's end (default: start, a caret).") var end: Int?
        @Flag(name: .long, help: "The Delete key (default: Backspace).") var forward = false
        @Option(name: .long, help: "A product field's mask, such as {{99}}/{{99}}, instead of the PAN layout.") var mask: String?

        func run() throws {
            try reportingErrors {
                let edit =
                    try mask.map { try Mask($0).delete(text, start: start, end: end ?? start, forward: forward) }
                    ?? table.load().deletePAN(text, start: start, end: end ?? start, forward: forward)
                writeOut("{\"text\":\(jsonString(edit.text)),\"caret\":\(edit.caret)}")
            }
        }
    }

    struct Expiry: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Apply one key or edit to an MM/YY expiry field and print {\"text\",\"caret\"}.",
            discussion: """
                One character is a key: typing 2 gives 02/, 1 then 3 gives 01/3, 12/20 takes a third and fourth year \
                digit (12/2028 is written 12/28). More are a paste, read as the whole text they make: 12/2028 gives \
                12/28, 13/30 (no date) is refused. --backspace or --delete press that key at --start (or on the \
                selection to --end). A deletion never moves a digit between month and year (Backspace after the / of \
                11/28 gives 1/28) and takes the year digits after a deleted one (Delete at 3 of 12/28 gives 12/).
                """)
        @Argument(help: "The field's text before the edit.") var text: String
        @Option(name: .long, help: "The caret, or the selection's start.") var start: Int
        @Option(name: .long, help: "The selection's end (default: start, a caret).") var end: Int?
        @Option(name: .long, help: "What replaces the selection (default: nothing, a deletion).") var replacement = ""
        @Flag(name: .long, help: "Press Backspace instead of editing.") var backspace = false
        @Flag(name: .long, help: "Press Delete instead of editing.") var delete = false

        func validate() throws {
            if backspace && delete { throw ValidationError("--backspace and --delete are two keys: give one") }
            if (backspace || delete) && !replacement.isEmpty { throw ValidationError("a key deletes: no --replacement with it") }
        }

        func run() throws {
            try reportingErrors {
                let edit =
                    backspace || delete
                    ? try ExpiryEditor.delete(text, start: start, end: end ?? start, forward: delete)
                    : try ExpiryEditor.edit(text, start: start, end: end ?? start, replacement: replacement)
                writeOut("{\"text\":\(jsonString(edit.text)),\"caret\":\(edit.caret)}")
            }
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a brand's {\"name\",\"panLengths\",\"cvcLengths\",\"format\"}, or without NAME the whole table.",
            discussion: "The lengths and layout are those the card check and PAN formatting use (defaults filled in).")
        @OptionGroup var table: TableOption
        @Argument(help: "The brand's name as the table spells it, such as amex.") var name: String?

        func run() throws {
            try reportingErrors {
                let brands = try table.load()
                guard let name else { return writeOut(String(decoding: brands.json, as: UTF8.self)) }
                guard let brand = brands.brand(named: name) else { throw PaySealError(.argument, "the brand table has no brand named \(name)") }
                writeOut(String(decoding: brand.infoJSON, as: UTF8.self))
            }
        }
    }
}
