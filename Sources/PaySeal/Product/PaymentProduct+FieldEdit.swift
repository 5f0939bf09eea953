/// A product field edited as the customer types and pastes: the field's mask (`docs/card-input.md`,
/// "Masks"), and for an expiry field whose mask holds a two-digit year (`{{99}}/{{99}}`) the year
/// typed or pasted with four digits read as its last two, as the card form's expiry field reads it
/// (`docs/product-fields.md`, "Editing a field"): `12/2028` pasted, or `1`, `2`, `2`, `0`, `2`, `8`
/// typed, give `12/28`, never `12/20`, a date in the past.
extension PaymentProduct.Field {
    /// One edit of the field: typing, pasting, deleting or replacing `[start, end)` (UTF-16
    /// offsets) of `text` with `replacement`, through the field's mask (a field without one takes
    /// the replacement as it is). In an expiry field of a two-digit year a decimal digit of any
    /// script is read as its ASCII digit; a paste whose digits are a month and a year `20YY` gives
    /// the month and `YY`; after a whole `MM/20` a third year digit typed at the end is held past
    /// the mask (`12/202`, which ``check(_:today:final:)`` calls incomplete) and the fourth makes
    /// `MM/YY` of the year's last two digits.
    /// - Throws: ``PaySealError/Code/argument`` when `start > end`, a position is past the end of
    ///   `text` or inside a surrogate pair; ``PaySealError/Code/limit`` over 4096 bytes.
    public func edit(_ text: String, start: Int, end: Int, replacement: String) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        try Mask.checkLength(replacement.utf8.count, "replacement")
        var scalars = Mask.scalars(of: text), inserted = Mask.scalars(of: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, &inserted)
        defer { wipeScalars(&result.text) }
        return MaskEdit(text: String(String.UnicodeScalarView(result.text)), caret: result.caret)
    }

    /// ``edit(_:start:end:replacement:)`` of valid UTF-8 for the C caller; copies are wiped.
    package func edited(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int, replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, &inserted)
        defer { wipeScalars(&result.text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(result.text.count * 4)
        defer { wipe(&bytes) }
        for scalar in result.text { UTF8.encode(scalar) { bytes.append($0) } }
        guard let buffer = bytes.withUnsafeBytes({ OwnedBuffer(copying: $0) }) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret)
    }

    /// The edit on characters; the caller wipes the arrays (`inserted` is read in place).
    private func edit(
        _ scalars: [Unicode.Scalar], start: Int, end: Int, _ inserted: inout [Unicode.Scalar]
    ) throws(PaySealError.Thrown) -> (text: [Unicode.Scalar], caret: Int) {
        guard start >= 0, start <= end else { throw PaySealError(.argument, "the selection start \(start) is after its end \(end)") }
        let offsets = UTF16Offsets(scalars)
        let first = try offsets.scalarIndex(at: start, "start"), last = try offsets.scalarIndex(at: end, "end")
        guard let mask else {
            // No mask: the replacement as it is, the caret after it (one array, wiped by the caller).
            var text: [Unicode.Scalar] = []
            text.reserveCapacity(scalars.count - (last - first) + inserted.count)
            text.append(contentsOf: scalars[..<first])
            text.append(contentsOf: inserted)
            text.append(contentsOf: scalars[last...])
            return (text, start + inserted.reduce(0) { $0 + UTF16.width($1) })
        }
        if takesTwoDigitYear {
            TypedDigits.readAsASCII(&inserted)
            if let result = fourDigitYear(mask, scalars, first: first, last: last, inserted) { return result }
        }
        var result = try mask.edit(scalars, start: start, end: end, inserted)
        let text = result.walk.output
        result.walk.output = []  // handed over to the caller, who wipes it
        return (text, result.caret)
    }

    /// An expiry field (type `expirydate`, or an `expirationDate` validator) whose mask holds four
    /// digits and nothing else to fill: MMYY.
    var takesTwoDigitYear: Bool {
        guard let mask, fieldType == .expiryDate || dataRestrictions.ruleNames.contains(ExpirationDateRule.name) else { return false }
        var digits = 0
        for item in mask.items {
            guard case let .placeholder(placeholder) = item else { continue }
            guard placeholder == .digit else { return false }
            digits += 1
        }
        return digits == 4
    }

    /// The edits that read a four-digit year `20YY` as `YY`; nil for any other (the mask's edit).
    private func fourDigitYear(
        _ mask: Mask, _ scalars: [Unicode.Scalar], first: Int, last: Int, _ inserted: [Unicode.Scalar]
    ) -> (text: [Unicode.Scalar], caret: Int)? {
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if inserted.count > 1 {
            // A paste, read as the whole text it makes: six digits, the year starting 20, and
            // nothing but the mask's literals and white space beside them.
            let whole = Joined(scalars[..<first], inserted[...], scalars[last...])
            // Sized once and never shrunk in place: every slot that held a digit is wiped.
            var digits: [Unicode.Scalar] = []
            digits.reserveCapacity(whole.count)
            defer { wipeScalars(&digits) }
            for scalar in whole {
                if isDigit(scalar) {
                    digits.append(scalar)
                } else if !scalar.properties.isWhitespace, !mask.items.contains(.literal(scalar)) {
                    return nil
                }
            }
            guard digits.count == 6, digits[2] == "2", digits[3] == "0" else { return nil }
            return written(mask, month: digits[0], digits[1], year: digits[4], digits[5])
        }
        // A digit typed at the end of a whole MM/20 (held past the mask), or of that and one more.
        guard inserted.count == 1, isDigit(inserted[0]), first == last, last == scalars.count else { return nil }
        guard var held = heldYearDigit(mask, scalars) else { return nil }
        defer { wipeScalars(&held.digits) }
        guard let extra = held.extra else {
            var text: [Unicode.Scalar] = []
            text.reserveCapacity(scalars.count + 1)
            text.append(contentsOf: scalars)
            text.append(inserted[0])
            return (text, text.reduce(0) { $0 + UTF16.width($1) })
        }
        // MM20d then the key: the year 20dk, written dk.
        return written(mask, month: held.digits[0], held.digits[1], year: extra, inserted[0])
    }

    /// `MMYY` through the mask, the caret at its end.
    private func written(
        _ mask: Mask, month first: Unicode.Scalar, _ second: Unicode.Scalar, year third: Unicode.Scalar, _ fourth: Unicode.Scalar
    ) -> (text: [Unicode.Scalar], caret: Int) {
        var value = [first, second, third, fourth]
        defer { wipeScalars(&value) }
        var walk = mask.walk(value[...])
        let text = walk.output
        walk.output = []  // handed over to the caller, who wipes it
        return (text, text.reduce(0) { $0 + UTF16.width($1) })
    }

    /// A text the mask writes whole with a year `20` (`12/20`), or that and one digit more past the
    /// mask (`12/202`): its digits (4 or 5) and the extra one.
    func heldYearDigit(_ mask: Mask, _ scalars: [Unicode.Scalar]) -> (digits: [Unicode.Scalar], extra: Unicode.Scalar?)? {
        var digits = scalars.filter { ("0"..."9").contains($0) }
        guard digits.count == 4 || digits.count == 5, digits[2] == "2", digits[3] == "0" else {
            wipeScalars(&digits)
            return nil
        }
        let extra: Unicode.Scalar? = digits.count == 5 ? digits[4] : nil
        let body = extra == nil ? scalars[...] : scalars.dropLast()
        var written = mask.walk(digits[..<4])
        defer { written.wipe() }
        guard extra == nil || scalars.last == extra, written.output.elementsEqual(body) else {
            wipeScalars(&digits)
            return nil
        }
        return (digits, extra)
    }
}
