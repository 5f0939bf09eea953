import CPaySealHeader
import PaySeal

@c @implementation
public func payseal_iin_bin(
    _ card_number: UnsafePointer<CChar>?, _ out_bin: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_bin, "out_bin", length: out_len) { (out_bin) throws(PaySealError.Thrown) in
        // Card data: read in place; only the bin is copied.
        let number = try secretCString(card_number, "card_number")
        guard number.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "card_number has \(number.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        guard let bin = try IIN.bin(utf8: number) else { return }  // NOT_ENOUGH_DIGITS: OK, NULL, 0
        try handOver(Array(bin.utf8), out_bin, out_len)
    }
}

@c @implementation
public func payseal_iin_result(
    _ http_status: Int32, _ body: UnsafePointer<CChar>?, _ body_len: Int,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        // A 404 body that is not a JSON object, invalid UTF-8 included, has no members; a 200 body must be JSON.
        let result = try IINResult(httpStatus: Int(http_status), bodyBytes: try bytes(body, body_len, "body"), named: "body")
        try handOver(result.json, out_json, out_len)
    }
}

@c @implementation
public func payseal_iin_needs_new_details(
    _ card_number: UnsafePointer<CChar>?, _ previous_card_number: UnsafePointer<CChar>?, _ out_needed: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_needed)
    return boundary { () throws(PaySealError.Thrown) in
        guard let out_needed else { throw argumentError("out_needed", "is NULL") }
        // Card data: both numbers read in place; the rule keeps two integers, no copy.
        let number = try secretText(card_number, "card_number")
        let previous = try optionalSecretText(previous_card_number, "previous_card_number")
        out_needed.pointee = IIN.needsNewDetails(cardNumberUTF8: number, previousCardNumberUTF8: previous) ? 1 : 0
    }
}
