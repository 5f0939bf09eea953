import Testing

@testable import PaySeal

/// Patterns from the server or a brand table get bounded work: compiling is charged by the code
/// points of case-insensitive class ranges (the one construct PCRE2 compiles in more than linear
/// time), and a call that may run many patterns shares one match budget among them. The time
/// and memory bounds themselves are measured on the release library by
/// Tests/hostile-patterns/hostile_patterns.c (`make test` runs it with `--check`).
@Suite("Pattern bounds")
struct PatternBoundsTests {
    static let all = PatternCompileCost.allCodePoints

    @Test(arguments: [
        // Not case-insensitive: nothing to fold, whatever the ranges.
        (#"[\x{1}-\x{10ffff}]"#, false, 0),
        (#"(?i)abc[^a]\p{L}"#, false, 0),
        (#"(?i)[a-z]"#, false, 26),
        (#"[a-z]"#, true, 26),
        (#"(?i:[a-zA-Z0-9])"#, false, 62),
        (#"(?-i)[a-z](?i)x"#, false, 26),  // any i flag counts, wherever it is
        (#"(?i)[\x{1}-\x{10ffff}]"#, false, 0x10FFFF),
        (#"(?i)[\0-\x{10ffff}][\x{100}-\x{1ff}]"#, false, 0x110000 + 256),
        (#"(?i)[\u0030-\u0039]"#, false, 10),
        (#"(?i)[\o{101}-\o{132}]"#, false, 26),
        (#"(?i)[\101-\132]"#, false, 26),
        (#"(?i)[\cA-\cZ]"#, false, 26),
        (#"(?i)[\N{U+41}-\N{U+5A}]"#, false, 26),
        (#"(?i)[à-ÿ]"#, false, 32),
        (#"(?i)[a\E-z]"#, false, 26),  // PCRE2 ignores \E, so this is a range
        (#"(?i)[a\-z]"#, false, 0),  // an escaped hyphen is a hyphen
        (#"(?i)[-az-]"#, false, 0),  // hyphens at the ends are hyphens
        (#"(?i)[]-a]"#, false, 0x61 - 0x5D + 1),  // a ']' first is a character
        (#"(?i)[[:alpha:]-z]"#, false, 0),  // PCRE2 refuses a range from a POSIX class
        (#"(?i)[\d-z]"#, false, 0),  // and from a class escape
        (#"(?i)\[a-z\]"#, false, 0),  // no class at all
        (#"(?i)\Q[a-z]\E"#, false, 0),  // quoted: no class
        (#"(?i)[\Qa-z\E]"#, false, all),  // quoted inside a class: counted as a whole range
        (#"(?i)[a-\Qz\E]"#, false, all),
        (#"(?ix)[a - z]"#, false, all + 1),  // (?xx) ignores spaces in a class: every hyphen counts whole
        (#"(?i)[\x{41}-\x{zz}]"#, false, all),  // an end the scan cannot read counts as everything
        (#"(?i)[z-a]"#, false, 0),  // out of order: PCRE2 refuses it
    ])
    func caselessClassWidth(pattern: String, caseInsensitive: Bool, width: Int) {
        #expect(PatternCompileCost.caselessClassWidth(Array(pattern.utf8), caseInsensitive: caseInsensitive) == width, "\(pattern)")
    }

    /// The review's case: 1,500 case-folded whole-Unicode ranges (36 KB of JSON) took 6.5 s to
    /// compile before `invalidPattern` was reported; now the call is refused before compiling.
    /// Brand tables' patterns are PCRE2's and are charged; a server pattern is Java's, whose `(?i)`
    /// the translation spells out as ASCII pairs (nothing for PCRE2 to case-fold), so the same
    /// text is read at once.
    @Test func wideCaselessRangesAreRefusedBeforeCompiling() throws {
        let pattern = "(?i)" + String(repeating: #"[\\x{1}-\\x{10ffff}]"#, count: 1500)
        let table = #"[{"name":"wide","pattern":""# + pattern + #""}]"#
        let error = #expect(throws: PaySealError.self) { try CardBrands(json: Array(table.utf8)) }
        #expect(error?.code == .limit)
        #expect(error?.message.contains("code points") == true)
        // Two whole ranges are within the limit of one call; a third is not.
        let two = #"[{"name":"two","pattern":"(?i)[\\x{0}-\\x{10ffff}]{2}[\\x{0}-\\x{10ffff}]"}]"#
        #expect(throws: Never.self) { try CardBrands(json: Array(two.utf8)) }
        let three = two.replacingOccurrences(of: "{2}", with: #"[\\x{0}-\\x{10ffff}][\\x{0}-\\x{10ffff}]"#)
        #expect((#expect(throws: PaySealError.self) { try CardBrands(json: Array(three.utf8)) })?.code == .limit)
        let server = #"{"validators":{"regularExpression":{"regularExpression":""# + pattern + #""}}}"#
        #expect(throws: Never.self) { try DataRestrictions(json: Array(server.utf8)) }
    }

    /// The limit is per call: a table's patterns share it, and a later call starts afresh.
    @Test func aTableSharesOneCompileBudget() throws {
        func table(brands: Int) -> [UInt8] {
            let items = (0..<brands).map { #"{"name":"b\#($0)","pattern":"(?i)\#($0)[\\x{0}-\\x{10ffff}]"}"# }
            return Array(("[" + items.joined(separator: ",") + "]").utf8)
        }
        #expect(throws: Never.self) { try CardBrands(json: table(brands: 2)) }
        #expect(throws: Never.self) { try CardBrands(json: table(brands: 2)) }
        let error = #expect(throws: PaySealError.self) { try CardBrands(json: table(brands: 3)) }
        #expect(error?.code == .limit)
    }

    /// ICU builds each property class's set from Unicode's data every time it compiles one (about
    /// 0.1 ms; closed over case, up to 0.6 ms): a server rule of 1,000 Java `(?i)\p{Lu}` (three
    /// classes each) took ICU 0.24 s, one of 64 KiB 1.4 s, a product of 5,000 1.2 s. Counted
    /// from the text on both engines, a call past the limit is refused before compiling.
    @Test func propertyClassesAreCountedBeforeCompiling() throws {
        func work(_ pattern: String, caseInsensitive: Bool = false) -> Int {
            PatternCompileCost.cost(Array(pattern.utf8), caseInsensitive: caseInsensitive).propertyClassWork
        }
        #expect(work(#"\p{L}\P{Lu}\pN[[:alpha:]]\\p\Q\p\E"#) == 4)
        #expect(work(#"(?i)\p{L}"#) == PatternCompileCost.caselessPropertyClassWeight)
        #expect(work(#"\pL"#, caseInsensitive: true) == PatternCompileCost.caselessPropertyClassWeight)

        func rule(_ unit: String, _ count: Int) -> String {
            #"{"validators":{"regularExpression":{"regularExpression":""# + String(repeating: unit, count: count) + #""}}}"#
        }
        // Java's (?i)\p{Lu} reads as three classes (upper, lower and title case).
        #expect(throws: Never.self) { try DataRestrictions(json: Array(rule(#"(?i)\\p{Lu}"#, 100).utf8)) }
        let error = #expect(throws: PaySealError.self) { try DataRestrictions(json: Array(rule(#"(?i)\\p{Lu}"#, 1000).utf8)) }
        #expect(error?.code == .limit)
        #expect(error?.message.contains("property classes") == true)

        // A product's patterns share one call's limit: 20 fields of 60 classes each are refused.
        func product(fields: Int, classes: Int) -> [UInt8] {
            let items = (0..<fields).map { index in
                #"{"id":"f\#(index)","type":"string","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"x\#(index)"#
                    + String(repeating: #"\\p{L}"#, count: classes) + #""}}}}"#
            }
            return Array((#"{"id":1,"fields":["# + items.joined(separator: ",") + "]}").utf8)
        }
        #expect(throws: Never.self) { try PaymentProduct(json: product(fields: 20, classes: 10)) }
        #expect((#expect(throws: PaySealError.self) { try PaymentProduct(json: product(fields: 20, classes: 60)) })?.code == .limit)

        // A brand table's case-insensitive classes count five times: 256 brands of (?i)\p{Lu}.
        func table(brands: Int) -> [UInt8] {
            let items = (0..<brands).map { #"{"name":"b\#($0)","pattern":"\#($0)(?i)\\p{Lu}?\\d*"}"# }
            return Array(("[" + items.joined(separator: ",") + "]").utf8)
        }
        #expect(throws: Never.self) { try CardBrands(json: table(brands: 50)) }
        #expect((#expect(throws: PaySealError.self) { try CardBrands(json: table(brands: 256)) })?.code == .limit)
    }

    @Test func aSharedBudgetDividesEachMatchLimit() {
        let alone = PatternMatcher.matchLimit(compiledSize: 200, subjectLength: 19)
        let shared = PatternMatcher.matchLimit(compiledSize: 200, subjectLength: 19, share: 1024)
        #expect(Int(alone) == PatternMatcher.workBudget / 219)
        #expect(Int(shared) <= PatternMatcher.workBudget / 1024 / 219 + 1)
        #expect(shared >= 100)  // still far more than a brand pattern on 19 digits needs
        #expect(PatternMatcher.sharingBudget(among: 8) { PatternMatcher.sharingBudget(among: 2) { ThreadContexts.current.patternShare } } == 8)
        #expect(ThreadContexts.current.patternShare == 1)
    }

    /// A table of 256 patterns that each run to their limit: detection ran every pattern to its
    /// own limit (8 s a call); with one budget per call the table gets what one pattern got.
    /// (PCRE2's verbs keep it from giving up early; the portable engine's figures for the same
    /// table are in docs/design.md, "Validation patterns".)
    @Test(.enabled(if: PatternEngine.name == "PCRE2", "PCRE2's verbs"))
    func aBrandTableOfSlowPatternsGetsOneBudget() throws {
        let slow = #"(*NO_START_OPT)(*NO_AUTO_POSSESS)(?:\\d?){100}\\d{100}"#
        let table = "[" + (0..<256).map { #"{"name":"b\#($0)","pattern":"\#(slow)"}"# }.joined(separator: ",") + "]"
        let brands = try CardBrands(json: Array(table.utf8))
        #expect(brands.patternCount == 256)
        #expect(brands.brand(ofPAN: "4111 1111 1111 1111") == nil)  // every pattern gave up: no brand, no hang
        // A real pattern in a large table still matches within its share.
        let visa = #"{"name":"visa","pattern":"4[0-9]{12}(?:[0-9]{3})?"}"#
        let mixed = "[" + (0..<255).map { #"{"name":"b\#($0)","pattern":"5[0-9]{15}"}"# }.joined(separator: ",") + "," + visa + "]"
        #expect(try CardBrands(json: Array(mixed.utf8)).brand(ofPAN: "4111111111111111")?.name == "visa")
    }

    /// The portable engine's budget is progress reports, and a match gets its share of the
    /// call's: `(a+)+$` on 20 letters and a `!` gives up its exponential walk alone, but not with
    /// a thousandth of the budget (nor does the partial match, which then answers no).
    @Test(.enabled(if: PatternEngine.name == "NSRegularExpression", "NSRegularExpression's progress reports"))
    func aMatchGetsItsShareOfTheProgressBudget() throws {
        let pattern = try #require(try PatternMatcher.compiled("(a+)+$", caseInsensitive: false))
        let subject = Array((String(repeating: "a", count: 20) + "!").utf8)
        #expect(subject.withUnsafeBytes { PatternMatcher.fullMatch(pattern, $0) } == .noMatch)
        #expect(PatternMatcher.sharingBudget(among: 1_000) { subject.withUnsafeBytes { PatternMatcher.fullMatch(pattern, $0) } } == .limitReached)
        #expect(!PatternMatcher.sharingBudget(among: 1_000) { subject.withUnsafeBytes { PatternMatcher.canContinue(pattern, $0) } })
    }

    /// Frames of a pattern with many captures are large: such a pattern gets match data of its
    /// own, freed after the match, so the thread does not keep its frames.
    @Test(.enabled(if: PatternEngine.name == "PCRE2", "PCRE2's frames"))
    func manyCapturesDoNotStayWithTheThread() throws {
        let captures = try #require(try PatternMatcher.compiled("(*NO_START_OPT)" + String(repeating: "()", count: 8000) + "(?:a|b)*c", caseInsensitive: false))
        #expect(captures.frameSize > PatternMatcher.keptFrameSize)
        let subject = Array(repeating: UInt8(ascii: "a"), count: 4000)
        #expect(subject.withUnsafeBytes { PatternMatcher.fullMatch(captures, $0) } == .limitReached)
        let plain = try #require(try PatternMatcher.compiled("[0-9]{12,19}", caseInsensitive: false))
        #expect(plain.frameSize <= PatternMatcher.keptFrameSize)
    }
}
