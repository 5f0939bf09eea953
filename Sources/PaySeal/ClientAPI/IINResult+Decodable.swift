/// An IIN result decoded from the JSON PaySeal writes (``IINResult/json``, `payseal_iin_result`,
/// `payseal iin`), so that a host that has that JSON (from the C ABI, the CLI or another process)
/// gets the Swift type with `JSONDecoder` instead of reading the members itself.
extension IINResult: Decodable {
    private enum CodingKeys: String, CodingKey {
        case status, paymentProductId, isAllowedInContext, countryCode, cardType, coBrands
    }

    /// Decodes `{"status":…,"paymentProductId":…,"isAllowedInContext":…,"countryCode":…,
    /// "cardType":…,"coBrands":[…]}`; absent or null members are `nil` (`coBrands` `[]`). A
    /// product id is a number or a string of digits, as the server may write it; a co-brand keeps
    /// the two members ``CoBrand`` reads.
    /// - Throws: `DecodingError` for a missing or unknown `status` or a member of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(Status.self, forKey: .status)
        if let number = try? container.decodeIfPresent(Int.self, forKey: .paymentProductId) {
            productIDJSON = .number(String(number))
        } else {
            productIDJSON = try container.decodeIfPresent(String.self, forKey: .paymentProductId).map { .string($0) } ?? .null
        }
        allowedJSON = try container.decodeIfPresent(Bool.self, forKey: .isAllowedInContext).map { .bool($0) } ?? .null
        countryCodeJSON = try container.decodeIfPresent(String.self, forKey: .countryCode).map { .string($0) } ?? .null
        cardTypeJSON = try container.decodeIfPresent(String.self, forKey: .cardType).map { .string($0) } ?? .null
        let coBrands = try container.decodeIfPresent([CoBrand].self, forKey: .coBrands) ?? []
        coBrandsJSON = coBrands.map { brand in
            .object([
                ("paymentProductId", brand.paymentProductID.map { .number(String($0)) } ?? .null),
                ("isAllowedInContext", brand.isAllowedInContext.map { .bool($0) } ?? .null),
            ])
        }
    }
}

extension IINResult.Status: Codable {}

/// An IIN result an app keeps (in a `Set`, a cache): hashed by its typed members, and encoded as the
/// JSON ``IINResult/json`` writes, which the decoder above reads back (co-brands with the two
/// members ``CoBrand`` reads).
extension IINResult: Hashable, Encodable {
    /// Hashes the typed members (equal results have equal members).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(paymentProductID)
        hasher.combine(isAllowedInContext)
        hasher.combine(countryCode)
        hasher.combine(cardType)
        hasher.combine(coBrands)
    }

    /// Writes `{"status","paymentProductId","isAllowedInContext","countryCode","cardType","coBrands"}`,
    /// a member the answer did not have as `null`; the product id as the server wrote it (a number
    /// or a string of digits).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        switch productIDJSON {
        case let .number(text): try container.encode(paymentProductID ?? Int(text), forKey: .paymentProductId)
        case let .string(text): try container.encode(text, forKey: .paymentProductId)
        default: try container.encodeNil(forKey: .paymentProductId)
        }
        try container.encode(isAllowedInContext, forKey: .isAllowedInContext)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(cardType, forKey: .cardType)
        try container.encode(coBrands, forKey: .coBrands)
    }
}

/// A co-brand as `{"paymentProductId":…,"isAllowedInContext":…}`, each left out when absent (what
/// a synthesized conformance writes; written out here since it lives in its own file).
extension IINResult.CoBrand: Codable {
    private enum CodingKeys: String, CodingKey {
        case paymentProductID = "paymentProductId"
        case isAllowedInContext
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            paymentProductID: try container.decodeIfPresent(Int.self, forKey: .paymentProductID),
            isAllowedInContext: try container.decodeIfPresent(Bool.self, forKey: .isAllowedInContext))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(paymentProductID, forKey: .paymentProductID)
        try container.encodeIfPresent(isAllowedInContext, forKey: .isAllowedInContext)
    }
}
