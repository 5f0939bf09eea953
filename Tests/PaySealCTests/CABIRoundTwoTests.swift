import CPaySealHeader
import Foundation
import PaySealC
import Testing

/// The C exports of the Swift API's IIN trigger, CVC mask and Client API error body: the same
/// answers as the Swift calls, and outputs cleared on every error.
@Suite("C ABI: IIN trigger, CVC mask, Client API errors")
struct CABIRoundTwoTests {
    func lastError() -> String { String(cString: payseal_last_error()) }

    func needs(_ number: String?, _ previous: String?) -> (payseal_status, Int) {
        var needed = 7
        let status = number.withCStringIfAny { n in previous.withCStringIfAny { p in payseal_iin_needs_new_details(n, p, &needed) } }
        return (status, needed)
    }

    @Test func theIINTriggerAsksAtSixAndSixteen() {
        let number = "4111111122223333444"
        var asked: [Int] = [], previous = ""
        for count in 1...number.count {
            let typed = String(number.prefix(count))
            let (status, needed) = needs(typed, previous)
            #expect(status == PAYSEAL_OK)
            if needed == 1 { asked.append(count) }
            previous = typed
        }
        #expect(asked == [6, 16])
        #expect(needs("4111 11", nil) == (PAYSEAL_OK, 1))
        #expect(needs("41111x", "") == (PAYSEAL_OK, 0))
        #expect(needs(nil, "") == (PAYSEAL_E_ARGUMENT, 0))
        #expect(lastError() == "card_number is NULL")
        #expect(payseal_iin_needs_new_details("411111", "", nil) == PAYSEAL_E_ARGUMENT)
        let long = String(repeating: "4", count: Int(PAYSEAL_MAX_PAYMENT_VALUE) + 1)
        #expect(needs("411111", long).0 == PAYSEAL_E_LIMIT)
        #expect(!lastError().contains("4444"))
    }

    func cvcMask(_ brand: String?) -> (payseal_status, String?) {
        var table: OpaquePointer?
        guard payseal_card_brands_default(&table) == PAYSEAL_OK else { return (PAYSEAL_E_ARGUMENT, nil) }
        defer { payseal_card_brands_free(table) }
        var out: UnsafeMutablePointer<CChar>?, length = 9
        defer { payseal_free(out) }
        let status = brand.withCStringIfAny { payseal_card_cvc_mask(table, $0, &out, &length) }
        #expect(out.map { strlen($0) } ?? 0 == length)
        return (status, out.map { String(cString: $0) })
    }

    @Test func theCVCMaskFollowsTheBrand() {
        #expect(cvcMask("visa") == (PAYSEAL_OK, "{{999}}"))
        #expect(cvcMask("amex") == (PAYSEAL_OK, "{{9999}}"))
        #expect(cvcMask(nil) == (PAYSEAL_OK, "{{9999}}"))
        #expect(cvcMask("nope") == (PAYSEAL_E_ARGUMENT, nil))
        #expect(lastError() == #"the brand table has no brand named "nope""#)
        var out: UnsafeMutablePointer<CChar>?
        #expect(payseal_card_cvc_mask(nil, "visa", &out, nil) == PAYSEAL_E_ARGUMENT && out == nil)
    }

    func clientAPIError(_ status: Int32, _ body: String) -> (payseal_status, String?) {
        var out: UnsafeMutablePointer<CChar>?, length = 0
        defer { payseal_free(out) }
        let result = payseal_client_api_error(status, body, body.utf8.count, &out, &length)
        return (result, out.map { String(cString: $0) })
    }

    @Test func theErrorBodyIsNormalized() {
        #expect(
            clientAPIError(400, #"{"errorId":"e","errors":[{"code":"1","id":"X","httpStatusCode":400,"extra":1},7],"more":true}"#)
                == (PAYSEAL_OK, #"{"httpStatus":400,"errorId":"e","errors":[{"code":"1","id":"X","category":null,"message":null,"propertyName":null,"httpStatusCode":400}]}"#))
        #expect(clientAPIError(502, "<html>Bad gateway</html>") == (PAYSEAL_OK, #"{"httpStatus":502,"errorId":null,"errors":[]}"#))
        #expect(clientAPIError(200, "{}") == (PAYSEAL_E_ARGUMENT, nil))
        let many = "{\"errors\":[" + Array(repeating: "{}", count: 1025).joined(separator: ",") + "]}"
        #expect(clientAPIError(400, many) == (PAYSEAL_E_LIMIT, nil))
        var out: UnsafeMutablePointer<CChar>?
        #expect(payseal_client_api_error(400, nil, 3, &out, nil) == PAYSEAL_E_ARGUMENT && out == nil)
    }
}

extension Optional where Wrapped == String {
    /// `body` with a C string of the value, or NULL.
    func withCStringIfAny<T>(_ body: (UnsafePointer<CChar>?) -> T) -> T {
        guard let self else { return body(nil) }
        return self.withCString { body($0) }
    }
}
