/// A paste into the expiry field (a replacement of more than one character), read as the whole
/// text it makes: it is taken only as the date it spells, written the field's way (the `/`
/// placed, a year `20YY` as `YY`), or refused. Typing the pasted characters one by one would read
/// `13/30` as `1`, then `3` (January, the year starting 3), and give `01/33`, another valid date
/// (`docs/cards.md`, "The expiry field").
extension ExpiryEditor.Field {
    /// The paste of `inserted` over the characters `range` of `text`: the caret after it, or nil
    /// when the text it makes is no possible date (the field is then unchanged).
    mutating func paste(_ inserted: [Unicode.Scalar], over range: Range<Int>, in text: [Unicode.Scalar]) -> Int? {
        var reader = PasteReader()
        defer { reader.wipe() }
        for scalar in text[..<range.lowerBound] { reader.read(scalar, beforeEnd: true) }
        for scalar in inserted { reader.read(scalar, beforeEnd: true) }
        for scalar in text[range.upperBound...] { reader.read(scalar, beforeEnd: false) }
        guard let cursor = reader.date(month: &month, year: &year) else { return nil }
        return caret(cursor)
    }
}

/// The digits and `/` of a pasted whole text, read without a copy of anything else; other
/// characters (spaces, a newline a clipboard adds) are ignored, as when the field reads a text.
struct PasteReader {
    /// Digits beyond the six of `MM/YYYY` make no date: they are counted, not kept.
    private var digits: [UInt8] = []
    private var digitCount = 0, slashes = 0
    /// How many digits come before the `/` (nil: no `/`).
    private var slashAfter: Int?
    /// Digits and `/` up to the end of the pasted characters, where the caret goes.
    private var digitsBeforeEnd = 0, slashBeforeEnd = false

    init() { digits.reserveCapacity(6) }

    mutating func read(_ scalar: Unicode.Scalar, beforeEnd: Bool) {
        if scalar == "/" {
            if slashes == 0 { slashAfter = digitCount }
            slashes += 1
            if beforeEnd { slashBeforeEnd = true }
        } else if let digit = ExpiryEditor.digit(scalar) {
            if digits.count < 6 { digits.append(digit) }
            digitCount += 1
            if beforeEnd { digitsBeforeEnd += 1 }
        }
    }

    /// Writes the date read into `month` and `year` and answers where the caret goes; nil (both
    /// untouched) when the text is no possible date: a second `/`, a month of more than two digits
    /// or outside 01–12, more than four year digits, or three or four not starting `20` (the
    /// field holds 2000–2099: `12/1999` is no `12/19`). A month of one digit or none stays so,
    /// never guessed: the check calls it incomplete until the customer types the rest.
    mutating func date(month: inout [UInt8], year: inout [UInt8]) -> ExpiryEditor.Cursor? {
        let monthCount = slashAfter ?? min(2, digitCount)
        let yearCount = digitCount - monthCount
        guard slashes <= 1, monthCount <= 2, yearCount <= 4, digitCount == digits.count else { return nil }
        if monthCount == 2 {
            let value = Int(digits[0] - UInt8(ascii: "0")) * 10 + Int(digits[1] - UInt8(ascii: "0"))
            guard (1...12).contains(value) else { return nil }
        }
        if yearCount > 2 {
            guard digits[monthCount] == UInt8(ascii: "2"), digits[monthCount + 1] == UInt8(ascii: "0") else { return nil }
        }
        ExpiryEditor.remove(&month, 0..<month.count)
        ExpiryEditor.remove(&year, 0..<year.count)
        month.append(contentsOf: digits[..<monthCount])
        year.append(contentsOf: digits[monthCount...])
        if slashBeforeEnd || digitsBeforeEnd > monthCount { return .year(digitsBeforeEnd - monthCount) }
        return .month(digitsBeforeEnd)
    }

    mutating func wipe() { ExpiryEditor.wipeDigits(&digits) }
}
