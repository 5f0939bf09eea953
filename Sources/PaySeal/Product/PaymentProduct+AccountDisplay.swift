/// What a form shows for an account on file (`docs/product-fields.md`, "Accounts on file"): each
/// attribute's value through its field's mask, the platform's obfuscation kept.
extension PaymentProduct.AccountOnFile {
    /// The display value of the account's attribute `key` (the first with that key, compared byte
    /// for byte): its value through the mask of the product's field `key`, with `X`, `x` and `*`
    /// kept ("411111XXXXXX1111" → "4111 11XX XXXX 1111"); `nil` when the account has no such
    /// attribute. Passing the value to ``Mask/format(_:)`` instead would drop the `X`s.
    public func displayValue(for key: String) -> String? {
        attributes.first { $0.key.hasSameBytes(as: key) }?.displayValue
    }
}

extension PaymentProduct {
    /// The display value of attribute `key` of the account on file `accountID` (the first account
    /// with that id, as choosing one takes): ``AccountOnFile/displayValue(for:)``.
    /// - Throws: ``PaySealError/Code/argument`` when the product has no such account, or the account
    ///   no such attribute (the message names them, never a value).
    public func displayValue(accountOnFile accountID: String, key: String) throws(PaySealError.Thrown) -> String {
        guard let account = accountsOnFile.first(where: { $0.id.hasSameBytes(as: accountID) }) else {
            throw PaySealError(.argument, "the product has no account on file \(Quoted(accountID, limit: 64))")
        }
        guard let value = account.displayValue(for: key) else {
            throw PaySealError(.argument, "the account on file has no attribute \(Quoted(key, limit: 64))")
        }
        return value
    }
}
