import CPaySealHeader
import PaySeal

@c @implementation
public func payseal_public_key_from_client_api(
    _ json: UnsafePointer<CChar>?, _ json_len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let input = try requiredBytes(json, json_len, "json")
        guard input.count > 0 else { throw argumentError("json", "is empty") }
        out.pointee = Handle.make(try PublicKey(clientAPIResponse: input, policy: .standard))
    }
}

@c @implementation
public func payseal_public_key_parse(
    _ data: UnsafePointer<UInt8>?, _ len: Int, _ key_id: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let input = try requiredBytes(data, len, "data")
        let keyID = try key_id.map { (value) throws(PaySealError.Thrown) in try string(value, "key_id") }
        out.pointee = Handle.make(try PublicKey(parsing: input, keyID: keyID, policy: .standard))
    }
}

@c @implementation
public func payseal_public_key_bits(_ key: OpaquePointer?) -> Int32 {
    guard let key = try? Handle.borrow(key, as: PublicKey.self, "key") else { return 0 }
    return Int32(key.bits)
}

@c @implementation
public func payseal_public_key_id(_ key: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let key = try? Handle.borrow(key, as: PublicKey.self, "key") else { return nil }
    return key.keyIDCString
}

@c @implementation
public func payseal_public_key_free(_ key: OpaquePointer?) { Handle.release(key, as: PublicKey.self) }

@c @implementation
public func payseal_private_key_parse(
    _ data: UnsafePointer<UInt8>?, _ len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let input = try requiredBytes(data, len, "data")
        out.pointee = Handle.make(try PrivateKey(parsing: input, policy: .standard))
    }
}

@c @implementation
public func payseal_private_key_free(_ key: OpaquePointer?) { Handle.release(key, as: PrivateKey.self) }
