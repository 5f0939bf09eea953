/// A failure as the JSON the C ABI and the bindings read (`payseal_client_api_error`), written
/// from the same ``ErrorResponse`` the Swift API gives, so that every binding reads an error body
/// the one way.
extension ClientAPIFailure {
    /// `{"httpStatus":N,"errorId":…,"errors":[{"code","id","category","message","propertyName",
    /// "httpStatusCode"}]}`: every member ``ErrorResponse`` and ``APIError`` read, in this order,
    /// `null` when absent; `errorId` `null` and `errors` `[]` when the body was no error body.
    public var json: [UInt8] {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        let errors: [JSONValue] = (response?.errors ?? []).map { error in
            .object([
                ("code", text(error.code)), ("id", text(error.id)), ("category", text(error.category)),
                ("message", text(error.message)), ("propertyName", text(error.propertyName)),
                ("httpStatusCode", error.httpStatusCode.map { .number(String($0)) } ?? .null),
            ])
        }
        let object: JSONValue = .object([
            ("httpStatus", .number(String(httpStatus))), ("errorId", text(response?.errorID)), ("errors", .array(errors)),
        ])
        return object.serialized
    }

    /// The failure of an answer that is not a success, read for the C ABI: `httpStatus` must be
    /// an HTTP status (100-599) outside 200-299, as ``Session`` reads every answer other than 200.
    /// - Throws: ``PaySealError/Code/argument`` for another status; ``PaySealError/Code/limit`` as
    ///   ``ErrorResponse``'s reader.
    package init(errorStatus httpStatus: Int, bodyBytes: some ContiguousBytes) throws(PaySealError.Thrown) {
        guard (100...599).contains(httpStatus), !(200...299).contains(httpStatus) else {
            throw PaySealError(.argument, "HTTP status \(httpStatus) is not an error answer (100-599 outside 200-299)")
        }
        self.init(httpStatus: httpStatus, response: try ErrorResponse.read(body: bodyBytes))
    }
}
