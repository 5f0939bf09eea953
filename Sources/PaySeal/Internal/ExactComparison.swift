#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether two strings are the same bytes. JSON member names, payment value and metadata keys,
    /// and the header and JWK values PaySeal checks are compared this way, not with `==`: Swift's
    /// `==` treats canonically equivalent strings as equal ("é" as U+00E9 and as "e" U+0301; the
    /// Kelvin sign U+212A and "K"), but they are different names in the JSON (RFC 8259 §8.3
    /// compares code units), and a C host passing bytes expects bytes to decide.
    func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }  // counts: O(1) for native strings
        // Native strings (every String PaySeal compares) have contiguous UTF-8: one memcmp
        // instead of the generic element-by-element walk, which was 15% of a validation.
        let same = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return a.count == 0 }
                return memcmp(first, second, a.count) == 0
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
