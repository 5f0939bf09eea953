import CPaySealHeader
import PaySeal

/// The C handle of a product: immutable, shared between threads freely.
final class ProductBox: Sendable {
    let product: PaymentProduct
    init(_ product: PaymentProduct) { self.product = product }
}

@c @implementation
public func payseal_product_parse(_ json: UnsafePointer<CChar>?, _ json_len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        out.pointee = Handle.make(ProductBox(try PaymentProduct(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json")))
    }
}

@c @implementation
public func payseal_product_json(
    _ p: OpaquePointer?, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        try handOver(try Handle.borrow(p, as: ProductBox.self, "p").product.json, out_json, out_len)
    }
}

@c @implementation
public func payseal_product_free(_ p: OpaquePointer?) { Handle.release(p, as: ProductBox.self) }

@c @implementation
public func payseal_product_list_parse(
    _ json: UnsafePointer<CChar>?, _ json_len: Int,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        try handOver(try PaymentProductList(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json").json, out_json, out_len)
    }
}

@c @implementation
public func payseal_product_list_offered(
    _ json: UnsafePointer<CChar>?, _ json_len: Int, _ wallets: Int32,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let known = Int32(PAYSEAL_WALLET_APPLE_PAY | PAYSEAL_WALLET_GOOGLE_PAY)
        guard wallets & ~known == 0 else {
            throw argumentError("wallets has bits other than PAYSEAL_WALLET_APPLE_PAY and PAYSEAL_WALLET_GOOGLE_PAY")
        }
        let list = try PaymentProductList(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json")
        let device = PaymentProductList.Wallets(
            applePay: wallets & Int32(PAYSEAL_WALLET_APPLE_PAY) != 0, googlePay: wallets & Int32(PAYSEAL_WALLET_GOOGLE_PAY) != 0)
        try handOver(list.offered(on: device).json, out_json, out_len)
    }
}

@c @implementation
public func payseal_product_field_check(
    _ p: OpaquePointer?, _ field_id: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, _ year: Int32, _ month: Int32,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let product = try Handle.borrow(p, as: ProductBox.self, "p").product
        let id = try string(field_id, "field_id")
        guard let field = product.field(id) else { throw argumentError("the product has no field \(Quoted(id, limit: 64))") }
        // The value may be card data: read in place, checked by the field (UTF-8, limit, mask).
        let result = try field.check(
            utf8: try secretCString(value, "value"), today: try YearMonth.fromC(year: year, month: month), final: false)
        try handOver(result.json, out_json, out_len)
    }
}

@c @implementation
public func payseal_product_field_check_ex(
    _ p: OpaquePointer?, _ field_id: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, _ year: Int32, _ month: Int32,
    _ flags: Int32, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let product = try Handle.borrow(p, as: ProductBox.self, "p").product
        let id = try string(field_id, "field_id")
        guard let field = product.field(id) else { throw argumentError("the product has no field \(Quoted(id, limit: 64))") }
        let final = try checkFlags(flags)
        // The value may be card data: read in place, checked by the field (UTF-8, limit, mask).
        let result = try field.check(
            utf8: try secretCString(value, "value"), today: try YearMonth.fromC(year: year, month: month), final: final)
        try handOver(result.json, out_json, out_len)
    }
}

@c @implementation
public func payseal_product_field_edit(
    _ p: OpaquePointer?, _ field_id: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ start: Int, _ end: Int,
    _ replacement: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    editResultOutput(out_json, out_len, start, end) {
        let product = try Handle.borrow(p, as: ProductBox.self, "p").product
        let id = try string(field_id, "field_id")
        guard let field = product.field(id) else { throw argumentError("the product has no field \(Quoted(id, limit: 64))") }
        // The text may be card data: read in place.
        let inserted = try optionalSecretText(replacement, "replacement")
        let (buffer, caret) = try field.edited(utf8: try secretText(text, "text"), start: start, end: end, replacement: inserted)
        return (buffer, caret, false, nil)
    }
}

@c @implementation
public func payseal_product_account_display_value(
    _ p: OpaquePointer?, _ account_id: UnsafePointer<CChar>?, _ key: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let product = try Handle.borrow(p, as: ProductBox.self, "p").product
        let value = try product.displayValue(accountOnFile: try string(account_id, "account_id"), key: try string(key, "key"))
        try handOver(Array(value.utf8), out, out_len)
    }
}
