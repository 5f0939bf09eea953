/// The expiry field of a card form without a product mask, `MM/YY`, as a customer types it: the
/// month is padded and the `/` placed for them, a year `20YY` typed or pasted is shown `YY`, a
/// paste is taken only as the date it spells, and a deletion never moves a digit between month and
/// year nor leaves a year without its first digits (`docs/cards.md`, "The expiry field"). Pure:
/// the field's text and the key are the only inputs; the card check says whether the date is
/// valid, and every text it calls incomplete can be finished here.
public enum ExpiryEditor {
    /// One edit of the expiry field: typing, pasting, or replacing or deleting the selection
    /// `[start, end)` (UTF-16 offsets) with `replacement`. One character is a key; more are a
    /// paste, read as the whole text they make and refused unless that is a possible date
    /// (`13/30` is refused, never `01/33`). Deleting exactly the `/` deletes the month's last digit
    /// instead (`11/28` → `1/28`). A key or paste the field refuses (a letter, a month `13`) leaves
    /// the text as ``format(_:)`` gives it, the caret at `start`.
    /// - Throws: ``PaySealError/Code/argument`` when `start > end`, a position is past the end of
    ///   `text` or inside a surrogate pair; ``PaySealError/Code/limit`` over 4096 bytes.
    public static func edit(_ text: String, start: Int, end: Int, replacement: String) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        try Mask.checkLength(replacement.utf8.count, "replacement")
        var scalars = Mask.scalars(of: text), inserted = Mask.scalars(of: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        TypedDigits.readAsASCII(&inserted)
        var field = Field(scalars)
        defer { field.wipe() }
        let caret = try field.edit(start: start, end: end, inserted, in: scalars)
        return MaskEdit(text: field.string, caret: caret, refused: field.pasteRefused ? MaskEdit.notADate : nil)
    }

    /// Backspace (`forward == false`) or Delete (`forward == true`): at a caret the nearest digit
    /// before or after it, skipping the `/`; a selection as it is. The year digits after a deleted
    /// year digit go too. `12/` Backspace gives `1`; Backspace after the `/` of `11/28` gives
    /// `1/28` with the caret at 1; Delete at 3 of `12/28` gives `12/`.
    /// - Throws: as ``edit(_:start:end:replacement:)``.
    public static func delete(_ text: String, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> MaskEdit {
        try Mask.checkLength(text.utf8.count, "text")
        var scalars = Mask.scalars(of: text)
        defer { wipeScalars(&scalars) }
        var field = Field(scalars)
        defer { field.wipe() }
        let caret = try field.delete(start: start, end: end, forward: forward)
        return MaskEdit(text: field.string, caret: caret)
    }

    /// The text as the editor writes it: the month's digits, `/` when the month has two digits or
    /// a year follows, the year's digits, a year `20YY` as `YY` (`1228` and `122028` → `12/28`,
    /// `12` → `12/`).
    public static func format(_ text: String) -> String {
        var scalars = Mask.scalars(of: text)
        defer { wipeScalars(&scalars) }
        var field = Field(scalars)
        defer { field.wipe() }
        return field.string
    }

    /// ``edit(_:start:end:replacement:)`` of valid UTF-8 for the C caller; copies are wiped.
    package static func edited(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        let (buffer, caret, _) = try editedResult(utf8: text, start: start, end: end, replacement: replacement)
        return (buffer, caret)
    }

    /// ``edited(utf8:start:end:replacement:)`` with the reason a paste was refused
    /// (``MaskEdit/notADate``), nil when it was taken.
    package static func editedResult(
        utf8 text: UnsafeRawBufferPointer, start: Int, end: Int,
        replacement: UnsafeRawBufferPointer
    ) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int, refused: String?) {
        var scalars = Mask.scalars(ofUTF8: text), inserted = Mask.scalars(ofUTF8: replacement)
        defer { wipeScalars(&scalars); wipeScalars(&inserted) }
        TypedDigits.readAsASCII(&inserted)
        var field = Field(scalars)
        defer { field.wipe() }
        let caret = try field.edit(start: start, end: end, inserted, in: scalars)
        return (try field.ownedBuffer(), caret, field.pasteRefused ? MaskEdit.notADate : nil)
    }

    /// ``delete(_:start:end:forward:)`` of valid UTF-8 for the C caller; copies are wiped.
    package static func deleted(utf8 text: UnsafeRawBufferPointer, start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> (OwnedBuffer, caret: Int) {
        var scalars = Mask.scalars(ofUTF8: text)
        defer { wipeScalars(&scalars) }
        var field = Field(scalars)
        defer { field.wipe() }
        let caret = try field.delete(start: start, end: end, forward: forward)
        return (try field.ownedBuffer(), caret)
    }
}

extension ExpiryEditor {
    /// Where an edit goes on: the `index`-th position of the month or of the year.
    enum Cursor: Equatable {
        case month(Int)
        case year(Int)
    }

    /// The field read as month digits (at most two) and year digits (at most two, or four for a
    /// year `20YY` on its way to being written `YY`), and what each character of the text it was
    /// read from is.
    struct Field {
        var month: [UInt8] = [], year: [UInt8] = []
        /// Per character of the text: a digit of the month or year, the separator, or ignored.
        let roles: [Role]
        let offsets: UTF16Offsets
        let scalarCount: Int
        /// Whether the last edit was a paste refused as no possible date.
        var pasteRefused = false

        enum Role: Equatable { case month, year, slash, ignored }

        /// Reads a text: the first `/` separates month and year; without one the first two
        /// digits are the month and the rest the year; other characters, and digits beyond two
        /// in the month and beyond two in the year (four when it starts `20`), are ignored.
        init(_ scalars: [Unicode.Scalar]) {
            month.reserveCapacity(4)
            year.reserveCapacity(4)
            let slashIndex = scalars.firstIndex(of: "/")
            var roles: [Role] = []
            roles.reserveCapacity(scalars.count)
            for (index, scalar) in scalars.enumerated() {
                guard let digit = ExpiryEditor.digit(scalar) else {
                    roles.append(index == slashIndex ? .slash : .ignored)
                    continue
                }
                let inYear = slashIndex.map { index > $0 } ?? (month.count == 2)
                if inYear, ExpiryEditor.takesYearDigit(year) {
                    year.append(digit)
                    roles.append(.year)
                } else if !inYear, month.count < 2 {
                    month.append(digit)
                    roles.append(.month)
                } else {
                    roles.append(.ignored)
                }
            }
            self.roles = roles
            offsets = UTF16Offsets(scalars)
            scalarCount = scalars.count
        }

        var showsSlash: Bool { month.count == 2 || !year.isEmpty }

        /// The year as written: a whole `20YY` as `YY`, the field's two-digit year.
        var shownYear: ArraySlice<UInt8> { year.count == 4 ? year[2...] : year[...] }

        var shownCount: Int { month.count + (showsSlash ? 1 : 0) + shownYear.count }

        var string: String {
            var view = String.UnicodeScalarView()
            for byte in month { view.append(Unicode.Scalar(byte)) }
            if showsSlash { view.append("/") }
            for byte in shownYear { view.append(Unicode.Scalar(byte)) }
            return String(view)
        }

        func ownedBuffer() throws(PaySealError.Thrown) -> OwnedBuffer {
            let count = shownCount
            guard let buffer = OwnedBuffer(capacity: count) else { throw PaySealError(.noMemory, "out of memory for the output") }
            var position = 0
            let write = { (byte: UInt8) in
                buffer.pointer?[position] = byte
                position += 1
            }
            month.forEach(write)
            if showsSlash { write(UInt8(ascii: "/")) }
            shownYear.forEach(write)
            return buffer
        }

        mutating func wipe() {
            ExpiryEditor.wipeDigits(&month)
            ExpiryEditor.wipeDigits(&year)
        }

        /// The caret for a cursor: a cursor after a whole month goes past the `/`; in a year
        /// `20YY` written `YY`, two positions less.
        func caret(_ cursor: Cursor) -> Int {
            switch cursor {
            case let .month(index): return index == 2 && showsSlash ? 3 : index
            case let .year(index): return month.count + (showsSlash ? 1 : 0) + max(0, index - (year.count - shownYear.count))
            }
        }

        /// The caret for an edit that changed nothing: `start`, within the formatted text.
        func unchangedCaret(_ start: Int) -> Int { min(start, shownCount) }

        /// The cursor at character `index` of the text read: in the year after the `/` (or after
        /// a year digit), else in the month.
        func cursor(at index: Int) -> Cursor {
            let before = roles[..<index]
            let monthBefore = before.filter { $0 == .month }.count, yearBefore = before.filter { $0 == .year }.count
            if before.contains(.slash) || yearBefore > 0 { return .year(yearBefore) }
            return .month(monthBefore)
        }

        /// The month and year digits of characters `[first, last)` removed; the year position
        /// where year digits went, if any did.
        mutating func remove(_ first: Int, _ last: Int) -> Int? {
            let monthFrom = roles[..<first].filter { $0 == .month }.count, yearFrom = roles[..<first].filter { $0 == .year }.count
            let monthCount = roles[first..<last].filter { $0 == .month }.count, yearCount = roles[first..<last].filter { $0 == .year }.count
            ExpiryEditor.remove(&month, monthFrom..<monthFrom + monthCount)
            ExpiryEditor.remove(&year, yearFrom..<yearFrom + yearCount)
            return yearCount > 0 ? yearFrom : nil
        }

        /// No year digit stays after a gap: the check reads a year from its first digit, so `12/8`
        /// left by deleting the `2` of `12/28` would read as the 2080s (invalid while the customer
        /// is about to retype it); `12/` is on its way.
        mutating func closeYearGap(at gap: Int) {
            ExpiryEditor.remove(&year, min(gap, year.count)..<year.count)
        }

        func range(start: Int, end: Int) throws(PaySealError.Thrown) -> (first: Int, last: Int) {
            guard start >= 0, start <= end else { throw PaySealError(.argument, "the selection start \(start) is after its end \(end)") }
            return (try offsets.scalarIndex(at: start, "start"), try offsets.scalarIndex(at: end, "end"))
        }

        /// A key (one character) or a deletion (none) at `[start, end)` of `text`, the text this
        /// field was read from; more characters are a paste.
        mutating func edit(start: Int, end: Int, _ inserted: [Unicode.Scalar], in text: [Unicode.Scalar]) throws(PaySealError.Thrown) -> Int {
            var (first, last) = try range(start: start, end: end)
            if inserted.count > 1 {
                if let caret = paste(inserted, over: first..<last, in: text) { return caret }
                pasteRefused = true
                return unchangedCaret(start)
            }
            if inserted.isEmpty, last - first == 1, roles[first] == .slash {
                // Deleting the `/` deletes the month's last digit: the year stays where it is.
                if let digit = roles[..<first].lastIndex(of: .month) { (first, last) = (digit, digit + 1) } else { last = first }
            }
            var cursor = cursor(at: first)
            let gap = remove(first, last)
            var typed = false, intoYear = false
            if let key = inserted.first, insert(key, at: &cursor) {
                typed = true
                if case .year = cursor, ExpiryEditor.digit(key) != nil { intoYear = true }
            }
            // The key fills the gap it was typed in; a key elsewhere, or none, leaves it: close it.
            if let gap, !intoYear { closeYearGap(at: gap) }
            return typed || first < last ? caret(cursor) : unchangedCaret(start)
        }

        mutating func delete(start: Int, end: Int, forward: Bool) throws(PaySealError.Thrown) -> Int {
            var (first, last) = try range(start: start, end: end)
            if first == last {
                let isDigit = { (role: Role) in role == .month || role == .year }
                guard let found = forward ? roles[first...].firstIndex(where: isDigit) : roles[..<first].lastIndex(where: isDigit) else {
                    return unchangedCaret(start)
                }
                (first, last) = (found, found + 1)
            }
            let cursor = cursor(at: first)
            if let gap = remove(first, last) { closeYearGap(at: gap) }
            return caret(cursor)
        }

        /// Types one character at the cursor (`docs/cards.md`, "The expiry field"); false when
        /// the field refuses it.
        mutating func insert(_ scalar: Unicode.Scalar, at cursor: inout Cursor) -> Bool {
            if scalar == "/" {
                // A `/` after the month's last digit pads a one-digit month and moves to the year.
                guard case let .month(index) = cursor, index == month.count else { return false }
                if month.count == 1 {
                    guard month[0] != UInt8(ascii: "0") else { return false }
                    month.insert(UInt8(ascii: "0"), at: 0)
                } else if month.isEmpty {
                    return false
                }
                cursor = .year(0)
                return true
            }
            guard let digit = ExpiryEditor.digit(scalar) else { return false }
            // A digit after a whole month starts the year.
            if case .month(2) = cursor, month.count == 2 { cursor = .year(0) }
            switch cursor {
            case let .year(index):
                if year.count < 2, index <= year.count {
                    year.insert(digit, at: index)
                } else if index == year.count, ExpiryEditor.takesYearDigit(year) {
                    // After `20`, a third and fourth digit: `MMYYYY` typed key by key ends valid.
                    year.append(digit)
                } else {
                    return false
                }
                cursor = .year(index + 1)
            case .month where month.isEmpty:
                // 2–9 can only be a month 02–09; 0 and 1 wait for the second digit.
                if digit >= UInt8(ascii: "2") { month.append(UInt8(ascii: "0")) }
                month.append(digit)
                cursor = .month(month.count)
            case let .month(index):
                guard month.count == 1, index <= 1 else { return false }
                let tens = index == 0 ? digit : month[0], ones = index == 0 ? month[0] : digit
                let value = Int(tens - UInt8(ascii: "0")) * 10 + Int(ones - UInt8(ascii: "0"))
                if (1...12).contains(value) {
                    month.insert(digit, at: index)
                    cursor = .month(index + 1)
                } else if index == 1, month[0] == UInt8(ascii: "1"), year.isEmpty {
                    // `1` then 3–9: the month was January, the digit starts the year.
                    month[0] = UInt8(ascii: "0")
                    month.append(UInt8(ascii: "1"))
                    year.append(digit)
                    cursor = .year(1)
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Removes digits in place and zeroes the slots they leave behind: `removeSubrange` would
    /// leave a stale copy of the last digit in the array's spare capacity, where no wipe reaches.
    static func remove(_ digits: inout [UInt8], _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var kept = range.lowerBound
        for index in range.upperBound..<digits.count {
            digits[kept] = digits[index]
            kept += 1
        }
        for index in kept..<digits.count { digits[index] = 0 }
        digits.removeLast(digits.count - kept)
    }

    /// Overwrites the digits of a date part (card data).
    static func wipeDigits(_ digits: inout [UInt8]) { wipe(&digits) }

    static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
        ("0"..."9").contains(scalar) ? UInt8(scalar.value) : nil
    }

    /// Whether a year takes another digit: up to two, or four when it starts `20` (the field
    /// holds the years 2000–2099, a whole `20YY` written `YY`).
    static func takesYearDigit(_ year: [UInt8]) -> Bool {
        year.count < 2 || (year.count < 4 && year[0] == UInt8(ascii: "2") && year[1] == UInt8(ascii: "0"))
    }
}
