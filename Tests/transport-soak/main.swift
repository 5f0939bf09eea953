import Foundation
import PaySeal
import PaySealFoundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// `transport-soak HOSTILE_SCRIPT`: URLSessionTransport's timeout bounds the whole exchange and
// everything it leaves behind. Against Tests/client-api-stub/hostile_client_api.py in its by-path
// mode on 127.0.0.1 (one port serves a byte a second, headers then nothing, no answer at all, the
// whole answer a byte a second, and a healthy answer), this process:
//
// 1. sends 200 exchanges to the slow modes with a 0.3 s timeout, 10 at a time, each through a new
//    URLSessionTransport (the default session, as an app's transports share it); each must fail
//    "timed out" within 0.3 + 0.5 s;
// 2. after each group of 10, waits for its threads (/proc/self/task) and its sockets
//    (/proc/self/fd) to be back to what they were before: within 1 s, or it fails;
// 3. then sends 3 requests to the healthy path of the same host and port through a new transport:
//    each must be answered (the server counts those that reached it);
// 4. checks the resident memory (VmRSS) grew by at most 1 MiB over the 200, and that the server
//    saw every slow connection closed within the timeout + 1 s of its opening.
//
// It prints the figures and exits 1 naming each check that failed.

let timeout = 0.3
let exchanges = 200
let together = 10
let slowModes = ["trickle", "stall", "silent", "drip"]

var failures: [String] = []
@MainActor func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { failures.append(what()) }
}

/// The hostile server, and the lines it prints (one per connection, as each ends).
final class Server: @unchecked Sendable {
    let port: Int
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var lines: [String] = []
    private var pending = Data()

    init(script: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script, "by-path", "--size", "100", "--max-connections", "1000", "--seconds", "300",
            "--until-stdin-closes",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var read = Data()
        while !read.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            read += chunk
        }
        let end = read.firstIndex(of: UInt8(ascii: "\n")) ?? read.endIndex
        guard let port = Int(String(decoding: read[..<end], as: UTF8.self)) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the server did not start"])
        }
        self.port = port
        pending = end < read.endIndex ? Data(read[(end + 1)...]) : Data()
    }

    /// Stops the server and returns its report lines, parsed.
    func stop() -> [JSONValue] {
        try? input.fileHandleForWriting.close()
        let printed = pending + output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { try? JSONValue.parse(Array($0.utf8)) }
    }

    func request(_ mode: String) throws -> ClientAPIRequest {
        try Session(
            clientSessionID: "payseal-soak-session", customerID: "customer 1",
            clientAPIURL: "http://127.0.0.1:\(port)/\(mode)", assetURL: ""
        ).request(.publicKey, context: nil)
    }
}

/// A line on standard output at once (unbuffered, so that it is out should the process trap).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func entries(_ directory: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
}

var threadCount: Int { entries("/proc/self/task").count }
var socketCount: Int {
    entries("/proc/self/fd").filter { ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) ?? "").hasPrefix("socket:") }.count
}
var residentBytes: Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0) * 1024
}

/// Sends one request that must time out; returns how long it took, or why it did not.
nonisolated func timedOut(_ request: ClientAPIRequest, timeout: Double) async -> Result<Double, Failed> {
    let started = ContinuousClock.now
    do {
        let (status, _) = try await URLSessionTransport(timeout: timeout).send(request)
        return .failure(Failed("answered HTTP \(status)"))
    } catch let failure as PaySealError where failure.code == .noAnswer {
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard failure.message.hasSuffix("timed out after \(timeout) seconds") else { return .failure(Failed(failure.message)) }
        return .success(seconds)
    } catch {
        return .failure(Failed("\(error)"))
    }
}

struct Failed: Error { let why: String; init(_ why: String) { self.why = why } }

/// Sends `count` slow exchanges, `together` at a time; after each group, the longest exchange and
/// how long the threads and sockets took to be back to `baseline`.
@MainActor func slowGroups(_ server: Server, count: Int, baseline: (threads: Int, sockets: Int)) async throws -> (longest: Double, settled: Double) {
    var longest = 0.0, settledMax = 0.0
    for group in 0..<(count / together) {
        let requests = try (0..<together).map { try server.request(slowModes[(group * together + $0) % slowModes.count]) }
        let results = await withTaskGroup(of: Result<Double, Failed>.self) { tasks in
            for request in requests { tasks.addTask { await timedOut(request, timeout: timeout) } }
            var all: [Result<Double, Failed>] = []
            for await result in tasks { all.append(result) }
            return all
        }
        let ended = ContinuousClock.now
        for result in results {
            switch result {
            case .success(let seconds):
                longest = max(longest, seconds)
                check(seconds <= timeout + 0.5, "an exchange took \(seconds) s with a \(timeout) s timeout")
            case .failure(let failed): failures.append("a slow exchange did not time out: \(failed.why)")
            }
        }
        // Back to the baseline within 1 s, or not.
        var settled: Double?
        while settled == nil {
            let waited = ended.duration(to: .now)
            let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
            if threadCount <= baseline.threads && socketCount <= baseline.sockets {
                settled = seconds
            } else if seconds > 1 {
                failures.append(
                    "group \(group): \(threadCount) threads (baseline \(baseline.threads)) and \(socketCount) sockets (baseline \(baseline.sockets)) 1 s after its exchanges ended"
                )
                settled = seconds
            } else {
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        settledMax = max(settledMax, settled ?? 0)
    }
    return (longest, settledMax)
}

@MainActor func healthy(_ server: Server, count: Int) async throws -> Int {
    var answered = 0
    for _ in 0..<count {
        do {
            let (status, body) = try await URLSessionTransport(timeout: 5).send(try server.request("healthy"))
            if status == 200 && body == Array(#"{"healthy":true}"#.utf8) + [10] { answered += 1 }
        } catch {
            failures.append("a healthy request failed: \(error)")
        }
    }
    return answered
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: transport-soak HOSTILE_SCRIPT\n".utf8))
    exit(2)
}
let server = try Server(script: CommandLine.arguments[1])
// Warm up: the pools of Swift concurrency and dispatch, the allocator's arenas.
_ = try await healthy(server, count: 2)
_ = try await slowGroups(server, count: together, baseline: (Int.max, Int.max))
try await Task.sleep(for: .seconds(1.5))
// After the warm-up: the pools' threads are made, and so is URLSessionTransport.defaultSession
// (its libcurl multi handle keeps a socket pair to wake itself).
let baseline = (threads: threadCount, sockets: socketCount)
let residentBefore = residentBytes
let started = ContinuousClock.now
let (longest, settled) = try await slowGroups(server, count: exchanges, baseline: baseline)
let slowTime = started.duration(to: .now).components.seconds
let residentGrowth = residentBytes - residentBefore
let answered = try await healthy(server, count: 3)
// Printed before the server stops, as the server's closing of what is still open is itself a test.
say(
    """
    transport-soak: \(exchanges) exchanges timed out (\(timeout) s, \(together) at a time) in \(slowTime) s; the longest took \(String(format: "%.3f", longest)) s
      threads and sockets back to the baseline (\(baseline.threads) threads, \(baseline.sockets) sockets) within \(String(format: "%.3f", settled)) s of each group
      now: \(threadCount) threads, \(socketCount) sockets
      healthy requests afterwards: \(answered) of 3 answered
      resident memory growth over the \(exchanges): \(residentGrowth / 1024) KiB
    """)
let reports = server.stop()

let slowReports = reports.filter { slowModes.contains($0["mode"]?.stringValue ?? "") }
let lifetimes = slowReports.compactMap { report -> Double? in
    if case .number(let seconds)? = report["seconds"] { return Double(seconds) }
    return nil
}
let longLived = lifetimes.filter { $0 > timeout + 1 }.count
let stillOpen = slowReports.filter { $0["end"]?.stringValue == "stopped" }.count
let healthyReached = reports.filter { $0["mode"]?.stringValue == "healthy" }.count
check(answered == 3, "\(answered) of 3 healthy requests after the slow exchanges were answered")
check(longLived == 0, "\(longLived) slow connections stayed open longer than \(timeout + 1) s")
check(stillOpen == 0, "\(stillOpen) slow connections were still open when the server stopped")
check(residentGrowth <= 1 << 20, "resident memory grew by \(residentGrowth) bytes over \(exchanges) exchanges")
check(slowReports.count >= exchanges, "the server saw \(slowReports.count) of the \(exchanges + together) slow requests")

say(
    """
      slow connections the server saw: \(slowReports.count), the longest open \(String(format: "%.3f", lifetimes.max() ?? 0)) s, \(longLived) over \(timeout + 1) s, \(stillOpen) still open when it stopped
      healthy requests that reached the server: \(healthyReached) (2 of them in the warm-up)
    """)
if !failures.isEmpty {
    say("transport-soak: FAILED")
    for failure in failures.prefix(20) { say("  " + failure) }
    if failures.count > 20 { say("  … and \(failures.count - 20) more") }
    exit(1)
}
say("transport-soak: passed")
