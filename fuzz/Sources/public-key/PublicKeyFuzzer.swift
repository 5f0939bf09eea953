// Target public-key: PublicKey(parsing:keyID:) over any bytes (DER and base64 SubjectPublicKeyInfo
// and PKCS#1, PEM of either, RSA JWK, and everything else).
//
// Oracles: no crash; every error is a PaySealError with a message that does not contain the
// input. A key that parses has 2048...8192 bits and a format that matches its first byte; its
// SubjectPublicKeyInfo parses back (as DER and as base64) to the same fingerprint; a JWK's kid
// and modulus size agree with Foundation's reading of the JWK (a kid without control characters,
// n and e without leading zero octets, no private member); a PEM is one block with only
// whitespace around it; a JWE made with it (with and without a key id taken from the input) has
// the pinned header, read back by Foundation, and part sizes that fit the key; a key id with a
// control character is refused with an argument error.
import CFuzz
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let key: PublicKey
    do {
        key = try PublicKey(parsing: input)
    } catch {
        checkError(error, secrets: [input])
        return 0
    }
    checkParsedKey(key, input: input)
    return 0
}

func checkParsedKey(_ key: PublicKey, input: [UInt8]) {
    require((2048...8192).contains(key.bits), "a \(key.bits)-bit key was accepted")
    let first = input.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    switch key.format {
    case .spkiDER, .pkcs1DER: require(input.first == 0x30, "\(key.format) from input starting with \(input.first ?? 0)")
    case .spkiPEM, .pkcs1PEM:
        require(first == UInt8(ascii: "-"), "\(key.format) from input not starting with '-'")
        let trimmed = text(input).trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n"))
        require(trimmed.hasPrefix("-----BEGIN ") && trimmed.hasSuffix("-----"), "a PEM with text around its block was accepted")
        require(trimmed.components(separatedBy: "-----BEGIN ").count == 2, "a PEM with more than one block was accepted")
    case .jwk: require(first == UInt8(ascii: "{"), "JWK from input not starting with '{'")
    case .spkiBase64, .pkcs1Base64: require(input.first != 0x30 && first != UInt8(ascii: "-") && first != UInt8(ascii: "{"), "base64 format")
    default: oracleFailure("PublicKey(parsing:) reported format \(key.format)")
    }

    // The SubjectPublicKeyInfo parses back, as DER and as base64, to the same key.
    let spki = key.subjectPublicKeyInfo
    require(!spki.isEmpty, "subjectPublicKeyInfo is empty")
    require(cfuzz_spki_is_openssl_encoding(spki, spki.count) == 1, "the SubjectPublicKeyInfo is not what OpenSSL's encoder writes")
    if [.spkiDER].contains(key.format) { require(spki == input, "a DER SubjectPublicKeyInfo was not re-encoded identically") }
    if key.format == .spkiBase64 || key.format == .pkcs1Base64 {
        require(isBase64Text(input), "accepted base64 key text with bytes outside the base64 alphabet")
        guard let der = Data(base64Encoded: Data(input)) else { oracleFailure("accepted base64 key text that Foundation cannot decode") }
        if key.format == .spkiBase64 { require(Array(der) == spki, "base64 SubjectPublicKeyInfo is not the key's re-encoding") }
    }
    for encoding in [spki, Array(Data(spki).base64EncodedString().utf8)] {
        do {
            let again = try PublicKey(parsing: encoding)
            require(again.fingerprintSHA256 == key.fingerprintSHA256 && again.bits == key.bits, "the SPKI round trip changed the key")
            require(again.keyID == nil, "an SPKI round trip has a key id")
        } catch {
            oracleFailure("the key's own SubjectPublicKeyInfo does not parse: \(error)")
        }
    }
    require(key.fingerprintSHA256.utf8.count == 64, "fingerprint \(key.fingerprintSHA256)")

    // JWK: Foundation's reading agrees on kid and modulus size.
    if key.format == .jwk {
        guard let members = foundationObjectMembers(input) else {
            oracleFailure("PaySeal accepted a JWK that Foundation's JSONSerialization rejects")
        }
        if let kid = memberValue("kid", in: members) {
            guard let kid = kid as? String else { oracleFailure("a JWK with a non-string kid was accepted") }
            require(key.keyID.map { sameBytes($0, kid) } == true, "kid \(key.keyID.debugDescription) != \(kid)")
            require(!hasControlCharacter(kid), "a JWK kid with a control character was accepted")
        } else {
            require(key.keyID == nil, "a JWK without kid gave key id \(key.keyID!)")
        }
        require(member("kty", in: members, is: "RSA"), "a JWK whose kty is not RSA was accepted")
        guard let nText = memberValue("n", in: members) as? String, let eText = memberValue("e", in: members) as? String else { oracleFailure("accepted a JWK without n and e strings") }
        require(isBase64Text(nText.utf8) && isBase64Text(eText.utf8), "accepted a JWK whose n or e has bytes outside base64url")
        guard let n = base64URLDecode(nText), let e = base64URLDecode(eText) else { oracleFailure("accepted a JWK whose n or e Foundation cannot decode") }
        require((n.count == 1 || n.first != 0) && (e.count == 1 || e.first != 0), "accepted a JWK whose n or e has leading zero octets")
        for name in ["d", "p", "q", "dp", "dq", "qi"] { require(memberValue(name, in: members) == nil, "accepted a JWK with the private member \(name)") }
        let significant = n.drop { $0 == 0 }
        let bits = significant.isEmpty ? 0 : (significant.count - 1) * 8 + (8 - significant.first!.leadingZeroBitCount)
        require(bits == key.bits, "JWK n has \(bits) bits, PaySeal says \(key.bits)")
    } else {
        require(key.keyID == nil, "a non-JWK key has key id \(key.keyID!)")
    }

    // Encryption: the token carries the pinned header.
    let plaintext = Array(input.suffix(40))
    do {
        let token = try key.encrypt(plaintext)
        checkEncryptedToken(token, keyID: key.keyID, modulusBytes: (key.bits + 7) / 8, plaintextCount: plaintext.count)
    } catch {
        oracleFailure("encryption with a parsed key failed: \(error)")
    }
    // The same key with a key id from the input: the kid is escaped correctly.
    let keyID = text(Array(input.suffix(24)))
    if hasControlCharacter(keyID) {
        do {
            _ = try PublicKey(parsing: input, keyID: keyID)
            oracleFailure("a key id with a control character was accepted")
        } catch {
            require(checkError(error).code == .argument, "a key id with a control character gave \(error)")
        }
        return
    }
    do {
        let withID = try PublicKey(parsing: input, keyID: keyID)
        require(withID.keyID.map { sameBytes($0, keyID) } == true, "the given key id was not kept")
        let token = try withID.encrypt([])
        checkEncryptedToken(token, keyID: keyID, modulusBytes: (key.bits + 7) / 8, plaintextCount: 0)
    } catch {
        oracleFailure("the key no longer parses, or encrypts, with a key id: \(error)")
    }
}

@main
struct PublicKeyFuzzer {
    static func main() { runFuzzer(fuzz) }
}
