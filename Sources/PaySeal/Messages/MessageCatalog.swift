/// PaySeal's messages in the customer's language: its English sentences and their translations
/// into German, French, Dutch, Spanish, Italian, Portuguese and Polish (one file per language,
/// `MessageCatalog+<language>.swift`), and a host's own catalog over them.
///
/// A message is asked for by its key and params: a validation error's
/// ``ValidationError/messageKey`` (`validation.length`, `validation.expirationDate.past`) with its
/// ``ValidationError/params``, or a card check's `card.<part>.<reason>` (`card.pan.luhn`,
/// `card.cvc.length`, `card.expiry.past`; no params), or a field edit's paste note
/// (`card.pan.truncated`, `card.cvc.truncated`, `card.cvc.notDigits`, `card.expiry.notADate`: a
/// ``MaskEdit`` that was cut or refused; no params). The catalog holds *templates* under
/// template keys: a message key, or for the two messages whose wording depends on which bounds
/// there are, one key per wording: `validation.length.atLeast|exactly|atMost|between` followed by
/// `.one` or `.other` (the plural form of the count the sentence ends with) and
/// `validation.range.between|atLeast|atMost|any`. A template names its params in braces
/// (`{minLength}`); integers are written as plain ASCII digits, a list of strings joined with ", ".
///
/// Locales: `ll`, `ll-CC` or `ll_CC` (any case; other subtags skipped), looked up as `ll-CC`,
/// then `ll`, then English, template by template; an unknown or malformed locale is English.
/// A host catalog (``init(json:)``) is looked up before PaySeal's at each step.
public struct MessageCatalog: Sendable {
    /// The host's templates by normalized locale (`ll` or `ll-CC`).
    let hostTemplates: [String: [String: String]]

    /// PaySeal's own catalog.
    public init() { hostTemplates = [:] }

    /// The languages PaySeal translates into, English first.
    public static let languages = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"]

    /// PaySeal's templates of a language of ``languages``; `nil` for another.
    public static func builtInTemplates(forLanguage language: String) -> [String: String]? {
        switch language {
        case "en": return english
        case "de": return german
        case "fr": return french
        case "nl": return dutch
        case "es": return spanish
        case "it": return italian
        case "pt": return portuguese
        case "pl": return polish
        default: return nil
        }
    }

    /// Every template key, sorted: English's keys, which every language has.
    public static let templateKeys: [String] = english.keys.sorted()

    /// The message of `key` with `params` filled in, in `locale` (`nil`: English).
    /// - Throws: ``PaySealError/Code/argument`` for a key PaySeal has no message for, or params
    ///   that lack one the template names (the message names both). Never for the locale.
    public func message(forKey key: String, params: [ValidationError.Parameter] = [], locale: String? = nil) throws(PaySealError.Thrown) -> String {
        let (templateKey, count) = try MessageCatalog.templateKey(forKey: key, params: params)
        for table in tables(for: locale) {
            let full = count.map { templateKey + (MessageCatalog.isSingular($0, language: table.language) ? ".one" : ".other") } ?? templateKey
            if let template = table.templates[full] {
                return try MessageCatalog.render(template, params: params, key: key)
            }
        }
        // English has every template key.
        throw PaySealError(.argument, "the message key \(Quoted(key, limit: 64)) has no template")
    }

    /// The template key of a message key and the count whose plural form picks `.one` or
    /// `.other`, when the message has one. The bounds are read as ValidationMessages.swift reads
    /// them, so that English renders the `message` of the validation outputs byte for byte.
    static func templateKey(forKey key: String, params: [ValidationError.Parameter]) throws(PaySealError.Thrown) -> (String, Int64?) {
        func integer(_ name: String) -> Int64? {
            for parameter in params where parameter.name == name {
                if case let .integer(value) = parameter.value { return value }
            }
            return nil
        }
        switch key {
        case "validation.length":
            let minimum = integer("minLength") ?? 0
            guard let maximum = integer("maxLength") else { return ("validation.length.atLeast", minimum) }
            if minimum == maximum { return ("validation.length.exactly", minimum) }
            if minimum <= 0 { return ("validation.length.atMost", maximum) }
            return ("validation.length.between", maximum)
        case "validation.range":
            switch (integer("minValue"), integer("maxValue")) {
            case (_?, _?): return ("validation.range.between", nil)
            case (_?, nil): return ("validation.range.atLeast", nil)
            case (nil, _?): return ("validation.range.atMost", nil)
            case (nil, nil): return ("validation.range.any", nil)
            }
        default:
            // A key with a wording per bound is asked for by its message key only.
            guard english[key] != nil, !key.hasPrefix("validation.length."), !key.hasPrefix("validation.range.") else {
                throw PaySealError(.argument, "PaySeal has no message for the key \(Quoted(key, limit: 64))")
            }
            return (key, nil)
        }
    }

    /// Whether `count` takes the `.one` form: 0 and 1 in French and Portuguese (CLDR's rule for
    /// `fr` and `pt`), 1 elsewhere (the rule of the other languages here; Polish's templates
    /// are worded so that `.other` fits every count).
    static func isSingular(_ count: Int64, language: String) -> Bool {
        language == "fr" || language == "pt" ? count == 0 || count == 1 : count == 1
    }

    /// The tables to look a template up in, in order: for `ll-CC` the host's and PaySeal's
    /// `ll-CC`, then `ll`, then English; `language` decides the plural form.
    func tables(for locale: String?) -> [(language: String, templates: [String: String])] {
        var result: [(language: String, templates: [String: String])] = []
        for tag in MessageCatalog.lookupTags(locale) + ["en"] {
            let language = String(tag.prefix { $0 != "-" })
            if let host = hostTemplates[tag] { result.append((language, host)) }
            if let own = MessageCatalog.builtInTemplates(forLanguage: tag) { result.append((language, own)) }
        }
        return result
    }

    /// `["ll-CC", "ll"]`, `["ll"]`, or `[]` for a malformed or missing locale: a language of 2 or
    /// 3 ASCII letters, then subtags of 1 to 8 ASCII letters or digits after `-` or `_`, the
    /// region the first of 2 letters or 3 digits; at most 64 bytes. A POSIX locale's codeset and
    /// modifier (`de_DE.UTF-8`, `de-DE@euro`: what follows the first `.` or `@`) are ignored, so a
    /// host can pass its process's locale as it is.
    static func lookupTags(_ locale: String?) -> [String] {
        guard let locale, locale.utf8.count <= 64 else { return [] }
        let tag = locale.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
        let subtags = tag.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(isLetter),
            subtags.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } })
        else { return [] }
        let language = String(decoding: first.map { $0 | 0x20 }, as: UTF8.self)
        let region = subtags.dropFirst().first { ($0.count == 2 && $0.allSatisfy(isLetter)) || ($0.count == 3 && $0.allSatisfy(isDigit)) }
        guard let region else { return [language] }
        // Upper case: clear bit 5 of letters only.
        let upper = String(decoding: region.map { isLetter($0) ? $0 & ~0x20 : $0 }, as: UTF8.self)
        return [language + "-" + upper, language]
    }

    /// `template` with each `{name}` replaced by its param's text.
    static func render(_ template: String, params: [ValidationError.Parameter], key: String) throws(PaySealError.Thrown) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            guard let parameter = params.first(where: { $0.name == name }) else {
                throw PaySealError(.argument, "the params of \(Quoted(key, limit: 64)) have no \(Quoted(name, limit: 64))")
            }
            switch parameter.value {
            case let .integer(value): result += String(value)
            case let .string(text): result += text
            case let .strings(list): result += list.joined(separator: ", ")
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The placeholders of a template in order, or `nil` when a brace does not open or close a
    /// placeholder of 1 to 64 ASCII letters.
    public static func placeholders(in template: String) -> [String]? {
        var names: [String] = []
        var current: String?
        for scalar in template.unicodeScalars {
            switch scalar {
            case "{":
                guard current == nil else { return nil }
                current = ""
            case "}":
                guard let name = current, !name.isEmpty else { return nil }
                names.append(name)
                current = nil
            default:
                guard current != nil else { continue }
                guard scalar.isASCII, scalar.properties.isAlphabetic, current?.utf8.count ?? 0 < 64 else { return nil }
                current?.unicodeScalars.append(scalar)
            }
        }
        return current == nil ? names : nil
    }
}
