/// Java's `\X` (OpenJDK 17's `Grapheme.nextBoundary`) written as one PCRE2 atomic group.
///
/// Java's clusters are not PCRE2's `\X`. Java types each code point itself (`Grapheme.getType`:
/// the general category with its own lists of exceptions, Unicode 13) and joins two code points
/// by a table of pairs (UAX #29's rules GB3 to GB9b), with two rules of its own reading:
/// - an emoji joined by a zero width joiner (GB11) continues the cluster only when the cluster
///   starts with the extended pictographic (`😀\u{200D}😀` is one cluster, `\u{600}😀\u{200D}😀`
///   two), and any mark may come before the joiner;
/// - regional indicators pair (GB12) only as the cluster's first ones, after its prepended
///   characters.
/// The cluster is read to its end and never given back (Java's `XGrapheme` moves to the next
/// boundary), hence the atomic group; each alternative starts on a different kind of first
/// character, and its quantifiers are greedy, so the one path PCRE2 finds is Java's cluster.
///
/// The types (Java's name: what this text holds):
/// - CR, LF, Control: `\r`, `\n`, and the categories Cc, Cf, Cn, Zl, Zp (Java's `CONTROL`,
///   `FORMAT`, `UNASSIGNED`, the separators) except the code points Java types otherwise;
/// - Extend, ZWJ, SpacingMark (`post`): Mn, Me, Mc but Java's excluded spacing marks, U+200C, the
///   tags U+E0020–U+E007F, U+FF9E, U+FF9F, the emoji modifiers, U+0E33, U+0EB3, and U+200D (GB9
///   and GB9a join them to whatever comes before; Java's rules read Extend and SpacingMark alike);
/// - Prepend: Java's list of 24 code points;
/// - Regional_Indicator, Hangul L, V, T and the syllables LV and LVT: their ranges;
/// - Extended_Pictographic: the emoji data property, ahead of every other type (as in Java).
/// PCRE2 10.42 knows Unicode 14: a character assigned after Unicode 13 can read otherwise.
enum JavaGrapheme {
    /// The whole of Java's `\X`.
    static let cluster: String = {
        let first = "(?=" + JavaPatternText.anything + ")"
        let afterPrepend = "(?:" + hangul + "|" + regionalIndicator + regionalIndicator + "?|" + notControl + JavaPatternText.anything + ")?"
        return "(?>\\r\\n?|" + control + "|" + pictographic + "(?:" + joiner + pictographic + "?|" + post + ")*|"
            + first + prepend + "*" + afterPrepend + post + "*)"
    }()

    static let clusterReading = JavaReading.counted(cluster, width: nil)

    /// The reading's prefix when it holds `\b{g}` (``JavaPatternParser/graphemeBoundary()``): at
    /// the value's start, the text after its first cluster, captured (none in an empty value).
    static let firstClusterEndReading = JavaReading.counted(firstClusterEnd, width: 0)
    static let firstClusterEnd = "(?=(?:" + cluster + "(?<jfc>" + JavaPatternText.anything + "*+))?)"

    /// `\b{g}` in `matches()`: the start, the end, or a position at or past the first cluster's
    /// end, where no nonempty text followed by the captured text is left.
    static let afterFirstClusterReading = JavaReading.counted(afterFirstCluster, width: 0)
    static let afterFirstCluster = "(?:\\A|\\z|(?!" + JavaPatternText.anything + "+?\\k<jfc>\\z))"

    static let pictographic = "\\p{Extended_Pictographic}"
    static let joiner = "\\x{200d}"

    /// Code points of the control categories Java types otherwise (U+0378 is unassigned in Unicode
    /// 13, and typed as Other to agree with GraphemeBreakTest.txt).
    static let controlExceptions =
        "[\\x{378}\\x{200c}\\x{200d}\\x{600}-\\x{605}\\x{6dd}\\x{70f}\\x{8e2}\\x{110bd}\\x{110cd}\\x{e0020}-\\x{e007f}]"
    static let control = "(?!" + controlExceptions + "|" + pictographic + ")[\\p{Cc}\\p{Cf}\\p{Cn}\\p{Zl}\\p{Zp}]"
    static let notControl = "(?!" + control + ")"

    /// Java's excluded spacing marks (`isExcludedSpacingMark`: Myanmar, Tai Tham and Tai Viet
    /// vowel signs); none of the code points it names is a nonspacing or enclosing mark.
    static let excludedSpacingMarks =
        "[\\x{102b}\\x{102c}\\x{1038}\\x{1062}-\\x{106d}\\x{1083}\\x{1087}-\\x{108c}\\x{108f}\\x{109a}-\\x{109c}\\x{1a61}\\x{1a63}\\x{1a64}\\x{aa7b}\\x{aa7d}]"
    /// One group, as it is repeated.
    static let post =
        "(?:(?!" + excludedSpacingMarks + "|" + pictographic + ")"
        + "[\\p{Mn}\\p{Me}\\p{Mc}\\x{200c}\\x{200d}\\x{e0020}-\\x{e007f}\\x{ff9e}\\x{ff9f}\\x{1f3fb}-\\x{1f3ff}\\x{e33}\\x{eb3}])"

    static let prepend =
        "[\\x{600}-\\x{605}\\x{6dd}\\x{70f}\\x{8e2}\\x{110bd}\\x{110cd}\\x{d4e}\\x{111c2}\\x{111c3}\\x{1193f}\\x{11941}\\x{11a3a}\\x{11a84}-\\x{11a89}\\x{11d46}]"
    static let regionalIndicator = "[\\x{1f1e6}-\\x{1f1ff}]"

    /// Hangul: L* then V+, an LV syllable then V*, or an LVT syllable, then T*; or T+ alone (GB6 to
    /// GB8). The lookahead keeps the L* branch from matching nothing.
    static let hangul: String = {
        let l = "[\\x{1100}-\\x{115f}\\x{a960}-\\x{a97c}]", v = "[\\x{1160}-\\x{11a7}\\x{d7b0}-\\x{d7c6}]"
        let t = "[\\x{11a8}-\\x{11ff}\\x{d7cb}-\\x{d7fb}]", syllable = "[\\x{ac00}-\\x{d7a3}]"
        let start = "(?=[\\x{1100}-\\x{11a7}\\x{a960}-\\x{a97c}\\x{d7b0}-\\x{d7c6}\\x{ac00}-\\x{d7a3}])"
        return t + "+|" + start + l + "*(?:" + syllableLV + v + "*" + t + "*|" + v + "+" + t + "*|" + syllable + t + "*)?"
    }()

    /// The 399 LV syllables (U+AC00 and every 28th after it: no trailing consonant), written as
    /// themselves (3 bytes each in UTF-8, not 8 as escapes).
    static let syllableLV: String = {
        var text = "["
        for index in 0..<399 {
            if let scalar = Unicode.Scalar(0xAC00 + UInt32(index) * 28) { text.unicodeScalars.append(scalar) }
        }
        return text + "]"
    }()
}
