import Foundation
import Testing

@testable import PaySeal

/// `preparedParts(with:metadata:)`: what `prepare` encrypts and sends, for a host that encrypts the
/// JWE itself (the web build's page, with WebCrypto). Its parts are `prepare`'s, but for the nonce.
@Suite struct PreparedPartsTests {
    @Test func thePartsAreWhatPrepareEncryptsAndSends() throws {
        var request = try PaymentRequest(clientSessionID: "s-1", paymentProductID: 1)
        try request.setValue("4012000033330026", forKey: "cardNumber")
        var metadata = DeviceMetadata()
        try metadata.set("shop", for: "appIdentifier")
        let parts = try request.preparedParts(with: TestKeys.public2048, metadata: metadata)
        let prepared = try request.prepare(with: TestKeys.public2048, metadata: metadata)

        #expect(String(decoding: parts.protectedHeader, as: UTF8.self) == String(prepared.encryptedFields.split(separator: ".")[0]))
        #expect(String(decoding: parts.encodedClientMetaInfo, as: UTF8.self) == prepared.encodedClientMetaInfo)
        let fromParts = try JSONValue.parse(parts.payload.array)
        let decrypted = try JSONValue.parse(try TestKeys.private2048.decrypt(prepared.encryptedFields))
        guard case .string(let nonce) = fromParts["nonce"] else { Issue.record("no nonce"); return }
        #expect(Nonce.isLowercaseUUIDv4(nonce))
        #expect(fromParts["nonce"] != decrypted["nonce"])
        #expect(fromParts.removingNonce == decrypted.removingNonce)
    }

    @Test func anInvalidRequestIsRefusedAsPrepareRefusesIt() throws {
        let product = try PaymentProduct(
            json: Array(
                #"{"id":1,"fields":[{"id":"cardNumber","type":"numericstring","dataRestrictions":{"isRequired":true,"validators":{"luhn":{}}}}]}"#.utf8))
        var request = try PaymentRequest(clientSessionID: "s-1", paymentProductID: 1)
        try request.setProduct(product)
        try request.setValue("4012000033330027", forKey: "cardNumber")
        let prepareError = #expect(throws: PaySealError.self) { try request.prepare(with: TestKeys.public2048) }
        let partsError = #expect(throws: PaySealError.self) { try request.preparedParts(with: TestKeys.public2048, metadata: DeviceMetadata()) }
        #expect(partsError?.code == .validation)
        #expect(partsError == prepareError)
    }

    @Test func theProtectedHeaderChecksThePlaintextLimitAsEncryptDoes() throws {
        let key = TestKeys.public2048
        #expect(try key.protectedHeader(forPlaintextCount: Limits.maximumPlaintext) == Array(try key.encrypt([1]).split(separator: ".")[0].utf8))
        let headerError = #expect(throws: PaySealError.self) { try key.protectedHeader(forPlaintextCount: Limits.maximumPlaintext + 1) }
        let encryptError = #expect(throws: PaySealError.self) { try key.encrypt([UInt8](repeating: 0, count: Limits.maximumPlaintext + 1)) }
        #expect(headerError == encryptError)
    }
}

extension JSONValue {
    /// The payload without its nonce (every member but "nonce", in order).
    fileprivate var removingNonce: JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.0 != "nonce" })
    }
}
