/// The server's patterns, read as Java reads them (``JavaPattern``). PaySeal's own patterns
/// (e-mail, IBAN) and the brand tables' patterns stay in PCRE2's dialect and go through
/// ``PatternMatcher/compiled(_:caseInsensitive:)``.
extension PatternMatcher {
    /// A server pattern after translation.
    enum JavaCompiled {
        /// The PCRE2 reading (`nil` when PCRE2 refuses the translated text: a Java construct
        /// PCRE2 cannot compile, such as a variable-length look-behind; fail closed).
        case compiled(Compiled?)
        /// Java refuses the pattern (PatternSyntaxException).
        case invalid
        /// Java accepts it; PaySeal has no faithful reading of one of its constructs.
        case unsupported(String)

        /// The compiled pattern to match with, when there is one.
        var code: Compiled? {
            if case .compiled(let code) = self { return code }
            return nil
        }
    }

    private struct JavaEntry {
        let result: JavaCompiled
        /// The text compiled, charged on every use (the compile budget counts what PCRE2
        /// compiles); kept only when it has a cost (the translation spells case out, so never today).
        let translated: [UInt8]
    }

    /// Keyed by the pattern's bytes; one entry per Java pattern, translated once.
    private static let javaCache = Locked<[[UInt8]: JavaEntry]>([:])

    /// The server pattern `pattern` translated from Java's syntax and compiled (PCRE2_UTF only:
    /// the translation spells out case, line terminators and classes).
    /// - Throws: ``PaySealError/Code/limit`` when compiling the translated text would pass the
    ///   call's compile budget (``PatternCompileCost``).
    static func compiledJava(_ pattern: String) throws -> JavaCompiled {
        let key = Array(pattern.utf8)
        if let hit = javaCache.withLock({ $0[key] }) {
            try PatternCompileCost.charge(hit.translated, caseInsensitive: false)
            return hit.result
        }
        let entry: JavaEntry
        switch JavaPattern.translate(pattern) {
        case .invalid: entry = JavaEntry(result: .invalid, translated: [])
        case .unsupported(let why): entry = JavaEntry(result: .unsupported(why), translated: [])
        case .pcre2(let text):
            let bytes = Array(text.utf8)
            try PatternCompileCost.charge(bytes, caseInsensitive: false)
            let costly = PatternCompileCost.caselessClassWidth(bytes, caseInsensitive: false) > 0
            entry = JavaEntry(result: .compiled(compileUncached(bytes, caseInsensitive: false)), translated: costly ? bytes : [])
        }
        javaCache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = entry
        }
        return entry.result
    }
}
