import CPaySealHeader
import PaySeal

// Masks and validation. Values may be card data: they are read in place as UTF-8 (no Swift
// String is made of them), copied only into arrays that are wiped, and the outputs are written
// straight into the buffers handed to the caller.

/// A NUL-terminated argument that may hold card data: its bytes in place, checked to be UTF-8
/// and within the mask and value limit.
func secretText(_ pointer: UnsafePointer<CChar>?, _ name: String) throws -> UnsafeRawBufferPointer {
    let bytes = try secretCString(pointer, name)
    guard bytes.count <= Limits.maximumPaymentValue else {
        throw PaySealError(.limit, "\(name) has \(bytes.count) bytes; the limit is \(Limits.maximumPaymentValue)")
    }
    guard UTF8Validation.isValid(bytes) else { throw argumentError("\(name) is not valid UTF-8") }
    return bytes
}

private func maskOutput(
    _ mask: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, placeholdersOnly: Bool,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out)
    clear(out_len)
    return boundary {
        guard let out else { throw argumentError("out is NULL") }
        let parsed = try Mask.cached(utf8: try secretCString(mask, "mask"))
        let buffer = try parsed.formatted(utf8: try secretText(value, "value"), placeholdersOnly: placeholdersOnly)
        handOver(buffer, out, out_len)
    }
}

@c @implementation
public func payseal_mask_format(
    _ mask: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    maskOutput(mask, value, placeholdersOnly: false, out, out_len)
}

@c @implementation
public func payseal_mask_unformat(
    _ mask: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    maskOutput(mask, value, placeholdersOnly: true, out, out_len)
}

@c @implementation
public func payseal_mask_edit(
    _ mask: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int,
    _ replacement: UnsafePointer<CChar>?,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_text)
    clear(out_len)
    clear(out_caret)
    return boundary {
        guard let out_text else { throw argumentError("out_text is NULL") }
        // size_t positions arrive as Int: a value above Int.max reads as negative, refused as past the end.
        guard start >= 0, end >= 0 else { throw argumentError("start and end must be positions in the text") }
        let parsed = try Mask.cached(utf8: try secretCString(mask, "mask"))
        let inserted = try replacement.map { try secretText($0, "replacement") } ?? UnsafeRawBufferPointer(start: nil, count: 0)
        let (buffer, caret) = try parsed.edited(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
        out_caret?.pointee = caret
        handOver(buffer, out_text, out_len)
    }
}

@c @implementation
public func payseal_validate_value(
    _ data_restrictions_json: UnsafePointer<CChar>?, _ json_len: Int, _ value: UnsafePointer<CChar>?,
    _ year: Int32, _ month: Int32,
    _ out_errors_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_errors_json)
    clear(out_len)
    return boundary {
        guard let out_errors_json else { throw argumentError("out_errors_json is NULL") }
        let json = try jsonText(try requiredBytes(data_restrictions_json, json_len, "data_restrictions_json"), "data_restrictions_json",
                                limit: Limits.maximumKeyInput)
        let restrictions = try DataRestrictions(jsonBytes: json)
        let today = try YearMonth.fromC(year: year, month: month)
        let errors = restrictions.validate(utf8: try secretText(value, "value"), today: today)
        try handOver(ValidationError.jsonArray(errors), out_errors_json, out_len)
    }
}
