/// The PAN part of the card check (docs/card-input.md, "The card check as the customer types"):
/// the verdict the digits would get if the customer stopped now, and whether some continuation
/// (more digits appended, 19 in all at most) can still be valid, which decides between
/// `incomplete` and `invalid`.
extension CardBrands {
    func checkPAN(_ digits: [UInt8], _ found: CardBrand?, accepted: AcceptedBrands) -> CardCheck.Part {
        let maxLength = found?.panLengthsOrUnknown.max() ?? CardBrand.longestPAN
        if digits.isEmpty { return .init(.incomplete, "required", maxLength: maxLength) }
        guard let reason = CardBrands.failure(digits, found, accepted: accepted) else {
            return .init(.valid, nil, maxLength: maxLength)
        }
        let continues = digits.count < CardBrand.longestPAN && digits.withUnsafeBytes { canContinue($0, accepted: accepted) }
        return .init(continues ? .incomplete : .invalid, reason, maxLength: maxLength)
    }

    /// Why a whole PAN of this brand is not valid, nil when it is: the brand not accepted, a
    /// length not the brand's (no brand: 12...19), the Luhn sum.
    static func failure(_ digits: [UInt8], _ brand: CardBrand?, accepted: AcceptedBrands) -> String? {
        if !accepted.accepts(brand) { return "brandNotAccepted" }
        if !(brand?.panLengthsOrUnknown ?? CardBrand.unknownPANLengths).contains(digits.count) { return "length" }
        return LuhnRule.passes(digits) ? nil : "luhn"
    }

    /// Whether some PAN that starts with `digits` and is longer (19 digits at most) is valid: its
    /// brand accepted (no brand counts as accepted), its length one of the brand's, its Luhn sum
    /// right.
    ///
    /// BIN ranges decide by their prefixes. The search walks the prefixes that follow `digits` one
    /// digit at a time, but only where a range begins or ends inside the numbers that start with
    /// the prefix; elsewhere every range either covers all those numbers or none, so the brand of
    /// any longer PAN depends on its length alone, and its last digit (not read by any range that
    /// decides) can make the Luhn sum right. That bounds the walk by the ranges' ends, not by 10^n.
    /// Where no range matches, patterns decide: a pattern brand is possible while PCRE2's partial
    /// matching says the digits typed can still match it; no brand is possible unless the digits
    /// typed already match such a pattern whole (a finer answer would need what a pattern allows
    /// after the digits, which partial matching does not tell).
    func canContinue(_ digits: UnsafeRawBufferPointer, accepted: AcceptedBrands) -> Bool {
        var value: UInt64 = 0
        for byte in digits { value = value * 10 + UInt64(byte - UInt8(ascii: "0")) }
        var ranges: [RangeOfBrand] = []
        for (index, brand) in brands.enumerated() {
            for range in brand.bins { ranges.append(RangeOfBrand(range: range, brand: index)) }
        }
        let patterns = brands.filter { $0.compiledPattern != nil && PatternMatcher.canContinue($0.compiledPattern, digits) }
        // Digits a pattern already matches whole keep that brand as they grow (Worldpay's patterns
        // are prefixes followed by \d*): then no continuation is taken to be of no brand.
        let held = patterns.contains { PatternMatcher.fullMatch($0.compiledPattern, digits) == .match }
        let search = ContinuationSearch(table: self, accepted: accepted, patternBrands: patterns, patternHolds: held,
                                        typed: digits.count)
        return search.reachable(prefix: value, length: digits.count, ranges: ranges)
    }
}

/// One BIN range with the table index of its brand (ties in detection go to the lower index).
struct RangeOfBrand {
    let range: CardBrand.BINRange
    let brand: Int
}

/// The walk of ``CardBrands/canContinue(_:accepted:)`` over prefixes, as numbers of known length.
struct ContinuationSearch {
    let table: CardBrands
    var brands: [CardBrand] { table.brands }
    let accepted: AcceptedBrands
    /// The brands whose pattern the typed digits can still match.
    let patternBrands: [CardBrand]
    /// Whether one of those patterns matches the typed digits whole: no brand is then excluded.
    let patternHolds: Bool
    /// How many digits the customer typed: the walk judges only longer PANs.
    let typed: Int
    /// The shortest PAN any brand (or no brand) may have: shorter prefixes are not judged whole.
    let shortest: Int

    init(table: CardBrands, accepted: AcceptedBrands, patternBrands: [CardBrand], patternHolds: Bool, typed: Int) {
        self.table = table
        self.accepted = accepted
        self.patternBrands = patternBrands
        self.patternHolds = patternHolds
        self.typed = typed
        shortest = table.brands.reduce(CardBrand.unknownPANLengths.min() ?? 12) { min($0, $1.panLengthsOrUnknown.min() ?? 12) }
    }

    static let powers: [UInt64] = (0...CardBrand.longestPAN).map { exponent in
        (0..<exponent).reduce(UInt64(1)) { product, _ in product &* 10 }
    }

    /// How a range relates to the numbers that start with a prefix: none of them, some, or all.
    enum Overlap { case none, some, all }

    static func overlap(_ range: CardBrand.BINRange, prefix: UInt64, length: Int) -> Overlap {
        if range.digits <= length {
            let head = prefix / powers[length - range.digits]
            return range.low <= head && head <= range.high ? .all : .none
        }
        // Every number below 10^19 fits a UInt64, so neither end can overflow.
        let width = powers[range.digits - length]
        let low = prefix * width, high = low + (width - 1)
        if high < range.low || low > range.high { return .none }
        return range.low <= low && high <= range.high ? .all : .some
    }

    func reachable(prefix: UInt64, length: Int, ranges: [RangeOfBrand]) -> Bool {
        var kept: [RangeOfBrand] = [], divided = false
        kept.reserveCapacity(ranges.count)
        for item in ranges {
            switch ContinuationSearch.overlap(item.range, prefix: prefix, length: length) {
            case .none: continue
            case .some: divided = true
            case .all: break
            }
            kept.append(item)
        }
        if length > typed, length >= shortest, wholePrefixIsValid(prefix: prefix, length: length) { return true }
        if !divided {
            // Every kept range covers all numbers that start with the prefix: a longer PAN's brand
            // depends only on its length, and its last digit is free for the Luhn sum.
            guard length < CardBrand.longestPAN else { return false }
            return (length + 1...CardBrand.longestPAN).contains { someBrandTakes(length: $0, ranges: kept) }
        }
        guard length < CardBrand.longestPAN else { return false }
        for digit in 0...9 where reachable(prefix: prefix * 10 + UInt64(digit), length: length + 1, ranges: kept) {
            return true
        }
        return false
    }

    /// A prefix the walk reached, judged as a whole PAN with the ordinary detection.
    private func wholePrefixIsValid(prefix: UInt64, length: Int) -> Bool {
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: length)
        defer { wipe(&digits) }
        var rest = prefix
        for index in digits.indices.reversed() {
            digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        let brand = digits.withUnsafeBytes { table.brand(ofDigits: $0) }
        return CardBrands.failure(digits, brand, accepted: accepted) == nil
    }

    /// Whether a PAN of `total` digits under a fully decided prefix can be valid: the longest kept
    /// range no longer than the PAN decides its brand; without one, a pattern brand, or no brand.
    private func someBrandTakes(length total: Int, ranges: [RangeOfBrand]) -> Bool {
        var best: RangeOfBrand?
        for item in ranges where item.range.digits <= total {
            if let current = best, (current.range.digits, -current.brand) >= (item.range.digits, -item.brand) { continue }
            best = item
        }
        if let best {
            let brand = brands[best.brand]
            return accepted.accepts(brand) && brand.panLengthsOrUnknown.contains(total)
        }
        if !patternHolds && CardBrand.unknownPANLengths.contains(total) { return true }
        return patternBrands.contains { accepted.accepts($0) && $0.panLengthsOrUnknown.contains(total) }
    }
}
