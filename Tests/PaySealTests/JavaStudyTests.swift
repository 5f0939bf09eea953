import Testing

@testable import PaySeal

/// Java's `TreeInfo` of a look-behind (JavaStudy.swift), node by node, and what it makes of
/// patterns; each pattern's verdict was checked against OpenJDK 17 (Tests/java-oracle).
struct JavaStudyTests {
    let character = JavaStudyNode.fixed(min: 1, max: 1)

    @Test func repetitionsOfACharacterAddMaxValueUnchecked() {
        // (?<=a*): every start is tried; (?<=b*c*): 2 x MAX_VALUE wraps to -2.
        #expect(JavaTreeInfo.of([.greedyCharacter(min: 0)]) == JavaTreeInfo(minLength: 0, maxLength: Int32.max, maxValid: true))
        #expect(JavaTreeInfo.of([.greedyCharacter(min: 0), .greedyCharacter(min: 0)]).maxLength == -2)
    }

    @Test func aGroupsRepetitionChecksItsProductAgainstWhatCameBefore() {
        let plus = JavaStudyNode.curly([character], min: 1, max: Int32.max)
        #expect(JavaTreeInfo.of([plus]).maxValid)  // (?<=(?:c)+)
        #expect(!JavaTreeInfo.of([character, plus]).maxValid)  // (?<=a(?:c)+): refused by Java
        // After a Branch the rest is studied from zero: (?<=(?:a|b)(?:c)+) is accepted.
        #expect(JavaTreeInfo.of([.branch([[character], [character]]), plus]).maxValid)
    }

    @Test func aQuestionMarkKeepsTheMinimumAndABranchTakesTheExtremes() {
        #expect(JavaTreeInfo.of([.ques([character]), character]) == JavaTreeInfo(minLength: 1, maxLength: 2, maxValid: true))
        let info = JavaTreeInfo.of([.branch([[character, character], [], [character]])])
        #expect(info == JavaTreeInfo(minLength: 0, maxLength: 2, maxValid: true))
        #expect(JavaTreeInfo.of([.grapheme, character]) == JavaTreeInfo(minLength: 2, maxLength: 1, maxValid: true))
        #expect(!JavaTreeInfo.of([character, .unbounded]).maxValid)
    }

    @Test func theParserRecordsJavasNodes() throws {
        #expect(JavaPattern.translate(".*(?<=(?:a|b)(?:c)+)x") != .invalid("Look-behind group does not have an obvious maximum length"))
        #expect(JavaPattern.translate(".*(?<=a(?:c)+)x") == .invalid("Look-behind group does not have an obvious maximum length"))
        // A look-behind's capturing group is read as a plain one when no back reference exists.
        guard case .reading(let reading) = JavaPattern.translate(".*(?<=(a|bc))x") else {
            Issue.record("not read")
            return
        }
        let text = reading.pcre2
        #expect(text.hasSuffix("(?<=(?:a)|(?:bc))x"))
        // With one, it stays as it is, and PCRE2 cannot compile it.
        #expect(try PatternMatcher.compiledJava("(a)\\1.*(?<=(a|bc))x").code == nil)
    }

    /// A body whose parts of several lengths come before a long tail of one length (`\b`'s
    /// reading, 3 KB) is read as a look-behind of the head, then the tail once. Java's verdicts.
    @Test func aLongTailOfOneLengthIsWrittenOnce() throws {
        guard case .reading(let reading) = JavaPattern.translate(".*(?<=a{1,8}b\\b)") else {
            Issue.record("not read")
            return
        }
        let text = reading.pcre2
        #expect(text.utf8.count < 8_000)
        let matches: [(String, String, Bool)] = [
            (".*(?<=a{1,8}b\\b)", "xaab", true), (".*(?<=a{1,8}b\\b)", "abc", false),
            ("..(?<!a{0,3}\\bc)", "ac", true), ("x*(?<=a{0,3}\\b)y", "y", true),
        ]
        for (pattern, value, expected) in matches {
            #expect(try javaOutcome(pattern, value) == (expected ? .match : .noMatch), "\(pattern) on \(value)")
        }
    }

    /// What ICU (the portable engine) refuses inside a look-behind is written so that it compiles
    /// there too, with PCRE2's same meaning: a lazy `??` in a look-ahead (`{0,1}?`), and the
    /// branches an atomic group's later branch must not match, with an unbounded repetition
    /// counted to 32 (`(?>b{2,}|a)`). A part repeated as often as it matches, then again, has
    /// no reading (`(?>a{2,}+){2,3}` never holds), instead of too many to write. Java's verdicts;
    /// `swift test` runs this on each backend.
    @Test func lookBehindsBothEnginesCompile() throws {
        let matches: [(String, [(String, Bool)])] = [
            ("[a-z]+(?<=(?!a??b)[a-z])", [("ab", false), ("ba", true), ("abc", true), ("bab", false)]),
            ("[a-z]+(?<=(?=[ab]??c)[a-z]{2})", [("abc", true), ("ab", false), ("cab", false)]),
            ("a+(?<=(?>b{2,})?+a)", [("a", true), ("aab", false)]),
            ("[ab]+(?<=(?>b{2,}|a)b)", [("ab", true), ("aab", true), ("bab", true), ("bbb", false), ("ba", false)]),
            ("[a-z]*(?<=(?>a{2,}+){2,3})", [("aaaa", false), ("aaaaaa", false), ("x", false)]),
        ]
        for (pattern, values) in matches {
            for (value, expected) in values {
                #expect(try javaOutcome(pattern, value) == (expected ? .match : .noMatch), "\(pattern) on \(value)")
            }
        }
    }
}
