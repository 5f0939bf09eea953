import ArgumentParser
import Foundation
import PaySeal

/// The first thing a newcomer runs: the whole payment flow with the bundled TEST keys and a
/// recorded product, everything but the screen and the socket.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the payment flow: session, requests, a recorded product, masked input, validation, prepare, decrypt back.")

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A directory with test-rsa-2048.client-api.json and test-rsa-2048.private.pem to use instead of the built-in TEST pair.",
            valueName: "dir"))
    var keys: String?

    static let sessionID = "demo-session-7f3a"

    func run() throws {
        try reportingErrors {
            let keyPair = keys.map { "the TEST key pair in \($0)" } ?? "the built-in TEST key pair (Vectors/keys/test-rsa-2048)"
            print("PaySeal \(paySealVersion) demo, with \(keyPair) (public; never use it in production)\n")
            var metadata = DeviceMetadata()
            try metadata.set("com.example.demo-shop/1.0", for: "appIdentifier")
            try metadata.set("1170x2532", for: "screenSize")

            // 1. The session the merchant's server created, and the requests PaySeal builds for it.
            let session = try Session(
                clientSessionID: Demo.sessionID, customerID: "demo-customer",
                clientAPIURL: "https://payment.preprod.example.com", assetURL: "https://assets.example.com")
            let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1995, isRecurring: false)
            print("1. Session \(Demo.sessionID): the requests the app's HTTP stack sends (PaySeal does no I/O)")
            for operation: Session.Operation in [.publicKey, .paymentProduct(id: 1)] {
                let request = try session.request(operation, context: operation == .publicKey ? nil : context, metadata: metadata)
                print("   \(request.method) \(request.url)")
            }
            print("   headers: Authorization: GCS v1Client:\(Demo.sessionID), X-GCS-ClientMetaInfo: <encoded metadata>\n")

            // 2. The recorded answers: the platform's public key and the Visa product.
            let publicKey = try PublicKey(clientAPIResponse: try keys.map { try readInput("\($0)/test-rsa-2048.client-api.json") } ?? Array(demoTestClientAPIKeyJSON.utf8))
            let product = try PaymentProduct(json: Array(demoProductJSON.utf8))
            print("2. Answers read: public key kid \(publicKey.keyID.map(jsonString) ?? "(none)"), RSA \(publicKey.bits) bits;")
            print("   product \(product.id) with fields " + product.fields.map { "\($0.id)" + ($0.mask.map { " [\($0.pattern)]" } ?? "") }.joined(separator: ", ") + "\n")

            // 3. The customer types the card number; the field's mask formats it and moves the caret.
            let cardField = try field("cardNumber", of: product)
            var shown = MaskEdit(text: "", caret: 0)
            var steps: [String] = []
            for digit in "4012000033330026" {
                shown = try cardField.edit(shown.text, start: shown.caret, end: shown.caret, replacement: String(digit))
                steps.append("\"\(shown.text)\"@\(shown.caret)")
            }
            print("3. Typing the card number digit by digit, with the caret (UTF-16 offset):")
            print("   " + steps.suffix(6).joined(separator: " -> "))
            let bin = try IIN.bin(ofCardNumber: shown.text) ?? ""
            let iinRequest = try session.request(.iinDetails(cardNumber: shown.text), context: context, metadata: metadata)
            let iin = try IINResult(httpStatus: 200, body: Array(#"{"paymentProductId":1,"countryCode":"NL","isAllowedInContext":true}"#.utf8))
            print("   IIN check: \(iinRequest.method) \(iinRequest.url) with bin \(bin) -> \(String(decoding: iin.json, as: UTF8.self))")
            for line in try demoAmexCardForm(today: .current) { print(line) }
            print()

            // 4. Values with mistakes, validated as the product's rules say; then corrected.
            var request = try PaymentRequest(clientSessionID: Demo.sessionID, paymentProductID: product.id)
            defer { request.wipe() }
            try request.setProduct(product)
            let today = YearMonth.current
            let mistakes = [("cardNumber", "4012 0000 3333 0027"), ("expiryDate", "12/\(today.year - 1)"), ("cvv", "12")]
            for (key, value) in mistakes { try request.setValue(value, forKey: key) }
            print("4. Validation of " + mistakes.map { "\($0.0) \"\($0.1)\"" }.joined(separator: ", ") + ", no cardholderName:")
            let errors = request.validate(today: today)
            for error in errors { print("   \(error)") }
            // The same error's message in the customer's language: messageKey stays, the host shows the sentence.
            if let first = errors.first { print("   \(first.messageKey) in German: \"\(first.message(locale: "de"))\"") }
            let card = [("cardNumber", shown.text), ("cardholderName", "Wile E. Coyote"), ("expiryDate", "12/\(today.year + 3)"), ("cvv", "123")]
            for (key, value) in card { try request.setValue(value, forKey: key) }
            let remaining = request.validate(today: today)
            print(
                "   corrected (\(card.map { "\($0.0) \"\($0.1)\"" }.joined(separator: ", "))): \(remaining.count) error(s);"
                    + " stored unmasked, shown masked: expiryDate \"\(try request.maskedValue(for: "expiryDate"))\"\n")

            // 5. prepare validates again, then encrypts; the platform's side decrypts it back.
            let prepared = try request.prepare(with: publicKey, metadata: metadata)
            print("5. What the merchant's server forwards to the Server API:")
            print("   encryptedFields (encryptedCustomerInput):\n   \(prepared.encryptedFields)")
            print("   encodedClientMetaInfo (X-GCS-ClientMetaInfo):\n   \(prepared.encodedClientMetaInfo)\n")

            let privateKey = try PrivateKey(parsing: try keys.map { try readInput("\($0)/test-rsa-2048.private.pem") } ?? Array(demoTestPrivateKeyPEM.utf8))
            let payload = try privateKey.decrypt(prepared.encryptedFields)
            let metadataJSON = Base64.decode(prepared.encodedClientMetaInfo, .standard) ?? []
            print("6. Decrypted with the TEST private key, as the platform would:")
            print("   payload:  \(String(decoding: payload, as: UTF8.self))")
            print("   metadata: \(String(decoding: metadataJSON, as: UTF8.self))\n")

            let unmasked = try card.map { ($0.0, try cardFieldValue($0.0, $0.1, product)) }
            try verify(payload: payload, values: unmasked, metadataJSON: metadataJSON, metadata: metadata)
            print(
                "7. Round trip verified: the payload carries the session, product \(product.id), the \(card.count) values unmasked, and a lowercase UUID v4 nonce; the metadata decodes to what was set."
            )
        }
    }

    private func field(_ id: String, of product: PaymentProduct) throws -> Mask {
        guard let mask = product.field(id)?.mask else { throw CLIError("the demo product has no mask for \(id)") }
        return mask
    }

    /// What the payload must carry for a value typed into a field: the value without its mask.
    private func cardFieldValue(_ id: String, _ typed: String, _ product: PaymentProduct) throws -> String {
        product.field(id)?.mask.map { $0.unformat(typed) } ?? typed
    }

    private func verify(payload: [UInt8], values: [(String, String)], metadataJSON: [UInt8], metadata: DeviceMetadata) throws {
        let json = try JSONValue.parse(payload)
        let sent: [(String, String)]
        if case let .array(items)? = json["paymentValues"] {
            sent = items.compactMap { item in item["key"]?.stringValue.flatMap { key in item["value"]?.stringValue.map { (key, $0) } } }
        } else {
            sent = []
        }
        let nonce = json["nonce"]?.stringValue ?? ""
        let nonceIsUUIDv4 = nonce.count == 36 && nonce == nonce.lowercased() && Array(nonce)[14] == "4"
        guard json["clientSessionId"] == .string(Demo.sessionID), json["paymentProductId"] == .number("1"),
            // In the order each key was first set: the mistakes' keys, then cardholderName.
            sent.sorted(by: { $0.0 < $1.0 }).map({ "\($0.0)=\($0.1)" }) == values.sorted(by: { $0.0 < $1.0 }).map({ "\($0.0)=\($0.1)" }),
            nonceIsUUIDv4,
            metadataJSON == metadata.json
        else {
            throw CLIError("round trip FAILED: the decrypted payload or metadata differ from what was prepared")
        }
    }
}
