/// One product field's value as the customer types it (`docs/product-fields.md`, "A field as the
/// customer types"): `valid`, `incomplete` (not valid yet, but characters the field lets follow
/// can still make it valid) or `invalid` (no continuation passes one of its checks).
public struct FieldCheck: Sendable, Hashable {
    /// The three states of an as-you-type check, spelled as the JSON spells them.
    public enum State: String, Sendable {
        /// The value passes the field's type and every validator.
        case valid
        /// Not valid yet; typing more can still make it valid.
        case incomplete
        /// Nothing typed next can make it valid.
        case invalid
    }

    /// The state.
    public let state: State
    /// `nil` when valid. When invalid, the error of the first check (the field's type, then the
    /// validators in validation order) that no continuation passes; when incomplete, the first
    /// error the value gives now: what the customer sees on leaving the field. The error object
    /// validation returns (``ValidationError``), without a `fieldId`.
    public let error: ValidationError?

    /// `{"state":"valid"|"incomplete"|"invalid","error":{…}|null}`, compact.
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 160)
        writer.raw("{\"state\":")
        writer.string(state.rawValue)
        writer.raw(",\"error\":")
        if let error { error.write(to: &writer) } else { writer.raw("null") }
        writer.raw("}")
        return writer.bytes
    }

    /// The state once the customer has left the field or submits: `incomplete` is `invalid` with
    /// the same error; `valid` and `invalid` stay.
    public var settled: FieldCheck {
        state == .incomplete ? FieldCheck(state: .invalid, error: error) : self
    }
}

extension PaymentProduct {
    /// ``Field/check(_:today:final:)`` of the field `id`.
    /// - Throws: ``PaySealError/Code/argument`` for a field the product does not have, and what
    ///   ``Field/check(_:today:final:)`` throws.
    public func check(field id: String, value: String, today: YearMonth = .current, final: Bool = false) throws(PaySealError.Thrown) -> FieldCheck {
        guard let field = field(id) else { throw PaySealError(.argument, "the product has no field \(Quoted(id, limit: 64))") }
        return try field.check(value, today: today, final: final)
    }
}

extension PaymentProduct.Field {
    /// The state of `value` (masked or not: read as a request stores it, without the mask's
    /// literals), for `today`'s expiry rule. An empty value is `incomplete` with `required` for a
    /// required field, else valid. `final`: the customer has left the field or submits, so
    /// `incomplete` is `invalid` with the same error (``FieldCheck/settled``).
    /// - Throws: ``PaySealError/Code/argument`` for a value the field's mask would change (as
    ///   ``PaymentRequest`` refuses it; `docs/card-input.md`, "No silent change"),
    ///   ``PaySealError/Code/limit`` for a value over ``Limits/maximumPaymentValue`` bytes.
    public func check(_ value: String, today: YearMonth = .current, final: Bool = false) throws(PaySealError.Thrown) -> FieldCheck {
        var value = value
        return try value.withUTF8Bytes { (bytes) throws(PaySealError.Thrown) in try check(utf8: bytes, today: today, final: final) }
    }

    /// The same for UTF-8 read in place (card data from a C host is never copied into a String).
    package func check(utf8 text: UnsafeRawBufferPointer, today: YearMonth, final: Bool) throws(PaySealError.Thrown) -> FieldCheck {
        let check = try check(utf8: text, today: today)
        return final ? check.settled : check
    }

    private func check(utf8 text: UnsafeRawBufferPointer, today: YearMonth) throws(PaySealError.Thrown) -> FieldCheck {
        guard text.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "value has \(text.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
        guard UTF8Validation.isValid(text) else { throw PaySealError(.argument, "value is not valid UTF-8") }
        guard let mask else { return checkUnmasked(text, today: today) }
        // Unmasked into a buffer that is wiped when released.
        guard let unmasked = try mask.unmaskedUnchanged(utf8: text) else {
            // A year digit the field's editor holds past an MMYY mask (`12/202`) is on its way.
            if let held = heldYearCheck(mask, text, today: today) { return held }
            throw PaymentRequest.maskChanges(id)
        }
        let value = UnsafeRawBufferPointer(unmasked.bytes)
        let check = checkUnmasked(value, today: today)
        return check.state == .invalid ? onItsWayToYY(value, check, today: today) : check
    }

    /// `MM/20` in a field that holds MMYY: the editor reads a year typed with four digits as its
    /// last two (`12/2028` is `12/28`), so `MM/20` is also on its way to every `MM/YY`: a dead end
    /// of the `expirationDate` rule is incomplete while one of them is valid (`12/20` in 2026:
    /// incomplete `past`).
    private func onItsWayToYY(_ value: UnsafeRawBufferPointer, _ check: FieldCheck, today: YearMonth) -> FieldCheck {
        guard takesTwoDigitYear, check.error?.type == ExpirationDateRule.name, value.count == 4, value.allSatisfy(UTF8Text.isDigit),
            value[2] == UInt8(ascii: "2"), value[3] == UInt8(ascii: "0")
        else { return check }
        let month = Int(value[0] - UInt8(ascii: "0")) * 10 + Int(value[1] - UInt8(ascii: "0"))
        let century = today.year / 100 * 100
        guard (1...12).contains(month), ExpiryDate.verdict(month: month, years: century...century + 99, today: today) == nil else { return check }
        return FieldCheck(state: .incomplete, error: check.error)
    }

    /// `MM/20d`, a third year digit the editor holds past an MMYY mask: incomplete `format` while a
    /// fourth digit can make a valid date (`MM/20dY`, written `MM/dY`), else invalid with the reason
    /// those dates share; nil for any other text.
    private func heldYearCheck(_ mask: Mask, _ text: UnsafeRawBufferPointer, today: YearMonth) -> FieldCheck? {
        guard takesTwoDigitYear else { return nil }
        var scalars = Mask.scalars(ofUTF8: text)
        defer { wipeScalars(&scalars) }
        guard var held = heldYearDigit(mask, scalars), let extra = held.extra else { return nil }
        defer { wipeScalars(&held.digits) }
        let digit = { (scalar: Unicode.Scalar) in Int(scalar.value) - 48 }
        let month = digit(held.digits[0]) * 10 + digit(held.digits[1])
        guard (1...12).contains(month) else { return nil }
        let decade = 2000 + digit(extra) * 10
        guard let failure = ExpiryDate.verdict(month: month, years: decade...decade + 9, today: today) else {
            return FieldCheck(state: .incomplete, error: .reason(ExpirationDateRule.name, "format"))
        }
        return FieldCheck(state: .invalid, error: .reason(ExpirationDateRule.name, failure.rawValue))
    }

    private func checkUnmasked(_ value: UnsafeRawBufferPointer, today: YearMonth) -> FieldCheck {
        guard !value.isEmpty else {
            return dataRestrictions.isRequired ? FieldCheck(state: .incomplete, error: ValidationError("required")) : FieldCheck(state: .valid, error: nil)
        }
        // The same bounded work as validation: each pattern rule matches twice (the value, then
        // its completions), all within one call's match budget; the completion programs compiled
        // here count against one compile budget.
        let matches = 2 * dataRestrictions.patternRuleCount
        return PatternCompileCost.counting {
            matches == 0 ? states(value, today) : PatternMatcher.sharingBudget(among: matches) { states(value, today) }
        }
    }

    private func states(_ value: UnsafeRawBufferPointer, _ today: YearMonth) -> FieldCheck {
        let continuations = Continuations(
            mask: mask, filled: value.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) },
            length: UTF8Text.utf16Length(value), maximumLength: dataRestrictions.maximumLength)
        var first: ValidationError?
        if let error = FieldType.error(type, value) {
            if let dead = FieldType.deadEnd(type, value, failing: error, continuations: continuations, today: today) {
                return FieldCheck(state: .invalid, error: dead)
            }
            first = error
        }
        for rule in dataRestrictions.rules {
            guard let error = rule.validate(value, today: today) else { continue }
            if let dead = rule.deadEnd(value, failing: error, today: today, continuations: continuations) {
                return FieldCheck(state: .invalid, error: dead)
            }
            first = first ?? error
        }
        guard let first else { return FieldCheck(state: .valid, error: nil) }
        return FieldCheck(state: .incomplete, error: first)
    }
}

extension DataRestrictions {
    /// The `length` validator's `maxLength`, when it has one: continuations stay within it.
    var maximumLength: Int64? { rules.lazy.compactMap { $0.maximumLength }.first }
}
