// Target product-request: PaymentProduct(json:) over any bytes, and a PaymentRequest fed the
// product that parsed and values from the input.
//
// Input: byte 0 is flags (0x01 choose the product's first account on file); the rest is split at
// 0x00 into the product JSON, then key/value pairs for setValue (C0 80 is a NUL byte; FF FE H L
// <pattern> repeats the pattern). Bytes become Strings with invalid UTF-8 repaired.
//
// Oracles: no crash; every error is a PaySealError (for the product .argument exactly for invalid
// UTF-8 within the size limit, else .json or .limit; .argument or .limit for a value); a product that parses has its normalized JSON read back by Foundation with
// the same number of fields, in display order; a request with it: setProduct succeeds for its id,
// a value is accepted only for one of its fields, stored unmasked (it formats back to the masked
// value's placeholders), maskedValue formats to itself, and validate gives errors only for its
// fields, in display order, each with a fieldId. Parsing takes at most 1 s and validating 0.25 s
// (the release build's bounds, allowing for the sanitizer), whatever the patterns. An account on file of another product is
// refused with .argument (by design), and a value's error message may quote the field id but not
// the value (unless the id itself holds the value's bytes).
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard let flags = input.first else { return 0 }
    var fields = Fields(input.dropFirst())
    let json = fields.next() ?? []
    let product: PaymentProduct
    let parseStarted = threadCPUSeconds()
    do {
        product = try PaymentProduct(json: json)
        requireCPUTime(since: parseStarted, withinReleaseBound: 1, "parsing the product")
    } catch {
        requireCPUTime(since: parseStarted, withinReleaseBound: 1, "refusing the product")
        let error = checkError(error)
        let refusedAsText = json.count <= Limits.maximumPlaintext && String(validating: json, as: UTF8.self) == nil
        require(
            refusedAsText ? error.code == .argument : [.json, .limit].contains(error.code),
            "product parsing failed with \(error.code.statusName): \(error.message)")
        return 0
    }
    // foundationParse: members passed through may hold numbers beyond a Double (1e999).
    guard let normalized = foundationParse(product.json) as? [String: Any],
        let normalizedFields = normalized["fields"] as? [[String: Any]]
    else {
        oracleFailure("Foundation cannot read the normalized product")
    }
    require(normalizedFields.count == product.fields.count, "normalized fields differ")
    let orders = product.fields.compactMap(\.displayOrder)
    require(orders == orders.sorted(), "fields out of display order: \(orders)")

    var request: PaymentRequest
    do {
        request = try PaymentRequest(clientSessionID: "s", paymentProductID: product.id)
        try request.setProduct(product)
    } catch {
        oracleFailure("a parsed product does not attach to a request for its id: \(error)")
    }
    if flags & 1 != 0, let account = product.accountsOnFile.first {
        let ownProduct = account.paymentProductID.map { $0 == product.id } ?? true
        do {
            try request.setAccountOnFileID(account.id)
            require(ownProduct, "an account on file of product \(account.paymentProductID ?? 0) was accepted for \(product.id)")
        } catch {
            require(!ownProduct && checkError(error).code == .argument, "choosing the product's own account on file failed: \(error)")
        }
    }
    while let keyField = fields.next() {
        let key = text(keyField), value = text(fields.next() ?? [])
        do {
            try request.setValue(value, forKey: key)
            guard let field = product.field(key) else { oracleFailure("a value was accepted for \(key.debugDescription), not a field") }
            if let mask = field.mask, !value.isEmpty {
                require(request[key].map { sameBytes($0, mask.unformat(value)) } ?? mask.unformat(value).isEmpty, "the value is not stored unmasked")
            }
            let masked = try request.maskedValue(for: key)
            require(field.mask.map { sameBytes($0.format(masked), masked) } ?? true, "maskedValue does not format to itself")
        } catch {
            // The message names the field in quotes: the value counts as leaked only when the
            // quoted id does not hold it (a value `"` + the id's first characters spells it).
            let valueBytes = Array(value.utf8)
            let error = checkError(error, secrets: contains(Array("\"\(key)\"".utf8), valueBytes) ? [] : [valueBytes])
            require([.argument, .limit].contains(error.code), "setValue failed with \(error.code.statusName): \(error.message)")
        }
    }
    do {
        let validateStarted = threadCPUSeconds()
        let errors = request.validate(today: try YearMonth(year: 2026, month: 11))
        requireCPUTime(since: validateStarted, withinReleaseBound: 0.25, "validating the request")
        let ids = product.fields.map(\.id)
        let positions = errors.map { error in ids.firstIndex { id in error.fieldID.map { sameBytes($0, id) } == true } }
        require(positions.allSatisfy { $0 != nil }, "an error for a field the product does not have")
        require(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "errors out of display order")
    } catch {
        oracleFailure("validate failed with a product set: \(error)")
    }
    return 0
}

@main
struct ProductRequestFuzzer {
    static func main() { runFuzzer(fuzz) }
}
