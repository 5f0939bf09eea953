// Target payment-request: PaymentRequest init/setValue/setAccountOnFileID/tokenize/payload(nonce:).
//
// Input: byte 0 is flags (0x01 tokenize, 0x02 set the account on file, 0x04 then clear it,
// 0x08 toggle tokenize twice, 0x10 set the account on file a second time with the nonce field,
// 0x20 use a negative product id); the rest is split at 0x00 into fields (C0 80 is a NUL byte;
// FF FE H L <pattern> is the pattern repeated to H*256+L bytes): client session id, product id
// text, nonce, account-on-file id, then key/value pairs for setValue. Bytes become Strings with
// invalid UTF-8 repaired, as a host binding would.
//
// Oracles: no crash; errors are PaySealErrors whose message never contains a payment value (when
// longer than 16 bytes), and exactly the contract's: empty session id, key or account id:
// argument; over 4096 bytes, a 257th key, or a value or account id after which the payload could
// pass the 1 MiB plaintext limit (bounded from above by the oracle's own count, every byte
// escaped): limit; negative product id or one above 2^53 - 1: argument; product id text that is
// not ^(0|[1-9][0-9]{0,17})$ or above 2^53 - 1: argument. Every payload of an accepted request
// with a nonce of at most 64 bytes fits the plaintext limit. The model: values in first-set order, a
// value set twice keeping its first position and its last value. payload(nonce:) must read back
// with Foundation's JSONSerialization to exactly clientSessionId, nonce, paymentProductId,
// accountOnFileId (only when set), tokenize true (only when set), paymentValues [{key, value}...]
// in this member order, byte for byte, and be byte-exact the docs/design.md encoding.
import Foundation
import FuzzSupport
import PaySeal

func isProductIDText(_ bytes: [UInt8]) -> Bool {
    guard (1...18).contains(bytes.count), bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
    return (bytes.count == 1 || bytes[0] != 0x30) && (Int(text(bytes)) ?? .max) <= maximumProductID
}

let maximumProductID = 9_007_199_254_740_991

/// An upper bound of the payload's length, every string byte escaped to 6 and a 64-byte nonce.
func payloadBound(session: String, account: String?, values: [(key: String, value: String)]) -> Int {
    func literal(_ text: String) -> Int { 6 * text.utf8.count + 2 }
    return 20 + literal(session) + 10 + 6 * 64 + 2 + 40 + (account.map { 20 + literal($0) } ?? 0) + 16 + 20
        + values.reduce(0) { $0 + 20 + literal($1.key) + literal($1.value) + 1 }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard let flags = input.first else { return 0 }
    var fields = Fields(input.dropFirst())
    let sessionID = text(fields.next() ?? [])
    let productText = fields.next() ?? []
    let nonce = text(fields.next() ?? [])
    let accountID = text(fields.next() ?? [])

    // The product id, parsed from text.
    var productID: Int
    do {
        productID = try PaymentRequest.paymentProductID(parsing: text(productText))
        require(isProductIDText(productText), "product id text \(text(productText).debugDescription.prefix(80)) was accepted")
        require(String(productID) == text(productText), "product id \(productID) from \(text(productText).debugDescription)")
    } catch {
        let error = checkError(error)
        require(!isProductIDText(productText), "product id text \(text(productText).debugDescription) was refused: \(error.message)")
        require(error.code == .argument, "product id refused with \(error.code.statusName)")
        productID = Int(flags)
    }
    if flags & 0x20 != 0 { productID = -productID - 1 }

    // The request.
    var request: PaymentRequest
    do {
        request = try PaymentRequest(clientSessionID: sessionID, paymentProductID: productID)
        require(
            !sessionID.isEmpty && sessionID.utf8.count <= 4096 && productID >= 0 && productID <= maximumProductID,
            "init accepted session \(sessionID.utf8.count) bytes, product \(productID)")
    } catch {
        let error = checkError(error)
        var allowed: [PaySealError.Code] = []
        if sessionID.isEmpty || productID < 0 || productID > maximumProductID { allowed.append(.argument) }
        if sessionID.utf8.count > 4096 { allowed.append(.limit) }
        require(allowed.contains(error.code), "init failed with \(error.code.statusName) (\(error.message)), expected \(allowed.map(\.statusName))")
        return 0
    }
    require(sameBytes(request.clientSessionID, sessionID) && request.paymentProductID == productID, "init did not keep its arguments")

    // Account on file.
    var modelAccount: String?
    var model: [(key: String, value: String)] = []
    var modelIndex: [[UInt8]: Int] = [:]  // keys are bytes, not Unicode-equivalent strings
    func setAccount(_ id: String?) {
        do {
            try request.setAccountOnFileID(id)
            if let id { require(!id.isEmpty && id.utf8.count <= 4096, "accountOnFileId of \(id.utf8.count) bytes accepted") }
            modelAccount = id
        } catch {
            let error = checkError(error)
            guard let id else { oracleFailure("setAccountOnFileID(nil) failed: \(error)") }
            let tooLong = id.utf8.count > 4096 || payloadBound(session: sessionID, account: id, values: model) > 1024 * 1024
            let expected: PaySealError.Code? = id.isEmpty ? .argument : tooLong ? .limit : nil
            require(error.code == expected, "setAccountOnFileID failed with \(error.code.statusName): \(error.message)")
        }
        require(
            request.accountOnFileID.map { a in modelAccount.map { sameBytes(a, $0) } == true } ?? (modelAccount == nil),
            "accountOnFileID differs from the model")
    }
    if flags & 0x02 != 0 { setAccount(accountID) }
    if flags & 0x10 != 0 { setAccount(nonce) }
    if flags & 0x04 != 0 { setAccount(nil) }

    // Tokenize.
    request.tokenize = flags & 0x01 != 0
    if flags & 0x08 != 0 {
        request.tokenize.toggle()
        request.tokenize.toggle()
    }

    // Values.
    while let keyField = fields.next() {
        let key = text(keyField)
        let value = text(fields.next() ?? [])
        let index = modelIndex[Array(key.utf8)]
        var allowed: [PaySealError.Code] = []
        if key.isEmpty { allowed.append(.argument) }
        if key.utf8.count > 4096 || value.utf8.count > 4096 { allowed.append(.limit) }
        if index == nil, model.count >= 256 { allowed.append(.limit) }
        var after = model
        if let index { after[index].value = value } else { after.append((key, value)) }
        if payloadBound(session: sessionID, account: modelAccount, values: after) > 1024 * 1024 { allowed.append(.limit) }
        do {
            try request.setValue(value, forKey: key)
            // (The payload bound is an upper bound: a value may be accepted where it is passed.)
            require(
                !key.isEmpty && key.utf8.count <= 4096 && value.utf8.count <= 4096 && (index != nil || model.count < 256),
                "setValue accepted (key \(key.utf8.count) bytes, value \(value.utf8.count) bytes, \(model.count) keys); expected \(allowed.map(\.statusName))")
            if let index {
                model[index].value = value
            } else {
                modelIndex[Array(key.utf8)] = model.count
                model.append((key, value))
            }
        } catch {
            let error = checkError(error, secrets: [Array(value.utf8)])
            require(allowed.contains(error.code), "setValue failed with \(error.code.statusName) (\(error.message)), expected \(allowed.map(\.statusName))")
        }
    }
    require(request.keys.count == model.count && zip(request.keys, model).allSatisfy { sameBytes($0, $1.key) }, "keys differ from the model")
    for (key, value) in model {
        require(request[key].map { sameBytes($0, value) } == true, "request[\(key.debugDescription.prefix(80))] differs from the model")
    }

    // The payload, read back by Foundation.
    let payload = request.payload(nonce: nonce)
    require(String(validating: payload, as: UTF8.self) != nil, "the payload is not valid UTF-8")
    if nonce.utf8.count <= 64 { require(payload.count <= 1024 * 1024, "an accepted request's payload has \(payload.count) bytes") }
    guard let object = foundationParse(payload) as? [String: Any] else {
        oracleFailure("Foundation cannot read the payload: \(String(decoding: payload, as: UTF8.self).prefix(400))")
    }
    guard let members = orderedMembers(payload) else { oracleFailure("the payload is not one object") }
    var names = ["clientSessionId", "nonce", "paymentProductId"]
    if modelAccount != nil { names.append("accountOnFileId") }
    if request.tokenize { names.append("tokenize") }
    names.append("paymentValues")
    require(members.map(\.name) == names && object.count == names.count, "payload members \(members.map(\.name)), expected \(names)")
    func string(_ name: String) -> String? { members.first { $0.name == name }?.value as? String }
    require(string("clientSessionId").map { sameBytes($0, sessionID) } == true, "clientSessionId differs")
    require(string("nonce").map { sameBytes($0, nonce) } == true, "nonce differs")
    if let modelAccount { require(string("accountOnFileId").map { sameBytes($0, modelAccount) } == true, "accountOnFileId differs") }
    let product = members.first { $0.name == "paymentProductId" }!
    require(Array(product.rawValue) == Array(String(productID).utf8), "paymentProductId written as \(String(decoding: product.rawValue, as: UTF8.self))")
    require((product.value as? NSNumber)?.int64Value == Int64(productID), "paymentProductId reads back as \(product.value)")
    if request.tokenize {
        let tokenize = members.first { $0.name == "tokenize" }!
        require(Array(tokenize.rawValue) == Array("true".utf8) && (tokenize.value as? Bool) == true, "tokenize is not true")
    }
    guard let values = members.last?.value as? [Any], values.count == model.count else {
        oracleFailure("paymentValues is not an array of \(model.count) entries")
    }
    for (entry, (key, value)) in zip(values, model) {
        guard let entry = entry as? [String: Any], entry.count == 2, let k = entry["key"] as? String, let v = entry["value"] as? String else {
            oracleFailure("a paymentValues entry is not {key, value}")
        }
        require(sameBytes(k, key) && sameBytes(v, value), "paymentValues entry \(k.debugDescription.prefix(80)) differs from the model")
    }

    // Byte-exact docs/design.md encoding.
    var canonical = Array("{\"clientSessionId\":".utf8) + canonicalJSONString(sessionID)
    canonical += Array(",\"nonce\":".utf8) + canonicalJSONString(nonce)
    canonical += Array(",\"paymentProductId\":\(productID)".utf8)
    if let modelAccount { canonical += Array(",\"accountOnFileId\":".utf8) + canonicalJSONString(modelAccount) }
    if request.tokenize { canonical += Array(",\"tokenize\":true".utf8) }
    canonical += Array(",\"paymentValues\":[".utf8)
    for (index, (key, value)) in model.enumerated() {
        if index > 0 { canonical.append(UInt8(ascii: ",")) }
        canonical += Array("{\"key\":".utf8) + canonicalJSONString(key) + Array(",\"value\":".utf8) + canonicalJSONString(value) + [UInt8(ascii: "}")]
    }
    canonical += Array("]}".utf8)
    require(payload == canonical, "the payload is not the docs/design.md encoding: \(String(decoding: payload, as: UTF8.self).prefix(400))")
    return 0
}

@main
struct PaymentRequestFuzzer {
    static func main() { runFuzzer(fuzz) }
}
