// Target private-key: PrivateKey(parsing:) over any bytes (PEM PKCS#8 and PKCS#1, DER of
// either, RSA private JWK, and everything else).
//
// Oracles: no crash; every error is a PaySealError whose message does not contain the input
// (which may be key material). A key that parses has 2048...8192 bits, a format that matches
// its first byte, a kid only when it is a JWK (and then Foundation's reading of "kid", without
// control characters), and
// parses again to the same size (no hidden state).
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let key: PrivateKey
    do {
        key = try PrivateKey(parsing: input)
    } catch {
        let error = checkError(error, secrets: [input])
        require(error.code != .decrypt, "key parsing failed with .decrypt")
        return 0
    }
    require((2048...8192).contains(key.bits), "a \(key.bits)-bit private key was accepted")
    let first = input.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    switch key.format {
    case .privateDER: require(input.first == 0x30, "DER from input not starting with 0x30")
    case .pkcs8PEM, .pkcs1PrivatePEM: require(first == UInt8(ascii: "-"), "PEM from input not starting with '-'")
    case .privateJWK:
        require(first == UInt8(ascii: "{"), "JWK from input not starting with '{'")
        guard let members = foundationObjectMembers(input) else {
            oracleFailure("PaySeal accepted a private JWK that Foundation's JSONSerialization rejects")
        }
        require(member("kty", in: members, is: "RSA"), "a JWK whose kty is not RSA was accepted")
        require(memberValue("d", in: members) is String, "a private JWK without a d string was accepted")
        let numbers = ["n", "e", "d", "p", "q", "dp", "dq", "qi"].compactMap { memberValue($0, in: members) as? String }
        require(numbers.allSatisfy { isBase64Text($0.utf8) }, "accepted a private JWK with a member outside base64url")
        if let kid = memberValue("kid", in: members) {
            require((kid as? String).flatMap { kid in key.keyID.map { sameBytes($0, kid) } } == true, "kid mismatch")
            require(!hasControlCharacter(key.keyID ?? ""), "a JWK kid with a control character was accepted")
        } else {
            require(key.keyID == nil, "a JWK without kid gave key id \(key.keyID!)")
        }
    default: oracleFailure("PrivateKey(parsing:) reported format \(key.format)")
    }
    if key.format != .privateJWK { require(key.keyID == nil, "a non-JWK private key has a key id") }
    do {
        let again = try PrivateKey(parsing: input)
        require(again.bits == key.bits && again.format == key.format, "parsing twice gave different keys")
    } catch {
        oracleFailure("a private key that parsed once does not parse again: \(error)")
    }
    return 0
}

@main
struct PrivateKeyFuzzer {
    static func main() { runFuzzer(fuzz) }
}
