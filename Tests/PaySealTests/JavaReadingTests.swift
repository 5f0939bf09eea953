import Foundation
import Testing

@testable import PaySeal

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

    /// The compile budget's look-behinds and the nesting the engines allow, counted on the tree,
    /// are those of the printed reading: every pattern of the Java oracle's corpus and of the Java
    /// pattern vectors.
    @Test func theTreeCountsThePrintedLookBehindsAndNesting() throws {
        var patterns: [String] = []
        let corpusPath = URL(fileURLWithPath: vectorsDirectory).deletingLastPathComponent().appendingPathComponent("Tests/java-oracle/corpus.json")
        let corpus = try JSONSerialization.jsonObject(with: try Data(contentsOf: corpusPath)) as? [String: Any]
        patterns += corpus?["patterns"] as? [String] ?? []
        let vectors = try JSONDecoder().decode(PatternVectors.self, from: try Data(contentsOf: URL(fileURLWithPath: "\(vectorsDirectory)/validation.java-patterns.json")))
        patterns += vectors.cases.map(\.data_restrictions.validators.regularExpression.regularExpression)
        var read = 0, withLookBehinds = 0
        for pattern in patterns {
            guard case .reading(let reading) = JavaPattern.translate(pattern) else { continue }
            read += 1
            let printed = PatternCompileCost.lookBehindCount(Array(reading.pcre2.utf8))
            #expect(reading.tree.lookBehinds == printed, "\(pattern)")
            #expect(reading.cost.lookBehindWork == printed * printed)
            #expect(reading.depth == PatternCompileCost.nestingDepth(Array(reading.pcre2.utf8)), "\(pattern)")
            if printed > 0 { withLookBehinds += 1 }
        }
        #expect(read > 500 && withLookBehinds > 100, "\(read) read, \(withLookBehinds) with look-behinds")
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
