/// The brand the check reports while the customer types (`docs/cards.md`, "The card check as the
/// customer types"): the brand every continuation of the digits typed would be detected as, or
/// none while continuations of different brands (or of no brand) remain, so the brand a form
/// shows never changes while digits are typed (`6`, `60`, `601` show none, `6011` discover; `1`
/// none, though `1800` is a jcb: most numbers that start with 1 are of no brand).
extension CardBrands {
    /// The settled brand of `digits` and the longest PAN length a still-possible brand allows
    /// (19 at most; 19 when none is known). `patterns`: the pattern brands the digits can still
    /// match (``continuingPatterns(_:)``).
    func settledBrand(_ digits: UnsafeRawBufferPointer, patterns: [Int]) -> (brand: CardBrand?, maxLength: Int) {
        // No digits: no brand. More than any PAN has: the only continuation is the text itself,
        // so its detected brand is reported.
        guard !digits.isEmpty else { return (nil, CardBrand.longestPAN) }
        guard digits.count <= CardBrand.longestPAN else {
            let detected = brand(ofDigits: digits)
            return (detected, min(detected?.panLengthsOrUnknown.max() ?? CardBrand.longestPAN, CardBrand.longestPAN))
        }
        var walk = BrandsOfContinuations(table: self, typed: digits.count)
        walk.visit(prefix: ContinuationSearch.value(of: digits), length: digits.count, ranges: binRanges)
        if walk.exhausted { return (nil, CardBrand.longestPAN) }
        var possible = walk.found, noBrand = false
        if walk.uncovered {
            // Where no range decides, a pattern brand is possible while its pattern can still match,
            // and no brand unless the digits already match one of those patterns whole (Worldpay's
            // patterns, a prefix then \d*, then hold for every continuation). Detection gives ties
            // to the earlier brand, so of the patterns that match the digits whole, the first takes
            // every continuation from the later ones: with maestro `493698[0-9]*` before visa
            // `4[0-9]*`, `493698` is maestro, while `4` (which maestro does not match yet) is none.
            let whole = patterns.filter { PatternMatcher.fullMatch(brands[$0].compiledPattern, digits) == .match }
            possible += patterns.filter { !possible.contains($0) && ($0 == whole.first || !whole.contains($0)) }
            noBrand = whole.isEmpty
        }
        let longest = possible.compactMap { brands[$0].panLengthsOrUnknown.max() }.max() ?? CardBrand.longestPAN
        let settled = possible.count == 1 && !noBrand ? possible.first.map { brands[$0] } : nil
        return (settled, noBrand ? CardBrand.longestPAN : min(longest, CardBrand.longestPAN))
    }

    /// The pattern brands (table indices) whose pattern some continuation of `digits` can still match.
    func continuingPatterns(_ digits: UnsafeRawBufferPointer) -> [Int] {
        guard patternCount > 0 else { return [] }
        return brands.indices.filter { brands[$0].compiledPattern != nil && PatternMatcher.canContinue(brands[$0].compiledPattern, digits) }
    }
}

/// A walk over the continuations of a prefix, like ``ContinuationSearch``'s, that gathers the
/// brands their BIN ranges give them, and stops at the second brand or at its work bound.
struct BrandsOfContinuations {
    let table: CardBrands
    /// How many digits were typed: shorter prefixes are not continuations.
    let typed: Int
    /// Brands (table indices) some continuation is detected as, by its ranges.
    var found: [Int] = []
    /// Whether some continuation matches no range (a pattern brand, or none, decides it).
    var uncovered = false
    var budget = ContinuationSearch.workBudget
    var exhausted = false

    init(table: CardBrands, typed: Int) {
        self.table = table
        self.typed = typed
    }

    private var done: Bool { exhausted || found.count > 1 }

    mutating func visit(prefix: UInt64, length: Int, ranges: [RangeOfBrand]) {
        budget -= ranges.count + 1
        if budget < 0 { exhausted = true }
        guard !done else { return }
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
        // Every kept range no longer than a continuation matches it: the longest decides.
        let lengths = divided ? length...length : length...CardBrand.longestPAN
        budget -= lengths.count * (kept.count + 1)
        for total in lengths where !done {
            add(ContinuationSearch.decidingRange(kept, length: total))
        }
        guard divided, length < CardBrand.longestPAN else { return }
        for digit in 0...9 where !done {
            visit(prefix: prefix * 10 + UInt64(digit), length: length + 1, ranges: kept)
        }
    }

    private mutating func add(_ range: RangeOfBrand?) {
        guard let range else {
            uncovered = true
            return
        }
        if !found.contains(range.brand) { found.append(range.brand) }
    }
}
