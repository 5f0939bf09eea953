import PaySeal

/// Vectors/product-field-check.*.json: `product` (a JSON object), `field`, `today`. Valid cases type
/// each value of `typed` ({keys, why, steps, left}); each step is "<state> <messageKey or -> <text>"
/// (the first the empty field, each next one typed through the field's editor), checked on the text
/// and on it without the mask's literals (where the mask writes the text as it is); `left`
/// has each step's state once the customer has left the field (`final`): `v` or `x` (invalid),
/// with the step's messageKey.
/// Invalid cases check `value` and name the status.
enum ProductFieldVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        guard let json = vector.json["product"] else { throw VectorFailure("missing product") }
        let product = try PaymentProduct(json: json.serialized)
        let fieldID = try vector.required("field"), today = try vector.today()
        if vector.expectsFailure {
            try vector.expectStatus { _ = try product.check(field: fieldID, value: try vector.required("value"), today: today) }
            return .passed
        }
        guard let field = product.field(fieldID) else { throw VectorFailure("the product has no field \(fieldID)") }
        guard case let .array(typed)? = vector.json["typed"] else { throw VectorFailure("typed is not an array") }
        for value in typed {
            guard let keys = value["keys"]?.stringValue, case let .array(steps)? = value["steps"] else {
                throw VectorFailure("a typed value is not {keys, steps}")
            }
            let left = Array(value["left"]?.stringValue ?? "")
            let keyScalars = Array(keys.unicodeScalars)
            var previous = ""
            for (index, step) in steps.enumerated() {
                let parts = (step.stringValue ?? "").split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3 else { throw VectorFailure("\(keys): step \(index) is not \"<state> <messageKey> <text>\"") }
                let (state, key, text) = (String(parts[0]), parts[1] == "-" ? nil : String(parts[1]), String(parts[2]))
                if index > 0, index <= keyScalars.count {
                    // The text after one more key typed at the end, through the field's editor.
                    let caret = previous.utf16.count
                    let edited = try field.edit(previous, start: caret, end: caret, replacement: String(keyScalars[index - 1])).text
                    try check(edited == text, "\(keys) after \(index) keys: typed \(edited.debugDescription), expected \(text.debugDescription)")
                }
                previous = text
                if index < left.count {
                    let settled = try field.check(text, today: today, final: true)
                    let got = "\(settled.state == .valid ? "v" : settled.state == .invalid ? "x" : "?") \(settled.error?.messageKey ?? "-")"
                    let expected = "\(left[index]) \(key ?? "-")"
                    try check(got == expected, "\(keys) after \(index) keys, left: got \(got), expected \(expected)")
                }
                // Unmasked too, where the mask writes the text as it is (not a year digit held past it).
                let written = field.mask.map { $0.format(text) == text } ?? true
                for form in written ? [text, field.mask?.unformat(text) ?? text] : [text] {
                    let result = try field.check(form, today: today)
                    try check(
                        result.state.rawValue == state && result.error?.messageKey == key,
                        "\(keys) after \(index) keys, \(form.debugDescription): got \(result.state.rawValue) "
                            + "\(result.error?.messageKey ?? "-"), expected \(state) \(key ?? "-")")
                }
            }
        }
        return .passed
    }
}
