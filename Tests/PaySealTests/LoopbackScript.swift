import Foundation

/// A Python script of Tests/client-api-stub/ run for one test: it listens on 127.0.0.1 on a port
/// the OS picks and prints that port as its first line; closing its standard input stops it.
final class LoopbackScript {
    let port: Int
    private let process: Process
    private let input: Pipe
    private let output: Pipe
    /// What the script printed after the port, while the port was read.
    private var rest: Data

    /// Starts Tests/client-api-stub/`name` with `arguments` and reads its port.
    init(_ name: String, arguments: [String]) throws {
        let script = URL(fileURLWithPath: vectorsDirectory).deletingLastPathComponent()
            .appendingPathComponent("Tests/client-api-stub/\(name)").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        input = Pipe()
        output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first line is the port; an empty read means the script exited (its error is on stderr).
        var read = Data()
        while !read.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            read += chunk
        }
        let lineEnd = read.firstIndex(of: UInt8(ascii: "\n")) ?? read.endIndex
        rest = read.endIndex > lineEnd ? Data(read[(lineEnd + 1)...]) : Data()
        guard let port = Int(String(decoding: read[..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)),
            (1...65535).contains(port)
        else {
            process.terminate()
            throw ScriptError(message: "\(name) did not start (python3 \(script)); output: \(String(decoding: read, as: UTF8.self))")
        }
        self.port = port
    }

    /// Stops the script, waits for it, and returns the lines it printed after the port.
    @discardableResult
    func stop() -> [String] {
        try? input.fileHandleForWriting.close()
        let printed = rest + output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    struct ScriptError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
