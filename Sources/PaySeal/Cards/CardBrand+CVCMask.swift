/// A CVC field's mask from the card's brand, so that a form's CVC field takes as many digits as
/// the brand's longest CVC (4 for an Amex) without the app building the mask text itself.
extension CardBrand {
    /// The mask of a CVC field for a card of this brand: one digit placeholder per digit of its
    /// longest CVC length (`{{999}}`, or `{{9999}}` for a brand with 4-digit CVCs); a brand
    /// without CVC lengths takes the unknown brand's 3 or 4.
    public var cvcMask: Mask { CardBrand.cvcMask(lengths: cvcLengths) }

    /// The CVC mask while no brand is known: 4 digits, the longest any brand has.
    public static var unknownBrandCVCMask: Mask { cvcMask(lengths: unknownCVCLengths) }

    static func cvcMask(lengths: [Int]) -> Mask {
        // The table reader bounds a CVC length; the clamp keeps the mask a CVC's size regardless.
        let longest = min(max(lengths.max() ?? 4, 1), 8)
        return Mask(pattern: "{{" + String(repeating: "9", count: longest) + "}}", items: Array(repeating: .placeholder(.digit), count: longest))
    }
}
