import ArgumentParser
import Foundation

/// A word in a subcommand's place that names none: `payseal card chek --pan 4111`. The argument
/// parser would report the first option it cannot place ("Unknown option '--pan'"), which hides
/// the misspelled word, so the command line is walked first and the word itself is reported with
/// the valid names, as a usage error (exit 64). Only the words before the first option are
/// looked at; the rest is the parser's.
struct UnknownSubcommand {
    let command: String
    let word: String
    let valid: [String]

    /// The commands whose first argument is one of a fixed set of words, as a subcommand would be.
    static let fixedWords: [String: [String]] = [
        RequestCommand._commandName: [
            "publicKey", "paymentProducts", "paymentProduct", "iinDetails", "networks", "surcharge", "currencyConversion",
            "paymentProductNetworks", "surchargeCalculation",
        ]
    ]

    static func find(in arguments: [String], root: ParsableCommand.Type = PaySealCommand.self) -> UnknownSubcommand? {
        var command = root
        var path = [root._commandName]
        for word in arguments {
            guard !word.hasPrefix("-"), word != "help" else { return nil }
            let subcommands = command.configuration.subcommands
            if subcommands.isEmpty {
                guard let words = fixedWords[command._commandName], !words.contains(word) else { return nil }
                return UnknownSubcommand(command: path.joined(separator: " "), word: word, valid: words)
            }
            guard let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                return UnknownSubcommand(command: path.joined(separator: " "), word: word, valid: subcommands.map { $0._commandName })
            }
            command = next
            path.append(word)
        }
        return nil
    }

    /// "Error: …" and the help to read, as the argument parser writes its usage errors. A word
    /// with a digit is no name and may be card data typed in the wrong place: it is not repeated.
    var message: String {
        let kind = Self.fixedWords.keys.contains(where: { command.hasSuffix(" " + $0) }) ? "operation" : "subcommand"
        let shown = word.contains(where: \.isNumber) ? "" : " '\(word.prefix(40))'"
        return "Error: unknown \(kind)\(shown) of '\(command)'; valid: \(valid.joined(separator: ", "))\n"
            + "See '\(command) --help' for more information.\n"
    }
}
