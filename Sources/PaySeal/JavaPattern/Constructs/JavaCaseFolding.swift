/// Java's `(?iu)`: which characters a character or a class range matches, from Java 17's simple
/// case mappings (``JavaCaseTables``). Java compares through `toUpperCase` and the `toLowerCase` of
/// that (the character's key), not through Unicode's case folding as PCRE2 does, so `ı`, `İ`, `ſ`
/// and `ẞ` pair otherwise; each set is written out as a class, so PCRE2 compiles no caseless item.
///
/// - A character alone (Java's `single`, also every character of a class): the characters whose key
///   is its key, when its upper case and its key differ (`SingleU`); else only itself (`(?iu)ß`
///   does not match `ẞ`).
/// - A character of a run of literals (Java's `SliceU`): the characters whose key is its key, and
///   that key (`(?iu)ßa` matches `ẞa`).
/// - A class range (`CIRangeU`): a character in it, or whose upper case or key is in it.
enum JavaCaseFolding {
    struct Mapping {
        let point: UInt32
        let upper: UInt32
        let key: UInt32
    }

    /// Every code point one of whose mappings is another, in code point order.
    static let mappings: [Mapping] = JavaCaseTables.simpleCase.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { entry in
        let fields = entry.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 3, let point = UInt32(fields[0], radix: 16) else { return nil }
        return Mapping(point: point, upper: UInt32(fields[1], radix: 16) ?? point, key: UInt32(fields[2], radix: 16) ?? point)
    }

    static let byPoint: [UInt32: Mapping] = {
        var table: [UInt32: Mapping] = [:]
        for mapping in mappings where table[mapping.point] == nil { table[mapping.point] = mapping }
        return table
    }()

    /// The code points of the table with each key (the key itself is there only when the table
    /// holds it: ``sharingKey(_:)`` adds it).
    static let withKey: [UInt32: [UInt32]] = {
        var table: [UInt32: [UInt32]] = [:]
        for mapping in mappings { table[mapping.key, default: []].append(mapping.point) }
        return table
    }()

    static func upper(_ c: UInt32) -> UInt32 { byPoint[c]?.upper ?? c }
    static func key(_ c: UInt32) -> UInt32 { byPoint[c]?.key ?? c }

    /// What `c` matches alone or in a class (Java's `single`).
    static func single(_ c: UInt32) -> [UInt32] {
        upper(c) == key(c) ? [c] : sharingKey(key(c))
    }

    /// What `c` matches in a run of literals (Java's `newSlice` and `SliceU`).
    static func inRun(_ c: UInt32) -> [UInt32] { sharingKey(key(c)) }

    static func sharingKey(_ key: UInt32) -> [UInt32] {
        Set([key] + (withKey[key] ?? [])).sorted()
    }

    /// What the class range matches under `(?iu)` (Java's `CIRangeU`): the range, and every code
    /// point of the table whose upper case or key lies in it. `work` counts the table entries read
    /// (found by binary search: a narrow range reads a few).
    static func range(_ range: ClosedRange<UInt32>, work: inout Int) -> [ClosedRange<UInt32>] {
        var out = [range]
        for (list, value) in [(byUpper, { (mapping: Mapping) in mapping.upper }), (byKey, { (mapping: Mapping) in mapping.key })] {
            // The first entry whose value is at least the range's start.
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if value(list[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            while low < list.count, value(list[low]) <= range.upperBound {
                if !range.contains(list[low].point) { out.append(list[low].point...list[low].point) }
                low += 1
                work += 1
            }
        }
        return out
    }

    static let byUpper = mappings.sorted { $0.upper < $1.upper }
    static let byKey = mappings.sorted { $0.key < $1.key }
}
