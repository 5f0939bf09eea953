extension CardBrands {
    /// The built-in table: Worldpay Access Checkout's card validation rules as BIN ranges, PAN and
    /// CVC lengths (the table of `docs/cards.md`), amex grouped 4-6-5 as Worldpay formats it, with
    /// Mir (2200-2204) and UnionPay (62, 81) added, and the lengths at which each brand's cards usually end (a
    /// 13- or 19-digit Visa is valid, but a form moves on at 16).
    /// Provenance: Worldpay Access Checkout's rules for amex, diners, discover, jcb, maestro,
    /// mastercard and visa. Its mobile SDKs ship the same brands as patterns in a cardTypes.json
    /// (Worldpay/access-checkout-ios @388c3ed AccessCheckoutSDKTests/assets/cardTypes.json), where
    /// jcb is only 1800, 2131, 3528-3589 and visa has no 13-digit numbers; that file parses as a
    /// table of its own (``init(json:)-([UInt8])``).
    public static let builtIn = CardBrands(
        brands: [
            brand("amex", ["34", "37"], pan: [15], cvc: [4], format: [4, 6, 5]),
            brand(
                "diners", ["300-305", "3095", "36", "38", "39"], pan: [14, 16, 19], cvc: [3],
                advance: 16, rangeAdvance: ["36": 14], formatByLength: [14: [4, 6, 4]]),
            brand("discover", ["6011", "644-649", "65"], pan: [16, 19], cvc: [3], advance: 16),
            brand(
                "jcb", ["2131", "1800", "3088-3094", "3096-3102", "3112-3120", "3158-3159", "3337-3349", "3528-3589"],
                pan: Array(16...19), cvc: [3], advance: 16),
            brand(
                "maestro", ["493698", "500000-506698", "506779-508999", "56-59", "63", "67", "6"], pan: Array(12...19), cvc: [3],
                advance: 16),
            brand("mastercard", ["51-55", "2221-2229", "223-229", "23-26", "270-271", "2720"], pan: [16], cvc: [3]),
            brand("mir", ["2200-2204"], pan: Array(16...19), cvc: [3], advance: 16),
            brand("unionpay", ["62", "81"], pan: Array(16...19), cvc: [3], advance: 16),
            brand("visa", ["4"], pan: [13, 16, 18, 19], cvc: [3], advance: 16),
        ].compactMap { $0 })

    /// A built-in brand; the ranges are constants that parse (a test checks every one is kept).
    private static func brand(
        _ name: String, _ bins: [String], pan: [Int], cvc: [Int], format: [Int] = [],
        advance: Int? = nil, rangeAdvance: [String: Int] = [:], formatByLength: [Int: [Int]] = [:]
    ) -> CardBrand? {
        let ranges = bins.compactMap { try? CardBrand.range($0, name) }
        var advances: [CardBrand.BINRange: Int] = [:]
        for (bin, length) in rangeAdvance {
            guard let range = try? CardBrand.range(bin, name) else { return nil }
            advances[range] = length
        }
        guard ranges.count == bins.count else { return nil }
        return try? CardBrand(
            name: name, bins: ranges, pattern: nil, panLengths: pan, cvcLengths: cvc, format: format,
            advanceLength: advance, advanceLengths: advances, formatByLength: formatByLength)
    }
}
