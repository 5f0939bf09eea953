#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPCRE2

/// Each thread's pattern-matching state and its caches of parsed restrictions and masks, in
/// thread-specific data, with no lock on the validation path. (The crypto backend keeps its own
/// per-thread state: Backend/System/OpenSSLThreadContexts.swift.)
final class ThreadContexts {
    /// PCRE2 match data for this thread's matches (one offset pair: only whether there is a
    /// match is read), made once: making it for every match cost a fifth of a validation.
    private(set) lazy var patternMatchData: OpaquePointer? = pcre2_match_data_create_8(1, nil)

    /// PCRE2 match context for this thread's matches: the depth and heap limits, and the match
    /// limit that ``PatternMatcher`` sets before each match (it depends on the pattern, the
    /// subject and how many matches share the call's budget).
    private(set) lazy var patternMatchContext: OpaquePointer? = {
        let context = pcre2_match_context_create_8(nil)
        if let context {
            pcre2_set_depth_limit_8(context, PatternMatcher.depthLimit)
            pcre2_set_heap_limit_8(context, PatternMatcher.heapLimitKiB)
        }
        return context
    }()

    /// How many matches share the current call's match budget (``PatternMatcher/sharingBudget(among:_:)``).
    var patternShare = 1
    /// The compile work the current call has spent (``PatternCompileCost``), and how deep its
    /// scopes are nested (0: no call is counting).
    var patternCompileWork = 0
    var patternCompileDepth = 0

    /// The `dataRestrictions` this thread parsed last, by their JSON bytes, most recent first: a
    /// UI validates the same few fields on every keystroke, and the C ABI hands over the JSON
    /// each time (parsing it was three quarters of a validation). Compared with memcmp, so a hit
    /// costs no hashing, allocation or lock.
    private var recentRestrictions: [(key: [UInt8], value: DataRestrictions)] = []
    static let restrictionsCapacity = 8

    deinit {
        if let patternMatchData { pcre2_match_data_free_8(patternMatchData) }
        if let patternMatchContext { pcre2_match_context_free_8(patternMatchContext) }
    }

    func restrictions(_ json: UnsafeRawBufferPointer, parse: () throws -> DataRestrictions) throws -> DataRestrictions {
        try ThreadContexts.recent(&recentRestrictions, json, parse: parse)
    }

    /// The masks this thread parsed last, by their text's bytes (the same reasoning).
    private var recentMasks: [(key: [UInt8], value: Mask)] = []

    func mask(_ pattern: UnsafeRawBufferPointer, parse: () throws -> Mask) throws -> Mask {
        try ThreadContexts.recent(&recentMasks, pattern, parse: parse)
    }

    /// A most-recently-used list of parsed values by the bytes they were parsed from.
    private static func recent<T>(_ list: inout [(key: [UInt8], value: T)], _ bytes: UnsafeRawBufferPointer,
                                  parse: () throws -> T) throws -> T {
        if let index = list.firstIndex(where: { entry in
            entry.key.count == bytes.count && entry.key.withUnsafeBytes { stored in
                guard let a = stored.baseAddress, let b = bytes.baseAddress else { return bytes.count == 0 }
                return memcmp(a, b, bytes.count) == 0
            }
        }) {
            let entry = list.remove(at: index)
            list.insert(entry, at: 0)
            return entry.value
        }
        let parsed = try parse()
        list.insert((Array(bytes), parsed), at: 0)
        if list.count > ThreadContexts.restrictionsCapacity { list.removeLast() }
        return parsed
    }

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
}
