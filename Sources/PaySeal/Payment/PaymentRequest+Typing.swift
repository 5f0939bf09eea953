/// A key typed into a product field, as a form sends the customer's keys one at a time: the
/// field's mask applied, the value stored, and the IIN trigger asked, so that an app's typing loop
/// is one call per key instead of a mask edit, a store and a comparison of numbers it keeps itself.
extension PaymentRequest {
    /// What one key typed into a field did.
    public struct TypedKey: Sendable, Hashable {
        /// The field's text after the key, formatted with its mask (as ``maskedValue(for:)`` gives it).
        public let text: String
        /// Whether the card number now needs a new IIN check
        /// (``IIN/needsNewDetails(cardNumber:previousCardNumber:)`` between the text before and
        /// after the key): always `false` for a field other than `cardNumber`.
        public let needsNewIINDetails: Bool

        /// A result (for tests and hosts that type keys themselves).
        public init(text: String, needsNewIINDetails: Bool) {
            self.text = text
            self.needsNewIINDetails = needsNewIINDetails
        }
    }

    /// Types `key` at the end of the field `id`'s current value: through the field's mask (a key
    /// the mask does not take, such as a letter in a card number, changes nothing; a literal such
    /// as the space after 4 digits is added as the mask places it), or appended as typed when the
    /// field has no mask. The value is stored without the mask, as ``setValue(_:forKey:)`` stores
    /// it. For the `cardNumber` field the result says when to ask for IIN details again (at the
    /// 6th digit, and at the 16th), so a checkout types a card number as:
    ///
    /// ```swift
    /// for key in "4111111111111111" where try payment.type(key, intoField: "cardNumber").needsNewIINDetails {
    ///     iin = try await session.iinDetails(forCardNumber: payment.maskedValue(for: "cardNumber"), context: context)
    /// }
    /// ```
    /// - Throws: ``PaySealError/Code/argument`` without a product, for a field the product does not
    ///   have or one READ_ONLY in the account on file; ``PaySealError/Code/limit`` as
    ///   ``setValue(_:forKey:)``. Nothing changes then.
    @discardableResult
    public mutating func type(_ key: Character, intoField id: String) throws -> TypedKey {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        guard let field = product.field(id) else { throw PaySealError(.argument, "the product has no field \(Quoted(id, limit: 64))") }
        let before = try maskedValue(for: id)
        let end = before.utf16.count
        let after = try field.mask?.edit(before, start: end, end: end, replacement: String(key)).text ?? before + String(key)
        try setValue(after, forKey: id)
        let trigger = id.hasSameBytes(as: "cardNumber") && IIN.needsNewDetails(cardNumber: after, previousCardNumber: before)
        return TypedKey(text: after, needsNewIINDetails: trigger)
    }
}
