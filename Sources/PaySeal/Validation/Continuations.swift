/// What the customer may still type after a field's value (`docs/product-fields.md`, "A field as the
/// customer types"): a continuation appends characters, one per placeholder of the field's mask
/// after those the value fills, in the UTF-16 units left under its `length` validator's
/// `maxLength`. It never changes what was typed. A rule is a dead end for a value when no
/// continuation passes it (``ValidationRule/deadEnd(_:failing:today:continuations:)``).
struct Continuations {
    /// The placeholders after the value's characters; `nil`: the field has no mask (any
    /// character, any number of them).
    let slots: ArraySlice<Mask.Placeholder>?
    /// The UTF-16 units left under `maxLength` (0 when the value is already longer); `nil`: no
    /// `maxLength`.
    let room: Int?

    /// `filled`: how many characters the (unmasked) value has, each on one placeholder;
    /// `length`: its UTF-16 length.
    init(mask: Mask?, filled: Int, length: Int, maximumLength: Int64?) {
        if let mask {
            var placeholders: [Mask.Placeholder] = []
            placeholders.reserveCapacity(mask.items.count)
            for case let .placeholder(placeholder) in mask.items { placeholders.append(placeholder) }
            slots = placeholders[min(filled, placeholders.count)...]
        } else {
            slots = nil
        }
        room = maximumLength.map { Int(clamping: max(0, $0 - Int64(length))) }
    }

    /// How many characters of one UTF-16 unit each (digits, letters) may follow, at most `limit`:
    /// the caller's search never needs more.
    func positions(limit: Int) -> Int {
        var count = limit
        if let slots { count = min(count, slots.count) }
        if let room { count = min(count, room) }
        return max(0, count)
    }

    /// Whether `scalar` may be the character appended at `index` (0: the next one); the room is
    /// the caller's (``positions(limit:)``, ``canAppend(_:)``).
    func accepts(_ scalar: Unicode.Scalar, at index: Int) -> Bool {
        guard let slots else { return true }
        guard index >= 0, index < slots.count else { return false }
        return slots[slots.startIndex + index].accepts(scalar)
    }

    /// The digits the character at `index` may be: bit d for the digit d.
    func digits(at index: Int) -> UInt16 {
        var set: UInt16 = 0
        for digit in 0..<10 where accepts(Unicode.Scalar(UInt8(48 + digit)), at: index) { set |= 1 << digit }
        return set
    }

    /// Whether these characters may follow the value as they are: each taken by its placeholder,
    /// all of them within the room.
    func canAppend(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var units = 0
        for (index, scalar) in scalars.enumerated() {
            guard accepts(scalar, at: index) else { return false }
            units += scalar.value > 0xFFFF ? 2 : 1
        }
        return room.map { units <= $0 } ?? true
    }

    /// Whether at least one more character may follow the value.
    var canGrow: Bool {
        guard let slots else { return room.map { $0 > 0 } ?? true }
        guard let next = slots.first else { return false }
        return room.map { $0 >= next.fewestUnits } ?? true
    }

    /// Whether some continuation brings a value of `length` UTF-16 units to a length in
    /// `lengths` (the `length` rule: the room is its own bound, so only the mask counts). The
    /// lengths `k` more characters can add form one interval (each adds 1 or 2 units).
    func canReach(_ lengths: ClosedRange<Int64>, from length: Int64) -> Bool {
        guard length <= lengths.upperBound else { return false }
        guard let slots else { return true }
        var (low, high) = (length, length)
        if high >= lengths.lowerBound { return true }
        for slot in slots {
            low += Int64(slot.fewestUnits)
            high += Int64(slot.mostUnits)
            if low > lengths.upperBound { return false }
            if high >= lengths.lowerBound { return true }
        }
        return false
    }
}

extension Mask.Placeholder {
    /// The UTF-16 units of the characters the placeholder takes: 1, or 2 for a character beyond
    /// U+FFFF (any character may be either).
    var fewestUnits: Int {
        if case let .exactly(scalar) = self, scalar.value > 0xFFFF { return 2 }
        return 1
    }

    var mostUnits: Int {
        switch self {
        case .any: return 2
        case let .exactly(scalar): return scalar.value > 0xFFFF ? 2 : 1
        default: return 1
        }
    }
}
