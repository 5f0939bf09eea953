#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A heap buffer in the layout that `payseal_free` releases: a 16-byte header holding the
/// capacity, then `capacity` bytes and one more for a NUL after the `count` bytes in use. The
/// library builds its C outputs (JWEs, plaintexts, JSON) directly in one of these, so the C ABI
/// hands the very same memory to the caller with no extra copy, and `payseal_free` can wipe all
/// of it before freeing, knowing its size (the sqlite3_free model).
/// Until ownership is handed over, the buffer is wiped and freed when this value is released.
package final class OwnedBuffer {
    static let headerSize = 16
    package private(set) var pointer: UnsafeMutablePointer<UInt8>?
    package let capacity: Int
    /// The bytes in use; a NUL follows them.
    package var count: Int {
        didSet {
            if count < 0 || count > capacity { count = max(0, min(count, capacity)) }
            pointer?[count] = 0
        }
    }

    /// Allocates `capacity` bytes plus the NUL terminator, all in use; `nil` when memory is exhausted.
    package init?(capacity: Int) {
        guard let body = OwnedBuffer.allocate(capacity: capacity) else { return nil }
        self.pointer = body
        self.capacity = capacity
        self.count = capacity
    }

    /// Memory in this layout holding a copy of `bytes`, the caller's at once (released by
    /// ``release(_:)``); `nil` when memory is exhausted. No instance is made: for the small outputs
    /// returned on every keystroke, making and freeing one cost as much as the copy.
    package static func handedOverCopy(of bytes: UnsafeRawBufferPointer) -> UnsafeMutablePointer<UInt8>? {
        guard let body = allocate(capacity: bytes.count) else { return nil }
        if let base = bytes.baseAddress { body.update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
        return body
    }

    /// The header (the capacity), `capacity` bytes and a NUL after them; the body's address.
    private static func allocate(capacity: Int) -> UnsafeMutablePointer<UInt8>? {
        guard capacity >= 0, capacity <= Int.max - 64, let raw = malloc(headerSize + capacity + 1) else { return nil }
        raw.storeBytes(of: capacity, as: Int.self)
        let body = (raw + headerSize).assumingMemoryBound(to: UInt8.self)
        body[capacity] = 0
        return body
    }

    /// Allocates a buffer holding a copy of `bytes`.
    package convenience init?(copying bytes: UnsafeRawBufferPointer) {
        self.init(capacity: bytes.count)
        if let base = bytes.baseAddress, let pointer { pointer.update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
    }

    deinit {
        if let pointer { OwnedBuffer.release(UnsafeMutableRawPointer(pointer)) }
    }

    /// The bytes in use (without the NUL).
    package var bytes: UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count)
    }

    /// Gives the memory to the caller, who must release it with ``release(_:)`` (`payseal_free`).
    package func handOver() -> UnsafeMutablePointer<UInt8>? {
        defer { pointer = nil }
        return pointer
    }

    /// Wipes and frees memory handed over by ``handOver()``. NULL is a no-op.
    package static func release(_ body: UnsafeMutableRawPointer?) {
        guard let body else { return }
        let raw = body - headerSize
        let capacity = raw.load(as: Int.self)
        wipeSecret(UnsafeMutableRawBufferPointer(start: raw, count: headerSize + capacity + 1), "returned buffer")
        free(raw)
    }

    /// A Swift copy of the bytes (the buffer itself is wiped when released).
    package var array: [UInt8] { Array(UnsafeRawBufferPointer(bytes)) }

}
