/// A prepared request as the JSON a merchant's server forwards to the Server API: the members
/// named as the platform names them, `{"encryptedCustomerInput": …, "encodedClientMetaInfo": …}`
/// (`JSONEncoder().encode(prepared)`), and read back from that JSON.
extension PreparedPaymentRequest: Codable {
    private enum CodingKeys: String, CodingKey {
        case encryptedCustomerInput, encodedClientMetaInfo
    }

    /// Writes `encryptedCustomerInput` (``encryptedFields``) and `encodedClientMetaInfo`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(encryptedFields, forKey: .encryptedCustomerInput)
        try container.encode(encodedClientMetaInfo, forKey: .encodedClientMetaInfo)
    }

    /// Reads the two members as ``encode(to:)`` writes them.
    /// - Throws: `DecodingError` for a missing member or one that is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            encryptedFields: try container.decode(String.self, forKey: .encryptedCustomerInput),
            encodedClientMetaInfo: try container.decode(String.self, forKey: .encodedClientMetaInfo))
    }
}
