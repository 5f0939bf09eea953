/// The server's `regularExpression` patterns are written for Java's `java.util.regex`
/// (`Pattern.compile(p).matcher(v).matches()`), not for PCRE2. This reads one, once, into a syntax
/// tree (``JavaReading``) printed as a PCRE2 pattern that matches the same values, compiled with
/// PCRE2_UTF alone (or as ICU's spelling of it, for the portable engine): every Java construct is
/// spelled out explicitly (ASCII case pairs for `(?i)`, Java's line terminators for `.`, `^`,
/// `$`, Java's POSIX and `java…` classes as ranges or Unicode properties, class union and
/// intersection as one-character look-aheads), so no PCRE2 option or table decides the reading.
/// A construct PCRE2 cannot express faithfully is ``Translation/unsupported(_:)`` (fail closed),
/// a pattern Java itself refuses is ``Translation/invalid(_:)``. `docs/card-input.md`, "Server
/// patterns: Java's reading", has the table. The output grows by a bounded factor per construct
/// (at most about 2.7 KB for one `\X`, 80 bytes for a `$`), and the compile budget is charged on it.
enum JavaPattern {
    enum Translation: Equatable {
        /// The pattern's reading.
        case reading(Reading)
        /// Java throws PatternSyntaxException for it.
        case invalid(String)
        /// Java accepts it, but no faithful PCRE2 reading exists (or PCRE2 refuses the reading).
        case unsupported(String)
        /// The reading would be longer than `maximumBytes` (the translation stops there).
        case tooLong
    }

    /// A Java pattern's reading: its tree (``JavaReading``), printed in each engine's syntax.
    struct Reading: Equatable {
        let tree: JavaReading
        let numbering: JavaReading.Numbering
        /// The values the reading does not answer for as Java would.
        let unreadable: UnreadableValues
        /// The reading in PCRE2's syntax (the system engine's; its length is what the compile
        /// budget counts on either engine, so that both give one verdict).
        let pcre2: String

        /// The reading in ICU's syntax (the portable engine's).
        var icu: String { tree.icu(numbering) }

        /// How deep the printed reading nests its parentheses.
        var depth: Int { tree.depth(numbering) }

        /// What compiling the reading costs (``PatternCompileCost``), its look-behinds and property
        /// classes counted on the tree (the ICU spelling has the same ones; the reading spells
        /// `(?i)` out, so none is case-insensitive), not on the printed text.
        var cost: PatternCompileCost.Cost {
            let lookBehinds = tree.lookBehinds
            return PatternCompileCost.Cost(
                bytes: pcre2.utf8.count, lookBehindWork: lookBehinds * lookBehinds, propertyClassWork: tree.propertyClasses)
        }
    }

    /// The reading of a Java pattern, read once; `maximumBytes` bounds the PCRE2 text (and so
    /// the translation's work), since a reading is longer than its pattern.
    static func translate(_ pattern: String, maximumBytes: Int = .max) -> Translation {
        let scalars = removeQuoting(Array(pattern.unicodeScalars))
        do {
            var parser = JavaPatternParser(scalars, maximumBytes: maximumBytes)
            var tree = try parser.translate()
            // The reading's own named groups come before some of the pattern's: a reference's
            // number in the reading counts them (and the leading group of `\b{g}`'s reading).
            let first: Int32 = parser.readsFirstCluster ? 1 : 0
            let numbering = JavaReading.Numbering(shifts: parser.insertedGroups.map { $0 + first }, groupCount: parser.groupCount)
            var text = tree.pcre2(numbering)
            guard text.utf8.count <= maximumBytes else { return .tooLong }
            if parser.readsFirstCluster {
                tree = JavaGrapheme.firstClusterEndReading.then(.group(.nonCapturing, tree))
                text = JavaGrapheme.firstClusterEnd + "(?:" + text + ")"
            }
            return .reading(Reading(tree: tree, numbering: numbering, unreadable: parser.unreadable, pcre2: text))
        } catch JavaPatternError.invalid(let why) {
            return .invalid(why)
        } catch JavaPatternError.unsupported(let why) {
            // Java reports a syntax error that comes after a construct PaySeal cannot read (`(?c`,
            // `\X(`): the pattern is read again to its end, past such constructs.
            var syntax = JavaPatternParser(scalars, maximumBytes: maximumBytes, readsPastUnsupported: true)
            do {
                _ = try syntax.translate()
            } catch JavaPatternError.invalid(let reason) {
                return .invalid(reason)
            } catch {}
            return .unsupported(why)
        } catch JavaPatternError.tooLong {
            return .tooLong
        } catch {
            return .invalid("\(error)")
        }
    }
}

enum JavaPatternError: Error {
    case invalid(String)
    case unsupported(String)
    case tooLong
}

extension JavaPatternError {
    #if hasFeature(Embedded)
    /// The translation's thrown type in Embedded Swift (the web build), which has no `any Error`.
    typealias Thrown = JavaPatternError
    #else
    /// `any Error` natively, as ``PaySealError/Thrown``: a typed error gives every frame of the
    /// recursive translation a slot for it at each call (debug builds), and the deepest patterns
    /// must fit a thread's small stack.
    typealias Thrown = any Error
    #endif
}

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

extension JavaPattern {
    /// Java's `RemoveQEQuoting`, which runs before parsing: `\Q…\E` becomes escaped characters
    /// (letters and non-ASCII as they are, a leading digit as `\x3d`, other ASCII escaped), so a
    /// quantifier after `\E` applies to the last quoted character, and quotes work inside classes.
    static func removeQuoting(_ p: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var i = 0
        while i < p.count - 1 {
            if p[i] != "\\" { i += 1 } else if p[i + 1] != "Q" { i += 2 } else { break }
        }
        guard i < p.count - 1 else { return p }
        var out = Array(p[0..<i])
        i += 2
        var inQuote = true, beginQuote = true
        while i < p.count {
            let c = p[i]
            i += 1
            if !c.isASCII || c.properties.isAlphabetic {
                out.append(c)
            } else if ("0"..."9").contains(c) {
                if beginQuote { out += ["\\", "x", "3"] }
                out.append(c)
            } else if c != "\\" {
                if inQuote { out.append("\\") }
                out.append(c)
            } else if inQuote {
                if i < p.count, p[i] == "E" {
                    i += 1
                    inQuote = false
                } else {
                    out += ["\\", "\\"]
                }
            } else if i < p.count, p[i] == "Q" {
                i += 1
                inQuote = true
                beginQuote = true
                continue
            } else {
                out.append(c)
                if i < p.count { out.append(p[i]); i += 1 }
            }
            beginQuote = false
        }
        return out
    }
}
