#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if hasFeature(Embedded)
/// One thread's value: a page's WebAssembly module runs on one thread, and wasm32 without threads
/// has no mutex (the web build).
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<T, E>(_ body: (inout Value) throws(E) -> T) throws(E) -> T {
        try body(&value)
    }
}
#else
/// A value shared between threads behind a pthread mutex. Written here rather than with the
/// Synchronization module's `Mutex`: that one waits on a futex through atomics ThreadSanitizer
/// cannot see, so `make test-sanitizers` reported every access to a cache behind it as a race.
/// Package-wide: PaySealFoundation keeps the state of a request behind one.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `mutex` is held.
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<T, E>(_ body: (inout Value) throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
#endif
