/// Input text as a message quotes it: in double quotes, at most `limit` Unicode scalars, with every
/// character that could change how a log line reads escaped as `\u{…}`: control characters (ESC
/// included, so no terminal sequence gets through), format characters (bidirectional overrides,
/// zero-width characters) and line or paragraph separators; `"` and `\` are escaped too, so
/// the quoted text cannot end the quote early. Messages quote only what the caller needs to see
/// what was wrong (an alg, a kty, a PEM label, a key name), never a secret.
///
/// The limit counts scalars, not characters: one character can hold thousands of combining
/// scalars, so a limit in characters let a 4 KiB key into a message whole. Each scalar is at most
/// 10 bytes quoted (`\u{10FFFF}`), so the quote is at most `10 * limit + 2` bytes.
package struct Quoted: CustomStringConvertible {
    package let description: String

    package init(_ text: some StringProtocol, limit: Int) {
        var quoted = "\""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(scalar)
            }
        }
        description = quoted + "\""
    }
}
