import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The rows of a product's fields as the customer types them and of accounts on file's display
    /// values: the row's product parsed (a NULL `product` is a NULL handle). nil for other calls.
    static func runProductField(call: String, args a: JSONValue) throws -> payseal_status? {
        let checks = ["payseal_product_field_check", "payseal_product_field_check_ex"]
        guard checks.contains(call) || call == "payseal_product_account_display_value" || call == "payseal_product_field_edit" else {
            return try runService(call: call, args: a)
        }
        var product: OpaquePointer?
        defer { payseal_product_free(product) }
        if let json = try bytes(a["product"]) {
            let parsed = withData(json) { payseal_product_parse(UnsafeRawPointer($0)?.assumingMemoryBound(to: CChar.self), $1, &product) }
            guard parsed == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
        }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        if call == "payseal_product_field_edit" {
            let field = try bytes(a["field"]), text = try bytes(a["text"]), replacement = try bytes(a["replacement"])
            let start = Int(a["start"].flatMap { if case let .number(n) = $0 { return n } else { return nil } } ?? "") ?? 0
            let end = Int(a["end"].flatMap { if case let .number(n) = $0 { return n } else { return nil } } ?? "") ?? 0
            return withCString(field) { f in
                withCString(text) { t in withCString(replacement) { r in payseal_product_field_edit(product, f, t, start, end, r, &out, &length) } }
            }
        }
        if call == "payseal_product_account_display_value" {
            let account = try bytes(a["account"]), key = try bytes(a["key"])
            return withCString(account) { id in withCString(key) { k in payseal_product_account_display_value(product, id, k, &out, &length) } }
        }
        guard case let .number(year)? = a["year"], case let .number(month)? = a["month"], let y = Int32(year), let m = Int32(month) else {
            return PAYSEAL_OK
        }
        let field = try bytes(a["field"]), value = try bytes(a["value"])
        guard case let .number(flags)? = a["flags"], let f = Int32(flags) else {
            return withCString(field) { f in withCString(value) { v in payseal_product_field_check(product, f, v, y, m, &out, &length) } }
        }
        return withCString(field) { id in withCString(value) { v in payseal_product_field_check_ex(product, id, v, y, m, f, &out, &length) } }
    }
}
