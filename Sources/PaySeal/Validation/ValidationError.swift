/// One failed rule of a value: `{"type": …, "params": {…}}` in JSON.
public struct ValidationError: Sendable, Hashable, CustomStringConvertible {
    /// The rule's name ("luhn", "length", …) or "required".
    public let type: String
    /// The rule's bounds or the reason, in the order the JSON writes them.
    public let params: [Parameter]
    /// The field the error is about, when a whole request is validated.
    public var fieldID: String?

    public struct Parameter: Sendable, Hashable {
        public let name: String
        public let value: Value

        public enum Value: Sendable, Hashable {
            case integer(Int64)
            case string(String)
            case strings([String])
        }
    }

    init(_ type: String, _ params: [Parameter] = [], fieldID: String? = nil) {
        self.type = type
        self.params = params
        self.fieldID = fieldID
    }

    static func reason(_ type: String, _ reason: String) -> ValidationError {
        ValidationError(type, [Parameter(name: "reason", value: .string(reason))])
    }

    public var description: String { String(decoding: json, as: UTF8.self) }

    /// `{"fieldId":…,"type":…,"params":{…}}`, compact (`fieldId` only when set).
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 64)
        write(to: &writer)
        return writer.bytes
    }

    func write(to writer: inout JSONWriter) {
        writer.raw("{")
        if let fieldID {
            writer.raw("\"fieldId\":")
            writer.string(fieldID)
            writer.raw(",")
        }
        writer.raw("\"type\":")
        writer.string(type)
        writer.raw(",\"params\":{")
        for (index, parameter) in params.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(parameter.name)
            writer.raw(":")
            switch parameter.value {
            case let .integer(number): writer.raw(String(number))
            case let .string(text): writer.string(text)
            case let .strings(list):
                writer.raw("[")
                for (position, item) in list.enumerated() {
                    if position > 0 { writer.raw(",") }
                    writer.string(item)
                }
                writer.raw("]")
            }
        }
        writer.raw("}}")
    }

    /// A JSON array of errors, "[]" for none.
    package static func jsonArray(_ errors: [ValidationError]) -> [UInt8] {
        var writer = JSONWriter(capacity: 2 + errors.count * 48)
        writer.raw("[")
        for (index, error) in errors.enumerated() {
            if index > 0 { writer.raw(",") }
            error.write(to: &writer)
        }
        writer.raw("]")
        return writer.bytes
    }
}
