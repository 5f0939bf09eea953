/// UTF-8 validation that makes no copy.
///
/// `String(validating:)` is the usual check, but it copies the bytes into a String's heap
/// storage, which is freed without being wiped. Inputs that may be secret (payment values,
/// private keys) are checked here instead, with the standard library's strict UTF-8 parser
/// (overlong forms, surrogates and code points above U+10FFFF are errors).
package enum UTF8Validation {
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // ASCII, the usual case, in one pass without the parser.
        guard !isASCII(bytes) else { return true }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Whether every byte is below 0x80: the high bits of 8 bytes at a time, then the rest one by
    /// one (a key's base64, 400 bytes, took 1,700 instructions byte by byte).
    package static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while bytes.count - index >= 8 {
                if (base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
        }
        return !bytes[index...].contains { $0 >= 0x80 }
    }
}
