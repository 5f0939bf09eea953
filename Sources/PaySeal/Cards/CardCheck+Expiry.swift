/// The expiry part of the card check: `MM/YY`, `MMYY`, `MM/YYYY` or `MMYYYY`, judged whole by
/// ``ExpiryDate`` (the `expirationDate` validator's rule), and as a prefix by the dates it can
/// still become (docs/cards.md, "The card check as the customer types").
extension CardBrands {
    static func checkExpiry(_ text: UnsafeRawBufferPointer, today: YearMonth) -> CardCheck.Part {
        let bytes = text  // read in place: no copy of card data
        func digit(_ index: Int) -> Int? {
            index < bytes.count && UTF8Text.isDigit(bytes[index]) ? Int(bytes[index] - UInt8(ascii: "0")) : nil
        }
        if bytes.isEmpty { return .init(.incomplete, "required") }
        guard let tens = digit(0), tens <= 1 else { return .init(.invalid, "format") }
        if bytes.count == 1 { return .init(.incomplete, "format") }
        guard let ones = digit(1), (1...12).contains(tens * 10 + ones) else { return .init(.invalid, "format") }
        let month = tens * 10 + ones
        let start = bytes.count > 2 && bytes[2] == UInt8(ascii: "/") ? 3 : 2
        let typed = bytes.count - start  // year digits typed so far
        guard typed <= 4 else { return .init(.invalid, "format") }
        var year = 0
        for index in start..<bytes.count {
            guard let next = digit(index) else { return .init(.invalid, "format") }
            year = year * 10 + next
        }
        if typed == 0 { return .init(.incomplete, "format") }
        // The years the text can still become: as YY (in today's century) and as YYYY.
        let century = today.year / 100 * 100
        var completions: [ClosedRange<Int>] = []
        if typed <= 2 {
            let width = typed == 1 ? 10 : 1
            completions.append(century + year * width...century + year * width + width - 1)
        }
        let width = [1, 1000, 100, 10, 1][typed]
        completions.append(year * width...year * width + width - 1)
        // A whole date (YY or YYYY) is judged on its own; it may still be on its way to a YYYY.
        let whole = typed == 2 ? century + year : typed == 4 ? year : nil
        let wholeVerdict = whole.map { ExpiryDate.verdict(month: month, years: $0...$0, today: today) }
        if let wholeVerdict, wholeVerdict == nil { return .init(.valid, nil) }
        let verdicts = completions.map { ExpiryDate.verdict(month: month, years: $0, today: today) }
        if verdicts.contains(where: { $0 == nil }) {
            return .init(.incomplete, wholeVerdict??.rawValue ?? "format")
        }
        // No completion is valid: the reason they share; past when some are past and some too far.
        return .init(.invalid, verdicts.contains(.past) ? "past" : "tooFar")
    }
}
