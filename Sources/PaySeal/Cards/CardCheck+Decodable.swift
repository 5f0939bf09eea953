/// A card check decoded from the JSON PaySeal writes (``CardCheck/json``, `payseal_card_check`,
/// `payseal card-check`), so that a host with that JSON gets the Swift type with `JSONDecoder`.
extension CardCheck: Decodable {
    private enum CodingKeys: String, CodingKey {
        case brand, pan, cvc, expiry
    }

    /// Decodes `{"brand":…,"pan":{…},"cvc":{…},"expiry":{…},"complete":…}`; `complete` is not
    /// read (``complete`` follows from the parts).
    /// - Throws: `DecodingError` for a missing part or a member of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        brand = try container.decodeIfPresent(String.self, forKey: .brand)
        pan = try container.decode(Part.self, forKey: .pan)
        cvc = try container.decode(Part.self, forKey: .cvc)
        expiry = try container.decode(Part.self, forKey: .expiry)
    }
}

extension CardCheck.State: Decodable {}

extension CardCheck.Part: Decodable {
    private enum CodingKeys: String, CodingKey {
        case state, reason, maxLength, advance
    }

    /// Decodes `{"state":…,"reason":…,"maxLength":N,"advance":B}`, the last three when present.
    /// - Throws: `DecodingError` for a missing or unknown `state` or a member of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(CardCheck.State.self, forKey: .state), try container.decodeIfPresent(String.self, forKey: .reason),
            maxLength: try container.decodeIfPresent(Int.self, forKey: .maxLength), advance: try container.decodeIfPresent(Bool.self, forKey: .advance))
    }
}

/// A reason as its raw value, the JSON's spelling (RawRepresentable's `Codable`).
extension CardCheck.Reason: Codable {}
