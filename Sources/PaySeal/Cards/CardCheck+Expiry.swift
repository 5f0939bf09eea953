/// The expiry part of the card check: `MM/YY`, `MMYY`, `MM/YYYY` or `MMYYYY`, judged whole by
/// ``ExpiryDate`` (the `expirationDate` validator's rule), as a prefix by the dates it can still
/// become, and a month missing digits by the months it can become (`docs/cards.md`, "The card check
/// as the customer types").
extension CardBrands {
    static func checkExpiry(_ text: UnsafeRawBufferPointer, today: YearMonth) -> CardCheck.Part {
        let bytes = text  // read in place: no copy of card data
        if bytes.isEmpty { return .init(.incomplete, "required") }
        // The month is what comes before a `/` among the first three characters, else the first two.
        if let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash < 2 {
            return checkMonthMissingDigits(bytes, monthLength: slash, today: today)
        }
        if bytes.count == 1 { return checkMonthMissingDigits(bytes, monthLength: 1, today: today) }
        guard UTF8Text.isDigit(bytes[0]), UTF8Text.isDigit(bytes[1]) else { return .init(.invalid, "format") }
        let month = Int(bytes[0] - UInt8(ascii: "0")) * 10 + Int(bytes[1] - UInt8(ascii: "0"))
        guard (1...12).contains(month) else { return .init(.invalid, "format") }
        return checkDate(month: month, rest: bytes[2...], today: today)
    }

    /// A month of one digit or none (`2`, `1/28`, `/28`): what Backspace and Delete in the month of
    /// the expiry field leave while the customer fixes it, and a digit typed there completes it. It
    /// is judged by every month whose two digits hold the one typed (in either place; any month
    /// when none is), each followed by the rest of the text: `incomplete` `format` when one of
    /// them is a valid date (the gap filled, nothing else typed: `1/28` is `11/28` away), or when
    /// no year digit is typed yet (`2`, `1/`, `/`); else `invalid` with the reason they share
    /// (R1): `1/20` in 2026 is `invalid` `past`, every month of 2020 being past, although
    /// `11/2028` could follow by typing in the month and then at the end.
    private static func checkMonthMissingDigits(
        _ bytes: UnsafeRawBufferPointer, monthLength: Int,
        today: YearMonth
    ) -> CardCheck.Part {
        var typed: Int?
        if monthLength == 1 {
            guard UTF8Text.isDigit(bytes[0]) else { return .init(.invalid, "format") }
            typed = Int(bytes[0] - UInt8(ascii: "0"))
        }
        let rest = bytes[monthLength...]
        let noYear = rest.isEmpty || (rest.count == 1 && rest.first == UInt8(ascii: "/"))
        var past = false, tooFar = false
        for month in 1...12 where typed.map({ $0 == month / 10 || $0 == month % 10 }) ?? true {
            let part = checkDate(month: month, rest: rest, today: today)
            if part.state == .valid || (noYear && part.state == .incomplete) { return .init(.incomplete, "format") }
            // The rest is the same for every month: a bad shape is bad for all of them.
            if part.state == .invalid, part.reason == "format" { return part }
            past = past || part.reason == "past"
            tooFar = tooFar || part.reason == "tooFar"
        }
        // A year still missing digits (`1/2`, `1/202`) too: two gaps are not one key away.
        return .init(.invalid, past ? "past" : tooFar ? "tooFar" : "format")
    }

    /// A whole month (1...12) followed by `rest`: nothing, a `/`, and up to four year digits.
    private static func checkDate(month: Int, rest: Slice<UnsafeRawBufferPointer>, today: YearMonth) -> CardCheck.Part {
        let digits = rest.first == UInt8(ascii: "/") ? rest.dropFirst() : rest
        let typed = digits.count  // year digits typed so far
        guard typed <= 4 else { return .init(.invalid, "format") }
        var year = 0
        for byte in digits {
            guard UTF8Text.isDigit(byte) else { return .init(.invalid, "format") }
            year = year * 10 + Int(byte - UInt8(ascii: "0"))
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
