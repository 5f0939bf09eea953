import PaySeal

/// Vectors/card-brands.*, card-check.*, card-as-you-type.json, pan-format.* and pan-edit.*: every case names its brand
/// table as `table` (null: the built-in one; else the table as JSON) or `table_text` (raw JSON,
/// for tables that must not parse); invalid cases name the status of the failure.
enum CardVectors {
    static func table(_ vector: Vector) throws -> CardBrands {
        if let text = vector.string("table_text") { return try CardBrands(json: Array(text.utf8)) }
        guard let table = vector.json["table"] else { throw VectorFailure("missing table") }
        return table == .null ? .builtIn : try CardBrands(json: table.serialized)
    }

    /// card-brands: `pan`, `expected` (a name or null).
    static func brand(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let name = try table(vector).brand(ofPAN: try vector.required("pan"))?.name
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.stringValue
            try check(
                name == expected && (expected != nil || vector.json["expected"] == .null),
                "got \(name ?? "null"), expected \(expected ?? "null")")
        }
        return .passed
    }

    /// card-check: `pan`, `expiry`, `cvc`, `accepted` (null or names), `today` [year, month],
    /// `final` (optional: the customer has left the field), `expected` (the result JSON, compared
    /// as parsed).
    static func cardCheck(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            var accepted: [String]?
            if case let .array(names)? = vector.json["accepted"] { accepted = names.compactMap(\.stringValue) }
            let result = try table(vector).check(
                pan: try vector.required("pan"), expiry: try vector.required("expiry"),
                cvc: try vector.required("cvc"), accepted: accepted, today: try vector.today(),
                final: vector.json["final"] == .bool(true))
            guard !vector.expectsFailure else { return }
            guard let expected = vector.json["expected"] else { throw VectorFailure("missing expected") }
            try check(
                try JSONValue.parse(result.json) == expected,
                "got \(String(decoding: result.json, as: UTF8.self)), expected \(String(decoding: expected.serialized, as: UTF8.self))")
        }
        return .passed
    }

    /// card-as-you-type: `pan` typed digit by digit; `expected[n - 1]` is the check of its first n
    /// digits (expiry and CVC empty), written `<brand or null> <state> <reason or -> <maxLength>
    /// <advance or ->`.
    static func asYouType(_ vector: Vector) throws -> Outcome {
        let brands = try table(vector)
        let pan = Array(try vector.required("pan").unicodeScalars)
        guard case let .array(steps)? = vector.json["expected"], steps.count == pan.count else {
            throw VectorFailure("expected is not one entry per digit of pan")
        }
        var accepted: [String]?
        if case let .array(names)? = vector.json["accepted"] { accepted = names.compactMap(\.stringValue) }
        let today = try vector.today()
        for (index, step) in steps.enumerated() {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: pan[...index])
            let result = brands.check(pan: String(prefix), accepted: accepted, today: today)
            let got =
                "\(result.brand ?? "null") \(result.pan.state.rawValue) \(result.pan.reason ?? "-") "
                + "\(result.pan.maxLength.map(String.init) ?? "?") \(result.pan.advance == true ? "advance" : "-")"
            try check(got == step.stringValue, "after \(index + 1) digits: got \(got), expected \(step.stringValue ?? "?")")
        }
        return .passed
    }

    /// pan-format: `pan`, `expected` text.
    static func format(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let output = try table(vector).formatPAN(try vector.required("pan"))
            guard !vector.expectsFailure else { return }
            let expected = try vector.required("expected")
            try check(output.utf8.elementsEqual(expected.utf8), "got \(output.debugDescription), expected \(expected.debugDescription)")
        }
        return .passed
    }

    /// pan-edit: `text`, `start`, `end`, `replacement`, `expected` {text, caret}.
    static func edit(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let edit = try table(vector).editPAN(
                try vector.required("text"), start: try vector.integer("start"),
                end: try vector.integer("end"), replacement: try vector.required("replacement"))
            guard !vector.expectsFailure else { return }
            try vector.checkEdit(edit)
        }
        return .passed
    }
}
