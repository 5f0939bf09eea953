import PaySeal

/// Vectors/messages.*.json: op "message" renders `key` with `params` in `locale` over `catalog`
/// (a host's, or none) and gives `expected`; op "localize" renders the messages of the output
/// `json` again and gives `expected` byte for byte.
enum MessageVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let locale = vector.string("locale")
            var catalog = MessageCatalog()
            if let host = vector.json["catalog"], host != .null { catalog = try MessageCatalog(json: host.serialized) }
            let got: String
            switch try vector.required("op") {
            case "message":
                let params = try vector.json["params"].map { $0 == .null ? [] : try MessageCatalog.parameters(json: $0) } ?? []
                got = try catalog.message(forKey: try vector.required("key"), params: params, locale: locale)
            case "localize":
                got = String(decoding: try catalog.localizingMessages(inJSON: Array(try vector.required("json").utf8), locale: locale), as: UTF8.self)
            case let op: throw VectorFailure("unknown op \(op)")
            }
            guard !vector.expectsFailure else { return }
            let expected = try vector.required("expected")
            try check(got == expected, "got \(got), expected \(expected)")
        }
        return .passed
    }
}
