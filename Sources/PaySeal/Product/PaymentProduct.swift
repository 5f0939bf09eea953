/// A payment product, from the Client API's `products/{id}` response: its fields with their
/// rules and masks, and the customer's accounts on file (`docs/card-input.md`, "Payment product").
/// Read strictly: a known member of the wrong type is ``PaySealError/Code/json`` naming it (a JSON
/// `null` counts as absent); every other member is kept as it came and passed through by ``json``.
public struct PaymentProduct: Sendable {
    /// The product id (0 to 2^53 - 1).
    public let id: Int
    /// In display order (`displayHints.displayOrder`; fields without one last, in document order).
    public let fields: [Field]
    /// The customer's stored accounts for this product, in document order.
    public let accountsOnFile: [AccountOnFile]
    /// How many of the fields' rules match a pattern: a request's validation shares one match
    /// budget among them.
    let patternRuleCount: Int
    /// The response's own object, passed through by ``json`` (PaymentProduct+JSON.swift).
    let source: JSONValue
    /// The product's name, logo and display order: its `displayHints` when present, else the
    /// first entry of its `displayHintsList` (what Worldline Direct sends, `displayHints` being
    /// deprecated there); `nil` when neither has one.
    public let displayHints: DisplayHints?
    /// The product's `displayHintsList`, every entry typed, in document order (empty when absent).
    public let displayHintsList: [DisplayHints]
    /// `allowsTokenization`, when present.
    public let allowsTokenization: Bool?
    /// `allowsRecurring`, when present.
    public let allowsRecurring: Bool?
    /// `paymentMethod` (`card`, `redirect`, …), when present.
    public let paymentMethod: String?
    /// `paymentProductGroup` (`cards`, …), when present.
    public let paymentProductGroup: String?

    /// One input field of a product: its rules, mask and display hints.
    public struct Field: Sendable {
        /// The field id: the key of its value in a ``PaymentRequest``.
        public let id: String
        /// The field's type as the platform names it, such as `numericstring`; `""` when absent.
        public let type: String
        /// Whether a value is required, and the rules it must pass.
        public let dataRestrictions: DataRestrictions
        /// The `dataRestrictions` as received, compact (kept for the normalized JSON).
        let restrictionsJSON: JSONValue
        /// `displayHints.mask`, parsed; `nil` when absent or empty.
        public let mask: Mask?
        /// `displayHints.obfuscate`: whether the UI should hide what is typed (`false` when absent).
        public let obfuscate: Bool
        /// `displayHints.displayOrder`, if present.
        public let displayOrder: Int?
        /// `displayHints.label`, if present: the field's name in the customer's language.
        public let label: String?
        /// `displayHints.placeholderLabel`, if present: the hint shown in an empty field.
        public let placeholderLabel: String?
        /// `displayHints.tooltip`, if present: a help text and image.
        public let tooltip: Tooltip?
        /// `displayHints.preferredInputType` (`IntegerKeyboard`, `StringKeyboard`, `EmailAddressKeyboard`,
        /// `PhoneNumberKeyboard`, `DateKeyboard`, …), if present.
        public let preferredInputType: String?
        /// `displayHints.formElement`, if present: `text`, `list` (with the values to choose from),
        /// `currency`, `date`, `boolean`.
        public let formElement: FormElement?
        /// `displayHints.alwaysShow` (`false` when absent): show the field even with an account on file.
        public let alwaysShow: Bool
        /// `displayHints.link`, if present: a URL the field's label refers to (terms and conditions).
        public let link: String?
        /// The field as it came, passed through by ``PaymentProduct/json``.
        let source: JSONValue
    }

    /// A stored account of the customer (a card on file, say), with its attributes and display label.
    public struct AccountOnFile: Sendable {
        /// The id as text ("123" for a number).
        public let id: String
        /// The account's `paymentProductId`, if present.
        public let paymentProductID: Int?
        /// The account's attributes, in document order.
        public let attributes: [Attribute]
        /// `displayHints.labelTemplate` (or that of the first entry of `displayHintsList` when the
        /// account has no `displayHints`): the attribute to show and its mask (only the first
        /// entry makes ``label``).
        public let labelTemplate: [(attributeKey: String, mask: String)]
        /// The attribute the template names (or `alias`), formatted with the template's mask, where
        /// `9` also takes the platform's masked digits `X` and `x`: "4111 11XX XXXX 1111".
        public let label: String
        /// The account as it came, passed through by ``PaymentProduct/json``.
        let source: JSONValue
    }

    /// One attribute of an account on file: a field value the platform already holds.
    public struct Attribute: Sendable, Equatable {
        /// What the customer may do with the attribute's field; the raw value is the platform's
        /// spelling.
        public enum Status: String, Sendable {
            /// With this account on file, the field cannot be set.
            case readOnly = "READ_ONLY"
            /// The field may be set (the default).
            case canWrite = "CAN_WRITE"
            /// The field must be entered again (it is validated even with the account on file).
            case mustWrite = "MUST_WRITE"
        }
        /// The field id the attribute belongs to.
        public let key: String
        /// The stored value, possibly masked by the platform (`411111XXXXXX1111`).
        public let value: String
        /// Whether the customer may or must enter a new value for the field.
        public let status: Status
        /// The value to show: formatted with the mask of the product's field of this key, the
        /// platform's `X`, `x` and `*` kept (``Mask/formatObfuscated(_:)``: "4111 11XX XXXX 1111");
        /// the value as it is when the product has no such field or the field no mask.
        public let displayValue: String
    }

    /// Parses the Client API's `products/{id}` response (the bytes as received).
    /// - Throws: ``PaySealError/Code/argument`` (invalid UTF-8), ``PaySealError/Code/json`` (not an object; a known member of the wrong type, the
    ///   message naming it; a field's mask that does not parse; two fields with one id, compared
    ///   byte for byte), ``PaySealError/Code/limit`` (more than 1 MiB). Accounts on file may share
    ///   an id: choosing one takes the first.
    public init(json bytes: [UInt8]) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: bytes)
    }

    /// Parses product JSON given as any collection of bytes (`Data` from URLSession, a slice, ...).
    public init(json bytes: some Collection<UInt8>) throws(PaySealError.Thrown) {
        try self.init(jsonBytes: CollectionBytes(bytes))
    }

    /// `name`: how the message about invalid UTF-8 names the input (the C ABI's parameter).
    package init(jsonBytes bytes: some ContiguousBytes, named name: String? = nil) throws(PaySealError.Thrown) {
        let json = try JSONValue.parse(bytes, limit: Limits.maximumPlaintext, what: "the product JSON", named: name)
        self = try PatternCompileCost.counting { () throws(PaySealError.Thrown) in try PaymentProduct(try JSONObjectReader(json, "the product")) }
    }

    /// The parse itself (the caller keeps one compile budget for all of the product's patterns).
    init(_ product: JSONObjectReader) throws(PaySealError.Thrown) {
        source = product.json
        id = try product.productID("id", required: true) ?? 0
        (displayHints, displayHintsList) = try DisplayHints.read(product)
        allowsTokenization = try product.bool("allowsTokenization")
        allowsRecurring = try product.bool("allowsRecurring")
        paymentMethod = try product.string("paymentMethod")
        paymentProductGroup = try product.string("paymentProductGroup")
        var fields: [(order: Int?, index: Int, field: Field)] = []
        // A field's id names the request's value and its errors, so it must be one field's (by
        // its bytes). Accounts on file may repeat an id: choosing one takes the first, as the
        // platform SDKs do.
        var fieldIDs = Set<[UInt8]>()
        for (index, item) in try product.objects("fields").enumerated() {
            let field = try Field(item, index)
            guard fieldIDs.insert(Array(field.id.utf8)).inserted else {
                throw PaySealError(.json, "\(item.path).id \(Quoted(field.id, limit: 64)) is the id of an earlier field")
            }
            fields.append((field.displayOrder, index, field))
        }
        self.fields = fields.sorted { a, b in
            switch (a.field.displayOrder, b.field.displayOrder) {
            case let (x?, y?): return x != y ? x < y : a.index < b.index
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.index < b.index
            }
        }.map { $0.field }
        patternRuleCount = fields.reduce(0) { $0 + $1.field.dataRestrictions.patternRuleCount }
        let sortedFields = self.fields
        accountsOnFile = try product.objects("accountsOnFile").enumerated().map { (index, item) throws(PaySealError.Thrown) in try AccountOnFile(item, index, fields: sortedFields) }
    }
}

extension PaymentProduct.Field {
    init(_ reader: JSONObjectReader, _ index: Int) throws(PaySealError.Thrown) {
        let name = reader.path
        id = try reader.string("id", required: true) ?? ""
        type = try reader.string("type") ?? ""
        restrictionsJSON = reader.json["dataRestrictions"].flatMap { $0 == .null ? nil : $0 } ?? .object([])
        do {
            dataRestrictions = try DataRestrictions(restrictionsJSON)
        } catch let error as PaySealError {
            throw PaySealError(error.code == .limit ? .limit : .json, "\(name).dataRestrictions: \(error.message)")
        }
        let hints = try reader.object("displayHints")
        if let text = try hints?.string("mask"), !text.isEmpty {
            do {
                mask = try Mask(text)
            } catch let error as PaySealError {
                throw PaySealError(.json, "\(name).displayHints.mask does not parse: \(error.message)")
            }
        } else {
            mask = nil
        }
        obfuscate = try hints?.bool("obfuscate") ?? false
        displayOrder = try hints?.integer("displayOrder")
        label = try hints?.string("label")
        placeholderLabel = try hints?.string("placeholderLabel")
        tooltip = try hints?.object("tooltip").map { (item) throws(PaySealError.Thrown) in try PaymentProduct.Tooltip(item) }
        preferredInputType = try hints?.string("preferredInputType")
        formElement = try hints?.object("formElement").map { (item) throws(PaySealError.Thrown) in try PaymentProduct.FormElement(item) }
        alwaysShow = try hints?.bool("alwaysShow") ?? false
        link = try hints?.string("link")
        source = reader.json
    }
}

extension PaymentProduct.AccountOnFile {
    init(_ reader: JSONObjectReader, _ index: Int, fields: [PaymentProduct.Field]) throws(PaySealError.Thrown) {
        id = String(try reader.productID("id", required: true) ?? 0)
        paymentProductID = try reader.productID("paymentProductId", required: false)
        attributes = try reader.objects("attributes").map { (item) throws(PaySealError.Thrown) in
            let statusText = try item.string("status") ?? PaymentProduct.Attribute.Status.canWrite.rawValue
            guard let status = PaymentProduct.Attribute.Status(rawValue: statusText) else {
                throw PaySealError(.json, "\(item.path).status is not READ_ONLY, CAN_WRITE or MUST_WRITE")
            }
            let key = try item.string("key", required: true) ?? "", value = try item.string("value") ?? ""
            let mask = fields.first { $0.id.hasSameBytes(as: key) }?.mask
            return PaymentProduct.Attribute(
                key: key, value: value, status: status,
                displayValue: mask.map { $0.formatObfuscated(value) } ?? value)
        }
        labelTemplate =
            try (try PaymentProduct.DisplayHints.effective(reader))?.objects("labelTemplate").map { (item) throws(PaySealError.Thrown) in
                (attributeKey: try item.string("attributeKey", required: true) ?? "", mask: try item.string("mask") ?? "")
            } ?? []
        let template = labelTemplate.first
        let labelSource = attributes.first { $0.key.hasSameBytes(as: template?.attributeKey ?? "alias") } ?? attributes.first { $0.key == "alias" }
        if let labelSource, let maskText = template?.mask, !maskText.isEmpty, let mask = try? Mask(maskText) {
            label = mask.formatLabel(labelSource.value)
        } else {
            label = labelSource?.value ?? ""
        }
        self.source = reader.json
    }
}
