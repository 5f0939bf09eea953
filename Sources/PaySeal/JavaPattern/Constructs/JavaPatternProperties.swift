/// Java's `\p{…}` names (OpenJDK 17's `Pattern.family` and `CharPredicates`) as PCRE2 sets.
///
/// Without `(?U)` Java's POSIX names (`Alpha`, `Digit`, `Punct`…) are ASCII; with the `Is`
/// prefix the same names are Unicode properties (`IsAlpha` is Alphabetic). `java…` names are
/// `Character`'s methods. Scripts and blocks come from Java's own tables
/// (``JavaPatternTables``): scripts go to `\p{sc=…}` (Script, not Script_Extensions; both engines
/// read this spelling alike, where ICU would not read PCRE2's `\p{sc:…}`),
/// blocks become code point ranges (PCRE2 10.42 has no blocks). Under `(?i)` Java widens the
/// case properties (`Lu`, `Lower`, `javaUpperCase`…) to all cased letters; so does this.
enum JavaPatternProperties {
    static func resolve(_ name: String, caseInsensitive: Bool, unicodeClasses: Bool = false) throws(JavaPatternError.Thrown) -> JavaClassNode {
        if let equals = name.firstIndex(of: "=") {
            let key = name[..<equals].lowercased(), value = String(name[name.index(after: equals)...])
            var found: JavaClassNode?
            switch key {
            case "sc", "script": found = script(value)
            case "blk", "block": found = try block(value)
            case "gc", "general_category": found = property(value, caseInsensitive: caseInsensitive)
            default: break
            }
            guard let found else { throw JavaPatternError.invalid("Unknown Unicode property {name=<\(key)>, value=<\(value)>}") }
            return found
        }
        if name.hasPrefix("In") {
            guard let found = try block(String(name.dropFirst(2))) else { throw JavaPatternError.invalid("Unknown character property name {In\(name)}") }
            return found
        }
        if name.hasPrefix("Is") {
            let short = String(name.dropFirst(2))
            if let found = try unicodeProperty(short.uppercased(), caseInsensitive: caseInsensitive)
                ?? property(short, caseInsensitive: caseInsensitive) ?? script(short)
            {
                return found
            }
        } else if unicodeClasses, posixNames.contains(name.uppercased()),
            let found = try unicodeProperty(name.uppercased(), caseInsensitive: caseInsensitive)
        {
            return found  // `(?U)`: Java's forPOSIXName, any case, the Unicode definitions
        } else if let found = property(name, caseInsensitive: caseInsensitive) {
            return found
        } else if identifierProperties.contains(name) {
            throw JavaPatternError.unsupported("\\p{\(name)}: Java's identifier character rules are not tabled")
        }
        throw JavaPatternError.invalid("Unknown character property name {\(name)}")
    }

    private static func pcre2(_ items: String...) -> JavaClassNode { .set(JavaCharSet(properties: items)) }
    private static func ranges(_ ranges: ClosedRange<UInt32>...) -> JavaClassNode { .set(JavaCharSet(ranges: ranges)) }
    private static func set(_ ranges: [ClosedRange<UInt32>], _ items: String...) -> JavaClassNode {
        .set(JavaCharSet(ranges: ranges, properties: items))
    }

    static let cased = pcre2("\\p{Lu}", "\\p{Ll}", "\\p{Lt}")
    static let casedJava = pcre2("\\p{Lowercase}", "\\p{Uppercase}", "\\p{Lt}")
    static let asciiAlpha = ranges(0x41...0x5A, 0x61...0x7A)
    static let hexDigit = set([0x30...0x39, 0x41...0x46, 0x61...0x66, 0xFF10...0xFF19, 0xFF21...0xFF26, 0xFF41...0xFF46], "\\p{Nd}")
    /// Java's `WHITE_SPACE`: Z, `\t`–`\r`, U+0085.
    static let whiteSpace = set([0x09...0x0D, 0x85...0x85], "\\p{Z}")
    /// `Character.isWhitespace`: Z except the no-break spaces, `\t`–`\r`, U+001C–U+001F.
    static let javaWhitespace = ranges(
        0x09...0x0D, 0x1C...0x20, 0x1680...0x1680, 0x2000...0x2006, 0x2008...0x200A,
        0x2028...0x2029, 0x205F...0x205F, 0x3000...0x3000)

    /// `forUnicodeProperty` (after `Is`, upper-cased): binary properties, then the POSIX names
    /// read as Unicode.
    static func unicodeProperty(_ name: String, caseInsensitive ci: Bool) throws(JavaPatternError.Thrown) -> JavaClassNode? {
        switch name {
        case "ALPHABETIC", "ALPHA": return pcre2("\\p{Alphabetic}")
        case "ASSIGNED": return .not(pcre2("\\p{Cn}"))
        case "CONTROL", "CNTRL": return pcre2("\\p{Cc}")
        case "HEXDIGIT", "HEX_DIGIT", "XDIGIT": return hexDigit
        case "IDEOGRAPHIC": return pcre2("\\p{Ideographic}")
        case "JOINCONTROL", "JOIN_CONTROL": return ranges(0x200C...0x200D)
        case "LETTER": return pcre2("\\p{L}")
        case "LOWERCASE": return ci ? casedJava : pcre2("\\p{Lowercase}")
        case "UPPERCASE": return ci ? casedJava : pcre2("\\p{Uppercase}")
        case "TITLECASE": return ci ? casedJava : pcre2("\\p{Lt}")
        case "LOWER": return ci ? casedJava : pcre2("\\p{Lowercase}")
        case "UPPER": return ci ? casedJava : pcre2("\\p{Uppercase}")
        case "NONCHARACTERCODEPOINT", "NONCHARACTER_CODE_POINT":
            var nonCharacters: [ClosedRange<UInt32>] = [0xFDD0...0xFDEF]
            for plane in UInt32(0)...16 { nonCharacters.append((plane << 16 | 0xFFFE)...(plane << 16 | 0xFFFF)) }
            return .set(JavaCharSet(ranges: nonCharacters))
        case "PUNCTUATION", "PUNCT": return pcre2("\\p{P}")
        case "WHITESPACE", "WHITE_SPACE", "SPACE": return whiteSpace
        case "WORD": return word
        case "ALNUM": return pcre2("\\p{Alphabetic}", "\\p{Nd}")
        case "DIGIT": return pcre2("\\p{Nd}")
        case "BLANK": return set([0x09...0x09], "\\p{Zs}")
        case "GRAPH": return .not(pcre2("\\p{Z}", "\\p{Cc}", "\\p{Cs}", "\\p{Cn}"))
        case "PRINT": return .not(pcre2("\\p{Zl}", "\\p{Zp}", "\\p{Cc}", "\\p{Cs}", "\\p{Cn}"))
        default: return nil
        }
    }

    static let posixNames: Set<String> = [
        "ALPHA", "LOWER", "UPPER", "SPACE", "PUNCT", "XDIGIT", "ALNUM", "CNTRL", "DIGIT",
        "BLANK", "GRAPH", "PRINT",
    ]
    /// Java's `WORD`: Alphabetic, marks, Nd, Pc, the join controls.
    static let word = set([0x200C...0x200D], "\\p{Alphabetic}", "\\p{Mn}", "\\p{Me}", "\\p{Mc}", "\\p{Nd}", "\\p{Pc}")

    static let identifierProperties: Set<String> = [
        "javaJavaIdentifierStart", "javaJavaIdentifierPart", "javaUnicodeIdentifierStart",
        "javaUnicodeIdentifierPart", "javaIdentifierIgnorable",
    ]

    static let categories: Set<String> = [
        "Cn", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp", "Cc", "Cf",
        "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf",
        "L", "M", "N", "Z", "C", "P", "S",
    ]

    /// `forProperty`: general categories, POSIX (ASCII) and `java…` names; case-sensitive.
    static func property(_ name: String, caseInsensitive ci: Bool) -> JavaClassNode? {
        if categories.contains(name) { return pcre2("\\p{\(name)}") }
        switch name {
        case "Lu", "Ll", "Lt": return ci ? cased : pcre2("\\p{\(name)}")
        case "LC": return cased
        case "LD": return pcre2("\\p{L}", "\\p{Nd}")
        case "L1": return ranges(0...0xFF)
        case "all": return ranges(0...JavaPatternText.maximum)
        case "ASCII": return ranges(0...0x7F)
        case "Alnum": return ranges(0x30...0x39, 0x41...0x5A, 0x61...0x7A)
        case "Alpha": return asciiAlpha
        case "Blank": return ranges(0x09...0x09, 0x20...0x20)
        case "Cntrl": return ranges(0...0x1F, 0x7F...0x7F)
        case "Digit": return ranges(0x30...0x39)
        case "Graph": return ranges(0x21...0x7E)
        case "Lower": return ci ? asciiAlpha : ranges(0x61...0x7A)
        case "Print": return ranges(0x20...0x7E)
        case "Punct": return ranges(0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E)
        case "Space": return ranges(0x09...0x0D, 0x20...0x20)
        case "Upper": return ci ? asciiAlpha : ranges(0x41...0x5A)
        case "XDigit": return ranges(0x30...0x39, 0x41...0x46, 0x61...0x66)
        case "javaLowerCase": return ci ? casedJava : pcre2("\\p{Lowercase}")
        case "javaUpperCase": return ci ? casedJava : pcre2("\\p{Uppercase}")
        case "javaTitleCase": return ci ? casedJava : pcre2("\\p{Lt}")
        case "javaAlphabetic": return pcre2("\\p{Alphabetic}")
        case "javaIdeographic": return pcre2("\\p{Ideographic}")
        case "javaDigit": return pcre2("\\p{Nd}")
        case "javaDefined": return .not(pcre2("\\p{Cn}"))
        case "javaLetter": return pcre2("\\p{L}")
        case "javaLetterOrDigit": return pcre2("\\p{L}", "\\p{Nd}")
        case "javaSpaceChar": return pcre2("\\p{Z}")
        case "javaWhitespace": return javaWhitespace
        case "javaISOControl": return ranges(0...0x1F, 0x7F...0x9F)
        case "javaMirrored": return pcre2("\\p{Bidi_M}")
        default: return nil
        }
    }

    private static let scriptNames: [String: String] = {
        var names: [String: String] = [:]
        for entry in JavaPatternTables.scripts.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = entry.split(separator: "=")
            names[String(parts[0])] = String(parts.count > 1 ? parts[1] : parts[0])
        }
        return names
    }()

    /// `Character.UnicodeScript.forName`: an enum name or a four-letter alias, any case.
    static func script(_ name: String) -> JavaClassNode? {
        guard let canonical = scriptNames[name.uppercased()] else { return nil }
        return pcre2("\\p{sc=\(canonical)}")
    }

    private static let blocks: [String: (ClosedRange<UInt32>, variants: Bool)] = {
        var table: [String: (ClosedRange<UInt32>, variants: Bool)] = [:]
        for line in JavaPatternTables.blocks.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let low = UInt32(parts[1], radix: 16), let high = UInt32(parts[2], radix: 16) else { continue }
            let variants = parts[0].hasSuffix("*")
            table[String(parts[0].filter { $0 != "*" })] = (low...high, variants)
        }
        return table
    }()

    /// `Character.UnicodeBlock.forName` for the names tabled (the constant name, and for most
    /// blocks the same with spaces or without underscores). Java also knows canonical names
    /// such as "Greek and Coptic": those are unsupported here (fail closed), never guessed.
    static func block(_ name: String) throws(JavaPatternError.Thrown) -> JavaClassNode? {
        let key = name.uppercased()
        if let (range, _) = blocks[key] { return .set(JavaCharSet(ranges: [range])) }
        for (constant, entry) in blocks where entry.variants {
            if String(constant.map { $0 == "_" ? " " : $0 }) == key || constant.filter({ $0 != "_" }) == key {
                return .set(JavaCharSet(ranges: [entry.0]))
            }
        }
        throw JavaPatternError.unsupported("the Unicode block name \"\(name)\" is not in PaySeal's table of Java 17's block names")
    }
}
