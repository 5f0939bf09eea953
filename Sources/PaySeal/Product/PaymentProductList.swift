/// The Client API's products-list response (`GET products`, `docs/card-input.md`, "Products list"):
/// `{"paymentProducts": [product, …], …}`, each product read as ``PaymentProduct`` reads one (a
/// list is requested with `hide=fields`, so its products usually have no fields).
public struct PaymentProductList: Sendable {
    /// The products, in document order.
    public let products: [PaymentProduct]
    /// The response's own object, passed through by ``json``.
    let source: JSONValue

    /// Parses the products-list response (the bytes as received).
    /// - Throws: ``PaySealError/Code/argument`` (invalid UTF-8), ``PaySealError/Code/json`` (not
    ///   an object; `paymentProducts` not an array of
    ///   objects; a product that ``PaymentProduct`` refuses, the message naming it), and
    ///   ``PaySealError/Code/limit`` (more than 1 MiB).
    public init(json bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: bytes)
    }

    /// Parses the response given as any collection of bytes (`Data` from URLSession, a slice, ...).
    public init(json bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: CollectionBytes(bytes))
    }

    /// `name`: how the message about invalid UTF-8 names the input (the C ABI's parameter).
    package init(jsonBytes bytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        try self.init(readingJSON: try JSONValue.parse(bytes, limit: Limits.maximumPlaintext, what: "the products list JSON", named: name))
    }

    /// The list read from its parsed response (PaymentProduct+Codable.swift decodes one too).
    init(readingJSON json: JSONValue) throws(PaySealError.Thrown) {
        let list = try JSONObjectReader(json, "the products list")
        // One compile budget for every pattern of the list, as for one product.
        products = try PatternCompileCost.counting { () throws(PaySealError.Thrown) in
            try list.objects("paymentProducts").map { (item) throws(PaySealError.Thrown) in try PaymentProduct(item) }
        }
        source = json
    }

    /// The normalized list: the response's object with its members in their order, passed through
    /// as they came, except `paymentProducts` (`[]` when absent or `null`, appended at the end when
    /// absent), whose products are normalized as ``PaymentProduct/json`` says, in document order.
    public var json: [UInt8] {
        var w = JSONWriter(capacity: 1024)
        var wroteProducts = false
        w.raw("{")
        for (index, (member, value)) in source.objectMembers.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(member)
            w.raw(":")
            if member == "paymentProducts" {
                writeProducts(to: &w)
                wroteProducts = true
            } else {
                value.write(to: &w)
            }
        }
        if !wroteProducts {
            if !source.objectMembers.isEmpty { w.raw(",") }
            w.raw("\"paymentProducts\":")
            writeProducts(to: &w)
        }
        w.raw("}")
        return w.bytes
    }

    private func writeProducts(to w: inout JSONWriter) {
        w.raw("[")
        for (index, product) in products.enumerated() {
            if index > 0 { w.raw(",") }
            product.write(to: &w)
        }
        w.raw("]")
    }
}
