import PaySeal

/// Vectors/service-response.*.json: `operation`, `http_status` and `body` (text, or hex bytes
/// when `body_is_hex`) → the normalized answer `expected`, compared as written.
enum ServiceResponseVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let body = vector.json["body_is_hex"] == .bool(true) ? try vector.hex("body") : Array(try vector.required("body").utf8)
            let status = try vector.integer("http_status")
            let json: [UInt8]
            switch try vector.required("operation") {
            case "paymentProductNetworks": json = try PaymentProductNetworks(httpStatus: status, body: body).json
            case "surchargeCalculation": json = try SurchargeCalculation(httpStatus: status, body: body).json
            case "currencyConversion": json = try CurrencyConversionQuote(httpStatus: status, body: body).json
            case let operation: throw VectorFailure("unknown operation \(operation)")
            }
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.serialized ?? []
            try check(json == expected, "got \(String(decoding: json, as: UTF8.self)), expected \(String(decoding: expected, as: UTF8.self))")
        }
        return .passed
    }
}

/// Vectors/client-api-error.*.json: `http_status` and `body` (text, or hex bytes when
/// `body_is_hex`) → the failure's JSON `expected`, compared as written.
enum ClientAPIErrorVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let body = vector.json["body_is_hex"] == .bool(true) ? try vector.hex("body") : Array(try vector.required("body").utf8)
            let json = try ClientAPIFailure(errorStatus: try vector.integer("http_status"), bodyBytes: body).json
            guard !vector.expectsFailure else { return }
            let expected = vector.json["expected"]?.serialized ?? []
            try check(json == expected, "got \(String(decoding: json, as: UTF8.self)), expected \(String(decoding: expected, as: UTF8.self))")
        }
        return .passed
    }
}
