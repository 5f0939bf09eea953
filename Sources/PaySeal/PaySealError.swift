/// The one error PaySeal throws. `code` is the failure family (it maps 1:1 to the C
/// `payseal_status`); `message` says what was wrong with the input, never what the input was:
/// no key material, plaintext or card data ever appears in it.
public struct PaySealError: Error, Hashable, CustomStringConvertible, Sendable {
    /// The failure family of a ``PaySealError``; the raw value is the C `payseal_status`.
    public enum Code: Int32, Sendable, CaseIterable {
        /// A missing, empty, too long or non-UTF-8 argument.
        case argument = 1
        /// Key bytes that cannot be parsed.
        case keyFormat = 2
        /// A key that parses but is outside the policy: not RSA, modulus outside 2048...8192 bits,
        /// or a public exponent that is even, below 3 or not below 2^32.
        case keyUnsupported = 3
        /// Malformed JSON input.
        case json = 4
        /// A malformed JWE compact serialization or protected header.
        case jweFormat = 5
        /// A JWE whose alg, enc, zip or crit PaySeal does not support.
        case jweUnsupported = 6
        /// Any authentication or decryption failure: one code and one message for all of them.
        case decrypt = 7
        /// An unexpected failure inside OpenSSL or libsodium.
        case crypto = 8
        /// An allocation failed (out of memory).
        case noMemory = 9
        /// An input larger than a documented limit (see ``Limits``).
        case limit = 10
        /// Preparing a request whose values fail its product's validation.
        case validation = 11
        /// The Client API answered an HTTP error status: ``PaySealError/clientAPIFailure`` holds
        /// the status and the platform's error body. Only calls that send requests (a
        /// ``Session``'s) end with it.
        case clientAPI = 12
        /// No HTTP answer came: a timeout, a refused or broken connection, a TLS failure, an
        /// answer over the transport's size limit. ``PaySealError/underlyingError`` keeps the
        /// transport's own error. Only calls that send requests end with it.
        case noAnswer = 13
        /// The calling task was cancelled before the call ended. Only calls that send requests
        /// end with it.
        case cancelled = 14

        /// The C status name, e.g. "PAYSEAL_E_DECRYPT".
        public var statusName: String {
            switch self {
            case .argument: return "PAYSEAL_E_ARGUMENT"
            case .keyFormat: return "PAYSEAL_E_KEY_FORMAT"
            case .keyUnsupported: return "PAYSEAL_E_KEY_UNSUPPORTED"
            case .json: return "PAYSEAL_E_JSON"
            case .jweFormat: return "PAYSEAL_E_JWE_FORMAT"
            case .jweUnsupported: return "PAYSEAL_E_JWE_UNSUPPORTED"
            case .decrypt: return "PAYSEAL_E_DECRYPT"
            case .crypto: return "PAYSEAL_E_CRYPTO"
            case .noMemory: return "PAYSEAL_E_NO_MEMORY"
            case .limit: return "PAYSEAL_E_LIMIT"
            case .validation: return "PAYSEAL_E_VALIDATION"
            case .clientAPI: return "PAYSEAL_E_CLIENT_API"
            case .noAnswer: return "PAYSEAL_E_NO_ANSWER"
            case .cancelled: return "PAYSEAL_E_CANCELLED"
            }
        }
    }

    /// The failure family, for a program to act on.
    public let code: Code
    /// A sentence for a person: what was wrong with the input (never the input itself).
    public let message: String
    /// Which input the error is about, when the message names one; nil otherwise.
    public let subject: Subject?
    /// The ``message`` without the subject it begins with: the whole message when there is no
    /// subject. A layer that calls the input by another name writes its name, then this.
    public let detail: String
    /// For a Client API request answered with an HTTP error: the status and the platform's error
    /// body. `nil` for every other failure.
    public let clientAPIFailure: ClientAPIFailure?
    /// For ``Code/noAnswer``: the transport's own error (a `URLError` from `URLSessionTransport`),
    /// for logs and for a finer decision than the code's. `nil` for every other failure. Two
    /// errors compare equal whatever their underlying errors (an `Error` is not `Equatable`).
    public var underlyingError: (any Error & Sendable)? { underlying?.error }
    private let underlying: UnderlyingError?

    /// An error of the family `code` with the given `message` (for test doubles and wrappers).
    public init(_ code: Code, _ message: String) {
        self.init(code, message, clientAPIFailure: nil)
    }

    /// An error that carries what the Client API answered (for test doubles and wrappers).
    public init(_ code: Code, _ message: String, clientAPIFailure: ClientAPIFailure?) {
        self.code = code
        self.message = message
        self.subject = nil
        self.detail = message
        self.clientAPIFailure = clientAPIFailure
        self.underlying = nil
    }

    /// An error that keeps the error it comes from, such as a transport's for ``Code/noAnswer``
    /// (for transports and wrappers).
    public init(_ code: Code, _ message: String, underlyingError: any Error & Sendable) {
        self.code = code
        self.message = message
        self.subject = nil
        self.detail = message
        self.clientAPIFailure = nil
        self.underlying = UnderlyingError(error: underlyingError)
    }

    /// An error about `subject`: its message is the subject as the C ABI names it, then `detail`
    /// ("params_json \"cardNumber\" is not a string").
    public init(_ code: Code, about subject: Subject, _ detail: String) {
        self.code = code
        self.message = subject.rendered(argumentName: subject.argument) + " " + detail
        self.subject = subject
        self.detail = detail
        self.clientAPIFailure = nil
        self.underlying = nil
    }

    /// The ``message``.
    public var description: String { message }

    /// The underlying error, equal to any other: it explains an error, it does not make it another.
    private struct UnderlyingError: Hashable, Sendable {
        let error: any Error & Sendable
        static func == (_: Self, _: Self) -> Bool { true }
        func hash(into _: inout Hasher) {}
    }

    /// The uniform decryption failure. One message whatever failed (RSA-OAEP, CEK length, tag,
    /// padding), so that a caller, or an attacker watching one, cannot tell them apart.
    static let decryptionFailed = PaySealError(
        .decrypt, "decryption failed: the JWE was not made for this key, or it was altered")
}

/// The documented input limits (also in `Include/payseal.h`), enforced with ``PaySealError/Code/limit``.
public enum Limits {
    /// The smallest accepted RSA modulus, in bits.
    public static let minimumRSABits = 2048
    /// The largest accepted RSA modulus, in bits.
    public static let maximumRSABits = 8192
    /// Bytes of key input in any format, of a key id, of a Client API key or IIN response and of
    /// `dataRestrictions` JSON.
    public static let maximumKeyInput = 64 * 1024
    /// Bytes of JWE plaintext (and of a payment payload, and of product JSON).
    public static let maximumPlaintext = 1024 * 1024
    /// Bytes of a JWE compact serialization.
    public static let maximumJWE = 2 * 1024 * 1024
    /// Keys in one ``DeviceMetadata``.
    public static let maximumMetadataEntries = 64
    /// Bytes of one metadata key or value.
    public static let maximumMetadataValue = 4096
    /// Distinct keys in one ``PaymentRequest``.
    public static let maximumPaymentValues = 256
    /// Bytes of one payment value, key or id.
    public static let maximumPaymentValue = 4096
}

/// The library version (also returned by `payseal_version`). Written by tools/generate_bindings.py
/// from `PAYSEAL_VERSION_STRING` in `Include/payseal.h`: change the version there.
public let paySealVersion = "0.2.0"
