// The per-input time oracle of the targets that run patterns or tables from their input: the
// library bounds every call's work (docs/card-input.md, "Bounded work"), so an input whose calls
// take long is a finding, not a timeout to shrug off. The calling thread's CPU time, so that a
// busy machine does not turn into findings.
#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's CPU time, in seconds.
public func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The library's bound for one call is 0.25 s (1 s for parsing a product or a table) on the
/// release build; AddressSanitizer makes the code about three times slower.
public let sanitizerSlowdown = 4.0

/// Fails the oracle when the work since `start` (from ``threadCPUSeconds()``) took more than
/// `bound` seconds of the release build's time, allowing for the sanitizer.
public func requireCPUTime(
    since start: Double, withinReleaseBound bound: Double, _ what: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    let spent = threadCPUSeconds() - start
    require(
        spent <= bound * sanitizerSlowdown, "\(what()) took \(spent) s of CPU (bound \(bound) s, x\(sanitizerSlowdown) for the sanitizer)",
        file: file, line: line)
}
