import Foundation
import PaySeal

// Kept out of the core (which does not import Foundation, so that libpayseal.so does not need
// it): in an app, `error.localizedDescription` of a PaySealError is its message, and as an
// NSError its code is the C status. Part of the `PaySeal` product, so an app gets it by
// depending on the product; the conformance is found at run time without importing this module.

extension PaySealError: LocalizedError {
    /// The message: what was wrong, never the key or the card data.
    public var errorDescription: String? { message }
}

extension PaySealError: CustomNSError {
    /// "PaySeal".
    public static var errorDomain: String { "PaySeal" }
    /// The C status (`payseal_status`), e.g. 4 for `PAYSEAL_E_JSON`.
    public var errorCode: Int { Int(code.rawValue) }
    /// The message as the NSError's localized description (swift-corelibs-foundation reads only
    /// this when a CustomNSError is bridged), and for a Client API failure the HTTP status under
    /// ``httpStatusUserInfoKey``, so that an app's error logging sees it.
    public var errorUserInfo: [String: Any] {
        guard let failure = clientAPIFailure else { return [NSLocalizedDescriptionKey: message] }
        return [NSLocalizedDescriptionKey: message, PaySealError.httpStatusUserInfoKey: failure.httpStatus]
    }

    /// The `userInfo` key of the HTTP status the Client API answered (an `Int`).
    public static let httpStatusUserInfoKey = "PaySealHTTPStatus"
}
