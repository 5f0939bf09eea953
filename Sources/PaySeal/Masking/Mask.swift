/// A payment-product field's input mask (`displayHints.mask`), such as
/// `{{9999}} {{9999}} {{9999}} {{9999}} {{999}}`: parsed once, then used for every keystroke.
///
/// Outside `{{ }}` each character is a literal; inside, `9` takes an ASCII digit, `a` a letter
/// a–z, `A` a letter A–Z, `*` any character, and any other character only itself. A "character"
/// is a Unicode scalar. The semantics are in `docs/card-input.md` ("Masks").
public struct Mask: Sendable, Hashable {
    /// The mask text as given.
    public let pattern: String
    let items: [Item]

    enum Item: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case placeholder(Placeholder)
    }

    enum Placeholder: Sendable, Hashable {
        case digit, lowercase, uppercase, any
        case exactly(Unicode.Scalar)

        init(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "9": self = .digit
            case "a": self = .lowercase
            case "A": self = .uppercase
            case "*": self = .any
            default: self = .exactly(scalar)
            }
        }

        func accepts(_ scalar: Unicode.Scalar, maskedDigits: Bool = false, obfuscated: Bool = false) -> Bool {
            // An account on file's stored value hides characters as X, x or *: each stands in
            // for whatever the placeholder would take.
            if obfuscated && (scalar == "X" || scalar == "x" || scalar == "*") { return true }
            switch self {
            case .digit: return ("0"..."9").contains(scalar) || (maskedDigits && (scalar == "X" || scalar == "x"))
            case .lowercase: return ("a"..."z").contains(scalar)
            case .uppercase: return ("A"..."Z").contains(scalar)
            case .any: return true
            case let .exactly(expected): return scalar == expected
            }
        }
    }

    /// Parses a mask.
    /// - Throws: ``PaySealError/Code/argument`` for a `{` or `}` that does not open or close a
    ///   group, a `{{` inside a group or a group left open; ``PaySealError/Code/limit`` for a mask
    ///   over ``Mask/maximumLength`` bytes.
    public init(_ pattern: String) throws(PaySealError.Thrown) {
        guard pattern.utf8.count <= Mask.maximumLength else {
            throw PaySealError(.limit, "the mask has \(pattern.utf8.count) bytes; the limit is \(Mask.maximumLength)")
        }
        let scalars = Array(pattern.unicodeScalars)
        var items: [Item] = []
        items.reserveCapacity(scalars.count)
        var inGroup = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "{":
                guard !inGroup else { throw Mask.syntaxError("a '{' inside a group", at: index) }
                guard next == "{" else { throw Mask.syntaxError("a single '{' (groups open with '{{')", at: index) }
                inGroup = true
                index += 2
            case "}":
                guard inGroup else { throw Mask.syntaxError("a '}' outside a group", at: index) }
                guard next == "}" else { throw Mask.syntaxError("a single '}' (groups close with '}}')", at: index) }
                inGroup = false
                index += 2
            default:
                items.append(inGroup ? .placeholder(Placeholder(scalar)) : .literal(scalar))
                index += 1
            }
        }
        guard !inGroup else { throw PaySealError(.argument, "the mask has a group that is not closed with '}}'") }
        self.pattern = pattern
        self.items = items
    }

    /// A mask built from its items (a card brand's PAN layout), `pattern` spelling the same.
    init(pattern: String, items: [Item]) {
        self.pattern = pattern
        self.items = items
    }

    /// The mask for a pattern given as UTF-8 bytes, parsed once per thread: a UI applies the same
    /// few masks on every keystroke through the C ABI, which hands over the pattern each time.
    package static func cached(utf8 pattern: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> Mask {
        let thread = ThreadContexts.current
        if let kept = thread.keptMask(pattern) { return kept }
        guard let text = String(validating: pattern, as: UTF8.self) else {
            throw PaySealError(.argument, "mask is not valid UTF-8")
        }
        let mask = try Mask(text)
        thread.keep(mask, parsedFrom: pattern)
        return mask
    }

    /// The longest mask, value, text or replacement, in bytes of UTF-8.
    public static let maximumLength = Limits.maximumPaymentValue

    private static func syntaxError(_ what: String, at index: Int) -> PaySealError {
        PaySealError(.argument, "the mask has \(what) at character \(index + 1)")
    }

    /// `value` formatted with the mask: characters a placeholder does not take are skipped,
    /// literals are consumed when typed and inserted when not, input beyond the mask is dropped,
    /// and the result ends at the last placeholder character placed.
    public func format(_ value: String) -> String {
        var input = Mask.scalars(of: value)
        defer { wipeScalars(&input) }
        var result = walk(input)
        defer { result.wipe() }
        return result.string(placeholdersOnly: false)
    }

    /// An account on file's label: ``format(_:)`` where `9` also takes the platform's masked
    /// digits `X` and `x` ("411111XXXXXX1111" → "4111 11XX XXXX 1111").
    public func formatLabel(_ value: String) -> String {
        walk(Array(value.unicodeScalars), maskedDigits: true).string(placeholdersOnly: false)
    }

    /// An account on file's value for display: ``format(_:)`` where every placeholder also takes
    /// the platform's obfuscation characters `X`, `x` and `*` ("411111XXXXXX1111" → "4111 11XX XXXX
    /// 1111", "************7988" → "**** **** **** 7988"), which ``format(_:)`` would drop.
    public func formatObfuscated(_ value: String) -> String {
        walk(Array(value.unicodeScalars), obfuscated: true).string(placeholdersOnly: false)
    }

    /// The placeholder characters of ``format(_:)``: the value as it is stored and validated.
    public func unformat(_ value: String) -> String {
        var input = Mask.scalars(of: value)
        defer { wipeScalars(&input) }
        var result = walk(input)
        defer { result.wipe() }
        return result.string(placeholdersOnly: true)
    }

    /// ``format(_:)`` (or ``unformat(_:)``) of valid UTF-8, written into a buffer for the C
    /// caller; every intermediate copy of the value is wiped.
    package func formatted(utf8 value: UnsafeRawBufferPointer, placeholdersOnly: Bool) throws(PaySealError.Thrown) -> OwnedBuffer {
        var input = Mask.scalars(ofUTF8: value)
        defer { wipeScalars(&input) }
        var result = walk(input)
        defer { result.wipe() }
        guard let buffer = result.ownedBuffer(placeholdersOnly: placeholdersOnly) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return buffer
    }

    /// The characters of a text, in an array sized once (a field may hold card data, and every
    /// array that holds it is wiped: one that grew would have freed an unwiped copy).
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        scalars.append(contentsOf: text.unicodeScalars)
        return scalars
    }

    /// The same from valid UTF-8 read in place.
    static func scalars(ofUTF8 bytes: UnsafeRawBufferPointer) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while case let .valid(encoded) = parser.parseScalar(from: &iterator) { scalars.append(Unicode.UTF8.decode(encoded)) }
        return scalars
    }

    /// What one pass of the mask over some characters did.
    struct Walk {
        /// The formatted characters, and which of them are placeholder characters (not literals).
        var output: [Unicode.Scalar] = []
        var isPlaceholder: [Bool] = []
        /// For each input character: placed at a placeholder, consumed as a literal, or neither.
        var roles: [Role]

        enum Role { case placeholder, literal, unused }

        var placeholderCount: Int { isPlaceholder.reduce(0) { $0 + ($1 ? 1 : 0) } }

        func string(placeholdersOnly: Bool) -> String {
            var view = String.UnicodeScalarView()
            for (scalar, placeholder) in zip(output, isPlaceholder) where placeholder || !placeholdersOnly { view.append(scalar) }
            return String(view)
        }

        /// The UTF-8 of the output (or of its placeholder characters only), written straight
        /// into a buffer for the C caller.
        func ownedBuffer(placeholdersOnly: Bool) -> OwnedBuffer? {
            // Two passes over the arrays rather than a filtered copy, which would not be wiped.
            var capacity = 0
            for (scalar, placeholder) in zip(output, isPlaceholder) where placeholder || !placeholdersOnly { capacity += UTF8.width(scalar) }
            guard let buffer = OwnedBuffer(capacity: capacity) else { return nil }
            var position = 0
            for (scalar, placeholder) in zip(output, isPlaceholder) where placeholder || !placeholdersOnly {
                UTF8.encode(scalar) { byte in
                    buffer.pointer?[position] = byte
                    position += 1
                }
            }
            return buffer
        }

        mutating func wipe() { wipeScalars(&output) }
    }

    /// Walks the mask over `input` (`docs/card-input.md`, "format"). The output arrays are sized
    /// once, for the whole mask.
    func walk<Input: RandomAccessCollection<Unicode.Scalar>>(
        _ input: Input, maskedDigits: Bool = false,
        obfuscated: Bool = false
    ) -> Walk where Input.Index == Int {
        var walk = Walk(roles: Array(repeating: .unused, count: input.count))
        walk.output.reserveCapacity(items.count)
        walk.isPlaceholder.reserveCapacity(items.count)
        var position = input.startIndex
        var end = 0  // output count at the last placed placeholder character
        itemLoop: for item in items {
            switch item {
            case let .placeholder(placeholder):
                while position < input.endIndex, !placeholder.accepts(input[position], maskedDigits: maskedDigits, obfuscated: obfuscated) {
                    position += 1
                }
                guard position < input.endIndex else { break itemLoop }
                walk.output.append(input[position])
                walk.isPlaceholder.append(true)
                walk.roles[position - input.startIndex] = .placeholder
                position += 1
                end = walk.output.count
            case let .literal(literal):
                if position < input.endIndex, input[position] == literal {
                    walk.roles[position - input.startIndex] = .literal
                    position += 1
                }
                walk.output.append(literal)
                walk.isPlaceholder.append(false)
            }
        }
        // Literals after the last placeholder character are not part of the result.
        walk.output.removeLast(walk.output.count - end)
        walk.isPlaceholder.removeLast(walk.isPlaceholder.count - end)
        return walk
    }
}

/// Overwrites an array of characters that may be card data, then empties it.
func wipeScalars(_ scalars: inout [Unicode.Scalar]) {
    scalars.withUnsafeMutableBytes { wipe($0) }
    scalars.removeAll(keepingCapacity: false)
}
