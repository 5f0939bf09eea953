import CPaySealHeader
import PaySeal

/// The C handle of a product: immutable, shared between threads freely.
final class ProductBox: Sendable {
    let product: PaymentProduct
    init(_ product: PaymentProduct) { self.product = product }
}

@c @implementation
public func payseal_product_parse(_ json: UnsafePointer<CChar>?, _ json_len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> payseal_status {
    withOutput(out, "out") { out in
        out.pointee = Handle.make(ProductBox(try PaymentProduct(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json")))
    }
}

@c @implementation
public func payseal_product_json(
    _ p: OpaquePointer?, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { out_json in
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
    withOutput(out_json, "out_json", length: out_len) { out_json in
        try handOver(try PaymentProductList(jsonBytes: try requiredBytes(json, json_len, "json"), named: "json").json, out_json, out_len)
    }
}
