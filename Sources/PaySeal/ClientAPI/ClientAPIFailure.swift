/// A Client API request that was answered with an HTTP error: the status and the platform's error
/// body, parsed, so that an app can act on `errors[0].code` or show `propertyName` without reading
/// the body itself. A ``Session`` call answered with an HTTP error throws a ``PaySealError`` of
/// code ``PaySealError/Code/clientAPI`` that carries it as ``PaySealError/clientAPIFailure``.
public struct ClientAPIFailure: Sendable, Hashable {
    /// The HTTP status the Client API answered, such as 404.
    public let httpStatus: Int
    /// The error body, when the answer had one the platform's shape: `{"errorId", "errors": […]}`.
    public let response: ErrorResponse?

    /// A failure with a status and, when known, the error body.
    public init(httpStatus: Int, response: ErrorResponse?) {
        self.httpStatus = httpStatus
        self.response = response
    }

    /// A failure from the answer as received: the body is read as an ``ErrorResponse`` when it is
    /// one (a JSON object of at most ``Limits/maximumKeyInput`` bytes), and ignored otherwise: a
    /// proxy's HTML page is no reason for a second error.
    public init(httpStatus: Int, body: some Collection<UInt8>) {
        self.init(httpStatus: httpStatus, response: ErrorResponse(body: CollectionBytes(body)))
    }
}

/// The platform's error body (the Client API's `ErrorResponse`): an id to quote to support, and
/// the errors, each with a code and, for a rejected input, the property it names.
public struct ErrorResponse: Sendable, Hashable {
    /// The platform's id of this error occurrence, for support; `nil` when absent.
    public let errorID: String?
    /// The errors, in the answer's order; empty when the body lists none.
    public let errors: [APIError]

    /// A response (for tests and hosts that read the body themselves).
    public init(errorID: String?, errors: [APIError]) {
        self.errorID = errorID
        self.errors = errors
    }

    /// The body read with PaySeal's own JSON reader; `nil` when it is not a JSON object, is over
    /// ``Limits/maximumKeyInput`` bytes, is not UTF-8, or lists more than
    /// ``ServiceResponse/maximumEntries`` errors. Members of another type read as absent.
    init?(body: some ContiguousBytes) {
        guard let response = try? ErrorResponse.read(body: body) else { return nil }
        self = response
    }

    /// The one reading of an error body, for the Swift API and the C ABI
    /// (`payseal_client_api_error`): `nil` for a body that is not an error body (not UTF-8, not
    /// JSON, not an object: a proxy's HTML page), members of another type as absent.
    /// - Throws: ``PaySealError/Code/limit`` for a body over ``Limits/maximumKeyInput`` bytes or
    ///   more than ``ServiceResponse/maximumEntries`` errors, the bounds of the service answers.
    package static func read(body: some ContiguousBytes) throws(PaySealError.Thrown) -> ErrorResponse? {
        let parsed: JSONValue? = try body.withBytes { (raw) throws(PaySealError.Thrown) in
            guard raw.count <= Limits.maximumKeyInput else {
                throw PaySealError(.limit, "the error body has \(raw.count) bytes; the limit is \(Limits.maximumKeyInput)")
            }
            guard (try? JSONValue.requireUTF8(raw, named: nil, what: "the error body")) != nil else { return nil }
            return try? JSONValue.parse(raw)
        }
        guard let json = parsed, case .object = json else { return nil }
        var items: [JSONValue] = []
        if case let .array(entries)? = json["errors"] { items = entries }
        guard items.count <= ServiceResponse.maximumEntries else {
            throw PaySealError(.limit, "the error body's \"errors\" has \(items.count) entries; the limit is \(ServiceResponse.maximumEntries)")
        }
        return ErrorResponse(errorID: json["errorId"]?.stringValue, errors: items.compactMap { APIError(json: $0) })
    }
}

/// One error of an ``ErrorResponse``.
public struct APIError: Sendable, Hashable {
    /// The platform's error code, such as `"1002"`.
    public let code: String?
    /// The error's identifier, such as `"UNKNOWN_PRODUCT_ID"`.
    public let id: String?
    /// The category, such as `"CONNECT_PLATFORM_ERROR"`.
    public let category: String?
    /// A description in English, for logs (not for the customer).
    public let message: String?
    /// The request property the error is about, when it is about one.
    public let propertyName: String?
    /// The HTTP status the platform gives this error, when it says.
    public let httpStatusCode: Int?

    /// An error (for tests and hosts that read the body themselves).
    public init(
        code: String?, id: String?, category: String? = nil, message: String?, propertyName: String?,
        httpStatusCode: Int? = nil
    ) {
        self.code = code
        self.id = id
        self.category = category
        self.message = message
        self.propertyName = propertyName
        self.httpStatusCode = httpStatusCode
    }

    /// An entry of `errors`; `nil` when it is not an object.
    init?(json: JSONValue) {
        guard case .object = json else { return nil }
        code = json["code"]?.stringValue
        id = json["id"]?.stringValue
        category = json["category"]?.stringValue
        message = json["message"]?.stringValue
        propertyName = json["propertyName"]?.stringValue
        if case let .number(text)? = json["httpStatusCode"] { httpStatusCode = Int(text) } else { httpStatusCode = nil }
    }
}
