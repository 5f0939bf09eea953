import Testing

@testable import PaySeal

/// The translation of the server's Java patterns (docs/card-input.md, "Server patterns: Java's
/// reading"); the Java oracle (make test-java-oracle) compares the whole reading with Java itself.
struct JavaPatternTests {
    func pcre2(_ java: String) -> String? {
        if case .reading(let reading) = JavaPattern.translate(java) { return reading.pcre2 }
        return nil
    }

    func errorsJSON(_ errors: [ValidationError]) -> String {
        String(decoding: ValidationError.jsonArray(errors), as: UTF8.self)
    }

    @Test func escapesBecomeCodePoints() {
        #expect(pcre2("[\\u0030-\\u0039]+") == "[0-9]+")
        #expect(pcre2("\\u0041\\u00e9") == "A\\x{e9}")
        #expect(pcre2("\\uD83D\\uDE00") == "\\x{1f600}")
        #expect(pcre2("\\0101\\x41\\x{42}\\cA") == "AAB\\x{1}")
        #expect(pcre2("a.b") == "a[^\\n\\r\\x{85}\\x{2028}\\x{2029}]b")
    }

    @Test func caseInsensitivityIsASCIIOnly() throws {
        #expect(pcre2("(?i)k") == "[kK]")
        #expect(pcre2("(?i)é") == "\\x{e9}")
        #expect(try javaOutcome("(?i)k+", "kK") == .match)
        #expect(try javaOutcome("(?i)k+", "\u{212A}") == .noMatch)
        #expect(try javaOutcome("(?i)[a-zé]+", "Émile") == .noMatch)
        #expect(try javaOutcome("(?iu)k", "\u{212A}") == .match)
        #expect(try javaOutcome("a(?i)b", "aB") == .match)
        #expect(try javaOutcome("(a(?i)b)c", "aBC") == .noMatch)
    }

    @Test func lineTerminatorsAreJavas() throws {
        #expect(try javaOutcome(".*", "a\rb") == .noMatch)
        #expect(try javaOutcome(".*", "a\u{2028}b") == .noMatch)
        #expect(try javaOutcome("(?d).*", "a\rb") == .match)
        #expect(try javaOutcome("(?s).*", "a\nb") == .match)
        #expect(try javaOutcome("a$\\r\\n", "a\r\n") == .match)
        #expect(try javaOutcome("a$\\n", "a\r\n") == .noMatch)
        #expect(try javaOutcome("\\R\\n", "\r\n") == .match)  // \R gives back the \n
        #expect(try javaOutcome("\\R{1,3}\\R", "\r\n") == .noMatch)  // but not when repeated
    }

    @Test func classesFollowJavasSetAlgebra() throws {
        #expect(try javaOutcome("[a-c[x-z]]+", "ay") == .match)
        #expect(try javaOutcome("[a-z&&[^aeiou]]+", "bcd") == .match)
        #expect(try javaOutcome("[a-z&&[^aeiou]]+", "bad") == .noMatch)
        #expect(try javaOutcome("[^a-c[x-z]]", "y") == .noMatch)
        #expect(try javaOutcome("[[:alpha:]]+", "ahp:") == .match)
        #expect(try javaOutcome("[[:alpha:]]+", "b") == .noMatch)
        #expect(try javaOutcome("[]a]+", "]a") == .match)
    }

    @Test func propertiesAreJavas() throws {
        #expect(try javaOutcome("\\p{Alpha}+", "José") == .noMatch)
        #expect(try javaOutcome("\\p{IsAlpha}+", "José") == .match)
        #expect(try javaOutcome("\\p{Punct}", "!") == .match)
        #expect(try javaOutcome("\\p{javaLowerCase}+", "é") == .match)
        #expect(try javaOutcome("\\p{IsLatin}+", "Émile") == .match)
        #expect(try javaOutcome("\\p{InGreek}+", "Ωα") == .match)
        #expect(try javaOutcome("\\p{sc=Grek}+", "Ω") == .match)
        #expect(try javaOutcome("(?i)\\p{Lu}", "a") == .match)
        #expect(try javaOutcome("\\w+", "José") == .noMatch)
        #expect(try javaOutcome("(?U)\\w+", "José") == .match)
        #expect(try javaOutcome("(?U)\\p{alpha}+", "José") == .match)
        #expect(try javaOutcome("(?U)(?-U)\\d", "١") == .noMatch)
    }

    @Test func quantifiersReadAsJavaDoes() {
        #expect(pcre2("x{2}{3}") == "x{2}")
        #expect(pcre2("a*+b??c{1,3}+") == "a*+b??c{1,3}+")
        #expect(pcre2("\\Qa.\\E*") == "a\\x{2e}*")
        #expect(JavaPattern.translate("a{,3}") == .invalid("Illegal repetition"))
        #expect(JavaPattern.translate("a**") == .invalid("Dangling meta character '*'"))
        #expect(JavaPattern.translate("(*UTF)a") == .invalid("Dangling meta character '*'"))
    }

    @Test func backReferences() throws {
        #expect(try javaOutcome("(a)(b)\\2\\1", "abba") == .match)
        #expect(try javaOutcome("(a)\\10", "aa0") == .match)
        #expect(try javaOutcome("(?<n>a)\\k<n>", "aa") == .match)
        #expect(try javaOutcome("\\2(a)", "a") == .noMatch)
    }

    @Test func unsupportedConstructsFailClosed() throws {
        for pattern in [
            "a+\\b{g}", "(?c)a", ".*(?<=a{0,3}\\X)b", "\\N{LATIN SMALL LETTER A}",
            "\\p{javaJavaIdentifierStart}", "\\p{InLatin-1 Supplement}", "[a&&]", "a{70000}",
            String(repeating: "(", count: 60_000), String(repeating: "[", count: 60_000),
        ] {
            guard case .unsupported = try PatternMatcher.compiledJava(pattern) else {
                Issue.record("\(pattern.prefix(20)) is not unsupported")
                continue
            }
        }
        let rule = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":"a+\\b{g}"}}}"#.utf8))
        #expect(errorsJSON(rule.validate("b", today: try YearMonth(year: 2026, month: 1))).contains("unsupportedPattern"))
    }

    @Test func aLookBehindJavaReadsInUTF16UnitsRefusesAstralValues() throws {
        let today = try YearMonth(year: 2026, month: 1)
        // Java steps back into 𝐀's surrogate pair, whose low surrogate is no letter: no match.
        let units = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":".(?<!\\P{L})"}}}"#.utf8))
        #expect(errorsJSON(units.validate("𝐀", today: today)).contains("matchLimit"))
        #expect(units.validate("a", today: today).isEmpty)
        // A character past U+FFFF after the look-behind's start: Java reads it by code points.
        let points = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":".(?<!\\P{L})😀?"}}}"#.utf8))
        #expect(points.validate("𝐀", today: today).isEmpty)
    }

    @Test func aBackReferenceUnderCaseInsensitivityRefusesNonASCIIValues() throws {
        let today = try YearMonth(year: 2026, month: 1)
        let rule = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":"(?i)(.)\\1"}}}"#.utf8))
        #expect(rule.validate("aA", today: today).isEmpty)
        #expect(!rule.validate("xY", today: today).isEmpty)
        // Java: é and É differ (ASCII letters only); Unicode's case folding would pair them.
        #expect(errorsJSON(rule.validate("éÉ", today: today)).contains("matchLimit"))
    }

    /// Java tries every start a bounded look-behind allows; PCRE2 10.42 compiles only branches of
    /// one length each, so the reading lists them (LookBehindExpansion). Java's verdicts.
    @Test func aBoundedLookBehindIsReadAtEachLength() throws {
        #expect(try javaOutcome(".+(?<=a{1,2})", "aa") == .match)
        #expect(try javaOutcome(".+(?<=a{1,2})", "b") == .noMatch)
        // A possessive repetition keeps its longest run, even past the look-behind's end.
        #expect(try javaOutcome(".*(?<=a\\w{1,3}+b)", "axb") == .noMatch)
        #expect(try javaOutcome(".*(?<=a\\w{1,3}b)", "axb") == .match)
        // An atomic group keeps its first branch that matches.
        #expect(try javaOutcome(".*(?<=(?>a|ab)c)x", "abcx") == .noMatch)
        #expect(try javaOutcome(".*(?<=(?:a|ab)c)x", "abcx") == .match)
        // A group holding a choice, repeated, is Java's Loop: no obvious maximum length.
        #expect(JavaPattern.translate("(?<=(?:a|bc){1,2})x") == .invalid("Look-behind group does not have an obvious maximum length"))
        #expect(JavaPattern.translate("(?<=(?:a|bc)?)x") != .invalid("Look-behind group does not have an obvious maximum length"))
    }

    /// Inside a look-behind, an atomic group or a possessive repetition is read by its first
    /// match: parts that keep theirs one after the other, a repetition of one iteration by
    /// iteration, each its first match (one that matches nothing ends it). OpenJDK 17's verdicts.
    @Test func aLookBehindReadsAFirstMatchPartByPart() throws {
        #expect(try javaOutcome(".*(?<=(?>a{1,2}+b)c)x", "aabcx") == .match)
        #expect(try javaOutcome(".*(?<=(?>a{1,2}+b)c)x", "bcx") == .noMatch)
        #expect(try javaOutcome(".*(?<=(?>a{1,2}+a)b)x", "aabx") == .noMatch)
        #expect(try javaOutcome(".*(?<=(?:ab?){1,2}+b)x", "abx") == .noMatch)
        #expect(try javaOutcome(".*(?<=(?:ab?){1,2}+c)x", "abacx") == .match)
        #expect(try javaOutcome(".*(?<=(?:a?){2,3}+c)x", "aaaacx") == .match)
        #expect(try javaOutcome(".*(?<=(?:a?){2,3}+a)x", "aax") == .noMatch)
        #expect(try javaOutcome(".*(?<=x(?>(?:a|bc)?+d))y", "xbcdy") == .match)
        #expect(try javaOutcome(".*(?<=x(?>(?:a|bc)?+d))y", "xbdy") == .noMatch)
        #expect(try javaOutcome(".*(?<=(?>(?:a|ab)?+b)c)x", "abcx") == .match)
        // A greedy part that could give characters back to what follows it: still refused.
        let refused = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":".*(?<=(?>a{1,2}a)b)x"}}}"#.utf8))
        #expect(errorsJSON(refused.validate("aabx", today: try YearMonth(year: 2026, month: 1))).contains("unsupportedPattern"))
    }

    /// Java tries the starts its `TreeInfo` arithmetic allows (32-bit, wrapping): every one for
    /// `(?<=a+)`, none for `(?<=b*c*)` (2 x MAX_VALUE wraps to -2). PaySeal reads such a
    /// look-behind back over 32 characters and refuses longer values. Java's verdicts.
    @Test func anUnboundedLookBehindIsReadAsJavaBoundsIt() throws {
        let today = try YearMonth(year: 2026, month: 1)
        let rule = try DataRestrictions(json: Array(#"{"validators":{"regularExpression":{"regularExpression":".+(?<=a+)"}}}"#.utf8))
        #expect(rule.validate("aa", today: today).isEmpty)
        #expect(!rule.validate("ab", today: today).isEmpty)
        #expect(errorsJSON(rule.validate(String(repeating: "a", count: 33), today: today)).contains("matchLimit"))
        #expect(try javaOutcome("(?<=b*c*)x", "x") == .noMatch)
        #expect(try javaOutcome(".*(?<=ab*c)x", "abbcx") == .match)
        #expect(JavaPattern.translate(".*(?<=a(?:bc)+)x") == .invalid("Look-behind group does not have an obvious maximum length"))
        // A cluster counts as at least one character and at most none: this window is empty.
        #expect(try javaOutcome(".(?<=\\X)a", "ba") == .noMatch)
    }

    /// PCRE2 10.42 makes a repetition before an atomic group that is only an optional group
    /// possessive (its auto-possessification); the reading's empty last branch stops it.
    @Test func aRepetitionBeforeAnOptionalPossessiveGroupGivesBack() throws {
        #expect(try javaOutcome("\\d+(?:-\\d+)?+\\d", "123") == .match)
        #expect(try javaOutcome("a +(?>(?:1)?) ", "a  ") == .match)
        #expect(try javaOutcome("(?>a?)b", "b") == .match)
    }

    /// Java's Loop ends at an iteration that matched nothing, below its minimum too: a group with
    /// a choice that can match nothing at some positions, repeated at least twice, is refused
    /// where a back reference may read its group (JavaLoopAndGraphemeBoundTests: read elsewhere).
    @Test func aLoopThatCanEndEmptyIsUnsupportedWithABackReference() throws {
        guard case .unsupported = try PatternMatcher.compiledJava("(.|\\A){2,5}\\1") else {
            Issue.record("read")
            return
        }
        #expect(try javaOutcome("(?:a|b?){2,3}c", "c") == .match)  // nothing anywhere: read alike
        #expect(try javaOutcome("(a|)+b", "b") == .match)
    }

    /// Java repeats a group without a choice in it (GroupCurly) keeping each iteration's first
    /// match; one with a choice (Loop) returns into iterations, `\R`'s too. Java's verdicts.
    @Test func aRepeatedGroupHoldingALineBreak() throws {
        #expect(try javaOutcome("(?:a\\R)+\\n", "a\r\n") == .noMatch)
        #expect(try javaOutcome("(?:a|b\\R)+\\n", "b\r\n") == .match)
        #expect(try javaOutcome("(?:a\\R)?\\n", "a\r\n") == .match)
    }
}
