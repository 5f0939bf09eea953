/// When a card number usually ends, and the layout it is shown in while typed: a brand's (or one
/// of its BIN ranges') advance length, and its layouts per PAN length (`docs/cards.md`, "When to
/// move on" and "PAN formatting").
extension CardBrand {
    /// The length at which a form may move on: ``advanceLength``, or the brand's longest PAN length.
    public var effectiveAdvanceLength: Int { advanceLength ?? panLengthsOrUnknown.max() ?? CardBrand.longestPAN }

    /// The advance length for a PAN of this brand whose leading values are `leading` (see
    /// ``withLeadingValues(_:_:)``): that of its longest matching range when the table gives one.
    func advanceLength(leading: UnsafeBufferPointer<UInt64>) -> Int {
        guard !advanceLengths.isEmpty else { return effectiveAdvanceLength }
        var best: (digits: Int, length: Int)?
        for (range, length) in advanceLengths where range.digits < leading.count && range.digits > (best?.digits ?? 0) {
            let prefix = leading[range.digits]
            if range.low <= prefix && prefix <= range.high { best = (range.digits, length) }
        }
        return best?.length ?? effectiveAdvanceLength
    }

    /// The layout of a PAN of `count` digits: that of the shortest PAN length of the brand that is
    /// at least `count`, so diners is shown 4-6-4 up to its 14th digit (`3056 930902 5904`) and
    /// in groups of 4 after it.
    func layout(digitCount count: Int) -> Mask {
        guard !layoutByLength.isEmpty else { return layout }
        // Past the longest length, the longest's layout (what formatting cuts the PAN to), so
        // formatting a formatted PAN gives it back.
        let wanted = min(count, panLengthsOrUnknown.max() ?? CardBrand.longestPAN)
        guard let length = panLengthsOrUnknown.filter({ $0 >= wanted }).min() else { return layout }
        return layoutByLength[length] ?? layout
    }
}
