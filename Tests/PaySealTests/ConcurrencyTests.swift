import Foundation
import Synchronization
import Testing
@testable import PaySeal

@Suite("Concurrency")
struct ConcurrencyTests {
    /// 8 threads share one public and one private key; 10,000 encrypt + decrypt in all, every
    /// result checked. Run under --sanitize=thread in CI. Real threads, not tasks: the
    /// cooperative pool would give only as many threads as cores.
    @Test func eightThreadsShareOneKeyPair() {
        let threads = 8, perThread = 10_000 / 8
        let failures = Atomic<Int>(0)
        let done = DispatchGroup()
        for thread in 0..<threads {
            done.enter()
            Thread {
                defer { done.leave() }
                for round in 0..<perThread {
                    let plaintext = Array("thread \(thread) round \(round) 4012000033330026".utf8)
                    do {
                        let jwe = try TestKeys.public2048.encrypt(plaintext)
                        if try TestKeys.private2048.decrypt(jwe) != plaintext { failures.add(1, ordering: .relaxed) }
                    } catch {
                        failures.add(1, ordering: .relaxed)
                    }
                }
            }.start()
        }
        done.wait()
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}
