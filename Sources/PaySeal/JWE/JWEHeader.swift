/// The JWE protected header: written byte-exact for encryption, read strictly for decryption.
enum JWEHeader {
    static let algorithm = "RSA-OAEP"
    static let encryption = "A256CBC-HS512"

    /// base64url of `{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"<kid>"}`: compact, in this
    /// order, kid JSON-escaped and left out when there is none (`docs/design.md`, "Wire formats").
    static func encoded(keyID: String?) -> [UInt8] {
        var json = JSONWriter(capacity: 64 + (keyID?.utf8.count ?? 0))
        json.raw("{\"alg\":\"RSA-OAEP\",\"enc\":\"A256CBC-HS512\"")
        if let keyID {
            json.raw(",\"kid\":")
            json.string(keyID)
        }
        json.raw("}")
        return Array(Base64.encode(json.bytes, .url).utf8)
    }

    /// Checks a decoded protected header: a JSON object (RFC 7516 §5.2 step 3) whose alg and
    /// enc are ours, without "zip", and whose "crit" names nothing (PaySeal understands no
    /// extension, so any entry is one it must refuse, RFC 7515 §4.1.11).
    static func validate(_ bytes: [UInt8]) throws(PaySealError.Thrown) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw PaySealError(.jweFormat, "the JWE header is not valid UTF-8")
        }
        let header: JSONValue
        do {
            header = try JSONValue.parse(bytes)
        } catch let error as PaySealError {
            throw PaySealError(.jweFormat, "the JWE header is not valid JSON (\(error.message))")
        }
        guard case .object = header else { throw PaySealError(.jweFormat, "the JWE header is not a JSON object") }
        guard let alg = header["alg"]?.stringValue else { throw PaySealError(.jweFormat, "the JWE header has no \"alg\" string") }
        guard let enc = header["enc"]?.stringValue else { throw PaySealError(.jweFormat, "the JWE header has no \"enc\" string") }
        guard alg.hasSameBytes(as: algorithm) else {
            throw PaySealError(.jweUnsupported, "the JWE alg is \(Quoted(alg, limit: 32)); PaySeal supports \"\(algorithm)\" only")
        }
        guard enc.hasSameBytes(as: encryption) else {
            throw PaySealError(.jweUnsupported, "the JWE enc is \(Quoted(enc, limit: 32)); PaySeal supports \"\(encryption)\" only")
        }
        guard header["zip"] == nil else { throw PaySealError(.jweUnsupported, "compressed JWEs (\"zip\") are not supported") }
        if let crit = header["crit"] {
            guard case let .array(entries) = crit, !entries.isEmpty, entries.allSatisfy({ $0.stringValue != nil }) else {
                throw PaySealError(.jweFormat, "the JWE \"crit\" is not a non-empty array of strings")
            }
            throw PaySealError(.jweUnsupported, "the JWE header marks extensions PaySeal does not understand as critical (\"crit\")")
        }
    }
}
