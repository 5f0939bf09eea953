/// The shapes of a product field's `type` (`docs/card-input.md`, "Field types"): a request's value of
/// another shape gets one error, reported before the field's rules. Type names are matched as the
/// Client API spells them (lower case); `string` and unknown types accept anything; an empty value
/// is never type-checked (that is `required`'s job).
enum FieldType {
    /// The type error of a (non-empty, unmasked) value, or `nil` when its shape fits the type.
    static func error(_ type: String, _ value: UnsafeRawBufferPointer) -> ValidationError? {
        guard !value.isEmpty else { return nil }
        switch type {
        case "numericstring":
            return value.allSatisfy(UTF8Text.isDigit) ? nil : ValidationError("numericString")
        case "integer":
            let digits = value.first == UInt8(ascii: "-") ? value.dropFirst() : value[...]
            return !digits.isEmpty && digits.allSatisfy(UTF8Text.isDigit) ? nil : ValidationError("integer")
        case "boolean":
            return isText(value, "true") || isText(value, "false") ? nil : ValidationError("boolean")
        case "expirydate":
            // Unmasked MMYY or MMYYYY with a month 01-12 (a `/` is this type's error: no mask removed it).
            guard value.count == 4 || value.count == 6, value.allSatisfy(UTF8Text.isDigit) else {
                return .reason("expirationDate", "format")
            }
            let month = Int(value[0] - UInt8(ascii: "0")) * 10 + Int(value[1] - UInt8(ascii: "0"))
            return (1...12).contains(month) ? nil : .reason("expirationDate", "format")
        default:
            return nil
        }
    }

    private static func isText(_ value: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        value.count == text.utf8CodeUnitCount && zip(value, UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)).allSatisfy { $0 == $1 }
    }
}

extension FieldType {
    /// As the customer types: for a value of the wrong shape (`error`), `nil` when characters the
    /// field lets follow can still give it the type's shape, else `error` (`docs/product-fields.md`, "A
    /// field as the customer types"). Only a prefix can be on its way: `-` of an `integer`, `tr` of
    /// a `boolean`, `12` of an `expirydate`; a character the type never takes stays.
    static func deadEnd(
        _ type: String, _ value: UnsafeRawBufferPointer, failing error: ValidationError,
        continuations: Continuations, today: YearMonth
    ) -> ValidationError? {
        switch type {
        case "integer":
            let onlySign = value.count == 1 && value.first == UInt8(ascii: "-")
            return onlySign && continuations.positions(limit: 1) == 1 && continuations.digits(at: 0) != 0 ? nil : error
        case "boolean":
            return completes(value, to: "true", continuations) || completes(value, to: "false", continuations) ? nil : error
        case "expirydate":
            return ExpiryCompletions(value, continuations, today: today).shaped ? nil : error
        default:
            return error  // numericstring: a non-digit stays; other types accept anything
        }
    }
}
