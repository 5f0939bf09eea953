/// The Backspace and Delete keys of a masked field. ``Mask/edit(_:start:end:replacement:)`` with
/// an empty replacement cannot tell which key removed one character (it sees only the changed
/// range), so a host that knows the key calls these instead (`docs/cards.md`, "Deleting with
/// a direction").
extension Mask {
    /// Backspace (`forward == false`) or Delete (`forward == true`) at the caret `start == end`,
    /// or on the selection `[start, end)`. With a caret, Backspace deletes the nearest placeholder
    /// character before it and Delete the nearest after it, skipping literals either way; with a
    /// selection both delete the selection as it is. The text is formatted again and the caret
    /// goes after as many placeholder characters as precede the deleted range, then past the
    /// literals that follow. Forward-Delete at caret 4 of `4111 2222` gives `4111 222`.
    /// - Throws: ``PaySealError/Code/argument`` when `start > end`, a position is past the end of
    ///   `text` or between the two halves of a surrogate pair; ``PaySealError/Code/limit`` for a
    ///   text over ``Mask/maximumLength`` bytes.
    public func delete(_ text: String, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        var scalars = Mask.scalars(of: text)
        defer { wipeScalars(&scalars) }
        var result = try delete(scalars, start: start, end: end, forward: forward)
        defer { result.walk.wipe() }
        return MaskEdit(text: result.walk.string(placeholdersOnly: false), caret: result.caret)
    }

    /// ``delete(_:start:end:forward:)`` of valid UTF-8, the text written into a buffer for the C
    /// caller; every intermediate copy is wiped.
    package func deleted(utf8 text: UnsafeRawBufferPointer, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text)
        defer { wipeScalars(&scalars) }
        var result = try delete(scalars, start: start, end: end, forward: forward)
        defer { result.walk.wipe() }
        guard let buffer = result.walk.ownedBuffer(placeholdersOnly: false) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret)
    }

    /// The deletion on characters; the caller wipes the array and the result's walk.
    func delete(_ scalars: [Unicode.Scalar], start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (walk: Walk, caret: Int) {
        let (first, last) = try deletedRange(scalars, start: start, end: end, forward: forward)
        return applying(scalars, start: start, first: first, last: last, [])
    }

    /// The characters a key deletes, as indices `[first, last)`: the selection, or at a caret the
    /// nearest character before (Backspace) or after (Delete) that the walk of `text` places at a
    /// placeholder; an empty range when there is none. A PAN field decides this with the layout
    /// of the text before the edit.
    func deletedRange(_ scalars: [Unicode.Scalar], start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (first: Int, last: Int) {
        guard start >= 0, start <= end else { throw PaySealError(.argument, "the selection start \(start) is after its end \(end)") }
        let offsets = UTF16Offsets(scalars)
        let first = try offsets.scalarIndex(at: start, "start")
        let last = try offsets.scalarIndex(at: end, "end")
        guard first == last else { return (first, last) }
        var original = walk(scalars)
        let roles = original.roles
        original.wipe()
        let found = forward ? roles[first...].firstIndex(of: .placeholder) : roles[..<first].lastIndex(of: .placeholder)
        guard let found else { return (first, first) }
        return (found, found + 1)
    }
}

extension CardBrands {
    /// Backspace or Delete in a PAN field: ``Mask/delete(_:start:end:forward:)`` where the old
    /// text's layout decides which digit a key at the caret deletes, and the edited text's
    /// layout formats the result and places the caret (as ``editPAN(_:start:end:replacement:)``).
    /// Forward-Delete at caret 4 of `4111 2222 3333 4444` gives `4111 2223 3334 444`.
    /// - Throws: ``PaySealError/Code/argument`` (start > end, a position past the end or inside a
    ///   surrogate pair), ``PaySealError/Code/limit`` (over 4096 bytes).
    public func deletePAN(_ text: String, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        var scalars = Mask.scalars(of: text)
        defer { wipeScalars(&scalars) }
        var result = try deletePAN(scalars, start: start, end: end, forward: forward)
        defer { result.walk.wipe() }
        return MaskEdit(text: result.walk.string(placeholdersOnly: false), caret: result.caret)
    }

    package func deletedPAN(utf8 text: UnsafeRawBufferPointer, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text)
        defer { wipeScalars(&scalars) }
        var result = try deletePAN(scalars, start: start, end: end, forward: forward)
        defer { result.walk.wipe() }
        guard let buffer = result.walk.ownedBuffer(placeholdersOnly: false) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret)
    }

    private func deletePAN(_ scalars: [Unicode.Scalar], start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (walk: Mask.Walk, caret: Int) {
        // The old and the new text's layouts: one card call, one match budget.
        try withPatternBudget { () throws(PaySealError.Thrown) in
            let (first, last) = try layout(forScalars: scalars).deletedRange(scalars, start: start, end: end, forward: forward)
            let edited = Joined(scalars[..<first], [][...], scalars[last...])
            return layout(forScalars: edited).applying(scalars, start: start, first: first, last: last, [])
        }
    }
}
