// The web build's own exports, beside Include/payseal.h's (Sources/PaySealC, compiled into the same
// module): memory for the arguments JavaScript copies in, and what the page needs to do the JWE
// with WebCrypto (bindings/web/README.md, "The JWE in the page"). Same conventions as the header:
// a status, payseal_last_error's message, every output NULL and 0 on failure, outputs released
// with payseal_free (which wipes them). No path traps.
import CPaySealHeader
import PaySeal

/// Memory for an argument JavaScript copies in (released with payseal_free), or NULL: at most the
/// largest input (PAYSEAL_MAX_JWE) and a NUL, so that an argument over its own limit still gets
/// its PAYSEAL_E_LIMIT from the call.
@c(payseal_web_alloc)
public func payseal_web_alloc(_ size: Int) -> UnsafeMutablePointer<UInt8>? {
    guard size >= 0, size <= Limits.maximumJWE + 1 else { return nil }
    return OwnedBuffer(capacity: size)?.handOver()
}

/// payseal_prepare without its encryption: the payload (card data, wiped by payseal_free) and
/// `{"protectedHeader":"…","encodedClientMetaInfo":"…"}`.
@c(payseal_web_prepare_parts)
public func payseal_web_prepare_parts(
    _ key: OpaquePointer?, _ r: OpaquePointer?, _ metadata: OpaquePointer?,
    _ out_payload: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, _ out_payload_len: UnsafeMutablePointer<Int>?,
    _ out_parts: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_parts_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_payload)
    clear(out_payload_len)
    return withOutput(out_parts, "out_parts", length: out_parts_len) { (out_parts) throws(PaySealError.Thrown) in
        guard let out_payload else { throw argumentError("out_payload", "is NULL") }
        let key = try Handle.borrow(key, as: PublicKey.self, "key")
        let request = try Handle.borrow(r, as: PaymentRequestBox.self, "r").request
        var deviceMetadata = DeviceMetadata()
        if let metadata { deviceMetadata = try Handle.borrow(metadata, as: MetadataBox.self, "metadata").metadata }
        let parts = try request.preparedParts(with: key, metadata: deviceMetadata)
        let json: JSONValue = .object([
            ("protectedHeader", .string(String(decoding: parts.protectedHeader, as: UTF8.self))),
            ("encodedClientMetaInfo", .string(String(decoding: parts.encodedClientMetaInfo, as: UTF8.self))),
        ])
        try handOver(json.serialized, out_parts, out_parts_len)
        out_payload_len?.pointee = parts.payload.count
        out_payload.pointee = parts.payload.handOver()
    }
}

/// The protected header (base64url, the AAD) of a JWE of plaintext_len bytes to key.
@c(payseal_web_jwe_header)
public func payseal_web_jwe_header(
    _ key: OpaquePointer?, _ plaintext_len: Int,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let key = try Handle.borrow(key, as: PublicKey.self, "key")
        // A size_t past Int.max reads as negative: over the limit, as payseal_jwe_encrypt says.
        let count = plaintext_len >= 0 ? plaintext_len : Int.max
        try handOver(try key.protectedHeader(forPlaintextCount: count), out, out_len)
    }
}

/// The key's DER SubjectPublicKeyInfo, for crypto.subtle.importKey("spki", …).
@c(payseal_web_public_key_spki)
public func payseal_web_public_key_spki(
    _ key: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    clear(out_len)
    return withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let key = try Handle.borrow(key, as: PublicKey.self, "key")
        guard let buffer = key.subjectPublicKeyInfo.withUnsafeBytes({ OwnedBuffer(copying: $0) }) else {
            throw PaySealError(.noMemory, "out of memory for the output")
        }
        out_len?.pointee = buffer.count
        out.pointee = buffer.handOver()
    }
}
