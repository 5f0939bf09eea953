import Foundation
import Testing

@testable import PaySeal

#if canImport(CPCRE2)
import CPCRE2
#endif

/// The reading's syntax tree (JavaReading.swift): read once, its back references numbered when it
/// is printed, printed for each engine, its look-behinds counted on it. Verdicts are OpenJDK 17's,
/// read with the Java oracle (Tests/java-oracle).
struct JavaReadingTests {
    func reading(_ java: String) throws -> JavaPattern.Reading {
        guard case .reading(let reading) = JavaPattern.translate(java) else { throw ReadingMissing() }
        return reading
    }

    struct ReadingMissing: Error {}

    /// A back reference to a group defined later keeps the group's number, and one to a group the
    /// pattern never defines never matches; both known from one reading.
    @Test func referencesAreNumberedOnceEveryGroupIsKnown() throws {
        #expect(try reading("(?:\\2|b(a))*(x)").pcre2 == "(?:(?:\\g{2})|b(a))*(x)")
        #expect(try reading("(a)\\2").pcre2 == "(a)" + JavaPatternText.nothing)
        #expect(try javaOutcome("(?:\\2|b(a))*(x)", "bax") == .match)
        #expect(try javaOutcome("(a)\\2", "aa") == .noMatch)
        // Java's Loop written out adds three named groups before the groups after it.
        let loop = try reading("(?:a|\\A){2,3}(b)\\1")
        #expect(loop.pcre2.hasSuffix("(b)(?:\\g{4})"))
        #expect(try javaOutcome("(?:a|\\A){2,3}(b)\\1", "aabb") == .match)
        #expect(try javaOutcome("(?:a|\\A){2,3}(b)\\1", "aab") == .noMatch)
    }

    /// A repetition's quantifier is typed in the tree (counts and mode, read once by the parser, asked
    /// by the walkers as numbers) and spelled only by the printers, as PCRE2 and ICU both read it:
    /// a lazy `*?` or `+?` on a group with braces, a `??` in a look-ahead inside a look-behind
    /// as `{0,1}?`, an unbounded count there counted to the look-behind's reach.
    @Test func quantifiersAreTypedAndOnlyThePrintersSpellThem() throws {
        func quantifier(_ java: String) throws -> JavaReading.Quantifier? {
            guard case .repetition(_, let quantifier) = try reading(java).tree else { return nil }
            return quantifier
        }
        #expect(try quantifier("a{2,5}?") == JavaReading.Quantifier(min: 2, max: 5, mode: .lazy, braces: true))
        #expect(try quantifier("a*+") == JavaReading.Quantifier(min: 0, max: nil, mode: .possessive))
        #expect(try quantifier("a{3,3}") == .exactly(3))
        #expect(try quantifier("a{2,}")?.high == Int32.max)
        #expect(try quantifier("a{0,1}+")?.isQues == true && quantifier("a??")?.isQues == true)
        for (java, printed) in [
            ("a{2,5}?", "a{2,5}?"), ("a*+", "a*+"), ("a{3,3}", "a{3}"), ("a??", "a??"), ("a{0,1}", "a{0,1}"), ("a{2,}", "a{2,}"),
            ("(?:ab)*?", "(?:ab){0,}?"), ("(?:ab)+?", "(?:ab){1,}?"), ("b(?<=(?=a*?))", "b(?<=(?=a{0,32}?))"),
            ("b(?<=(?=a??))", "b(?<=(?=a{0,1}?))"), ("(?:ab){0}c", "(?:(?!)(?:(?:ab)))?c"),
        ] {
            let read = try reading(java)
            #expect(read.pcre2 == printed, "\(java)")
            #expect(read.icu == printed, "\(java)")
        }
    }

    /// ICU's spelling differs from PCRE2's in the back reference alone; a script is written
    /// `\p{sc=…}` for both.
    @Test func eachEngineGetsItsOwnSpelling() throws {
        let both = try reading("(a)\\1\\p{IsGreek}(?i)\\1")
        #expect(both.pcre2 == "(a)(?:\\g{1})[\\p{sc=GREEK}](?i:\\g{1})")
        #expect(both.icu == "(a)(?:\\1)[\\p{sc=GREEK}](?i:\\1)")
        #expect(try javaOutcome("(a)\\1\\p{IsGreek}(?i)\\1", "aaαa") == .match)
        #expect(try javaOutcome("(a)\\1\\p{IsGreek}(?i)\\1", "aaaa") == .noMatch)
        #expect(try javaOutcome("(a)\\1\\p{IsGreek}(?i)\\1", "aaαA") == .match)
    }

    /// The compile budget's look-behinds and property classes and the nesting the engines allow,
    /// counted on the tree, are those of the printed reading: every pattern of the Java oracle's corpus and of the Java
    /// pattern vectors.
    @Test func theTreeCountsThePrintedLookBehindsAndNesting() throws {
        var read = 0, withLookBehinds = 0, withPropertyClasses = 0
        for pattern in try corpusAndVectorPatterns() {
            guard case .reading(let reading) = JavaPattern.translate(pattern) else { continue }
            read += 1
            let printed = PatternCompileCost.lookBehindCount(Array(reading.pcre2.utf8))
            #expect(reading.tree.lookBehinds == printed, "\(pattern)")
            #expect(reading.cost.lookBehindWork == printed * printed)
            #expect(reading.depth == PatternCompileCost.nestingDepth(Array(reading.pcre2.utf8)), "\(pattern)")
            if printed > 0 { withLookBehinds += 1 }
            let properties = PatternCompileCost.propertyClassCount(Array(reading.pcre2.utf8))
            #expect(reading.tree.propertyClasses == properties, "\(pattern)")
            #expect(reading.cost.propertyClassWork == properties, "\(pattern)")
            if properties > 0 { withPropertyClasses += 1 }
        }
        #expect(read > 500 && withLookBehinds > 100, "\(read) read, \(withLookBehinds) with look-behinds")
        #expect(withPropertyClasses > 100, "\(withPropertyClasses) with property classes")
    }

    /// A look-behind of several lengths is written again from its tree, one top-level branch per
    /// length, shortest first; a branch all of whose readings are longer than Java's window drops
    /// out (`\R{0}` keeps its `\R` behind a branch never taken, and its `\r\n` is longer than
    /// the window's 1), so PCRE2 compiles what it would otherwise refuse.
    @Test func aLookBehindIsWrittenAgainFromItsTree() throws {
        #expect(try reading(".(?<=a{1,2}b)").pcre2 == "[^\\n\\r\\x{85}\\x{2028}\\x{2029}](?<=ab|a{2}b)")
        #expect(try javaOutcome(".(?<=a{1,2}b)", "b") == .noMatch)
        let dropped = try reading("b?(?<=b?|\\R{0})a").pcre2
        #expect(dropped.contains("(?:(?!)(?:(?:[\\n") && !dropped.contains("\\r\\n"), "\(dropped)")
        for (value, java) in [("a", true), ("ba", true), ("bba", false), ("\na", false), ("b\na", false)] {
            #expect(try javaOutcome("b?(?<=b?|\\R{0})a", value) == (java ? .match : .noMatch), "\(value)")
        }
    }

    /// Whether a look-behind has fixed-length branches, judged on the tree (what the portable
    /// engine refuses, so that both engines give one verdict), is what PCRE2 itself says
    /// (PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH) on the system engine, and what the scan of the
    /// text says on the portable one, for every pattern of the corpus and the vectors.
    @Test func aLookBehindIsJudgedOnTheTreeAsTheEngineJudgesIt() throws {
        var judged = 0, notFixed = 0
        for pattern in try corpusAndVectorPatterns() + Self.unwrittenLookBehinds {
            guard case .reading(let reading) = JavaPattern.translate(pattern) else { continue }
            judged += 1
            if !reading.tree.lookBehindsFixed { notFixed += 1 }
            #if canImport(CPCRE2)
            var code: Int32 = 0, offset = 0
            let bytes = Array(reading.pcre2.utf8)
            let program = bytes.withUnsafeBufferPointer { pcre2_compile_8($0.baseAddress, $0.count, UInt32(PCRE2_UTF), &code, &offset, nil) }
            if let program { pcre2_code_free_8(program) }
            let refused = program == nil && code == PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH
            #expect(reading.tree.lookBehindsFixed == !refused, "\(pattern)")
            #else
            #expect(reading.tree.lookBehindsFixed == LookBehindLength.allFixed(reading.icu), "\(pattern)")
            #endif
        }
        #expect(judged > 500 && notFixed == Self.unwrittenLookBehinds.count, "\(judged) judged, \(notFixed) not fixed")
        // The engine refuses the reading (`unsupportedPattern`), each engine for itself.
        for pattern in Self.unwrittenLookBehinds { #expect(try PatternMatcher.compiledJava(pattern).code == nil, "\(pattern)") }
    }

    /// Look-behinds Java reads that the expansion cannot write with fixed branches (too many
    /// bytes, a possessive repetition of several lengths, `\X`, ...): found by the random
    /// differential (Tests/java-oracle/random_patterns.py), `unsupportedPattern` on both engines.
    static let unwrittenLookBehinds = [
        #"(?iu-s)(?<!\b\Q1\E{1,})"#, #"(?<!(?=\b)\p{Space}*+\d?+)"#, #"(?<=\b\s{1,}?)\QXa.\E[\u212aΣ]"#,
        #"(?x)(?<!\B\r*+)\p{javaUpperCase}{2}"#, #"(?iu)(?<=(?:\v++){2,3}+)\Q \E\p{IsGreek}"#,
        #"(?<=-+\Q \E\R\B|(?:[Cb-ec-d]?)++|.?)\X"#, #"[^é-îa-e]{0,}(?<=(?:[2a-b\u212a]{0,1})++ſ)"#,
        #"(?<=(?<=\p{IsGreek}{1,3}(?:\t?){2,3}+)\t{1,}\A)"#, #"(?<!(z*)*+-{2}|[\p{Nd}]*+\x{1d400})\p{Digit}ж\z++"#,
        #"_A++(?<=\u03c3{1,}\u212a+\p{M}{0,}\Z{2,4}?)\p{Lower}"#,
    ]

    private func corpusAndVectorPatterns() throws -> [String] {
        let corpusPath = URL(fileURLWithPath: vectorsDirectory).deletingLastPathComponent().appendingPathComponent("Tests/java-oracle/corpus.json")
        let corpus = try JSONSerialization.jsonObject(with: try Data(contentsOf: corpusPath)) as? [String: Any]
        let vectors = try JSONDecoder().decode(PatternVectors.self, from: try Data(contentsOf: URL(fileURLWithPath: "\(vectorsDirectory)/validation.java-patterns.json")))
        return (corpus?["patterns"] as? [String] ?? []) + vectors.cases.map(\.data_restrictions.validators.regularExpression.regularExpression)
    }

    private struct PatternVectors: Decodable {
        struct Case: Decodable {
            struct Restrictions: Decodable {
                struct Validators: Decodable {
                    struct Rule: Decodable { let regularExpression: String }
                    let regularExpression: Rule
                }
                let validators: Validators
            }
            let data_restrictions: Restrictions
        }
        let cases: [Case]
    }
}
