extension JavaPattern {
    /// Values a pattern's reading does not answer for as Java would: a rule refuses them with the
    /// reason `matchLimit` (the check could not be made, fail closed), as for a match past its
    /// limits.
    struct UnreadableValues: OptionSet, Equatable, Sendable {
        let rawValue: UInt8

        /// A run of nonspacing marks longer than the reading of Java's `\b` or `\B` (without
        /// `(?U)`) scans back over (``JavaWordBoundary/markRunTooLong(_:)``).
        static let longMarkRuns = UnreadableValues(rawValue: 1)
        /// A character outside the Basic Multilingual Plane, when the pattern has a look-behind
        /// Java reads in UTF-16 units (no such character in the pattern from the look-behind on:
        /// Java's `Behind` steps back into a surrogate pair, PCRE2 by whole characters).
        static let astral = UnreadableValues(rawValue: 2)
        /// A character outside ASCII, when the pattern has a back reference under `(?i)`: Java
        /// compares ASCII letters case-insensitively (with `(?iu)` through its simple case
        /// mappings), PCRE2 through Unicode's case folding; on ASCII text they agree.
        static let nonASCII = UnreadableValues(rawValue: 4)
        /// A value of more than ``JavaPatternParser/lookBehindReach`` characters, when the pattern
        /// has a look-behind of no maximum length (read back over that many characters at most).
        static let longValues = UnreadableValues(rawValue: 8)

        /// Whether `value` (UTF-8) is one of them.
        func excludes(_ value: UnsafeRawBufferPointer) -> Bool {
            // A 4-byte UTF-8 sequence (a lead byte 0xF0 and above) is a character past U+FFFF.
            (contains(.astral) && value.contains { $0 >= 0xF0 })
                || (contains(.nonASCII) && value.contains { $0 >= 0x80 })
                || (contains(.longMarkRuns) && JavaWordBoundary.markRunTooLong(value))
                || (contains(.longValues) && value.lazy.filter { $0 & 0xC0 != 0x80 }.count > JavaPatternParser.lookBehindReach)
        }
    }
}
