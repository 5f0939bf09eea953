import CPaySealHeader
import PaySeal

// Masks and validation. Values may be card data: they are read in place as UTF-8 (no Swift
// String is made of them), copied only into arrays that are wiped, and the outputs are written
// straight into the buffers handed to the caller.

private func maskOutput(
    _ mask: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, placeholdersOnly: Bool,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
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
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
        let parsed = try Mask.cached(utf8: try secretCString(mask, "mask"))
        let inserted = try optionalSecretText(replacement, "replacement")
        return try parsed.edited(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
    }
}

@c @implementation
public func payseal_validate_value(
    _ data_restrictions_json: UnsafePointer<CChar>?, _ json_len: Int, _ value: UnsafePointer<CChar>?,
    _ year: Int32, _ month: Int32,
    _ out_errors_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_errors_json, "out_errors_json", length: out_len) { (out_errors_json) throws(PaySealError.Thrown) in
        let json = try requiredBytes(data_restrictions_json, json_len, PaySealError.Subject.Argument.dataRestrictionsJSON)
        let restrictions = try DataRestrictions(jsonBytes: json, named: PaySealError.Subject.Argument.dataRestrictionsJSON)
        let today = try YearMonth.fromC(year: year, month: month)
        let errors = restrictions.validate(utf8: try secretText(value, "value"), today: today)
        try handOver(ValidationError.jsonArray(errors), out_errors_json, out_len)
    }
}
