import ArgumentParser
import Foundation
import PaySeal

/// Metadata overrides shared by `prepare` and `metadata`.
struct MetadataOptions: ParsableArguments {
    @Option(name: .long, help: "appIdentifier: the host app, e.g. \"com.example.shop/2.3\".")
    var appIdentifier: String?
    @Option(name: .long, help: "screenSize as <width>x<height>, e.g. 1170x2532.")
    var screenSize: String?
    @Option(name: .long, help: "ipAddress of the device (IPv4 or IPv6).")
    var ipAddress: String?
    @Option(name: .long, help: "sdkIdentifier, for hosts that wrap PaySeal in their own SDK.")
    var sdkIdentifier: String?
    @Option(name: .long, help: "sdkCreator, for hosts that wrap PaySeal in their own SDK.")
    var sdkCreator: String?
    @Option(name: .customLong("metadata"), help: "Any other metadata field, KEY=VALUE (repeatable).")
    var extra: [String] = []

    func build() throws -> DeviceMetadata {
        var metadata = DeviceMetadata()
        let named: [(String, String?)] = [
            ("appIdentifier", appIdentifier), ("screenSize", screenSize), ("ipAddress", ipAddress),
            ("sdkIdentifier", sdkIdentifier), ("sdkCreator", sdkCreator),
        ]
        for case let (key, value?) in named { try metadata.set(value, for: key) }
        for (index, pair) in extra.enumerated() {
            let (key, value) = try splitPair(pair, "--metadata", index)
            try metadata.set(value, for: key)
        }
        return metadata
    }
}

/// The KEY=VALUE of the `index`th (from 0) `option` of a command line. The message does not quote
/// the argument: a --value is card data, and one without '=' is most likely a bare card number.
func splitPair(_ pair: String, _ option: String, _ index: Int) throws -> (String, String) {
    guard let equals = pair.firstIndex(of: "=") else {
        throw CLIError("\(option) takes KEY=VALUE, and \(option) number \(index + 1) has no '=' (it is not shown: it may be card data)")
    }
    return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
}

struct Prepare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prepare a payment request; prints {\"encryptedFields\": …, \"encodedClientMetaInfo\": …}.")

    @Option(name: .long, help: "The platform's public key: Client API response JSON or any key format.")
    var publicKey: String
    @Option(name: .long, help: "The JWE kid (default: the Client API keyId or the JWK kid).")
    var keyId: String?
    @Option(name: .long, help: "The client session id.")
    var sessionId: String
    @Option(name: .long, help: "The payment product id (a decimal integer).")
    var productId: String
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A payment value, KEY=VALUE (repeatable, in payload order).",
            discussion:
                "Without --product a value is encrypted exactly as given: one of digits and separators (\"4111 1111 1111 1111\", \"12/30\") gets a warning on standard error, since the platform expects it unmasked (\"4111111111111111\", \"1230\")."
        ))
    var value: [String] = []
    @Option(name: .long, help: "The account on file id.")
    var accountOnFile: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The payment product JSON (the Client API's products/{id} response, '-' for standard input).",
            discussion: "Values are then checked against its fields, unmasked, and validated before anything is encrypted: each error is printed as one line and the exit status is 1."))
    var product: String?
    @Flag(name: .long, help: "Ask the platform to tokenize the card.")
    var tokenize = false
    @OptionGroup var metadata: MetadataOptions
    @OptionGroup var locale: LocaleOption

    func run() throws {
        var invalid = false
        try reportingErrors {
            let key = try loadPublicKey(publicKey, keyID: keyId)
            var request = try PaymentRequest(clientSessionID: sessionId, paymentProductID: try PaymentRequest.paymentProductID(parsing: productId))
            defer { request.wipe() }
            // Product and account on file first, so that each value is checked as it is set.
            if let product { try request.setProduct(try PaymentProduct(json: try readInput(product))) }
            try request.setAccountOnFileID(accountOnFile)
            for (index, pair) in value.enumerated() {
                let (field, text) = try splitPair(pair, "--value", index)
                if product == nil && looksFormatted(text) {
                    FileHandle.standardError.write(
                        Data(
                            ("payseal: warning: the value of \(jsonString(String(field.prefix(64)))) has "
                                + "separators (space, '/', '-' or '.') between its digits and is encrypted as given: without --product "
                                + "nothing unmasks it; give the digits alone or --product FILE\n").utf8))
                }
                try request.setValue(text, forKey: field)
            }
            request.tokenize = tokenize
            if product != nil {
                let errors = request.validate()
                for error in errors { FileHandle.standardError.write(Data("payseal: error: invalid value: \(try locale.localized(error.json))\n".utf8)) }
                invalid = !errors.isEmpty
                if invalid { return }
            }
            let prepared = try request.prepare(with: key, metadata: try metadata.build())
            writeOut("{\"encryptedFields\": \(jsonString(prepared.encryptedFields)), \"encodedClientMetaInfo\": \(jsonString(prepared.encodedClientMetaInfo))}")
        }
        if invalid { throw ExitCode(1) }
    }
}

/// Digits with the separators a mask puts between them, and nothing else: a card number or a
/// date as a form shows it. A name or an address (letters) is not one.
func looksFormatted(_ text: String) -> Bool {
    let separators: Set<Character> = [" ", "/", "-", "."]
    let digits = text.filter { ("0"..."9").contains($0) }.count
    let separated = text.filter { separators.contains($0) }.count
    return digits > 0 && separated > 0 && digits + separated == text.count
}

struct Metadata: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the encoded device metadata (encodedClientMetaInfo) for this machine, or its JSON.")

    @Flag(name: .long, help: "Print the JSON instead of its base64.")
    var json = false
    @OptionGroup var metadata: MetadataOptions

    func run() throws {
        try reportingErrors {
            let built = try metadata.build()
            writeOut(json ? String(decoding: built.json, as: UTF8.self) : built.encoded)
        }
    }
}
