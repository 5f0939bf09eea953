import CSodium
#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// libsodium must be initialised once before use; `sodium_init` is idempotent and thread-safe,
/// and a Swift global is initialised exactly once, on first use, under a lock.
let sodiumIsReady: Bool = sodium_init() >= 0

/// Overwrites memory with zeros in a way the compiler cannot optimise away.
@inline(__always)
package func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    sodium_memzero(base, buffer.count)
}

@inline(__always)
package func wipe(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { wipe($0) }
}

/// Wipes a secret and, in debug builds, records that it did (see ``WipeLog``).
@inline(__always)
package func wipeSecret(_ buffer: UnsafeMutableRawBufferPointer, _ label: StaticString) {
    wipe(buffer)
    #if DEBUG
    WipeLog.record(label, UnsafeRawBufferPointer(buffer))
    #endif
}

#if DEBUG
/// Debug builds only: for each kind of secret, how many times it was wiped and whether every
/// wipe left only zeros. Tests read it to prove that CEKs, derived keys, plaintexts and returned
/// buffers are wiped; release builds have neither the log nor its lock.
package enum WipeLog {
    package struct Tally: Sendable, Equatable {
        package var wipes = 0
        package var allZero = true
    }

    // A pthread mutex rather than Synchronization.Mutex: ThreadSanitizer understands pthread
    // locks, and the tests run under it.
    nonisolated(unsafe) private static var tallies: [String: Tally] = [:]
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private static func locked<T>(_ body: (inout [String: Tally]) -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&tallies)
    }

    static func record(_ label: StaticString, _ buffer: UnsafeRawBufferPointer) {
        let zero = buffer.allSatisfy { $0 == 0 }
        locked { tallies in
            var tally = tallies["\(label)", default: Tally()]
            tally.wipes += 1
            tally.allZero = tally.allZero && zero
            tallies["\(label)"] = tally
        }
    }

    package static var snapshot: [String: Tally] { locked { $0 } }
}
#endif

/// Constant-time equality of two byte buffers of the same length (the length is not secret).
func constantTimeEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count, let pa = a.baseAddress, let pb = b.baseAddress else {
        return a.count == 0 && b.count == 0
    }
    return sodium_memcmp(pa, pb, a.count) == 0
}
