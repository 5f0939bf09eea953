import CPaySealHeader
import PaySeal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host's catalog over PaySeal's, or PaySeal's alone for NULL with length 0.
private func catalog(_ catalog_json: UnsafePointer<CChar>?, _ catalog_len: Int) throws(PaySealError.Thrown) -> MessageCatalog {
    let bytes = try bytes(catalog_json, catalog_len, PaySealError.Subject.Argument.catalogJSON)
    guard catalog_json != nil else { return MessageCatalog() }
    return try MessageCatalog(jsonBytes: bytes)
}

/// A locale argument: NULL, or a string read as given. A malformed one is English, and so is one
/// that is not UTF-8 (no tag is): a locale never makes a call fail.
private func localeArgument(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(validatingCString: pointer)
}

@c @implementation
public func payseal_message(
    _ key: UnsafePointer<CChar>?, _ params_json: UnsafePointer<CChar>?, _ locale: UnsafePointer<CChar>?,
    _ catalog_json: UnsafePointer<CChar>?, _ catalog_len: Int,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let key = try string(key, "key")
        var params: [ValidationError.Parameter] = []
        if let params_json {
            let text = UnsafeRawBufferPointer(start: params_json, count: strlen(params_json))
            let name = PaySealError.Subject.Argument.paramsJSON
            params = try MessageCatalog.parameters(
                json: try JSONValue.parse(try jsonText(text, name, limit: Limits.maximumKeyInput), limit: Limits.maximumKeyInput, what: name, named: name))
        }
        let text = try catalog(catalog_json, catalog_len).message(forKey: key, params: params, locale: localeArgument(locale))
        try handOver(Array(text.utf8), out, out_len)
    }
}

@c @implementation
public func payseal_messages_localize(
    _ json: UnsafePointer<CChar>?, _ json_len: Int, _ locale: UnsafePointer<CChar>?,
    _ catalog_json: UnsafePointer<CChar>?, _ catalog_len: Int,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ out_len: UnsafeMutablePointer<Int>?
) -> payseal_status {
    withOutput(out, "out", length: out_len) { (out) throws(PaySealError.Thrown) in
        let input = try requiredBytes(json, json_len, "json")
        let catalog = try catalog(catalog_json, catalog_len)
        try handOver(try catalog.localizingMessages(inJSONBytes: input, locale: localeArgument(locale)), out, out_len)
    }
}
