import CPaySealHeader
import PaySeal

// The keys of card fields (Backspace and Delete with their direction, the expiry field) and the
// brand details a host sizes its fields with. PANs and expiry dates are card data: read in place
// (secretText), copied only into arrays that are wiped, never quoted in a message.

private func brands(_ b: OpaquePointer?) throws -> CardBrands {
    try Handle.borrow(b, as: CardBrandsBox.self, "b").brands
}

/// Positions arrive as size_t read as Int: a value above Int.max reads as negative, refused.
private func checkPositions(_ start: Int, _ end: Int) throws {
    guard start >= 0, end >= 0 else { throw argumentError("start and end must be positions in the text") }
}

/// The shared tail of every field-editing export: clear the outputs, run the edit, hand over.
private func fieldOutput(
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?, _ start: Int, _ end: Int, _ edit: () throws -> (OwnedBuffer, caret: Int)
) -> payseal_status {
    clear(out_text)
    clear(out_len)
    clear(out_caret)
    return boundary {
        guard let out_text else { throw argumentError("out_text is NULL") }
        try checkPositions(start, end)
        let (buffer, caret) = try edit()
        out_caret?.pointee = caret
        handOver(buffer, out_text, out_len)
    }
}

@c @implementation
public func payseal_mask_delete(
    _ mask: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ forward: Int32,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    fieldOutput(out_text, out_len, out_caret, start, end) {
        let parsed = try Mask.cached(utf8: try secretCString(mask, "mask"))
        return try parsed.deleted(utf8: try secretText(text, "text"), start: start, end: end, forward: forward != 0)
    }
}

@c @implementation
public func payseal_card_delete_pan(
    _ b: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ forward: Int32,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    fieldOutput(out_text, out_len, out_caret, start, end) {
        try brands(b).deletedPAN(utf8: try secretText(text, "text"), start: start, end: end, forward: forward != 0)
    }
}

@c @implementation
public func payseal_card_edit_expiry(
    _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ replacement: UnsafePointer<CChar>?,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    fieldOutput(out_text, out_len, out_caret, start, end) {
        let inserted = try replacement.map { try secretText($0, "replacement") } ?? UnsafeRawBufferPointer(start: nil, count: 0)
        return try ExpiryEditor.edited(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
    }
}

@c @implementation
public func payseal_card_delete_expiry(
    _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ forward: Int32,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    fieldOutput(out_text, out_len, out_caret, start, end) {
        try ExpiryEditor.deleted(utf8: try secretText(text, "text"), start: start, end: end, forward: forward != 0)
    }
}

@c @implementation
public func payseal_card_brand_info(
    _ b: OpaquePointer?, _ name: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_json)
    clear(out_len)
    return boundary {
        guard let out_json else { throw argumentError("out_json is NULL") }
        let table = try brands(b)
        let wanted = try string(name, "name")
        guard let brand = table.brand(named: wanted) else {
            throw argumentError("the brand table has no brand named \(Quoted(wanted, limit: 64))")
        }
        try handOver(brand.infoJSON, out_json, out_len)
    }
}

@c @implementation
public func payseal_card_brands_json(
    _ b: OpaquePointer?, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_json)
    clear(out_len)
    return boundary {
        guard let out_json else { throw argumentError("out_json is NULL") }
        try handOver(try brands(b).json, out_json, out_len)
    }
}

@c @implementation
public func payseal_card_brand_candidates(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_json)
    clear(out_len)
    return boundary {
        guard let out_json else { throw argumentError("out_json is NULL") }
        let table = try brands(b)
        let found = table.candidates(ofPANUTF8: try secretText(pan, "pan"))
        try handOver(CardBrands.namesJSON(found), out_json, out_len)
    }
}
