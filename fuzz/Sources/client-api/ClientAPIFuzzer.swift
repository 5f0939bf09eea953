// Target client-api: PublicKey(clientAPIResponse:) over any bytes, the Client API
// /crypto/publickey JSON {"keyId":"…","publicKey":"<base64 DER SubjectPublicKeyInfo>"}.
//
// Oracles: no crash; every error is a PaySealError whose message does not contain the input. A
// response that PaySeal accepts is read by Foundation's JSONSerialization too, and both agree:
// the key id is byte-for-byte Foundation's "keyId" (which has no control character), the key's SubjectPublicKeyInfo is exactly
// Foundation's base64 decoding of "publicKey", and a JWE made with the key carries that kid in
// the pinned header.
import CFuzz
import Foundation
import FuzzSupport
import PaySeal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let key: PublicKey
    do {
        key = try PublicKey(clientAPIResponse: input)
    } catch {
        checkError(error, secrets: [input])
        return 0
    }
    require((2048...8192).contains(key.bits), "a \(key.bits)-bit key was accepted")
    require(key.format == .clientAPI, "format \(key.format)")
    guard let members = foundationObjectMembers(input) else {
        oracleFailure("PaySeal accepted a response that Foundation's JSONSerialization rejects or that is no object")
    }
    guard let keyID = memberValue("keyId", in: members) as? String, let encoded = memberValue("publicKey", in: members) as? String else {
        oracleFailure("accepted without keyId and publicKey strings (Foundation's reading)")
    }
    require(key.keyID.map { sameBytes($0, keyID) } == true, "keyId \(key.keyID.debugDescription) != Foundation's \(keyID.debugDescription)")
    require(!hasControlCharacter(keyID), "a keyId with a control character was accepted")
    require(isBase64Text(encoded.utf8), "accepted a publicKey with bytes outside the base64 alphabet: \(encoded.debugDescription.prefix(120))")
    guard let der = Data(base64Encoded: encoded) else { oracleFailure("accepted a publicKey that Foundation cannot base64-decode") }
    require(Array(der) == key.subjectPublicKeyInfo, "the SubjectPublicKeyInfo is not the publicKey's bytes")
    require(cfuzz_spki_is_openssl_encoding(Array(der), der.count) == 1, "an accepted publicKey is not what OpenSSL's encoder writes")
    do {
        let token = try key.encrypt(Array(input.prefix(32)))
        checkEncryptedToken(token, keyID: keyID, modulusBytes: (key.bits + 7) / 8, plaintextCount: min(32, input.count))
    } catch {
        oracleFailure("encryption with a parsed key failed: \(error)")
    }
    return 0
}

@main
struct ClientAPIFuzzer {
    static func main() { runFuzzer(fuzz) }
}
