/// One card brand of a ``CardBrands`` table: how to recognise it (BIN ranges and/or a pattern),
/// its PAN and CVC lengths, and how its PAN is grouped for display (`docs/cards.md`, "Card
/// brands (offline)").
public struct CardBrand: Sendable {
    /// The brand's name, such as `visa` (1 to 64 bytes); ``CardCheck/brand`` reports it.
    public let name: String
    /// The BIN ranges, such as `34` or `2221-2229`; detection prefers the longest match.
    public let bins: [BINRange]
    /// A regular expression full-matched against the PAN's digits (weaker than any BIN range).
    public let pattern: String?
    /// Valid PAN lengths; empty: the unknown brand's 12...19.
    public let panLengths: [Int]
    /// Valid CVC lengths; empty: the unknown brand's 3 or 4.
    public let cvcLengths: [Int]
    /// Display groups of the PAN, such as `[4, 6, 5]`; empty: groups of 4.
    public let format: [Int]
    /// The PAN length at which a card of the brand usually ends, so a form may move on there
    /// (``CardCheck/Part/advance``); nil: the brand's longest PAN length.
    public let advanceLength: Int?
    /// BIN ranges whose cards usually end at another length than ``advanceLength`` (diners' `36`: 14).
    public let advanceLengths: [BINRange: Int]
    /// Display groups for PANs of one length, where they differ from ``format`` (diners' 14 digits:
    /// `[4, 6, 4]`).
    public let formatByLength: [Int: [Int]]
    let compiledPattern: PatternMatcher.Compiled?
    /// The display layout as a mask, built once: it is applied on every keystroke.
    let layout: Mask
    /// The layouts of ``formatByLength``, built once, each cut at its length.
    let layoutByLength: [Int: Mask]

    /// A range `lo-hi` of BIN prefixes with the same number of digits (`4` is `4-4`).
    public struct BINRange: Sendable, Hashable {
        /// The lowest prefix of the range.
        public let low: UInt64
        /// The highest prefix of the range.
        public let high: UInt64
        /// How many leading PAN digits the range compares (1 to 19): its strength in detection.
        public let digits: Int
    }

    /// The longest PAN a brand without lengths may have, and the unknown brand's lengths.
    static let unknownPANLengths = Array(12...19)
    static let unknownCVCLengths = [3, 4]

    init(
        name: String, bins: [BINRange], pattern: String?, panLengths: [Int], cvcLengths: [Int], format: [Int],
        advanceLength: Int? = nil, advanceLengths: [BINRange: Int] = [:], formatByLength: [Int: [Int]] = [:]
    ) throws(PaySealError.Thrown) {
        self.name = name
        self.bins = bins
        self.pattern = pattern
        self.panLengths = panLengths
        self.cvcLengths = cvcLengths
        self.format = format
        self.advanceLength = advanceLength
        self.advanceLengths = advanceLengths
        self.formatByLength = formatByLength
        var layouts: [Int: Mask] = [:]
        for (length, groups) in formatByLength { layouts[length] = CardBrand.layout(groups: groups, length: length) }
        layoutByLength = layouts
        compiledPattern = try pattern.map { (pattern) throws(PaySealError.Thrown) in try PatternMatcher.compiled(pattern, caseInsensitive: false) } ?? nil
        if pattern != nil, compiledPattern == nil {
            throw PaySealError(.json, "the brand \(Quoted(name, limit: 64)) has a pattern that does not compile")
        }
        layout = CardBrand.layout(groups: format, length: panLengths.max() ?? 19)
    }

    /// The mask that spells a layout: `format`'s groups, then groups of 4, cut at `length` digits,
    /// separated by one space (`{{9999}} {{999999}} {{99999}}` for amex). Built from its items,
    /// so there is no parse that could fail.
    static func layout(groups: [Int], length: Int) -> Mask {
        var pattern = "", items: [Mask.Item] = [], placed = 0, index = 0
        while placed < length {
            let size = min(index < groups.count ? groups[index] : 4, length - placed)
            if placed > 0 {
                pattern += " "
                items.append(.literal(" "))
            }
            pattern += "{{" + String(repeating: "9", count: size) + "}}"
            items += repeatElement(.placeholder(.digit), count: size)
            placed += size
            index += 1
        }
        return Mask(pattern: pattern, items: items)
    }

    /// The layout of a PAN without a brand: 4-4-4-4-3.
    static let unknownLayout = layout(groups: [], length: 19)

    /// How strongly the brand matches a PAN's digits: the length of its longest matching range,
    /// 0 for a pattern match, nil for no match.
    func strength(ofDigits digits: UnsafeRawBufferPointer) -> Int? {
        CardBrand.withLeadingValues(digits) { CardBrand.strength(bins: bins, pattern: compiledPattern, digits, leading: $0) }
    }

    /// The same from the two members it reads, so that detection passes them without copying the
    /// brand (a copy retains every member, and detection runs three times a keystroke), and from
    /// the values of the PAN's leading digits, read once for all brands (``withLeadingValues(_:_:)``).
    static func strength(
        bins: [BINRange], pattern compiledPattern: PatternMatcher.Compiled?,
        _ digits: UnsafeRawBufferPointer, leading: UnsafeBufferPointer<UInt64>
    ) -> Int? {
        var best: Int?
        // A range of n digits (1...19) matches when the PAN has n digits or more and the value of
        // its first n is inside: leading[n].
        for range in bins where range.digits < leading.count && range.digits > (best ?? -1) {
            let prefix = leading[range.digits]
            if range.low <= prefix && prefix <= range.high { best = range.digits }
        }
        if best == nil, compiledPattern != nil, PatternMatcher.fullMatch(compiledPattern, digits) == .match { best = 0 }
        return best
    }

    /// Runs `body` with the values of the first 0, 1, ... 19 digits of `digits` (ASCII digits
    /// only; as many as there are), in a buffer on the stack: element n is the number the first n
    /// digits spell. They spell the PAN: the buffer is wiped before it is released.
    static func withLeadingValues<T>(_ digits: UnsafeRawBufferPointer, _ body: (UnsafeBufferPointer<UInt64>) -> T) -> T {
        let count = min(digits.count, longestPAN) + 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { values in
            var value: UInt64 = 0
            values.initialize(repeating: 0)
            defer { wipe(UnsafeMutableRawBufferPointer(values)) }
            for index in 1..<count {
                value = value * 10 + UInt64(digits[index - 1] - UInt8(ascii: "0"))
                values[index] = value
            }
            return body(UnsafeBufferPointer(values))
        }
    }
}
