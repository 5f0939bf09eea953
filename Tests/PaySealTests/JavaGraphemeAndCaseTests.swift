import Testing

@testable import PaySeal

/// Java's `\X` and `(?iu)`, as OpenJDK 17 answers them (each case checked against Java by
/// `make test-java-oracle`, which also compares every code point's grapheme type).
struct JavaGraphemeAndCaseTests {
    @Test(arguments: [
        ("\\X", "e\u{301}", true),  // a mark joins its base
        ("\\X", "\r\n", true), ("\\X", "\n\r", false),
        ("\\X\\X", "e😀", true),  // an emoji after a letter starts a cluster
        ("\\X", "👨\u{200D}👩\u{200D}👧", true),  // GB11: the cluster starts with the pictographic
        ("\\X", "\u{600}😀\u{200D}😀", false),  // Java: not when a prepended character starts it
        ("\\X\\X", "\u{600}😀\u{200D}😀", true),
        ("\\X", "🇫🇷", true), ("\\X", "🇫🇷🇩", false), ("\\X\\X", "🇫🇷🇩", true),  // GB12: pairs
        ("\\X", "\u{1100}\u{1161}\u{11A8}", true), ("\\X", "\u{AC00}\u{11A8}", true),  // Hangul L V T, LV T
        ("\\X", "\u{AC01}\u{1161}", false),  // an LVT syllable takes no vowel
        ("\\X*+a", "a😀b", false), ("\\X{2}", "ab", true), ("[a-z]\\X", "ab\u{301}", true),
    ])
    func graphemeClustersAreJavas(pattern: String, value: String, matches: Bool) throws {
        #expect(try javaOutcome(pattern, value) == (matches ? .match : .noMatch))
    }

    @Test(arguments: [
        ("(?iu)ẞ", "ß", true), ("(?iu)ß", "ẞ", false),  // alone: ß has no upper case of its own
        ("(?iu)ßa", "ẞA", true),  // in a run of literals Java compares keys
        ("(?iu)é", "É", true), ("(?iu)ı", "I", true), ("(?iu)i", "ı", true), ("(?iu)ſ", "S", true),
        ("(?iu)µ", "Μ", true), ("(?iu)σ", "ς", true), ("(?iu)[à-ÿ]+", "ÀŸ", true),
        ("(?iu)[a-z]", "ſ", true), ("(?iu)[\\u0100-\\u017f]", "s", false),  // the range holds ſ, not S's key
        ("(?iu)\\u00e9", "É", true), ("(?iu)[^é]", "É", false), ("(?i)é", "É", false),
    ])
    func unicodeCaseIsJavas(pattern: String, value: String, matches: Bool) throws {
        #expect(try javaOutcome(pattern, value) == (matches ? .match : .noMatch))
    }
}
