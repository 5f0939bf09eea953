extension Session {
    /// The networks of a product (GET products/{id}/networks): what Apple Pay or Google Pay is
    /// offered with.
    public func paymentProductNetworks(
        _ id: Int, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata = DeviceMetadata()
    ) async throws -> PaymentProductNetworks {
        let (status, body) = try await transport.send(try request(.paymentProductNetworks(id: id), context: context, metadata: metadata))
        return try PaymentProductNetworks(httpStatus: status, body: body)
    }

    /// The surcharge of the context's amount with a card or token (POST services/surchargecalculation).
    public func surchargeCalculation(
        _ source: CardSource, _ context: PaymentContext, using transport: some ClientAPITransport,
        metadata: DeviceMetadata = DeviceMetadata()
    ) async throws -> SurchargeCalculation {
        let (status, body) = try await transport.send(try request(.surchargeCalculation(source), context: context, metadata: metadata))
        return try SurchargeCalculation(httpStatus: status, body: body)
    }

    /// A currency conversion quote for the context's amount with a card or token (POST
    /// services/dccrate), in `targetCurrency` when given.
    public func currencyConversion(
        _ source: CardSource, _ context: PaymentContext, targetCurrency: String? = nil, using transport: some ClientAPITransport,
        metadata: DeviceMetadata = DeviceMetadata()
    ) async throws -> CurrencyConversionQuote {
        let request = try request(.currencyConversion(source, targetCurrency: targetCurrency), context: context, metadata: metadata)
        let (status, body) = try await transport.send(request)
        return try CurrencyConversionQuote(httpStatus: status, body: body)
    }
}
