@testable import PaySeal

/// A Java pattern compiled as the server's patterns are and full-matched on a value; nil when it
/// is not compiled (invalid or `unsupportedPattern`). The Java pattern suites share it.
func javaOutcome(_ java: String, _ value: String) throws -> PatternMatcher.Outcome? {
    guard case .compiled(let code, _) = try PatternMatcher.compiledJava(java) else { return nil }
    var bytes = Array(value.utf8)
    return bytes.withUnsafeMutableBytes { PatternMatcher.fullMatch(code, UnsafeRawBufferPointer($0)) }
}

/// Whether a Java pattern is `unsupportedPattern` (read by Java, refused by PaySeal).
func isJavaUnsupported(_ java: String) throws -> Bool {
    if case .unsupported = try PatternMatcher.compiledJava(java) { return true }
    return false
}
