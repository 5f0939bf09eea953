import CPaySealHeader
import Foundation
import PaySealC
import Testing

/// The C ABI as a C host sees it, called from Swift through the same header.
@Suite("C ABI")
struct CABITests {
    static let clientAPI: [UInt8] = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return Array(FileManager.default.contents(atPath: url.path + "/Vectors/keys/test-rsa-2048.client-api.json") ?? Data())
    }()

    func lastError() -> String { String(cString: payseal_last_error()) }

    @Test func versionsAndNames() {
        #expect(payseal_abi_version() == PAYSEAL_ABI_VERSION)
        #expect(String(cString: payseal_version()).split(separator: ".").count == 3)
        #expect(String(cString: payseal_status_name(PAYSEAL_OK)) == "PAYSEAL_OK")
        #expect(String(cString: payseal_status_name(PAYSEAL_E_DECRYPT)) == "PAYSEAL_E_DECRYPT")
        #expect(String(cString: payseal_status_name(PAYSEAL_E_LIMIT)) == "PAYSEAL_E_LIMIT")
        #expect(String(cString: payseal_status_name(payseal_status(rawValue: 99))) == "PAYSEAL_E_UNKNOWN")
        payseal_free(nil)
        payseal_public_key_free(nil)
        payseal_private_key_free(nil)
        payseal_metadata_free(nil)
        payseal_payment_request_free(nil)
    }

    @Test func failuresClearOutPointersAndSetTheMessage() {
        var key: OpaquePointer? = OpaquePointer(bitPattern: 0xDEAD)
        let status = "{\"keyId\":1}".withCString { payseal_public_key_from_client_api($0, 11, &key) }
        #expect(status == PAYSEAL_E_JSON)
        #expect(key == nil)
        #expect(lastError().contains("keyId"))

        var jwe: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(bitPattern: 0xBEEF)
        var length = 42
        #expect(payseal_jwe_encrypt(nil, nil, 0, &jwe, &length) == PAYSEAL_E_ARGUMENT)
        #expect(jwe == nil && length == 0)
        #expect(payseal_public_key_parse(nil, 5, nil, &key) == PAYSEAL_E_ARGUMENT)
        #expect(payseal_public_key_from_client_api(nil, 0, nil) == PAYSEAL_E_ARGUMENT)
        #expect(payseal_public_key_bits(nil) == 0 && payseal_public_key_id(nil) == nil)
    }

    @Test func invalidUTF8IsAnArgumentError() throws {
        var key: OpaquePointer?
        #expect(Self.clientAPI.withUnsafeBufferPointer { payseal_public_key_from_client_api(UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), $0.count, &key) } == PAYSEAL_OK)
        defer { payseal_public_key_free(key) }
        var copy: OpaquePointer?
        let spki = [UInt8](repeating: 0x30, count: 4)
        let badID: [CChar] = [CChar(bitPattern: 0xC3), CChar(bitPattern: 0x28), 0]
        #expect(payseal_public_key_parse(spki, spki.count, badID, &copy) == PAYSEAL_E_ARGUMENT)
        var metadata: OpaquePointer?
        #expect(payseal_metadata_new(&metadata) == PAYSEAL_OK)
        defer { payseal_metadata_free(metadata) }
        #expect(payseal_metadata_set(metadata, badID, "x") == PAYSEAL_E_ARGUMENT)
        #expect(payseal_metadata_set(metadata, "screenSize", "100") == PAYSEAL_E_ARGUMENT)
        #expect(lastError().contains("screenSize"))
    }

    @Test func lastErrorIsPerThread() async {
        #expect(payseal_metadata_set(nil, "a", "b") == PAYSEAL_E_ARGUMENT)
        let mine = lastError()
        let theirs = await Task.detached { () -> String in
            var request: OpaquePointer?
            _ = payseal_payment_request_new("s", "abc", &request)
            return String(cString: payseal_last_error())
        }.value
        #expect(mine.contains("NULL"))
        #expect(theirs.contains("paymentProductId"))
    }

    @Test func prepareThroughTheABI() throws {
        var key: OpaquePointer?
        let status = Self.clientAPI.withUnsafeBufferPointer {
            payseal_public_key_from_client_api(UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), $0.count, &key)
        }
        #expect(status == PAYSEAL_OK)
        defer { payseal_public_key_free(key) }
        #expect(payseal_public_key_bits(key) == 2048)
        #expect(String(cString: payseal_public_key_id(key)) == "payseal-test-rsa-2048")
        var request: OpaquePointer?
        #expect(payseal_payment_request_new("session", "1", &request) == PAYSEAL_OK)
        defer { payseal_payment_request_free(request) }
        #expect(payseal_payment_request_set_value(request, "cardNumber", "4012000033330026") == PAYSEAL_OK)
        #expect(payseal_payment_request_set_tokenize(request, 1) == PAYSEAL_OK)
        var fields: UnsafeMutablePointer<CChar>?, meta: UnsafeMutablePointer<CChar>?
        #expect(payseal_prepare(key, request, nil, &fields, &meta) == PAYSEAL_OK)
        #expect(String(cString: fields!).split(separator: ".").count == 5)
        #expect(!String(cString: meta!).isEmpty)
        payseal_free(fields)
        payseal_free(meta)
        var payload: UnsafeMutablePointer<CChar>?, length = 0
        #expect(payseal_payment_request_payload(request, "n", &payload, &length) == PAYSEAL_OK)
        #expect(String(cString: payload!) == #"{"clientSessionId":"session","nonce":"n","paymentProductId":1,"tokenize":true,"paymentValues":[{"key":"cardNumber","value":"4012000033330026"}]}"#)
        #expect(length == strlen(payload!))
        payseal_free(payload)
    }
}
