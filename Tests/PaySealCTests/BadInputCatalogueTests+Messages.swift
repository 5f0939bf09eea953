import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The rows of the messages in the customer's language: a NULL `catalog` is PaySeal's catalog
    /// alone (NULL, 0). nil for other calls.
    static func runMessage(call: String, args a: JSONValue) throws -> payseal_status? {
        guard call == "payseal_message" || call == "payseal_messages_localize" else { return nil }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        let locale = try bytes(a["locale"]), catalog = try bytes(a["catalog"])
        return withCString(locale) { l in
            withData(catalog) { c, count in
                let catalogPointer = UnsafeRawPointer(c)?.assumingMemoryBound(to: CChar.self)
                if call == "payseal_message" {
                    let key = try? bytes(a["key"]), params = try? bytes(a["params"])
                    return withCString(key ?? nil) { k in
                        withCString(params ?? nil) { p in payseal_message(k, p, l, catalogPointer, count, &out, &length) }
                    }
                }
                let json = try? bytes(a["json"])
                return withData(json ?? nil) { j, jsonCount in
                    payseal_messages_localize(UnsafeRawPointer(j)?.assumingMemoryBound(to: CChar.self), jsonCount, l, catalogPointer, count, &out, &length)
                }
            }
        }
    }
}
