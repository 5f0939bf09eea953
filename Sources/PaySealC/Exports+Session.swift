import CPaySealHeader
import PaySeal

/// The C handle of a session: immutable, so shared between threads freely.
final class SessionBox: Sendable {
    let session: Session
    init(_ session: Session) { self.session = session }
}

@c @implementation
public func payseal_session_new(
    _ client_session_id: UnsafePointer<CChar>?, _ customer_id: UnsafePointer<CChar>?, _ client_api_url: UnsafePointer<CChar>?,
    _ asset_url: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> payseal_status {
    withOutput(out, "out") { (out) throws(PaySealError.Thrown) in
        let session = try Session(
            clientSessionID: try string(client_session_id, "client_session_id"),
            customerID: try string(customer_id, "customer_id"),
            clientAPIURL: try string(client_api_url, "client_api_url"),
            assetURL: try string(asset_url, "asset_url"))
        out.pointee = Handle.make(SessionBox(session))
    }
}

@c @implementation
public func payseal_session_request(
    _ s: OpaquePointer?, _ operation: UnsafePointer<CChar>?, _ context_json: UnsafePointer<CChar>?,
    _ params_json: UnsafePointer<CChar>?, _ metadata: OpaquePointer?,
    _ out_request_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_request_json, "out_request_json", length: out_len) { (out_request_json) throws(PaySealError.Thrown) in
        let session = try Handle.borrow(s, as: SessionBox.self, "s").session
        let name = try string(operation, "operation")
        let context = try context_json.map { (value) throws(PaySealError.Thrown) in try PaymentContext(json: try JSONValue.parse(try jsonArgument(value, PaySealError.Subject.Argument.contextJSON))) }
        // Read in place, never copied: the params of iinDetails are card data (the core parses them).
        let paramsText = try params_json.map { (value) throws(PaySealError.Thrown) in try jsonArgument(value, PaySealError.Subject.Argument.paramsJSON) }
        let metadata = try metadata.map { (value) throws(PaySealError.Thrown) in try Handle.borrow(value, as: MetadataBox.self, "metadata").metadata } ?? DeviceMetadata()
        if name == "surchargeCalculation" || name == "currencyConversion" {
            // The card number is sent whole: copied only into the buffer handed over (wiped by payseal_free).
            let buffer = try session.cardServiceRequest(named: name, paramsText: paramsText, context: context, metadata: metadata)
            return handOver(buffer, out_request_json, out_len)
        }
        let request = try session.request(named: name, paramsText: paramsText, context: context, metadata: metadata)
        try handOver(request.json, out_request_json, out_len)
    }
}

@c @implementation
public func payseal_session_free(_ s: OpaquePointer?) { Handle.release(s, as: SessionBox.self) }

/// A NUL-terminated JSON argument, in place: at most PAYSEAL_MAX_KEY_INPUT bytes of UTF-8.
private func jsonArgument(_ pointer: UnsafePointer<CChar>, _ name: String) throws(PaySealError.Thrown) -> UnsafeRawBufferPointer {
    let bytes = try secretCString(pointer, name)
    guard bytes.count <= Limits.maximumKeyInput else {
        throw PaySealError(.limit, "\(name) has \(bytes.count) bytes; the limit is \(Limits.maximumKeyInput)")
    }
    return try jsonText(bytes, name, limit: Limits.maximumKeyInput)
}
