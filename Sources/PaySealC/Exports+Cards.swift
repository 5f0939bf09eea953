import CPaySealHeader
import PaySeal

// Offline card brands: detection, the card check, PAN formatting and editing. PANs, expiry dates
// and CVCs are card data: read in place (secretText), never copied into a Swift String, never
// quoted in a message.

/// The accepted brands: a JSON array of strings; NULL or [] for all. At most
/// ``CardBrands/maximumAcceptedNames`` of them, counted before the JSON is read: the list comes
/// with every keystroke, and reading 64 KiB of short names took 10 to 18 ms, more than a frame.
private func acceptedBrands(_ pointer: UnsafePointer<CChar>?) throws(PaySealError.Thrown) -> [String]? {
    guard let pointer else { return nil }
    let json = try secretCString(pointer, PaySealError.Subject.Argument.acceptedJSON)
    guard json.count <= CardBrands.maximumJSON else {
        throw PaySealError(.limit, about: .init(PaySealError.Subject.Argument.acceptedJSON), "has \(json.count) bytes; the limit is \(CardBrands.maximumJSON)")
    }
    guard CardBrands.mayHoldMoreThanMaximumAccepted(json) == false else {
        throw PaySealError(.limit, about: .init(PaySealError.Subject.Argument.acceptedJSON), "has more than \(CardBrands.maximumAcceptedNames) names, the limit")
    }
    guard case let .array(items) = try JSONValue.parse(try jsonText(json, PaySealError.Subject.Argument.acceptedJSON, limit: CardBrands.maximumJSON)) else {
        throw PaySealError(.json, about: .init(PaySealError.Subject.Argument.acceptedJSON), "is not a JSON array")
    }
    return try items.enumerated().map { (index, item) throws(PaySealError.Thrown) in
        guard let name = item.stringValue else { throw PaySealError(.json, about: .init(PaySealError.Subject.Argument.acceptedJSON, member: .index(index)), "is not a string") }
        return name
    }
}

@c @implementation
public func payseal_card_brands_default(_ out: UnsafeMutablePointer<OpaquePointer?>?) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        out.pointee = Handle.make(CardBrandsBox(.builtIn))
    }
}

@c @implementation
public func payseal_card_brands_parse(_ json: UnsafePointer<CChar>?, _ json_len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        out.pointee = Handle.make(CardBrandsBox(try CardBrands(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json")))
    }
}

@c @implementation
public func payseal_card_brands_free(_ b: OpaquePointer?) { Handle.release(b, as: CardBrandsBox.self) }

@c @implementation
public func payseal_card_brand(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?,
    _ out_name: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_name, "out_name", length: out_len) { (out_name) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        guard let brand = table.brand(ofPANUTF8: try secretText(pan, "pan")) else { return }
        try handOver(Array(brand.name.utf8), out_name, out_len)
    }
}

@c @implementation
public func payseal_card_check(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?, _ expiry: UnsafePointer<CChar>?, _ cvc: UnsafePointer<CChar>?,
    _ accepted_json: UnsafePointer<CChar>?, _ year: Int32, _ month: Int32,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        let check = table.check(
            panUTF8: try secretText(pan, "pan"), expiryUTF8: try optionalSecretText(expiry, "expiry"),
            cvcUTF8: try optionalSecretText(cvc, "cvc"), accepted: try acceptedBrands(accepted_json),
            today: try YearMonth.fromC(year: year, month: month))
        try handOver(check.json, out_json, out_len)
    }
}

@c @implementation
public func payseal_card_check_ex(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?, _ expiry: UnsafePointer<CChar>?, _ cvc: UnsafePointer<CChar>?,
    _ accepted_json: UnsafePointer<CChar>?, _ year: Int32, _ month: Int32, _ flags: Int32,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        let final = try checkFlags(flags)
        let check = table.check(
            panUTF8: try secretText(pan, "pan"), expiryUTF8: try optionalSecretText(expiry, "expiry"),
            cvcUTF8: try optionalSecretText(cvc, "cvc"), accepted: try acceptedBrands(accepted_json),
            today: try YearMonth.fromC(year: year, month: month), final: final)
        try handOver(check.json, out_json, out_len)
    }
}

/// The flags of the `_ex` checks: whether `PAYSEAL_CHECK_FINAL` is set; any other bit is refused.
func checkFlags(_ flags: Int32) throws(PaySealError.Thrown) -> Bool {
    guard flags & ~Int32(PAYSEAL_CHECK_FINAL) == 0 else {
        throw argumentError("flags", "has a bit other than PAYSEAL_CHECK_FINAL (\(flags))")
    }
    return flags & Int32(PAYSEAL_CHECK_FINAL) != 0
}

@c @implementation
public func payseal_card_format_pan(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let buffer = try brandTable(b).formattedPAN(utf8: try secretText(pan, "pan"))
        handOver(buffer, out, out_len)
    }
}

@c @implementation
public func payseal_card_edit_pan(
    _ b: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ replacement: UnsafePointer<CChar>?,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        let inserted = try optionalSecretText(replacement, "replacement")
        return try table.editedPAN(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
    }
}
