import Foundation
import PaySeal

/// Key material in a vector: {"format": "der_hex" | "pem" | "jwk" | "spki_b64", "data": ...}.
func keyBytes(_ vector: Vector, _ name: String) throws -> [UInt8] {
    guard let key = vector.json[name], let format = key["format"]?.stringValue, let data = key["data"] else {
        throw VectorFailure("missing key \"\(name)\"")
    }
    switch (format, data) {
    case let ("der_hex", .string(hex)):
        guard let bytes = Hex.decode(hex) else { throw VectorFailure("\(name) is not hex") }
        return bytes
    case let ("pem", .string(text)), let ("spki_b64", .string(text)):
        return Array(text.utf8)
    case ("jwk", .object):
        return data.serialized
    default:
        throw VectorFailure("unknown key format \"\(format)\"")
    }
}

extension JSONValue {
    /// Equality that ignores the order of object members (for "semantic" comparisons).
    func sameContent(as other: JSONValue) -> Bool {
        switch (self, other) {
        case let (.object(a), .object(b)):
            return a.count == b.count
                && a.allSatisfy { name, value in
                    b.first { $0.0 == name }.map { value.sameContent(as: $0.1) } ?? false
                }
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.sameContent(as: $1) }
        default:
            return self == other
        }
    }
}

enum ContentEncryptionVectors {
    static func run(_ vector: Vector) throws -> Outcome {
        let key = try vector.hex("key_hex"), iv = try vector.hex("iv_hex"), aad = try vector.hex("aad_hex")
        let plaintext = try vector.hex("pt_hex"), ciphertext = try vector.hex("ct_hex"), tag = try vector.hex("tag_hex")
        if !vector.expectsFailure && key.count == AESCBCHMAC.keyBytes && iv.count == AESCBCHMAC.ivBytes {
            var sealed = [UInt8](repeating: 0, count: (plaintext.count / 16 + 1) * 16)
            var sealedTag = [UInt8](repeating: 0, count: AESCBCHMAC.tagBytes)
            try key.withUnsafeBytes { k in
                try iv.withUnsafeBytes { i in
                    try aad.withUnsafeBytes { a in
                        try plaintext.withUnsafeBytes { p in
                            try sealed.withUnsafeMutableBytes { c in
                                try sealedTag.withUnsafeMutableBytes { t in
                                    try AESCBCHMAC.seal(key: k, iv: i, aad: a, plaintext: p, ciphertext: c, tag: t)
                                }
                            }
                        }
                    }
                }
            }
            try check(Array(sealed.prefix(ciphertext.count)) == ciphertext && sealed.count == ciphertext.count, "ciphertext differs")
            try check(sealedTag == tag, "tag differs")
        }
        var opened = [UInt8](repeating: 0, count: max(ciphertext.count, 1))
        try vector.expectStatus {
            let count = try key.withUnsafeBytes { k in
                try iv.withUnsafeBytes { i in
                    try aad.withUnsafeBytes { a in
                        try ciphertext.withUnsafeBytes { c in
                            try tag.withUnsafeBytes { t in
                                try opened.withUnsafeMutableBytes { p in
                                    try AESCBCHMAC.open(key: k, iv: i, aad: a, ciphertext: c, tag: t, plaintext: p)
                                }
                            }
                        }
                    }
                }
            }
            try check(Array(opened.prefix(count)) == plaintext, "decrypted plaintext differs")
        }
        return .passed
    }
}

enum RSAOAEPVectors {
    static func encrypt(_ vector: Vector) throws -> Outcome {
        guard let der = vector.json["key"]?["spki_der_hex"]?.stringValue.flatMap(Hex.decode) else {
            throw VectorFailure("missing key.spki_der_hex")
        }
        guard CryptoBackend.canSeedOAEP else { return .skipped("the \(CryptoBackend.name) backend takes no OAEP seed: seeded known answers run on the system backend") }
        let key = try PublicKey(parsing: der, keyID: nil, policy: vector.policy)
        let message = try vector.hex("msg_hex"), seed = try vector.hex("seed_hex"), expected = try vector.hex("ct_hex")
        var output = [UInt8](repeating: 0, count: expected.count + 64)
        let count = try message.withUnsafeBytes { m in
            try seed.withUnsafeBytes { s in
                try output.withUnsafeMutableBytes { o in
                    try RSAOAEP.encrypt(m, to: key, seed: s, into: o)
                }
            }
        }
        try check(Array(output.prefix(count)) == expected, "ciphertext differs")
        return .passed
    }

    static func decrypt(_ vector: Vector) throws -> Outcome {
        let key: PrivateKey
        do {
            key = try PrivateKey(parsing: try keyBytes(vector, "private_key"), policy: vector.policy)
        } catch let error as PaySealError where error.message == KeyPolicy.multiPrimeUnsupported.message {
            return .skipped(error.message)
        }
        let ciphertext = try vector.hex("ct_hex"), message = try vector.hex("msg_hex")
        let label = vector.string("label_hex").flatMap(Hex.decode) ?? []
        if !label.isEmpty, !CryptoBackend.canUseOAEPLabel { return .skipped("the \(CryptoBackend.name) backend takes no OAEP label") }
        if !CryptoBackend.canUse(keyBits: key.bits) { return .skipped("the \(CryptoBackend.name) backend refuses RSA keys below 1024 bits or of a partial byte") }
        var output = [UInt8](repeating: 0, count: key.bits / 8 + 1)
        let count = ciphertext.withUnsafeBytes { c in output.withUnsafeMutableBytes { o in RSAOAEP.decrypt(c, with: key, label: label, into: o) } }
        if vector.isAcceptable { return .passed }
        if vector.expectsFailure {
            try check(count == nil, "decryption succeeded but the case is invalid")
        } else {
            try check(count.map { Array(output.prefix($0)) } == message, count == nil ? "decryption failed" : "message differs")
        }
        return .passed
    }
}

enum JWEVectors {
    static func decrypt(_ vector: Vector) throws -> Outcome {
        let compact = try vector.required("compact")
        try vector.expectStatus {
            let key = try PrivateKey(parsing: try keyBytes(vector, "private_key"), policy: vector.policy)
            let plaintext = try key.decrypt(compact)
            if !vector.expectsFailure { try check(plaintext == (try vector.hex("plaintext_hex")), "plaintext differs") }
        }
        return .passed
    }

    static func encryptKnownAnswer(_ vector: Vector) throws -> Outcome {
        let kid = vector.string("kid")
        if vector.expectsFailure {  // a key the case expects to be refused
            try vector.expectStatus { _ = try PublicKey(parsing: try keyBytes(vector, "public_key"), keyID: kid, policy: vector.policy) }
            return .passed
        }
        let publicKey = try PublicKey(parsing: try keyBytes(vector, "public_key"), keyID: kid, policy: vector.policy)
        let privateKey = try PrivateKey(parsing: try keyBytes(vector, "private_key"), policy: vector.policy)
        let plaintext = try vector.hex("plaintext_hex")
        let randomness = KnownAnswerRandomness(cek: try vector.hex("cek_hex"), iv: try vector.hex("iv_hex"), oaepSeed: try vector.hex("oaep_seed_hex"))
        let jwe = try plaintext.withUnsafeBytes { try publicKey.encryptCompact($0, knownAnswer: randomness, into: .string) }
        let expected = try vector.required("compact")
        if !CryptoBackend.canSeedOAEP {
            // The backend drew its own OAEP seed: the encrypted key is checked by the round
            // trip below, every other part byte for byte.
            let ours = jwe.split(separator: ".", omittingEmptySubsequences: false)
            let theirs = expected.split(separator: ".", omittingEmptySubsequences: false)
            try check(ours.count == 5 && theirs.count == 5, "not five parts")
            for index in [0, 2, 3, 4] { try check(ours[index] == theirs[index], "JWE part \(index) differs") }
        } else if case let .array(indices)? = vector.json["check_parts"] {
            let ours = jwe.split(separator: ".", omittingEmptySubsequences: false)
            let theirs = expected.split(separator: ".", omittingEmptySubsequences: false)
            for case let .number(text) in indices {
                guard let index = Int(text), index < ours.count, index < theirs.count else { throw VectorFailure("bad check_parts") }
                try check(ours[index] == theirs[index], "JWE part \(index) differs")
            }
        } else {
            try check(jwe == expected, "JWE differs")
        }
        try check(try privateKey.decrypt(jwe) == plaintext, "round trip: plaintext differs")
        return .passed
    }
}

enum KeyVectors {
    static func parsePublic(_ vector: Vector) throws -> Outcome {
        guard let input = vector.json["input"] else { throw VectorFailure("missing input") }
        let bytes: [UInt8]
        if let hex = input["hex"]?.stringValue {
            guard let decoded = Hex.decode(hex) else { throw VectorFailure("input.hex is not hex") }
            bytes = decoded
        } else if let text = input["text"]?.stringValue {
            bytes = Array(text.utf8)
        } else if input["format"]?.stringValue == "repeat", let byte = input["byte"]?.stringValue.flatMap(Hex.decode)?.first,
            case let .number(count)? = input["count"], let repeats = Int(count)
        {
            bytes = [UInt8](repeating: byte, count: repeats)
        } else {
            throw VectorFailure("unknown input")
        }
        try vector.expectStatus {
            let key = try PublicKey(parsing: bytes, keyID: vector.string("key_id"), policy: vector.policy)
            try checkKey(key, vector)
        }
        return .passed
    }

    static func clientAPI(_ vector: Vector) throws -> Outcome {
        let bytes: [UInt8]
        if let text = vector.string("json_text") {
            bytes = Array(text.utf8)
        } else {
            bytes = try vector.hex("json_hex")
        }
        try vector.expectStatus {
            try checkKey(try PublicKey(clientAPIResponse: bytes, policy: vector.policy), vector)
        }
        return .passed
    }

    private static func checkKey(_ key: PublicKey, _ vector: Vector) throws {
        guard !vector.expectsFailure else { return }
        if case let .number(bits)? = vector.json["bits"] { try check(String(key.bits) == bits, "bits: got \(key.bits), expected \(bits)") }
        if let kid = vector.json["kid"] {
            try check(kid == (key.keyID.map(JSONValue.string) ?? .null), "kid: got \(key.keyID ?? "none")")
        }
    }
}

enum Base64Vectors {
    static func run(_ vector: Vector) throws -> Outcome {
        if vector.expectsFailure {
            let variant: Base64.Variant = vector.string("variant") == "base64url" ? .url : .standard
            try check(Base64.decode(try vector.required("input"), variant) == nil, "decoding succeeded")
            return .passed
        }
        let bytes = try vector.hex("bytes_hex")
        let standard = try vector.required("base64"), url = try vector.required("base64url")
        try check(Base64.encode(bytes, .standard) == standard, "base64 encoding differs")
        try check(Base64.encode(bytes, .url) == url, "base64url encoding differs")
        try check(Base64.decode(standard, .standard) == bytes, "base64 decoding differs")
        try check(Base64.decode(url, .url) == bytes, "base64url decoding differs")
        return .passed
    }
}

enum PaymentVectors {
    static func payload(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            let product = try PaymentRequest.paymentProductID(parsing: try vector.required("payment_product_id"))
            var request = try PaymentRequest(clientSessionID: try vector.required("client_session_id"), paymentProductID: product)
            for (key, value) in try pairs(vector, "values") { try request.setValue(value, forKey: key) }
            try request.setAccountOnFileID(vector.string("account_on_file_id"))
            request.tokenize = vector.json["tokenize"] == .bool(true)
            let payload = request.payload(nonce: try vector.required("nonce"))
            guard !vector.expectsFailure else { return }
            let expected = Array(try vector.required("expected_json").utf8)
            if vector.string("compare") == "semantic" {
                try check(try JSONValue.parse(payload).sameContent(as: try JSONValue.parse(expected)), "payload differs (semantically)")
            } else {
                try check(payload == expected, "payload differs: \(String(decoding: payload, as: UTF8.self))")
            }
        }
        return .passed
    }

    static func metadata(_ vector: Vector) throws -> Outcome {
        try vector.expectStatus {
            var metadata = DeviceMetadata()
            for (key, value) in try pairs(vector, "set") { try metadata.set(value, for: key) }
            guard !vector.expectsFailure else { return }
            try check(metadata.json == Array(try vector.required("expected_json").utf8), "JSON differs: \(String(decoding: metadata.json, as: UTF8.self))")
            try check(metadata.encoded == (try vector.required("expected_base64")), "base64 differs")
        }
        return .passed
    }

    static func prepareRoundTrip(_ vector: Vector) throws -> Outcome {
        let publicKey = try PublicKey(clientAPIResponse: Array(try vector.required("client_api_json").utf8))
        let privateKey = try PrivateKey(parsing: try keyBytes(vector, "private_key"))
        let product = try PaymentRequest.paymentProductID(parsing: try vector.required("payment_product_id"))
        var request = try PaymentRequest(clientSessionID: try vector.required("client_session_id"), paymentProductID: product)
        for (key, value) in try pairs(vector, "values") { try request.setValue(value, forKey: key) }
        try request.setAccountOnFileID(vector.string("account_on_file_id"))
        request.tokenize = vector.json["tokenize"] == .bool(true)
        var metadata = DeviceMetadata()
        for (key, value) in try pairs(vector, "metadata_set") { try metadata.set(value, for: key) }

        let prepared = try request.prepare(with: publicKey, metadata: metadata)
        let payload = try JSONValue.parse(try privateKey.decrypt(prepared.encryptedFields))
        guard let nonce = payload["nonce"]?.stringValue else { throw VectorFailure("the payload has no nonce") }
        try check(Nonce.isLowercaseUUIDv4(nonce), "the nonce \(nonce) is not a lowercase UUID v4")
        let expected = try vector.required("expected_payload_json").replacingOccurrences(of: "\"NONCE\"", with: jsonString(nonce))
        try check(payload.serialized == Array(expected.utf8), "the decrypted payload differs")
        try check(
            Base64.decode(prepared.encodedClientMetaInfo, .standard) == Array(try vector.required("expected_metadata_json").utf8),
            "encodedClientMetaInfo differs")
        return .passed
    }

    private static func jsonString(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func pairs(_ vector: Vector, _ name: String) throws -> [(String, String)] {
        guard case let .array(items)? = vector.json[name] else { return [] }
        return try items.map { item in
            guard case let .array(pair) = item, pair.count == 2, let key = pair[0].stringValue, let value = pair[1].stringValue else {
                throw VectorFailure("\(name) must hold [key, value] pairs")
            }
            return (key, value)
        }
    }
}
