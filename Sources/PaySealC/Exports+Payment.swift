import CPaySealHeader
import PaySeal

/// The C handles of the two builders: a box around the Swift value, mutated in place.
final class MetadataBox {
    var metadata: DeviceMetadata
    init(_ metadata: DeviceMetadata) { self.metadata = metadata }
}

final class PaymentRequestBox {
    var request: PaymentRequest
    init(_ request: PaymentRequest) { self.request = request }
    deinit { request.wipe() }
}

// MARK: Metadata

@c @implementation
public func payseal_metadata_new(_ out: UnsafeMutablePointer<OpaquePointer?>?) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        out.pointee = Handle.make(MetadataBox(DeviceMetadata()))
    }
}

@c @implementation
public func payseal_metadata_set(_ m: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?) -> payseal_status {
    boundary { () throws(PaySealError.Thrown) in
        let box = try Handle.borrow(m, as: MetadataBox.self, "m")
        try box.metadata.set(try string(value, "value"), for: try string(key, "key"))
    }
}

@c @implementation
public func payseal_metadata_encode(
    _ m: OpaquePointer?, _ out_b64: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    metadataOutput(m, out_b64, out_len) { Array($0.encoded.utf8) }
}

@c @implementation
public func payseal_metadata_json(
    _ m: OpaquePointer?, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    metadataOutput(m, out_json, out_len) { $0.json }
}

private func metadataOutput(
    _ m: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?,
    _ render: (DeviceMetadata) -> [UInt8]
) -> payseal_status {
    clear(out)
    clear(out_len)
    return boundary { () throws(PaySealError.Thrown) in
        guard let out else { throw argumentError("the output pointer is NULL") }
        let box = try Handle.borrow(m, as: MetadataBox.self, "m")
        try handOver(render(box.metadata), out, out_len)
    }
}

@c @implementation
public func payseal_metadata_free(_ m: OpaquePointer?) { Handle.release(m, as: MetadataBox.self) }

// MARK: Payment request

@c @implementation
public func payseal_payment_request_new(
    _ client_session_id: UnsafePointer<CChar>?, _ payment_product_id: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let session = try string(client_session_id, "client_session_id")
        let product = try PaymentRequest.paymentProductID(parsing: try string(payment_product_id, "payment_product_id"))
        out.pointee = Handle.make(PaymentRequestBox(try PaymentRequest(clientSessionID: session, paymentProductID: product)))
    }
}

@c @implementation
public func payseal_payment_request_set_value(
    _ r: OpaquePointer?, _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> payseal_status {
    boundary { () throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        try box.request.setValue(utf8: try secretCString(value, "value"), forKey: try string(key, "key"))
    }
}

@c @implementation
public func payseal_payment_request_set_account_on_file(_ r: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> payseal_status {
    boundary { () throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        try box.request.setAccountOnFileID(try id.map { (value) throws(PaySealError.Thrown) in try string(value, "id") })
    }
}

@c @implementation
public func payseal_payment_request_set_tokenize(_ r: OpaquePointer?, _ tokenize: Int32) -> payseal_status {
    boundary { () throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        box.request.tokenize = tokenize != 0
    }
}

@c @implementation
public func payseal_payment_request_payload(
    _ r: OpaquePointer?, _ nonce: UnsafePointer<CChar>?,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        let nonce = try string(nonce, "nonce")
        guard !nonce.isEmpty else { throw argumentError("nonce", "is empty") }
        var payload = box.request.payload(nonce: nonce)
        defer { payload.withUnsafeMutableBytes { wipeSecret($0, "payment payload") } }
        try handOver(payload, out_json, out_len)
    }
}

@c @implementation
public func payseal_payment_request_keys(
    _ r: OpaquePointer?, _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        try handOver(try Handle.borrow(r, as: PaymentRequestBox.self, "r").request.keysJSON, out_json, out_len)
    }
}

@c @implementation
public func payseal_payment_request_unmasked_value(
    _ r: OpaquePointer?, _ field_id: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        handOver(try box.request.valueBuffer(forKey: try string(field_id, "field_id")), out, out_len)
    }
}

@c @implementation
public func payseal_payment_request_free(_ r: OpaquePointer?) { Handle.release(r, as: PaymentRequestBox.self) }

// MARK: Prepare

@c @implementation
public func payseal_prepare(
    _ key: OpaquePointer?, _ r: OpaquePointer?, _ metadata: OpaquePointer?,
    _ out_encrypted_fields: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ out_encoded_client_meta_info: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> payseal_status {
    clear(out_encrypted_fields)
    clear(out_encoded_client_meta_info)
    return boundary { () throws(PaySealError.Thrown) in
        guard let out_encrypted_fields, let out_encoded_client_meta_info else {
            throw argumentError("out_encrypted_fields and out_encoded_client_meta_info must not be NULL")
        }
        let key = try Handle.borrow(key, as: PublicKey.self, "key")
        let request = try Handle.borrow(r, as: PaymentRequestBox.self, "r").request
        let metadata = try metadata.map { (value) throws(PaySealError.Thrown) in try Handle.borrow(value, as: MetadataBox.self, "metadata").metadata } ?? DeviceMetadata()
        let (jwe, encodedMetadata) = try request.prepare(with: key, metadata: metadata, into: .ownedBuffer)
        out_encrypted_fields.pointee = cString(jwe.handOver())
        out_encoded_client_meta_info.pointee = cString(encodedMetadata.handOver())
    }
}

// MARK: With a product

@c @implementation
public func payseal_payment_request_set_product(_ r: OpaquePointer?, _ p: OpaquePointer?) -> payseal_status {
    boundary { () throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        try box.request.setProduct(try Handle.borrow(p, as: ProductBox.self, "p").product)
    }
}

@c @implementation
public func payseal_payment_request_masked_value(
    _ r: OpaquePointer?, _ field_id: UnsafePointer<CChar>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        let buffer = try box.request.maskedValueBuffer(for: try string(field_id, "field_id"))
        handOver(buffer, out, out_len)
    }
}

@c @implementation
public func payseal_payment_request_validate(
    _ r: OpaquePointer?, _ year: Int32, _ month: Int32,
    _ out_errors_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_errors_json, "out_errors_json", length: out_len) { (out_errors_json) throws(PaySealError.Thrown) in
        let box = try Handle.borrow(r, as: PaymentRequestBox.self, "r")
        let errors = try box.request.validateRequiringProduct(today: try YearMonth.fromC(year: year, month: month))
        try handOver(ValidationError.jsonArray(errors), out_errors_json, out_len)
    }
}
