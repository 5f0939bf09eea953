extension String {
    /// Whether two strings are the same bytes. JSON member names, payment value and metadata keys,
    /// and the header and JWK values PaySeal checks are compared this way, not with `==`: Swift's
    /// `==` treats canonically equivalent strings as equal ("é" as U+00E9 and as "e" U+0301; the
    /// Kelvin sign U+212A and "K"), but they are different names in the JSON (RFC 8259 §8.3
    /// compares code units), and a C host passing bytes expects bytes to decide.
    func hasSameBytes(as other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)  // counts: O(1) for native strings
    }
}
