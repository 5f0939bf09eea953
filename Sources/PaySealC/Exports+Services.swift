import CPaySealHeader
import PaySeal

@c @implementation
public func payseal_service_response(
    _ operation: UnsafePointer<CChar>?, _ http_status: Int32, _ body: UnsafePointer<CChar>?, _ body_len: Int,
    _ out_json: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out_json, "out_json", length: out_len) { (out_json) throws(PaySealError.Thrown) in
        let name = try string(operation, "operation")
        let status = Int(http_status)
        let bytes = try bytes(body, body_len, "body")
        let json: [UInt8]
        switch name {
        case "paymentProductNetworks": json = try PaymentProductNetworks(httpStatus: status, bodyBytes: bytes, named: "body").json
        case "surchargeCalculation": json = try SurchargeCalculation(httpStatus: status, bodyBytes: bytes, named: "body").json
        case "currencyConversion": json = try CurrencyConversionQuote(httpStatus: status, bodyBytes: bytes, named: "body").json
        default:
            throw PaySealError(
                .argument, "unknown operation \(Quoted(name, limit: 32)); expected paymentProductNetworks, surchargeCalculation or currencyConversion")
        }
        try handOver(json, out_json, out_len)
    }
}
