/// What a host needs to size and lay out card fields: a brand's lengths and layout by name, the
/// whole table normalized, and every brand a (co-badged) PAN matches (`docs/cards.md`, "Brand
/// details").
extension CardBrand {
    /// The PAN lengths the card check uses: ``panLengths`` sorted, or the unknown brand's 12...19
    /// when the table gives none.
    public var effectivePANLengths: [Int] { panLengths.isEmpty ? CardBrand.unknownPANLengths : Array(Set(panLengths)).sorted() }

    /// The CVC lengths the card check uses: ``cvcLengths`` sorted, or the unknown brand's 3 and 4.
    public var effectiveCVCLengths: [Int] { cvcLengths.isEmpty ? CardBrand.unknownCVCLengths : Array(Set(cvcLengths)).sorted() }

    /// The group sizes of the PAN layout for the brand's longest PAN: ``format``'s groups, then
    /// groups of 4, the last one cut (`[4, 6, 5]` for amex, `[4, 4, 4, 4, 3]` for visa).
    public var effectiveFormat: [Int] {
        var groups: [Int] = [], size = 0
        for item in layout.items {
            switch item {
            case .placeholder: size += 1
            case .literal:
                groups.append(size)
                size = 0
            }
        }
        if size > 0 { groups.append(size) }
        return groups
    }

    /// `{"name","panLengths":[…],"cvcLengths":[…],"format":[…],"advanceLength":N}`, the effective
    /// values, compact, then `"advanceLengths":{range: N}` and `"formatByLength":{"N":[…]}` when the
    /// brand has them.
    public var infoJSON: [UInt8] {
        var w = JSONWriter(capacity: 128)
        w.raw("{\"name\":")
        w.string(name)
        writeLengths(&w)
        w.raw("}")
        return w.bytes
    }

    /// The brand as a table row: `{"name","bins":[…],"pattern":…,"panLengths","cvcLengths","format"}`,
    /// `bins` spelled `D` or `lo-hi` with their leading zeros, `pattern` only when the brand has one.
    var normalizedJSON: [UInt8] {
        var w = JSONWriter(capacity: 256)
        w.raw("{\"name\":")
        w.string(name)
        w.raw(",\"bins\":[")
        for (index, range) in bins.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(range.spelled)
        }
        w.raw("]")
        if let pattern {
            w.raw(",\"pattern\":")
            w.string(pattern)
        }
        writeLengths(&w)
        w.raw("}")
        return w.bytes
    }

    private func writeLengths(_ w: inout JSONWriter) {
        for (member, values) in [("panLengths", effectivePANLengths), ("cvcLengths", effectiveCVCLengths), ("format", effectiveFormat)] {
            w.raw(",\"\(member)\":[\(values.map(String.init).joined(separator: ","))]")
        }
        w.raw(",\"advanceLength\":\(effectiveAdvanceLength)")
        if !advanceLengths.isEmpty {
            // Ranges in the order of ``bins``, so the output is the same on every run.
            let ranges = bins.filter { advanceLengths[$0] != nil }
            w.raw(",\"advanceLengths\":{" + ranges.map { "\"\($0.spelled)\":\(advanceLengths[$0] ?? 0)" }.joined(separator: ",") + "}")
        }
        if !formatByLength.isEmpty {
            let lengths = formatByLength.keys.sorted()
            w.raw(
                ",\"formatByLength\":{"
                    + lengths.map { length in
                        "\"\(length)\":[" + (formatByLength[length] ?? []).map(String.init).joined(separator: ",") + "]"
                    }.joined(separator: ",") + "}")
        }
    }
}

extension CardBrand.BINRange {
    /// `D` or `lo-hi`, each end written with the range's number of digits (`0`-padded).
    var spelled: String {
        let low = CardBrand.BINRange.padded(self.low, digits), high = CardBrand.BINRange.padded(self.high, digits)
        return low == high ? low : low + "-" + high
    }

    private static func padded(_ value: UInt64, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension CardBrands {
    /// The brand called `name` (exact, case-sensitive as the table spells it); the first when a
    /// table repeats a name.
    public func brand(named name: String) -> CardBrand? { brands.first { $0.name == name } }

    /// The table as a JSON array of ``CardBrand`` rows in table order, with effective lengths and
    /// layout (a table that gives no lengths shows the unknown brand's).
    public var json: [UInt8] {
        var w = JSONWriter(capacity: 256 * max(1, brands.count))
        w.raw("[")
        for (index, brand) in brands.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw(brand.normalizedJSON)
        }
        w.raw("]")
        return w.bytes
    }

    /// Every brand whose BIN ranges or pattern match a PAN's digits (U+0020 and `-` ignored), most
    /// specific first: the longest matching range first, pattern matches last, ties in table order.
    /// The first is the brand detection picks. Empty for a PAN with another character.
    public func candidates(ofPAN pan: String) -> [CardBrand] {
        var copy = Array(pan.utf8)
        defer { wipe(&copy) }
        return copy.withUnsafeBytes { candidates(ofPANUTF8: $0) }
    }

    package func candidates(ofPANUTF8 pan: UnsafeRawBufferPointer) -> [CardBrand] {
        var digits = CardBrands.digits(of: pan, skipping: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") })
        defer { wipe(&digits) }
        guard let digits else { return [] }
        // One budget for the call, shared among the table's patterns, as every card call has.
        let matches = withPatternBudget {
            digits.withUnsafeBytes { digits in
                brands.enumerated().compactMap { index, brand in brand.strength(ofDigits: digits).map { (index, brand, $0) } }
            }
        }
        return matches.sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.0 < $1.0 }.map { $0.1 }
    }

    /// ``candidates(ofPAN:)`` as a compact JSON array of names.
    package static func namesJSON(_ brands: [CardBrand]) -> [UInt8] {
        var w = JSONWriter(capacity: 16 * (brands.count + 1))
        w.raw("[")
        for (index, brand) in brands.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(brand.name)
        }
        w.raw("]")
        return w.bytes
    }
}
