// Target mask-edit: Mask(pattern), format, unformat and edit over random masks, texts,
// selections and replacements.
//
// Input: bytes 0-1 and 2-3 are the selection's start and end (big-endian; taken modulo the
// text's UTF-16 length + 2, so that positions past the end are tried too); the rest is split at
// 0x00 into the mask, the text and the replacement (C0 80 is a NUL byte; FF FE H L <pattern>
// repeats the pattern to H*256+L bytes). Bytes become Strings with invalid UTF-8 repaired, as a
// host binding would.
//
// Oracles: no crash; every error is a PaySealError: .argument or .limit, and .argument for a
// selection only when start > end, a position is past the end or inside a surrogate pair. A mask
// that parses: format is idempotent and ends with a placeholder character (or is empty);
// unformat(format(v)) == unformat(v); an edit's text formats to itself, and its caret is within
// the text and on a character boundary (never between the halves of a surrogate pair).
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard input.count >= 4 else { return 0 }
    var fields = Fields(input.dropFirst(4))
    let pattern = text(fields.next() ?? []), original = text(fields.next() ?? []), replacement = text(fields.next() ?? [])
    let mask: Mask
    do {
        mask = try Mask(pattern)
    } catch {
        let error = checkError(error)
        require(error.code == .argument || (error.code == .limit && pattern.utf8.count > 4096), "Mask() failed with \(error.code.statusName): \(error.message)")
        return 0
    }
    let formatted = mask.format(original)
    require(mask.format(formatted) == formatted, "format is not idempotent: \(formatted.debugDescription)")
    require(mask.unformat(formatted) == mask.unformat(original), "unformat(format(v)) != unformat(v)")

    let length = original.utf16.count
    let start = (Int(input[0]) << 8 | Int(input[1])) % (length + 2)
    let end = (Int(input[2]) << 8 | Int(input[3])) % (length + 2)
    do {
        let edit = try mask.edit(original, start: start, end: end, replacement: replacement)
        require(start <= end && end <= length, "edit accepted [\(start), \(end)) of a text of \(length) UTF-16 units")
        require(mask.format(edit.text) == edit.text, "the edited text does not format to itself: \(edit.text.debugDescription)")
        require(edit.caret >= 0 && edit.caret <= edit.text.utf16.count, "caret \(edit.caret) outside a text of \(edit.text.utf16.count) units")
        let index = edit.text.utf16.index(edit.text.utf16.startIndex, offsetBy: edit.caret)
        require(index.samePosition(in: edit.text.unicodeScalars) != nil, "caret \(edit.caret) inside a surrogate pair")
    } catch {
        let error = checkError(error, secrets: [Array(original.utf8), Array(replacement.utf8)])
        let tooLong = original.utf8.count > 4096 || replacement.utf8.count > 4096
        let badRange = start > end || end > length || !isBoundary(original, start) || !isBoundary(original, end)
        require(
            (error.code == .limit && tooLong) || (error.code == .argument && badRange),
            "edit [\(start), \(end)) failed with \(error.code.statusName): \(error.message)")
    }
    return 0
}

@main
struct MaskEditFuzzer {
    static func main() { runFuzzer(fuzz) }
}
