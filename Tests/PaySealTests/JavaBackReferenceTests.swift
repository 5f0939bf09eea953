import Testing

@testable import PaySeal

/// Back references to groups Java keeps when it backtracks out of an atomic group, a possessive
/// repetition or a look-around (JavaPattern+References.swift). Each verdict is OpenJDK 17's, read
/// with the Java oracle (Tests/java-oracle).
struct JavaBackReferenceTests {
    func outcome(_ java: String, _ value: String) throws -> PatternMatcher.Outcome? {
        guard case .compiled(let code, _) = try PatternMatcher.compiledJava(java) else { return nil }
        var bytes = Array(value.utf8)
        return bytes.withUnsafeMutableBytes { PatternMatcher.fullMatch(code, UnsafeRawBufferPointer($0)) }
    }

    func isUnsupported(_ java: String) throws -> Bool {
        if case .unsupported = try PatternMatcher.compiledJava(java) { return true }
        return false
    }

    /// Every path to the reference has just set the group: read as PCRE2 reads it.
    @Test func aReferenceAfterTheGroupOnEveryPathIsRead() throws {
        #expect(try outcome("([a-c])++x?\\1", "bxb") == .match)
        #expect(try outcome("([a-c])++x?\\1", "abx") == .noMatch)
        #expect(try outcome("c*(?>(a|b))\\1", "cbb") == .match)
        #expect(try outcome("c*(?>(a|b))\\1", "ccab") == .noMatch)
        #expect(try outcome("(?:(a|b)x)++\\1", "axbxb") == .match)
        #expect(try outcome("(?:(a|b)x)++\\1", "axbxa") == .noMatch)
        #expect(try outcome(".(?<=(a))\\1", "aa") == .match)
        #expect(try outcome("(?=(a|ab))\\1b*", "a") == .match)
        #expect(try outcome("(?:(?>(a))x\\1)+", "axaaxa") == .match)
        // A possessive back reference keeps no group.
        #expect(try outcome("(-)*(?:\\1*+){0}+x", "--x") == .match)
    }

    /// A path may reach the reference past a kept group without setting it: Java reads the text a
    /// failed path left (`(?:(?>(a|b))x)+\1` matches "axbxa": the `b` of an iteration that failed).
    @Test func aReferenceAPathMayReachWithoutTheGroupIsRefused() throws {
        for pattern in [
            "(?:(?>(a|b))x)+\\1", "(?:c|(?>(a|b)))\\1", "(?>(a)|b)\\1", "(?:(?=(a|ab))..)+\\1", "(?!(a))\\1",
            "(?>(a))?\\1", "(?>(?:(a)|b)\\1)", "(?:(a)b)?+x|\\1",
        ] {
            #expect(try isUnsupported(pattern), "\(pattern)")
        }
    }
}
