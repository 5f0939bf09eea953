#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The metadata defaults read from the running system, once per process. A value the system
/// does not tell is left out, never invented.
enum SystemInfo {
    static let sdkIdentifier = "PaySeal/\(paySealVersion)"
    static let sdkCreator = "PaySeal"

    static let defaults: [String: String] = {
        var fields = ["appIdentifier": "UNKNOWN", "sdkIdentifier": sdkIdentifier, "sdkCreator": sdkCreator]
        #if hasFeature(Embedded)
        // In a page the system is the browser, which the module cannot see: the page sets
        // platformIdentifier and the rest from navigator and screen (the web build).
        return fields
        #else
        let system = uname()
        if let name = osName(system), let version = osVersion(system) { fields["platformIdentifier"] = "\(name)/\(version)" }
        if let machine = machine(system) { fields["deviceType"] = machine }
        if let brand = brand() { fields["deviceBrand"] = brand }
        return fields
        #endif
    }()

    #if !hasFeature(Embedded)
    private struct Uname { var sysname = "", release = "", machine = "" }

    private static func uname() -> Uname? {
        var name = utsname()
        guard callUname(&name) == 0 else { return nil }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return Uname(sysname: text(name.sysname), release: text(name.release), machine: text(name.machine))
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingWhitespace, !text.isEmpty else { return nil }
        return text
    }

    #if os(Linux)
    private static func osName(_ system: Uname?) -> String? { nonEmpty(system?.sysname) }
    private static func osVersion(_ system: Uname?) -> String? { nonEmpty(system?.release) }
    private static func machine(_ system: Uname?) -> String? { nonEmpty(system?.machine) }
    /// The firmware's system vendor, as the kernel exposes it (DMI); absent in many containers.
    private static func brand() -> String? { nonEmpty(readSmallFile("/sys/class/dmi/id/sys_vendor")) }
    #elseif canImport(Darwin)
    private static func osName(_ system: Uname?) -> String? {
        #if os(iOS)
        return "iOS"
        #elseif os(macOS)
        return "macOS"
        #elseif os(tvOS)
        return "tvOS"
        #elseif os(watchOS)
        return "watchOS"
        #elseif os(visionOS)
        return "visionOS"
        #else
        return nil
        #endif
    }
    private static func osVersion(_ system: Uname?) -> String? { sysctlString("kern.osproductversion") }
    private static func machine(_ system: Uname?) -> String? { sysctlString("hw.machine") ?? nonEmpty(system?.machine) }
    private static func brand() -> String? { "Apple" }

    private static func sysctlString(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
        return nonEmpty(String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self))
    }
    #else
    private static func osName(_ system: Uname?) -> String? { nonEmpty(system?.sysname) }
    private static func osVersion(_ system: Uname?) -> String? { nonEmpty(system?.release) }
    private static func machine(_ system: Uname?) -> String? { nonEmpty(system?.machine) }
    private static func brand() -> String? { nil }
    #endif

    /// The first 256 bytes of a file, or nil.
    private static func readSmallFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = fread(&buffer, 1, buffer.count, file)
        guard count > 0 else { return nil }
        return String(validating: buffer[0..<count], as: UTF8.self)
    }
    #endif
}

#if !hasFeature(Embedded)
private func callUname(_ name: UnsafeMutablePointer<utsname>) -> Int32 {
    #if canImport(Glibc)
    return Glibc.uname(name)
    #else
    return Darwin.uname(name)
    #endif
}
#endif

extension String {
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
