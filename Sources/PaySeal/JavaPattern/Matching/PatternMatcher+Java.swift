/// The server's patterns, read as Java reads them (``JavaPattern``). PaySeal's own patterns
/// (e-mail, IBAN) and the brand tables' patterns stay in PCRE2's dialect and go through
/// ``PatternMatcher/compiled(_:caseInsensitive:)``.
extension PatternMatcher {
    /// A server pattern after translation.
    enum JavaCompiled {
        /// The PCRE2 reading (`nil` when PCRE2 refuses the translated text: a Java construct
        /// PCRE2 cannot compile, such as a variable-length look-behind; fail closed).
        /// `unreadable`: the values not matched against it (``JavaPattern/UnreadableValues``).
        case compiled(Compiled?, unreadable: JavaPattern.UnreadableValues)
        /// Java refuses the pattern (PatternSyntaxException).
        case invalid
        /// Java accepts it; PaySeal has no faithful reading of one of its constructs.
        case unsupported(String)

        /// The compiled pattern to match with, when there is one.
        var code: Compiled? {
            if case .compiled(let code, _) = self { return code }
            return nil
        }
    }

    private struct JavaEntry {
        let result: JavaCompiled
        /// The reading's compile cost (charged on every use: the compile budget counts what the
        /// engine compiles, and the answer must not depend on the cache) and nesting; `nil` when
        /// Java refuses the pattern or PaySeal cannot read it.
        var written: Written? = nil
        /// The reading in the engine's syntax (empty when there is none): the as-you-type check
        /// compiles its completion program from it.
        var text: [UInt8] = []
    }

    /// Keyed by the pattern's bytes; one entry per Java pattern, translated once.
    private static let javaCache = Locked<[PatternText: JavaEntry]>([:])

    /// A pattern as a cache key, equal and hashed by its UTF-8 bytes ("é" and "e\u{301}" are
    /// different patterns, which String's == would not tell apart), and made without copying
    /// them: a product's first validation looks up every one of its patterns.
    private struct PatternText: Hashable {
        let text: String

        static func == (a: PatternText, b: PatternText) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The server pattern `pattern` translated from Java's syntax and compiled (PCRE2_UTF only:
    /// the translation spells out case, line terminators and classes).
    /// - Throws: ``PaySealError/Code/limit`` when compiling the translated text would pass the
    ///   call's compile budget (``PatternCompileCost``); the translation stops as soon as its
    ///   text is longer than a whole call may compile.
    static func compiledJava(_ pattern: String) throws -> JavaCompiled {
        try javaEntry(pattern).result
    }

    /// The completion program of a server pattern (``completion(of:caseInsensitive:)`` of its
    /// translation), `nil` when the pattern has no compiled reading.
    /// - Throws: ``PaySealError/Code/limit`` past the call's compile budget.
    static func javaCompletion(_ pattern: String) throws -> Compiled? {
        let entry = try javaEntry(pattern)
        guard case .compiled(_?, _) = entry.result else { return nil }
        return try completion(of: entry.text, caseInsensitive: false, written: entry.written)
    }

    private static func javaEntry(_ pattern: String) throws -> JavaEntry {
        let key = PatternText(text: pattern)
        if let hit = javaCache.withLock({ $0[key] }) {
            try PatternCompileCost.charge(hit.written?.cost ?? .none)
            return hit
        }
        let entry: JavaEntry
        switch JavaPattern.translate(pattern, maximumBytes: PatternCompileCost.maximumBytes) {
        case .invalid: entry = JavaEntry(result: .invalid)
        case .unsupported(let why): entry = JavaEntry(result: .unsupported(why))
        case .tooLong:
            throw PaySealError(.limit, "the patterns come to more than \(PatternCompileCost.maximumBytes) bytes of pattern text, the limit of one call")
        case .reading(let reading):
            // The cost is the reading's, whichever engine compiles it: one verdict on both.
            let written = Written(
                cost: reading.cost, depth: reading.depth,
                lookBehindsFixed: PatternEngine.needsLookBehindsJudged ? reading.tree.lookBehindsFixed : nil)
            try PatternCompileCost.charge(written.cost)
            let bytes = Array(PatternEngine.spelling(of: reading).utf8)
            entry = JavaEntry(
                result: .compiled(compileUncached(bytes, caseInsensitive: false, written: written), unreadable: reading.unreadable),
                written: written, text: bytes)
        }
        javaCache.withLock { cache in
            if cache.count >= cacheCapacity { cache.removeAll() }
            cache[key] = entry
        }
        return entry
    }
}
