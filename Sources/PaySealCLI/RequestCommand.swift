import ArgumentParser
import Foundation
import PaySeal
import PaySealFoundation

/// `payseal request OPERATION …`: the HTTP request PaySeal would have the host send, printed as
/// JSON or curl, or sent with URLSessionTransport (`--send`) to check a session against a Client
/// API.
struct RequestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "request",
        abstract:
            "Print a Client API request (publicKey, paymentProducts, paymentProduct, iinDetails, networks, surcharge, currencyConversion) as JSON or as a curl command, or send it.",
        discussion: """
            With --send, sends the request (URLSession) and prints "HTTP <status>" and the response body: as received \
            into a pipe or a file; on a terminal with control characters (ESC, BEL, CR, DEL, C1) shown as \\u{…}, so \
            that no sequence in it reaches the terminal. The exit status is 1, with one error line, when the status is \
            not 2xx, no answer came, the body is over 4 MiB, or the exchange took longer than --timeout. The answer \
            of networks, surcharge or currencyConversion is read as payseal_service_response reads it and printed \
            normalized after the body ("answer: …"), or the reason it cannot be read.

            networks (paymentProductNetworks) takes --product-id; surcharge (surchargeCalculation) and \
            currencyConversion take --card-number (with --product-id when known) or --token, and currencyConversion \
            --target-currency; all three need --context, whose amount and currency they ask about.
            """
    )
    @Argument(help: "publicKey, paymentProducts, paymentProduct, iinDetails, networks, surcharge or currencyConversion.") var operation: String
    @Option(name: .long, help: "The clientSessionId of the Create Session response.") var sessionId: String
    @Option(name: .long, help: "The customerId.") var customerId: String
    @Option(name: .long, help: "The clientApiUrl.") var clientApiUrl: String
    @Option(name: .long, help: "The payment context JSON: {\"countryCode\",\"currencyCode\",\"amount\",\"isRecurring\"}.") var context: String?
    @Option(name: .long, help: "The product id (paymentProduct, networks; surcharge and currencyConversion when known).") var productId: String?
    @Option(name: .long, help: "The card number (iinDetails, surcharge, currencyConversion).") var cardNumber: String?
    @Option(name: .long, help: "The token of a card on file (surcharge, currencyConversion).") var token: String?
    @Option(name: .long, help: "The currency to quote in (currencyConversion).") var targetCurrency: String?
    @Option(
        name: .long,
        help: "The customer's locale, such as nl_NL or fr-BE: the context's locale, sent with paymentProducts and paymentProduct (the platform's labels in that language).")
    var locale: String?
    @Flag(name: .long, help: "Print a curl command instead of the JSON.") var curl = false
    @Flag(name: .long, help: "Send the request and print the HTTP status and the response body.") var send = false
    @Option(name: .long, help: "Seconds --send may take in all: connecting, the status and headers, and the body.") var timeout: Double = 30

    /// The C name of the operation: `networks` and `surcharge` are short for paymentProductNetworks
    /// and surchargeCalculation.
    var operationName: String {
        switch operation {
        case "networks": return "paymentProductNetworks"
        case "surcharge": return "surchargeCalculation"
        default: return operation
        }
    }

    func validate() throws {
        if send && curl { throw ValidationError("--send and --curl cannot be used together: --send sends the request, --curl prints it") }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be more than 0 and at most 600 seconds") }
    }

    func run() async throws {
        var built: ClientAPIRequest?
        try reportingErrors {
            let session = try Session(clientSessionID: sessionId, customerID: customerId, clientAPIURL: clientApiUrl, assetURL: "")
            var contextValue = try context.map { try PaymentContext(json: try JSONValue.parse(Array($0.utf8))) }
            if let locale {
                guard let given = contextValue else { throw CLIError("--locale is the payment context's: give --context too") }
                contextValue = PaymentContext(
                    countryCode: given.countryCode, currencyCode: given.currencyCode, amount: given.amount, isRecurring: given.isRecurring, locale: locale)
            }
            var params: [(String, JSONValue)] = []
            if let productId { params.append(("paymentProductId", .string(productId))) }
            if let cardNumber { params.append(("cardNumber", .string(cardNumber))) }
            if let token { params.append(("token", .string(token))) }
            if let targetCurrency { params.append(("targetCurrency", .string(targetCurrency))) }
            built = try session.request(try Session.Operation(name: operationName, params: .object(params)), context: contextValue)
        }
        guard let request = built else { return }
        if send { return try await sendAndPrint(request) }
        guard curl else { return writeOut(String(decoding: request.json, as: UTF8.self)) }
        // Single quotes for the shell: each ' inside becomes '\''.
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var command = "curl -X \(request.method) \(quoted(request.url))"
        for header in request.headers { command += " -H \(quoted(header.name + ": " + header.value))" }
        if let body = request.body { command += " --data \(quoted(body))" }
        writeOut(command)
    }

    /// "HTTP <status>", then the body: the bytes as received when standard output is a pipe or a
    /// file, ``terminalText(_:)`` when it is a terminal.
    private func sendAndPrint(_ request: ClientAPIRequest) async throws {
        let answer: (status: Int, body: [UInt8])
        do {
            answer = try await URLSessionTransport(timeout: timeout).send(request)
        } catch {
            try reportingErrors { throw error }
            return
        }
        writeOut("HTTP \(answer.status)")
        let body = isatty(STDOUT_FILENO) == 1 ? Array(terminalText(String(decoding: answer.body, as: UTF8.self)).utf8) : answer.body
        FileHandle.standardOutput.write(Data(body))
        if body.last != UInt8(ascii: "\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
        guard (200...299).contains(answer.status) else {
            try reportingErrors { throw CLIError("the Client API answered HTTP \(answer.status) to \(operation)") }
            return
        }
        try reportingErrors {
            let read: [UInt8]
            switch operationName {
            case "paymentProductNetworks": read = try PaymentProductNetworks(httpStatus: answer.status, body: answer.body).json
            case "surchargeCalculation": read = try SurchargeCalculation(httpStatus: answer.status, body: answer.body).json
            case "currencyConversion": read = try CurrencyConversionQuote(httpStatus: answer.status, body: answer.body).json
            default: return
            }
            writeOut("answer: " + terminalText(String(decoding: read, as: UTF8.self)))
        }
    }
}

/// A server's text as a terminal may show it: every character library messages escape (ESC and
/// every other control character, CR and DEL and C1 included, and format characters such as
/// bidirectional overrides) written as `\u{…}`, so that nothing in it retitles the window, clears
/// the screen or moves the cursor over what was printed. Line feeds and tabs stay, so that JSON
/// reads as it was sent. (Invalid UTF-8 was already U+FFFD.)
func terminalText(_ text: String) -> String {
    var shown = ""
    shown.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if scalar.isEscapedInMessages && scalar != "\n" && scalar != "\t" {
            shown.appendEscaped(scalar)
        } else {
            shown.unicodeScalars.append(scalar)
        }
    }
    return shown
}
