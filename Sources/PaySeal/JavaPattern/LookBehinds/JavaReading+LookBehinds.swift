/// What a look-behind's expansion and the portable engine ask of a reading's look-behinds,
/// answered by walking the tree.
extension JavaReading {
    /// Whether every look-behind in the reading has top-level branches of one fixed length each,
    /// with every group inside a branch of one length too: what PCRE2 10.42 compiles. ICU (the
    /// portable engine) compiles some others; it refuses these too, so that both engines give a
    /// server pattern one verdict (the text scan of ``LookBehindLength`` for patterns written in
    /// PCRE2's syntax). A text leaf's look-behinds are written by PaySeal, fixed.
    var lookBehindsFixed: Bool {
        switch self {
        case .text, .reference: return true
        case .sequence(let parts), .alternation(let parts): return parts.allSatisfy(\.lookBehindsFixed)
        case .group(let opening, let body):
            if opening.isLookBehind, !body.branches.allSatisfy({ $0.fixedLength != nil }) { return false }
            return body.lookBehindsFixed
        case .named(_, let body), .repetition(let body, _): return body.lookBehindsFixed
        }
    }

    /// The characters the reading always matches when PCRE2 sees one fixed length (`nil`: none).
    var fixedLength: Int? {
        switch self {
        case .text(_, let width, _, _): return width
        case .sequence(let parts):
            return parts.reduce(0) { total, part in total.flatMap { sum in part.fixedLength.map { sum + $0 } } }
        case .alternation(let branches):
            let lengths = branches.map(\.fixedLength)
            guard let first = lengths.first ?? 0, lengths.allSatisfy({ $0 == first }) else { return nil }
            return first
        case .group(let opening, let body):
            return opening.isLookAround ? 0 : body.fixedLength
        case .named(_, let body): return body.fixedLength
        case .repetition(let body, let quantifier):
            guard let counts = LookBehindExpansion.Counts(quantifier), counts.most == counts.low else { return nil }
            return body.fixedLength.map { $0 * counts.low }
        case .reference: return nil
        }
    }

    /// The `x` of the negative look-ahead `(?!x)` the reading ends in, if it ends in one. Followed
    /// by a reading that ``starts(with:)`` `x` (`x`, `x{n}` or `(?:x){n}`), it never matches,
    /// since `x` cannot both fail and match at one place. A part repeated as often as it matches
    /// ends so (`x{2}(?!x)`).
    var refusedNext: JavaReading? {
        guard case .group(.negativeLookAhead, let refused)? = flattened.last else { return nil }
        return refused
    }

    /// Whether the reading starts with `refused` (`x`, or `x{n}` or `(?:x){n}` with n >= 1).
    func starts(with refused: JavaReading) -> Bool {
        guard let first = flattened.first else { return false }
        if first == refused { return true }
        guard case .repetition(let repeated, let quantifier) = first else { return false }
        let body: JavaReading
        if case .group(.nonCapturing, let inner) = repeated { body = inner } else { body = repeated }
        return body == refused && (LookBehindExpansion.Counts(quantifier)?.low ?? 0) >= 1
    }

    /// The reading with each unbounded repetition counted to `reach` at most
    /// (``LookBehindExpansion/Counts/bounded(to:)``).
    func bounded(to reach: Int) -> JavaReading {
        switch self {
        case .text, .reference: return self
        case .sequence(let parts): return .sequence(parts.map { $0.bounded(to: reach) })
        case .alternation(let branches): return .alternation(branches.map { $0.bounded(to: reach) })
        case .group(let opening, let body): return .group(opening, body.bounded(to: reach))
        case .named(let name, let body): return .named(name, body.bounded(to: reach))
        case .repetition(let body, let quantifier):
            return .repetition(body.bounded(to: reach), LookBehindExpansion.Counts(quantifier)?.bounded(to: reach) ?? quantifier)
        }
    }

    /// The reading's top-level branches (itself when it is no alternation).
    var branches: [JavaReading] {
        if case .alternation(let branches) = self { return branches }
        if case .sequence(let parts) = self, parts.count == 1 { return parts[0].branches }
        return [self]
    }

    /// The reading with each capturing group made non-capturing.
    var uncaptured: JavaReading {
        switch self {
        case .text, .reference: return self
        case .sequence(let parts): return .sequence(parts.map(\.uncaptured))
        case .alternation(let branches): return .alternation(branches.map(\.uncaptured))
        case .group(let opening, let body): return .group(opening == .capturing ? .nonCapturing : opening, body.uncaptured)
        case .named(let name, let body): return .named(name, body.uncaptured)
        case .repetition(let body, let quantifier): return .repetition(body.uncaptured, quantifier)
        }
    }

    /// Whether the reading holds a capturing group of the pattern's.
    var capturesGroups: Bool {
        switch self {
        case .text, .reference: return false
        case .sequence(let parts), .alternation(let parts): return parts.contains { $0.capturesGroups }
        case .group(let opening, let body): return opening == .capturing || body.capturesGroups
        case .named(_, let body), .repetition(let body, _): return body.capturesGroups
        }
    }

    /// A sequence's parts, the parts of a sequence in it read in place.
    var flattened: [JavaReading] {
        guard case .sequence(let parts) = self else { return [self] }
        return parts.flatMap(\.flattened)
    }
}
