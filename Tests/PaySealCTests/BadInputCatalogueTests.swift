import CPaySealHeader
import Foundation
import PaySeal
import PaySealC
import Testing

/// Replays every case of Vectors/bad-input.constructed.json through the C ABI: the status and the
/// exact message of payseal_last_error() must be what the catalogue (docs/bad-input.md) says.
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// One row, named for the test report. The parsed catalogue is not kept: JSONValue's boxes
    /// are referenced through tagged (spare-bit) pointers, which LeakSanitizer cannot follow, so a
    /// tree held in a static would be reported as leaked. Each row is parsed again when it runs.
    struct Row: CustomTestStringConvertible, Sendable {
        let index: Int
        let name: String
        var testDescription: String { name }

        var item: JSONValue {
            guard case let .array(items)? = (try? JSONValue.parse(BadInputCatalogueTests.document))?["cases"], index < items.count else {
                return .null
            }
            return items[index]
        }
    }

    static let document = Array(FileManager.default.contents(atPath: root + "/Vectors/bad-input.constructed.json") ?? Data())

    static let rows: [Row] = {
        guard case let .array(items)? = (try? JSONValue.parse(document))?["cases"] else { return [] }
        return items.enumerated().map { index, item in
            Row(index: index, name: item["id"]?.stringValue ?? "#\(index)")
        }
    }()

    @Test func catalogueIsThere() { #expect(Self.rows.count >= 60) }

    @Test("Each row gets its status and message", arguments: rows)
    func row(_ row: Row) throws {
        let item = row.item
        let status = try Self.run(call: item["call"]?.stringValue ?? "", args: item["args"] ?? .null)
        #expect(String(cString: payseal_status_name(status)) == item["status"]?.stringValue)
        let message = String(cString: payseal_last_error())
        #expect(message == item["message"]?.stringValue)
        // The subject and the detail word the same message (payseal_last_error_subject's contract):
        // the parameter, its member or index, a space, the detail; no subject: the detail is all.
        let subject = String(cString: payseal_last_error_subject()), detail = String(cString: payseal_last_error_detail())
        #expect(message == (subject.isEmpty ? detail : Self.rendered(subject) + " " + detail))
        // Messages end up in logs: whatever the input, no control or format character (ESC,
        // CR/LF, bidirectional overrides) gets into one raw.
        let raw = message.unicodeScalars.filter { [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }
        #expect(raw.isEmpty, "raw control characters in the message: \(raw.map { String($0.value, radix: 16) })")
    }

    /// A subject key as the C wording begins with it: `params_json.cardNumber` is
    /// `params_json "cardNumber"`, `accepted_json[1]` stays as it is.
    static func rendered(_ subject: String) -> String {
        guard let dot = subject.firstIndex(of: "."), !subject[..<dot].contains("[") else { return subject }
        return subject[..<dot] + " \"" + subject[subject.index(after: dot)...] + "\""
    }

    /// The bytes an argument stands for; nil for a NULL pointer.
    static func bytes(_ value: JSONValue?) throws -> [UInt8]? {
        guard let value, value != .null else { return nil }
        if let text = value["text"]?.stringValue { return Array(text.utf8) }
        if let hex = value["hex"]?.stringValue {
            return stride(from: 0, to: hex.count, by: 2).compactMap { UInt8(String(Array(hex)[$0..<$0 + 2]), radix: 16) }
        }
        if let byte = value["repeat"]?.stringValue.flatMap({ UInt8($0, radix: 16) }), case let .number(count)? = value["count"] {
            return Array((value["prefix"]?.stringValue ?? "").utf8) + [UInt8](repeating: byte, count: Int(count) ?? 0)
                + Array((value["suffix"]?.stringValue ?? "").utf8)
        }
        if let file = value["file"]?.stringValue { return Array(FileManager.default.contents(atPath: root + "/" + file) ?? Data()) }
        if let vectorFile = value["vector"]?.stringValue, let id = value["id"]?.stringValue {
            let data = FileManager.default.contents(atPath: root + "/Vectors/" + vectorFile) ?? Data()
            guard case let .array(cases)? = try JSONValue.parse(Array(data))["cases"],
                let item = cases.first(where: { $0["id"]?.stringValue == id })
            else { return nil }
            return Array(item["compact"]?.stringValue?.utf8 ?? "".utf8)
        }
        return nil
    }

    /// The private key of a `{"vector", "id"}` reference, or the bytes of any other argument.
    static func privateKeyBytes(_ value: JSONValue?) throws -> [UInt8]? {
        if let vectorFile = value?["vector"]?.stringValue, let id = value?["id"]?.stringValue {
            let data = FileManager.default.contents(atPath: root + "/Vectors/" + vectorFile) ?? Data()
            guard case let .array(cases)? = try JSONValue.parse(Array(data))["cases"],
                let key = cases.first(where: { $0["id"]?.stringValue == id })?["private_key"]
            else { return nil }
            if let pem = key["data"]?.stringValue { return Array(pem.utf8) }
            return nil
        }
        return try bytes(value)
    }

    /// Runs `body` with a NUL-terminated copy of `bytes` (or NULL).
    static func withCString<T>(_ bytes: [UInt8]?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
        guard let bytes else { return body(nil) }
        return (bytes + [0]).withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self)) }
    }

    static func withData<T>(_ bytes: [UInt8]?, _ body: (UnsafePointer<UInt8>?, Int) -> T) -> T {
        guard let bytes else { return body(nil, 0) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
    }

    static func run(call: String, args a: JSONValue) throws -> payseal_status {
        switch call {
        case "payseal_public_key_parse":
            var key: OpaquePointer?
            defer { payseal_public_key_free(key) }
            let keyID = try bytes(a["key_id"])
            return withData(try bytes(a["data"])) { data, count in withCString(keyID) { payseal_public_key_parse(data, count, $0, &key) } }
        case "payseal_public_key_from_client_api":
            var key: OpaquePointer?
            defer { payseal_public_key_free(key) }
            return withData(try bytes(a["json"])) { data, count in
                payseal_public_key_from_client_api(UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), count, &key)
            }
        case "payseal_private_key_parse":
            var key: OpaquePointer?
            defer { payseal_private_key_free(key) }
            return withData(try bytes(a["data"])) { payseal_private_key_parse($0, $1, &key) }
        case "payseal_jwe_decrypt":
            var key: OpaquePointer?
            defer { payseal_private_key_free(key) }
            let keyStatus = withData(try privateKeyBytes(a["key"])) { payseal_private_key_parse($0, $1, &key) }
            guard keyStatus == PAYSEAL_OK else { return keyStatus }
            var plaintext: UnsafeMutablePointer<UInt8>?, length = 0
            defer { payseal_free(plaintext) }
            return withData(try bytes(a["jwe"])) { data, count in
                payseal_jwe_decrypt(key, UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), count, &plaintext, &length)
            }
        case "payseal_metadata_set":
            var metadata: OpaquePointer?
            defer { payseal_metadata_free(metadata) }
            guard payseal_metadata_new(&metadata) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
            let key = try bytes(a["key"]), value = try bytes(a["value"])
            return withCString(key) { k in withCString(value) { v in payseal_metadata_set(metadata, k, v) } }
        case "payseal_payment_request_new":
            var request: OpaquePointer?
            defer { payseal_payment_request_free(request) }
            let session = try bytes(a["session"]), product = try bytes(a["product"])
            return withCString(session) { s in withCString(product) { p in payseal_payment_request_new(s, p, &request) } }
        case "payseal_payment_request_set_value", "payseal_payment_request_set_account_on_file":
            var request: OpaquePointer?
            defer { payseal_payment_request_free(request) }
            guard payseal_payment_request_new("s", "1", &request) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
            if call == "payseal_payment_request_set_account_on_file" {
                return withCString(try bytes(a["id"])) { payseal_payment_request_set_account_on_file(request, $0) }
            }
            var product: OpaquePointer?
            defer { payseal_product_free(product) }
            if let json = try bytes(a["product"]) {  // a request with a product (no silent change)
                _ = withData(json) { payseal_product_parse(UnsafeRawPointer($0)?.assumingMemoryBound(to: CChar.self), $1, &product) }
                guard payseal_payment_request_set_product(request, product) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
            }
            let key = try bytes(a["key"]), value = try bytes(a["value"])
            return withCString(key) { k in withCString(value) { v in payseal_payment_request_set_value(request, k, v) } }
        case "payseal_jwe_encrypt", "payseal_prepare":
            var key: OpaquePointer?
            defer { payseal_public_key_free(key) }
            let clientAPI = Array(FileManager.default.contents(atPath: root + "/Vectors/keys/test-rsa-2048.client-api.json") ?? Data())
            _ = withData(clientAPI) { payseal_public_key_from_client_api(UnsafeRawPointer($0)?.assumingMemoryBound(to: CChar.self), $1, &key) }
            if call == "payseal_jwe_encrypt" {
                var jwe: UnsafeMutablePointer<CChar>?, length = 0
                defer { payseal_free(jwe) }
                return withData(try bytes(a["plaintext"])) { payseal_jwe_encrypt(key, $0, $1, &jwe, &length) }
            }
            var request: OpaquePointer?
            defer { payseal_payment_request_free(request) }
            _ = payseal_payment_request_new("s", "1", &request)
            var fields: UnsafeMutablePointer<CChar>?, meta: UnsafeMutablePointer<CChar>?
            defer { payseal_free(fields); payseal_free(meta) }
            return payseal_prepare(a["key"] == .null ? nil : key, request, nil, &fields, &meta)
        case "payseal_mask_format", "payseal_mask_unformat":
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            let function = call == "payseal_mask_format" ? payseal_mask_format : payseal_mask_unformat
            return withCString(try bytes(a["mask"])) { m in withCString(try? bytes(a["value"])) { v in function(m, v, &out, &length) } }
        case "payseal_mask_edit":
            var out: UnsafeMutablePointer<CChar>?, length = 0, caret = 0
            defer { payseal_free(out) }
            guard case let .number(start)? = a["start"], case let .number(end)? = a["end"], let s = Int(start), let e = Int(end) else { return PAYSEAL_OK }
            let text = try bytes(a["text"]), replacement = try bytes(a["replacement"])
            return withCString(try bytes(a["mask"])) { m in
                withCString(text) { t in
                    withCString(replacement) { r in
                        payseal_mask_edit(m, t, s, e, r, &out, &length, &caret)
                    }
                }
            }
        case "payseal_validate_value":
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            guard case let .number(year)? = a["year"], case let .number(month)? = a["month"], let y = Int32(year), let m = Int32(month) else { return PAYSEAL_OK }
            let value = try bytes(a["value"])
            return withData(try bytes(a["json"])) { json, count in
                withCString(value) { v in
                    payseal_validate_value(UnsafeRawPointer(json)?.assumingMemoryBound(to: CChar.self), count, v, y, m, &out, &length)
                }
            }
        case "payseal_iin_bin":
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            return withCString(try bytes(a["card_number"])) { payseal_iin_bin($0, &out, &length) }
        case "payseal_iin_result":
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            guard case let .number(status)? = a["http_status"], let http = Int32(status) else { return PAYSEAL_OK }
            let body = try bytes(a["body"])
            let declared: Int? = { if case let .number(n)? = a["body_len"] { return Int(n) } else { return nil } }()
            return withData(body) { data, count in
                payseal_iin_result(http, UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), declared ?? count, &out, &length)
            }
        case "payseal_session_new", "payseal_session_request":
            var session: OpaquePointer?
            defer { payseal_session_free(session) }
            let sessionID = try bytes(a["session"]) ?? Array("s1".utf8), url = try bytes(a["url"]) ?? Array("https://h.example.com".utf8)
            let customer = try bytes(a["customer"]) ?? Array("c1".utf8)
            let status = withCString(sessionID) { s in
                withCString(customer) { c in
                    withCString(url) { u in
                        payseal_session_new(s, c, u, "", &session)
                    }
                }
            }
            guard call == "payseal_session_request", status == PAYSEAL_OK else { return status }
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            let operation = try bytes(a["operation"]), context = try bytes(a["context"]), params = try bytes(a["params"])
            return withCString(operation) { o in
                withCString(context) { c in
                    withCString(params) { p in
                        payseal_session_request(session, o, c, p, nil, &out, &length)
                    }
                }
            }
        case "payseal_product_parse":
            var product: OpaquePointer?
            defer { payseal_product_free(product) }
            return withData(try bytes(a["json"])) { data, count in
                payseal_product_parse(UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), count, &product)
            }
        case "payseal_product_list_parse":
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            return withData(try bytes(a["json"])) { data, count in
                payseal_product_list_parse(UnsafeRawPointer(data)?.assumingMemoryBound(to: CChar.self), count, &out, &length)
            }
        case "payseal_payment_request_validate", "payseal_payment_request_masked_value", "payseal_payment_request_set_product",
            "payseal_payment_request_unmasked_value":
            var request: OpaquePointer?, product: OpaquePointer?
            defer { payseal_payment_request_free(request); payseal_product_free(product) }
            guard payseal_payment_request_new("s", "1", &request) == PAYSEAL_OK else { return PAYSEAL_E_NO_MEMORY }
            var out: UnsafeMutablePointer<CChar>?, length = 0
            defer { payseal_free(out) }
            switch call {
            case "payseal_payment_request_validate": return payseal_payment_request_validate(request, 0, 0, &out, &length)
            case "payseal_payment_request_masked_value":
                return withCString(try bytes(a["field"])) { payseal_payment_request_masked_value(request, $0, &out, &length) }
            case "payseal_payment_request_unmasked_value":
                return withCString(try bytes(a["field"])) { payseal_payment_request_unmasked_value(request, $0, &out, &length) }
            default:
                if let key = try bytes(a["key"]) {  // a value set before the product
                    let value = try bytes(a["value"])
                    guard withCString(key, { k in withCString(value) { v in payseal_payment_request_set_value(request, k, v) } }) == PAYSEAL_OK else {
                        return PAYSEAL_E_NO_MEMORY
                    }
                }
                let json = try bytes(a["product"]) ?? []
                _ = withData(json) { payseal_product_parse(UnsafeRawPointer($0)?.assumingMemoryBound(to: CChar.self), $1, &product) }
                return payseal_payment_request_set_product(request, product)
            }
        default:
            if let status = try runCard(call: call, args: a) { return status }
            Issue.record("unknown call \(call)")
            return PAYSEAL_OK
        }
    }
}
