import CPaySealHeader
import PaySeal

// The arguments and outputs every card export shares. Card data (PANs, expiry dates, CVCs, masked
// values) is read in place as UTF-8: no Swift String is made of it, it is copied only into arrays
// that are wiped, and it is never quoted in a message.

/// A NUL-terminated argument that may hold card data: its bytes in place, checked to be UTF-8
/// and within the mask and value limit.
func secretText(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    let bytes = try secretCString(pointer, name)
    guard bytes.count <= Limits.maximumPaymentValue else {
        throw PaySealError(.limit, "\(name) has \(bytes.count) bytes; the limit is \(Limits.maximumPaymentValue)")
    }
    guard UTF8Validation.isValid(bytes) else { throw argumentError(name, "is not valid UTF-8") }
    return bytes
}

/// The C handle of a brand table: immutable, shared between threads freely.
final class CardBrandsBox: Sendable {
    let brands: CardBrands
    init(_ brands: CardBrands) { self.brands = brands }
}

func brandTable(_ b: OpaquePointer?) throws(PaySealError.Thrown) -> CardBrands {
    try Handle.borrow(b, as: CardBrandsBox.self, "b").brands
}

/// A NUL-terminated card part that may be NULL (then "").
func optionalSecretText(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    try pointer.map { (pointer) throws(PaySealError.Thrown) in try secretText(pointer, name) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
}

/// Positions arrive as size_t read as Int: a value above Int.max reads as negative, refused.
func checkPositions(_ start: Int, _ end: Int) throws(PaySealError.Thrown) {
    guard start >= 0, end >= 0 else { throw argumentError("start and end must be positions in the text") }
}

/// The frame of every field-editing export: clear the outputs, check the positions, run the edit,
/// hand over the text and its caret.
func editOutput(
    _ out_text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ out_caret: UnsafeMutablePointer<Int>?, _ start: Int, _ end: Int, _ edit: () throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int)
) -> payseal_status {
    clear(out_caret)
    return withOutput(out_text, "out_text", length: out_len) { (out_text) throws(PaySealError.Thrown) in
        try checkPositions(start, end)
        let (buffer, caret) = try edit()
        out_caret?.pointee = caret
        handOver(buffer, out_text, out_len)
    }
}

/// The frame of the field-editing exports whose result is JSON (`{"text","caret","truncated",
/// "refused"}`): clear the outputs, check the positions, run the edit, hand over its JSON. The
/// text is card data: the JSON's bytes are wiped once copied out.
func editResultOutput(
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ start: Int, _ end: Int, _ edit: () throws -> (OwnedBuffer, caret: Int, truncated: Bool, refused: String?)
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { out_json in
        try checkPositions(start, end)
        let (buffer, caret, truncated, refused) = try edit()
        let text = UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.count)
        var json = MaskEdit.json(text: text, caret: caret, truncated: truncated, refused: refused)
        defer { wipe(&json) }
        try handOver(json, out_json, out_len)
    }
}
