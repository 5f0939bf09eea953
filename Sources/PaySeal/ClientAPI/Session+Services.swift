extension Session {
    /// The networks of a product (GET products/{id}/networks): what Apple Pay or Google Pay is
    /// offered with. Sent with the session's transport and metadata.
    /// - Throws: as ``publicKey()``; the answer's parse errors.
    public func paymentProductNetworks(forProductID id: Int, context: PaymentContext) async throws(PaySealError.Thrown) -> PaymentProductNetworks {
        try await paymentProductNetworks(id, context, using: try requiredTransport(), metadata: metadata)
    }

    /// The surcharge of the context's amount with a card or token (POST
    /// services/surchargecalculation). Sent with the session's transport and metadata.
    /// - Throws: as ``publicKey()``; ``PaySealError/Code/argument`` for a card number or token
    ///   ``request(_:context:metadata:)`` refuses; the answer's parse errors.
    public func surchargeCalculation(for source: CardSource, context: PaymentContext) async throws(PaySealError.Thrown) -> SurchargeCalculation {
        try await surchargeCalculation(source, context, using: try requiredTransport(), metadata: metadata)
    }

    /// A currency conversion quote for the context's amount with a card or token (POST
    /// services/dccrate), in `targetCurrency` when given. Sent with the session's transport and
    /// metadata.
    /// - Throws: as ``surchargeCalculation(for:context:)``.
    public func currencyConversion(
        for source: CardSource, context: PaymentContext, targetCurrency: String? = nil
    ) async throws(PaySealError.Thrown) -> CurrencyConversionQuote {
        try await currencyConversion(source, context, targetCurrency: targetCurrency, using: try requiredTransport(), metadata: metadata)
    }

    /// The networks of a product over `transport` (the per-call form: without `metadata:`, the
    /// session's ``metadata``).
    public func paymentProductNetworks(
        _ id: Int, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> PaymentProductNetworks {
        let body = try await fetch(.paymentProductNetworks(id: id), context: context, metadata: metadata, transport)
        return try PaymentProductNetworks(httpStatus: 200, body: body)
    }

    /// The surcharge of the context's amount with a card or token over `transport` (the per-call
    /// form: without `metadata:`, the session's ``metadata``).
    public func surchargeCalculation(
        _ source: CardSource, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> SurchargeCalculation {
        let body = try await fetch(.surchargeCalculation(source), context: context, metadata: metadata, transport)
        return try SurchargeCalculation(httpStatus: 200, body: body)
    }

    /// A currency conversion quote over `transport` (the per-call form: without `metadata:`, the
    /// session's ``metadata``).
    public func currencyConversion(
        _ source: CardSource, _ context: PaymentContext, targetCurrency: String? = nil, using transport: some ClientAPITransport,
        metadata: DeviceMetadata? = nil
    ) async throws(PaySealError.Thrown) -> CurrencyConversionQuote {
        let body = try await fetch(.currencyConversion(source, targetCurrency: targetCurrency), context: context, metadata: metadata, transport)
        return try CurrencyConversionQuote(httpStatus: 200, body: body)
    }
}
