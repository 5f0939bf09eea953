import Foundation
import Testing

@testable import PaySeal

#if canImport(Glibc)
import Glibc
#endif

@Suite("Payment request and device metadata")
struct PaymentTests {
    @Test func noncesAreFreshLowercaseUUIDv4() throws {
        var seen = Set<String>()
        for _ in 0..<1000 {
            let nonce = try Nonce.make()
            #expect(Nonce.isLowercaseUUIDv4(nonce), "\(nonce)")
            seen.insert(nonce)
        }
        #expect(seen.count == 1000)
        #expect(!Nonce.isLowercaseUUIDv4("3F2A9C1E-7B4D-4E8A-9C2F-1A2B3C4D5E6F"))
    }

    @Test func productIDs() throws {
        #expect(try PaymentRequest.paymentProductID(parsing: "3012") == 3012)
        for bad in ["", "abc", "-1", "1.5", " 1", "1 ", "+1", "01", "1e3", "٣"] {
            #expect(throws: PaySealError.self) { try PaymentRequest.paymentProductID(parsing: bad) }
        }
        #expect(throws: PaySealError.self) { try PaymentRequest(clientSessionID: "s", paymentProductID: -1) }
    }

    @Test func wipeClearsValues() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try request.setValue("4012000033330026", forKey: "cardNumber")
        #expect(request["cardNumber"] == "4012000033330026")
        request.wipe()
        #expect(request["cardNumber"] == nil && request.keys.isEmpty)
    }

    @Test func failedSetsChangeNothing() throws {
        var metadata = DeviceMetadata.empty
        try metadata.set("100x200", for: "screenSize")
        #expect(throws: PaySealError.self) { try metadata.set("0x1", for: "screenSize") }
        #expect(metadata["screenSize"] == "100x200")
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        try request.setAccountOnFileID("a")
        #expect(throws: PaySealError.self) { try request.setAccountOnFileID("") }
        #expect(request.accountOnFileID == "a")
    }

    @Test func defaultsComeFromTheSystem() throws {
        let metadata = DeviceMetadata()
        #expect(metadata["appIdentifier"] == "UNKNOWN")
        #expect(metadata["sdkIdentifier"] == "PaySeal/\(paySealVersion)")
        #expect(metadata["sdkCreator"] == "PaySeal")
        var system = utsname()
        #expect(uname(&system) == 0)
        func field<T>(_ value: T) -> String { withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) } }
        #expect(metadata["platformIdentifier"] == "\(field(system.sysname))/\(field(system.release))")
        #expect(metadata["deviceType"] == field(system.machine))
        let vendor = (try? String(contentsOfFile: "/sys/class/dmi/id/sys_vendor", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(metadata["deviceBrand"] == ((vendor?.isEmpty ?? true) ? nil : vendor))
        #expect(metadata["ipAddress"] == nil && metadata["screenSize"] == nil)
    }

    /// Builders are values: one host's extra keys never reach another's (the singleton bug).
    @Test func buildersShareNothing() throws {
        var first = DeviceMetadata()
        let second = DeviceMetadata()
        try first.set("x", for: "extraKey")
        #expect(second["extraKey"] == nil)
        #expect(DeviceMetadata()["extraKey"] == nil)
    }

    @Test func prepareEncryptsThePayloadAndEncodesTheMetadata() throws {
        var request = try PaymentRequest(clientSessionID: "s-1", paymentProductID: 1)
        try request.setValue("4012000033330026", forKey: "cardNumber")
        var metadata = DeviceMetadata()
        try metadata.set("shop", for: "appIdentifier")
        let prepared = try request.prepare(with: TestKeys.public2048, metadata: metadata)
        let payload = try JSONValue.parse(try TestKeys.private2048.decrypt(prepared.encryptedFields))
        #expect(payload["clientSessionId"] == .string("s-1"))
        #expect(payload["paymentProductId"] == .number("1"))
        #expect(Base64.decode(prepared.encodedClientMetaInfo, .standard) == metadata.json)
        let again = try request.prepare(with: TestKeys.public2048, metadata: metadata)
        let nonce = try JSONValue.parse(try TestKeys.private2048.decrypt(again.encryptedFields))["nonce"]
        #expect(nonce != payload["nonce"])
        // The nonce, the CEK and the IV come from one draw: the nonce's bytes are not the IV's.
        guard case .string(let text) = nonce else { Issue.record("no nonce"); return }
        #expect(Nonce.isLowercaseUUIDv4(text), "\(text)")
        let iv = Base64.decode(again.encryptedFields.split(separator: ".")[2], .url)
        #expect(iv?.count == 16 && iv.map { hex($0) } != text.replacingOccurrences(of: "-", with: ""))
    }

    /// A nonce from given bytes: the version and variant bits set, the rest as given.
    @Test func aNonceFromGivenBytes() {
        #expect([UInt8](repeating: 0xFF, count: 16).withUnsafeBytes { Nonce.make(from: $0) } == "ffffffff-ffff-4fff-bfff-ffffffffffff")
        #expect([UInt8](repeating: 0, count: 16).withUnsafeBytes { Nonce.make(from: $0) } == "00000000-0000-4000-8000-000000000000")
        #expect(Array(0..<16 as Range<UInt8>).withUnsafeBytes { Nonce.make(from: $0) } == "00010203-0405-4607-8809-0a0b0c0d0e0f")
    }

    private func hex(_ bytes: [UInt8]) -> String { bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }
}
