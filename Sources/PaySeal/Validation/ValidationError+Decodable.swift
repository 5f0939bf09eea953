/// Encoded and decoded as its raw value, the JSON's `type` (RawRepresentable's `Codable`).
extension ValidationError.Kind: Codable {}

/// A validation error decoded from the JSON PaySeal writes (``ValidationError/json``,
/// `payseal_validate_value`, `payseal_payment_request_validate`, the CLI), so that a host with that
/// JSON gets the Swift type with `JSONDecoder`.
extension ValidationError: Decodable {
    private enum CodingKeys: String, CodingKey {
        case fieldId, type, params
    }

    /// A `params` member's name, whatever it is.
    private struct ParameterName: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The order PaySeal's rules write their parameters in; a decoder need not keep a JSON
    /// object's order, so the parameters are put back in it (others after, by name).
    private static let parameterOrder = ["minLength", "maxLength", "minValue", "maxValue", "allowedValues", "reason"]

    /// Decodes `{"fieldId":…,"type":…,"params":{…},"messageKey":…,"message":…}`: `fieldId` when
    /// present, `params` members as integers, strings or arrays of strings; `messageKey` and
    /// `message` are not read (``messageKey`` and ``message`` follow from the type and params).
    /// - Throws: `DecodingError` for a missing `type` or a parameter of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var params: [Parameter] = []
        if container.contains(.params) {
            let members = try container.nestedContainer(keyedBy: ParameterName.self, forKey: .params)
            let rank = { (name: String) in ValidationError.parameterOrder.firstIndex(of: name) ?? ValidationError.parameterOrder.count }
            let names = members.allKeys.sorted { (rank($0.stringValue), $0.stringValue) < (rank($1.stringValue), $1.stringValue) }
            for name in names {
                let value: Parameter.Value
                if let number = try? members.decode(Int64.self, forKey: name) {
                    value = .integer(number)
                } else if let text = try? members.decode(String.self, forKey: name) {
                    value = .string(text)
                } else {
                    value = .strings(try members.decode([String].self, forKey: name))
                }
                params.append(Parameter(name: name.stringValue, value: value))
            }
        }
        self.init(try container.decode(String.self, forKey: .type), params, fieldID: try container.decodeIfPresent(String.self, forKey: .fieldId))
    }
}
