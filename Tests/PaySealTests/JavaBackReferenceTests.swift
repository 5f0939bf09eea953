import Testing

@testable import PaySeal

/// Back references to groups Java keeps when it backtracks out of an atomic group, a possessive
/// repetition or a look-around (JavaPattern/Parser/CapturedGroups.swift). Each verdict is OpenJDK 17's, read
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
        #expect(try javaOutcome("b(a?)*\\1", "b") == .match)
        #expect(try javaOutcome("(a{0})*b", "b") == .match)
    }

    /// Java's `GroupCurly` matches each iteration of a group with no choice in it as a whole: a
    /// group inside keeps the text of an iteration the repetition then gives back, or that a
    /// later failure backtracks out of (PCRE2 restores it), as after an atomic group. Refused
    /// where a back reference may read such a text; the repeated group itself is set to the
    /// iterations kept, and `?` is Java's `Branch`. Java's verdicts are in the comments.
    @Test func aGroupInsideAGroupCurlyKeepsAGivenBackIterationIsRefused() throws {
        for pattern in [
            "(?:(a){2})*\\1{2}?C",  // "aaC": Java matches, reading "a" after backing off to no iteration
            "(?:([ab])x){1,2}\\1.*",  // "axbxa": Java matches, \1 reading the given-back "b"
            "(?:(?:(a)b){1}c|ab)\\1",  // "aba": Java matches, after the first branch failed
            "b(?:(a{0}))*\\1",  // alike in Java and PCRE2 on "b", refused all the same (fail closed)
        ] {
            #expect(try isJavaUnsupported(pattern), "\(pattern)")
        }
        #expect(try javaOutcome("([ab]x){1,2}\\1", "axbxbx") == .match)
        #expect(try javaOutcome("([ab]x){1,2}\\1", "axbxax") == .noMatch)
        #expect(try javaOutcome("(?:(a)){1}\\1", "aa") == .match)
        #expect(try javaOutcome("(?:(a)b)?\\1", "aba") == .match)
    }
}
