#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Wiping, as the core calls it: the backend's `wipe(_:)` (Backend/CryptoBackend.swift) does the
// overwrite; this file adds the Array form and the debug log the tests read.

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
