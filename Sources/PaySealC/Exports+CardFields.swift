import CPaySealHeader
import PaySeal

// The keys of card fields (Backspace and Delete with their direction, the expiry field) and the
// brand details a host sizes its fields with. PANs and expiry dates are card data: read in place
// (secretText), copied only into arrays that are wiped, never quoted in a message.

@c @implementation
public func payseal_mask_delete(
    _ mask: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ forward: Int32,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
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
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
        try brandTable(b).deletedPAN(utf8: try secretText(text, "text"), start: start, end: end, forward: forward != 0)
    }
}

@c @implementation
public func payseal_card_edit_expiry(
    _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ replacement: UnsafePointer<CChar>?,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
        let inserted = try optionalSecretText(replacement, "replacement")
        return try ExpiryEditor.edited(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
    }
}

@c @implementation
public func payseal_card_delete_expiry(
    _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ forward: Int32,
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editOutput(out_text, out_len, out_caret, start, end) { () throws(PaySealError.Thrown) in
        try ExpiryEditor.deleted(utf8: try secretText(text, "text"), start: start, end: end, forward: forward != 0)
    }
}

@c @implementation
public func payseal_card_edit_pan_json(
    _ b: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ replacement: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editResultOutput(out_json, out_len, start, end) {
        let table = try brandTable(b)
        let inserted = try optionalSecretText(replacement, "replacement")
        let (buffer, caret, truncated) = try table.editedPANResult(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
        return (buffer, caret, truncated, nil)
    }
}

@c @implementation
public func payseal_card_edit_expiry_json(
    _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int, _ replacement: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editResultOutput(out_json, out_len, start, end) {
        let inserted = try optionalSecretText(replacement, "replacement")
        let (buffer, caret, refused) = try ExpiryEditor.editedResult(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
        return (buffer, caret, false, refused)
    }
}

@c @implementation
public func payseal_card_edit_cvc(
    _ b: OpaquePointer?, _ brand_name: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int,
    _ replacement: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editResultOutput(out_json, out_len, start, end) {
        let table = try brandTable(b)
        var mask = CardBrand.unknownBrandCVCMask
        if let brand_name {
            let wanted = try string(brand_name, "brand_name")
            guard let brand = table.brand(named: wanted) else {
                throw argumentError("the brand table has no brand named \(Quoted(wanted, limit: 64))")
            }
            mask = brand.cvcMask
        }
        let inserted = try optionalSecretText(replacement, "replacement")
        return try CVCEditor.editedResult(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted, mask: mask)
    }
}

@c @implementation
public func payseal_card_brand_info(
    _ b: OpaquePointer?, _ name: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
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
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        try handOver(try brandTable(b).json, out_json, out_len)
    }
}

@c @implementation
public func payseal_card_brand_candidates(
    _ b: OpaquePointer?, _ pan: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        let found = table.candidates(ofPANUTF8: try secretText(pan, "pan"))
        try handOver(CardBrands.namesJSON(found), out_json, out_len)
    }
}

@c @implementation
public func payseal_card_cvc_mask(
    _ b: OpaquePointer?, _ brand_name: UnsafePointer<CChar>?,
    _ out_mask: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_mask, "out_mask", length: out_len) { (out_mask) throws(PaySealError.Thrown) in
        let table = try brandTable(b)
        guard let brand_name else {
            // No brand detected yet: the unknown brand's mask, as CardBrand.unknownBrandCVCMask.
            return try handOver(Array(CardBrand.unknownBrandCVCMask.pattern.utf8), out_mask, out_len)
        }
        let wanted = try string(brand_name, "brand_name")
        guard let brand = table.brand(named: wanted) else {
            throw argumentError("the brand table has no brand named \(Quoted(wanted, limit: 64))")
        }
        try handOver(Array(brand.cvcMask.pattern.utf8), out_mask, out_len)
    }
}
