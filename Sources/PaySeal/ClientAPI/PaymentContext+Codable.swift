/// A payment context an app keeps (in a `Set`, a cache, its state restoration), as the JSON the C
/// ABI takes: `{"countryCode","currencyCode","amount","isRecurring","locale"?}`.
extension PaymentContext: Hashable, Codable {
    private enum CodingKeys: String, CodingKey {
        case countryCode, currencyCode, amount, isRecurring, locale
    }

    /// Hashes every member (all of those `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(countryCode)
        hasher.combine(currencyCode)
        hasher.combine(amount)
        hasher.combine(isRecurring)
        hasher.combine(locale)
    }

    /// Writes the five members (`locale` only when set).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(currencyCode, forKey: .currencyCode)
        try container.encode(amount, forKey: .amount)
        try container.encode(isRecurring, forKey: .isRecurring)
        try container.encodeIfPresent(locale, forKey: .locale)
    }

    /// Reads the members as ``encode(to:)`` writes them (the locale is checked, as always, when a
    /// request is made with the context).
    /// - Throws: `DecodingError` for a missing member or one of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            countryCode: try container.decode(String.self, forKey: .countryCode),
            currencyCode: try container.decode(String.self, forKey: .currencyCode),
            amount: try container.decode(Int64.self, forKey: .amount),
            isRecurring: try container.decode(Bool.self, forKey: .isRecurring),
            locale: try container.decodeIfPresent(String.self, forKey: .locale))
    }
}
