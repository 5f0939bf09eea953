/// The English messages of validation errors, written once here (`docs/card-input.md` lists them).
/// A message has the rule's bounds filled in and never names the field: the host puts its label
/// before it. Hosts that translate key on ``ValidationError/messageKey``.
extension ValidationError {
    /// `validation.<type>`, or `validation.<type>.<reason>` when the error has a `reason`
    /// (`validation.expirationDate.past`): stable, for hosts that translate.
    public var messageKey: String {
        if let reason = stringParameter("reason") { return "validation.\(type).\(reason)" }
        return "validation.\(type)"
    }

    /// An English sentence for the error, with its bounds filled in and no field name.
    public var message: String { message(forKey: messageKey) }

    /// The message of this error, whose ``messageKey`` is `key` (the JSON writer builds the key once).
    func message(forKey key: String) -> String {
        switch key {
        case "validation.required": return "A value is required."
        case "validation.luhn": return "This number is not valid: its check digit does not match."
        case "validation.iban": return "This is not a valid IBAN."
        case "validation.termsAndConditions": return "The terms and conditions must be accepted."
        case "validation.regularExpression": return "This value is not in the expected format."
        case "validation.regularExpression.invalidPattern": return "This value cannot be checked: the field's pattern is invalid."
        case "validation.regularExpression.unsupportedPattern": return "This value cannot be checked: the field's pattern is not supported."
        case "validation.regularExpression.matchLimit": return "This value cannot be checked: matching the field's pattern took too long."
        case "validation.emailAddress": return "This is not a valid email address."
        case "validation.expirationDate.format": return "This is not a valid expiry date (month and year)."
        case "validation.expirationDate.past": return "This expiry date is in the past."
        case "validation.expirationDate.tooFar": return "This expiry date is too far in the future."
        case "validation.fixedList": return "Choose one of the allowed values."
        case "validation.length": return lengthMessage
        case "validation.range": return rangeMessage
        case "validation.residentIdNumber": return "This is not a valid resident ID number."
        case "validation.numericString": return "Only digits are allowed."
        case "validation.integer": return "This must be a whole number."
        case "validation.boolean": return "This must be true or false."
        default: return "This value is not valid."
        }
    }

    private var lengthMessage: String {
        let minimum = integerParameter("minLength") ?? 0
        guard let maximum = integerParameter("maxLength") else {
            return "Enter at least \(ValidationError.characters(minimum))."
        }
        if minimum == maximum { return "Enter exactly \(ValidationError.characters(minimum))." }
        if minimum <= 0 { return "Enter at most \(ValidationError.characters(maximum))." }
        return "Enter between \(minimum) and \(ValidationError.characters(maximum))."
    }

    private var rangeMessage: String {
        switch (integerParameter("minValue"), integerParameter("maxValue")) {
        case let (minimum?, maximum?): return "Enter a whole number from \(minimum) to \(maximum)."
        case let (minimum?, nil): return "Enter a whole number of at least \(minimum)."
        case let (nil, maximum?): return "Enter a whole number of at most \(maximum)."
        case (nil, nil): return "Enter a whole number."
        }
    }

    private static func characters(_ count: Int64) -> String { count == 1 ? "1 character" : "\(count) characters" }

    private func integerParameter(_ name: String) -> Int64? {
        for parameter in params where parameter.name == name {
            if case let .integer(value) = parameter.value { return value }
        }
        return nil
    }

    private func stringParameter(_ name: String) -> String? {
        for parameter in params where parameter.name == name {
            if case let .string(value) = parameter.value { return value }
        }
        return nil
    }
}
