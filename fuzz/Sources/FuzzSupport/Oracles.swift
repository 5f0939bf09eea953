// Shared by every fuzz target: the driver entry, the failure report, the error oracle and the
// input splitter.
import CFuzz
import Foundation
import PaySeal

#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer with `testOneInput` (a `@convention(c)` function, normally the target's
/// `LLVMFuzzerTestOneInput`). Called from each target's `@main`.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    let status = cfuzz_run(CommandLine.argc, CommandLine.unsafeArgv, testOneInput)
    exit(status)
}

/// An oracle failed: print what and why, then abort so that libFuzzer records the input as a
/// crash (it catches the signal and writes the crash-<sha1> file).
public func oracleFailure(_ what: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    let text = "PAYSEAL-FUZZ ORACLE FAILURE (\(file):\(line)): \(what)\n"
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
    abort()
}

public func require(
    _ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { oracleFailure(what(), file: file, line: line) }
}

/// Whether `haystack` contains `needle` as a contiguous byte run.
public func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    let first = needle[0]
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
        if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
        index += 1
    }
    return false
}

/// The error oracle. Every error must be a PaySealError with a non-empty message; when
/// `secret` (the key, the token, a payment value...) is longer than 16 bytes the message must
/// not contain it. Returns the PaySealError for further checks.
@discardableResult
public func checkError(_ error: any Error, secrets: [[UInt8]] = [], file: StaticString = #fileID, line: UInt = #line) -> PaySealError {
    guard let error = error as? PaySealError else {
        oracleFailure("a non-PaySealError error was thrown: \(type(of: error)) \(error)", file: file, line: line)
    }
    require(!error.message.isEmpty, "PaySealError \(error.code.statusName) with an empty message", file: file, line: line)
    require(error.message.utf8.count < 2048, "PaySealError message of \(error.message.utf8.count) bytes", file: file, line: line)
    require(
        !hasRawControlOrFormat(error.message), "a raw control or format character in the message: \(error.message.debugDescription)",
        file: file, line: line)
    let message = Array(error.message.utf8)
    for secret in secrets where secret.count > 16 {
        require(
            !contains(message, secret), "the error message contains the input (\(secret.count) bytes): \(error.message)",
            file: file, line: line)
    }
    return error
}

/// The message of the uniform decryption failure, learnt from the first one seen: every later
/// `.decrypt` error must carry exactly the same message.
nonisolated(unsafe) private var uniformDecryptMessage: String?

public func checkUniformDecryptError(_ error: PaySealError, file: StaticString = #fileID, line: UInt = #line) {
    guard error.code == .decrypt else { return }
    if let known = uniformDecryptMessage {
        require(known == error.message, "two different .decrypt messages: \"\(known)\" and \"\(error.message)\"", file: file, line: line)
    } else {
        uniformDecryptMessage = error.message
    }
}

/// Splits fuzzer input into fields separated by 0x00. Inside a field, C0 80 stands for a NUL
/// byte. A field that starts with FF FE H L stands for the rest of the field repeated to
/// (H << 8 | L) bytes ("x" when the rest is empty), so that the size limits (4 KiB values,
/// 64 KiB keys) are reachable with short inputs.
public struct Fields {
    public private(set) var fields: [[UInt8]]
    private var position = 0

    public init(_ bytes: ArraySlice<UInt8>) {
        fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { Fields.expand(Array($0)) }
    }

    static func expand(_ raw: [UInt8]) -> [UInt8] {
        // C0 80 (the "modified UTF-8" NUL, invalid UTF-8 otherwise) stands for a NUL byte.
        var field = raw
        if raw.contains(0xC0) {
            field = []
            field.reserveCapacity(raw.count)
            var index = 0
            while index < raw.count {
                if raw[index] == 0xC0, index + 1 < raw.count, raw[index + 1] == 0x80 {
                    field.append(0)
                    index += 2
                } else {
                    field.append(raw[index])
                    index += 1
                }
            }
        }
        guard field.count >= 4, field[0] == 0xFF, field[1] == 0xFE else { return field }
        let length = Int(field[2]) << 8 | Int(field[3])
        let pattern = field.count > 4 ? Array(field[4...]) : [UInt8(ascii: "x")]
        // Doubling, not one append per repetition: a 64 KiB field of a 1-byte pattern took 65,535
        // instrumented appends, and decoding the input was 88% of mask-edit's time.
        // Reserving exactly the length keeps a 64 KiB field out of ASan's mmap-backed allocator.
        var out = Array(pattern.prefix(length))
        out.reserveCapacity(length)
        while out.count < length { out.append(contentsOf: out.prefix(length - out.count)) }
        return out
    }

    public var isAtEnd: Bool { position >= fields.count }

    public mutating func next() -> [UInt8]? {
        guard position < fields.count else { return nil }
        defer { position += 1 }
        return fields[position]
    }
}

/// A Swift String from fuzzer bytes (invalid UTF-8 repaired to U+FFFD, as every host language
/// binding must do before it reaches PaySeal's String API).
public func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Whether a key id holds a Unicode control character (Cc), which PaySeal refuses in key ids.
public func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
}

/// Whether text holds a character that must not appear raw in a message (it would reach a log).
public func hasRawControlOrFormat(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        // ASCII (most of every message) without the property lookup, a tenth of the slower
        // targets' time: its only Cc are 0x00-0x1F and 0x7F, and it has no Cf, Zl or Zp.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {  // a switch: an array literal was allocated per scalar
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

/// Reads a whole file, or nil.
public func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count <= 0 { break }
        result.append(contentsOf: buffer[0..<count])
    }
    return result
}

/// The directory of this executable (from /proc/self/exe), or nil.
public func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
}

/// Finds a repository file: $PAYSEAL_FUZZ_ROOT/<relative>, then relative to this source file
/// (fuzz/Sources/FuzzSupport -> repository root), to the executable
/// (<root>/.build-fuzz/<config>/<target>) and to the working directory.
public func locateRepositoryFile(_ relative: String, sourceFile: String = #filePath) -> String? {
    var candidates: [String] = []
    if let root = getenv("PAYSEAL_FUZZ_ROOT") { candidates.append(String(cString: root) + "/" + relative) }
    if let slash = sourceFile.range(of: "/fuzz/Sources/", options: .backwards) {
        candidates.append(String(sourceFile[..<slash.lowerBound]) + "/" + relative)
    }
    if let directory = executableDirectory() {
        candidates.append(directory + "/../../" + relative)
        candidates.append(directory + "/../../../" + relative)
    }
    candidates += [relative, "../" + relative]
    return candidates.first { access($0, R_OK) == 0 }
}

/// Whether every byte is in the base64 (standard or url) alphabet, '=' or '.'.
public func isBase64Text(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.allSatisfy { byte in
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ".")
    }
}

/// Whether a UTF-16 offset (within the text) is on a character boundary.
public func isBoundary(_ text: String, _ offset: Int) -> Bool {
    guard offset <= text.utf16.count else { return false }
    return text.utf16.index(text.utf16.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) != nil
}
