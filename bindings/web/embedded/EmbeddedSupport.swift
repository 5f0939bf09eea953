// What the core's masking files take from parts of the core that do not build in Embedded Swift
// yet, given here for the web build only (bindings/web/README.md, "Embedded Swift"): the backend's
// `wipe`, a thread's mask cache (ThreadContexts.swift is on pthreads; a page's module runs on one
// thread) and a stand-in for PaySealError. The C library's `malloc` and `free` (OwnedBuffer.swift
// imports them from Glibc, which wasm32-unknown-none has not) come from CWebLibc/.

/// Overwrites memory with zeros in a way the compiler cannot optimise away: the portable
/// backend's loop (Backend/Portable/PortablePrimitives.swift).
@inline(never) @_optimize(none)
package func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    var offset = 0
    while offset + 8 <= buffer.count {
        base.storeBytes(of: UInt64(0), toByteOffset: offset, as: UInt64.self)
        offset += 8
    }
    while offset < buffer.count {
        base.storeBytes(of: UInt8(0), toByteOffset: offset, as: UInt8.self)
        offset += 1
    }
}

/// The module's one thread's mask cache: the last masks parsed, by their text's bytes.
final class ThreadContexts {
    nonisolated(unsafe) static let current = ThreadContexts()
    private var recentMasks: [(key: [UInt8], value: Mask)] = []
    private static let capacity = 8

    func keptMask(_ pattern: UnsafeRawBufferPointer) -> Mask? {
        recentMasks.first { $0.key.elementsEqual(pattern) }?.value
    }

    func keep(_ mask: Mask, parsedFrom pattern: UnsafeRawBufferPointer) {
        if recentMasks.count == ThreadContexts.capacity { recentMasks.removeFirst() }
        recentMasks.append((Array(pattern), mask))
    }
}

/// A stand-in for PaySealError.swift's error while that file does not build in Embedded Swift (its
/// `underlyingError` is an `any Error` existential and its `clientAPIFailure` a Codable type): the
/// same code (`payseal_status`, the raw values are Include/payseal.h's) and message.
public struct PaySealError: Error {
    public enum Code: Int32 {
        case argument = 1
        case noMemory = 9
        case limit = 10
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// What the core's `throws(PaySealError.Thrown)` means here (PaySealError+Thrown.swift).
    public typealias Thrown = PaySealError
}

/// PaySealError.swift's limit for one payment value, which masks share.
public enum Limits {
    public static let maximumPaymentValue = 4096
}
