// The portable backend's pattern engine: Foundation's NSRegularExpression (ICU's regular
// expressions; inside Foundation on Linux, the system's on Apple platforms), no system library.
// The seam is JavaPattern/Matching/PatternMatcher.swift, whose `PatternEngine` names each backend provides.
#if !(os(Linux) && SystemCrypto && !PortableCrypto)
import Foundation

/// The validation patterns on NSRegularExpression, with bounded work: ICU reports progress to
/// `enumerateMatches(…, options: .reportProgress)` about every 10,000 matching steps (0.25 ms on
/// the machine of the figures in `docs/design.md`), during a match too, and the block stops the
/// match when the call's budget of reports is spent (``PatternMatcher/Outcome/limitReached``).
/// Memory is bounded by ICU's own backtracking stack limit (8 MB, ICU's default).
enum PatternEngine {
    static let name = "NSRegularExpression"
    /// ICU compiles some look-behinds PCRE2 refuses, refused here as PCRE2 refuses them: a written
    /// pattern's look-behinds are judged on its tree (``PatternMatcher/Written/lookBehindsFixed``).
    static let needsLookBehindsJudged = true

    /// Progress reports allowed to one call's matches together: about a quarter of a second,
    /// PCRE2's bound (``PatternMatcher/workBudget``), and 10 million steps, where a brand pattern
    /// on 19 digits takes under a hundred. A match with a share of 1/1024 of it still gets the
    /// one report, that is up to 10,000 steps.
    static let progressBudget = 1_000

    /// A server pattern's reading in ICU's syntax (printed from its tree: no rewrite).
    static func spelling(of reading: JavaPattern.Reading) -> String { reading.icu }

    /// The compiled pattern, or `nil` when ICU refuses it (or it is not UTF-8). The pattern is
    /// compiled alone first, so that the anchors added around it cannot change how it reads
    /// (`a)|(b` is refused, not made valid); a pattern in PCRE2's syntax has the two constructs
    /// ICU reads otherwise rewritten (``icuDialect(_:)``), and a look-behind PCRE2 refuses is
    /// refused. `written`: a server pattern's reading, already in ICU's syntax, its look-behinds
    /// judged on its tree (``JavaReading/lookBehindsFixed``); else the text is scanned
    /// (``LookBehindLength``).
    static func compile(_ pattern: [UInt8], caseInsensitive: Bool, written: PatternMatcher.Written? = nil) -> PatternProgram? {
        guard let text = String(validating: pattern, as: UTF8.self) else { return nil }
        let icu = written == nil ? icuDialect(text) : text
        // ICU compiles some look-behinds PCRE2 refuses; refused here too, so that both backends
        // answer alike.
        guard written?.lookBehindsFixed ?? LookBehindLength.allFixed(icu) else { return nil }
        let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive] : []
        if !icu.isEmpty, (try? NSRegularExpression(pattern: icu, options: options)) == nil { return nil }
        // \A and \z, not ^ and $: ICU's $ also matches before a final line terminator. The
        // alternative that never matches, (?!), makes the program's minimum length 0: otherwise
        // ICU gives up at once on a text shorter than that minimum and reports hitEnd, so every
        // pattern looked as if the digits typed could still complete it (`34` then "could" be a
        // Visa of Worldpay's table, and the check showed no brand).
        guard let anchored = try? NSRegularExpression(pattern: "\\A(?:" + icu + ")\\z|(?!)", options: options) else { return nil }
        return PatternProgram(anchored)
    }

    /// A call's budget starts: its matches together may spend the call's share of
    /// ``progressBudget`` (a match stopped at its first report still spends one, so without this
    /// pool a table of 1,024 matches would spend a thousand times a small call's budget).
    static func startCall(budget: Int, thread: ThreadContexts) {
        thread.patternReportsLeft = max(1, progressBudget * min(budget, PatternMatcher.workBudget) / PatternMatcher.workBudget)
    }

    /// Whether the whole of `subject` matches, with the thread's share of its call's budget.
    static func fullMatch(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> PatternMatcher.Outcome {
        let run = match(program, subject, thread: thread)
        return run.stopped ? .limitReached : run.matched ? .match : .noMatch
    }

    /// Whether `subject`, or some text that starts with it, could full-match: a match, or no
    /// match where ICU reports that the attempt read the end of the input (`hitEnd`: more input
    /// could change the answer). A match stopped by the budget answers `false` (fail closed).
    static func canContinue(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> Bool {
        partialMatch(program, subject, thread: thread) == .match
    }

    /// ``canContinue(_:_:thread:)`` with its three answers: `match`, `noMatch`, or `limitReached`
    /// (the budget stopped the match). The program ends in `\z` (``compile(_:caseInsensitive:)``),
    /// so a match is the whole subject and `hitEnd` says a longer subject could match.
    static func partialMatch(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> PatternMatcher.Outcome {
        let run = match(program, subject, thread: thread)
        if run.stopped { return .limitReached }
        return run.matched || run.hitEnd ? .match : .noMatch
    }

    private static func match(_ program: PatternProgram, _ subject: UnsafeRawBufferPointer, thread: ThreadContexts) -> (matched: Bool, stopped: Bool, hitEnd: Bool) {
        let callBudget = progressBudget * min(thread.patternBudget, PatternMatcher.workBudget) / PatternMatcher.workBudget
        var budget = max(1, callBudget / max(1, thread.patternShare))
        if thread.patternScopeDepth > 0 {
            // Inside a call: never past what the call has left; nothing left, nothing runs.
            budget = min(budget, thread.patternReportsLeft)
            guard budget > 0 else {
                thread.patternLimitsReached += 1
                return (false, true, false)
            }
        }
        // The subject is valid UTF-8 (callers check); ICU reads UTF-16, so it is copied (these
        // copies are Foundation's and are not wiped: docs/secrets.md).
        let text = String(decoding: subject, as: UTF8.self)
        var reports = 0, matched = false, stopped = false, hitEnd = false
        program.expression.enumerateMatches(
            in: text, options: [.anchored, .reportProgress, .reportCompletion],
            range: NSRange(location: 0, length: text.utf16.count)
        ) { result, flags, stop in
            if result != nil { matched = true; stop.pointee = true }
            if flags.contains(.hitEnd) { hitEnd = true }
            if flags.contains(.progress) {
                reports += 1
                if reports >= budget { stopped = true; stop.pointee = true }
            }
        }
        if thread.patternScopeDepth > 0 { thread.patternReportsLeft -= reports }
        thread.patternWork += reports * (PatternMatcher.workBudget / progressBudget)
        if stopped && !matched { thread.patternLimitsReached += 1 }
        return (matched, stopped && !matched, hitEnd)
    }

    /// The PCRE2 spellings ICU reads otherwise, in a pattern given in PCRE2's syntax (PaySeal's
    /// own, a brand table's, their completion programs): `\g{n}` (a back-reference; ICU would read a
    /// literal `g`) becomes `\n` (a `)` follows it in the programs PaySeal writes); `\p{sc:Name}`
    /// (a script) becomes `\p{sc=Name}`.
    static func icuDialect(_ pattern: String) -> String {
        var out = "", rest = Substring(pattern)
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let escape = rest[slash...]
            if escape.hasPrefix("\\g{"), let close = escape.firstIndex(of: "}"),
                case let digits = escape[escape.index(slash, offsetBy: 3)..<close], !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit)
            {
                out += "\\" + digits
                rest = escape[escape.index(after: close)...]
            } else if escape.hasPrefix("\\p{sc:") || escape.hasPrefix("\\P{sc:") {
                out += escape.prefix(5) + "="
                rest = escape.dropFirst(6)
            } else {
                out += escape.prefix(2)
                rest = escape.dropFirst(2)
            }
        }
        return out + rest
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// A compiled pattern: NSRegularExpression is immutable and may be used from several threads.
final class PatternProgram: @unchecked Sendable {
    let expression: NSRegularExpression
    /// PCRE2's program size and frame size have no ICU counterpart (ICU's budget counts steps
    /// whatever the program, and its backtracking stack has its own limit): 0.
    let size = 0
    let frameSize = 0
    init(_ expression: NSRegularExpression) { self.expression = expression }
}

/// A thread's pattern-engine state: NSRegularExpression keeps none of its own.
final class PatternEngineThreadState {}
#endif
