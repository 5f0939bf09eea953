// The README's Swift code blocks, each line as README.md has it, wrapped in functions that
// declare what the snippets leave to the reader. check-readme.sh checks the lines still match.

// README.md, "Use it":
import Foundation
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

// README.md, "Checkout in a Swift app" (also the DocC article of that name): run by
// run-against-stub.sh against the loopback Client API stub, which answers only PaySeal's requests.
struct Checkout {
    var methods: [PaymentProduct] = [], iin: IINResult?, errors: [ValidationError] = []
    var prepared: PreparedPaymentRequest?
}

func checkout(sessionID: String, customerID: String, clientAPIURL: String, assetURL: String) async throws -> Checkout {
    let session = try Session(clientSessionID: sessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL, appIdentifier: "com.example.shop/2.3")
    let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1000, isRecurring: false)
    let methods = try await session.paymentProducts(context: context).sortedProducts  // in display order; logos: session.logoURL(for:)
    let product = try await session.paymentProduct(withID: 1, context: context)
    var payment = try session.makePaymentRequest(for: product), iin: IINResult?
    for (id, text) in [("cardNumber", "4111111111111111"), ("cardholderName", "Wile E. Coyote"), ("expiryDate", "12/2030"), ("cvv", "123")] {  // typed key by key, through the masks
        for key in text where try payment.type(key, intoField: id).needsNewIINDetails { iin = try await session.iinDetails(forCardNumber: payment.maskedValue(for: "cardNumber"), context: context) }
    }
    let errors = payment.validate()  // [] once every field is valid; else each error's fieldID and kind
    let prepared = try await session.prepare(payment)  // encryptedFields and encodedClientMetaInfo, for the merchant's server
    payment.wipe()
    return Checkout(methods: methods, iin: iin, errors: errors, prepared: prepared)
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

// Built, not run: useIt needs the platform's key response. The card input runs offline; the
// checkout runs when run-against-stub.sh gives it a stub (--checkout URL PRIVATE-KEY-PEM), after
// asking for the metadata the stub is to expect (--meta-info).
try cardInput()
try cardBrands()
try await runCheckoutIfAsked(CommandLine.arguments.dropFirst())
