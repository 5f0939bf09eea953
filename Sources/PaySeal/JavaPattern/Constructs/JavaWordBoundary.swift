/// Java's `\b` and `\B` (OpenJDK 17's `Pattern.Bound`) written as PCRE2 look-arounds.
///
/// Java calls the position between two characters a boundary when exactly one side is a word
/// character: `_` or `Character.isLetterOrDigit` (`\p{L}`, `\p{Nd}`), or under `(?U)` Unicode's
/// `\w`. Without `(?U)` a nonspacing mark (`\p{Mn}`) counts as a word character too when it has
/// a base: scanning back over marks one UTF-16 unit at a time (`hasBaseCharacter`), a letter or
/// digit comes first. The scan reads units, so a base or an earlier mark outside the Basic
/// Multilingual Plane ends it without a base (its low surrogate is no letter); the mark just
/// right of the position is read as a whole code point.
///
/// PCRE2 10.42 has no look-behind of unbounded length, so the scan back is written for runs of
/// at most ``maximumMarkRun`` marks; a value holding a longer run of marks is not matched against
/// such a pattern (``markRunTooLong(_:)``: the check answers that the match could not be made,
/// as for a match past its limits).
enum JavaWordBoundary {
    /// The longest run of nonspacing marks the look-behinds read (`a` and six accents).
    static let maximumMarkRun = 6

    /// The reading of `\b` (`negated`: `\B`); `unicode`: under `(?U)`. Its four texts are written
    /// once, with their look-behinds counted.
    static func reading(negated: Bool, unicode: Bool) -> JavaReading {
        readings[(negated ? 2 : 0) + (unicode ? 1 : 0)]
    }

    private static let readings: [JavaReading] = [(false, false), (false, true), (true, false), (true, true)].map { negated, unicode in
        JavaReading.counted(pcre2(negated: negated, unicode: unicode), width: 0)
    }

    private static func pcre2(negated: Bool, unicode: Bool) -> String {
        let wordLeft: String, wordRight: String, notLeft: String, notRight: String
        if unicode {
            // Unicode's \w holds every mark: the mark rule adds nothing.
            let word = JavaPatternText.pcre2(JavaPatternProperties.word)
            (wordLeft, notLeft) = ("(?<=" + word + ")", "(?<!" + word + ")")
            (wordRight, notRight) = ("(?=" + word + ")", "(?!" + word + ")")
        } else {
            let word = "[\\p{L}\\p{Nd}_]"
            let afterBase = (0...maximumMarkRun).map { base + String(repeating: mark, count: $0) }
            let left = ([word] + afterBase.dropFirst()).joined(separator: "|")
            let right = word + "|(?<=" + afterBase.joined(separator: "|") + ")\\p{Mn}"
            (wordLeft, notLeft) = ("(?<=" + left + ")", "(?<!" + left + ")")
            (wordRight, notRight) = ("(?=" + right + ")", "(?!" + right + ")")
        }
        if negated { return "(?:" + wordLeft + wordRight + "|" + notLeft + notRight + ")" }
        return "(?:" + wordLeft + notRight + "|" + notLeft + wordRight + ")"
    }

    /// A letter or digit of the Basic Multilingual Plane (a base `hasBaseCharacter` can reach).
    private static let base = "(?=[\\x{0}-\\x{ffff}])[\\p{L}\\p{Nd}]"
    /// A nonspacing mark of the Basic Multilingual Plane (one the scan steps over).
    private static let mark = "(?=[\\x{0}-\\x{ffff}])\\p{Mn}"

    /// Whether `value` (UTF-8) holds more than ``maximumMarkRun`` nonspacing marks of the Basic
    /// Multilingual Plane in a row, a run the reading of `\b` cannot scan back over.
    static func markRunTooLong(_ value: UnsafeRawBufferPointer) -> Bool {
        var run = 0
        var decoder = UTF8()
        var bytes = value.makeIterator()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                guard scalar.value <= 0xFFFF, scalar.properties.generalCategory == .nonspacingMark else {
                    run = 0
                    continue
                }
                run += 1
                if run > maximumMarkRun { return true }
            case .error: run = 0
            case .emptyInput: return false
            }
        }
    }
}
