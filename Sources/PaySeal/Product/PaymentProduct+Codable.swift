/// What an app reaches for with a product and a products list: identity for SwiftUI lists, equality
/// and hashing, and `Codable` to keep them (a cache of the products list). Both are encoded as the
/// response they were read from (every member, as a JSON object) and decoded by reading that
/// response again, with every check of ``PaymentProduct/init(json:)-([UInt8])``.
extension PaymentProduct: Identifiable, Hashable, Codable {
    /// Two products are equal when they were read from the same response, JSON object members
    /// compared in any order (as JSON objects are): every property comes from it.
    public static func == (a: PaymentProduct, b: PaymentProduct) -> Bool {
        a.id == b.id && a.source.isSameJSON(as: b.source)
    }

    /// Hashes the product id (equal products have one id).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Writes the response the product was read from, as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        try CodableJSON(source).encode(to: encoder)
    }

    /// Reads a product as ``encode(to:)`` writes it (the Client API's response).
    /// - Throws: `DecodingError.dataCorrupted` with PaySeal's message for what ``init(json:)-([UInt8])``
    ///   refuses.
    public init(from decoder: any Decoder) throws {
        let json = try CodableJSON(from: decoder).value
        do {
            self = try PatternCompileCost.counting { try PaymentProduct(try JSONObjectReader(json, "the product")) }
        } catch let error as PaySealError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message, underlyingError: error))
        }
    }
}

extension PaymentProduct.Field: Identifiable {}

extension PaymentProductList: Hashable, Codable {
    /// Two lists are equal when they were read from the same response (members in any order).
    public static func == (a: PaymentProductList, b: PaymentProductList) -> Bool {
        a.source.isSameJSON(as: b.source)
    }

    /// Hashes the products' ids.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(products.map(\.id))
    }

    /// Writes the response the list was read from, as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        try CodableJSON(source).encode(to: encoder)
    }

    /// Reads a list as ``encode(to:)`` writes it (the Client API's response).
    /// - Throws: `DecodingError.dataCorrupted` with PaySeal's message for what ``init(json:)-([UInt8])``
    ///   refuses.
    public init(from decoder: any Decoder) throws {
        let json = try CodableJSON(from: decoder).value
        do {
            self = try PaymentProductList(readingJSON: json)
        } catch let error as PaySealError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message, underlyingError: error))
        }
    }
}

extension JSONValue {
    /// Whether two values are the same JSON: object members compared by name in any order (names
    /// are unique: the reader refuses a duplicate), numbers by their text.
    func isSameJSON(as other: JSONValue) -> Bool {
        switch (self, other) {
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSameJSON(as: $1) }
        case let (.object(a), .object(b)):
            return a.count == b.count && a.allSatisfy { name, value in other[name].map { value.isSameJSON(as: $0) } ?? false }
        default:
            return self == other
        }
    }
}

/// A JSON value through an `Encoder` or a `Decoder` (a product's response in an app's cache).
/// Numbers go through as `Int64` when their text is an integer, else `Double`.
private struct CodableJSON: Codable {
    let value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(CodableJSON(item)) }
        case let .object(members):
            var container = encoder.container(keyedBy: Name.self)
            for (name, item) in members { try container.encode(CodableJSON(item), forKey: Name(stringValue: name)) }
        default:
            var container = encoder.singleValueContainer()
            switch value {
            case let .bool(flag): try container.encode(flag)
            case let .number(text):
                if let integer = Int64(text) { try container.encode(integer) } else { try container.encode(Double(text) ?? 0) }
            case let .string(text): try container.encode(text)
            default: try container.encodeNil()  // null (a secret value is never in a product)
            }
        }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Name.self) {
            value = .object(try container.allKeys.map { ($0.stringValue, try container.decode(CodableJSON.self, forKey: $0).value) })
        } else if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(CodableJSON.self).value) }
            value = .array(items)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = .null
            } else if let flag = try? container.decode(Bool.self) {
                value = .bool(flag)
            } else if let integer = try? container.decode(Int64.self) {
                value = .number(String(integer))
            } else if let number = try? container.decode(Double.self) {
                value = .number(number.description)
            } else {
                value = .string(try container.decode(String.self))
            }
        }
    }
}

/// The field kinds as their raw values, the JSON's strings (RawRepresentable's `Codable`).
extension PaymentProduct.FieldType: Codable {}
extension PaymentProduct.InputType: Codable {}

/// Display hints as a JSON object of `label`, `logo` and `displayOrder`, each left out when absent
/// (what a synthesized conformance writes; written out here since it lives in its own file).
extension PaymentProduct.DisplayHints: Codable {
    private enum CodingKeys: String, CodingKey {
        case label, logo, displayOrder
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            label: try container.decodeIfPresent(String.self, forKey: .label),
            logo: try container.decodeIfPresent(String.self, forKey: .logo),
            displayOrder: try container.decodeIfPresent(Int.self, forKey: .displayOrder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(logo, forKey: .logo)
        try container.encodeIfPresent(displayOrder, forKey: .displayOrder)
    }
}

/// Wallets as `{"applePay":…,"googlePay":…}` (what a synthesized conformance writes; written out
/// here since it lives in its own file).
extension PaymentProductList.Wallets: Codable {
    private enum CodingKeys: String, CodingKey {
        case applePay, googlePay
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(applePay: try container.decode(Bool.self, forKey: .applePay), googlePay: try container.decode(Bool.self, forKey: .googlePay))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(applePay, forKey: .applePay)
        try container.encode(googlePay, forKey: .googlePay)
    }
}
