import PaySeal

/// Vectors/masks.*.json: `op` format | unformat (`mask`, `value`, `expected` text) or edit
/// (`mask`, `text`, `start`, `end`, `replacement`, `expected` {text, caret}); invalid cases
/// name the status of the failure.
enum MaskVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        let op = try vector.required("op")
        try vector.expectStatus {
            let mask = try Mask(try vector.required("mask"))
            switch op {
            case "format", "unformat":
                let value = try vector.required("value")
                let output = op == "format" ? mask.format(value) : mask.unformat(value)
                guard !vector.expectsFailure else { return }
                let expected = try vector.required("expected")
                try check(output.utf8.elementsEqual(expected.utf8), "got \(output.debugDescription), expected \(expected.debugDescription)")
            case "edit":
                let edit = try mask.edit(
                    try vector.required("text"), start: try vector.integer("start"), end: try vector.integer("end"),
                    replacement: try vector.required("replacement"))
                guard !vector.expectsFailure else { return }
                try vector.checkEdit(edit)
            default:
                throw VectorFailure("unknown op \(op)")
            }
        }
        return .passed
    }
}

/// Vectors/validation.*.json: `data_restrictions` (a JSON value), `value`, `today` [year, month]
/// and `expected_errors` (the JSON array, compared as written by PaySeal; `messageKey` and `message`
/// only where the expected error has them: Vectors/validation-messages.*.json).
enum ValidationVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        guard let restrictions = vector.json["data_restrictions"] else { throw VectorFailure("missing data_restrictions") }
        let today = try vector.today()
        let value = try vector.required("value")
        try vector.expectStatus {
            let rules = try DataRestrictions(json: restrictions.serialized)
            let errors = rules.validate(value, today: today)
            guard !vector.expectsFailure else { return }
            guard let expected = vector.json["expected_errors"] else { throw VectorFailure("missing expected_errors") }
            let got = withMessages(try JSONValue.parse(ValidationError.jsonArray(errors)), as: expected)
            try check(got == expected, "got \(String(decoding: ValidationError.jsonArray(errors), as: UTF8.self)), expected \(String(decoding: expected.serialized, as: UTF8.self))")
        }
        return .passed
    }
}

/// The errors `got` without `messageKey` and `message` where the expected error at the same place has
/// none: the rule vectors pin `type`, `params` and `fieldId`; the messages have their own vectors.
func withMessages(_ got: JSONValue, as expected: JSONValue) -> JSONValue {
    guard case let .array(errors) = got else { return got }
    let wanted: [JSONValue]
    if case let .array(items) = expected { wanted = items } else { wanted = [] }
    return .array(
        errors.enumerated().map { index, error in
            guard case let .object(members) = error else { return error }
            let keepsMessages = index < wanted.count && wanted[index]["messageKey"] != nil
            return keepsMessages ? error : .object(members.filter { $0.0 != "messageKey" && $0.0 != "message" })
        })
}

extension Vector {
    /// `today` as [year, month].
    func today() throws -> YearMonth {
        guard case let .array(today)? = json["today"], today.count == 2,
            case let .number(year) = today[0], case let .number(month) = today[1], let y = Int(year), let m = Int(month)
        else {
            throw VectorFailure("today is not [year, month]")
        }
        return try YearMonth(year: y, month: m)
    }

    /// An edit's result against `expected` {text, caret}.
    func checkEdit(_ edit: MaskEdit) throws {
        guard let text = json["expected"]?["text"]?.stringValue, case let .number(caret)? = json["expected"]?["caret"] else {
            throw VectorFailure("expected is not {text, caret}")
        }
        try check(
            edit.text.utf8.elementsEqual(text.utf8) && String(edit.caret) == caret,
            "got \(edit.text.debugDescription) caret \(edit.caret), expected \(text.debugDescription) caret \(caret)")
        // The card fields' edits also say whether a paste was cut or refused.
        if case let .bool(truncated)? = json["expected"]?["truncated"] {
            try check(edit.truncated == truncated, "got truncated \(edit.truncated), expected \(truncated)")
        }
        if let refused = json["expected"]?["refused"] {
            try check(edit.refused == refused.stringValue, "got refused \(edit.refused ?? "null"), expected \(refused.stringValue ?? "null")")
        }
    }

    func integer(_ name: String) throws -> Int {
        guard case let .number(text)? = json[name], let number = Int(text) else { throw VectorFailure("\"\(name)\" is not an integer") }
        return number
    }
}

/// Vectors/iin.*.json: `op` bin (`card_number` → `expected_bin`, null for NOT_ENOUGH_DIGITS),
/// result (`http_status`, `body` → `expected`, compared as JSON) or trigger (`card_number`,
/// `previous_card_number` → `expected_needed`).
enum IINVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            switch try vector.required("op") {
            case "bin":
                let bin = try IIN.bin(ofCardNumber: try vector.required("card_number"))
                guard !vector.expectsFailure else { return }
                try check(bin == vector.string("expected_bin"), "got \(bin ?? "null"), expected \(vector.string("expected_bin") ?? "null")")
            case "result":
                let result = try IINResult(httpStatus: try vector.integer("http_status"), body: Array(try vector.required("body").utf8))
                guard !vector.expectsFailure else { return }
                let expected = vector.json["expected"] ?? .null
                let got = try JSONValue.parse(result.json)
                try check(
                    got.sameContent(as: expected) && result.json == expected.serialized,
                    "got \(String(decoding: result.json, as: UTF8.self)), expected \(String(decoding: expected.serialized, as: UTF8.self))")
            case "trigger":
                let needed = IIN.needsNewDetails(
                    cardNumber: try vector.required("card_number"), previousCardNumber: try vector.required("previous_card_number"))
                guard case let .bool(expected)? = vector.json["expected_needed"] else { throw VectorFailure("\"expected_needed\" is not a boolean") }
                try check(needed == expected, "got \(needed), expected \(expected)")
            case let op:
                throw VectorFailure("unknown op \(op)")
            }
        }
        return .passed
    }
}

/// Vectors/client-api-request.*.json: `session` {client_session_id, customer_id, client_api_url,
/// asset_url}, `operation`, `context` and `params` (JSON or null), `metadata` pairs → `expected`
/// {method, url, headers, body}, compared as written.
enum ClientAPIRequestVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        guard let session = vector.json["session"] else { throw VectorFailure("missing session") }
        try vector.expectStatus {
            let built = try Session(
                clientSessionID: session["client_session_id"]?.stringValue ?? "",
                customerID: session["customer_id"]?.stringValue ?? "",
                clientAPIURL: session["client_api_url"]?.stringValue ?? "",
                assetURL: session["asset_url"]?.stringValue ?? "")
            var metadata = DeviceMetadata.empty
            if case let .array(pairs)? = vector.json["metadata"] {
                for case let .array(pair) in pairs where pair.count == 2 {
                    try metadata.set(pair[1].stringValue ?? "", for: pair[0].stringValue ?? "")
                }
            }
            let context = try vector.json["context"].flatMap { $0 == .null ? nil : try PaymentContext(json: $0) }
            let params = vector.json["params"].flatMap { $0 == .null ? nil : $0 }
            let operation = try Session.Operation(name: try vector.required("operation"), params: params)
            let request = try built.request(operation, context: context, metadata: metadata)
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.serialized ?? []
            try check(request.json == expected, "got \(String(decoding: request.json, as: UTF8.self)), expected \(String(decoding: expected, as: UTF8.self))")
        }
        return .passed
    }
}

/// Vectors/products.*.json: `json_text` → the normalized product `expected`, compared as written.
enum ProductVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let product = try PaymentProduct(json: Array(try vector.required("json_text").utf8))
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.serialized ?? []
            try check(product.json == expected, "got \(String(decoding: product.json, as: UTF8.self).prefix(600)), expected \(String(decoding: expected, as: UTF8.self).prefix(600))")
        }
        return .passed
    }
}

/// Vectors/products-list.*.json: `json_text` → the normalized list `expected`, compared as written.
enum ProductListVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let list = try PaymentProductList(json: Array(try vector.required("json_text").utf8))
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.serialized ?? []
            try check(list.json == expected, "got \(String(decoding: list.json, as: UTF8.self).prefix(600)), expected \(String(decoding: expected, as: UTF8.self).prefix(600))")
        }
        return .passed
    }
}

/// Vectors/products-offered.*.json: the list of `json_text` offered on a device with `wallets` (1
/// Apple Pay, 2 Google Pay) → the ids of its products, in order. A `wallets` with another bit has
/// no ``PaymentProductList/Wallets``: the C ABI's runners check it.
enum ProductsOfferedVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        guard case let .number(text)? = vector.json["wallets"], let flags = Int(text) else { throw VectorFailure("missing wallets") }
        guard flags & ~3 == 0 else { return .skipped("a wallets bit the Swift type cannot express") }
        try vector.expectStatus {
            let list = try PaymentProductList(json: Array(try vector.required("json_text").utf8))
            guard !vector.expectsFailure else { return }
            let offered = list.offered(on: PaymentProductList.Wallets(applePay: flags & 1 != 0, googlePay: flags & 2 != 0))
            guard case let .array(ids)? = vector.json["expected_ids"] else { throw VectorFailure("missing expected_ids") }
            let expected = ids.compactMap { id -> Int? in if case let .number(n) = id { Int(n) } else { nil } }
            try check(offered.products.map(\.id) == expected, "got \(offered.products.map(\.id)), expected \(expected)")
        }
        return .passed
    }
}

/// Vectors/request-validation.*.json: a request for `product` (a JSON object), the
/// `account_on_file` chosen, `values` set in order, validated at `today` → `expected_errors` and
/// the stored `expected_values`.
enum RequestValidationVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        guard let productJSON = vector.json["product"], case let .array(today)? = vector.json["today"], today.count == 2,
            case let .number(year) = today[0], case let .number(month) = today[1], let y = Int(year), let m = Int(month)
        else {
            throw VectorFailure("missing product or today")
        }
        try vector.expectStatus {
            let product = try PaymentProduct(json: productJSON.serialized)
            var request = try PaymentRequest(clientSessionID: "session", paymentProductID: product.id)
            try request.setProduct(product)
            if let account = vector.string("account_on_file") { try request.setAccountOnFileID(account) }
            if case let .array(pairs)? = vector.json["values"] {
                for case let .array(pair) in pairs where pair.count == 2 {
                    try request.setValue(pair[1].stringValue ?? "", forKey: pair[0].stringValue ?? "")
                }
            }
            let errors = request.validate(today: try YearMonth(year: y, month: m))
            guard !vector.expectsFailure else { return }
            let got = withMessages(try JSONValue.parse(ValidationError.jsonArray(errors)), as: vector.json["expected_errors"] ?? .null)
            try check(got == (vector.json["expected_errors"] ?? .null), "errors \(String(decoding: ValidationError.jsonArray(errors), as: UTF8.self))")
            let stored = JSONValue.array(request.keys.map { .array([.string($0), .string(request[$0] ?? "")]) })
            try check(stored == (vector.json["expected_values"] ?? .null), "values \(String(decoding: stored.serialized, as: UTF8.self))")
        }
        return .passed
    }
}
