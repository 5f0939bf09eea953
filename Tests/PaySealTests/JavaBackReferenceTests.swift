import Testing

@testable import PaySeal

/// Back references to groups Java keeps when it backtracks out of an atomic group, a possessive
/// repetition or a look-around (JavaPattern+References.swift). Each verdict is OpenJDK 17's, read
/// with the Java oracle (Tests/java-oracle).
struct JavaBackReferenceTests {
    /// Every path to the reference has just set the group: read as PCRE2 reads it.
    @Test func aReferenceAfterTheGroupOnEveryPathIsRead() throws {
        #expect(try javaOutcome("([a-c])++x?\\1", "bxb") == .match)
        #expect(try javaOutcome("([a-c])++x?\\1", "abx") == .noMatch)
        #expect(try javaOutcome("c*(?>(a|b))\\1", "cbb") == .match)
        #expect(try javaOutcome("c*(?>(a|b))\\1", "ccab") == .noMatch)
        #expect(try javaOutcome("(?:(a|b)x)++\\1", "axbxb") == .match)
        #expect(try javaOutcome("(?:(a|b)x)++\\1", "axbxa") == .noMatch)
        #expect(try javaOutcome(".(?<=(a))\\1", "aa") == .match)
        #expect(try javaOutcome("(?=(a|ab))\\1b*", "a") == .match)
        #expect(try javaOutcome("(?:(?>(a))x\\1)+", "axaaxa") == .match)
        // A possessive back reference keeps no group.
        #expect(try javaOutcome("(-)*(?:\\1*+){0}+x", "--x") == .match)
    }

    /// A path may reach the reference past a kept group without setting it: Java reads the text a
    /// failed path left (`(?:(?>(a|b))x)+\1` matches "axbxa": the `b` of an iteration that failed).
    @Test func aReferenceAPathMayReachWithoutTheGroupIsRefused() throws {
        for pattern in [
            "(?:(?>(a|b))x)+\\1", "(?:c|(?>(a|b)))\\1", "(?>(a)|b)\\1", "(?:(?=(a|ab))..)+\\1", "(?!(a))\\1",
            "(?>(a))?\\1", "(?>(?:(a)|b)\\1)", "(?:(a)b)?+x|\\1",
        ] {
            #expect(try isJavaUnsupported(pattern), "\(pattern)")
        }
    }

    /// Java's repetition of a capturing group with no choice in it (`GroupCurly`) does not set the
    /// group by an iteration past its minimum that matches nothing (`b(a{0})*\1` does not match
    /// "b"; PCRE2 sets it): refused where a back reference may read the group. Read where none
    /// can, for `?` (a `Branch` in Java), and for a group holding a choice (Java's `Loop`).
    @Test func aGroupAnEmptyIterationLeavesUnsetIsRefused() throws {
        for pattern in [
            "b(a{0})*\\1", "b(a{0}){0,3}\\1", "b()*\\1", "b(a{0})*?\\1", "b(a{0}){1,3}\\1", "b()+\\1",
            "\\u0663(?<g1>[A-Cx-x[0-9]]{0}?)*((?<g2>\\Z(?:.?+){2})?\\k<g1>)",
        ] {
            #expect(try isJavaUnsupported(pattern), "\(pattern)")
        }
        #expect(try javaOutcome("b(a{0})?\\1", "b") == .match)
        #expect(try javaOutcome("b(a{0}){2}\\1", "b") == .match)
        #expect(try javaOutcome("b(?:(a{0}))*\\1", "b") == .match)
        #expect(try javaOutcome("b(a?)*\\1", "b") == .match)
        #expect(try javaOutcome("(a{0})*b", "b") == .match)
    }
}
