// Target metadata: DeviceMetadata set/remove/json/encoded.
//
// Input: byte 0 bit 0 chooses DeviceMetadata() (detected defaults) or .empty; the rest is split
// at 0x00 into fields (a field FF FE H L <pattern> is the pattern repeated to H*256+L bytes),
// read as operations:
//   <key> <value>     set(value, for: key); a key field of one byte 0x01...0x08 stands for
//                     DeviceMetadata.knownKeys[b - 1]
//   0x0E <key>        remove(key)
// Bytes become Strings with invalid UTF-8 repaired, as a host binding would.
//
// Oracles: no crash; every error is a PaySealError with a message that does not contain the value
// (when longer than 16 bytes), and the error is the one the contract gives (empty key:
// argument; key or value over 4096 bytes, or a 65th key: limit; a bad screenSize or ipAddress:
// argument); nothing else fails, and a failed set changes nothing. The model: known keys in
// their fixed order, then extras in insertion order, a key set twice keeping its place.
// `json` must read back with Foundation's JSONSerialization to exactly the model's members,
// in order and byte for byte (and be byte-exact the docs/design.md encoding); `encoded` must be
// standard padded base64 of `json`; `count` and the subscript must agree with the model.
import Foundation
import FuzzSupport
import PaySeal

/// Keys are compared byte for byte (Swift's == would merge canonically equivalent spellings).
struct Model {
    var known: [String: String] = [:]  // by the known key's own spelling
    var extras: [(key: String, value: String)] = []
    var count: Int { known.count + extras.count }
    static func knownKey(_ key: String) -> String? { DeviceMetadata.knownKeys.first { sameBytes($0, key) } }
    func contains(_ key: String) -> Bool {
        Model.knownKey(key).map { known[$0] != nil } ?? extras.contains { sameBytes($0.key, key) }
    }
    var members: [(String, String)] {
        DeviceMetadata.knownKeys.compactMap { key in known[key].map { (key, $0) } } + extras.map { ($0.key, $0.value) }
    }
    mutating func set(_ value: String, _ key: String) {
        if let knownKey = Model.knownKey(key) {
            known[knownKey] = value
        } else if let index = extras.firstIndex(where: { sameBytes($0.key, key) }) {
            extras[index].value = value
        } else {
            extras.append((key, value))
        }
    }
    mutating func remove(_ key: String) {
        if let knownKey = Model.knownKey(key) { known[knownKey] = nil }
        extras.removeAll { sameBytes($0.key, key) }
    }
}

func isScreenSize(_ value: String) -> Bool {
    let bytes = Array(value.utf8)
    guard let x = bytes.firstIndex(of: UInt8(ascii: "x")) else { return false }
    let parts = [bytes[..<x], bytes[(x + 1)...]]
    return parts.allSatisfy { part in
        (1...9).contains(part.count) && part.first != UInt8(ascii: "0")
            && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard let flags = input.first else { return 0 }
    var metadata = flags & 1 == 0 ? DeviceMetadata() : DeviceMetadata.empty
    var model = Model()
    for key in DeviceMetadata.knownKeys { if let value = metadata[key] { model.known[key] = value } }
    require(model.count == metadata.count, "the starting metadata has keys outside knownKeys")

    var fields = Fields(input.dropFirst())
    while let keyField = fields.next() {
        if keyField.first == 0x0E {
            let key = text(Array(keyField.dropFirst()))
            metadata.remove(key)
            model.remove(key)
            continue
        }
        let key: String
        if keyField.count == 1, (1...8).contains(keyField[0]) {
            key = DeviceMetadata.knownKeys[Int(keyField[0]) - 1]
        } else {
            key = text(keyField)
        }
        let value = text(fields.next() ?? [])
        var allowed: [PaySealError.Code] = []
        if key.isEmpty { allowed.append(.argument) }
        if key.utf8.count > 4096 || value.utf8.count > 4096 { allowed.append(.limit) }
        if sameBytes(key, "screenSize"), !isScreenSize(value) { allowed.append(.argument) }
        if !model.contains(key), model.count >= 64 { allowed.append(.limit) }
        let ipAddress = sameBytes(key, "ipAddress")
        do {
            try metadata.set(value, for: key)
            require(allowed.isEmpty, "set(\(value.debugDescription.prefix(80)), for: \(key.debugDescription.prefix(80))) was accepted; expected \(allowed.map(\.statusName))")
            if ipAddress {
                require(
                    value.utf8.count <= 45 && !value.isEmpty
                        && value.utf8.allSatisfy { byte in
                            (byte >= 0x30 && byte <= 0x3A) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66) || byte == 0x2E
                        }, "ipAddress \(value.debugDescription.prefix(80)) was accepted")
            }
            model.set(value, key)
        } catch {
            let error = checkError(error, secrets: [Array(value.utf8)])
            // The model judges an ipAddress only by its characters (checked above when accepted),
            // so .argument is always a possible answer for one, also where a limit applies.
            let permitted = allowed + (ipAddress ? [.argument] : [])
            require(
                permitted.contains(error.code),
                "set(\(value.debugDescription.prefix(80)), for: \(key.debugDescription.prefix(80))) failed with \(error.code.statusName), expected one of \(permitted.map(\.statusName)): \(error.message)"
            )
        }
    }

    // The metadata agrees with the model.
    let members = model.members
    require(metadata.count == members.count, "count \(metadata.count), model \(members.count)")
    for (key, value) in members {
        require(metadata[key].map { sameBytes($0, value) } == true, "metadata[\(key.debugDescription.prefix(80))] differs from the model")
    }

    // json reads back with Foundation to exactly the model, in order.
    let json = metadata.json
    require(String(validating: json, as: UTF8.self) != nil, "json is not valid UTF-8")
    guard let object = foundationParse(json) as? [String: Any] else {
        oracleFailure("Foundation cannot read the metadata json: \(String(decoding: json, as: UTF8.self).prefix(400))")
    }
    guard let read = orderedMembers(json) else { oracleFailure("the metadata json is not one flat object") }
    // Foundation's [String: Any] merges canonically equivalent names ("é", "e\u{301}"), which are
    // two members of the JSON: its count and values are checked only for names unique under ==.
    let equivalents = Dictionary(grouping: members.map(\.0), by: { $0 }).mapValues(\.count)
    require(
        read.count == members.count && object.count == equivalents.count,
        "json has \(read.count) members (Foundation: \(object.count)), the model \(members.count) (\(equivalents.count) under ==)")
    for (member, (key, value)) in zip(read, members) {
        require(sameBytes(member.name, key), "json member \(member.name.debugDescription.prefix(80)) where the model has \(key.debugDescription.prefix(80))")
        require((member.value as? String).map { sameBytes($0, value) } == true, "json value of \(key.debugDescription.prefix(80)) differs")
        if equivalents[key] == 1 {
            require((object[key] as? String).map { sameBytes($0, value) } == true, "Foundation's value of \(key.debugDescription.prefix(80)) differs")
        }
    }
    var canonical: [UInt8] = [UInt8(ascii: "{")]
    for (index, (key, value)) in members.enumerated() {
        if index > 0 { canonical.append(UInt8(ascii: ",")) }
        canonical += canonicalJSONString(key) + [UInt8(ascii: ":")] + canonicalJSONString(value)
    }
    canonical.append(UInt8(ascii: "}"))
    require(json == canonical, "json is not the docs/design.md encoding: \(String(decoding: json, as: UTF8.self).prefix(400))")

    // encoded is standard padded base64 of json.
    let encoded = metadata.encoded
    require(encoded.utf8.count % 4 == 0, "encoded is not padded")
    require(Data(base64Encoded: encoded).map(Array.init) == json, "encoded is not base64 of json")
    return 0
}

@main
struct MetadataFuzzer {
    static func main() { runFuzzer(fuzz) }
}
