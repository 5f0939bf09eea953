import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The card-field rows (keys with a direction, the expiry field, brand details), on the
    /// built-in table. nil for other calls.
    static func runCardField(call: String, args a: JSONValue) throws -> payseal_status? {
        var table: OpaquePointer?
        defer { payseal_card_brands_free(table) }
        guard payseal_card_brands_default(&table) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
        var out: UnsafeMutablePointer<CChar>?, length = 0, caret = 0
        defer { payseal_free(out) }
        let start = integer(a["start"]), end = integer(a["end"]), forward = Int32(integer(a["forward"]))
        switch call {
        case "payseal_mask_delete":
            let text = try bytes(a["text"])
            return withCString(try bytes(a["mask"])) { m in
                withCString(text) { t in payseal_mask_delete(m, t, start, end, forward, &out, &length, &caret) }
            }
        case "payseal_card_delete_pan":
            return withCString(try bytes(a["text"])) { payseal_card_delete_pan(table, $0, start, end, forward, &out, &length, &caret) }
        case "payseal_card_edit_expiry":
            let replacement = try bytes(a["replacement"])
            return withCString(try bytes(a["text"])) { t in
                withCString(replacement) { r in payseal_card_edit_expiry(t, start, end, r, &out, &length, &caret) }
            }
        case "payseal_card_edit_pan_json":
            let replacement = try bytes(a["replacement"])
            return withCString(try bytes(a["text"])) { t in
                withCString(replacement) { r in payseal_card_edit_pan_json(table, t, start, end, r, &out, &length) }
            }
        case "payseal_card_edit_expiry_json":
            let replacement = try bytes(a["replacement"])
            return withCString(try bytes(a["text"])) { t in
                withCString(replacement) { r in payseal_card_edit_expiry_json(t, start, end, r, &out, &length) }
            }
        case "payseal_card_edit_cvc":
            let name = try bytes(a["brand_name"]), text = try bytes(a["text"]), replacement = try bytes(a["replacement"])
            return withCString(name) { n in
                withCString(text) { t in withCString(replacement) { r in payseal_card_edit_cvc(table, n, t, start, end, r, &out, &length) } }
            }
        case "payseal_card_delete_expiry":
            return withCString(try bytes(a["text"])) { payseal_card_delete_expiry($0, start, end, forward, &out, &length, &caret) }
        case "payseal_card_brand_info":
            return withCString(try bytes(a["name"])) { payseal_card_brand_info(table, $0, &out, &length) }
        case "payseal_card_cvc_mask":
            return withCString(try bytes(a["brand_name"])) { payseal_card_cvc_mask(table, $0, &out, &length) }
        case "payseal_card_brand_candidates":
            return withCString(try bytes(a["pan"])) { payseal_card_brand_candidates(table, $0, &out, &length) }
        default:
            return try runProductField(call: call, args: a)
        }
    }

    /// A row's integer argument (0 when absent).
    private static func integer(_ value: JSONValue?) -> Int {
        guard case let .number(text)? = value else { return 0 }
        return Int(text) ?? 0
    }
}
