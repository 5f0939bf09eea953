/// The text of a masked field after an edit, and where the caret goes; for the card fields' edits,
/// also whether a paste was cut or refused, so that a form can tell the customer why the field
/// shows less than was pasted, or did not change.
public struct MaskEdit: Sendable, Hashable {
    /// The field's text (after ``Mask/edit(_:start:end:replacement:)``: formatted with the mask).
    public let text: String
    /// The caret, in UTF-16 code units from the start of ``text``.
    public let caret: Int
    /// Whether digits of a paste were cut: a PAN pasted longer than the longest PAN of the brand
    /// the card check reports (`docs/cards.md`, "PAN editing"), a CVC longer than its brand's.
    public let truncated: Bool
    /// Why a paste was refused, the field left as it was: ``notADate`` (the expiry field: the
    /// text it would make is no possible date, `13/30`), ``notDigits`` (the CVC field: a
    /// character other than a digit, `13/30`); nil when the edit was taken, and for a refused key.
    public let refused: String?

    /// The reason of a refused expiry paste: the text it would make is no possible date.
    public static let notADate = "notADate"
    /// The reason of a refused CVC paste: it holds a character other than a digit.
    public static let notDigits = "notDigits"

    /// A field's state, for example the empty field (`MaskEdit(text: "", caret: 0)`) that the
    /// first keystroke edits.
    public init(text: String, caret: Int, truncated: Bool = false, refused: String? = nil) {
        self.text = text
        self.caret = caret
        self.truncated = truncated
        self.refused = refused
    }

    /// `{"text":…,"caret":N,"truncated":B,"refused":null|"notADate"|"notDigits"}`, compact, keys in
    /// this order, of a field's text in `text` (card data: the caller wipes the result).
    package static func json(text: UnsafeRawBufferPointer, caret: Int, truncated: Bool, refused: String?) -> [UInt8] {
        // Reserved whole: a buffer that grew would free a copy of the card data unwiped.
        var w = JSONWriter(capacity: JSONWriter.maximumLength(ofString: text.count) + 64)
        w.raw("{\"text\":")
        w.string(utf8: text)
        w.raw(",\"caret\":")
        w.raw(String(caret))
        w.raw(truncated ? ",\"truncated\":true,\"refused\":" : ",\"truncated\":false,\"refused\":")
        if let refused {
            w.raw("\"")
            w.raw(refused)
            w.raw("\"}")
        } else {
            w.raw("null}")
        }
        return w.bytes
    }
}

extension Mask {
    /// One edit of a masked text field: typing, pasting, deleting or replacing the selection
    /// `[start, end)` of `text` with `replacement`. Positions are UTF-16 code units, as UIKit,
    /// Android and the DOM report them. The rule (`docs/card-input.md`, "Masks"): deleting exactly
    /// one literal deletes the placeholder character before it instead; an edit that deletes
    /// nothing and adds no placeholder character leaves `format(text)` with the caret at `start`;
    /// otherwise the text is formatted again and the caret goes after as many placeholder
    /// characters as precede it in `text[..<start] + replacement`, then past the literals that
    /// follow.
    /// - Throws: ``PaySealError/Code/argument`` when `start > end`, a position is past the end of
    ///   `text` or between the two halves of a surrogate pair; ``PaySealError/Code/limit`` for a
    ///   text or replacement over ``Mask/maximumLength`` bytes.
    public func edit(_ text: String, start: Int, end: Int, replacement: String) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        try Mask.checkLength(replacement.utf8.count, "replacement")
        var scalars = Mask.scalars(of: text), inserted = Mask.scalars(of: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, inserted)
        defer { result.walk.wipe() }
        return MaskEdit(text: result.walk.string(placeholdersOnly: false), caret: result.caret)
    }

    /// ``edit(_:start:end:replacement:)`` of valid UTF-8, the text written into a buffer for the C
    /// caller; every intermediate copy is wiped.
    package func edited(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, inserted)
        defer { result.walk.wipe() }
        guard let buffer = result.walk.ownedBuffer(placeholdersOnly: false) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret)
    }

    static func checkLength(_ count: Int, _ what: String) throws(PaySealError.Thrown) {
        guard count <= maximumLength else { throw PaySealError(.limit, "the \(what) has \(count) bytes; the limit is \(maximumLength)") }
    }

    /// The edit on characters; the caller wipes the arrays and the result's walk.
    func edit(_ scalars: [Unicode.Scalar], start: Int, end: Int, _ inserted: [Unicode.Scalar]) throws(PaySealError.Thrown) -> (walk: Walk, caret: Int) {
        let (first, last) = try selection(scalars, start: start, end: end, inserted)
        return applying(scalars, start: start, first: first, last: last, inserted)
    }

    /// The selection `[start, end)` (UTF-16 offsets) as character indices, after the first rule
    /// of an edit: deleting one literal deletes the placeholder character before it instead (or
    /// nothing). A PAN field decides this with the layout of the text before the edit.
    func selection(_ scalars: [Unicode.Scalar], start: Int, end: Int, _ inserted: [Unicode.Scalar]) throws(PaySealError.Thrown) -> (first: Int, last: Int) {
        guard start >= 0, start <= end else { throw PaySealError(.argument, "the selection start \(start) is after its end \(end)") }
        let offsets = UTF16Offsets(scalars)
        var first = try offsets.scalarIndex(at: start, "start")
        var last = try offsets.scalarIndex(at: end, "end")
        if inserted.isEmpty, last - first == 1 {
            var original = walk(scalars)
            let roles = original.roles
            original.wipe()
            if roles[first] == .literal {
                if let before = roles[..<first].lastIndex(of: .placeholder) {
                    (first, last) = (before, before + 1)
                } else {
                    last = first
                }
            }
        }
        return (first, last)
    }

    /// The rest of an edit, once the selection is known: the text formatted again and the caret
    /// (a PAN field uses the layout of the edited text here).
    func applying(_ scalars: [Unicode.Scalar], start: Int, first: Int, last: Int, _ inserted: [Unicode.Scalar]) -> (walk: Walk, caret: Int) {
        let typed = Joined(scalars[..<first], inserted[...], [][...])
        let placedBefore = placeholderCount(walk(typed))
        if first == last, placedBefore <= placeholderCount(walk(scalars[..<first])) {
            // A rejected key or a typed separator: nothing changes but the formatting. The caret
            // stays at start, within the formatted text and on a character boundary (a text
            // that was not formatted can shrink).
            let unchanged = walk(scalars)
            var caret = 0
            for scalar in unchanged.output {
                let next = caret + UTF16.width(scalar)
                if next > start { break }
                caret = next
            }
            return (unchanged, caret)
        }
        let result = walk(Joined(scalars[..<first], inserted[...], scalars[last...]))
        // After the k-th placeholder character (0 for none; the end if there are fewer), then
        // past the literals that follow it.
        var caret = 0
        if placedBefore > 0 {
            var seen = 0
            caret = result.output.count
            for (index, placeholder) in result.isPlaceholder.enumerated() where placeholder {
                seen += 1
                if seen == placedBefore { caret = index + 1; break }
            }
        }
        while caret < result.output.count, !result.isPlaceholder[caret] { caret += 1 }
        return (result, result.output[..<caret].reduce(0) { $0 + UTF16.width($1) })
    }

    /// The placeholder count of a walk whose output is not needed any more (it is wiped).
    /// `consuming`: the walk's arrays must have no other owner when they are wiped. A copy
    /// (`var walk = walk` of a borrowed parameter) made the wipe copy-on-write a fresh buffer and
    /// left the caller's, which held the formatted card number, to be freed unwiped.
    private func placeholderCount(_ walk: consuming Walk) -> Int {
        defer { walk.wipe() }
        return walk.placeholderCount
    }
}

/// Three slices read as one collection: the text before the selection, the replacement and the
/// text after it, walked without being copied into one more array of card data.
struct Joined: RandomAccessCollection {
    let parts: [ArraySlice<Unicode.Scalar>]
    let startIndex = 0
    let endIndex: Int

    init(_ first: ArraySlice<Unicode.Scalar>, _ second: ArraySlice<Unicode.Scalar>, _ third: ArraySlice<Unicode.Scalar>) {
        parts = [first, second, third]
        endIndex = first.count + second.count + third.count
    }

    subscript(position: Int) -> Unicode.Scalar {
        var offset = position
        for part in parts {
            if offset < part.count { return part[part.startIndex + offset] }
            offset -= part.count
        }
        return "\0"  // not reached: positions are below endIndex
    }
}

/// The UTF-16 offset at which each character of a text starts, to turn a host's positions into
/// character indices.
struct UTF16Offsets {
    private var starts: [Int] = []
    private var length = 0

    init(_ scalars: [Unicode.Scalar]) {
        starts.reserveCapacity(scalars.count)
        for scalar in scalars {
            starts.append(length)
            length += UTF16.width(scalar)
        }
    }

    /// The index of the character that starts at `offset` (the character count at the end).
    func scalarIndex(at offset: Int, _ name: String) throws(PaySealError.Thrown) -> Int {
        guard offset >= 0, offset <= length else {
            throw PaySealError(.argument, "\(name) \(offset) is past the end of the text (\(length) UTF-16 code units)")
        }
        if offset == length { return starts.count }
        // Binary search: the offsets increase.
        var low = 0, high = starts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if starts[middle] == offset { return middle }
            if starts[middle] < offset { low = middle + 1 } else { high = middle - 1 }
        }
        throw PaySealError(.argument, "\(name) \(offset) is between the two halves of a surrogate pair")
    }
}
