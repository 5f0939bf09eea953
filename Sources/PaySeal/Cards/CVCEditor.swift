/// The CVC field of a card form: the brand's CVC mask (``CardBrand/cvcMask``) edited as a customer
/// types and pastes, digits only. A mask alone skips what no placeholder takes, so a paste of
/// `13/30` would become `1330`, another CVC; here it is refused, and the result says why
/// (`docs/cards.md`, "The CVC field").
public enum CVCEditor {
    /// One edit of a CVC field whose mask is `mask` (``CardBrand/cvcMask``, or
    /// ``CardBrand/unknownBrandCVCMask`` while no brand is reported): typing, pasting, deleting or
    /// replacing `[start, end)` (UTF-16 offsets). A decimal digit of any script is read as its ASCII
    /// digit. A paste (more than one character) with a character other than a digit or white
    /// space is refused (``MaskEdit/refused`` ``MaskEdit/notDigits``, the text formatted as it is,
    /// the caret at `start`); one longer than the mask holds is cut (``MaskEdit/truncated``). A
    /// key that would make the CVC longer than the mask holds is refused, text and caret unchanged.
    /// - Throws: ``PaySealError/Code/argument`` when `start > end`, a position is past the end of
    ///   `text` or inside a surrogate pair; ``PaySealError/Code/limit`` over 4096 bytes.
    public static func edit(_ text: String, start: Int, end: Int, replacement: String, mask: Mask) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        try Mask.checkLength(replacement.utf8.count, "replacement")
        var scalars = Mask.scalars(of: text), inserted = Mask.scalars(of: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, &inserted, mask: mask)
        defer { result.walk.wipe() }
        return MaskEdit(text: result.walk.string(placeholdersOnly: false), caret: result.caret, truncated: result.truncated, refused: result.refused)
    }

    /// ``edit(_:start:end:replacement:mask:)`` of valid UTF-8 for the C caller; copies are wiped.
    package static func editedResult(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer, mask: Mask
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int, truncated: Bool, refused: String?) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        var result = try edit(scalars, start: start, end: end, &inserted, mask: mask)
        defer { result.walk.wipe() }
        guard let buffer = result.walk.ownedBuffer(placeholdersOnly: false) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        return (buffer, result.caret, result.truncated, result.refused)
    }

    /// The edit on characters; `inserted` is read in place (its digits made ASCII, white space
    /// removed from a paste) and wiped by the caller, as are the result's walk.
    private static func edit(
        _ scalars: [Unicode.Scalar], start: Int, end: Int, _ inserted: inout [Unicode.Scalar], mask: Mask
    ) throws(PaySealError.Thrown) -> (walk: Mask.Walk, caret: Int, truncated: Bool, refused: String?) {
        TypedDigits.readAsASCII(&inserted)
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if inserted.count > 1 {
            // White space a clipboard adds (a trailing newline, `123 `) is no character of the CVC.
            if inserted.contains(where: { !isDigit($0) && !$0.properties.isWhitespace }) {
                let (walk, caret) = try mask.edit(scalars, start: start, end: start, [])
                return (walk, caret, false, MaskEdit.notDigits)
            }
            var kept = 0
            for index in inserted.indices where isDigit(inserted[index]) {
                inserted[kept] = inserted[index]
                kept += 1
            }
            for index in kept..<inserted.count { inserted[index] = "\0" }
            inserted.removeLast(inserted.count - kept)
        }
        let (first, last) = try mask.selection(scalars, start: start, end: end, inserted)
        // Counted, not filtered: a filtered copy of the CVC would be freed unwiped.
        let digits = Joined(scalars[..<first], inserted[...], scalars[last...]).reduce(0) { isDigit($1) ? $0 + 1 : $0 }
        var (walk, caret) = mask.applying(scalars, start: start, first: first, last: last, inserted)
        let cut = walk.placeholderCount < digits
        if cut, inserted.count == 1 {
            // A key past the mask's last digit is refused rather than pushing the last digit out.
            walk.wipe()
            let (unchanged, atStart) = try mask.edit(scalars, start: start, end: start, [])
            return (unchanged, atStart, false, nil)
        }
        return (walk, caret, cut && inserted.count > 1, nil)
    }
}
