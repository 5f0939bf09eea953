import ArgumentParser
import PaySeal

/// `--locale`: the language of the messages a command prints (PaySeal's catalog; `messageKey`
/// and every other member unchanged). English without it, and for an unknown or malformed locale.
struct LocaleOption: ParsableArguments {
    @Option(name: .long, help: "The messages' language: ll, ll-CC or ll_CC, such as de or fr-BE (default: English).")
    var locale: String?

    /// A PaySeal output with its messages in the locale; as it is without one.
    func localized(_ json: [UInt8]) throws -> String {
        guard let locale else { return String(decoding: json, as: UTF8.self) }
        return String(decoding: try MessageCatalog().localizingMessages(inJSON: json, locale: locale), as: UTF8.self)
    }

    /// The card check's JSON; with a locale, each part that has a reason also gets its
    /// `"message"` (`card.<part>.<reason>`), after the reason's members.
    func cardCheck(_ json: [UInt8]) throws -> String {
        guard let locale, case let .object(members) = try JSONValue.parse(json) else { return String(decoding: json, as: UTF8.self) }
        let catalog = MessageCatalog()
        let parts: [(String, JSONValue)] = try members.map { name, value in
            guard case let .object(part) = value, let reason = value["reason"]?.stringValue else { return (name, value) }
            let text = try catalog.message(forKey: "card.\(name).\(reason)", locale: locale)
            return (name, .object(part + [("message", .string(text))]))
        }
        return String(decoding: JSONValue.object(parts).serialized, as: UTF8.self)
    }
}
