/// The IIN answer's members as Swift types, so that an app reads the product id without parsing
/// ``IINResult/json`` itself. The stored members stay JSON (IIN.swift) because ``IINResult/json``
/// passes them through as the server wrote them.
extension IINResult {
    /// The card's payment product, or `nil` when the answer has none (status ``Status/unknown``)
    /// or its id is above ``PaymentRequest/maximumPaymentProductID``. The server may write it as
    /// a number or as a string of digits; both read the same.
    public var paymentProductID: Int? { IINResult.productID(productIDJSON) }

    /// Whether the product is allowed in the payment context; `nil` when the answer does not say
    /// (never guessed).
    public var isAllowedInContext: Bool? { IINResult.bool(allowedJSON) }

    /// The card's issuing country (ISO 3166-1 alpha-2), when the answer gives it.
    public var countryCode: String? { countryCodeJSON.stringValue }

    /// The card's type as the platform spells it (`Credit`, `Debit`, `Prepaid`), when given.
    public var cardType: String? { cardTypeJSON.stringValue }

    /// The other products the card can pay with (a co-branded card), in the answer's order;
    /// empty when there are none. An entry that is not an object is skipped.
    public var coBrands: [CoBrand] {
        coBrandsJSON.compactMap { item in
            guard case .object = item else { return nil }
            return CoBrand(
                paymentProductID: IINResult.productID(item["paymentProductId"] ?? .null),
                isAllowedInContext: IINResult.bool(item["isAllowedInContext"] ?? .null))
        }
    }

    /// One co-brand of the card: another product it belongs to.
    public struct CoBrand: Sendable, Hashable {
        /// The co-brand's payment product, when the entry gives a valid id.
        public let paymentProductID: Int?
        /// Whether that product is allowed in the payment context, when the entry says.
        public let isAllowedInContext: Bool?

        /// A co-brand (for tests and hosts that read the answer themselves).
        public init(paymentProductID: Int?, isAllowedInContext: Bool?) {
            self.paymentProductID = paymentProductID
            self.isAllowedInContext = isAllowedInContext
        }
    }

    private static func productID(_ value: JSONValue) -> Int? {
        switch value {
        case let .number(text), let .string(text):
            // The one reading of a product id (the response's reader already refused any other).
            return try? PaymentRequest.paymentProductID(parsing: text)
        default:
            return nil
        }
    }

    private static func bool(_ value: JSONValue) -> Bool? {
        if case let .bool(flag) = value { return flag }
        return nil
    }
}
