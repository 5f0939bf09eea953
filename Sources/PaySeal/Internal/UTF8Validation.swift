/// UTF-8 validation that makes no copy.
///
/// `String(validating:)` is the usual check, but it copies the bytes into a String's heap
/// storage, which is freed without being wiped. Inputs that may be secret (payment values,
/// private keys) are checked here instead, with the standard library's strict UTF-8 parser
/// (overlong forms, surrogates and code points above U+10FFFF are errors).
package enum UTF8Validation {
    package static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // ASCII, the usual case, in one pass without the parser.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
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
}
