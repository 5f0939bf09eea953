/// What a person types into the PAN and expiry fields: a decimal digit of any script (Unicode
/// category Nd: full-width digits from a Japanese or Chinese input method, Arabic-Indic,
/// Devanagari…) is read as the ASCII digit of the same value. Only the editors read keys this
/// way; validators of stored values take ASCII digits only (`docs/cards.md`, "PAN editing").
enum TypedDigits {
    /// Replaces, in place, every non-ASCII decimal digit of `scalars` with its ASCII digit (one
    /// scalar for one, so a key stays one key; the array holds card data and is wiped by its owner).
    static func readAsASCII(_ scalars: inout [Unicode.Scalar]) {
        for index in scalars.indices {
            let properties = scalars[index].properties
            guard scalars[index].value > 0x7F, properties.numericType == .decimal, let value = properties.numericValue,
                value >= 0, value <= 9
            else { continue }
            scalars[index] = Unicode.Scalar(UInt8(48 + Int(value)))
        }
    }
}
