import CPaySealHeader
import PaySeal

@c @implementation
public func payseal_client_api_error(
    _ http_status: Int32, _ body: UnsafePointer<CChar>?, _ body_len: Int,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        // The Swift API's reading of the body (ErrorResponse), written as JSON: one reader for both.
        let failure = try ClientAPIFailure(errorStatus: Int(http_status), bodyBytes: try bytes(body, body_len, "body"))
        try handOver(failure.json, out_json, out_len)
    }
}
