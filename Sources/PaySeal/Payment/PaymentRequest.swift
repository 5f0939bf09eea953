/// What the customer entered for one payment product, to be encrypted for the Server API.
///
/// A value type: each request is the caller's own; copies are independent. Values are kept as
/// UTF-8 bytes so that ``wipe()`` can clear them (a Swift `String` cannot be wiped).
public struct PaymentRequest: Sendable {
    /// The Client API session the payment belongs to (`clientSessionId` in the payload).
    public let clientSessionID: String
    /// The payment product the values are for (`paymentProductId` in the payload).
    public let paymentProductID: Int
    /// The account on file the payment uses, if any (a string, as the platform's current SDKs
    /// send it). Set it with ``setAccountOnFileID(_:)``.
    public private(set) var accountOnFileID: String?
    /// Whether the card is to be stored as a token; `"tokenize":true` appears only when set.
    public var tokenize = false

    /// One payment value, with its payload member `{"key":…,"value":…}` rendered when it is set,
    /// so that each preparation only copies bytes.
    private struct Entry {
        let key: String
        var value: [UInt8]
        var member: [UInt8]

        /// `value` is valid UTF-8; it is copied once, into storage ``wipe()`` clears.
        init(key: String, value: UnsafeRawBufferPointer) {
            self.key = key
            self.value = Array(value)
            var json = JSONWriter(capacity: Entry.memberLength(key: key, valueCount: value.count))
            json.raw("{\"key\":")
            json.string(key)
            json.raw(",\"value\":")
            json.string(utf8: value)
            json.raw("}")
            member = json.bytes
        }

        /// The most bytes the member can take: every value byte escaped (so the buffer never grows).
        static func memberLength(key: String, valueCount: Int) -> Int {
            20 + JSONWriter.maximumLength(ofString: key.utf8.count) + JSONWriter.maximumLength(ofString: valueCount)
        }

        mutating func wipe() {
            value.withUnsafeMutableBytes { wipeSecret($0, "payment value") }
            member.withUnsafeMutableBytes { wipeSecret($0, "payment value") }
        }
    }

    private var entries: [Entry] = []
    /// The product the request is for, when set (``setProduct(_:)``): it checks keys, unmasks
    /// values and validates them (below).
    public internal(set) var product: PaymentProduct?
    /// `{"clientSessionId":"…","nonce":` and `,"paymentProductId":<id>`, rendered once.
    private let payloadStart: [UInt8]
    private let productMember: [UInt8]

    /// 2^53 - 1, the largest integer a JSON number carries exactly to a JavaScript host or server
    /// (RFC 8259 §6, RFC 7493 §2.2): the largest product id a request or an answer may hold.
    static let largestJSONProductID: Int64 = 9_007_199_254_740_991

    #if _pointerBitWidth(_32)
    /// The largest product id: on a 32-bit target (wasm32, the web build) the largest Int,
    /// 2^31 - 1; elsewhere 2^53 - 1.
    public static let maximumPaymentProductID = Int.max
    #else
    /// The largest product id: 2^53 - 1, the largest integer a JSON number carries exactly to a
    /// JavaScript host or server (RFC 8259 §6, RFC 7493 §2.2).
    public static let maximumPaymentProductID = Int(largestJSONProductID)
    #endif

    /// An empty request for the session's payment with a product.
    /// - Throws: ``PaySealError/Code/argument`` for an empty session id or a product id that is
    ///   negative or above ``maximumPaymentProductID``, ``PaySealError/Code/limit`` for a session
    ///   id over ``Limits/maximumPaymentValue`` bytes.
    public init(clientSessionID: String, paymentProductID: Int) throws(PaySealError.Thrown) {
        try PaymentRequest.checkText(clientSessionID, "clientSessionId")
        guard paymentProductID >= 0 else { throw PaySealError(.argument, "paymentProductId must not be negative") }
        guard paymentProductID <= PaymentRequest.maximumPaymentProductID else {
            throw PaySealError(.argument, "paymentProductId is above 2^53 - 1 (9007199254740991), which a JSON number does not carry exactly")
        }
        self.clientSessionID = clientSessionID
        self.paymentProductID = paymentProductID
        var start = JSONWriter(capacity: 32 + JSONWriter.maximumLength(ofString: clientSessionID.utf8.count))
        start.raw("{\"clientSessionId\":")
        start.string(clientSessionID)
        start.raw(",\"nonce\":")
        payloadStart = start.bytes
        var product = JSONWriter(capacity: 48)
        product.raw(",\"paymentProductId\":")
        product.raw(String(paymentProductID))
        productMember = product.bytes
    }

    /// Parses a product id given as text: a decimal integer, digits only ("1", "3012"), at most
    /// ``maximumPaymentProductID``.
    public static func paymentProductID(parsing text: String) throws(PaySealError.Thrown) -> Int {
        let wide = try wideProductID(parsing: text)
        // Only on a 32-bit target (the web build) can an id a JSON number carries not fit an Int.
        guard let id = Int(exactly: wide) else {
            throw PaySealError(.argument, "paymentProductId is above \(Int.max), the largest product id of this 32-bit build")
        }
        return id
    }

    /// A product id given as text, read as 64 bits whatever the target's Int: the same refusals on
    /// every build, and a server's id checked (``ServiceResponse``) without being held as an Int.
    static func wideProductID(parsing text: String) throws(PaySealError.Thrown) -> Int64 {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            digits.count == 1 || digits.first != UInt8(ascii: "0"), let id = Int64(text)
        else {
            throw PaySealError(.argument, "paymentProductId must be a decimal integer such as \"1\" or \"3012\"")
        }
        guard id <= largestJSONProductID else {
            throw PaySealError(.argument, "paymentProductId is above 2^53 - 1 (9007199254740991), which a JSON number does not carry exactly")
        }
        return id
    }

    /// Sets the value of a field. The first set fixes the field's position in `paymentValues`;
    /// setting it again replaces the value in place. Keys are compared byte for byte: "é" and
    /// "e\u{301}", equal under Swift's `==`, are two fields, as they are in the JSON.
    public mutating func setValue(_ value: String, forKey key: String) throws(PaySealError.Thrown) {
        var value = value
        try value.withUTF8Bytes { (bytes) throws(PaySealError.Thrown) in try setValue(utf8: bytes, forKey: key) }
    }

    /// Sets the value of a field from UTF-8 bytes, which are copied once, into storage that
    /// ``wipe()`` clears: no String (whose storage cannot be wiped) is made of them. The C ABI
    /// reads card data this way.
    /// - Throws: ``PaySealError/Code/argument`` for an empty key or bytes that are not UTF-8,
    ///   ``PaySealError/Code/limit`` for a value over ``Limits/maximumPaymentValue`` bytes, a
    ///   request with ``Limits/maximumPaymentValues`` values already, or a value that would make
    ///   the payload exceed ``Limits/maximumPlaintext`` (so that preparing never fails on size).
    public mutating func setValue(utf8 value: [UInt8], forKey key: String) throws(PaySealError.Thrown) {
        try value.withBytes { (bytes) throws(PaySealError.Thrown) in try setValue(utf8: bytes, forKey: key) }
    }

    /// Sets the value of a field from any collection of UTF-8 bytes (`Data`, a slice, ...): read
    /// in place when contiguous, else through a temporary copy that is wiped.
    /// (Disfavored so that a buffer inside the package still takes the in-place overload below.)
    @_disfavoredOverload
    public mutating func setValue(utf8 value: some Collection<UInt8>, forKey key: String) throws(PaySealError.Thrown) {
        try setValue(utf8: CollectionBytes(value), forKey: key)
    }

    package mutating func setValue(utf8 value: some ContiguousBytes, forKey key: String) throws(PaySealError.Thrown) {
        if let product {
            try value.withBytes { (bytes) throws(PaySealError.Thrown) in try setProductValue(utf8: bytes, forKey: key, product) }
        } else {
            try storeValue(utf8: value, forKey: key)
        }
    }

    /// Stores a value as it is (the checks of ``setValue(utf8:forKey:)`` without a product's).
    mutating func storeValue(utf8 value: some ContiguousBytes, forKey key: String) throws(PaySealError.Thrown) {
        try value.withBytes { (value) throws(PaySealError.Thrown) in
            try PaymentRequest.checkText(key, "the payment value key")
            guard value.count <= Limits.maximumPaymentValue else {
                throw PaySealError(.limit, "the value of \(Quoted(key, limit: 64)) has \(value.count) bytes; the limit is \(Limits.maximumPaymentValue)")
            }
            guard UTF8Validation.isValid(value) else {
                throw PaySealError(.argument, "the value of \(Quoted(key, limit: 64)) is not valid UTF-8")
            }
            let index = entries.firstIndex { $0.key.hasSameBytes(as: key) }
            if index == nil, entries.count >= Limits.maximumPaymentValues {
                throw PaySealError(.limit, "a payment request holds at most \(Limits.maximumPaymentValues) values")
            }
            var entry = Entry(key: key, value: value)
            let replaced = index.map { entries[$0].member.count + 1 } ?? 0
            do throws(PaySealError.Thrown) {
                try checkPayloadLength(valuesLength - replaced + entry.member.count + 1, accountOnFileID: accountOnFileID)
            } catch {
                entry.wipe()
                throw error
            }
            if let index {
                valuesLength -= entries[index].member.count + 1
                entries[index].wipe()
                entries[index] = entry
            } else {
                entries.append(entry)
            }
            valuesLength += entry.member.count + 1
        }
    }

    /// Removes a field's value (nothing when it has none); the value is wiped.
    public mutating func removeValue(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key.hasSameBytes(as: key) }) else { return }
        valuesLength -= entries[index].member.count + 1
        entries[index].wipe()
        entries.remove(at: index)
    }

    /// The stored bytes of a value, read in place (card data: no String is made of them).
    func withValue<T, E: Error>(forKey key: String, _ body: (UnsafeRawBufferPointer?) throws(E) -> T) throws(E) -> T {
        guard let entry = entries.first(where: { $0.key.hasSameBytes(as: key) }) else { return try body(nil) }
        return try entry.value.withBytes { (bytes) throws(E) in try body(bytes) }
    }

    /// Sets, or with `nil` clears, the account on file.
    /// With a product, the id must be one of its accounts on file, and choosing it removes the
    /// values set on its READ_ONLY attributes.
    public mutating func setAccountOnFileID(_ id: String?) throws(PaySealError.Thrown) {
        if let id {
            try PaymentRequest.checkText(id, "accountOnFileId")
            try checkPayloadLength(valuesLength, accountOnFileID: id)
            if let product { removeReadOnlyValues(of: try PaymentRequest.account(id, of: product)) }
        }
        accountOnFileID = id
    }

    /// The bytes the values' members take in the payload, commas included.
    private var valuesLength = 0

    /// Refuses a change after which the payload ``prepare(with:metadata:)`` encrypts could be
    /// longer than ``Limits/maximumPlaintext``: its exact length, counting `"tokenize":true` whether
    /// or not it is set (so that setting it later cannot pass the limit).
    private func checkPayloadLength(_ valuesLength: Int, accountOnFileID: String?) throws(PaySealError.Thrown) {
        var account = 0
        if let accountOnFileID {
            var json = JSONWriter(capacity: JSONWriter.maximumLength(ofString: accountOnFileID.utf8.count))
            json.string(accountOnFileID)
            account = ",\"accountOnFileId\":".utf8.count + json.bytes.count
        }
        let length =
            payloadStart.count + Nonce.length + 2 + productMember.count + account + ",\"tokenize\":true".utf8.count
            + ",\"paymentValues\":[".utf8.count + valuesLength - (valuesLength > 0 ? 1 : 0) + "]}".utf8.count
        guard length <= Limits.maximumPlaintext else {
            throw PaySealError(.limit, "the payment payload would exceed \(Limits.maximumPlaintext) bytes, the limit of a JWE plaintext")
        }
    }

    /// The value set for a field (unmasked, as it goes into the payload), or `nil` when none is set.
    /// Keys are compared byte for byte.
    public subscript(key: String) -> String? {
        entries.first { $0.key.hasSameBytes(as: key) }.map { String(decoding: $0.value, as: UTF8.self) }
    }

    /// The field keys in payload order.
    public var keys: [String] { entries.map { $0.key } }

    /// ``keys`` as a compact JSON array of strings, `[]` for none.
    package var keysJSON: [UInt8] {
        var json = JSONWriter(capacity: 2 + entries.reduce(0) { $0 + JSONWriter.maximumLength(ofString: $1.key.utf8.count) + 1 })
        json.raw("[")
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(entry.key)
        }
        json.raw("]")
        return json.bytes
    }

    /// A field's stored (unmasked) value copied into a buffer that is wiped when freed, `""` when the
    /// field has no value: card data, read in place with no String made of it. Keys compare byte
    /// for byte.
    /// - Throws: ``PaySealError/Code/argument`` for an empty key, ``PaySealError/Code/noMemory``.
    package func valueBuffer(forKey key: String) throws(PaySealError.Thrown) -> OwnedBuffer {
        guard !key.isEmpty else { throw PaySealError(.argument, "field_id is empty") }
        let buffer = withValue(forKey: key) { OwnedBuffer(copying: $0 ?? UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let buffer else { throw PaySealError(.noMemory, "out of memory for the output") }
        return buffer
    }

    /// Clears the stored values. Call it when the request is no longer needed.
    public mutating func wipe() {
        for index in entries.indices { entries[index].wipe() }
        entries.removeAll()
        valuesLength = 0
    }

    /// The payload JSON (the JWE plaintext) with the given nonce, byte-exact per `docs/design.md`:
    /// `{"clientSessionId":…,"nonce":…,"paymentProductId":…,"accountOnFileId":…,"tokenize":true,
    /// "paymentValues":[{"key":…,"value":…},…]}`, absent members left out.
    /// The caller should wipe the result when done (it holds card data).
    public func payload(nonce: String) -> [UInt8] {
        // Room for everything, so that the buffer holding card data never grows (see JSONWriter).
        let capacity =
            payloadStart.count + JSONWriter.maximumLength(ofString: nonce.utf8.count) + productMember.count
            + (accountOnFileID.map { 20 + JSONWriter.maximumLength(ofString: $0.utf8.count) } ?? 0) + 16
            + 20 + entries.reduce(0) { $0 + $1.member.count + 1 }
        var json = JSONWriter(capacity: capacity)
        json.raw(payloadStart)
        json.string(nonce)
        json.raw(productMember)
        if let accountOnFileID {
            json.raw(",\"accountOnFileId\":")
            json.string(accountOnFileID)
        }
        if tokenize { json.raw(",\"tokenize\":true") }
        json.raw(",\"paymentValues\":[")
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw(entry.member)
        }
        json.raw("]}")
        return json.bytes
    }

    static func checkText(_ text: String, _ name: String) throws(PaySealError.Thrown) {
        guard !text.isEmpty else { throw PaySealError(.argument, "\(name) is empty") }
        guard text.utf8.count <= Limits.maximumPaymentValue else {
            throw PaySealError(.limit, "\(name) has \(text.utf8.count) bytes; the limit is \(Limits.maximumPaymentValue)")
        }
    }
}

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
    public init(clientSessionID: String, product: PaymentProduct) throws(PaySealError.Thrown) {
        try self.init(clientSessionID: clientSessionID, paymentProductID: product.id)
        self.product = product
    }

    /// Attaches the product. Values set before are checked (each must be a field of the product, and
    /// its mask must not change it) and stored without their mask's literals; an account on file set
    /// before must be the product's.
    /// - Throws: ``PaySealError/Code/argument`` for a product of another id, a value for a field the
    ///   product does not have or that its mask would change, or an account on file it does not
    ///   have; nothing changes then.
    public mutating func setProduct(_ newProduct: PaymentProduct) throws(PaySealError.Thrown) {
        guard newProduct.id == paymentProductID else {
            throw PaySealError(.argument, "the product is \(newProduct.id); the request is for product \(paymentProductID)")
        }
        // Every check first, so that a failure changes nothing.
        let account = try accountOnFileID.map { (id) throws(PaySealError.Thrown) in try PaymentRequest.account(id, of: newProduct) }
        var unmaskedValues: [(key: String, value: OwnedBuffer)] = []
        for key in keys {
            guard let field = newProduct.field(key) else {
                throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))")
            }
            guard let mask = field.mask else { continue }
            // Unmasked into a buffer that is wiped when released, stored in place of the old value below.
            let unmasked = try withValue(forKey: key) { (value) throws(PaySealError.Thrown) -> OwnedBuffer? in
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
    mutating func setProductValue(utf8 value: UnsafeRawBufferPointer, forKey key: String, _ product: PaymentProduct) throws(PaySealError.Thrown) {
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
    static func account(_ id: String, of product: PaymentProduct) throws(PaySealError.Thrown) -> PaymentProduct.AccountOnFile {
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
    public func maskedValue(for key: String) throws(PaySealError.Thrown) -> String {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        guard let field = product.field(key) else { throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))") }
        return withValue(forKey: key) { value in
            guard let value else { return "" }
            guard let mask = field.mask else { return String(decoding: value, as: UTF8.self) }
            return mask.format(String(decoding: value, as: UTF8.self))
        }
    }

    /// ``maskedValue(for:)`` written into a buffer for the C caller (no String copy of card data).
    package func maskedValueBuffer(for key: String) throws(PaySealError.Thrown) -> OwnedBuffer {
        guard let product else { throw PaySealError(.argument, "the request has no product (setProduct first)") }
        guard let field = product.field(key) else { throw PaySealError(.argument, "the product has no field \(Quoted(key, limit: 64))") }
        let buffer = try withValue(forKey: key) { (value) throws(PaySealError.Thrown) -> OwnedBuffer? in
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
    package func validateRequiringProduct(today: YearMonth) throws(PaySealError.Thrown) -> [ValidationError] {
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
    func unmaskedUnchanged(utf8 value: UnsafeRawBufferPointer) throws(PaySealError.Thrown) -> OwnedBuffer? {
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
    public mutating func type(_ key: Character, intoField id: String) throws(PaySealError.Thrown) -> TypedKey {
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
