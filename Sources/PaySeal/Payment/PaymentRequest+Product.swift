/// A payment request with its product: values checked against the product's fields and stored
/// unmasked, the account on file's READ_ONLY attributes protected, validation of every field that
/// needs it, and `prepare` refusing an invalid request (`docs/card-input.md`, "Payment request with
/// a product").
extension PaymentRequest {
    /// An empty request of the session `clientSessionID` for `product`: values set are checked
    /// against its fields, stored without their masks and validated by ``validate(today:)``.
    /// (``Session/makePaymentRequest(for:)`` makes one with the session's id.)
    /// - Throws: ``PaySealError/Code/argument`` for an empty session id,
    ///   ``PaySealError/Code/limit`` for one over ``Limits/maximumPaymentValue`` bytes.
    public init(clientSessionID: String, product: PaymentProduct) throws {
        try self.init(clientSessionID: clientSessionID, paymentProductID: product.id)
        self.product = product
    }

    /// Attaches the product. Values set before are checked (each must be a field of the product, and
    /// its mask must not change it) and stored without their mask's literals; an account on file set
    /// before must be the product's.
    /// - Throws: ``PaySealError/Code/argument`` for a product of another id, a value for a field the
    ///   product does not have or that its mask would change, or an account on file it does not
    ///   have; nothing changes then.
    public mutating func setProduct(_ newProduct: PaymentProduct) throws {
        guard newProduct.id == paymentProductID else {
            throw PaySealError(.argument, "the product is \(newProduct.id); the request is for product \(paymentProductID)")
        }
        // Every check first, so that a failure changes nothing.
        let account = try accountOnFileID.map { try PaymentRequest.account($0, of: newProduct) }
        var unmaskedValues: [(key: String, value: OwnedBuffer)] = []
        for key in keys {
            guard let field = newProduct.field(key) else {
                throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))")
            }
            guard let mask = field.mask else { continue }
            // Unmasked into a buffer that is wiped when released, stored in place of the old value below.
            let unmasked = try withValue(forKey: key) { value -> OwnedBuffer? in
                guard let value else { return nil }  // not reached: every key has a value
                guard let unmasked = try mask.unmaskedUnchanged(utf8: value) else { throw PaymentRequest.maskChanges(key) }
                return unmasked
            }
            if let unmasked { unmaskedValues.append((key, unmasked)) }
        }
        product = newProduct
        if let account { removeReadOnlyValues(of: account) }
        for (key, unmasked) in unmaskedValues where withValue(forKey: key, { $0 != nil }) {  // not removed as READ_ONLY
            // Same length or shorter than the stored value, so the payload limit still holds.
            if unmasked.count == 0 { removeValue(forKey: key) } else { try storeValue(utf8: UnsafeRawBufferPointer(unmasked.bytes), forKey: key) }
        }
    }

    /// P3: a value the mask would change (a character no placeholder takes, more characters than the
    /// mask holds) is refused, never trimmed. The message names the field, never the value.
    static func maskChanges(_ key: String) -> PaySealError {
        // The field id is quoted, as in every message; the mask is not (a value could spell part of it).
        PaySealError(
            .argument,
            "the value of \(Quoted(key, limit: 64)) does not fit its mask: "
                + "a character that no placeholder takes or more characters than the mask holds (nothing is dropped)")
    }

    /// Stores a field's value without its mask's literals; `""` (or only literals) removes it. A value
    /// the mask would change otherwise is refused (`docs/card-input.md`, "No silent change").
    mutating func setProductValue(utf8 value: UnsafeRawBufferPointer, forKey key: String, _ product: PaymentProduct) throws {
        guard let field = product.field(key) else {
            throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))")
        }
        if let account = accountOnFile(product), account.attributes.contains(where: { $0.key.hasSameBytes(as: key) && $0.status == .readOnly }) {
            throw PaySealError(.argument, "\(Quoted(key, limit: 64)) is READ_ONLY in the account on file")
        }
        guard value.count <= Limits.maximumPaymentValue, UTF8Validation.isValid(value) else {
            return try storeValue(utf8: value, forKey: key)  // its errors: limit, UTF-8
        }
        guard !value.isEmpty else { return removeValue(forKey: key) }
        guard let mask = field.mask else { return try storeValue(utf8: value, forKey: key) }
        guard let unmasked = try mask.unmaskedUnchanged(utf8: value) else {  // wiped when released
            throw PaymentRequest.maskChanges(key)
        }
        guard unmasked.count > 0 else { return removeValue(forKey: key) }
        try storeValue(utf8: UnsafeRawBufferPointer(unmasked.bytes), forKey: key)
    }

    func accountOnFile(_ product: PaymentProduct) -> PaymentProduct.AccountOnFile? {
        guard let id = accountOnFileID else { return nil }
        return product.accountsOnFile.first { $0.id.hasSameBytes(as: id) }
    }

    /// An account on file must be one of the product's, and for this product.
    static func account(_ id: String, of product: PaymentProduct) throws -> PaymentProduct.AccountOnFile {
        guard let account = product.accountsOnFile.first(where: { $0.id.hasSameBytes(as: id) }) else {
            throw PaySealError(.argument, "the product has no account on file \(Quoted(id, limit: 64))")
        }
        if let owner = account.paymentProductID, owner != product.id {
            throw PaySealError(.argument, "the account on file is for product \(owner), not \(product.id)")
        }
        return account
    }

    /// Choosing an account on file removes the values set on its READ_ONLY attributes.
    mutating func removeReadOnlyValues(of account: PaymentProduct.AccountOnFile) {
        for attribute in account.attributes where attribute.status == .readOnly { removeValue(forKey: attribute.key) }
    }

    /// A field's stored value formatted with its mask, for display; "" when it has no value.
    /// - Throws: ``PaySealError/Code/argument`` without a product or for a field it does not have.
    public func maskedValue(for key: String) throws -> String {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        guard let field = product.field(key) else { throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))") }
        return withValue(forKey: key) { value in
            guard let value else { return "" }
            guard let mask = field.mask else { return String(decoding: value, as: UTF8.self) }
            return mask.format(String(decoding: value, as: UTF8.self))
        }
    }

    /// ``maskedValue(for:)`` written into a buffer for the C caller (no String copy of card data).
    package func maskedValueBuffer(for key: String) throws -> OwnedBuffer {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        guard let field = product.field(key) else { throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))") }
        let buffer = try withValue(forKey: key) { value -> OwnedBuffer? in
            let value = value ?? UnsafeRawBufferPointer(start: nil, count: 0)
            if let mask = field.mask { return try mask.formatted(utf8: value, placeholdersOnly: false) }
            return OwnedBuffer(copying: value)
        }
        guard let buffer else { throw PaySealError(.noMemory, "out of memory for the output") }
        return buffer
    }

    /// The errors of the request's values, in the fields' display order, each with its `fieldId`;
    /// empty when the request is ready to prepare. Without an account on file every field is
    /// validated; with one, the fields it does not have, its MUST_WRITE fields and those with a
    /// value set. A `boletoBancarioRequiredness` field is required when `fiscalNumber` has that
    /// many characters. A request without a product has no rules to fail: `[]` (make it with
    /// ``init(clientSessionID:product:)``, or ``setProduct(_:)``, to have them checked).
    public func validate(today: YearMonth = .current) -> [ValidationError] {
        guard let product else { return [] }
        return validate(product, today: today)
    }

    /// ``validate(today:)`` for the C ABI, whose contract refuses a request without a product.
    package func validateRequiringProduct(today: YearMonth) throws -> [ValidationError] {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        return validate(product, today: today)
    }

    private func validate(_ product: PaymentProduct, today: YearMonth) -> [ValidationError] {
        let account = accountOnFile(product)
        let fiscalNumberLength = withValue(forKey: "fiscalNumber") { $0.map { UTF8Text.utf16Length($0) } ?? 0 }
        // One match budget for the whole request, shared among the fields' patterns.
        return PatternMatcher.sharingBudget(among: product.patternRuleCount) {
            validate(product, account: account, fiscalNumberLength: fiscalNumberLength, today: today)
        }
    }

    private func validate(
        _ product: PaymentProduct, account: PaymentProduct.AccountOnFile?, fiscalNumberLength: Int,
        today: YearMonth
    ) -> [ValidationError] {
        var errors: [ValidationError] = []
        for field in product.fields {
            let hasValue = withValue(forKey: field.id) { $0.map { !$0.isEmpty } ?? false }
            if let account, let attribute = account.attributes.first(where: { $0.key.hasSameBytes(as: field.id) }),
                attribute.status != .mustWrite, !hasValue
            {
                continue  // the account on file provides it
            }
            let required =
                field.dataRestrictions.isRequired
                || field.dataRestrictions.boletoFiscalNumberLength.map { Int64(fiscalNumberLength) == $0 } == true
            let found = withValue(forKey: field.id) { value in
                let value = value ?? UnsafeRawBufferPointer(start: nil, count: 0)
                let rules = field.dataRestrictions.validate(utf8: value, today: today, required: required)
                // P2: the field type's error first; a field gets at most one error of each type.
                guard let typeError = FieldType.error(field.type, value) else { return rules }
                return [typeError] + rules.filter { $0.type != typeError.type }
            }
            errors += found.map { error in
                var error = error
                error.fieldID = field.id
                return error
            }
        }
        return errors
    }
}

extension Mask {
    /// The placeholder characters of a value when the mask keeps every other character as one of its
    /// literals, `nil` when the mask would change the value: a character no placeholder takes where
    /// one is due, or input beyond the mask (`docs/card-input.md`, "No silent change"). Into a buffer
    /// that is wiped when released; every intermediate copy is wiped.
    func unmaskedUnchanged(utf8 value: UnsafeRawBufferPointer) throws -> OwnedBuffer? {
        var input = Mask.scalars(ofUTF8: value)
        defer { wipeScalars(&input) }
        var result = walk(input)
        defer { result.wipe() }
        guard !result.roles.contains(where: { $0 == .unused }) else { return nil }
        guard let buffer = result.ownedBuffer(placeholdersOnly: true) else { throw PaySealError(.noMemory, "out of memory for the output") }
        return buffer
    }
}

extension PaymentProduct {
    /// The field with this id (compared byte for byte).
    public func field(_ id: String) -> Field? { fields.first { $0.id.hasSameBytes(as: id) } }
}
