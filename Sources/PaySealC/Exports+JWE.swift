import CPaySealHeader
import PaySeal

@c @implementation
public func payseal_jwe_encrypt(
    _ key: OpaquePointer?, _ plaintext: UnsafePointer<UInt8>?, _ len: Int,
    _ out_jwe: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    encrypt(key, plaintext, len, knownAnswer: nil, out_jwe, out_len)
}

@c @implementation
public func payseal_jwe_encrypt_kat(
    _ key: OpaquePointer?, _ plaintext: UnsafePointer<UInt8>?, _ len: Int,
    _ cek: UnsafePointer<UInt8>?, _ iv: UnsafePointer<UInt8>?, _ oaep_seed: UnsafePointer<UInt8>?,
    _ out_jwe: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    guard let cek, let iv, let oaep_seed else {
        clear(out_jwe)
        clear(out_len)
        return boundary { () throws(PaySealError.Thrown) in throw argumentError("cek, iv and oaep_seed must not be NULL") }
    }
    let knownAnswer = KnownAnswerRandomness(
        cek: Array(UnsafeBufferPointer(start: cek, count: Int(PAYSEAL_CEK_BYTES))),
        iv: Array(UnsafeBufferPointer(start: iv, count: Int(PAYSEAL_IV_BYTES))),
        oaepSeed: Array(UnsafeBufferPointer(start: oaep_seed, count: Int(PAYSEAL_OAEP_SEED_BYTES))))
    return encrypt(key, plaintext, len, knownAnswer: knownAnswer, out_jwe, out_len)
}

private func encrypt(
    _ key: OpaquePointer?, _ plaintext: UnsafePointer<UInt8>?, _ len: Int, knownAnswer: KnownAnswerRandomness?,
    _ out_jwe: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_jwe, "out_jwe", length: out_len) { (out_jwe) throws(PaySealError.Thrown) in
        let key = try Handle.borrow(key, as: PublicKey.self, "key")
        let input = try bytes(plaintext, len, "plaintext")
        let jwe = try key.encryptCompact(input, knownAnswer: knownAnswer, into: .ownedBuffer)
        handOver(jwe, out_jwe, out_len)
    }
}

@c @implementation
public func payseal_jwe_decrypt(
    _ key: OpaquePointer?, _ jwe: UnsafePointer<CChar>?, _ len: Int,
    _ out_plaintext: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_plaintext)
    clear(out_len)
    return boundary { () throws(PaySealError.Thrown) in
        guard let out_plaintext, let out_len else { throw argumentError("out_plaintext and out_len must not be NULL") }
        let key = try Handle.borrow(key, as: PrivateKey.self, "key")
        let input = try requiredBytes(jwe, len, "jwe")
        let plaintext = try key.decryptCompact(input)
        out_len.pointee = plaintext.count
        out_plaintext.pointee = plaintext.handOver()
    }
}
