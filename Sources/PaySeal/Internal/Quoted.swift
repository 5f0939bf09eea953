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
            if scalar.isEscapedInMessages {
                quoted.appendEscaped(scalar)
            } else {
                if scalar == "\"" || scalar == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(scalar)
            }
        }
        description = quoted + "\""
    }
}

extension Unicode.Scalar {
    /// Whether messages show the scalar escaped (see ``Quoted``): control characters (C0, DEL and
    /// C1), format characters, line and paragraph separators, and scalars with no assigned meaning
    /// (surrogates, private use, unassigned). Package-wide: the CLI escapes the same ones in a
    /// server's answer shown on a terminal.
    package var isEscapedInMessages: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}

extension String {
    /// Appends `scalar` as messages escape it: `\u{` its value in uppercase hexadecimal `}`.
    package mutating func appendEscaped(_ scalar: Unicode.Scalar) {
        self += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
