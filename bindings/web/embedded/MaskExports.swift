// The masking functions of Include/payseal.h for the web build, with the same signatures, statuses
// and ownership (outputs released with payseal_free), for a page's JavaScript over the module's
// memory: it copies NUL-terminated UTF-8 in (payseal_web_alloc), calls, reads the output and
// frees it. The core does the work (Masking/); this file is only the boundary, as Sources/PaySealC
// is for the native library. No path traps: every failure is a status.

/// The message of the last failed call, NUL-terminated (the module runs on one thread).
nonisolated(unsafe) private var lastErrorMessage: OwnedBuffer?

private func fail(_ error: PaySealError) -> Int32 {
    var message = Array(error.message.utf8)
    lastErrorMessage = message.withUnsafeBytes { OwnedBuffer(copying: $0) }
    wipe(&message)
    return error.code.rawValue
}

/// A NUL-terminated argument's bytes, without the NUL.
private func cString(_ pointer: UnsafePointer<UInt8>?, _ name: String) throws(PaySealError) -> UnsafeRawBufferPointer {
    guard let pointer else { throw PaySealError(.argument, "\(name) is NULL") }
    var length = 0
    while pointer[length] != 0 { length += 1 }
    return UnsafeRawBufferPointer(start: pointer, count: length)
}

/// Memory for the caller's arguments (released with payseal_free), at most 16 KiB (four times the
/// longest argument, so an argument over its limit still gets its PAYSEAL_E_LIMIT), or NULL.
@c(payseal_web_alloc)
public func paysealWebAlloc(_ size: Int) -> UnsafeMutablePointer<UInt8>? {
    guard size >= 0, size <= Limits.maximumPaymentValue * 4 else { return nil }
    guard let buffer = OwnedBuffer(capacity: size) else { return nil }
    return buffer.handOver()
}

/// Wipes and frees a buffer the module handed over (payseal_free's contract; NULL is ignored).
@c(payseal_free)
public func paysealFree(_ buffer: UnsafeMutableRawPointer?) {
    OwnedBuffer.release(buffer)
}

/// The last failure's message, NUL-terminated, owned by the module (valid until the next failure).
@c(payseal_last_error)
public func paysealLastError() -> UnsafePointer<UInt8>? {
    UnsafePointer(lastErrorMessage?.pointer)
}

/// payseal_mask_format: `value` formatted with `mask`; *out a new NUL-terminated string of
/// *out_len bytes (out_len may be NULL). PAYSEAL_E_ARGUMENT (NULL argument, invalid UTF-8, a bad
/// mask), PAYSEAL_E_LIMIT (over 4096 bytes), PAYSEAL_E_NO_MEMORY.
@c(payseal_mask_format)
public func paysealMaskFormat(
    _ mask: UnsafePointer<UInt8>?, _ value: UnsafePointer<UInt8>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    out?.pointee = nil
    outLength?.pointee = 0
    do throws(PaySealError) {
        guard let out else { throw PaySealError(.argument, "out is NULL") }
        let parsed = try Mask.cached(utf8: try cString(mask, "mask"))
        let value = try cString(value, "value")
        guard value.count <= Mask.maximumLength else {
            throw PaySealError(.limit, "value has \(value.count) bytes; the limit is \(Mask.maximumLength)")
        }
        guard UTF8Validation.isValid(value) else { throw PaySealError(.argument, "value is not valid UTF-8") }
        let buffer = try parsed.formatted(utf8: value, placeholdersOnly: false)
        outLength?.pointee = buffer.count
        out.pointee = buffer.handOver()
        return 0
    } catch {
        return fail(error)
    }
}
