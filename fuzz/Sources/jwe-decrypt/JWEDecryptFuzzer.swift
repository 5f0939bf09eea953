// Target jwe-decrypt: PrivateKey.decrypt over any bytes, with the TEST key
// Vectors/keys/test-rsa-2048.private.pem (read once; path from $PAYSEAL_FUZZ_KEY, else found
// relative to the repository).
//
// Two kinds of input, told apart by the first byte:
//  * raw: the first byte is a base64url character or '.', as every compact JWE starts: the
//    input itself is the token. Oracles: no crash; every error is a PaySealError whose message
//    contains neither the token nor anything of it longer than 16 bytes; all .decrypt errors have
//    one message; a token that decrypts has a header Foundation reads as alg RSA-OAEP,
//    enc A256CBC-HS512, no zip, no crit.
//  * constructed (any other first byte): the harness builds a token itself, with OpenSSL calls
//    of its own (CFuzz), from fields taken from the input, and optionally breaks it, so that
//    the fuzzer reaches the RSA, tag and CBC stages:
//      byte 1  flags: 0x01 flip a tag bit, 0x02 the body is the raw ciphertext (its tag is
//              still right: the padding check is reached), 0x04 the header comes from the
//              input, 0x08 overwrite one character of the token text, 0x10 the IV length comes
//              from the input, 0x20 the tag length comes from the input, 0x40 flip a ciphertext
//              bit after tagging, 0x80 flip a bit of the encrypted key
//      byte 2  CEK length: 64, or (b & 0x7F) when b & 0x80
//      then    64 bytes of CEK, 16 of IV, [IV length], [header length + header], [tag length],
//              [2-byte position + replacement byte], and the rest is the plaintext (or ciphertext)
//    Oracles: an intact token with the default header decrypts to exactly its plaintext (for a
//    raw ciphertext, to what OpenSSL's own CBC decryption gives, or fails if that fails); every
//    altered or wrongly sized (CEK, IV, tag) token fails, and with the default header always
//    with the one uniform .decrypt error; a custom header is accepted only when Foundation reads
//    it as a valid one, and a token with a valid custom header fails, if at all, with a header
//    error, never with .decrypt.
import CFuzz
import Foundation
import FuzzSupport
import PaySeal

struct Context: Sendable {
    let key: PrivateKey

    init() {
        let path: String
        if let fromEnvironment = getenv("PAYSEAL_FUZZ_KEY") {
            path = String(cString: fromEnvironment)
        } else if let found = locateRepositoryFile("Vectors/keys/test-rsa-2048.private.pem") {
            path = found
        } else {
            oracleFailure("cannot find Vectors/keys/test-rsa-2048.private.pem: set PAYSEAL_FUZZ_KEY")
        }
        guard let pem = readFile(path) else { oracleFailure("cannot read \(path)") }
        do {
            key = try PrivateKey(parsing: pem)
        } catch {
            oracleFailure("PaySeal cannot parse the TEST key \(path): \(error)")
        }
        guard pem.withUnsafeBufferPointer({ cfuzz_load_key($0.baseAddress, $0.count) }) == 1 else {
            oracleFailure("OpenSSL cannot read the TEST key \(path)")
        }
    }
}

let context = Context()

let defaultHeader = Array(#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"payseal-test-rsa-2048"}"#.utf8)

func isBase64URLOrDot(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
}

/// Whether Foundation reads `header` as a header PaySeal must accept.
func headerIsValid(_ header: [UInt8]) -> Bool {
    guard let members = foundationObjectMembers(header) else { return false }
    return member("alg", in: members, is: "RSA-OAEP") && member("enc", in: members, is: "A256CBC-HS512")
        && memberValue("zip", in: members) == nil && memberValue("crit", in: members) == nil
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if let first = input.first, !isBase64URLOrDot(first) {
        constructed(input)
    } else {
        raw(input)
    }
    return 0
}

func raw(_ token: [UInt8]) {
    do {
        _ = try context.key.decrypt(token)
    } catch {
        checkUniformDecryptError(checkError(error, secrets: [token]))
        return
    }
    require(
        isBase64Text(token) && !token.contains(UInt8(ascii: "=")) && !token.contains(UInt8(ascii: "+")) && !token.contains(UInt8(ascii: "/")),
        "a token with bytes outside base64url and '.' decrypted")
    let header = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).first.map(Array.init) ?? []
    guard let decoded = base64URLDecode(String(decoding: header, as: UTF8.self)) else {
        oracleFailure("a token whose header is not base64url decrypted")
    }
    require(headerIsValid(decoded), "a token with header \(String(decoding: decoded, as: UTF8.self)) decrypted")
}

struct Cursor {
    var bytes: ArraySlice<UInt8>
    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }
    mutating func take(_ count: Int) -> [UInt8] {
        let taken = Array(bytes.prefix(count))
        bytes = bytes.dropFirst(count)
        return taken + [UInt8](repeating: 0, count: count - taken.count)
    }
}

func constructed(_ input: [UInt8]) {
    var cursor = Cursor(bytes: input.dropFirst())
    let flags = cursor.byte()
    let cekSelector = cursor.byte()
    let cekLength = cekSelector & 0x80 != 0 ? Int(cekSelector & 0x7F) : 64
    let cekMaterial = cursor.take(64)
    let ivMaterial = cursor.take(16)
    let ivLength = flags & 0x10 != 0 ? Int(cursor.byte() % 33) : 16
    let customHeader = flags & 0x04 != 0
    let header = customHeader ? cursor.take(Int(cursor.byte())) : defaultHeader
    let tagLength = flags & 0x20 != 0 ? Int(cursor.byte() % 65) : 32
    let textFlip: (position: Int, byte: UInt8)? = flags & 0x08 != 0 ? (Int(cursor.byte()) << 8 | Int(cursor.byte()), cursor.byte()) : nil
    let rawCiphertext = flags & 0x02 != 0
    let body = Array(cursor.bytes)

    let cek = (0..<cekLength).map { cekMaterial[$0 % 64] }
    let macKey = Array(cekMaterial[0..<32])
    let encKey = Array(cekMaterial[32..<64])
    let iv = (0..<ivLength).map { ivMaterial[$0 % 16] }

    // Encrypted key.
    var wrapped = [UInt8](repeating: 0, count: Int(cfuzz_key_bytes()))
    let wrappedCount = cfuzz_oaep_encrypt(cek, cek.count, &wrapped)
    require(wrappedCount > 0, "the harness's OAEP encryption failed")
    wrapped.removeLast(wrapped.count - Int(wrappedCount))

    // Ciphertext, and the plaintext PaySeal must return (nil: it must fail).
    var ciphertext: [UInt8]
    var expected: [UInt8]?
    if rawCiphertext {
        ciphertext = body
        var out = [UInt8](repeating: 0, count: body.count + 32)
        let count = cfuzz_aes256cbc(0, 1, encKey, ivMaterial, body, body.count, &out)
        expected = count >= 0 && !body.isEmpty ? Array(out[0..<Int(count)]) : nil
    } else {
        var out = [UInt8](repeating: 0, count: body.count + 32)
        let count = cfuzz_aes256cbc(1, 1, encKey, ivMaterial, body, body.count, &out)
        require(count > 0, "the harness's CBC encryption failed")
        ciphertext = Array(out[0..<Int(count)])
        expected = body
    }

    // Tag over the token's own header text, IV and ciphertext.
    let encodedHeader = Array(base64URLEncode(header).utf8)
    var macInput = encodedHeader + iv + ciphertext
    withUnsafeBytes(of: UInt64(encodedHeader.count * 8).bigEndian) { macInput += $0 }
    var mac = [UInt8](repeating: 0, count: 64)
    require(cfuzz_hmac_sha512(macKey, macKey.count, macInput, macInput.count, &mac) == 1, "the harness's HMAC failed")
    var tag = Array(mac[0..<min(tagLength, 64)])

    var altered = false
    if flags & 0x01 != 0, !tag.isEmpty { tag[Int(input.count) % tag.count] ^= 0x01; altered = true }
    if flags & 0x40 != 0, !ciphertext.isEmpty { ciphertext[body.count % ciphertext.count] ^= 0x80; altered = true }
    if flags & 0x80 != 0 { wrapped[wrapped.count / 2] ^= 0x01; altered = true }
    if cekLength != 64 || ivLength != 16 || tagLength != 32 { altered = true }
    if altered { expected = nil }

    var token = Array(
        ([encodedHeader] + [wrapped, iv, ciphertext, tag].map { Array(base64URLEncode($0).utf8) })
            .joined(separator: [UInt8(ascii: ".")]))
    var textChanged = false
    if let textFlip, !token.isEmpty {
        let position = textFlip.position % token.count
        if token[position] != textFlip.byte {
            token[position] = textFlip.byte
            textChanged = true
            expected = nil
        }
    }

    let headerValid = !customHeader || headerIsValid(header)
    let description = "flags \(flags) CEK \(cekLength) IV \(ivLength) tag \(tagLength) custom header \(customHeader) text changed \(textChanged)"
    do {
        let plaintext = try context.key.decrypt(token)
        guard let expected else { oracleFailure("a token that must fail decrypted (\(description))") }
        require(headerValid, "a token with header \(String(decoding: header, as: UTF8.self)) decrypted")
        require(plaintext == expected, "decrypted to \(plaintext.count) bytes, not the \(expected.count) expected (\(description))")
    } catch {
        let error = checkError(error, secrets: [token, body])
        checkUniformDecryptError(error)
        if textChanged { return }
        if !customHeader {
            require(expected == nil, "a valid token failed: \(error.code.statusName) \(error.message) (\(description))")
            require(error.code == .decrypt, "an authentication failure gave \(error.code.statusName): \(error.message) (\(description))")
        } else if headerValid {
            require(
                error.code != .decrypt || expected == nil,
                "a valid token with header \(String(decoding: header, as: UTF8.self)) failed with .decrypt")
            if error.code != .decrypt {
                require([.jweFormat, .jweUnsupported].contains(error.code), "header rejected with \(error.code.statusName)")
            }
        }
    }
}

@main
struct JWEDecryptFuzzer {
    static func main() {
        _ = context
        runFuzzer(fuzz)
    }
}
