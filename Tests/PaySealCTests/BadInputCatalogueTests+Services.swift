import CPaySealHeader
import PaySeal
import PaySealC

extension BadInputCatalogueTests {
    /// The rows of the service answers (payseal_service_response), the error answers
    /// (payseal_client_api_error) and the IIN trigger (payseal_iin_needs_new_details); the
    /// messages' rows go on to runMessage. nil for other calls.
    static func runService(call: String, args a: JSONValue) throws -> payseal_status? {
        guard call == "payseal_service_response" || call == "payseal_client_api_error" || call == "payseal_iin_needs_new_details" else {
            return try runMessage(call: call, args: a)
        }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        if call == "payseal_iin_needs_new_details" {
            var needed = 0
            let number = try bytes(a["card_number"]), previous = try bytes(a["previous_card_number"])
            return withCString(number) { n in withCString(previous) { p in payseal_iin_needs_new_details(n, p, &needed) } }
        }
        guard case let .number(status)? = a["http_status"], let http = Int32(status) else { return PAYSEAL_OK }
        if call == "payseal_client_api_error" {
            let body = try bytes(a["body"])
            let declared: Int? = { if case let .number(n)? = a["body_len"] { return Int(n) } else { return nil } }()
            return withData(body) { data, count in
                payseal_client_api_error(http, UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), declared ?? count, &out, &length)
            }
        }
        let operation = try bytes(a["operation"]), body = try bytes(a["body"])
        let declared: Int? = { if case let .number(n)? = a["body_len"] { return Int(n) } else { return nil } }()
        return withCString(operation) { o in
            withData(body) { data, count in
                payseal_service_response(o, http, UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), declared ?? count, &out, &length)
            }
        }
    }
}
