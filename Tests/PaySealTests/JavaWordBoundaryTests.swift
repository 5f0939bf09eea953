import Testing

@testable import PaySeal

/// Java's `\b` and `\B` (JavaWordBoundary.swift). Each expected verdict is OpenJDK 17's
/// `Pattern.compile(p).matcher(v).matches()` on the same pattern and value.
struct JavaWordBoundaryTests {
    func matches(_ java: String, _ value: String) throws -> Bool? {
        let quoted = String(java.flatMap { $0 == "\\" ? ["\\", "\\"] : [$0] })  // the patterns hold no quote
        let rule = try DataRestrictions(
            json: Array(#"{"validators":{"regularExpression":{"regularExpression":""#.utf8)
                + Array(quoted.utf8) + Array(#""}}}"#.utf8))
        let errors = rule.validate(value, today: try YearMonth(year: 2026, month: 1))
        if errors.isEmpty { return true }
        return errors.first?.params.isEmpty == true ? false : nil
    }

    @Test func javaVerdicts() throws {
        let java17: [(String, String, Bool)] = [
            ("é\\b", "é", true), ("a\\b\\u0301", "a\u{301}", false), ("a\\u0301\\b", "a\u{301}", true),
            ("a\\u0301\\B", "a\u{301}", false), ("-\\b\\u0301", "-\u{301}", false), ("-\\u0301\\b", "-\u{301}", false),
            ("\\b\\u0301", "\u{301}", false),
            // A base outside the Basic Multilingual Plane: Java's scan back reads its low surrogate.
            ("\\x{1d400}\\u0301\\b", "\u{1D400}\u{301}", false), ("\\x{1d400}\\u0301\\B", "\u{1D400}\u{301}", true),
            // A mark outside it: no word character on its left side, one on its right.
            ("a\\x{1d167}\\b", "a\u{1D167}", false), ("a\\b\\x{1d167}", "a\u{1D167}", false),
            ("a\\B\\x{1d167}", "a\u{1D167}", true),
            ("(?U)a\\u0301\\b", "a\u{301}", true), ("(?U)-\\b\\u0301", "-\u{301}", true), ("\\b_\\b", "_", true),
            ("a\\b{2}", "a", true), ("\\Bb", "b", false), ("1\\b٣", "1٣", false),
            ("x\\u0301\\u0301\\u0301\\b", "x\u{301}\u{301}\u{301}", true), ("\\b中\\b", "中", true),
        ]
        for (pattern, value, expected) in java17 {
            #expect(try matches(pattern, value) == expected, "\(pattern)")
        }
    }

    @Test func aLongerRunOfMarksIsNotMatched() throws {
        let marks = String(repeating: "\u{301}", count: JavaWordBoundary.maximumMarkRun)
        #expect(try matches("x\\p{Mn}*\\b", "x" + marks) == true)
        #expect(try matches("x\\p{Mn}*\\b", "x" + marks + "\u{301}") == nil)  // matchLimit
        #expect(try matches("(?U)x\\p{Mn}*\\b", "x" + marks + "\u{301}") == true)  // (?U): no scan back
    }

    @Test func graphemeBoundaryAfterARepetitionIsUnsupportedAndItsTypoInvalid() throws {
        guard case .unsupported = JavaPattern.translate("a+\\b{g}") else {
            Issue.record("read")
            return
        }
        #expect(JavaPattern.translate("a\\b{gx") == .invalid("Illegal/unsupported escape sequence"))
    }
}

/// What Java 17 refuses or reads first, whatever PaySeal could or could not express.
struct JavaPatternPrecedenceTests {
    @Test func aSyntaxErrorAfterAnUnexpressibleConstructIsInvalid() {
        #expect(JavaPattern.translate("(?c") == .invalid("Unknown inline modifier"))
        #expect(JavaPattern.translate("\\X(") == .invalid("Unclosed group"))
        #expect(JavaPattern.translate("[&&]") == .invalid("Bad class syntax"))
        #expect(JavaPattern.translate("(?<=a?\\X)") == .unsupported("\\X in a look-behind: Java counts a grapheme cluster as at least one character and at most none"))
        #expect(JavaPattern.translate("(?<=a?\\X)(") == .invalid("Unclosed group"))
    }

    @Test func aBackReferenceInALookBehindIsInvalidAsInJava() {
        let refused = JavaPattern.Translation.invalid("Look-behind group does not have an obvious maximum length")
        #expect(JavaPattern.translate("(a)(?<=\\1)") == refused)
        #expect(JavaPattern.translate("(?<n>a)(?<!\\k<n>)b") == refused)
        #expect(JavaPattern.translate("(a)(?<=a(?<=\\1))") == refused)
        // Java accepts one in a look-ahead inside a look-behind; ICU cannot compile it: both refuse.
        #expect(JavaPattern.translate("(a)(?<=(?=\\1)a)") == .unsupported(JavaPatternParser.backReferenceInLookAheadInLookBehind))
        #expect(JavaPattern.translate("(?<=(?=\\X)a)") == .unsupported(JavaPatternParser.graphemeInLookAheadInLookBehind))
        // An unbounded repetition there is counted to the look-behind reach, longer values refused.
        guard case .reading(let reading) = JavaPattern.translate("(?<=(?=a+)a)") else {
            Issue.record("not read")
            return
        }
        #expect(reading.pcre2 == "(?<=(?=a{1,32})a)")
        #expect(reading.unreadable == [.astral, .longValues])
    }
}
