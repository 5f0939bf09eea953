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
