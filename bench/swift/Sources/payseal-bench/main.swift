// PaySeal's Swift API under the benchmark's protocol (see bench/README.md):
//   payseal-bench --op OP --bits B --threads T --seconds S --keys DIR --payload FILE [--turns R,W]
// Self-checks with PaySeal's PrivateKey, then runs the op for S seconds on T threads (Foundation
// threads, like the C programs' pthreads; keys shared, builders per thread) and prints one JSON line.
import Foundation
import PaySeal

// The inputs every implementation uses (bench/c/common.h).
let session = "f2a1c3e4b5d6478899aabbccddeeff00"
let values = [("cardNumber", "4012000033330026"), ("expiryDate", "1228"), ("cvv", "123"), ("cardholderName", "Wile E. Coyote")]
let metaApp = "com.example.shop/2.3", metaScreen = "1170x2532"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check failed: \(message)\n".utf8))
    exit(1)
}

func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok { fail(message()) }
}

var options = [
    "--op": "encrypt", "--bits": "2048", "--threads": "1", "--seconds": "1", "--keys": "Vectors/keys",
    "--payload": "bench/payload.json", "--turns": "",
]
let arguments = Array(CommandLine.arguments.dropFirst())
for index in stride(from: 0, to: arguments.count - 1, by: 2) {
    guard options[arguments[index]] != nil else { fail("unknown argument \(arguments[index])") }
    options[arguments[index]] = arguments[index + 1]
}
let op = options["--op"]!, bits = Int(options["--bits"]!)!, threads = Int(options["--threads"]!)!
let seconds = Double(options["--seconds"]!)!

func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return [UInt8](data)
}

let keyPath = "\(options["--keys"]!)/test-rsa-\(bits)"
let clientAPIResponse = read("\(keyPath).client-api.json")
let payload = read(options["--payload"]!)

func makeRequest() throws -> PaymentRequest {
    var request = try PaymentRequest(clientSessionID: session, paymentProductID: 1)
    for (key, value) in values { try request.setValue(value, forKey: key) }
    return request
}

func makeMetadata() throws -> DeviceMetadata {
    var metadata = DeviceMetadata()
    try metadata.set(metaApp, for: "appIdentifier")
    try metadata.set(metaScreen, for: "screenSize")
    return metadata
}

func checkMetadata(_ encoded: String) {
    guard let data = Data(base64Encoded: encoded),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    else { fail("metadata is not base64 JSON") }
    check(json["appIdentifier"] == metaApp && json["screenSize"] == metaScreen, "metadata lacks the overrides: \(json)")
}

func timeNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// A barrier and the per-thread rates.
final class Run: @unchecked Sendable {
    let condition = NSCondition()
    var waiting = 0, generation = 0, finished = 0
    var total = 0.0

    func barrier(_ parties: Int) {
        condition.lock()
        defer { condition.unlock() }
        let mine = generation
        waiting += 1
        if waiting == parties {
            waiting = 0
            generation += 1
            condition.broadcast()
        } else {
            while generation == mine { condition.wait() }
        }
    }

    func finish(rate: Double) {
        condition.lock()
        total += rate
        finished += 1
        condition.broadcast()
        condition.unlock()
    }
}

/// Runs the op made by `makeOp` (called once in each thread) on `threads` threads; total ops/s.
func runTimed(_ makeOp: @escaping @Sendable () throws -> () throws -> Void) -> Double {
    let run = Run()
    let warmup = min(0.2, seconds / 4)
    for _ in 0..<threads {
        let thread = Thread {
            do {
                let op = try makeOp()
                var end = timeNow() + warmup
                while timeNow() < end { try op() }
                run.barrier(threads)
                var count = 0
                let start = timeNow()
                var now = start
                end = start + seconds
                while now < end {
                    try op()
                    count += 1
                    now = timeNow()
                }
                run.finish(rate: Double(count) / (now - start))
            } catch {
                fail("operation failed: \(error)")
            }
        }
        thread.stackSize = 1 << 22
        thread.start()
    }
    run.condition.lock()
    while run.finished < threads { run.condition.wait() }
    run.condition.unlock()
    return run.total
}

/// One thread, in turns with another program over two pipes (`--turns R,W`; bench/c/common.h,
/// run_in_turns): the op's rate over this program's own slices of 20 ms.
func runInTurns(_ makeOp: () throws -> () throws -> Void, _ turns: String) throws -> Double {
    let fds = turns.split(separator: ",").compactMap { Int32($0) }
    guard fds.count == 2, threads == 1 else { fail("--turns takes R,W and one thread") }
    signal(SIGPIPE, SIG_IGN)  // the other program may be gone before our last token
    let op = try makeOp()
    let warmEnd = timeNow() + min(0.2, seconds / 4)
    while timeNow() < warmEnd { try op() }
    var count = 0, busy = 0.0, paired = true, token = UInt8(ascii: "t")
    while busy < seconds {
        paired = paired && read(fds[0], &token, 1) == 1
        let start = timeNow()
        var now = start
        repeat {
            try op()
            count += 1
            now = timeNow()
        } while now - start < 0.02
        busy += now - start
        paired = paired && write(fds[1], &token, 1) == 1
    }
    close(fds[1])
    return Double(count) / busy
}

do {
    let key = try PublicKey(clientAPIResponse: clientAPIResponse)
    let privateKey = try PrivateKey(parsing: read("\(keyPath).private.pem"))
    let ops: @Sendable () throws -> () throws -> Void
    switch op {
    case "encrypt":
        check(try privateKey.decrypt(try key.encrypt(payload)) == payload, "the JWE does not decrypt to the payload")
        ops = { { _ = try key.encrypt(payload) } }
    case "decrypt":
        let jwe = try key.encrypt(payload)
        check(try privateKey.decrypt(jwe) == payload, "decrypt gives another plaintext")
        ops = { { _ = try privateKey.decrypt(jwe) } }
    case "prepare":
        let prepared = try makeRequest().prepare(with: key, metadata: try makeMetadata())
        let plaintext = Data(try privateKey.decrypt(prepared.encryptedFields))
        guard let json = try JSONSerialization.jsonObject(with: plaintext) as? [String: Any],
            let nonce = json["nonce"] as? String, let entries = json["paymentValues"] as? [[String: String]]
        else {
            fail("unexpected payload")
        }
        check(
            json["clientSessionId"] as? String == session && json["paymentProductId"] as? Int == 1
                && nonce.count == 36 && nonce == nonce.lowercased() && UUID(uuidString: nonce) != nil
                && entries.map { [$0["key"]!, $0["value"]!] } == values.map { [$0.0, $0.1] }, "unexpected payload \(json)")
        checkMetadata(prepared.encodedClientMetaInfo)
        ops = {
            let request = try makeRequest(), metadata = try makeMetadata()
            return { _ = try request.prepare(with: key, metadata: metadata) }
        }
    case "parse-key":
        check(key.bits == bits && key.keyID == "payseal-test-rsa-\(bits)", "parse-key: bits or kid")
        ops = { { _ = try PublicKey(clientAPIResponse: clientAPIResponse) } }
    case "metadata":
        checkMetadata(try makeMetadata().encoded)
        ops = {
            let metadata = try makeMetadata()
            return { _ = metadata.encoded }
        }
    default:
        fail("unknown op \(op)")
    }
    let turns = options["--turns"]!
    let rate = turns.isEmpty ? runTimed(ops) : try runInTurns(ops, turns)
    print("{\"impl\":\"swift\",\"op\":\"\(op)\",\"bits\":\(bits),\"threads\":\(threads),\"ops_per_sec\":\(String(format: "%.1f", rate)),\"check\":\"ok\"}")
} catch {
    fail("\(error)")
}
