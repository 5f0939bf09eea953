#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each thread's pattern-matching state and its caches of parsed restrictions and masks, in
/// thread-specific data, with no lock on the validation path. (The crypto backend keeps its own
/// per-thread state: Backend/System/OpenSSLThreadContexts.swift.)
final class ThreadContexts {
    /// The pattern engine's own per-thread state (PCRE2's match data and limits).
    let patternEngine = PatternEngineThreadState()

    /// How many matches share the current call's match budget (``PatternMatcher/sharingBudget(among:_:)``).
    var patternShare = 1
    /// The current call's match budget in ``PatternMatcher/workBudget``'s units, and how deep its
    /// budget scopes are nested (0: no call is sharing a budget).
    var patternBudget = PatternMatcher.workBudget
    var patternScopeDepth = 0
    /// What the portable engine may still spend in the current call (progress reports), so that
    /// matches past the call's budget do not run at all.
    var patternReportsLeft = 0
    /// The match work of this thread's matches, in ``PatternMatcher/workBudget``'s units (PCRE2:
    /// what each match was allowed, its match limit times program and subject size;
    /// NSRegularExpression: the progress reports spent), and how many ended on a limit, counted
    /// since the thread began: a test reads them before and after a call to show what it spent.
    var patternWork = 0

    /// Adds `count × units` to ``patternWork``, saturating at `Int.max`: on a 32-bit target
    /// (wasm32, the web build) a call's work passes `Int.max`, and an overflow traps.
    func addPatternWork(_ count: Int, times units: Int) {
        let (product, overflowed) = count.multipliedReportingOverflow(by: units)
        let (sum, summedOver) = patternWork.addingReportingOverflow(product)
        patternWork = overflowed || summedOver ? .max : sum
    }
    var patternLimitsReached = 0
    /// The compile work the current call has spent (``PatternCompileCost``), and how deep its
    /// scopes are nested (0: no call is counting).
    var patternCompileWork = PatternCompileCost.Cost.none
    var patternCompileDepth = 0

    /// The `dataRestrictions` this thread parsed last, by their JSON bytes, most recent first: a
    /// UI validates the same few fields on every keystroke, and the C ABI hands over the JSON
    /// each time (parsing it was three quarters of a validation). Compared with memcmp, so a hit
    /// costs no hashing, allocation or lock.
    private var recentRestrictions: [(key: [UInt8], value: DataRestrictions)] = []
    static let restrictionsCapacity = 8

    /// The restrictions parsed from these very bytes, if this thread kept them.
    func keptRestrictions(_ json: UnsafeRawBufferPointer) -> DataRestrictions? {
        ThreadContexts.kept(&recentRestrictions, json)
    }

    func keep(_ restrictions: DataRestrictions, parsedFrom json: UnsafeRawBufferPointer) {
        ThreadContexts.keep(restrictions, parsedFrom: json, in: &recentRestrictions)
    }

    /// The masks this thread parsed last, by their text's bytes (the same reasoning).
    private var recentMasks: [(key: [UInt8], value: Mask)] = []

    func keptMask(_ pattern: UnsafeRawBufferPointer) -> Mask? {
        ThreadContexts.kept(&recentMasks, pattern)
    }

    func keep(_ mask: Mask, parsedFrom pattern: UnsafeRawBufferPointer) {
        ThreadContexts.keep(mask, parsedFrom: pattern, in: &recentMasks)
    }

    // A most-recently-used list of parsed values by the bytes they were parsed from. The lookup
    // and the insertion are two calls, not one taking the parser as a closure: a hit (most
    // keystrokes) then allocates nothing, where the closure's captures cost an allocation each call.

    /// The value parsed from `bytes`, moved to the front, or `nil`.
    private static func kept<T>(_ list: inout [(key: [UInt8], value: T)], _ bytes: UnsafeRawBufferPointer) -> T? {
        for index in list.indices where list[index].key.count == bytes.count {
            let same = list[index].key.withUnsafeBytes { stored in
                guard let a = stored.baseAddress, let b = bytes.baseAddress else { return bytes.count == 0 }
                return memcmp(a, b, bytes.count) == 0
            }
            guard same else { continue }
            // Most calls repeat the last document: nothing to move.
            if index == 0 { return list[0].value }
            let entry = list.remove(at: index)
            list.insert(entry, at: 0)
            return entry.value
        }
        return nil
    }

    private static func keep<T>(_ value: T, parsedFrom bytes: UnsafeRawBufferPointer, in list: inout [(key: [UInt8], value: T)]) {
        list.insert((Array(bytes), value), at: 0)
        if list.count > ThreadContexts.restrictionsCapacity { list.removeLast() }
    }

    #if hasFeature(Embedded)
    /// The module's contexts: a page's WebAssembly module runs on one thread, which has no
    /// thread keys (the web build).
    nonisolated(unsafe) private static let module = ThreadContexts()

    static var current: ThreadContexts { module }
    #else
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadContexts>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's contexts, created on first use.
    static var current: ThreadContexts {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<ThreadContexts>.fromOpaque(existing).takeUnretainedValue()
        }
        let fresh = ThreadContexts()
        pthread_setspecific(threadKey, Unmanaged.passRetained(fresh).toOpaque())
        return fresh
    }
    #endif
}
