import Foundation
import PaySeal
import PaySealFoundation
import Testing

/// An app reads a PaySealError through Foundation: its message, and the C status as the code.
@Suite("Errors through Foundation")
struct FoundationErrorTests {
    @Test func localizedDescriptionIsTheMessage() throws {
        let error = #expect(throws: PaySealError.self) { try PublicKey(parsing: Array("not a key".utf8)) }
        let any: any Error = try #require(error)
        #expect(any.localizedDescription == error?.message)
        let ns = any as NSError
        #expect(ns.domain == "PaySeal" && ns.code == Int(PaySealError.Code.keyFormat.rawValue))
    }

    @Test func aClientAPIFailureHasItsStatusInUserInfo() {
        let failure = ClientAPIFailure(httpStatus: 404, body: Array(#"{"errorId":"e","errors":[{"id":"UNKNOWN_PRODUCT_ID"}]}"#.utf8))
        #expect(failure.response?.errors.first?.id == "UNKNOWN_PRODUCT_ID")
        let ns = PaySealError(.argument, "the Client API answered HTTP 404", clientAPIFailure: failure) as NSError
        #expect(ns.userInfo[PaySealError.httpStatusUserInfoKey] as? Int == 404)
        #expect((PaySealError(.json, "x") as NSError).userInfo[PaySealError.httpStatusUserInfoKey] == nil)
    }

    @Test func byteInputsTakeData() throws {
        let data = Data(TestKeys.clientAPI2048)
        let key = try PublicKey(clientAPIResponse: data)
        #expect(key.fingerprintSHA256 == TestKeys.public2048.fingerprintSHA256)
        let slice = TestKeys.clientAPI2048[...]
        #expect(try PublicKey(clientAPIResponse: slice).keyID == key.keyID)
    }
}
