#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The device metadata the platform receives as `encodedClientMetaInfo` (and as the
/// `X-GCS-ClientMetaInfo` header): a JSON object, base64-encoded.
///
/// A value type that the host owns: builders share no state (unlike a metadata singleton, where
/// one caller's extra keys leak into another's requests).
public struct DeviceMetadata: Sendable {
    /// The keys with a fixed place in the JSON, in output order; other keys follow them in the
    /// order they were first set.
    public static let knownKeys = [
        "platformIdentifier", "appIdentifier", "sdkIdentifier", "sdkCreator",
        "screenSize", "deviceBrand", "deviceType", "ipAddress",
    ]

    /// The values of the known keys, at their index in ``knownKeys`` (no hashing on the way out).
    private var known: [String?] = Array(repeating: nil, count: DeviceMetadata.knownKeys.count)
    private var extras: [(key: String, value: String)] = []

    /// The JSON: known keys in ``knownKeys`` order, then the others in insertion order. Built on
    /// every change rather than on every read: a host sets its metadata once and prepares many
    /// payments with it.
    public private(set) var json: [UInt8] = []

    /// Metadata pre-filled with what the running system tells (see `SystemInfo`):
    /// platformIdentifier, deviceType and deviceBrand where detected, appIdentifier "UNKNOWN",
    /// sdkIdentifier "PaySeal/<version>", sdkCreator "PaySeal".
    public init() { self = DeviceMetadata.detected }

    /// Metadata with no field set.
    public static var empty: DeviceMetadata { DeviceMetadata(knownFields: [:]) }

    /// The detected defaults, read and rendered once per process.
    private static let detected = DeviceMetadata(knownFields: SystemInfo.defaults)

    private init(knownFields: [String: String]) {
        known = DeviceMetadata.knownKeys.map { knownFields[$0] }
        json = render()
    }

    /// The number of fields set, known and other.
    public var count: Int { known.reduce(0) { $0 + ($1 == nil ? 0 : 1) } + extras.count }

    /// The value of a field, or `nil` when it is not set. Keys are compared byte for byte.
    public subscript(key: String) -> String? {
        if let index = DeviceMetadata.knownIndex(of: key) { return known[index] }
        return extraIndex(of: key).map { extras[$0].value }
    }

    /// Where `key` is in ``knownKeys`` and in `extras`. Keys are compared byte for byte, as in the
    /// JSON (not with Swift's `==`, which merges canonically equivalent spellings).
    private static func knownIndex(of key: String) -> Int? { knownKeys.firstIndex { $0.hasSameBytes(as: key) } }
    private func extraIndex(of key: String) -> Int? { extras.firstIndex { $0.key.hasSameBytes(as: key) } }

    /// Sets a field; setting it again (the same key, byte for byte) replaces its value in place.
    /// - Throws: ``PaySealError/Code/argument`` for an empty key, a screenSize that is not
    ///   "<width>x<height>" with positive integers, or an ipAddress that is not IPv4 or IPv6;
    ///   ``PaySealError/Code/limit`` beyond ``Limits/maximumMetadataValue`` bytes or
    ///   ``Limits/maximumMetadataEntries`` keys. The key and value are checked before the number
    ///   of keys. On error nothing changes.
    public mutating func set(_ value: String, for key: String) throws(PaySealError.Thrown) {
        guard !key.isEmpty else { throw PaySealError(.argument, "the metadata key is empty") }
        guard key.utf8.count <= Limits.maximumMetadataValue else {
            throw PaySealError(.limit, "the metadata key has \(key.utf8.count) bytes; the limit is \(Limits.maximumMetadataValue)")
        }
        guard value.utf8.count <= Limits.maximumMetadataValue else {
            throw PaySealError(.limit, "the value of \(Quoted(key, limit: 64)) has \(value.utf8.count) bytes; the limit is \(Limits.maximumMetadataValue)")
        }
        if key.hasSameBytes(as: "screenSize"), !DeviceMetadata.isScreenSize(value) {
            throw PaySealError(.argument, "screenSize must be \"<width>x<height>\" with positive integers, such as \"1170x2532\"")
        }
        if key.hasSameBytes(as: "ipAddress"), !DeviceMetadata.isIPAddress(value) {
            throw PaySealError(.argument, "ipAddress must be an IPv4 or IPv6 address")
        }
        if let index = DeviceMetadata.knownIndex(of: key) {
            if known[index] == nil, count >= Limits.maximumMetadataEntries { throw tooMany }
            known[index] = value
        } else if let index = extraIndex(of: key) {
            extras[index].value = value
        } else {
            guard count < Limits.maximumMetadataEntries else { throw tooMany }
            extras.append((key, value))
        }
        json = render()
    }

    private var tooMany: PaySealError {
        PaySealError(.limit, "metadata holds at most \(Limits.maximumMetadataEntries) keys")
    }

    /// Removes a field (for example a detected default the host does not want to send).
    public mutating func remove(_ key: String) {
        if let index = DeviceMetadata.knownIndex(of: key) { known[index] = nil }
        extras.removeAll { $0.key.hasSameBytes(as: key) }
        json = render()
    }

    private func render() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.raw("{")
        var first = true
        func member(_ key: String, _ value: String) {
            if !first { writer.raw(",") }
            first = false
            writer.string(key)
            writer.raw(":")
            writer.string(value)
        }
        for (key, value) in zip(DeviceMetadata.knownKeys, known) { if let value { member(key, value) } }
        for (key, value) in extras { member(key, value) }
        writer.raw("}")
        return writer.bytes
    }

    /// Standard base64 (with padding) of ``json``: the `encodedClientMetaInfo`.
    public var encoded: String { Base64.encode(json, .standard) }

    static func isScreenSize(_ text: String) -> Bool {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { part in
                part.utf8.count <= 9 && part.first != "0" && !part.isEmpty && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            }
    }

    /// inet_pton is the system's strict parser: dotted-quad IPv4, RFC 4291 IPv6 text. It reads a
    /// C string, so a NUL would end the address early (found by fuzzing): refuse NULs first.
    static func isIPAddress(_ text: String) -> Bool {
        guard !text.utf8.contains(0) else { return false }
        var buffer = (UInt64(0), UInt64(0))
        return withUnsafeMutableBytes(of: &buffer) { raw in
            inet_pton(AF_INET, text, raw.baseAddress) == 1 || inet_pton(AF_INET6, text, raw.baseAddress) == 1
        }
    }
}
