/// A table of card brands, for offline brand detection, the card check and PAN formatting: the
/// built-in one (``builtIn``) or one parsed from JSON (Worldpay's `cardTypes.json` parses as it
/// is). Immutable and `Sendable`: share one across threads. `docs/cards.md`, "Card brands
/// (offline)".
public struct CardBrands: Sendable {
    /// The brands, in table order (ties in detection go to the earlier one).
    public let brands: [CardBrand]

    /// The limits that bound a table's work: bytes of JSON, brands, BIN entries in all.
    public static let maximumJSON = 64 * 1024
    /// The most brands a table may have.
    public static let maximumBrands = 256
    /// The most BIN ranges a table may have, over all its brands.
    public static let maximumBINs = 1024

    /// Parses a table: a JSON array of `{"name", "bins", "pattern", "panLengths", "cvcLengths"
    /// (or Worldpay's "cvvLength"), "format"}`.
    /// - Throws: ``PaySealError/Code/argument`` (invalid UTF-8), ``PaySealError/Code/json`` (not an array of objects; a member of the wrong type or
    ///   out of range, the message naming it; a pattern that does not compile; a brand without
    ///   bins or pattern), ``PaySealError/Code/limit`` (over ``maximumJSON`` bytes,
    ///   ``maximumBrands`` brands or ``maximumBINs`` BIN entries).
    public init(json bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: bytes)
    }

    /// Parses a brand table given as any collection of bytes (`Data` from URLSession, a slice, ...).
    public init(json bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: CollectionBytes(bytes))
    }

    /// `name`: how the message about invalid UTF-8 names the input (the C ABI's parameter).
    package init(jsonBytes bytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        self = try PatternCompileCost.counting { () throws(PaySealError.Thrown) in try CardBrands(parsing: bytes, named: name) }
    }

    /// The parse itself, inside one compile budget for all of the table's patterns.
    private init(parsing bytes: some ContiguousBytes, named name: String?) throws(PaySealError.Thrown) {
        let json = try JSONValue.parse(bytes, limit: CardBrands.maximumJSON, what: "the brand table", named: name)
        guard case let .array(items) = json else { throw PaySealError(.json, "the brand table is not a JSON array") }
        guard items.count <= CardBrands.maximumBrands else {
            throw PaySealError(.limit, "the brand table has \(items.count) brands; the limit is \(CardBrands.maximumBrands)")
        }
        var brands: [CardBrand] = [], binCount = 0
        for (index, item) in items.enumerated() {
            let brand = try CardBrand(JSONObjectReader(item, "brand \(index)"))
            binCount += brand.bins.count
            guard binCount <= CardBrands.maximumBINs else {
                throw PaySealError(.limit, "the brand table has more than \(CardBrands.maximumBINs) BIN entries")
            }
            brands.append(brand)
        }
        self.init(brands: brands)
    }

    init(brands: [CardBrand]) {
        self.brands = brands
        patternCount = brands.filter { $0.compiledPattern != nil }.count
        var ranges: [RangeOfBrand] = []
        for index in brands.indices {
            for range in brands[index].bins { ranges.append(RangeOfBrand(range: range, brand: index)) }
        }
        binRanges = ranges
        shortestPAN = brands.reduce(CardBrand.unknownPANLengths.min() ?? 12) { min($0, $1.panLengthsOrUnknown.min() ?? 12) }
    }

    /// Every BIN range with its brand's index, in table order: the card check's continuation
    /// search starts from them on every keystroke, so they are gathered once.
    let binRanges: [RangeOfBrand]
    /// The shortest PAN any brand (or no brand) may have.
    let shortestPAN: Int

    /// How many brands have a pattern: the matches of one call share one budget among them.
    let patternCount: Int
    /// Detections one card call may run at most (an edit detects the old text's and the new
    /// text's brand; the check asks each pattern also whether the digits can still complete to
    /// it): each pattern match gets its share of the call's budget.
    static let matchesPerPatternAndCall = 4

    /// The brand of a PAN (spaces and `-` ignored): the longest matching BIN range wins, a pattern match
    /// is weaker than any range, ties go to the earlier brand. `nil` when nothing matches or the
    /// PAN holds anything but digits, spaces and `-`.
    public func brand(ofPAN pan: String) -> CardBrand? {
        var copy = Array(pan.utf8)
        defer { wipe(&copy) }
        return copy.withUnsafeBytes { brand(ofPANUTF8: $0) }
    }

    package func brand(ofPANUTF8 pan: UnsafeRawBufferPointer) -> CardBrand? {
        var digits = CardBrands.digits(of: pan, skipping: CardBrands.isPANSeparator)
        defer { wipe(&digits) }
        guard let digits else { return nil }
        return digits.withUnsafeBytes { brand(ofDigits: $0) }
    }

    /// The brand of a PAN's digits alone.
    func brand(ofDigits digits: UnsafeRawBufferPointer) -> CardBrand? {
        withPatternBudget {
            // Read in place: a copy of each brand (retaining every member) cost more than the match.
            let best = CardBrand.withLeadingValues(digits) { leading in
                brands.withUnsafeBufferPointer { table -> (index: Int, strength: Int)? in
                    var best: (index: Int, strength: Int)?
                    for index in table.indices {
                        guard
                            let strength = CardBrand.strength(
                                bins: table[index].bins, pattern: table[index].compiledPattern,
                                digits, leading: leading),
                            strength > (best?.strength ?? -1)
                        else { continue }
                        best = (index, strength)
                    }
                    return best
                }
            }
            return best.map { brands[$0.index] }
        }
    }

    /// Runs `body` with the match budget of one card call shared among the table's patterns: a
    /// table of 256 patterns that each ran to their own limit took 8 s for one keystroke.
    func withPatternBudget<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard patternCount > 0 else { return try body() }
        return try PatternMatcher.sharingBudget(
            among: patternCount * CardBrands.matchesPerPatternAndCall,
            budget: CardBrands.patternBudget, body)
    }

    /// The match budget of one card call, in ``PatternMatcher/workBudget``'s units: a keystroke
    /// (an edit, then a check) must fit in a frame (16 ms) whatever the table, so a card call gets
    /// a fiftieth of a server pattern's quarter second. A real table's patterns need far less
    /// (Worldpay's, 19 digits: under a hundred steps each).
    static let patternBudget = PatternMatcher.workBudget / 50

    /// The ASCII digits of a text in a wiped-on-release array sized once; `nil` (and nothing kept)
    /// when a byte is neither a digit nor one that `skipping` accepts.
    static func digits(of text: UnsafeRawBufferPointer, skipping: (UInt8) -> Bool) -> [UInt8]? {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.count)
        for byte in text {
            if UTF8Text.isDigit(byte) {
                digits.append(byte)
            } else if !skipping(byte) {
                wipe(&digits)
                return nil
            }
        }
        return digits
    }
}

/// `wipe` for an optional array of card digits.
func wipe(_ bytes: inout [UInt8]?) {
    if var held = bytes {
        bytes = nil
        wipe(&held)
    }
}

extension CardBrand {
    init(_ reader: JSONObjectReader) throws(PaySealError.Thrown) {
        let name = try reader.string("name", required: true) ?? ""
        guard !name.isEmpty, name.utf8.count <= 64 else { throw PaySealError(.json, "\(reader.path).name must have 1 to 64 bytes") }
        let bins = try reader.strings("bins")?.enumerated().map { (index, bin) throws(PaySealError.Thrown) in try CardBrand.range(bin, "\(reader.path).bins[\(index)]") }
        let pattern = try reader.string("pattern")
        guard bins?.isEmpty == false || pattern != nil else { throw PaySealError(.json, "\(reader.path) has neither \"bins\" nor \"pattern\"") }
        // Worldpay's cardTypes.json has one "cvvLength"; it counts when "cvcLengths" gives none.
        let cvvLength = try reader.integer("cvvLength")
        if let cvvLength, !(1...19).contains(cvvLength) { throw PaySealError(.json, "\(reader.path).cvvLength is not an integer from 1 to 19") }
        let panLengths = try reader.integers("panLengths", in: 1...19) ?? []
        // A range longer than the brand's longest PAN could never be seen whole in a formatted
        // PAN, and formatting would then not be idempotent (the cut would change the brand).
        if let longest = panLengths.max(), let index = bins?.firstIndex(where: { $0.digits > longest }) {
            throw PaySealError(.json, "\(reader.path).bins[\(index)] has more digits than the brand's longest PAN (\(longest))")
        }
        let lengths = panLengths.isEmpty ? CardBrand.unknownPANLengths : panLengths
        let advanceLength = try reader.integer("advanceLength")
        if let advanceLength, !lengths.contains(advanceLength) {
            throw PaySealError(.json, "\(reader.path).advanceLength is not one of the brand's PAN lengths")
        }
        var advanceLengths: [BINRange: Int] = [:]
        for (key, length) in try reader.integerMembers("advanceLengths", in: 1...19) ?? [] {
            let range = try CardBrand.range(key, "\(reader.path).advanceLengths")
            guard bins?.contains(range) == true else {
                throw PaySealError(.json, "\(reader.path).advanceLengths names \(Quoted(key, limit: 64)), which is not one of the brand's bins")
            }
            guard lengths.contains(length) else {
                throw PaySealError(.json, "\(reader.path).advanceLengths.\(key) is not one of the brand's PAN lengths")
            }
            advanceLengths[range] = length
        }
        var formatByLength: [Int: [Int]] = [:]
        for (key, groups) in try reader.integerArrayMembers("formatByLength", in: 1...19) ?? [] {
            guard let length = Int(key), lengths.contains(length), key.utf8.allSatisfy(UTF8Text.isDigit) else {
                throw PaySealError(.json, "\(reader.path).formatByLength has \(Quoted(key, limit: 64)), which is not one of the brand's PAN lengths")
            }
            formatByLength[length] = groups
        }
        try self.init(
            name: name, bins: bins ?? [], pattern: pattern,
            panLengths: panLengths,
            cvcLengths: try reader.integers("cvcLengths", in: 1...19).flatMap { $0.isEmpty ? nil : $0 } ?? cvvLength.map { [$0] } ?? [],
            format: try reader.integers("format", in: 1...19) ?? [],
            advanceLength: advanceLength, advanceLengths: advanceLengths, formatByLength: formatByLength)
    }

    /// `D` or `lo-hi`: 1 to 19 digits, both ends of the same length, lo <= hi.
    static func range(_ text: String, _ path: String) throws(PaySealError.Thrown) -> BINRange {
        let ends = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = ends.first?.utf8.count ?? 0
        guard (1...19).contains(digits), ends.allSatisfy({ $0.utf8.count == digits && $0.utf8.allSatisfy(UTF8Text.isDigit) }),
            let low = UInt64(ends[0]), let high = UInt64(ends[ends.count - 1]), low <= high
        else {
            throw PaySealError(.json, "\(path) is not a BIN range (\"4\", \"2221-2229\": 1 to 19 digits, ends of the same length, low to high)")
        }
        return BINRange(low: low, high: high, digits: digits)
    }
}
