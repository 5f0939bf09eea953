import Synchronization
import Testing

@testable import PaySeal

#if os(Linux) && SystemCrypto && !PortableCrypto
/// PCRE2's JIT for the full matches of a pattern matched again and again (a field typed into):
/// the machine code gives the interpreter's verdicts, falls back to it when it does not finish,
/// and is made once however many threads reach the count together. The Java oracle and the
/// random differential (`make test`) compare both readings with java.util.regex, since they
/// match each pattern with many values.
@Suite("Pattern machine code")
struct PatternMachineCodeTests {
    /// A program of its own, not the shared cache's, so its count starts at 0.
    private func program(_ pattern: String) throws -> PatternProgram {
        try #require(PatternMatcher.compileUncached(Array(pattern.utf8), caseInsensitive: false))
    }

    private func fullMatch(_ program: PatternProgram, _ subject: String) -> PatternMatcher.Outcome {
        Array(subject.utf8).withUnsafeBytes { PatternMatcher.fullMatch(program, $0) }
    }

    @Test(arguments: [
        // (pattern, subject, outcome): each matched past the count, the last times by machine code.
        ("4[0-9]{12}(?:[0-9]{3})?", "4111111111111111", PatternMatcher.Outcome.match),
        ("4[0-9]{12}(?:[0-9]{3})?", "41111111111111", .noMatch),
        (#"\d{5}|\d{5}-\d{4}"#, "12345-6789", .match),  // a short alternative must not hide the long one
        (#"\d{5}|\d{5}-\d{4}"#, "12345-", .noMatch),
        ("(?>a|ab)", "ab", .noMatch),  // atomic: the end is not reached, and nothing to go back to
        ("a|b|", "", .match),
        ("(a)\\1", "aa", .match),
        ("é+", "éé", .match),
        ("(?i)[a-z]+", "AbC", .match),
    ])
    func theMachineCodeGivesTheInterpretersVerdicts(pattern: String, subject: String, expected: PatternMatcher.Outcome) throws {
        let program = try program(pattern)
        let outcomes = (0..<(PatternProgram.machineCodeAfter + 3)).map { _ in fullMatch(program, subject) }
        #expect(outcomes == Array(repeating: expected, count: outcomes.count), "\(pattern) on \(subject)")
        #expect(program.compiledFullMatch() != nil, "\(pattern): machine code made")
    }

    /// What `(?:p)\z` would read differently stays interpreted: `(*ACCEPT)` would end the match
    /// before the `\z` (PCRE2_ENDANCHORED fails it: `ab` does not full-match `a(*ACCEPT)b`).
    @Test func verbsAndRecursionStayInterpreted() throws {
        let accept = try program("a(*ACCEPT)b")
        for _ in 0..<(PatternProgram.machineCodeAfter + 2) { #expect(fullMatch(accept, "ab") == .noMatch) }
        #expect(accept.compiledFullMatch() == nil)
        for pattern in ["(*NO_START_OPT)a", "a(?R)?b", "(a)(?1)", "(a)(?-1)", "(a)(?+1)(b)", "(?<n>a)(?&n)", "(?P<n>a)", #"(a)\g<1>"#] {
            #expect(!PatternProgram.readsTheSameInAGroup(Array(pattern.utf8)), "\(pattern)")
        }
        for pattern in ["(?-i:a)b", "(?i)a", "(?:a|b)+", #"[(]\d"#, #"(?<=a)b"#, #"(a)\1"#] {
            #expect(PatternProgram.readsTheSameInAGroup(Array(pattern.utf8)), "\(pattern)")
        }
    }

    /// A match the machine code cannot finish within its limit goes to the interpreter, which
    /// reaches its own: still `limitReached` (fail closed), as before the machine code.
    @Test func aLimitStillFailsClosed() throws {
        let slow = try program(#"(a+)+\d"#)
        let subject = String(repeating: "a", count: 40) + "!"
        for _ in 0..<(PatternProgram.machineCodeAfter + 2) {
            #expect(PatternMatcher.sharingBudget(among: 1_000) { fullMatch(slow, subject) } == .limitReached)
        }
        #expect(slow.compiledFullMatch() != nil)
    }

    /// 8 threads reach the count together: one makes the machine code, every verdict holds.
    @Test func threadsShareOneMachineCode() throws {
        let program = try program("4[0-9]{12}(?:[0-9]{3})?")
        let wrong = Atomic<Int>(0)
        runOnThreads(8) { thread in
            for round in 0..<500 {
                let pan = round % 2 == 0 ? "4111111111111111" : "5111111111111111"
                let expected: PatternMatcher.Outcome = round % 2 == 0 ? .match : .noMatch
                if Array(pan.utf8).withUnsafeBytes({ PatternMatcher.fullMatch(program, $0) }) != expected {
                    wrong.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(program.compiledFullMatch() != nil)
    }
}
#endif
