import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The rows of the service answers (payseal_service_response). nil for other calls.
    static func runService(call: String, args a: JSONValue) throws -> payseal_status? {
        guard call == "payseal_service_response" else { return try runMessage(call: call, args: a) }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        guard case let .number(status)? = a["http_status"], let http = Int32(status) else { return PAYSEAL_OK }
        let operation = try bytes(a["operation"]), body = try bytes(a["body"])
        let declared: Int? = { if case let .number(n)? = a["body_len"] { return Int(n) } else { return nil } }()
        return withCString(operation) { o in
            withData(body) { data, count in
                payseal_service_response(o, http, UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), declared ?? count, &out, &length)
            }
        }
    }
}
