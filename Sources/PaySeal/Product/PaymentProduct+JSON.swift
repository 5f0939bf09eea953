/// The normalized product JSON: the response's own structure, every member kept.
extension PaymentProduct {
    /// The normalized product: the response's object with its members in their order, each passed
    /// through as it came (re-serialized compact), except those PaySeal reads and normalizes in place:
    /// `id` as a number; `fields` in display order (`displayHints.displayOrder`; fields without one
    /// last, in document order); `accountsOnFile` in document order, each with its `id` as a string,
    /// its `paymentProductId` as a number and its `label` (from `displayHints.labelTemplate`) set.
    /// `fields` and `accountsOnFile` are `[]` when absent or `null` (appended at the end when absent).
    /// A product or account on file without `displayHints` (absent or `null`) whose
    /// `displayHintsList` has an entry gets that first entry as its `displayHints` (in place of the
    /// `null`, appended at the end when absent), so that every reader of `displayHints` finds the
    /// hints Worldline Direct sends only in the list.
    public var json: [UInt8] {
        var writer = JSONWriter(capacity: 1024)
        write(to: &writer)
        return writer.bytes
    }

    func write(to w: inout JSONWriter) {
        var wroteFields = false
        var wroteAccounts = false
        let listHints = source.hintsFromList
        w.raw("{")
        var first = true
        func name(_ text: String) {
            if !first { w.raw(",") }
            first = false
            w.string(text)
            w.raw(":")
        }
        for (member, value) in source.objectMembers {
            name(member)
            switch member {
            case "id": w.raw(String(id))
            case "fields":
                writeFields(to: &w)
                wroteFields = true
            case "accountsOnFile":
                writeAccounts(to: &w)
                wroteAccounts = true
            case "displayHints" where listHints != nil: listHints?.write(to: &w)
            default: value.write(to: &w)
            }
        }
        if !wroteFields {
            name("fields")
            writeFields(to: &w)
        }
        if !wroteAccounts {
            name("accountsOnFile")
            writeAccounts(to: &w)
        }
        if let listHints, source["displayHints"] == nil {
            name("displayHints")
            listHints.write(to: &w)
        }
        w.raw("}")
    }

    private func writeFields(to w: inout JSONWriter) {
        w.raw("[")
        for (index, field) in fields.enumerated() {
            if index > 0 { w.raw(",") }
            field.source.write(to: &w)
        }
        w.raw("]")
    }

    private func writeAccounts(to w: inout JSONWriter) {
        w.raw("[")
        for (index, account) in accountsOnFile.enumerated() {
            if index > 0 { w.raw(",") }
            account.write(to: &w)
        }
        w.raw("]")
    }
}

extension PaymentProduct.AccountOnFile {
    func write(to w: inout JSONWriter) {
        w.raw("{")
        var wroteLabel = false
        let listHints = source.hintsFromList
        for (index, (member, value)) in source.objectMembers.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(member)
            w.raw(":")
            switch member {
            case "id": w.string(id)
            case "paymentProductId": w.raw(paymentProductID.map(String.init) ?? "null")
            case "label":
                w.string(label)
                wroteLabel = true
            case "displayHints" where listHints != nil: listHints?.write(to: &w)
            default: value.write(to: &w)
            }
        }
        if !wroteLabel {
            if !source.objectMembers.isEmpty { w.raw(",") }
            w.raw("\"label\":")
            w.string(label)
        }
        if let listHints, source["displayHints"] == nil {
            w.raw(",")  // (after the label, always written)
            w.raw("\"displayHints\":")
            listHints.write(to: &w)
        }
        w.raw("}")
    }
}

extension JSONValue {
    /// The first entry of an object's `displayHintsList`, as it came, when the object has no
    /// `displayHints` (absent or `null`): the hints the normalized JSON gives it.
    var hintsFromList: JSONValue? {
        guard self["displayHints"] ?? .null == .null, case let .array(list)? = self["displayHintsList"] else { return nil }
        return list.first
    }

    /// An object's members in document order; none for any other value.
    var objectMembers: [(String, JSONValue)] {
        if case let .object(members) = self { return members }
        return []
    }
}
