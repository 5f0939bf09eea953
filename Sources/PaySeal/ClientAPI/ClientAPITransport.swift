/// The host's HTTP stack, as PaySeal needs it: send one request, give back the status and body.
/// PaySeal opens no connection itself; a URLSession (`URLSessionTransport`, in the
/// `PaySealFoundation` module), an AsyncHTTPClient or a test double does.
public protocol ClientAPITransport: Sendable {
    /// Sends `request` as it is (method, URL, headers, body) and returns the HTTP status and the
    /// response body. Throw only for a transport failure: an HTTP error status is returned, and
    /// PaySeal decides what it means.
    func send(_ request: ClientAPIRequest) async throws(PaySealError.Thrown) -> (status: Int, body: [UInt8])
}

/// The per-call forms, for a host that brings a transport to each call: every status other than
/// 200 (and 404 for the IIN check) throws a ``PaySealError`` of code
/// ``PaySealError/Code/clientAPI`` whose ``PaySealError/clientAPIFailure`` holds the status and
/// the platform's error body. Without
/// `metadata:` a call sends the session's ``Session/metadata`` (its app identifier among them).
extension Session {
    /// The platform's public key: GET crypto/publickey, read with ``PublicKey/init(clientAPIResponse:)-([UInt8])``.
    public func publicKey(using transport: some ClientAPITransport, metadata: DeviceMetadata? = nil) async throws(PaySealError.Thrown) -> PublicKey {
        let body = try await fetch(.publicKey, context: nil, metadata: metadata, transport)
        return try PublicKey(clientAPIResponse: body)
    }

    /// The products available in a context (GET products, without their fields).
    public func paymentProducts(
        _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> [PaymentProduct] {
        let body = try await fetch(.paymentProducts, context: context, metadata: metadata, transport)
        let json = try JSONValue.parse(body)
        guard case let .array(items)? = json["paymentProducts"] else {
            throw PaySealError(.json, "the products response has no \"paymentProducts\" array")
        }
        return try items.map { try PaymentProduct(json: $0.serialized) }
    }

    /// One product with its fields (GET products/{id}).
    public func paymentProduct(
        _ id: Int, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> PaymentProduct {
        try PaymentProduct(json: try await fetch(.paymentProduct(id: id), context: context, metadata: metadata, transport))
    }

    /// The IIN check of a card number; `nil` when it has fewer than 6 digits (nothing is sent).
    public func iinDetails(
        _ cardNumber: String, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> IINResult? {
        guard try IIN.bin(ofCardNumber: cardNumber) != nil else { return nil }
        let request = try request(.iinDetails(cardNumber: cardNumber), context: context, metadata: metadata)
        let (status, body) = try await transport.send(request)
        // 404 is an unknown bin, an answer; any other error status is a failed request.
        guard status == 200 || status == 404 else { throw Session.failure(status, body, "iinDetails") }
        return try IINResult(httpStatus: status, body: body)
    }

    func fetch(
        _ operation: Operation, context: PaymentContext?, metadata: DeviceMetadata?,
        _ transport: some ClientAPITransport
    ) async throws(PaySealError.Thrown) -> [UInt8] {
        let (status, body) = try await transport.send(try request(operation, context: context, metadata: metadata))
        guard status == 200 else { throw Session.failure(status, body, operation.nameForMessages) }
        return body
    }

    /// An HTTP error answer as a ``PaySealError`` carrying the status and the parsed error body.
    /// The message names the operation (never a card number: iinDetails is named without it) and
    /// the platform's first error id, quoted, since it is the server's text.
    static func failure(_ status: Int, _ body: [UInt8], _ operation: String) -> PaySealError {
        let failure = ClientAPIFailure(httpStatus: status, body: body)
        let id = failure.response?.errors.first?.id.map { " (\(Quoted($0, limit: 64)))" } ?? ""
        return PaySealError(.clientAPI, "the Client API answered HTTP \(status) to \(operation)\(id)", clientAPIFailure: failure)
    }
}
