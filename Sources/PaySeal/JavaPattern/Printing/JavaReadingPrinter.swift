/// The printers of a reading (``JavaReading``): one walk of the tree writes it in PCRE2's syntax
/// (the system engine's) or in ICU's (the portable engine's). The two differ only in how a back
/// reference is spelled; every other node is written alike, and a back reference gets its number
/// in the printed pattern here, from the ``JavaReading/Numbering`` known once the whole pattern is
/// read.
extension JavaReading {
    /// The reading in PCRE2's syntax.
    func pcre2(_ numbering: Numbering) -> String {
        var out = ""
        write(to: &out, numbering, icu: false)
        return out
    }

    /// The reading in ICU's syntax (the portable engine): a back reference is `\n`, where ICU
    /// reads `\g{n}` as a literal `g` (the reading always closes it with `)`, so no digit follows).
    func icu(_ numbering: Numbering) -> String {
        var out = ""
        write(to: &out, numbering, icu: true)
        return out
    }

    private func write(to out: inout String, _ numbering: Numbering, icu: Bool) {
        switch self {
        case .text(let leaf): out += leaf.spelling
        case .sequence(let parts):
            for part in parts { part.write(to: &out, numbering, icu: icu) }
        case .alternation(let branches):
            for (index, branch) in branches.enumerated() {
                if index > 0 { out += "|" }
                branch.write(to: &out, numbering, icu: icu)
            }
        case .group(let opening, let body):
            out += opening.spelling
            body.write(to: &out, numbering, icu: icu)
            out += ")"
        case .named(let name, let body):
            out += "(?<" + name + ">"
            body.write(to: &out, numbering, icu: icu)
            out += ")"
        case .repetition(let body, let quantifier):
            body.write(to: &out, numbering, icu: icu)
            out += quantifier.spelling
        case .reference(let group, let caseless):
            guard let number = numbering.number(of: group) else {
                out += JavaPatternText.nothing
                return
            }
            out += caseless ? "(?i:" : "(?:"
            out += icu ? "\\\(number))" : "\\g{\(number)})"
        }
    }
}

extension JavaReading.Quantifier {
    /// The quantifier as both engines write it: `*`, `+` or `?` unless it takes braces, else
    /// `{n}`, `{n,}` or `{n,m}`; then `?` when lazy, `+` when possessive.
    var spelling: String {
        var out: String
        switch (min, max) {
        case (0, nil) where !braces: out = "*"
        case (1, nil) where !braces: out = "+"
        case (0, 1?) where !braces: out = "?"
        case (_, nil): out = "{\(min),}"
        case (_, let most?) where most == min: out = "{\(min)}"
        case (_, let most?): out = "{\(min),\(most)}"
        }
        switch mode {
        case .greedy: break
        case .lazy: out += "?"
        case .possessive: out += "+"
        }
        return out
    }
}

extension JavaReading.Opening {
    /// A group's opening as both engines write it.
    var spelling: String {
        switch self {
        case .capturing: return "("
        case .nonCapturing: return "(?:"
        case .atomic: return "(?>"
        case .lookAhead: return "(?="
        case .negativeLookAhead: return "(?!"
        case .lookBehind: return "(?<="
        case .negativeLookBehind: return "(?<!"
        }
    }
}
