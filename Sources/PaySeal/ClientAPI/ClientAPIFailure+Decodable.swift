/// The Client API's error bodies and the failure JSON read with `JSONDecoder` (the core reads them
/// with its own JSON reader, ``ErrorResponse/read(body:)``).
extension ClientAPIFailure: Decodable {
    private enum CodingKeys: String, CodingKey {
        case httpStatus
    }

    /// Decodes the JSON of ``json`` (`payseal_client_api_error`): `httpStatus` and the error body's
    /// members beside it, read as ``ErrorResponse`` reads them.
    /// - Throws: `DecodingError` for a missing `httpStatus` or a member of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(httpStatus: try container.decode(Int.self, forKey: .httpStatus), response: try ErrorResponse(from: decoder))
    }
}

extension ErrorResponse: Decodable {
    private enum CodingKeys: String, CodingKey {
        case errorID = "errorId"
        case errors
    }

    /// Decodes the body as `JSONDecoder` does; a missing `errors` is an empty list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            errorID: try container.decodeIfPresent(String.self, forKey: .errorID),
            errors: try container.decodeIfPresent([APIError].self, forKey: .errors) ?? [])
    }
}

/// Each member read when present (what a synthesized conformance reads; written out here since it
/// lives in its own file).
extension APIError: Decodable {
    private enum CodingKeys: String, CodingKey {
        case code, id, category, message, propertyName, httpStatusCode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            code: try container.decodeIfPresent(String.self, forKey: .code),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            category: try container.decodeIfPresent(String.self, forKey: .category),
            message: try container.decodeIfPresent(String.self, forKey: .message),
            propertyName: try container.decodeIfPresent(String.self, forKey: .propertyName),
            httpStatusCode: try container.decodeIfPresent(Int.self, forKey: .httpStatusCode))
    }
}
