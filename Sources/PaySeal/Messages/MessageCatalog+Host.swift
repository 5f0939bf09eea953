/// A host's own catalog: `{"<locale>": {"<template key>": "<template>", …}, …}`, read strictly so
/// that a host's mistake shows when the catalog is given, not as a wrong sentence on a form.
extension MessageCatalog {
    /// The largest host catalog, in bytes: 256 KiB, room for every template in some 60 languages.
    public static let maximumCatalogBytes = 256 * 1024

    /// PaySeal's catalog with a host's templates over it: they replace PaySeal's for their locale
    /// and add languages; a template key a locale lacks falls back as ``message(forKey:params:locale:)``
    /// says. Locales are written `ll`, `ll-CC` or `ll_CC` (any case; `pt_BR` and `pt-BR` are one).
    /// - Throws: ``PaySealError/Code/limit`` for a catalog over ``maximumCatalogBytes``;
    ///   ``PaySealError/Code/argument`` for invalid UTF-8, a malformed locale or one given twice,
    ///   a template key PaySeal does not have, a template whose placeholders are not
    ///   English's for that key, each once, or a template with a control character or a bidi
    ///   control (the message names the locale and the key);
    ///   ``PaySealError/Code/json`` for malformed JSON or a catalog not of that shape.
    public init(json: [UInt8]) throws(PaySealError.Thrown) { try self.init(jsonBytes: json) }

    /// ``init(json:)`` from any bytes, such as a C host's buffer read in place.
    package init(jsonBytes json: some ContiguousBytes) throws(PaySealError.Thrown) {
        let document = try JSONValue.parse(json, limit: MessageCatalog.maximumCatalogBytes, what: "the message catalog", named: PaySealError.Subject.Argument.catalogJSON)
        guard case let .object(locales) = document else { throw PaySealError(.json, "the message catalog is not a JSON object") }
        var tables: [String: [String: String]] = [:]
        for (locale, value) in locales {
            // Exactly a language and an optional region: the tag normalized spells the locale.
            let tags = MessageCatalog.lookupTags(locale)
            let spelled = locale.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 | 0x20 }
            guard let tag = tags.first, tag.utf8.map({ $0 | 0x20 }) == spelled else {
                throw PaySealError(.argument, "the message catalog's locale \(Quoted(locale, limit: 64)) is not ll, ll-CC or ll_CC")
            }
            guard tables[tag] == nil else {
                throw PaySealError(.argument, "the message catalog gives the locale \(Quoted(tag, limit: 64)) twice")
            }
            guard case let .object(members) = value else {
                throw PaySealError(.json, "the message catalog's locale \(Quoted(locale, limit: 64)) is not a JSON object")
            }
            var templates: [String: String] = [:]
            for (key, template) in members {
                let place = "the message catalog's \(Quoted(locale, limit: 64)) key \(Quoted(key, limit: 64))"
                guard case let .string(text) = template else { throw PaySealError(.json, "\(place) is not a string") }
                guard let english = MessageCatalog.english[key] else { throw PaySealError(.argument, "\(place) is not a PaySeal template key") }
                // Each of English's placeholders exactly once: a repeated one is one more.
                guard let names = MessageCatalog.placeholders(in: text), names.sorted() == (MessageCatalog.placeholders(in: english) ?? []).sorted() else {
                    throw PaySealError(.argument, "\(place) does not have English's placeholders \(MessageCatalog.placeholderList(english)), each once")
                }
                if let scalar = text.unicodeScalars.first(where: MessageCatalog.isRefusedInTemplate) {
                    throw PaySealError(
                        .argument, "\(place) has the control character U+\(MessageCatalog.hex(scalar)), which has no place in a message")
                }
                templates[key] = text
            }
            tables[tag] = templates
        }
        hostTemplates = tables
    }

    /// A control character (general category Cc: NUL, ESC, CR, LF, DEL, C1) or a bidi control
    /// (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069): a message is one line of text a
    /// form shows as it is, so a NUL would cut it short in C, a line break or ESC would break the
    /// host's layout or log, and a bidi control would reorder what the customer reads.
    static func isRefusedInTemplate(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
    }

    /// `0000`: a scalar's code point in at least four upper-case hex digits.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `{minLength}, {maxLength}`, or `(none)`.
    static func placeholderList(_ template: String) -> String {
        let names = placeholders(in: template) ?? []
        return names.isEmpty ? "(none)" : names.map { "{\($0)}" }.joined(separator: ", ")
    }
}
