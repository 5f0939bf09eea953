import Testing

@testable import PaySeal

/// The expiry field and the card check agree (docs/cards.md, "The card check as the customer
/// types" and "The expiry field"), over every text the field reaches from empty (every key typed,
/// Backspace and Delete at every caret, every selection deleted) and every prefix of every
/// `MM/YY`, `MMYY`, `MM/YYYY` and `MMYYYY` of 2000-2099, for todays whose valid years the field
/// can hold: every text the check calls incomplete can be finished with keys, a deletion never
/// leaves a valid date invalid, and a paste gives the date it spells or nothing.
@Suite("Expiry field and card check")
struct ExpiryFieldPropertyTests {
    static let keys = "0123456789/".map(String.init)
    static let todays: [(Int, Int)] = [(2026, 11), (2000, 1), (2041, 6), (2074, 12)]

    /// Every text the field reaches from empty, and what each deletion of it leaves.
    struct Reached {
        var texts: Set<String> = [""]
        /// Per text: the texts Backspace, Delete and an empty replacement leave, at every caret
        /// and selection.
        var deletions: [String: Set<String>] = [:]
    }

    static let reached = Result { () throws -> Reached in
        var reached = Reached(), todo = [""]
        while let text = todo.popLast() {
            let length = text.utf16.count
            var next: [String] = [], left: Set<String> = []
            for start in 0...length {
                for key in keys { next.append(try ExpiryEditor.edit(text, start: start, end: start, replacement: key).text) }
                for end in start...length {
                    for forward in [false, true] {
                        left.insert(try ExpiryEditor.delete(text, start: start, end: end, forward: forward).text)
                    }
                    if end > start { left.insert(try ExpiryEditor.edit(text, start: start, end: end, replacement: "").text) }
                }
            }
            reached.deletions[text] = left
            for new in next + left where reached.texts.insert(new).inserted { todo.append(new) }
        }
        return reached
    }

    static func expiry(_ text: String, _ today: YearMonth) -> CardCheck.Part {
        CardBrands.builtIn.check(pan: "", expiry: text, today: today).expiry
    }

    /// A month of one digit or none: the digits before the `/`, or a lone digit.
    static func monthLength(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        return scalars.firstIndex(of: "/") ?? min(2, scalars.count)
    }

    /// The date of a whole `MM/YY`, `MMYY`, `MM/YYYY` or `MMYYYY` (YY: 20YY), other characters
    /// than digits and `/` ignored; nil for any other text.
    static func wholeDate(_ text: String) -> [Int]? {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) || $0 == "/" }))
        let parts = kept.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2 else { return nil }
        let month = parts.count == 2 ? parts[0] : String(kept.prefix(2))
        let year = parts.count == 2 ? parts[1] : String(kept.dropFirst(2))
        guard month.count == 2, [2, 4].contains(year.count), let m = Int(month), let y = Int(year), (1...12).contains(m) else { return nil }
        return [m, year.count == 2 ? 2000 + y : y]
    }

    @Test func typedPastedAndFixedAsACustomerDoes() throws {
        let today = try YearMonth(year: 2026, month: 11)
        var field = MaskEdit(text: "", caret: 0)
        var seen: [String] = []
        for key in "122028" {
            field = try ExpiryEditor.edit(field.text, start: field.caret, end: field.caret, replacement: String(key))
            seen.append("\(field.text) \(Self.expiry(field.text, today).state)")
        }
        #expect(seen == ["1 incomplete", "12/ incomplete", "12/2 incomplete", "12/20 incomplete", "12/202 incomplete", "12/28 valid"])
        #expect(field == MaskEdit(text: "12/28", caret: 5))
        // A paste of no possible date is refused whole: never 01/33 for 13/30.
        #expect(try ExpiryEditor.edit("", start: 0, end: 0, replacement: "13/30") == MaskEdit(text: "", caret: 0, refused: MaskEdit.notADate))
        #expect(try ExpiryEditor.edit("12/28", start: 0, end: 2, replacement: "13") == MaskEdit(text: "12/28", caret: 0, refused: MaskEdit.notADate))
        // Backspace in the month is a month missing a digit, incomplete; the digit typed back completes it.
        let fixed = try ExpiryEditor.delete("11/28", start: 3, end: 3, forward: false)
        #expect(fixed == MaskEdit(text: "1/28", caret: 1))
        #expect(Self.expiry("1/28", today) == CardCheck.Part(.incomplete, "format", advance: false))
        #expect(try ExpiryEditor.edit(fixed.text, start: 1, end: 1, replacement: "1") == MaskEdit(text: "11/28", caret: 3))
        // The year's first digit deleted takes the rest of the year: 12/8 would be the 2080s.
        #expect(try ExpiryEditor.delete("12/28", start: 3, end: 3, forward: true) == MaskEdit(text: "12/", caret: 3))
        #expect(Self.expiry("12/8", today) == CardCheck.Part(.invalid, "tooFar", advance: false))
    }

    @Test func everyIncompleteTextCanBeFinished() throws {
        var texts = try Self.reached.get().texts
        for month in 1...12 {
            for year in 2000...2099 {
                let mm = month < 10 ? "0\(month)" : "\(month)", yy = String(String(year).suffix(2))
                for whole in ["\(mm)/\(yy)", "\(mm)\(yy)", "\(mm)/\(year)", "\(mm)\(year)"] {
                    for length in 0...whole.count { texts.insert(String(whole.prefix(length))) }
                }
            }
        }
        // The texts a key makes: at the text's end, or in the month of a month missing digits.
        var moves: [String: [String]] = [:]
        func keysFrom(_ text: String) throws -> [String] {
            if let known = moves[text] { return known }
            let month = Self.monthLength(text)
            let carets = month < 2 ? Array(0...month) : [text.utf16.count]
            let refused = try ExpiryEditor.edit(text, start: 0, end: 0, replacement: "x").text
            var made: [String] = []
            for caret in carets {
                for key in Self.keys {
                    let new = try ExpiryEditor.edit(text, start: caret, end: caret, replacement: key).text
                    if new != refused { made.append(new) }
                }
            }
            moves[text] = made
            return made
        }
        for (year, month) in Self.todays {
            let today = try YearMonth(year: year, month: month)
            var states: [String: CardCheck.State] = [:]
            func state(_ text: String) -> CardCheck.State {
                if let known = states[text] { return known }
                let found = Self.expiry(text, today).state
                states[text] = found
                return found
            }
            var near = Set(texts.filter { state($0) == .valid })
            var waiting = Set(texts.filter { state($0) == .incomplete })
            #expect(waiting.count > 300)
            // Near: some key leads to a valid text or to a near one. Texts keys lead to join the search.
            while true {
                var found: [String] = []
                for text in waiting {
                    let made = try keysFrom(text)
                    for new in made where state(new) == .incomplete && !near.contains(new) && !waiting.contains(new) {
                        waiting.insert(new)
                    }
                    if made.contains(where: { near.contains($0) }) { found.append(text) }
                }
                if found.isEmpty { break }
                near.formUnion(found)
                waiting.subtract(found)
            }
            #expect(waiting.count == 0, "\(today): incomplete texts the field cannot finish: \(waiting.sorted().prefix(10))")
        }
    }

    @Test func deletionsLeaveNoInvalidText() throws {
        let reached = try Self.reached.get()
        #expect(reached.texts.count > 2000)
        for (year, month) in Self.todays {
            let today = try YearMonth(year: year, month: month)
            var parts: [String: CardCheck.Part] = [:], failures: [String] = []
            func expiry(_ text: String) -> CardCheck.Part {
                if let known = parts[text] { return known }
                let part = Self.expiry(text, today)
                parts[text] = part
                return part
            }
            // Of a valid date only: `11/20` in 2026 is incomplete (on its way to `11/2028`) and
            // without a month digit `1/20`, two edits from a valid date: invalid `past` (R16).
            for (text, left) in reached.deletions where expiry(text).state == .valid {
                for result in left {
                    let part = expiry(result)
                    if part.state == .invalid { failures.append("\(text) -> \(result): \(part.reason ?? "")") }
                    if !result.isEmpty, Self.monthLength(result) < 2, part != CardCheck.Part(.incomplete, "format", advance: false) {
                        failures.append("\(text) -> \(result): a month missing digits is \(part)")
                    }
                }
            }
            #expect(failures.count == 0, "\(today): \(failures.prefix(10))")
        }
    }

    @Test func pastesGiveTheDateTheySpellOrNothing() throws {
        let texts = try Self.reached.get().texts.filter { $0.count <= 5 }
        // Into the empty field, every spelling of months 00-13 and a spread of years; into every
        // other text, a few.
        let few = [
            "1228", "12/28", "12/2028", "122028", "13/30", "1330", "00/28", "12 / 28", "1228999", "12/1999", "12/203",
            "1/28", "/28", "0130", "12//28", "2 8", "Dec/28", "12/28\n", "2030", "30", "20", "1/",
        ]
        var pastes = few
        for month in 0...13 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            for year in stride(from: 0, through: 99, by: 7) {
                let yy = year < 10 ? "0\(year)" : "\(year)"
                pastes += ["\(mm)/\(yy)", "\(mm)\(yy)", "\(mm)/20\(yy)", "\(mm)20\(yy)", "\(mm)/19\(yy)", "\(mm)/21\(yy)"]
            }
        }
        var refused = 0, taken = 0, failures: [String] = []
        for text in texts {
            let length = text.utf16.count
            let unchanged = ExpiryEditor.format(text)
            for range in Set([[0, 0], [length, length], [0, length], [0, min(2, length)], [min(3, length), length]]) {
                let (start, end) = (range[0], range[1])
                for paste in text.isEmpty ? pastes : few {
                    let result = try ExpiryEditor.edit(text, start: start, end: end, replacement: paste)
                    let utf16 = Array(text.utf16)
                    let whole = String(decoding: utf16[..<start], as: UTF16.self) + paste + String(decoding: utf16[end...], as: UTF16.self)
                    let got = Self.wholeDate(result.text), wanted = Self.wholeDate(whole)
                    // A whole date of 2000-2099 is always taken, as itself.
                    if let wanted, (2000...2099).contains(wanted[1]), got != wanted {
                        failures.append("\(paste) over [\(start), \(end)) of \(text): \(result.text), not \(wanted)")
                    }
                    if result.text == unchanged, result.caret == min(start, unchanged.utf16.count) {
                        refused += 1
                        continue
                    }
                    taken += 1
                    // Only a paste that left the field as it was says it was refused.
                    if result.refused != nil { failures.append("\(paste) over [\(start), \(end)) of \(text): taken, yet refused") }
                    // A paste taken makes a whole date only from the same whole date.
                    if let got, got != wanted { failures.append("\(paste) over [\(start), \(end)) of \(text): \(result.text)") }
                    if result.caret > result.text.utf16.count { failures.append("\(paste) over \(text): caret \(result.caret)") }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.prefix(10))")
        #expect(refused > 1000 && taken > 1000)
    }
}
