import ArgumentParser
import Foundation
import PaySeal

/// The first thing a newcomer runs: the main job end to end with the bundled TEST keys.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prepare a sample card payment with the bundled TEST key pair and decrypt it back.")

    /// Vectors/keys of the checkout this binary was built from.
    static let bundledKeys = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Vectors/keys").path

    @Option(name: .long, help: "The directory with test-rsa-2048.client-api.json and test-rsa-2048.private.pem.")
    var keys: String = Demo.bundledKeys

    func run() throws {
        try reportingErrors {
            print("PaySeal \(paySealVersion) demo, with the TEST key pair in \(keys) (public; never use it in production)\n")

            let clientAPIResponse = try readInput("\(keys)/test-rsa-2048.client-api.json")
            let publicKey = try PublicKey(clientAPIResponse: clientAPIResponse)
            print("1. The Client API's public key: kid \(publicKey.keyID.map(jsonString) ?? "(none)"), RSA \(publicKey.bits) bits, SHA-256:\(publicKey.fingerprintSHA256.prefix(16))…")

            let card = [("cardNumber", "4012000033330026"), ("cardholderName", "Wile E. Coyote"), ("expiryDate", "1228"), ("cvv", "123")]
            var request = try PaymentRequest(clientSessionID: "demo-session-7f3a", paymentProductID: 1)
            for (field, value) in card { try request.setValue(value, forKey: field) }
            var metadata = DeviceMetadata()
            try metadata.set("com.example.demo-shop/1.0", for: "appIdentifier")
            try metadata.set("1170x2532", for: "screenSize")
            print("2. A card payment: session \"demo-session-7f3a\", product 1, \(card.map(\.0).joined(separator: ", ")) (a public test card)")

            let prepared = try request.prepare(with: publicKey, metadata: metadata)
            print("3. What the merchant's server forwards to the Server API:")
            print("   encryptedFields (encryptedCustomerInput):\n   \(prepared.encryptedFields)")
            print("   encodedClientMetaInfo (X-GCS-ClientMetaInfo):\n   \(prepared.encodedClientMetaInfo)\n")

            let privateKey = try PrivateKey(parsing: try readInput("\(keys)/test-rsa-2048.private.pem"))
            let payload = try privateKey.decrypt(prepared.encryptedFields)
            let header = prepared.encryptedFields.split(separator: ".").first.flatMap { Base64.decode($0, .url) } ?? []
            let metadataJSON = Base64.decode(prepared.encodedClientMetaInfo, .standard) ?? []
            print("4. Decrypted with the TEST private key, as the platform would:")
            print("   header:   \(String(decoding: header, as: UTF8.self))")
            print("   payload:  \(String(decoding: payload, as: UTF8.self))")
            print("   metadata: \(String(decoding: metadataJSON, as: UTF8.self))\n")

            try verify(payload: payload, card: card, metadataJSON: metadataJSON, metadata: metadata)
            print("5. Round trip verified: the payload carries the session, product, all \(card.count) values in order and a lowercase UUID v4 nonce; the metadata decodes to what was set.")
        }
    }

    private func verify(payload: [UInt8], card: [(String, String)], metadataJSON: [UInt8], metadata: DeviceMetadata) throws {
        let json = try JSONValue.parse(payload)
        let values: [(String, String)]
        if case let .array(items)? = json["paymentValues"] {
            values = items.compactMap { item in item["key"]?.stringValue.flatMap { key in item["value"]?.stringValue.map { (key, $0) } } }
        } else {
            values = []
        }
        let nonce = json["nonce"]?.stringValue ?? ""
        let nonceIsUUIDv4 = nonce.count == 36 && nonce == nonce.lowercased() && Array(nonce)[14] == "4"
        guard json["clientSessionId"] == .string("demo-session-7f3a"), json["paymentProductId"] == .number("1"),
              values.map(\.0) == card.map(\.0), values.map(\.1) == card.map(\.1), nonceIsUUIDv4,
              metadataJSON == metadata.json else {
            throw CLIError("round trip FAILED: the decrypted payload or metadata differ from what was prepared")
        }
    }
}
