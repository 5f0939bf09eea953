/// The PAN part of the card check (`docs/cards.md`, "The card check as the customer types"):
/// the verdict the digits would get if the customer stopped now, and whether some continuation
/// (more digits appended, 19 in all at most) can still be valid, which decides between
/// `incomplete` and `invalid`.
extension CardBrands {
    /// The PAN part: `found` is the brand detected on the digits (the verdict's brand), `settled`
    /// the brand the check reports, `patterns` the pattern brands the digits can still match,
    /// `maxLength` the settled brand's.
    func checkPAN(
        _ digits: [UInt8], _ found: CardBrand?, settled: CardBrand?, accepted: AcceptedBrands, patterns: [Int], maxLength: Int
    ) -> CardCheck.Part {
        if digits.isEmpty { return .init(.incomplete, "required", maxLength: maxLength, advance: false) }
        guard let reason = CardBrands.failure(digits, found, accepted: accepted) else {
            // Valid: a form moves on where a card of the reported brand (or BIN range) usually
            // ends, and at 19 digits whatever the brand (nothing more can be typed); a valid PAN
            // of no reported brand shorter than that does not move on.
            let advance = digits.withUnsafeBytes { digits in
                CardBrand.withLeadingValues(digits) { settled?.advanceLength(leading: $0) ?? CardBrand.longestPAN }
            }
            return .init(.valid, nil, maxLength: maxLength, advance: digits.count == advance || digits.count == CardBrand.longestPAN)
        }
        var continues =
            digits.count < CardBrand.longestPAN
            && digits.withUnsafeBytes { canContinue($0, accepted: accepted, patterns: patterns) }
        if continues, patternCount > 0, let exact = digits.withUnsafeBytes({ exactlyCanContinue($0, accepted: accepted) }) {
            continues = exact
        }
        return .init(continues ? .incomplete : .invalid, reason, maxLength: maxLength, advance: false)
    }

    /// Why a whole PAN of this brand is not valid, nil when it is: the brand not accepted, a
    /// length not the brand's (no brand: 12...19), the Luhn sum.
    static func failure(_ digits: [UInt8], _ brand: CardBrand?, accepted: AcceptedBrands) -> String? {
        if !accepted.accepts(brand) { return "brandNotAccepted" }
        if !(brand?.panLengthsOrUnknown ?? CardBrand.unknownPANLengths).contains(digits.count) { return "length" }
        return LuhnRule.passes(digits) ? nil : "luhn"
    }

    /// Whether some PAN that starts with `digits` and is longer (19 digits at most) is valid: its
    /// brand accepted (no brand as ``AcceptedBrands/acceptsUnknown`` says), its length one of the
    /// brand's, its Luhn sum right.
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
    ///
    /// A prefix below which no brand that could still be valid appears (every range there is of a
    /// refused brand or too short a brand, and no number there can be of no brand) is not walked
    /// further. A table built to defeat that (a thousand narrow ranges around an accepted brand)
    /// still ends the walk once it has spent ``ContinuationSearch/workBudget`` (ranges read),
    /// answering that a continuation may be valid: a part is only shown invalid when that is known.
    func canContinue(_ digits: UnsafeRawBufferPointer, accepted: AcceptedBrands, patterns indices: [Int]) -> Bool {
        let value = ContinuationSearch.value(of: digits)
        let patterns = indices.map { brands[$0] }
        // Digits a pattern already matches whole keep that brand as they grow (Worldpay's patterns
        // are prefixes followed by \d*): then no continuation is taken to be of no brand.
        let held = patterns.contains { PatternMatcher.fullMatch($0.compiledPattern, digits) == .match }
        var search = ContinuationSearch(
            table: self, accepted: accepted, patternBrands: patterns, patternHolds: held,
            typed: digits.count)
        return search.reachable(prefix: value, length: digits.count, ranges: binRanges)
    }

    /// The continuation search's work for `digits` (ranges and brands read), for tests and the
    /// bench: what one keystroke's check spends on it, and whether it reached its bound.
    func continuationWork(_ digits: [UInt8], accepted: [String]?) -> (work: Int, exhausted: Bool) {
        var search = ContinuationSearch(
            table: self, accepted: AcceptedBrands(accepted, table: self), patternBrands: [], patternHolds: false,
            typed: digits.count)
        let value = digits.withUnsafeBytes(ContinuationSearch.value(of:))
        _ = search.reachable(prefix: value, length: digits.count, ranges: binRanges)
        return (ContinuationSearch.workBudget - max(0, search.budget), search.budget < 0)
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

    /// Per brand (table index): its longest PAN length if it is accepted, else 0; a prefix of that
    /// many digits or more holds no valid PAN of the brand.
    let usefulLength: [Int]
    /// The lengths a PAN that no range matches may be valid at: of no brand, or of an accepted
    /// pattern brand that can still match.
    let fallbackLengths: [Int]
    /// Per brand (table index): whether the merchant accepts it, looked up once per check (the
    /// accepted list may be 64 KiB of names; reading it for every prefix took seconds).
    let acceptedBrand: [Bool]
    /// Work the walk may still do (see ``workBudget``).
    var budget = ContinuationSearch.workBudget

    /// The most work one check's walk does, counted as BIN ranges (and brands) read, one unit
    /// each: far beyond what a real table needs (the built-in one reads under 3,000; a check of a
    /// PAN, an expiry and a CVC takes about 2 µs of CPU in a release build), and a small part of a
    /// keystroke's frame for a table of 1,020 narrow ranges built to be walked (`make bench`,
    /// continuation-worst). Counting prefixes instead let each prefix read all 1,024 ranges.
    static let workBudget = 200_000

    init(table: CardBrands, accepted: AcceptedBrands, patternBrands: [CardBrand], patternHolds: Bool, typed: Int) {
        self.table = table
        self.accepted = accepted
        self.patternBrands = patternBrands
        self.patternHolds = patternHolds
        self.typed = typed
        shortest = table.shortestPAN
        var useful = [Int](repeating: 0, count: table.brands.count)
        let acceptedBrand = table.brands.map { accepted.accepts($0) }
        for index in table.brands.indices where acceptedBrand[index] {
            useful[index] = table.brands[index].panLengthsOrUnknown.max() ?? 0
        }
        usefulLength = useful
        self.acceptedBrand = acceptedBrand
        budget -= table.brands.count
        var fallback = patternHolds || !accepted.acceptsUnknown ? [] : CardBrand.unknownPANLengths
        for brand in patternBrands where accepted.accepts(brand) { fallback += brand.panLengthsOrUnknown }
        fallbackLengths = fallback
    }

    static let powers: [UInt64] = (0...CardBrand.longestPAN).map { exponent in
        (0..<exponent).reduce(UInt64(1)) { product, _ in product &* 10 }
    }

    /// The number ASCII digits spell (at most 19: it fits).
    static func value(of digits: UnsafeRawBufferPointer) -> UInt64 {
        digits.reduce(0) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
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

    mutating func reachable(prefix: UInt64, length: Int, ranges: [RangeOfBrand]) -> Bool {
        budget -= ranges.count + 1
        if budget < 0 { return true }  // not known to be impossible: the part stays incomplete
        var kept: [RangeOfBrand] = [], divided = false, useful = false
        var covered = CardBrand.longestPAN + 1  // the shortest range that matches every number here
        kept.reserveCapacity(ranges.count)
        for item in ranges {
            switch ContinuationSearch.overlap(item.range, prefix: prefix, length: length) {
            case .none: continue
            case .some: divided = true
            case .all: covered = min(covered, item.range.digits)
            }
            kept.append(item)
            if usefulLength[item.brand] > length { useful = true }
        }
        // The prefix itself as a whole PAN: the kept ranges no longer than it are those that match
        // it; patterns answer as for longer PANs, so the walk runs no pattern (its matches are
        // bounded per call, not per prefix).
        if length > typed, length >= shortest, ContinuationSearch.luhn(prefix, length),
            someBrandTakes(length: length, ranges: kept)
        {
            return true
        }
        // Below here a longer PAN is of a kept range's brand, or (shorter than every covering
        // range) of a pattern brand or none: if none of those can be valid, stop.
        if !useful && !fallbackLengths.contains(where: { $0 > length && $0 < covered }) { return false }
        if !divided {
            // Every kept range covers all numbers that start with the prefix: a longer PAN's brand
            // depends only on its length, and its last digit is free for the Luhn sum.
            guard length < CardBrand.longestPAN else { return false }
            budget -= (CardBrand.longestPAN - length) * (kept.count + 1)
            if budget < 0 { return true }
            return (length + 1...CardBrand.longestPAN).contains { someBrandTakes(length: $0, ranges: kept) }
        }
        guard length < CardBrand.longestPAN else { return false }
        for digit in 0...9 where reachable(prefix: prefix * 10 + UInt64(digit), length: length + 1, ranges: kept) {
            return true
        }
        return false
    }

    /// The range that decides the brand of a PAN of `total` digits among ranges that all match
    /// it where they are no longer than it: the longest, ties to the earlier brand.
    static func decidingRange(_ ranges: [RangeOfBrand], length total: Int) -> RangeOfBrand? {
        var best: RangeOfBrand?
        for item in ranges where item.range.digits <= total {
            if let current = best, (current.range.digits, -current.brand) >= (item.range.digits, -item.brand) { continue }
            best = item
        }
        return best
    }

    /// The Luhn sum of the `length` digits of `number` (leading zeros included).
    static func luhn(_ number: UInt64, _ length: Int) -> Bool {
        var rest = number, sum: UInt64 = 0
        for position in 0..<length {
            let digit = rest % 10
            rest /= 10
            sum += position % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return sum % 10 == 0
    }

    /// Whether a PAN of `total` digits under a fully decided prefix can be valid (its Luhn sum
    /// aside): the longest kept range no longer than the PAN decides its brand; without one, a
    /// pattern brand, or no brand.
    private func someBrandTakes(length total: Int, ranges: [RangeOfBrand]) -> Bool {
        if let best = ContinuationSearch.decidingRange(ranges, length: total) {
            return acceptedBrand[best.brand] && brands[best.brand].panLengthsOrUnknown.contains(total)
        }
        if !patternHolds && accepted.acceptsUnknown && CardBrand.unknownPANLengths.contains(total) { return true }
        return patternBrands.contains { accepted.accepts($0) && $0.panLengthsOrUnknown.contains(total) }
    }
}

/// The exact answer where patterns decide and few continuations are left.
extension CardBrands {
    /// Luhn-valid continuations enumerated at most (digits typed 16 or more: 1 + 10 + 100), and
    /// pattern matches they may cost (continuations times the table's patterns): within twice a
    /// card call's match budget, so within the keystroke's frame.
    static let exactContinuations = 111
    static let exactMatches = 2_048

    /// Whether some valid PAN continues `digits`, decided by detecting every Luhn-valid
    /// continuation in full, patterns included: partial matching alone cannot tell what a pattern
    /// allows after the digits (`[0-9]*4` takes only continuations ending in 4). nil when there are
    /// too many to enumerate, or when a match reached its limit and found nothing valid: then the
    /// approximate answer (incomplete) stands.
    func exactlyCanContinue(_ digits: UnsafeRawBufferPointer, accepted: AcceptedBrands) -> Bool? {
        let typed = digits.count
        guard typed < CardBrand.longestPAN else { return false }
        // 10^0...10^18, counted in UInt64: they do not fit a 32-bit Int (wasm32, the web build).
        let powers = ContinuationSearch.powers.prefix(CardBrand.longestPAN)
        let total = (typed + 1...CardBrand.longestPAN).reduce(UInt64(0)) { $0 + powers[$1 - typed - 1] }
        guard total <= UInt64(CardBrands.exactContinuations), Int(total) * patternCount <= CardBrands.exactMatches else { return nil }
        let count = Int(total)
        let thread = ThreadContexts.current, limitsBefore = thread.patternLimitsReached
        let share = patternCount * (CardBrands.matchesPerPatternAndCall + count)
        return PatternMatcher.sharingBudget(among: share, budget: CardBrands.patternBudget) { () -> Bool? in
            var candidate = [UInt8](repeating: UInt8(ascii: "0"), count: CardBrand.longestPAN)
            defer { wipe(&candidate) }
            for (index, digit) in digits.enumerated() { candidate[index] = digit }
            for total in typed + 1...CardBrand.longestPAN {
                for middle in 0..<Int(powers[total - typed - 1]) {
                    var rest = middle
                    for position in stride(from: total - 2, through: typed, by: -1) {
                        candidate[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    candidate[total - 1] = UInt8(ascii: "0") + CardBrands.checkDigit(candidate, count: total)
                    let valid = candidate.withUnsafeBytes { buffer in
                        let brand = brand(ofDigits: UnsafeRawBufferPointer(rebasing: buffer[0..<total]))
                        return accepted.accepts(brand) && (brand?.panLengthsOrUnknown ?? CardBrand.unknownPANLengths).contains(total)
                    }
                    if valid { return true }
                }
            }
            return thread.patternLimitsReached == limitsBefore ? false : nil
        }
    }

    /// The Luhn check digit of the first `count - 1` digits of `digits`.
    static func checkDigit(_ digits: [UInt8], count: Int) -> UInt8 {
        var sum = 0
        for position in 1..<count {  // from the right, the check digit being position 0
            let digit = Int(digits[count - 1 - position] - UInt8(ascii: "0"))
            sum += position % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return UInt8((10 - sum % 10) % 10)
    }
}
