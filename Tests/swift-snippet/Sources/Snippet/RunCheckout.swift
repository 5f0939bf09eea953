import Foundation
import PaySeal

/// `--meta-info`: prints the metadata the README's session sends (the stub checks every request
/// against it). `--checkout URL KEY`: runs the README's checkout against the stub at URL and
/// checks what it got, the prepared payment decrypted with the TEST private key in the file KEY.
func runCheckoutIfAsked(_ arguments: ArraySlice<String>) async throws {
    switch Array(arguments) {
    case ["--meta-info"]:
        var metadata = DeviceMetadata()
        try metadata.set("com.example.shop/2.3", for: "appIdentifier")
        print(metadata.encoded)
    case let arguments where arguments.count == 3 && arguments[0] == "--checkout":
        let result = try await checkout(
            sessionID: "payseal-stub-session", customerID: "customer 1", clientAPIURL: arguments[1], assetURL: "https://assets.example.com")
        let key = try PrivateKey(parsing: try String(contentsOfFile: arguments[2], encoding: .utf8))
        let payload = String(decoding: try key.decrypt(result.prepared?.encryptedFields ?? ""), as: UTF8.self)
        let checks =
            [
                // Visa's hints are in its displayHintsList alone, AmEx's in both members: both order 0.
                ("the products in display order (both 0: as listed)", result.methods.map(\.id) == [1, 2]),
                ("the products' labels", result.methods.map(\.displayHints?.label) == ["VISA", "American Express"]),
                ("the Visa's logo, from its displayHintsList", result.methods.first?.displayHints?.logo?.hasSuffix("/images/pm/VISA.gif") == true),
                ("the IIN result typed", result.iin?.paymentProductID == 1),
                ("no validation errors", result.errors.isEmpty),
                ("the card number unmasked in the payload", payload.contains(#"{"key":"cardNumber","value":"4111111111111111"}"#)),
                ("the session in the payload", payload.contains(#""clientSessionId":"payseal-stub-session""#)),
            ] + (try await appFlowChecks(clientAPIURL: arguments[1], prepared: result.prepared))
        for (what, passed) in checks where !passed {
            print("checkout against the stub: \(what) failed")
            exit(1)
        }
        print("checkout against the stub: \(checks.count) checks passed")
    default:
        return
    }
}
