import CPaySealHeader
import PaySeal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What every export shares: turning thrown errors into a status and this thread's message,
// reading C arguments without trusting them, and handing out handles. Nothing here may trap:
// a Swift trap inside libpayseal.so would kill the host's process.

/// Runs an export's body: PAYSEAL_OK, or the error's status with its message stored for
/// `payseal_last_error`. No Swift error crosses the C boundary.
func boundary(_ body: () throws(PaySealError.Thrown) -> Void) -> payseal_status {
    do {
        try body()
        return PAYSEAL_OK
    } catch {
        guard let error = PaySealError.thrown(error) else {
            LastError.set("unexpected internal error")
            return PAYSEAL_E_CRYPTO
        }
        LastError.set(error)
        return payseal_status(rawValue: UInt32(error.code.rawValue))
    }
}

func argumentError(_ message: String) -> PaySealError { PaySealError(.argument, message) }

/// An argument error about the parameter `name` (the subject `payseal_last_error_subject` gives).
func argumentError(_ name: String, _ detail: String) -> PaySealError { PaySealError(.argument, about: .init(name), detail) }

/// Clears an out-pointer first thing, so that every failure leaves it NULL.
@inline(__always)
func clear<T>(_ out: UnsafeMutablePointer<T?>?) { out?.pointee = nil }

@inline(__always)
func clear(_ out: UnsafeMutablePointer<Int>?) { out?.pointee = 0 }

/// The frame of an export with one output (and its length, when it has one): both cleared
/// first, so that every failure leaves them NULL and 0; a NULL output pointer refused by name.
func withOutput<T>(
    _ out: UnsafeMutablePointer<T?>?, _ name: String, length out_len: UnsafeMutablePointer<Int>? = nil,
    _ body: (UnsafeMutablePointer<T?>) throws(PaySealError.Thrown) -> Void
) -> payseal_status {
    clear(out)
    clear(out_len)
    return boundary { () throws(PaySealError.Thrown) in
        guard let out else { throw argumentError(name, "is NULL") }
        try body(out)
    }
}

/// A NUL-terminated UTF-8 argument as a String.
func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(PaySealError.Thrown) -> String {
    guard let pointer else { throw argumentError(name, "is NULL") }
    guard let text = String(validatingCString: pointer) else { throw argumentError(name, "is not valid UTF-8") }
    return text
}

/// A NUL-terminated argument that may be secret (a card number), read in place: no String
/// copy of it is made, since a String's storage is freed without being wiped. The callee checks
/// that the bytes are UTF-8.
func secretCString(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    guard let pointer else { throw argumentError(name, "is NULL") }
    return UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
}

/// A JSON argument only the C ABI has (context_json, params_json, accepted_json) checked to be
/// UTF-8 by the core's rule (JSONValue.requireUTF8): PAYSEAL_E_ARGUMENT, as in every other text
/// argument, not a JSON error. The JSON inputs the Swift API takes too (data restrictions,
/// products, brand tables, IIN bodies) are checked by the core itself, the C parameter's name
/// passed for the message. An input over `limit` is passed on unchecked: the callee's
/// PAYSEAL_E_LIMIT comes first, as in payseal_public_key_from_client_api.
func jsonText(_ bytes: UnsafeRawBufferPointer, _ name: String, limit: Int) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    if bytes.count <= limit { try JSONValue.requireUTF8(bytes, named: name, what: name) }
    return bytes
}

/// A (pointer, length) argument that must not be NULL (it may be empty).
func requiredBytes(_ pointer: UnsafeRawPointer?, _ count: Int, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    guard pointer != nil else { throw argumentError(name, "is NULL") }
    return try bytes(pointer, count, name)
}

/// A (pointer, length) argument; NULL is allowed only with length 0.
func bytes(_ pointer: UnsafeRawPointer?, _ count: Int, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    guard count >= 0 else { throw argumentError(name, "has a negative length") }
    guard let pointer else {
        guard count == 0 else { throw argumentError(name, "is NULL but its length is \(count)") }
        return UnsafeRawBufferPointer(start: nil, count: 0)
    }
    return UnsafeRawBufferPointer(start: pointer, count: count)
}

/// The calling thread's last failure: its message (`payseal_last_error`), its subject's key
/// (`payseal_last_error_subject`) and its detail (`payseal_last_error_detail`). Each thread has
/// one buffer holding the three, allocated on its first failure and freed by the
/// thread-specific-data destructor when the thread exits.
enum LastError {
    /// Bytes of each of the three texts, their NUL included.
    static let capacity = 1024
    nonisolated(unsafe) static let empty: UnsafePointer<CChar>? = UnsafePointer(strdup(""))

    #if hasFeature(Embedded)
    /// The module's one buffer: a page's WebAssembly module runs on one thread (the web build).
    nonisolated(unsafe) private static var buffer: UnsafeMutableRawPointer?
    private static func threadBuffer() -> UnsafeMutableRawPointer? { buffer }
    private static func setThreadBuffer(_ fresh: UnsafeMutableRawPointer) { buffer = fresh }
    #else
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()
    private static func threadBuffer() -> UnsafeMutableRawPointer? { pthread_getspecific(key) }
    private static func setThreadBuffer(_ fresh: UnsafeMutableRawPointer) { pthread_setspecific(key, fresh) }
    #endif

    static func set(_ error: PaySealError) {
        set([error.message, error.subject?.key ?? "", error.detail])
    }

    static func set(_ message: String) { set([message, "", message]) }

    private static func set(_ texts: [String]) {
        var buffer = threadBuffer()?.assumingMemoryBound(to: UInt8.self)
        if buffer == nil, let fresh = calloc(3 * capacity, 1) {
            setThreadBuffer(fresh)
            buffer = fresh.assumingMemoryBound(to: UInt8.self)
        }
        guard let buffer else { return }
        for (slot, text) in texts.prefix(3).enumerated() { write(text, into: buffer + slot * capacity) }
    }

    /// Writes `text` NUL-terminated, truncated on a UTF-8 character boundary.
    private static func write(_ text: String, into buffer: UnsafeMutablePointer<UInt8>) {
        var length = 0
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            guard length + width < capacity else { break }
            UTF8.encode(scalar) { byte in
                buffer[length] = byte
                length += 1
            }
        }
        buffer[length] = 0
    }

    /// Slot 0 the message, 1 the subject's key, 2 the detail; "" before the first failure.
    static func current(_ slot: Int = 0) -> UnsafePointer<CChar>? {
        guard let buffer = threadBuffer() else { return empty }
        return UnsafePointer((buffer + slot * capacity).assumingMemoryBound(to: CChar.self))
    }
}

/// Handles are retained Swift objects passed to C as opaque pointers.
enum Handle {
    static func make(_ object: AnyObject) -> OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(object).toOpaque())
    }

    static func borrow<T: AnyObject>(_ handle: OpaquePointer?, as type: T.Type, _ name: String) throws(PaySealError.Thrown) -> T {
        guard let handle else { throw argumentError(name, "is NULL") }
        return Unmanaged<T>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    }

    static func release<T: AnyObject>(_ handle: OpaquePointer?, as type: T.Type) {
        guard let handle else { return }
        Unmanaged<T>.fromOpaque(UnsafeRawPointer(handle)).release()
    }
}

/// Copies bytes into a buffer `payseal_free` releases and stores it (and its length) for the caller.
func handOver(_ bytes: [UInt8], _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ out_len: UnsafeMutablePointer<Int>?) throws(PaySealError.Thrown) {
    guard let body = bytes.withUnsafeBytes({ OwnedBuffer.handedOverCopy(of: $0) }) else {
        throw PaySealError(.noMemory, "out of memory for the output")
    }
    out_len?.pointee = bytes.count
    out.pointee = cString(body)
}

/// Stores a buffer `payseal_free` releases (and its length) for the caller; the buffer is the caller's from then on.
func handOver(_ buffer: OwnedBuffer, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ out_len: UnsafeMutablePointer<Int>?) {
    out_len?.pointee = buffer.count
    out.pointee = cString(buffer.handOver())
}

@inline(__always)
func cString(_ pointer: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<CChar>? {
    pointer.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
}
