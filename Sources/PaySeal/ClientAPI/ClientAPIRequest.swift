/// One HTTP request to the Client API, for the host's HTTP stack to send.
public struct ClientAPIRequest: Sendable, Equatable {
    /// The HTTP method: `GET` or `POST`.
    public let method: String
    /// The absolute URL, query included.
    public let url: String
    /// In order: Authorization, X-GCS-ClientMetaInfo, then Content-Type for a body.
    public let headers: [Header]
    /// The JSON body of a POST; `nil` for a GET.
    public let body: String?

    /// One HTTP header of a request.
    public struct Header: Sendable, Equatable {
        /// The header's name, such as `Authorization`.
        public let name: String
        /// The header's value, to send as it is.
        public let value: String
    }

    /// `{"method":…,"url":…,"headers":{…},"body":…|null}`.
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.raw("{\"method\":")
        writer.string(method)
        writer.raw(",\"url\":")
        writer.string(url)
        writer.raw(",\"headers\":{")
        for (index, header) in headers.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(header.name)
            writer.raw(":")
            writer.string(header.value)
        }
        writer.raw("},\"body\":")
        if let body { writer.string(body) } else { writer.raw("null") }
        writer.raw("}")
        return writer.bytes
    }
}

/// Where and how much a payment is: the query of the product requests and the IIN check's
/// `paymentContext`.
public struct PaymentContext: Sendable, Equatable {
    /// The ISO 3166-1 alpha-2 country code, such as `NL`.
    public let countryCode: String
    /// The ISO 4217 currency code, such as `EUR`.
    public let currencyCode: String
    /// In the currency's smallest unit (cents).
    public let amount: Int64
    /// Whether the payment is recurring.
    public let isRecurring: Bool
    /// The customer's locale, such as `nl_NL` or `fr-BE`, sent as the products and product
    /// requests' `locale` query parameter (the platform's labels in that language); `nil` sends
    /// none. 2 to 35 ASCII letters, digits, `-` and `_`, sent as given; a request with any other
    /// locale is refused (``PaySealError/Code/argument``), never put into a URL.
    public let locale: String?

    /// A context; the values are percent-encoded into queries and written into JSON, not checked
    /// (the locale is checked when a request is made).
    public init(countryCode: String, currencyCode: String, amount: Int64, isRecurring: Bool, locale: String? = nil) {
        self.countryCode = countryCode
        self.currencyCode = currencyCode
        self.amount = amount
        self.isRecurring = isRecurring
        self.locale = locale
    }

    /// From `{"countryCode","currencyCode","amount","isRecurring","locale"?}` (other members are
    /// ignored).
    /// - Throws: ``PaySealError/Code/argument`` for a missing member or a locale that is not 2 to
    ///   35 ASCII letters, digits, `-` and `_`; ``PaySealError/Code/json`` for a member of the
    ///   wrong type (the message names it) or JSON that is not an object.
    package init(json: JSONValue) throws(PaySealError.Thrown) {
        let reader = try JSONObjectReader(json, naming: .owner("the payment context"))
        countryCode = try reader.string("countryCode", required: true) ?? ""
        currencyCode = try reader.string("currencyCode", required: true) ?? ""
        amount = Int64(try reader.integer("amount", required: true) ?? 0)
        isRecurring = try reader.bool("isRecurring", required: true) ?? false
        locale = try reader.string("locale", required: false)
        try checkLocale()
    }

    /// Whether `locale` may be sent: 2 to 35 ASCII letters, digits, `-` and `_` (BCP 47 tags and
    /// POSIX names such as `pt_BR`; 35 is the longest tag RFC 5646 asks implementations to keep).
    static func isAcceptedLocale(_ locale: String) -> Bool {
        let bytes = locale.utf8
        guard (2...35).contains(bytes.count) else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                return true
            default: return false
            }
        }
    }

    func checkLocale() throws(PaySealError.Thrown) {
        guard let locale, !PaymentContext.isAcceptedLocale(locale) else { return }
        throw PaySealError(.argument, "the payment context's locale must be 2 to 35 ASCII letters, digits, '-' and '_'")
    }

    /// `countryCode=…&currencyCode=…&amount=…&isRecurring=…`, values percent-encoded.
    var query: String {
        "countryCode=\(Session.percentEncoded(countryCode))&currencyCode=\(Session.percentEncoded(currencyCode))"
            + "&amount=\(amount)&isRecurring=\(isRecurring)"
    }

    /// ``query`` and `&locale=…` when there is a locale (checked: only characters a query keeps).
    func productsQuery() throws(PaySealError.Thrown) -> String {
        try checkLocale()
        guard let locale else { return query }
        return query + "&locale=" + locale
    }
}

extension Session {
    /// What a request asks for.
    public enum Operation: Sendable, Equatable {
        /// GET crypto/publickey: the key to encrypt with (``PublicKey/init(clientAPIResponse:)-([UInt8])``).
        case publicKey
        /// GET products?…&hide=fields: the products available in the context.
        case paymentProducts
        /// GET products/{id}?…: one product with its fields.
        case paymentProduct(id: Int)
        /// POST services/getIINdetails: the product of a card number (at least 6 digits).
        case iinDetails(cardNumber: String)
        /// GET products/{id}/networks?…: the networks of a product (Apple Pay, Google Pay).
        case paymentProductNetworks(id: Int)
        /// POST services/surchargecalculation: the surcharge for the context's amount.
        case surchargeCalculation(CardSource)
        /// POST services/dccrate: a currency conversion quote for the context's amount, in
        /// `targetCurrency` when given (else the platform chooses the card's currency).
        case currencyConversion(CardSource, targetCurrency: String?)
    }

    /// The request for an operation, with its headers: `Authorization: GCS v1Client:<session>`
    /// and `X-GCS-ClientMetaInfo: <encoded metadata>` (`metadata`, or the session's
    /// ``Session/metadata`` when it is `nil`).
    /// - Throws: ``PaySealError/Code/argument`` without a context where the operation needs one,
    ///   for a product id that is negative or above 2^53 - 1, or a card number with fewer than 6
    ///   digits (ask ``IIN/bin(ofCardNumber:)`` first) or other characters, an empty token or
    ///   target currency or one with a control character;
    ///   ``PaySealError/Code/limit`` for a card number, token or target currency over
    ///   ``Limits/maximumPaymentValue`` bytes.
    public func request(_ operation: Operation, context: PaymentContext?, metadata: DeviceMetadata? = nil) throws(PaySealError.Thrown) -> ClientAPIRequest {
        let base = baseURL + customerSegment + "/"
        let metadata = metadata ?? self.metadata
        let headers = self.headers(metadata)
        switch operation {
        case .publicKey:
            return ClientAPIRequest(method: "GET", url: base + "crypto/publickey", headers: headers, body: nil)
        case .paymentProducts:
            return ClientAPIRequest(
                method: "GET", url: base + "products?" + (try Session.required(context).productsQuery()) + "&hide=fields",
                headers: headers, body: nil)
        case let .paymentProduct(id):
            guard id >= 0, id <= PaymentRequest.maximumPaymentProductID else {
                throw PaySealError(.argument, "paymentProductId must be an integer from 0 to 2^53 - 1")
            }
            return ClientAPIRequest(method: "GET", url: base + "products/\(id)?" + (try Session.required(context).productsQuery()), headers: headers, body: nil)
        case let .iinDetails(cardNumber):
            // The same limit as IIN.bin's C export: the number is never longer than a payment value.
            guard cardNumber.utf8.count <= Limits.maximumPaymentValue else {
                throw PaySealError(.limit, "the card number has \(cardNumber.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
            }
            let context = try Session.required(context)
            return try iinDetailsRequest(bin: try IIN.bin(ofCardNumber: cardNumber), context, metadata)
        case .paymentProductNetworks, .surchargeCalculation, .currencyConversion:
            return try serviceRequest(operation, try Session.required(context), metadata)
        }
    }

    /// The request for an operation named as in the C ABI, with its params as JSON text. The
    /// params of `iinDetails` are card data whatever their shape, so they are parsed in place
    /// (``JSONValue/parseInPlace(_:keeping:)``): the card number is read where it is and only its
    /// bin copied, and params of another shape leave no copy behind either. Those of the other
    /// operations are parsed as usual, a "cardNumber" among them still left in place (the C ABI
    /// builds surchargeCalculation and currencyConversion with ``cardServiceRequest(named:paramsText:context:metadata:)``).
    package func request(
        named name: String, paramsText: UnsafeRawBufferPointer?,
        context: PaymentContext?, metadata: DeviceMetadata
    ) throws(PaySealError.Thrown) -> ClientAPIRequest {
        guard name == "iinDetails" else {
            let params = try paramsText.map { (text) throws(PaySealError.Thrown) in try JSONValue.parse(text, secretMembers: ["cardNumber"]) }
            return try request(Operation(name: name, params: params), context: context, metadata: metadata)
        }
        let params = try paramsText.map { (text) throws(PaySealError.Thrown) in try JSONValue.parseInPlace(text, keeping: ["cardNumber"]) }
        guard let params, let paramsText, case .object = params, let value = params["cardNumber"], value != .null else {
            throw JSONObjectReader.missingArgumentMember(PaySealError.Subject.Argument.paramsJSON, "cardNumber", neededBy: "iinDetails")
        }
        guard case let .secretString(range, _) = value, range.lowerBound >= 0, range.upperBound <= paramsText.count else {
            throw PaySealError(.json, about: .init(PaySealError.Subject.Argument.paramsJSON, member: .key("cardNumber")), "is not a string")
        }
        guard range.count <= Limits.maximumPaymentValue else {
            throw PaySealError(
                .limit, about: .init(PaySealError.Subject.Argument.paramsJSON, member: .key("cardNumber")), "has \(range.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        let context = try Session.required(context)
        let bin = try IIN.bin(jsonStringText: UnsafeRawBufferPointer(rebasing: paramsText[range]))
        return try iinDetailsRequest(bin: bin, context, metadata)
    }

    func headers(_ metadata: DeviceMetadata) -> [ClientAPIRequest.Header] {
        [
            ClientAPIRequest.Header(name: "Authorization", value: "GCS v1Client:\(clientSessionID)"),
            ClientAPIRequest.Header(name: "X-GCS-ClientMetaInfo", value: metadata.encoded),
        ]
    }

    static func required(_ context: PaymentContext?) throws(PaySealError.Thrown) -> PaymentContext {
        guard let context else { throw PaySealError(.argument, "this operation needs a payment context") }
        return context
    }

    /// POST services/getIINdetails for a bin (nil: fewer than 6 digits, nothing to ask).
    private func iinDetailsRequest(bin: String?, _ context: PaymentContext, _ metadata: DeviceMetadata) throws(PaySealError.Thrown) -> ClientAPIRequest {
        guard let bin else {
            throw PaySealError(.argument, "the card number has fewer than 6 digits: there is nothing to ask yet (NOT_ENOUGH_DIGITS)")
        }
        var body = JSONWriter(capacity: 160)
        body.raw("{\"bin\":")
        body.string(bin)
        body.raw(",\"paymentContext\":{\"countryCode\":")
        body.string(context.countryCode)
        body.raw(",\"isRecurring\":")
        body.raw(context.isRecurring ? "true" : "false")
        body.raw(",\"amountOfMoney\":{\"amount\":")
        body.raw(String(context.amount))
        body.raw(",\"currencyCode\":")
        body.string(context.currencyCode)
        body.raw("}}}")
        let headers = self.headers(metadata) + [ClientAPIRequest.Header(name: "Content-Type", value: "application/json")]
        return ClientAPIRequest(
            method: "POST", url: baseURL + customerSegment + "/services/getIINdetails", headers: headers,
            body: String(decoding: body.bytes, as: UTF8.self))
    }
}

extension Session.Operation {
    /// The operation as an error message names it: its C name, with the product id where it has
    /// one (`paymentProduct(id: 1)`), never a card number or a token.
    var nameForMessages: String {
        switch self {
        case .publicKey: return "publicKey"
        case .paymentProducts: return "paymentProducts"
        case let .paymentProduct(id): return "paymentProduct(id: \(id))"
        case .iinDetails: return "iinDetails"
        case let .paymentProductNetworks(id): return "paymentProductNetworks(id: \(id))"
        case .surchargeCalculation: return "surchargeCalculation"
        case .currencyConversion: return "currencyConversion"
        }
    }

    /// The C names of the operations, with their parameters: {"paymentProductId"} for
    /// paymentProduct and paymentProductNetworks, {"cardNumber"} for iinDetails, {"cardNumber"
    /// [, "paymentProductId"]} or {"token"} for surchargeCalculation and currencyConversion (with
    /// an optional "targetCurrency").
    package init(name: String, params: JSONValue?) throws(PaySealError.Thrown) {
        // Params that are no object have none of the members an operation needs.
        let reader = try JSONObjectReader(params.flatMap { if case .object = $0 { $0 } else { nil } } ?? .object([]), naming: .argument(PaySealError.Subject.Argument.paramsJSON, neededBy: name))
        switch name {
        case "publicKey": self = .publicKey
        case "paymentProducts": self = .paymentProducts
        case "paymentProduct": self = .paymentProduct(id: try reader.productID("paymentProductId", required: true) ?? 0)
        case "paymentProductNetworks": self = .paymentProductNetworks(id: try reader.productID("paymentProductId", required: true) ?? 0)
        case "iinDetails": self = .iinDetails(cardNumber: try reader.string("cardNumber", required: true) ?? "")
        case "surchargeCalculation":
            self = .surchargeCalculation(try Session.cardSource(params: params, text: nil, operation: name))
        case "currencyConversion":
            self = .currencyConversion(try Session.cardSource(params: params, text: nil, operation: name), targetCurrency: try Session.Operation.targetCurrency(params))
        default:
            throw PaySealError(
                .argument,
                "unknown operation \(Quoted(name, limit: 32)); expected publicKey, paymentProducts, paymentProduct, iinDetails, "
                    + "paymentProductNetworks, surchargeCalculation or currencyConversion")
        }
    }

    /// The optional "targetCurrency" of currencyConversion's params.
    static func targetCurrency(_ params: JSONValue?) throws(PaySealError.Thrown) -> String? {
        guard let params, case .object = params else { return nil }
        return try JSONObjectReader(params, naming: .argument(PaySealError.Subject.Argument.paramsJSON, neededBy: "currencyConversion")).string("targetCurrency")
    }
}
