/// PAN formatting and editing: ``Mask`` formatting and editing with the layout of the brand the
/// digits show (groups of 4, amex 4-6-5, diners' 14 digits 4-6-4, cut at the brand's longest PAN),
/// so the layout follows the brand as the customer types (`docs/cards.md`, "Card brands (offline)").
extension CardBrands {
    /// The display layout for a text: that of the brand detected on its digits (every other
    /// character is skipped), for their count (``CardBrand/layout(digitCount:)``), or
    /// 4-4-4-4-3 without one. Formatting a whole PAN uses it.
    func layout(forText text: UnsafeRawBufferPointer) -> Mask {
        var digits = CardBrands.digits(of: text, skipping: { _ in true })
        defer { wipe(&digits) }
        return digits.flatMap { digits in
            digits.withUnsafeBytes { view in
                brand(ofDigits: view).map { $0.layout(digitCount: view.count) }
            }
        } ?? CardBrand.unknownLayout
    }

    /// The layout of a field's characters while the customer types: that of the settled brand
    /// (``CardCheck/brand``: the one every continuation would be detected as), so the layout never
    /// flips between two brands' while digits are typed; 4-4-4-4-3 while none is settled.
    func layout(forScalars scalars: some Collection<Unicode.Scalar>) -> Mask { typingLayout(forScalars: scalars).layout }

    /// ``layout(forScalars:)`` and, from the same settled brand, the check's `maxLength` for those
    /// characters (the settled brand's longest PAN; none settled: the longest still possible).
    private func typingLayout(forScalars scalars: some Collection<Unicode.Scalar>) -> (layout: Mask, maxLength: Int) {
        var digits: [UInt8] = []
        digits.reserveCapacity(scalars.count)
        defer { wipe(&digits) }
        for scalar in scalars where ("0"..."9").contains(scalar) { digits.append(UInt8(scalar.value)) }
        return withPatternBudget {
            digits.withUnsafeBytes { view in
                let (brand, maxLength) = settledBrand(view, patterns: continuingPatterns(view))
                return (brand.map { $0.layout(digitCount: view.count) } ?? CardBrand.unknownLayout, maxLength)
            }
        }
    }

    /// A PAN formatted for display: `4111111111111111` → `4111 1111 1111 1111`,
    /// `378282246310005` → `3782 822463 10005`.
    public func formatPAN(_ pan: String) -> String {
        var copy = Array(pan.utf8)
        defer { wipe(&copy) }
        return copy.withUnsafeBytes { layout(forText: $0) }.format(pan)
    }

    package func formattedPAN(utf8 pan: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> OwnedBuffer {
        try layout(forText: pan).formatted(utf8: pan, placeholdersOnly: false)
    }

    /// One edit of a PAN field (typing, pasting, deleting, replacing `[start, end)`, UTF-16
    /// offsets): ``Mask/edit(_:start:end:replacement:)`` where the old text's layout decides
    /// whether one deleted space deletes the digit before it, and the edited text's layout
    /// formats the result and places the caret. A decimal digit of any script in `replacement`
    /// (full-width `４`) is read as its ASCII digit.
    /// - Throws: ``PaySealError/Code/argument`` (start > end, a position past the end or inside a
    ///   surrogate pair), ``PaySealError/Code/limit`` (over 4096 bytes).
    public func editPAN(_ text: String, start: Int, end: Int, replacement: String) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        try Mask.checkLength(replacement.utf8.count, "replacement")
        var scalars = Mask.scalars(of: text), inserted = Mask.scalars(of: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        TypedDigits.readAsASCII(&inserted)
        var result = try editPAN(scalars, start: start, end: end, inserted)
        defer { result.walk.wipe() }
        return MaskEdit(text: result.walk.string(placeholdersOnly: false), caret: result.caret, truncated: result.truncated)
    }

    package func editedPAN(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        TypedDigits.readAsASCII(&inserted)
        let (buffer, caret, _) = try editedPANResult(utf8: text, start: start, end: end, replacement: replacement)
        return (buffer, caret)
    }

    /// ``editPAN(_:start:end:replacement:)`` of valid UTF-8 for the C caller, with whether a paste
    /// was cut (``MaskEdit/truncated``); copies are wiped.
    package func editedPANResult(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int, truncated: Bool) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        TypedDigits.readAsASCII(&inserted)
        var result = try editPAN(scalars, start: start, end: end, inserted)
        defer { result.walk.wipe() }
        guard let buffer = result.walk.ownedBuffer(placeholdersOnly: false) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret, result.truncated)
    }

    private func editPAN(_ scalars: [Unicode.Scalar], start: Int, end: Int, _ inserted: [Unicode.Scalar]) throws(PaySealError.Thrown) -> (walk: Mask.Walk, caret: Int, truncated: Bool) {
        // The old and the new text's layouts: one card call, one match budget.
        try withPatternBudget { () throws(PaySealError.Thrown) in
            let (old, maxLength) = typingLayout(forScalars: scalars)
            let (first, last) = try old.selection(scalars, start: start, end: end, inserted)
            let edited = Joined(scalars[..<first], inserted[...], scalars[last...])
            let digits = CardBrands.digitCount(edited)
            if inserted.count == 1, digits > maxLength {
                // A key past the longest PAN of the brand the check reports is refused (text and
                // caret unchanged), rather than pushing the last digit out of a whole card.
                let (walk, caret) = old.applying(scalars, start: start, first: first, last: first, [])
                return (walk, caret, false)
            }
            // A paste longer than the new text's layout holds (the reported brand's longest PAN)
            // is cut there, and the result says so: a form can tell the customer.
            let (walk, caret) = layout(forScalars: edited).applying(scalars, start: start, first: first, last: last, inserted)
            return (walk, caret, inserted.count > 1 && walk.placeholderCount < digits)
        }
    }

    /// The ASCII digits among a field's characters.
    private static func digitCount(_ scalars: some Collection<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { ("0"..."9").contains($1) ? $0 + 1 : $0 }
    }
}
