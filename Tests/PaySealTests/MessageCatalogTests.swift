import Testing

@testable import PaySeal

/// The catalogs agree with English key for key and placeholder for placeholder; English renders
/// the validation outputs' `message` byte for byte; the locale and host catalog rules.
@Suite("Messages in the customer's language")
struct MessageCatalogTests {
    @Test("Every language has exactly English's keys, and per key English's placeholders", arguments: MessageCatalog.languages)
    func sameKeysAndPlaceholders(_ language: String) throws {
        let table = try #require(MessageCatalog.builtInTemplates(forLanguage: language))
        #expect(Set(table.keys) == Set(MessageCatalog.templateKeys), "\(language): keys differ from English's")
        for key in MessageCatalog.templateKeys {
            let english = try #require(MessageCatalog.english[key])
            guard let template = table[key] else { continue }
            let names = MessageCatalog.placeholders(in: template)
            #expect(names != nil, "\(language) \(key): a brace opens or closes no placeholder")
            #expect((names ?? []).sorted() == (MessageCatalog.placeholders(in: english) ?? []).sorted(), "\(language) \(key): placeholders \(names ?? []) are not English's")
            #expect(!template.isEmpty && template.utf8.count <= 160, "\(language) \(key): not a short sentence")
            #expect(!template.unicodeScalars.contains(where: MessageCatalog.isRefusedInTemplate), "\(language) \(key): a control character")
        }
    }

    @Test("English renders every validation error's message byte for byte")
    func englishIsTheValidationMessage() throws {
        var errors: [ValidationError] = []
        for minimum in [Int64(-1), 0, 1, 2, 13, 19] {
            errors.append(ValidationError("length", [.init(name: "minLength", value: .integer(minimum))]))
            for maximum in [Int64(0), 1, 2, 19, 35] {
                errors.append(ValidationError("length", [.init(name: "minLength", value: .integer(minimum)), .init(name: "maxLength", value: .integer(maximum))]))
            }
        }
        for (low, high) in [(Int64?(1), Int64?(12)), (-5, nil), (nil, 99), (nil, nil)] {
            var params: [ValidationError.Parameter] = []
            if let low { params.append(.init(name: "minValue", value: .integer(low))) }
            if let high { params.append(.init(name: "maxValue", value: .integer(high))) }
            errors.append(ValidationError("range", params))
        }
        for type in ["required", "luhn", "iban", "termsAndConditions", "regularExpression", "emailAddress", "residentIdNumber", "numericString", "integer", "boolean"] {
            errors.append(ValidationError(type))
        }
        errors.append(ValidationError("fixedList", [.init(name: "allowedValues", value: .strings(["a", "b"]))]))
        for reason in ["invalidPattern", "unsupportedPattern", "matchLimit"] { errors.append(.reason("regularExpression", reason)) }
        for reason in ["format", "past", "tooFar"] { errors.append(.reason("expirationDate", reason)) }
        for error in errors {
            #expect(try MessageCatalog().message(forKey: error.messageKey, params: error.params) == error.message, "\(error.json)")
            #expect(error.message(locale: "en-GB") == error.message)
        }
    }

    @Test func localesFallBackAndNeverFail() throws {
        let past = ValidationError.reason("expirationDate", "past")
        #expect(past.message(locale: "de") == "Dieses Ablaufdatum liegt in der Vergangenheit.")
        #expect(past.message(locale: "fr-BE") == "Cette date d'expiration est dépassée.")
        #expect(past.message(locale: "pt_BR") == "Esta data de validade já passou.")
        for locale in ["xx", "", "fr--BE", "1", "C.UTF-8", ".UTF-8", String(repeating: "a", count: 100), "nl\u{0}"] {
            #expect(past.message(locale: locale) == past.message, "\(locale)")
        }
        // A POSIX locale's codeset and modifier are ignored, so a host can pass its process's locale.
        #expect(past.message(locale: "de_DE.UTF-8") == "Dieses Ablaufdatum liegt in der Vergangenheit.")
        #expect(MessageCatalog.lookupTags("de-DE@euro") == ["de-DE", "de"])
        #expect(MessageCatalog.lookupTags("fr_CA.ISO8859-1@x") == ["fr-CA", "fr"])
        #expect(MessageCatalog.lookupTags("zh-Hant-TW") == ["zh-TW", "zh"])
        #expect(MessageCatalog.lookupTags("ES-419") == ["es-419", "es"])
        #expect(throws: PaySealError.self) { try MessageCatalog().message(forKey: "validation.nothing") }
        #expect(try MessageCatalog().message(forKey: "card.expiry.past", locale: "it") == "Questa data di scadenza è già passata.")
    }

    @Test func hostCatalogsAreCheckedWhenGiven() throws {
        let host = try MessageCatalog(json: Array(#"{"nl_BE":{"validation.required":"Gelieve een waarde in te vullen."},"sv":{"validation.range.any":"Ange ett heltal."}}"#.utf8))
        #expect(try host.message(forKey: "validation.required", locale: "nl-BE") == "Gelieve een waarde in te vullen.")
        #expect(try host.message(forKey: "validation.required", locale: "nl") == "Vul een waarde in.")
        #expect(try host.message(forKey: "validation.range", locale: "sv") == "Ange ett heltal.")
        #expect(try host.message(forKey: "validation.iban", locale: "sv") == "This is not a valid IBAN.")
        func refusal(_ json: String) -> PaySealError? {
            do { _ = try MessageCatalog(json: Array(json.utf8)) } catch let error as PaySealError { return error } catch { return nil }
            return nil
        }
        let wrong = refusal(#"{"de":{"validation.length.between.other":"Von {minLength} bis {max}."}}"#)
        #expect(wrong?.code == .argument)
        #expect(wrong?.message.contains("\"de\"") == true && wrong?.message.contains("validation.length.between.other") == true)
        #expect(refusal(#"{"de":{"validation.required":"{"}}"#)?.code == .argument)
        #expect(refusal(#"{"de":{"nope":"x"}}"#)?.code == .argument)
        #expect(refusal(#"{"de":[]}"#)?.code == .json)
        #expect(refusal("[]")?.code == .json)
        #expect(refusal(#"{"de":{"validation.required":"x""#)?.code == .json)
        let big = "{\"de\":{\"validation.required\":\"" + String(repeating: "x", count: MessageCatalog.maximumCatalogBytes) + "\"}}"
        #expect(refusal(big)?.code == .limit)
    }

    @Test func localizingAnOutputKeepsEveryOtherByte() throws {
        let output = #"[{"fieldId":"cvv","type":"length","params":{"minLength":3,"maxLength":4},"messageKey":"validation.length","message":"Enter between 3 and 4 characters."}]"#
        let dutch = try MessageCatalog().localizingMessages(inJSON: Array(output.utf8), locale: "nl")
        #expect(String(decoding: dutch, as: UTF8.self) == output.replacingOccurrencesOf("Enter between 3 and 4 characters.", "Vul tussen 3 en 4 tekens in."))
        #expect(try MessageCatalog().localizingMessages(inJSON: Array(output.utf8), locale: nil) == Array(output.utf8))
    }

    @Test func theContextsLocaleIsCheckedBeforeAnyURL() throws {
        let session = try Session(clientSessionID: "s", customerID: "c", clientAPIURL: "https://example.com", assetURL: "")
        let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1, isRecurring: false, locale: "nl_NL")
        #expect(try session.request(.paymentProducts, context: context).url.hasSuffix("isRecurring=false&locale=nl_NL&hide=fields"))
        #expect(try session.request(.paymentProduct(id: 1), context: context).url.hasSuffix("isRecurring=false&locale=nl_NL"))
        for bad in ["n", "nl&x=1", String(repeating: "a", count: 36), "nl NL", "né"] {
            let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1, isRecurring: false, locale: bad)
            #expect(throws: PaySealError.self) { try session.request(.paymentProducts, context: context) }
        }
    }
}

extension String {
    fileprivate func replacingOccurrencesOf(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
