// The parser's reading of one character or one set of characters: Java's escapes and its
// character classes (with their union, intersection and properties), which end in a class node or
// a literal, not in structure (JavaPatternParser.swift reads the structure: sequence, groups).

/// Java's escapes (`escape()` in OpenJDK 17's Pattern): character escapes, predefined classes,
/// anchors and back references.
extension JavaPatternParser {
    /// A backslash escape outside a class; the cursor is on the backslash.
    mutating func escapeAtom() throws(JavaPatternError.Thrown) -> Atom {
        let start = i
        i += 1
        guard let c = peek() else { throw Self.invalid("Unexpected internal error") }
        switch c {
        case "1"..."9": return Atom(reading: try backReference(), kind: .quantifiable, node: .unbounded)
        case "d", "D", "s", "S", "w", "W", "h", "H", "v", "V":
            i += 1
            return Atom(reading: .counted(JavaPatternText.pcre2(JavaPatternText.predefined(c, unicode: flags.unicodeClasses)), width: 1), kind: .quantifiable)
        case "p", "P":
            i += 1
            return Atom(reading: .counted(JavaPatternText.pcre2(try property(negated: c == "P")), width: 1), kind: .quantifiable)
        case "R":
            i += 1
            lineBreaks += 1
            return Atom(reading: .group(.nonCapturing, JavaPatternText.lineBreak), kind: .lineBreak)
        case "A":
            i += 1
            return Atom(reading: .text("\\A", width: 0), kind: .assertion)
        case "z":
            i += 1
            return Atom(reading: .text("\\z", width: 0), kind: .assertion)
        case "G":
            i += 1
            return Atom(reading: .text("\\G", width: 0), kind: .assertion)
        case "Z":
            i += 1
            return Atom(reading: JavaPatternText.dollar(multiline: false, unixLines: flags.unixLines), kind: .assertion)
        case "b", "B":
            i += 1
            // Java reads `\b{g}` (a grapheme boundary) and refuses `\b{g` without its `}`; a `{`
            // not followed by `g` is a repetition of `\b`.
            if c == "b", peek() == "{", peek(1) == "g" {
                guard peek(2) == "}" else { throw Self.invalid("Illegal/unsupported escape sequence") }
                i += 3
                return Atom(reading: try graphemeBoundary(), kind: .assertion)
            }
            if !flags.unicodeClasses { unreadable.insert(.longMarkRuns) }
            return Atom(reading: JavaWordBoundary.reading(negated: c == "B", unicode: flags.unicodeClasses), kind: .assertion)
        case "X":
            i += 1
            if lookAround == .aheadInBehind { try unexpressible(Self.graphemeInLookAheadInLookBehind) }
            choices += 1
            return Atom(reading: JavaGrapheme.clusterReading, kind: .quantifiable, node: .grapheme)
        case "N": throw Self.unsupported("\\N{name}: Unicode character names are not tabled")
        case "k":
            i += 1
            guard peek() == "<" else { throw Self.invalid("\\k is not followed by '<' for named capturing group") }
            i += 1
            let name = try groupName()
            guard let number = groupNames[name] else { throw Self.invalid("named capturing group <\(name)> does not exist") }
            return Atom(reading: try reference(number), kind: .quantifiable, node: .unbounded)
        default:
            return literalAtom(try characterEscape(inRange: false), start: start)
        }
    }

    /// `\n…`: Java takes more digits while they still name a group opened so far.
    mutating func backReference() throws(JavaPatternError.Thrown) -> JavaReading {
        var number = Int(p[i].value - 48)
        i += 1
        while let c = peek(), ("0"..."9").contains(c) {
            let longer = number * 10 + Int(c.value - 48)
            guard longer <= groupCount else { break }
            number = longer
            i += 1
        }
        return try reference(number)
    }

    /// A back reference, numbered when the reading is printed: a group the pattern never defines
    /// never matches (Java compiles it; ``JavaReading/Numbering``).
    mutating func reference(_ number: Int) throws(JavaPatternError.Thrown) -> JavaReading {
        if lookAround == .aheadInBehind {
            try unexpressible(Self.backReferenceInLookAheadInLookBehind)
        }
        noteReference(number, caseless: flags.caseInsensitive)
        return .reference(group: Int32(clamping: number), caseless: flags.caseInsensitive)
    }

    /// A character escape (the cursor on the letter after the backslash): its code point.
    /// `inRange`: `\v` is VT as a class range's end (Java's compatibility rule).
    mutating func characterEscape(inRange: Bool) throws(JavaPatternError.Thrown) -> UInt32 {
        guard let c = peek() else { throw Self.invalid("Unexpected internal error") }
        i += 1
        switch c {
        case "0": return try octal()
        case "a": return 7
        case "e": return 27
        case "f": return 12
        case "n": return 10
        case "r": return 13
        case "t": return 9
        case "v" where inRange: return 11
        case "c":
            guard let x = peek() else { throw Self.invalid("Illegal control escape sequence") }
            i += 1
            return x.value ^ 64
        case "x": return try hexEscape()
        case "u": return try unicodeEscape()
        default:
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                throw Self.invalid("Illegal/unsupported escape sequence")
            }
            return c.value
        }
    }

    /// `\0n`, `\0nn`, `\0mnn` (m at most 3).
    mutating func octal() throws(JavaPatternError.Thrown) -> UInt32 {
        func digit(_ s: Unicode.Scalar?) -> UInt32? { s.flatMap { ("0"..."7").contains($0) ? $0.value - 48 : nil } }
        guard let n = digit(peek()) else { throw Self.invalid("Illegal octal escape sequence") }
        i += 1
        guard let m = digit(peek()) else { return n }
        i += 1
        if let o = digit(peek()), n <= 3 {
            i += 1
            return n * 64 + m * 8 + o
        }
        return n * 8 + m
    }

    /// `\xhh` or `\x{h…}`.
    mutating func hexEscape() throws(JavaPatternError.Thrown) -> UInt32 {
        if let a = hexDigit(peek()), let b = hexDigit(peek(1)) {
            i += 2
            return a * 16 + b
        }
        guard peek() == "{", hexDigit(peek(1)) != nil else { throw Self.invalid("Illegal hexadecimal escape sequence") }
        i += 1
        var value: UInt32 = 0
        while let d = hexDigit(peek()) {
            value = value << 4 + d
            guard value <= 0x10FFFF else { throw Self.invalid("Hexadecimal codepoint is too big") }
            i += 1
        }
        guard peek() == "}" else { throw Self.invalid("Unclosed hexadecimal escape sequence") }
        i += 1
        return value
    }

    /// `\uhhhh`, with a following `\uhhhh` low surrogate joined to a high one (Java's `u()`).
    mutating func unicodeEscape() throws(JavaPatternError.Thrown) -> UInt32 {
        let high = try fourHexDigits()
        if (0xD800...0xDBFF).contains(high), peek() == "\\", peek(1) == "u" {
            let saved = i
            i += 2
            if let low = try? fourHexDigits(), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)
            }
            i = saved
        }
        return high
    }

    mutating func fourHexDigits() throws(JavaPatternError.Thrown) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let d = hexDigit(peek()) else { throw Self.invalid("Illegal Unicode escape sequence") }
            value = value << 4 + d
            i += 1
        }
        return value
    }

    func hexDigit(_ s: Unicode.Scalar?) -> UInt32? {
        guard let s else { return nil }
        switch s {
        case "0"..."9": return s.value - 48
        case "a"..."f": return s.value - 87
        case "A"..."F": return s.value - 55
        default: return nil
        }
    }

    /// One literal character outside a class: Java's `(?i)` pairs ASCII letters only, `(?iu)` the
    /// characters of its simple case mappings (``JavaCaseFolding``); `inRun`: one of a run of
    /// literals Java reads as one slice.
    func literal(_ c: UInt32, inRun: Bool = false) -> String {
        if flags.caseInsensitive, let pair = JavaPatternText.asciiCasePair(c) {
            let partners = flags.unicodeCase ? JavaPatternText.unicodeCasePartners(c) : []
            return "[" + ([c, pair] + partners).map(JavaPatternText.escaped).joined() + "]"
        }
        if flags.caseInsensitive, flags.unicodeCase, c >= 0x80, !(0xD800...0xDFFF).contains(c) {
            let points = inRun ? JavaCaseFolding.inRun(c) : JavaCaseFolding.single(c)
            if points.count > 1 { return "[" + points.map(JavaPatternText.escaped).joined() + "]" }
        }
        return JavaPatternText.character(c)
    }
}

extension JavaPatternParser {
    /// `\b{g}` as OpenJDK 17's `GraphemeBound` reads it in `matches()`: at the start and the end,
    /// and elsewhere where `Grapheme.nextBoundary(seq, matcher.last, end) <= i`, `matcher.last`
    /// being where Java's `accept` node last ended a part's match (a repeated atom's, a
    /// look-around's, an atomic group's: 0 until one did). So before any such part, inside the
    /// value the "boundary" holds at every position from the end of the value's first grapheme
    /// cluster on (``JavaGrapheme/firstClusterEnd``), not at the clusters' own bounds; after one,
    /// it depends on how the match went, and is refused. Read at the pattern's top level only
    /// (not in a group, which a repetition could make a part), with a named group before the
    /// pattern's own (``JavaReading/Numbering``).
    mutating func graphemeBoundary() throws(JavaPatternError.Thrown) -> JavaReading {
        if movesMatcherLast || depth > 0 {
            try unexpressible(
                "\\b{g} after a repetition, a look-around or an atomic group, or in a group: Java 17 reads it from where its matcher last matched a part (matcher.last), not from the text alone"
            )
        }
        readsFirstCluster = true
        return JavaGrapheme.afterFirstClusterReading
    }
}

/// Java's character classes (OpenJDK 17's `clazz` and `range`): nested classes are a union,
/// `&&` an intersection whose right operand runs to the `]`, `^` negates the whole expression,
/// and `[` always opens a nested class (`[[:alpha:]]` is the class of `[:alph`).
extension JavaPatternParser {
    /// The class whose body starts at the cursor. `opened`: right after its `[` (where `^`
    /// negates); `consume`: whether the closing `]` is this call's (not for `&&`'s right operand).
    mutating func characterClass(opened: Bool, consume: Bool) throws(JavaPatternError.Thrown) -> JavaClassNode {
        try enter()
        defer { depth -= 1 }
        var negated = false
        if opened, peek() == "^" {
            i += 1
            negated = true
        }
        var union = JavaClassUnion()
        while true {
            skipComments()
            guard let c = peek() else { throw Self.invalid("Unclosed character class") }
            if c == "[" {
                i += 1
                union.add(try characterClass(opened: true, consume: true))
                continue
            }
            if c == "&", peek(1) == "&" {
                i += 2
                var right = JavaClassUnion()
                while true {
                    skipComments()
                    guard let d = peek() else { throw Self.invalid("Unclosed character class") }
                    if d == "]" || d == "&" { break }
                    if d == "[" {
                        i += 1
                        right.add(try characterClass(opened: true, consume: true))
                    } else {
                        // The operand's parts are a union (OpenJDK 17: `[ab&&[b]a]` is a∩{a,b}, `[a&&[a]b]`
                        // is {a}); a bare part runs to the `]`, taking any later `&&` with it.
                        right.add(try characterClass(opened: false, consume: false))
                    }
                }
                let left = union.node
                guard let operand = right.node else {
                    // Java: nothing on either side is a syntax error; a left operand alone is
                    // intersected with whatever Java parsed last, a reading not reproduced here.
                    if left == nil { throw Self.invalid("Bad class syntax") }
                    try unexpressible("&& without a right operand in a class")
                    continue
                }
                union = JavaClassUnion()
                union.add(left.map { .and($0, operand) } ?? operand)
                continue
            }
            if c == "]", let result = union.node {
                if consume { i += 1 }
                return negated ? JavaPatternText.negate(result) : result
            }
            union.add(try classItem())
        }
    }

    /// One item: a character or a range of them, a predefined class or a property.
    mutating func classItem() throws(JavaPatternError.Thrown) -> JavaClassNode {
        let low: UInt32
        if p[i] == "\\" {
            i += 1
            guard let letter = peek() else { throw Self.invalid("Unclosed character class") }
            switch letter {
            case "p", "P":
                i += 1
                return try property(negated: letter == "P")
            case "d", "D", "s", "S", "w", "W", "h", "H":
                i += 1
                return JavaPatternText.predefined(letter, unicode: flags.unicodeClasses)
            case "N": throw Self.unsupported("\\N{name}: Unicode character names are not tabled")
            case "v", "V":
                if letter == "v", peek(1) == "-" {
                    low = try characterEscape(inRange: true)
                } else {
                    i += 1
                    return JavaPatternText.predefined(letter, unicode: flags.unicodeClasses)
                }
            default:
                low = try characterEscape(inRange: false)
            }
        } else {
            low = p[i].value
            i += 1
        }
        skipComments()
        if peek() == "-", let end = peek(1), end != "[", end != "]" {
            i += 1
            skipComments()
            guard let m = peek() else { throw Self.invalid("Illegal character range") }
            let high: UInt32
            if m == "\\" {
                i += 1
                guard let letter = peek(), !"dDsSwWhHVpP".unicodeScalars.contains(letter) else {
                    throw Self.invalid("Illegal character range")
                }
                high = try characterEscape(inRange: true)
            } else {
                high = m.value
                i += 1
            }
            guard high >= low else { throw Self.invalid("Illegal character range") }
            return try classRange(low...high)
        }
        return classCharacter(low)
    }

    /// A single character in a class, with Java's `(?i)` pairing.
    func classCharacter(_ c: UInt32) -> JavaClassNode {
        if flags.caseInsensitive, let pair = JavaPatternText.asciiCasePair(c) {
            let partners = flags.unicodeCase ? JavaPatternText.unicodeCasePartners(c) : []
            return .set(JavaCharSet(ranges: ([c, pair] + partners).map { $0...$0 }))
        }
        if flags.caseInsensitive, flags.unicodeCase, c >= 0x80 {
            return .set(JavaCharSet(ranges: JavaCaseFolding.single(c).map { $0...$0 }))
        }
        return .set(JavaCharSet(ranges: [c...c]))
    }

    mutating func classRange(_ range: ClosedRange<UInt32>) throws(JavaPatternError.Thrown) -> JavaClassNode {
        guard flags.caseInsensitive else { return .set(JavaCharSet(ranges: [range])) }
        if flags.unicodeCase, range.upperBound >= 0x80 {
            var work = Int(caseFoldingWork)
            let ranges = JavaCaseFolding.range(range, work: &work)
            caseFoldingWork = Int32(clamping: work)
            if caseFoldingWork > Self.maximumCaseFoldingWork {
                try unexpressible("(?iu) class ranges reading more than \(Self.maximumCaseFoldingWork) case mappings")
            }
            return .set(JavaCharSet(ranges: JavaPatternText.normalized(ranges)))
        }
        return .set(JavaCharSet(ranges: JavaPatternText.caseClosed(range, unicode: flags.unicodeCase)))
    }

    /// `\p{…}` / `\pL` after the letter (Java's `family`).
    mutating func property(negated: Bool) throws(JavaPatternError.Thrown) -> JavaClassNode {
        var name = ""
        if peek() == "{" {
            i += 1
            while let c = peek(), c != "}" {
                name.unicodeScalars.append(c)
                i += 1
            }
            guard peek() == "}" else { throw Self.invalid("Unclosed character family") }
            i += 1
            guard !name.isEmpty else { throw Self.invalid("Empty character family") }
        } else {
            guard let c = peek() else { throw Self.invalid("Illegal/unsupported escape sequence") }
            name.unicodeScalars.append(c)
            i += 1
        }
        let set = try JavaPatternProperties.resolve(name, caseInsensitive: flags.caseInsensitive, unicodeClasses: flags.unicodeClasses)
        return negated ? JavaPatternText.negate(set) : set
    }
}

/// A class's items as they are read: characters, ranges and properties gathered in one set (in
/// time linear in the items), other expressions (intersections, negated properties) beside it.
struct JavaClassUnion {
    var set = JavaCharSet()
    var others: [JavaClassNode] = []
    var isEmpty = true

    mutating func add(_ node: JavaClassNode) {
        isEmpty = false
        switch node {
        case .set(let items):
            set.ranges += items.ranges
            set.properties += items.properties
        case .union(let parts):
            for part in parts { add(part) }
        default: others.append(node)
        }
    }

    /// The union read so far (`nil`: nothing yet).
    var node: JavaClassNode? {
        guard !isEmpty else { return nil }
        let merged = JavaCharSet(ranges: JavaPatternText.normalized(set.ranges), properties: set.properties)
        if others.isEmpty { return .set(merged) }
        return .union((merged == JavaCharSet() ? [] : [.set(merged)]) + others)
    }
}
