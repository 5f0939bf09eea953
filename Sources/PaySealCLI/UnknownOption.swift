import ArgumentParser
import Foundation

/// An option that the command does not have: `payseal card check --pna 4111`. When a command line
/// also lacks a required option, the argument parser reports the missing one ("Missing expected
/// argument '--pan <pan>'"), which hides the misspelling; so, once parsing has failed, the
/// command's options are read from its help and the first `--name` that is not one of them is
/// reported, as a usage error (exit 64).
struct UnknownOption {
    let command: String
    let option: String

    /// The first long option among `arguments` (up to a `--` that ends the options) that the
    /// command they name does not declare, or nil.
    static func find(in arguments: [String], root: ParsableCommand.Type = PaySealCommand.self) -> UnknownOption? {
        var command = root
        var path = [root._commandName]
        var words = arguments[...]
        while let word = words.first, !word.hasPrefix("-"),
            let next = command.configuration.subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) })
        {
            command = next
            path.append(word)
            words = words.dropFirst()
        }
        let known = longOptions(in: root.helpMessage(for: command, columns: 10_000))
        for word in words {
            if word == "--" { break }
            guard word.hasPrefix("--"), word.count > 2 else { continue }
            let name = String(word.prefix(while: { $0 != "=" }))
            if !known.contains(name) { return UnknownOption(command: path.joined(separator: " "), option: name) }
        }
        return nil
    }

    /// Every `--name` a help text mentions (its options, `--help` and `--version` among them).
    static func longOptions(in help: String) -> Set<String> {
        var names: Set<String> = ["--help", "--version"]
        let characters = Array(help)
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "-", characters[index + 1] == "-" else {
                index += 1
                continue
            }
            var end = index + 2
            while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber || characters[end] == "-" {
                end += 1
            }
            if end > index + 2 { names.insert(String(characters[index..<end])) }
            index = end
        }
        return names
    }

    /// "Error: …" and the help to read, as the argument parser writes its usage errors. An option
    /// name with a digit may be card data typed in the wrong place: it is not repeated.
    var message: String {
        let shown = option.contains(where: \.isNumber) ? "" : " '\(option.prefix(40))'"
        return "Error: unknown option\(shown) of '\(command)'\n" + "See '\(command) --help' for more information.\n"
    }
}
