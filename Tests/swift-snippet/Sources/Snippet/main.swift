// The README's Swift code blocks, each line as README.md has it, wrapped in functions that
// declare what the snippets leave to the reader. check-readme.sh checks the lines still match.

// README.md, "Use it":
// README.md, "Sending them from a Swift app":
import PaySeal
import PaySealFoundation

func useIt(responseBody: [UInt8], session: String, send: (String, String) -> Void) throws {
    let key = try PublicKey(clientAPIResponse: responseBody)  // {"keyId": "...", "publicKey": "<base64 SPKI>"}
    var request = try PaymentRequest(clientSessionID: session, paymentProductID: 1)
    try request.setValue("4012000033330026", forKey: "cardNumber")
    try request.setValue("1228", forKey: "expiryDate")
    var metadata = DeviceMetadata()  // detected defaults
    try metadata.set("com.example.shop/2.3", for: "appIdentifier")
    let prepared = try request.prepare(with: key, metadata: metadata)
    send(prepared.encryptedFields, prepared.encodedClientMetaInfo)
    request.wipe()
}

// README.md, "Card input":
func cardInput() throws {
    let mask = try Mask("{{9999}} {{9999}} {{9999}} {{9999}} {{999}}")
    let edit = try mask.edit("1234", start: 4, end: 4, replacement: "5")  // text "1234 5", caret 6
    let rules = try DataRestrictions(json: Array(#"{"isRequired":true,"validators":{"luhn":{}}}"#.utf8))
    let errors = rules.validate(mask.unformat(edit.text))  // [{"type":"luhn","params":{},"messageKey":"validation.luhn","message":"This number is not valid: …"}]
    _ = errors
}

func sendFromAnApp(sessionID: String, customerID: String, clientAPIURL: String, assetURL: String) async throws {
    let transport = URLSessionTransport()
    let session = try Session(clientSessionID: sessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL)
    let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
    let key = try await session.publicKey(using: transport)
    let product = try await session.paymentProduct(1, context, using: transport)
    let iin = try await session.iinDetails("4111 1111", context, using: transport)  // nil below 6 digits
    var payment = try PaymentRequest(clientSessionID: sessionID, paymentProductID: product.id)
    try payment.setProduct(product)
    try payment.setValue("4111 1111 1111 1111", forKey: "cardNumber")  // unmasked by the product
    let errors = try payment.validate()  // [] once every field is valid
    let encrypted = try payment.prepare(with: key)  // for the merchant's server
    payment.wipe()
    _ = (iin, errors, encrypted)
}

// README.md, "Card brands, offline":
func cardBrands() throws {
    let brands = CardBrands.builtIn
    brands.brand(ofPAN: "4936 98")?.name  // "maestro"
    brands.formatPAN("378282246310005")  // "3782 822463 10005"
    try brands.editPAN("3782 822463 1000", start: 16, end: 16, replacement: "5")  // "3782 822463 10005", caret 17
    brands.check(pan: "4111 1111 1111 1112", expiry: "12/2", cvc: "12")
    // {"brand":"visa","pan":{"state":"incomplete","reason":"luhn","maxLength":19,"advance":false},"cvc":{"state":"incomplete","reason":"length"},"expiry":{"state":"incomplete","reason":"format","advance":false},"complete":false}
}

// Built, not run: useIt needs the platform's key response, sendFromAnApp a Client API. The other two run offline.
try cardInput()
try cardBrands()
