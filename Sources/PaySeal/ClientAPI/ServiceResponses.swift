/// The answers of the Client API's service operations, read without I/O: the networks of a
/// product (GET products/{id}/networks), the surcharge calculation (POST
/// services/surchargecalculation) and the currency conversion quote (POST services/dccrate).
/// Each reader checks the members the platform documents, normalizes the answer to every one of
/// them in a fixed order (`null` when absent, numbers as the server wrote them) and drops the
/// others (docs/card-input.md, "Service answers").
public enum ServiceResponse {
    /// The shape of one member of an answer.
    indirect enum Shape: Sendable {
        case string, integer, number
        /// A product id: an integer from 0 to ``PaymentRequest/maximumPaymentProductID``, as a
        /// product's `id` and every request take it.
        case productID
        case object([(String, Shape)])
        case array(Shape)
    }

    // Computed, not stored: a stored global of an indirect enum keeps boxes whose pointers
    // memcheck cannot follow (reported as definitely lost); building a shape costs a few boxes.
    static var amountOfMoney: Shape { .object([("amount", .integer), ("currencyCode", .string)]) }

    static var networks: Shape { .object([("networks", .array(.string))]) }

    static var surchargeCalculation: Shape {
        .object([
            (
                "surcharges",
                .array(
                    .object([
                        ("paymentProductId", .productID), ("result", .string), ("netAmount", amountOfMoney),
                        ("surchargeAmount", amountOfMoney), ("totalAmount", amountOfMoney),
                        (
                            "surchargeRate",
                            .object([
                                ("surchargeProductTypeId", .string), ("surchargeProductTypeVersion", .string),
                                ("adValoremRate", .number), ("specificRate", .number),
                            ])
                        ),
                    ]))
            )
        ])
    }

    static var currencyConversion: Shape {
        .object([
            ("dccSessionId", .string),
            ("result", .object([("result", .string), ("resultReason", .string)])),
            (
                "proposal",
                .object([
                    ("baseAmount", amountOfMoney), ("targetAmount", amountOfMoney),
                    (
                        "rate",
                        .object([
                            ("exchangeRate", .number), ("invertedExchangeRate", .number), ("markUpRate", .number),
                            ("quotationDateTime", .string), ("source", .string),
                        ])
                    ),
                    ("disclaimerReceipt", .string), ("disclaimerDisplay", .string),
                ])
            ),
        ])
    }

    /// The most entries an array of an answer may have (networks, surcharges): a real answer has
    /// a handful; the bound keeps the work on a hostile one linear in a small number.
    public static let maximumEntries = 1024

    /// The answer read against `shape`: an HTTP 200 body of at most ``Limits/maximumKeyInput``
    /// bytes that is a JSON object. `what` names the answer in messages, `name` the C parameter.
    static func read(
        _ shape: Shape, httpStatus: Int, body: some ContiguousBytes, what: String, named name: String? = nil
    ) throws(PaySealError.Thrown) -> JSONValue {
        guard httpStatus == 200 else {
            throw PaySealError(.argument, "HTTP status \(httpStatus) is not a \(what) (200): the request failed, which is the host's to handle")
        }
        let json = try JSONValue.parse(body, limit: Limits.maximumKeyInput, what: "the \(what)", named: name)
        guard case .object = json else { throw PaySealError(.json, "the \(what) is not a JSON object") }
        return try normalize(json, shape, path: "the \(what)")
    }

    /// `value` (not null) checked against `shape`; objects keep their known members only, all of
    /// them, in the shape's order.
    private static func normalize(_ value: JSONValue, _ shape: Shape, path: String) throws(PaySealError.Thrown) -> JSONValue {
        switch shape {
        case .string:
            guard case .string = value else { throw PaySealError(.json, "\(path) is not a string") }
            return value
        case .integer:
            guard case let .number(text) = value, Int64(text) != nil else { throw PaySealError(.json, "\(path) is not an integer") }
            return value
        case .productID:
            guard case let .number(text) = value, (try? PaymentRequest.wideProductID(parsing: text)) != nil else {
                throw PaySealError(.json, "\(path) is not an integer from 0 to 2^53 - 1")
            }
            return value
        case .number:
            guard case .number = value else { throw PaySealError(.json, "\(path) is not a number") }
            return value
        case let .array(element):
            guard case let .array(items) = value else { throw PaySealError(.json, "\(path) is not an array") }
            guard items.count <= maximumEntries else {
                throw PaySealError(.limit, "\(path) has \(items.count) entries; the limit is \(maximumEntries)")
            }
            return .array(
                try items.enumerated().map { (index, item) throws(PaySealError.Thrown) in
                    guard item != .null else { throw PaySealError(.json, "\(path)[\(index)] is null") }
                    return try normalize(item, element, path: "\(path)[\(index)]")
                })
        case let .object(members):
            guard case .object = value else { throw PaySealError(.json, "\(path) is not a JSON object") }
            return .object(
                try members.map { (name, member) throws(PaySealError.Thrown) in
                    guard let item = value[name], item != .null else {
                        if case .array = member { return (name, .array([])) }
                        return (name, .null)
                    }
                    return (name, try normalize(item, member, path: "\(path)'s \"\(name)\""))
                })
        }
    }
}

/// An amount in a currency, as the Client API writes it.
public struct AmountOfMoney: Sendable, Equatable {
    /// In the currency's smallest unit (cents); `nil` when the answer had none.
    public let amount: Int64?
    /// The ISO 4217 currency code; `nil` when the answer had none.
    public let currencyCode: String?

    init?(_ json: JSONValue?) {
        guard let json, case .object = json else { return nil }
        if case let .number(text)? = json["amount"] { amount = Int64(text) } else { amount = nil }
        currencyCode = json["currencyCode"]?.stringValue
    }
}

/// The networks of a payment product (Apple Pay, Google Pay): GET products/{id}/networks.
public struct PaymentProductNetworks: Sendable, Equatable {
    /// The networks, such as `VISA`, in the answer's order (`[]` when absent).
    public let networks: [String]
    let normalized: JSONValue

    /// Reads the answer: HTTP 200 with `{"networks":[string, …]}`.
    /// - Throws: ``PaySealError/Code/argument`` for another HTTP status or a body that is not
    ///   UTF-8; ``PaySealError/Code/json`` for a body that is not a JSON object or a member of the
    ///   wrong type (the message names it); ``PaySealError/Code/limit`` for a body over 64 KiB or
    ///   more than ``ServiceResponse/maximumEntries`` networks.
    public init(httpStatus: Int, body: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(httpStatus: httpStatus, bodyBytes: CollectionBytes(body))
    }

    /// `name`: how the message about invalid UTF-8 names the body (the C ABI's parameter).
    package init(httpStatus: Int, bodyBytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        normalized = try ServiceResponse.read(ServiceResponse.networks, httpStatus: httpStatus, body: bodyBytes, what: "networks answer", named: name)
        if case let .array(items)? = normalized["networks"] { networks = items.compactMap { $0.stringValue } } else { networks = [] }
    }

    /// `{"networks":[…]}`.
    public var json: [UInt8] { normalized.serialized }
}

/// The surcharge of a payment with a card or token: POST services/surchargecalculation.
public struct SurchargeCalculation: Sendable, Equatable {
    /// One product's surcharge.
    public struct Surcharge: Sendable, Equatable {
        /// The payment product the surcharge is for (0 to ``PaymentRequest/maximumPaymentProductID``:
        /// an answer with another id is refused).
        public let paymentProductID: Int64?
        /// `OK` (calculated) or `NO_SURCHARGE` (no rate configured for the product).
        public let result: String?
        /// The amount without the surcharge, the surcharge, and both together.
        public let netAmount: AmountOfMoney?, surchargeAmount: AmountOfMoney?, totalAmount: AmountOfMoney?
    }

    /// The surcharges, in the answer's order (`[]` when absent).
    public let surcharges: [Surcharge]
    let normalized: JSONValue

    /// Reads the answer: HTTP 200 with `{"surcharges":[…]}`.
    /// - Throws: as ``PaymentProductNetworks/init(httpStatus:body:)``.
    public init(httpStatus: Int, body: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(httpStatus: httpStatus, bodyBytes: CollectionBytes(body))
    }

    /// `name`: how the message about invalid UTF-8 names the body (the C ABI's parameter).
    package init(httpStatus: Int, bodyBytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        normalized = try ServiceResponse.read(
            ServiceResponse.surchargeCalculation, httpStatus: httpStatus, body: bodyBytes, what: "surcharge calculation answer", named: name)
        guard case let .array(items)? = normalized["surcharges"] else { surcharges = []; return }
        surcharges = items.map { item in
            var id: Int64?
            if case let .number(text)? = item["paymentProductId"] { id = Int64(text) }
            return Surcharge(
                paymentProductID: id, result: item["result"]?.stringValue, netAmount: AmountOfMoney(item["netAmount"]),
                surchargeAmount: AmountOfMoney(item["surchargeAmount"]), totalAmount: AmountOfMoney(item["totalAmount"]))
        }
    }

    /// `{"surcharges":[{"paymentProductId","result","netAmount","surchargeAmount","totalAmount","surchargeRate"}]}`.
    public var json: [UInt8] { normalized.serialized }
}

/// A dynamic currency conversion quote: POST services/dccrate.
public struct CurrencyConversionQuote: Sendable, Equatable {
    /// The DCC session to refer to when paying with the converted amount.
    public let dccSessionID: String?
    /// `Allowed`, `NoRate`, … as the platform wrote it, and its reason.
    public let result: String?, resultReason: String?
    /// The amount as asked and as converted (`nil` without a proposal, as with `NoRate`).
    public let baseAmount: AmountOfMoney?, targetAmount: AmountOfMoney?
    /// The exchange rate as the server wrote the number (never rounded through a Double).
    public let exchangeRate: String?
    let normalized: JSONValue

    /// Reads the answer: HTTP 200 with `{"dccSessionId","result":{…},"proposal":{…}}`.
    /// - Throws: as ``PaymentProductNetworks/init(httpStatus:body:)``.
    public init(httpStatus: Int, body: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(httpStatus: httpStatus, bodyBytes: CollectionBytes(body))
    }

    /// `name`: how the message about invalid UTF-8 names the body (the C ABI's parameter).
    package init(httpStatus: Int, bodyBytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        normalized = try ServiceResponse.read(
            ServiceResponse.currencyConversion, httpStatus: httpStatus, body: bodyBytes, what: "currency conversion answer", named: name)
        dccSessionID = normalized["dccSessionId"]?.stringValue
        result = normalized["result"]?["result"]?.stringValue
        resultReason = normalized["result"]?["resultReason"]?.stringValue
        let proposal = normalized["proposal"]
        baseAmount = AmountOfMoney(proposal?["baseAmount"])
        targetAmount = AmountOfMoney(proposal?["targetAmount"])
        if case let .number(text)? = proposal?["rate"]?["exchangeRate"] { exchangeRate = text } else { exchangeRate = nil }
    }

    /// `{"dccSessionId","result":{"result","resultReason"},"proposal":{"baseAmount","targetAmount",
    /// "rate":{…},"disclaimerReceipt","disclaimerDisplay"}}`, every member present.
    public var json: [UInt8] { normalized.serialized }
}
