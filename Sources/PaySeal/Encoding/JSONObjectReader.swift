/// Typed reads of one JSON object (a product, a brand table), with the member's path in every
/// error. Unknown members are ignored; a known member of the wrong type is PAYSEAL_E_JSON.
struct JSONObjectReader {
    let json: JSONValue
    let path: String

    init(_ json: JSONValue, _ path: String) throws {
        guard case .object = json else { throw PaySealError(.json, "\(path) is not a JSON object") }
        self.json = json
        self.path = path
    }

    private func member(_ name: String, required: Bool) throws -> JSONValue? {
        guard let value = json[name], value != .null else {
            if required { throw PaySealError(.json, "\(path) has no \"\(name)\"") }
            return nil
        }
        return value
    }

    func string(_ name: String, required: Bool = false) throws -> String? {
        guard let value = try member(name, required: required) else { return nil }
        guard let text = value.stringValue else { throw PaySealError(.json, "\(path).\(name) is not a string") }
        return text
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .bool(flag) = value else { throw PaySealError(.json, "\(path).\(name) is not a boolean") }
        return flag
    }

    func integer(_ name: String) throws -> Int? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .number(text) = value, let number = Int(text) else { throw PaySealError(.json, "\(path).\(name) is not an integer") }
        return number
    }

    /// A product or account id: a JSON integer or a string of digits, 0...2^53 - 1.
    func productID(_ name: String, required: Bool) throws -> Int? {
        guard let value = try member(name, required: required) else { return nil }
        let text: String
        switch value {
        case let .number(number): text = number
        case let .string(string): text = string
        default: throw PaySealError(.json, "\(path).\(name) is not an integer or a string of digits")
        }
        guard let id = try? PaymentRequest.paymentProductID(parsing: text) else {
            throw PaySealError(.json, "\(path).\(name) is not an integer from 0 to 2^53 - 1")
        }
        return id
    }

    /// An array of strings; nil when absent or null.
    func strings(_ name: String) throws -> [String]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .array(items) = value else { throw PaySealError(.json, "\(path).\(name) is not an array") }
        return try items.enumerated().map { index, item in
            guard let text = item.stringValue else { throw PaySealError(.json, "\(path).\(name)[\(index)] is not a string") }
            return text
        }
    }

    /// An array of integers within `bounds`; nil when absent or null.
    func integers(_ name: String, in bounds: ClosedRange<Int>) throws -> [Int]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .array(items) = value else { throw PaySealError(.json, "\(path).\(name) is not an array") }
        return try items.enumerated().map { index, item in
            guard case let .number(text) = item, let number = Int(text), bounds.contains(number) else {
                throw PaySealError(.json, "\(path).\(name)[\(index)] is not an integer from \(bounds.lowerBound) to \(bounds.upperBound)")
            }
            return number
        }
    }

    /// An object whose members are integers within `bounds`, in the object's order; nil when
    /// absent or null.
    func integerMembers(_ name: String, in bounds: ClosedRange<Int>) throws -> [(key: String, value: Int)]? {
        try objectMembers(name) { key, item in
            guard case let .number(text) = item, let number = Int(text), bounds.contains(number) else {
                throw PaySealError(.json, "\(path).\(name).\(Quoted(key, limit: 64)) is not an integer from \(bounds.lowerBound) to \(bounds.upperBound)")
            }
            return number
        }
    }

    /// An object whose members are arrays of integers within `bounds`; nil when absent or null.
    func integerArrayMembers(_ name: String, in bounds: ClosedRange<Int>) throws -> [(key: String, value: [Int])]? {
        try objectMembers(name) { key, item in
            try JSONObjectReader(.object([(key, item)]), "\(path).\(name)").integers(key, in: bounds) ?? []
        }
    }

    private func objectMembers<T>(_ name: String, _ read: (String, JSONValue) throws -> T) throws -> [(key: String, value: T)]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .object(members) = value else { throw PaySealError(.json, "\(path).\(name) is not an object") }
        return try members.map { (key: $0.0, value: try read($0.0, $0.1)) }
    }

    func object(_ name: String) throws -> JSONObjectReader? {
        guard let value = try member(name, required: false) else { return nil }
        return try JSONObjectReader(value, "\(path).\(name)")
    }

    /// An array of objects; an absent member is empty.
    func objects(_ name: String) throws -> [JSONObjectReader] {
        guard let value = try member(name, required: false) else { return [] }
        guard case let .array(items) = value else { throw PaySealError(.json, "\(path).\(name) is not an array") }
        return try items.enumerated().map { try JSONObjectReader($1, "\(path).\(name)[\($0)]") }
    }
}
