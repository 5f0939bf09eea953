import Testing

@testable import PaySeal

/// Every card call's work is bounded by a budget that fits a keystroke in a frame, whatever the
/// table and the accepted list within the documented limits. The tests read the work the calls
/// were allowed (``ThreadContexts/patternWork``, the continuation search's count of ranges read),
/// not the clock; the times are `make bench`'s hostile section (Tests/hostile-patterns/hostile_patterns.c).
@Suite("Call bounds")
struct CallBoundsTests {
    /// 256 brands whose patterns backtrack: PCRE2's verbs keep it from giving up early (the
    /// portable engine reads the same pattern without them).
    static func slowTable(repeat count: Int = 20) throws -> CardBrands {
        let verbs = PatternEngine.name == "PCRE2" ? "(*NO_START_OPT)(*NO_AUTO_POSSESS)" : ""
        let slow = verbs + #"(?:\\d?){\#(count)}\\d{\#(count)}"#
        let table = "[" + (0..<256).map { #"{"name":"b\#($0)","pattern":"\#(slow)"}"# }.joined(separator: ",") + "]"
        return try CardBrands(json: Array(table.utf8))
    }

    /// What `body` spent of the thread's pattern work and how many of its matches hit a limit.
    static func work<T>(_ body: () throws -> T) rethrows -> (result: T, work: Int, limited: Int) {
        let thread = ThreadContexts.current
        let (work, limited) = (thread.patternWork, thread.patternLimitsReached)
        let result = try body()
        return (result, thread.patternWork - work, thread.patternLimitsReached - limited)
    }

    /// The candidates of a PAN share one card call's budget among the table's patterns, as
    /// detection does: each pattern used to get a whole call's budget (0.9-4.6 s a call).
    @Test func brandCandidatesShareOneCallsBudget() throws {
        let table = try CallBoundsTests.slowTable()
        let (names, work, limited) = CallBoundsTests.work { table.candidates(ofPAN: "4111 1111 1111 1111") }
        #expect(names.isEmpty)
        #expect(work <= CardBrands.patternBudget, "\(work)")
        if PatternEngine.name == "PCRE2" { #expect(limited == 256) }
        // Detection on the same table is bounded alike.
        #expect(CallBoundsTests.work { table.brand(ofPAN: "4111 1111 1111 1111") }.work <= CardBrands.patternBudget)
    }

    /// A keystroke (an edit of the PAN, then the check) on a table of 256 slow patterns spends at
    /// most two card calls' budgets, a frame's worth.
    @Test func aKeystrokeOnSlowPatternsStaysWithinTwoCardCalls() throws {
        let table = try CallBoundsTests.slowTable()
        let (_, work, _) = try CallBoundsTests.work {
            let edited = try table.editPAN("4111 1111 1111 111", start: 18, end: 18, replacement: "2")
            return table.check(pan: edited.text, expiry: "12/30", cvc: "123", today: try YearMonth(year: 2026, month: 11))
        }
        #expect(work <= 2 * CardBrands.patternBudget, "\(work)")
        #expect(CardBrands.patternBudget * 50 == PatternMatcher.workBudget)
    }

    /// 1,020 narrow ranges of refused brands and a 64 KiB accepted list: the continuation search
    /// stops at its work bound (ranges read), not after a count of prefixes that each read every
    /// range and scanned the list (175 ms to 2.5 s a keystroke), and keeps the part incomplete.
    @Test func theContinuationSearchIsBoundedByWork() throws {
        let table = try CallBoundsTests.walkedTable()
        let accepted = ["good"] + (0..<4_000).map { "brand-\($0)-xxx" }  // 64 KiB of names
        #expect(accepted.reduce(0) { $0 + $1.utf8.count + 3 } >= 64_000)
        let fromFive = table.continuationWork(Array("5".utf8), accepted: accepted)
        #expect(fromFive.exhausted)
        #expect(fromFive.work <= ContinuationSearch.workBudget)
        #expect(table.check(pan: "5", accepted: accepted).pan.state == .incomplete)
        let deeper = table.continuationWork(Array("555555".utf8), accepted: accepted)
        #expect(!deeper.exhausted && deeper.work < ContinuationSearch.workBudget / 10, "\(deeper.work)")
        #expect(table.check(pan: "555555", accepted: accepted).pan.state == .invalid)
        // The built-in table reads a few thousand ranges at most.
        let builtIn = CardBrands.builtIn.continuationWork(Array("4".utf8), accepted: ["visa"])
        #expect(!builtIn.exhausted && builtIn.work < 3_000, "\(builtIn.work)")
    }

    /// The table of bench/c/card_input.c's continuation-worst: "good" owns 5 (19 digits) and
    /// 1,020 ranges of four refused brands cut 5000…-5999… into uneven pieces.
    static func walkedTable() throws -> CardBrands {
        let step: UInt64 = 1_000_000_000_000_000_000 / 1020 + 7  // uneven cuts, so each ends deep in the digits
        let points =
            [5_000_000_000_000_000_000] + (1...1019).map { 5_000_000_000_000_000_000 + UInt64($0) * step }
            + [6_000_000_000_000_000_000]
        let bins = zip(points, points.dropFirst()).map { "\"\($0)-\($1 - 1)\"" }
        var json = #"[{"name":"good","bins":["5"],"panLengths":[19]}"#
        for part in 0..<4 {
            json += #",{"name":"r\#(part)","bins":["# + bins[part * 255..<(part + 1) * 255].joined(separator: ",") + #"],"panLengths":[19]}"#
        }
        return try CardBrands(json: Array((json + "]").utf8))
    }
}

/// Compiling is bounded on both engines with one verdict: the cost (look-behinds, bytes of
/// text, case-folded class ranges) is computed from the text both engines would be given,
/// before either compiles it. This suite runs on both backends (`make test-portable`).
@Suite("Compile bounds")
struct CompileBoundsTests {
    static func restrictions(_ javaPattern: String) -> [UInt8] {
        let escaped = javaPattern.replacingOccurrences(of: "\\", with: "\\\\")
        return Array(#"{"validators":{"regularExpression":{"regularExpression":""#.utf8) + Array(escaped.utf8) + Array(#""}}}"#.utf8)
    }

    /// Java's `(?m)^` is two look-behinds in the reading, which the portable engine compiled in
    /// quadratic time (13,089 of them: 31 s). Up to 500 are within one call's budget; 600 are not.
    @Test func lookBehindsAreCountedBeforeCompiling() throws {
        let carets = { (count: Int) in "(?m)" + String(repeating: "^", count: count) + "a" }
        guard case .reading(let reading) = JavaPattern.translate(carets(600)) else { Issue.record("no reading"); return }
        let text = reading.pcre2
        #expect(PatternCompileCost.lookBehindCount(Array(text.utf8)) == 1_200)
        #expect(throws: Never.self) { try DataRestrictions(json: CompileBoundsTests.restrictions(carets(500))) }
        let error = #expect(throws: PaySealError.self) { try DataRestrictions(json: CompileBoundsTests.restrictions(carets(600))) }
        #expect(error?.code == .limit)
        #expect(error?.message.contains("look-behinds") == true)
        // A brand table's patterns (PCRE2's syntax) are counted alike.
        let table = #"[{"name":"lb","pattern":""# + String(repeating: #"(?<=\\d)"#, count: 1_001) + #"4"}]"#
        #expect((#expect(throws: PaySealError.self) { try CardBrands(json: Array(table.utf8)) })?.code == .limit)
    }

    /// 16,000 `$` and 13,089 `(?m)^` (a 64 KiB pattern) read as 1.3 MB and 0.8 MB of text: the
    /// translation stops once its text is longer than a call may compile, and the call is refused.
    @Test func aReadingLongerThanACallsBudgetStopsTheTranslation() throws {
        for pattern in [String(repeating: "$", count: 16_000), "(?m)" + String(repeating: "^", count: 13_089)] {
            #expect(JavaPattern.translate(pattern, maximumBytes: PatternCompileCost.maximumBytes) == .tooLong)
            let error = #expect(throws: PaySealError.self) { try DataRestrictions(json: CompileBoundsTests.restrictions(pattern)) }
            #expect(error?.code == .limit)
        }
        // Without the bound the reading is indeed that long.
        guard case .reading(let reading) = JavaPattern.translate(String(repeating: "$", count: 16_000)) else { Issue.record("no reading"); return }
        let text = reading.pcre2
        #expect(text.utf8.count > 1_000_000)
    }

    /// 1 MiB of products whose patterns are `\H` (each read as a class of about 60 bytes) came to
    /// 24 MB of text for PCRE2 (2.4-2.8 s); the call's budget stops it at 256 KiB.
    @Test func aProductOfManyClassEscapesIsRefusedByItsText() throws {
        let field = { (index: Int) in
            #"{"id":"f\#(index)","type":"string","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":""#
                + String(repeating: #"\\H"#, count: 1_000) + #""}}}}"#
        }
        let product = #"{"id":1,"fields":["# + (0..<330).map(field).joined(separator: ",") + "]}"
        #expect(product.utf8.count > 1_000_000 && product.utf8.count <= Limits.maximumPlaintext)
        let error = #expect(throws: PaySealError.self) { try PaymentProduct(json: Array(product.utf8)) }
        #expect(error?.code == .limit)
        let list = #"{"paymentProducts":["# + product + "]}"
        #expect((#expect(throws: PaySealError.self) { try PaymentProductList(json: Array(list.utf8)) })?.code == .limit)
        // A real product's patterns are far within it: 50 fields of the platform's e-mail pattern.
        let email = { (index: Int) in
            #"{"id":"e\#(index)","type":"string","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"#
                + #""^[\\w-]+(\\.[\\w-]+)*@[\\w-]+(\\.[\\w-]+)*(\\.[a-zA-Z]{2,})$"}}}}"#
        }
        let fifty = #"{"id":1,"fields":["# + (0..<50).map(email).joined(separator: ",") + "]}"
        #expect(throws: Never.self) { try PaymentProduct(json: Array(fifty.utf8)) }
    }

    /// A pattern nested deeper than both engines may compile on a small stack does not compile,
    /// on either engine; Java's reading of a pattern at its own depth limit still does.
    @Test func nestingIsBoundedTheSameOnBothEngines() throws {
        let deep = { (depth: Int) in String(repeating: "(", count: depth) + "4" + String(repeating: ")", count: depth) }
        #expect(PatternMatcher.compileUncached(Array(deep(PatternMatcher.maximumNesting).utf8), caseInsensitive: false) != nil)
        #expect(PatternMatcher.compileUncached(Array(deep(PatternMatcher.maximumNesting + 1).utf8), caseInsensitive: false) == nil)
        let java = try PatternMatcher.compiledJava(deep(JavaPatternParser.maximumDepth))
        #expect(java.code != nil)
        #expect({ if case .unsupported = try? PatternMatcher.compiledJava(deep(JavaPatternParser.maximumDepth + 1)) { true } else { false } }())
    }
}

#if canImport(Glibc)
import Glibc

/// Every input within the limits runs on a thread with a 128 KiB stack, on both engines (the
/// release library's figures, with the stack each case uses: Tests/stack-depth). Past it, the
/// test process would die.
@Suite("Stack depth")
struct StackDepthTests {
    final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// 128 KiB, what the release library is held to (Tests/stack-depth measures it there); a
    /// debug build's Swift frames are larger (no inlining, every temporary on the stack): the
    /// same inputs need up to 256 KiB in the tests' own build, on either engine. Under a
    /// sanitizer (`make test-sanitizers`) every frame also carries its redzones or shadow
    /// bookkeeping, several times the bytes: 1 MiB there, where the test looks for memory and
    /// thread errors on the deepest inputs rather than for the stack they take.
    static let stackSize: Int = {
        #if DEBUG
        return Sanitizers.areActive ? 1024 * 1024 : 256 * 1024
        #else
        return Sanitizers.areActive ? 1024 * 1024 : 128 * 1024
        #endif
    }()

    /// Runs `body` on a new thread whose stack is `size` bytes, and waits for it.
    static func onThread(stackSize size: Int, _ body: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { argument in
                guard let argument else { return nil }
                Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, work)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            Issue.record("no thread")
            return
        }
        pthread_join(thread, nil)
    }

    @Test func theDeepestInputsRunOnA128KiBStack() {
        let depth = JavaPatternParser.maximumDepth, nesting = PatternMatcher.maximumNesting
        let results = Locked<[String]>([])
        StackDepthTests.onThread(stackSize: StackDepthTests.stackSize) {
            func record(_ name: String, _ ok: Bool) { if !ok { results.withLock { $0.append(name) } } }
            for (open, close) in [("(", ")"), ("(?<=", ")"), ("(?:", ")+"), ("[1", "]")] {
                let pattern = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
                let rules = CompileBoundsTests.restrictions(pattern)
                record("server pattern \(open)", (try? DataRestrictions(json: rules)) != nil)
            }
            let brand = String(repeating: "(", count: nesting) + #"4\\d*"# + String(repeating: ")", count: nesting)
            if let table = try? CardBrands(json: Array((#"[{"name":"deep","pattern":""# + brand + #""}]"#).utf8)) {
                record("brand check", table.check(pan: "4111 1111 1111 1112", today: YearMonth.current).brand == "deep")
                record("brand candidates", table.candidates(ofPAN: "4111").count == 1)
            } else {
                record("brand table", false)
            }
            let json = #"{"id":1,"fields":[],"x":"# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
            record("deep JSON", (try? PaymentProduct(json: Array(json.utf8))) != nil)
        }
        #expect(results.withLock { $0 } == [])
    }
}
#endif
