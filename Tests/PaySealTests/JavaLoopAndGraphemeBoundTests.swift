import Testing

@testable import PaySeal

/// Java's `Loop` written out where it ends at an empty iteration (JavaPattern/Parser/Repetition.swift), and
/// `\b{g}` as Java 17 reads it before `matcher.last` moves (``JavaPatternParser/graphemeBoundary()``).
/// Each verdict is OpenJDK 17's, read with the Java oracle (Tests/java-oracle).
struct JavaLoopAndGraphemeBoundTests {
    /// An iteration that matched nothing ends Java's loop, below its minimum too.
    @Test func aLoopEndsAtItsFirstEmptyIteration() throws {
        #expect(try javaOutcome("(.|\\A){2,5}", "0") == .noMatch)
        #expect(try javaOutcome("(.|\\A){2,5}", "00") == .match)
        #expect(try javaOutcome("(.|\\A){2,5}", "000000") == .noMatch)
        #expect(try javaOutcome("x(?:a|\\b){3,}y", "xaaay") == .match)
        #expect(try javaOutcome("x(?:a|\\b){3,}y", "xaay") == .noMatch)
        // A possessive part matches nothing only where its first match is empty: the space is
        // taken, so no empty iteration comes before the "ς" one.
        #expect(try javaOutcome("(?:\\s?+ς*?){2,4}\\x20", "ς ") == .noMatch)
        #expect(try javaOutcome("(?:\\s?+ς*?){2,4}?\\x20", "ςς ") == .match)
        #expect(try javaOutcome("(?:a?|b){2,3}?c", "bbc") == .match)
    }

    /// Where the groups' text or the order of the matches counts, the loop is refused.
    @Test func aLoopWhoseGroupsOrOrderCountIsRefused() throws {
        for pattern in ["(.|\\A){2,5}\\1", "(?>(.|\\A){2,5})", "(?:x(.|\\A){2,5})++"] {
            #expect(try isJavaUnsupported(pattern), "\(pattern)")
        }
    }

    /// Before any repetition, look-around or atomic group, Java's `matcher.last` is 0: `\b{g}`
    /// holds at every position from the end of the first grapheme cluster on.
    @Test func aGraphemeBoundReadsFromTheFirstClusterEnd() throws {
        #expect(try javaOutcome("a\\b{g}b", "ab") == .match)
        #expect(try javaOutcome("ae\\b{g}\\u0301", "ae\u{301}") == .match)
        #expect(try javaOutcome("e\\b{g}\\u0301", "e\u{301}") == .noMatch)
        #expect(try javaOutcome("\\X\\b{g}\\X", "e\u{301}\u{301}") == .noMatch)
        #expect(try javaOutcome("(?i)ab\\b{g}c|d", "ABC") == .match)
        for pattern in ["\\u00c9{2,3}?\\b{g}\\u03c3", "\\b{g}*a", "(\\b{g}a)", "(a)?\\b{g}\\1", "(?=a)\\b{g}a"] {
            #expect(try isJavaUnsupported(pattern), "\(pattern)")
        }
    }

    /// The reading's named groups come before some of the pattern's: a back reference counts them.
    @Test func aBackReferenceCountsTheReadingsOwnGroups() throws {
        #expect(try javaOutcome("(x)(?:a|\\b){2,}y\\1", "xaayx") == .match)
        #expect(try javaOutcome("(x)(?:a|\\b){2,}y\\1", "xyx") == .noMatch)
        #expect(try javaOutcome("(?:a|\\b){2,}(x)y\\1", "xyx") == .match)
        #expect(try javaOutcome("(a)\\b{g}b\\1", "aba") == .match)
        #expect(try javaOutcome("a\\b{g}(b)\\1", "abb") == .match)
        #expect(try javaOutcome("a\\b{g}(b)\\1", "ab") == .noMatch)
    }
}
