/// Typed reads of one JSON object (a product, a brand table, a payment context, an IIN response,
/// a validator's parameters, the C ABI's params), the member named in every error. Unknown
/// members are ignored; JSON `null` counts as absent; a known member of the wrong type is
/// PAYSEAL_E_JSON. The one reader of JSON members: every input names its members through it.
struct JSONObjectReader {
    /// How an error names a member `name` of this object.
    enum Naming {
        /// `the product.id`: a path, extended by the member's name.
        case path(String)
        /// `the payment context's "amount"`.
        case owner(String)
        /// `"length"."minLength"`: a validator's parameter.
        case validator(String)
        /// `params_json "paymentProductId"`: a member of a C ABI argument, the error's subject;
        /// a missing one is PAYSEAL_E_ARGUMENT, "is missing: <neededBy> needs it".
        case argument(String, neededBy: String)
    }

    let json: JSONValue
    let naming: Naming

    var path: String {
        switch naming {
        case let .path(path): return path
        case let .owner(owner): return owner
        case let .validator(rule): return "\"\(rule)\""
        case let .argument(name, _): return name
        }
    }

    init(_ json: JSONValue, _ path: String) throws(PaySealError.Thrown) {
        try self.init(json, naming: .path(path))
    }

    init(_ json: JSONValue, naming: Naming) throws(PaySealError.Thrown) {
        self.json = json
        self.naming = naming
        guard case .object = json else { throw PaySealError(.json, "\(path) is not a JSON object") }
    }

    /// An error about the member `name`: the member as `naming` calls it, then `detail`.
    func error(_ name: String, _ detail: String) -> PaySealError {
        switch naming {
        case let .path(path): return PaySealError(.json, "\(path).\(name) \(detail)")
        case let .owner(owner): return PaySealError(.json, "\(owner)'s \"\(name)\" \(detail)")
        case let .validator(rule): return PaySealError(.json, "\"\(rule)\".\"\(name)\" \(detail)")
        case let .argument(argument, _): return PaySealError(.json, about: .init(argument, member: .key(name)), detail)
        }
    }

    /// An error about element `index` of the array member `name`.
    func elementError(_ name: String, _ index: Int, _ detail: String) -> PaySealError {
        switch naming {
        case let .path(path): return PaySealError(.json, "\(path).\(name)[\(index)] \(detail)")
        case let .owner(owner): return PaySealError(.json, "\(owner)'s \"\(name)\"[\(index)] \(detail)")
        case let .validator(rule): return PaySealError(.json, "\"\(rule)\".\"\(name)\"[\(index)] \(detail)")
        case let .argument(argument, _): return PaySealError(.json, about: .init(argument, member: .key(name)), "element \(index) \(detail)")
        }
    }

    private func missing(_ name: String) -> PaySealError {
        switch naming {
        case let .path(path): return PaySealError(.json, "\(path) has no \"\(name)\"")
        case let .owner(owner): return PaySealError(.argument, "\(owner) has no \"\(name)\"")
        case let .validator(rule): return PaySealError(.json, "the \"\(rule)\" validator has no \"\(name)\"")
        case let .argument(argument, neededBy): return Self.missingArgumentMember(argument, name, neededBy: neededBy)
        }
    }

    /// `params_json "cardNumber" is missing: iinDetails needs it` (also for params read in place).
    static func missingArgumentMember(_ argument: String, _ name: String, neededBy: String) -> PaySealError {
        PaySealError(.argument, about: .init(argument, member: .key(name)), "is missing: \(neededBy) needs it")
    }

    /// The member's value; nil when absent or null (an error if `required`).
    func member(_ name: String, required: Bool = false) throws(PaySealError.Thrown) -> JSONValue? {
        guard let value = json[name], value != .null else {
            if required { throw missing(name) }
            return nil
        }
        return value
    }

    /// The member's value if `accepts` takes it; an error saying it "is not `expected`" if not.
    func checked(_ name: String, _ expected: String, _ accepts: (JSONValue) -> Bool) throws(PaySealError.Thrown) -> JSONValue? {
        guard let value = try member(name) else { return nil }
        guard accepts(value) else { throw error(name, "is not \(expected)") }
        return value
    }

    func string(_ name: String, required: Bool = false) throws(PaySealError.Thrown) -> String? {
        guard let value = try member(name, required: required) else { return nil }
        guard let text = value.stringValue else { throw error(name, "is not a string") }
        return text
    }

    func bool(_ name: String, required: Bool = false) throws(PaySealError.Thrown) -> Bool? {
        guard let value = try member(name, required: required) else { return nil }
        guard case let .bool(flag) = value else { throw error(name, "is not a boolean") }
        return flag
    }

    /// A JSON integer (no fraction, exponent or sign other than `-`) within 64 bits.
    func integer(_ name: String, required: Bool = false) throws(PaySealError.Thrown) -> Int? {
        guard let value = try member(name, required: required) else { return nil }
        guard case let .number(text) = value, let number = Int(text), !text.hasPrefix("+") else { throw error(name, "is not an integer") }
        return number
    }

    /// A product or account id: a JSON integer or a string of digits, 0...2^53 - 1 (the one
    /// reading of an id in JSON: ``PaymentRequest/paymentProductID(parsing:)`` on its digits).
    func productID(_ name: String, required: Bool) throws(PaySealError.Thrown) -> Int? {
        guard let value = try member(name, required: required) else { return nil }
        let text: String
        switch value {
        case let .number(number): text = number
        case let .string(string): text = string
        default: throw error(name, "is not an integer or a string of digits")
        }
        guard let id = try? PaymentRequest.paymentProductID(parsing: text) else {
            // An id out of range is bad JSON in a document, but a bad argument in the params a
            // caller wrote for one request (as the same id given to a request builder).
            guard case let .argument(argument, _) = naming else { throw error(name, "is not an integer from 0 to 2^53 - 1") }
            throw PaySealError(.argument, about: .init(argument, member: .key(name)), "is not an integer from 0 to 2^53 - 1")
        }
        return id
    }

    /// An array of strings; nil when absent or null.
    func strings(_ name: String) throws(PaySealError.Thrown) -> [String]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .array(items) = value else { throw error(name, "is not an array") }
        return try items.enumerated().map { (index, item) throws(PaySealError.Thrown) in
            guard let text = item.stringValue else { throw elementError(name, index, "is not a string") }
            return text
        }
    }

    /// An array of integers within `bounds`; nil when absent or null.
    func integers(_ name: String, in bounds: ClosedRange<Int>) throws(PaySealError.Thrown) -> [Int]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .array(items) = value else { throw error(name, "is not an array") }
        return try items.enumerated().map { (index, item) throws(PaySealError.Thrown) in
            guard case let .number(text) = item, let number = Int(text), bounds.contains(number) else {
                throw elementError(name, index, "is not an integer from \(bounds.lowerBound) to \(bounds.upperBound)")
            }
            return number
        }
    }

    /// An object whose members are integers within `bounds`, in the object's order; nil when
    /// absent or null.
    func integerMembers(_ name: String, in bounds: ClosedRange<Int>) throws(PaySealError.Thrown) -> [(key: String, value: Int)]? {
        try objectMembers(name) { (key, item) throws(PaySealError.Thrown) in
            guard case let .number(text) = item, let number = Int(text), bounds.contains(number) else {
                throw PaySealError(.json, "\(path).\(name).\(Quoted(key, limit: 64)) is not an integer from \(bounds.lowerBound) to \(bounds.upperBound)")
            }
            return number
        }
    }

    /// An object whose members are arrays of integers within `bounds`; nil when absent or null.
    func integerArrayMembers(_ name: String, in bounds: ClosedRange<Int>) throws(PaySealError.Thrown) -> [(key: String, value: [Int])]? {
        try objectMembers(name) { (key, item) throws(PaySealError.Thrown) in
            try JSONObjectReader(.object([(key, item)]), "\(path).\(name)").integers(key, in: bounds) ?? []
        }
    }

    private func objectMembers<T>(_ name: String, _ read: (String, JSONValue) throws(PaySealError.Thrown) -> T) throws(PaySealError.Thrown) -> [(key: String, value: T)]? {
        guard let value = try member(name, required: false) else { return nil }
        guard case let .object(members) = value else { throw error(name, "is not an object") }
        return try members.map { (member) throws(PaySealError.Thrown) in (key: member.0, value: try read(member.0, member.1)) }
    }

    func object(_ name: String) throws(PaySealError.Thrown) -> JSONObjectReader? {
        guard let value = try member(name, required: false) else { return nil }
        return try JSONObjectReader(value, "\(path).\(name)")
    }

    /// An array of objects; an absent member is empty.
    func objects(_ name: String) throws(PaySealError.Thrown) -> [JSONObjectReader] {
        guard let value = try member(name, required: false) else { return [] }
        guard case let .array(items) = value else { throw error(name, "is not an array") }
        return try items.enumerated().map { (index, item) throws(PaySealError.Thrown) in try JSONObjectReader(item, "\(path).\(name)[\(index)]") }
    }
}
