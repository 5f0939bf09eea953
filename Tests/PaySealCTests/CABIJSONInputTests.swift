import CPaySealHeader
import PaySealC
import Testing

/// Every JSON input of the C ABI gets one status for invalid UTF-8, PAYSEAL_E_ARGUMENT, as every
/// other text argument does; and payseal_session_request's iinDetails reads the card number of
/// params_json in place, held to the limit payseal_iin_bin has.
@Suite("C ABI JSON inputs")
struct CABIJSONInputTests {
    /// `{"a":"\xC3("}`: a truncated two-byte sequence inside a string.
    static let badString: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    /// A lone continuation byte where a value starts: not in any string.
    static let badValue: [UInt8] = Array(#"{"a":"#.utf8) + [0x80] + Array("}".utf8)
    static let context = #"{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}"#

    func lastError() -> String { String(cString: payseal_last_error()) }

    /// Runs `body` with a NUL-terminated copy of `bytes` and their count (without the NUL).
    static func withText<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>?, Int) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), bytes.count) }
    }

    /// The request JSON (or nil) and the status of an operation on a session of customer "c1".
    static func sessionRequest(_ operation: String, context: [UInt8]?, params: [UInt8]?) -> (payseal_status, String?) {
        var session: OpaquePointer?
        defer { payseal_session_free(session) }
        guard payseal_session_new("s1", "c1", "https://h.example.com", "", &session) == PAYSEAL_OK else { return (PAYSEAL_E_CRYPTO, nil) }
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        func run(_ c: UnsafePointer<CChar>?, _ p: UnsafePointer<CChar>?) -> payseal_status {
            payseal_session_request(session, operation, c, p, nil, &out, &length)
        }
        let status: payseal_status =
            switch (context, params) {
            case let (c?, p?): withText(c) { c, _ in withText(p) { p, _ in run(c, p) } }
            case let (c?, nil): withText(c) { c, _ in run(c, nil) }
            case let (nil, p?): withText(p) { p, _ in run(nil, p) }
            case (nil, nil): run(nil, nil)
            }
        return (status, out.map { String(cString: $0) })
    }

    @Test("Invalid UTF-8 in any JSON input is PAYSEAL_E_ARGUMENT", arguments: [badString, badValue])
    func invalidUTF8(_ json: [UInt8]) {
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        let validate = Self.withText(json) { payseal_validate_value($0, $1, "1", 2026, 11, &out, &length) }
        #expect(validate == PAYSEAL_E_ARGUMENT && lastError() == "data_restrictions_json is not valid UTF-8")

        var product: OpaquePointer?
        #expect(Self.withText(json) { payseal_product_parse($0, $1, &product) } == PAYSEAL_E_ARGUMENT && lastError() == "json is not valid UTF-8")

        #expect(Self.withText(json) { payseal_iin_result(200, $0, $1, &out, &length) } == PAYSEAL_E_ARGUMENT && lastError() == "body is not valid UTF-8")

        var brands: OpaquePointer?, table: OpaquePointer?
        defer { payseal_card_brands_free(table) }
        let array = Array("[".utf8) + json + Array("]".utf8)
        #expect(Self.withText(array) { payseal_card_brands_parse($0, $1, &brands) } == PAYSEAL_E_ARGUMENT && lastError() == "json is not valid UTF-8")
        #expect(payseal_card_brands_default(&table) == PAYSEAL_OK)
        let check = Self.withText(array) { accepted, _ in payseal_card_check(table, "4111", nil, nil, accepted, 2026, 11, &out, &length) }
        #expect(check == PAYSEAL_E_ARGUMENT && lastError() == "accepted_json is not valid UTF-8")

        #expect(Self.sessionRequest("paymentProducts", context: json, params: nil).0 == PAYSEAL_E_ARGUMENT && lastError() == "context_json is not valid UTF-8")
        #expect(
            Self.sessionRequest("iinDetails", context: Array(Self.context.utf8), params: json).0 == PAYSEAL_E_ARGUMENT
                && lastError() == "params_json is not valid UTF-8")
        // The message names nothing of the input: it may hold card data.
        #expect(!lastError().contains("\u{FFFD}"))
    }

    @Test func a404BodyThatIsNotUTF8HasNoMembers() {
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        #expect(Self.withText(Self.badString) { payseal_iin_result(404, $0, $1, &out, &length) } == PAYSEAL_OK)
        #expect(out.map { String(cString: $0) }?.hasPrefix(#"{"status":"UNKNOWN","paymentProductId":null"#) == true)
        payseal_free(out)  // the next call sets out (to NULL, as it fails) before the defer runs
        out = nil
        // A 404 body that is a JSON object is read like a 200's: a member of the wrong type is an error.
        let typed = Array(#"{"paymentProductId":"x"}"#.utf8)
        #expect(Self.withText(typed) { payseal_iin_result(404, $0, $1, &out, &length) } == PAYSEAL_E_JSON)
    }

    @Test func theIINCardNumberHasTheLimitOfPayseal_iin_bin() {
        let context = Array(Self.context.utf8)
        let long = Array(#"{"cardNumber":""#.utf8) + [UInt8](repeating: UInt8(ascii: "4"), count: 60_000) + Array(#""}"#.utf8)
        #expect(Self.sessionRequest("iinDetails", context: context, params: long).0 == PAYSEAL_E_LIMIT)
        #expect(lastError() == "params_json \"cardNumber\" has 60000 bytes; the limit is 4096")
        let atLimit = Array(#"{"cardNumber":""#.utf8) + [UInt8](repeating: UInt8(ascii: "4"), count: 4096) + Array(#""}"#.utf8)
        #expect(Self.sessionRequest("iinDetails", context: context, params: atLimit).0 == PAYSEAL_OK)
    }

    @Test func theIINCardNumberIsReadAsWritten() {
        let context = Array(Self.context.utf8)
        for (params, bin) in [
            (#"{"cardNumber":"4111 1111 1111 1111"}"#, "41111111"), (#"{"cardNumber":"\u0034\u00311111-11"}"#, "41111111"),
            (#"{"cardNumber":"4111 11"}"#, "411111"),
        ] {
            let (status, json) = Self.sessionRequest("iinDetails", context: context, params: Array(params.utf8))
            #expect(status == PAYSEAL_OK && json?.contains(#"{\"bin\":\"\#(bin)\","#) == true, "\(params)")
        }
        for (params, status) in [
            (#"{"cardNumber":"411111\u0041"}"#, PAYSEAL_E_ARGUMENT), (#"{"cardNumber":"4111 1"}"#, PAYSEAL_E_ARGUMENT),
            (#"{"cardNumber":41111111}"#, PAYSEAL_E_JSON), (#"{"cardNumber":null}"#, PAYSEAL_E_ARGUMENT),
            (#"{"cardNumber":"41111111"}"#, PAYSEAL_OK),
        ] {
            #expect(Self.sessionRequest("iinDetails", context: context, params: Array(params.utf8)).0 == status, "\(params)")
        }
        // Without a context the card number is not read: the context error comes first, as before.
        #expect(Self.sessionRequest("iinDetails", context: nil, params: Array(#"{"cardNumber":"4111x"}"#.utf8)).0 == PAYSEAL_E_ARGUMENT)
        #expect(lastError() == "this operation needs a payment context")
    }
}
