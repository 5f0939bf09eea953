/// Java's character classes (OpenJDK 17's `clazz` and `range`): nested classes are a union,
/// `&&` an intersection whose right operand runs to the `]`, `^` negates the whole expression,
/// and `[` always opens a nested class (`[[:alpha:]]` is the class of `[:alph`).
extension JavaPatternParser {
    /// The class whose body starts at the cursor. `opened`: right after its `[` (where `^`
    /// negates); `consume`: whether the closing `]` is this call's (not for `&&`'s right operand).
    mutating func characterClass(opened: Bool, consume: Bool) throws -> JavaClassNode {
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
    mutating func classItem() throws -> JavaClassNode {
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

    mutating func classRange(_ range: ClosedRange<UInt32>) throws -> JavaClassNode {
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
    mutating func property(negated: Bool) throws -> JavaClassNode {
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
