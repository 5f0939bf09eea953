// Target card-edit: CardBrands(json:) over random tables (or the built-in one), then brand
// detection, the card check, PAN formatting and PAN editing of random texts.
//
// Input: byte 0 is flags (0x01 the built-in table instead of the first field; 0x02 an accepted
// list from the fourth field, comma-separated); bytes 1-2 and 3-4 are the selection (big-endian,
// modulo the text's UTF-16 length + 2); bytes 5-6 are today (year 2000 + byte, month 1 + byte % 12).
// The rest is split at 0x00 into the table JSON, the text, the replacement, the accepted list,
// the expiry and the CVC (C0 80 is a NUL byte; FF FE H L <pattern> repeats the pattern).
//
// Oracles: no crash; a table fails with .argument exactly when it is invalid UTF-8 within the size
// limit, else only with .json or .limit; the card calls fail only with
// .argument (a bad selection) or .limit (over 4 KiB), never quoting the card data; a brand is
// found only for digits, spaces and `-`, and the check names the same brand; the check's JSON reads
// back with Foundation, a `reason` exactly on the parts that are not valid, `complete` exactly when
// all are valid; parsing a table takes at most 1 s and the four card calls 0.25 s each (the
// release build's bounds, allowing for the sanitizer: a table's patterns share one budget per call);
// a formatted PAN holds only digits and single spaces between groups and, for tables without
// patterns (docs/cards.md), formats to itself; an edit's text is a formatted PAN (formats to
// itself without patterns) and its caret lies within it, on a character boundary.
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard input.count >= 7 else { return 0 }
    var fields = Fields(input.dropFirst(7))
    let tableJSON = fields.next() ?? []
    let original = text(fields.next() ?? []), replacement = text(fields.next() ?? [])
    let acceptedText = text(fields.next() ?? []), expiry = text(fields.next() ?? []), cvc = text(fields.next() ?? [])
    let table: CardBrands
    if input[0] & 1 != 0 {
        table = .builtIn
    } else {
        let parseStarted = threadCPUSeconds()
        defer { requireCPUTime(since: parseStarted, withinReleaseBound: 1, "parsing the brand table") }
        do {
            table = try CardBrands(json: tableJSON)
        } catch {
            let error = checkError(error)
            let refusedAsText = tableJSON.count <= CardBrands.maximumJSON && String(validating: tableJSON, as: UTF8.self) == nil
            require(
                refusedAsText ? error.code == .argument : error.code == .json || error.code == .limit,
                "CardBrands(json:) failed with \(error.code.statusName): \(error.message)")
            return 0
        }
    }
    let hasPatterns = table.brands.contains { $0.pattern != nil }
    let secrets = [original, replacement, expiry, cvc].map { Array($0.utf8) }

    // Each card call's work is bounded, whatever the table's patterns (4 calls, 0.25 s each).
    let callsStarted = threadCPUSeconds()
    defer { requireCPUTime(since: callsStarted, withinReleaseBound: 1, "the card calls of one input") }

    // Detection and the check.
    let brand = table.brand(ofPAN: original)
    require(
        brand == nil || original.utf8.allSatisfy { ("0"..."9").contains(Unicode.Scalar($0)) || $0 == 0x20 || $0 == 0x2D },
        "a brand for a PAN with other characters")
    let accepted = input[0] & 2 != 0 ? acceptedText.split(separator: ",").map(String.init) : nil
    let today = (try? YearMonth(year: 2000 + Int(input[5]), month: 1 + Int(input[6]) % 12)) ?? .current
    let check = table.check(pan: original, expiry: expiry, cvc: cvc, accepted: accepted, today: today)
    // The check reports the settled brand (none while continuations differ): never another one.
    require(check.brand.map { name in brand.map { sameBytes($0.name, name) } ?? false } ?? true, "the check names another brand")
    guard let json = try? JSONSerialization.jsonObject(with: Data(check.json)) as? [String: Any] else {
        oracleFailure("Foundation cannot read the check: \(String(decoding: check.json, as: UTF8.self))")
    }
    require((json["complete"] as? Bool) == check.complete, "complete differs in the JSON")
    for part in [check.pan, check.cvc, check.expiry] {
        require((part.state == .valid) == (part.reason == nil), "a reason on a valid part, or none on one that is not valid")
    }
    require(check.complete == [check.pan, check.cvc, check.expiry].allSatisfy { $0.state == .valid }, "complete is not all valid")

    // Formatting.
    if original.utf8.count <= 4096 {
        let formatted = table.formatPAN(original)
        checkFormatted(formatted, table)
        if !hasPatterns { require(sameBytes(table.formatPAN(formatted), formatted), "formatPAN is not idempotent: \(formatted.debugDescription)") }
    }

    // Editing.
    let length = original.utf16.count
    let start = (Int(input[1]) << 8 | Int(input[2])) % (length + 2)
    let end = (Int(input[3]) << 8 | Int(input[4])) % (length + 2)
    do {
        let edit = try table.editPAN(original, start: start, end: end, replacement: replacement)
        require(start <= end && end <= length, "editPAN accepted [\(start), \(end)) of a text of \(length) UTF-16 units")
        checkFormatted(edit.text, table)
        // (The editor lays a PAN out by its settled brand, formatPAN by the detected one, and the
        // settled brand of an over-long text is none: an edit's output is not formatPAN's.)
        require(edit.caret >= 0 && edit.caret <= edit.text.utf16.count, "caret \(edit.caret) outside a text of \(edit.text.utf16.count) units")
        require(isBoundary(edit.text, edit.caret), "caret \(edit.caret) inside a surrogate pair")
    } catch {
        let error = checkError(error, secrets: secrets)
        let tooLong = original.utf8.count > 4096 || replacement.utf8.count > 4096
        let badRange = start > end || end > length || !isBoundary(original, start) || !isBoundary(original, end)
        require(
            (error.code == .limit && tooLong) || (error.code == .argument && badRange),
            "editPAN [\(start), \(end)) failed with \(error.code.statusName): \(error.message)")
    }
    return 0
}

/// Digits in groups separated by one space, at most 19 digits.
private func checkFormatted(_ text: String, _ table: CardBrands) {
    let bytes = Array(text.utf8)
    require(bytes.allSatisfy { ("0"..."9").contains(Unicode.Scalar($0)) || $0 == 0x20 }, "a formatted PAN with other characters: \(text.debugDescription)")
    require(bytes.first != 0x20 && bytes.last != 0x20 && !text.contains("  "), "a formatted PAN with stray spaces: \(text.debugDescription)")
    require(bytes.filter { $0 != 0x20 }.count <= 19, "a formatted PAN of more than 19 digits")
}

@main
struct CardEditFuzzer {
    static func main() { runFuzzer(fuzz) }
}
