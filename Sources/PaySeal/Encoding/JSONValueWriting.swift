extension JSONValue {
    /// Compact JSON text of this value: members in their order, strings escaped as PaySeal writes
    /// them (``JSONWriter``), numbers as they were written.
    package var serialized: [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.bytes
    }

    package func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.raw("null")
        case let .bool(value): writer.raw(value ? "true" : "false")
        case let .number(text): writer.raw(text)
        case let .string(text): writer.string(text)
        case .secretString, .secretNumber: writer.raw("null")  // only when parsed with secret members or in place, never written
        case let .array(elements):
            writer.raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { writer.raw(",") }
                element.write(to: &writer)
            }
            writer.raw("]")
        case let .object(members):
            writer.raw("{")
            for (index, (name, value)) in members.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(name)
                writer.raw(":")
                value.write(to: &writer)
            }
            writer.raw("}")
        }
    }
}
