import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The card-brand rows: the built-in table for every call but the parse. nil for other calls.
    static func runCard(call: String, args a: JSONValue) throws -> payseal_status? {
        var table: OpaquePointer?
        defer { payseal_card_brands_free(table) }
        guard payseal_card_brands_default(&table) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        switch call {
        case "payseal_card_brands_parse":
            var parsed: OpaquePointer?
            defer { payseal_card_brands_free(parsed) }
            return withData(try bytes(a["json"])) { payseal_card_brands_parse(UnsafeRawPointer($0)?.assumingMemoryBound(to: CChar.self), $1, &parsed) }
        case "payseal_card_check":
            guard case let .number(year)? = a["year"], case let .number(month)? = a["month"], let y = Int32(year), let m = Int32(month) else { return PAYSEAL_OK }
            let pan = try bytes(a["pan"]), accepted = try bytes(a["accepted"])
            return withCString(pan) { p in withCString(accepted) { accept in payseal_card_check(table, p, nil, nil, accept, y, m, &out, &length) } }
        case "payseal_card_check_ex":
            guard case let .number(year)? = a["year"], case let .number(month)? = a["month"], case let .number(flags)? = a["flags"],
                let y = Int32(year), let m = Int32(month), let f = Int32(flags)
            else { return PAYSEAL_OK }
            let pan = try bytes(a["pan"]), accepted = try bytes(a["accepted"])
            return withCString(pan) { p in withCString(accepted) { accept in payseal_card_check_ex(table, p, nil, nil, accept, y, m, f, &out, &length) } }
        case "payseal_card_brand":
            return withCString(try bytes(a["pan"])) { payseal_card_brand(table, $0, &out, &length) }
        case "payseal_card_format_pan":
            return withCString(try bytes(a["pan"])) { payseal_card_format_pan(table, $0, &out, &length) }
        case "payseal_card_edit_pan":
            guard case let .number(start)? = a["start"], case let .number(end)? = a["end"], let s = Int(start), let e = Int(end) else { return PAYSEAL_OK }
            var caret = 0
            let text = try bytes(a["text"]), replacement = try bytes(a["replacement"])
            return withCString(text) { t in withCString(replacement) { r in payseal_card_edit_pan(table, t, s, e, r, &out, &length, &caret) } }
        default:
            return try runCardField(call: call, args: a)
        }
    }
}
