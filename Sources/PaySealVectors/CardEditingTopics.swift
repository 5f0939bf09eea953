import PaySeal

/// Vectors/card-editing.*.json, by `op`: mask-delete, pan-delete, expiry-edit, expiry-delete and
/// cvc-edit (`expected` {text, caret}, and `truncated` and `refused` where given); brand-info, brands-json, brand-candidates and cvc-mask (`expected`
/// JSON, compared as parsed). `table` as in CardVectors (null: the built-in table).
enum CardEditingVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        let op = try vector.required("op")
        try vector.expectStatus {
            switch op {
            case "mask-delete", "pan-delete", "expiry-delete", "expiry-edit", "cvc-edit":
                let edit = try self.edit(op, vector)
                guard !vector.expectsFailure else { return }
                try vector.checkEdit(edit)
            case "brand-info", "brands-json", "brand-candidates", "cvc-mask":
                let output = try details(op, vector)
                guard !vector.expectsFailure else { return }
                guard let expected = vector.json["expected"] else { throw VectorFailure("missing expected") }
                try check(
                    try JSONValue.parse(output) == expected,
                    "got \(String(decoding: output, as: UTF8.self)), expected \(String(decoding: expected.serialized, as: UTF8.self))")
            default:
                throw VectorFailure("unknown op \(op)")
            }
        }
        return .passed
    }

    private static func edit(_ op: String, _ vector: Vector) throws -> MaskEdit {
        let text = try vector.required("text"), start = try vector.integer("start"), end = try vector.integer("end")
        if op == "expiry-edit" { return try ExpiryEditor.edit(text, start: start, end: end, replacement: try vector.required("replacement")) }
        if op == "cvc-edit" {
            let mask = try cvcMask(try CardVectors.table(vector), vector.string("name"))
            return try CVCEditor.edit(text, start: start, end: end, replacement: try vector.required("replacement"), mask: mask)
        }
        guard case let .bool(forward)? = vector.json["forward"] else { throw VectorFailure("\"forward\" is not a boolean") }
        switch op {
        case "mask-delete": return try Mask(try vector.required("mask")).delete(text, start: start, end: end, forward: forward)
        case "pan-delete": return try CardVectors.table(vector).deletePAN(text, start: start, end: end, forward: forward)
        default: return try ExpiryEditor.delete(text, start: start, end: end, forward: forward)
        }
    }

    /// A CVC field's mask: the named brand's, or with nil (no brand yet) the unknown brand's.
    private static func cvcMask(_ table: CardBrands, _ name: String?) throws -> Mask {
        guard let name else { return CardBrand.unknownBrandCVCMask }
        guard let brand = table.brand(named: name) else { throw PaySealError(.argument, "the brand table has no brand of that name") }
        return brand.cvcMask
    }

    private static func details(_ op: String, _ vector: Vector) throws -> [UInt8] {
        let table = try CardVectors.table(vector)
        switch op {
        case "brand-info":
            guard let brand = table.brand(named: try vector.required("name")) else {
                throw PaySealError(.argument, "the brand table has no brand of that name")
            }
            return brand.infoJSON
        case "brands-json":
            return table.json
        case "cvc-mask":
            // The mask's text as a JSON string.
            return JSONValue.string(try cvcMask(table, vector.string("name")).pattern).serialized
        default:
            return CardBrands.namesJSON(table.candidates(ofPAN: try vector.required("pan")))
        }
    }
}
