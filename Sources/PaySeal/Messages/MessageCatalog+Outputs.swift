/// Messages of PaySeal's outputs in another language: the validation errors' `message`, and the
/// same done to an output already written as JSON (what a C host holds).
extension MessageCatalog {
    /// The largest output ``localizingMessages(inJSON:locale:)`` reads, in bytes: 1 MiB.
    public static let maximumOutputBytes = 1024 * 1024

    /// The error's message in `locale`: its English `message` when the locale is English
    /// or the key has no template (a rule this version does not know).
    public func message(for error: ValidationError, locale: String?) -> String {
        (try? message(forKey: error.messageKey, params: error.params, locale: locale)) ?? error.message
    }

    /// `json` (an output of PaySeal's: validation errors, a request's errors, a product field's
    /// check) with the `message` of every object that has a string `messageKey`, an object
    /// `params` and a string `message` rendered again in `locale`; every other byte as PaySeal
    /// wrote it (compact, members in order). A key with no template keeps its message.
    /// - Throws: ``PaySealError/Code/limit`` over ``maximumOutputBytes``; ``PaySealError/Code/argument``
    ///   for invalid UTF-8; ``PaySealError/Code/json`` for malformed JSON.
    public func localizingMessages(inJSON json: [UInt8], locale: String?) throws(PaySealError.Thrown) -> [UInt8] {
        try localizingMessages(inJSONBytes: json, locale: locale)
    }

    /// ``localizingMessages(inJSON:locale:)`` from any bytes, such as a C host's buffer.
    package func localizingMessages(inJSONBytes json: some ContiguousBytes, locale: String?) throws(PaySealError.Thrown) -> [UInt8] {
        let document = try JSONValue.parse(json, limit: MessageCatalog.maximumOutputBytes, what: "the output", named: "json")
        return localized(document, locale: locale).serialized
    }

    /// Depth is bounded by the reader's nesting limit (``Reader/maximumDepth``).
    private func localized(_ value: JSONValue, locale: String?) -> JSONValue {
        switch value {
        case let .array(elements):
            return .array(elements.map { localized($0, locale: locale) })
        case let .object(members):
            var result = members.map { ($0.0, localized($0.1, locale: locale)) }
            guard case let .string(key)? = value["messageKey"], let params = value["params"].flatMap({ try? MessageCatalog.parameters(json: $0) }),
                case .string? = value["message"], let text = try? message(forKey: key, params: params, locale: locale),
                let index = result.firstIndex(where: { $0.0 == "message" })
            else { return .object(result) }
            result[index].1 = .string(text)
            return .object(result)
        default:
            return value
        }
    }

    /// Params as the errors hold them, from JSON: an object of integers, strings and arrays of
    /// strings (what every output's `params` and `payseal_message`'s `params_json` are).
    /// - Throws: ``PaySealError/Code/json`` for anything else, naming the member.
    package static func parameters(json: JSONValue) throws(PaySealError.Thrown) -> [ValidationError.Parameter] {
        guard case let .object(members) = json else { throw PaySealError(.json, "the params are not a JSON object") }
        var result: [ValidationError.Parameter] = []
        for (name, value) in members {
            switch value {
            case let .number(text):
                guard let number = Int64(text) else { throw PaySealError(.json, "the param \(Quoted(name, limit: 64)) is not an integer of 64 bits") }
                result.append(.init(name: name, value: .integer(number)))
            case let .string(text): result.append(.init(name: name, value: .string(text)))
            case let .array(items):
                let strings = items.compactMap { $0.stringValue }
                guard strings.count == items.count else { throw PaySealError(.json, "the param \(Quoted(name, limit: 64)) is not an array of strings") }
                result.append(.init(name: name, value: .strings(strings)))
            default: throw PaySealError(.json, "the param \(Quoted(name, limit: 64)) is not an integer, a string or an array of strings")
            }
        }
        return result
    }
}

extension ValidationError {
    /// The message in `locale` (`ll`, `ll-CC` or `ll_CC`; English when unknown), from PaySeal's
    /// catalog or a host's: see ``MessageCatalog``. ``messageKey`` is the same in every language.
    public func message(locale: String?, catalog: MessageCatalog = MessageCatalog()) -> String {
        catalog.message(for: self, locale: locale)
    }
}
