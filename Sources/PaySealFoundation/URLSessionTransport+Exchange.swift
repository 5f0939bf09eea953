import Foundation
import PaySeal

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request of ``URLSessionTransport`` through URLSession (on Linux, through a session other
/// than the default one, which ``CurlExchange`` serves), from its data task's start to the first of its endings:
/// the whole answer, a body over the limit, the deadline, the caller's cancellation, or an error
/// URLSession reported. The caller hears of that first ending only and at once; a data task still
/// running is then cancelled (not on Linux: see ``end(_:cancelsTask:)``), and whatever URLSession
/// still delivers for it is dropped.
final class Exchange: Sendable {
    /// How an exchange ends other than with an answer or URLSession's own error.
    enum Ending: Error {
        /// The body is over `limit` bytes: declared so by its Content-Length, or counted as it came.
        case bodyTooLarge(declaredLength: Int64?)
        /// The answer declares two different lengths (its Content-Length values, up to a few):
        /// which one frames the body is unknowable, and a request smuggled after it would be
        /// read as the next answer (RFC 9112, section 6.3).
        case conflictingContentLength([String])
        case deadlinePassed
        case cancelled
    }

    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var task: URLSessionDataTask?
        /// The ending, when it came before the continuation did (a cancellation before the start).
        var earlyEnding: Result<(Data, URLResponse), any Error>?
        var ended = false
        var response: URLResponse?
        var body = Data()
    }

    /// The most body bytes kept (decoded, as URLSession hands them over).
    let limit: Int
    private let state = Locked(State())
    /// Where the deadline fires and (on Apple platforms) the data task is cancelled: a serial
    /// queue of its own, which gets a thread even when the global queues are busy (their threads
    /// are as many as the cores), and where a cancel() that waits holds up nothing else.
    private let queue = DispatchQueue(label: "PaySeal.URLSessionTransport.exchange")

    init(limit: Int) {
        self.limit = limit
    }

    /// The answer to `request`, or the error it ended with: an ``Ending`` or URLSession's error.
    func run(_ request: URLRequest, on session: URLSession, seconds: Double) async throws -> (Data, URLResponse) {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let router = session.delegate as? ResponseRouter
                let task: URLSessionDataTask
                if router != nil {
                    task = session.dataTask(with: request)
                } else {
                    // A session of the app's own: its delegate is the app's, so URLSession collects
                    // the body itself and it is measured once it is in.
                    task = session.dataTask(with: request) { body, response, error in
                        self.completed(body: body ?? Data(), response: response, error: error)
                    }
                }
                guard begin(task, continuation) else { return }
                router?.route(task, to: self)
                // A plain closure, not a DispatchWorkItem cancelled when the exchange ends: such a
                // work item (its block and dispatch group) is what LeakSanitizer found leaked at a
                // test process's exit. At the deadline an exchange that has ended ignores it, and
                // one that is gone is nil.
                queue.asyncAfter(deadline: .now() + seconds) { [weak self] in
                    self?.end(.failure(Ending.deadlinePassed), cancelsTask: true)
                }
                task.resume()
            }
        } onCancel: {
            end(.failure(Ending.cancelled), cancelsTask: true)
        }
    }

    /// Keeps what ``end(_:)`` needs; false when the exchange ended before it began (the caller
    /// cancelled first), after resuming the continuation with that ending.
    private func begin(
        _ task: URLSessionDataTask,
        _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
    ) -> Bool {
        let earlyEnding = state.withLock { state -> Result<(Data, URLResponse), any Error>? in
            if let ending = state.earlyEnding { return ending }
            state.continuation = continuation
            state.task = task
            return nil
        }
        guard let earlyEnding else { return true }
        continuation.resume(with: earlyEnding)
        return false
    }

    /// Ends the exchange, if nothing ended it before: the caller gets `ending` and the body kept so
    /// far is let go. `cancelsTask` is true only where the exchange itself stops a data task that
    /// is still running (the limit counted in the body, the deadline, the caller's cancellation):
    /// FoundationNetworking traps ("a task that in not in the registry") when cancel() reaches a
    /// task that has completed or that a `.cancel` disposition has already ended.
    func end(_ ending: Result<(Data, URLResponse), any Error>, cancelsTask: Bool = false) {
        typealias Taken = (CheckedContinuation<(Data, URLResponse), any Error>?, URLSessionDataTask?)
        let (continuation, task) = state.withLock { state -> Taken in
            guard !state.ended else { return (nil, nil) }
            state.ended = true
            state.body = Data()
            guard let continuation = state.continuation else {
                state.earlyEnding = ending
                return (nil, nil)
            }
            let taken = (continuation, state.task)
            state.continuation = nil
            state.task = nil
            return taken
        }
        continuation?.resume(with: ending)
        #if canImport(FoundationNetworking)
        // Never cancelled on Linux: FoundationNetworking (Swift 6.3) traps when a cancellation
        // races the task's own ending ("a task that in not in the registry": cancel() schedules a
        // report that finds the task gone if the transfer ended in between, as when the server
        // closes the connection just after a deadline). The task runs on, what it still receives
        // is dropped, and it ends when the server closes or at URLSession's own timeout.
        _ = (cancelsTask, task)
        #else
        if cancelsTask, let task {
            // Not here: cancel() may wait for the session's work queue, which a body streaming in
            // keeps busy, and on the delegate queue that wait would hold up the callbacks that
            // drop what still arrives (their chunks would pile up in memory).
            queue.async { task.cancel() }
        }
        #endif
    }

    /// The status and headers: a Content-Length over the limit ends the exchange before any of
    /// the body. False when the exchange has ended (the response is then not wanted).
    func received(_ response: URLResponse) -> Bool {
        let wanted = state.withLock { state in
            if !state.ended { state.response = response }
            return !state.ended
        }
        guard wanted else { return false }
        // FoundationNetworking joins a header sent twice into one value, "13, 16".
        let lengths = ((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Length") ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard Set(lengths).count <= 1 else {
            end(.failure(Ending.conflictingContentLength(lengths)))
            return false
        }
        guard response.expectedContentLength <= Int64(limit) else {
            // Not cancelled here: the `.cancel` disposition this leads to ends the data task.
            end(.failure(Ending.bodyTooLarge(declaredLength: response.expectedContentLength)))
            return false
        }
        return true
    }

    /// A piece of the body, kept while the body stays within the limit.
    func received(_ data: Data) {
        let over = state.withLock { state in
            guard !state.ended else { return false }
            guard data.count <= limit - state.body.count else { return true }
            state.body.append(data)
            return false
        }
        if over { end(.failure(Ending.bodyTooLarge(declaredLength: nil)), cancelsTask: true) }
    }

    /// The end of the data task as the session's delegate hears of it.
    func completed(response: URLResponse?, error: (any Error)?) {
        if let error { return end(.failure(error)) }
        let (body, kept) = state.withLock { state in (state.body, state.response) }
        guard let response = response ?? kept else { return end(.failure(URLError(.badServerResponse))) }
        end(.success((body, response)))
    }

    /// The end of the data task as a completion handler hears of it, with the whole body.
    private func completed(body: Data, response: URLResponse?, error: (any Error)?) {
        if let error { return end(.failure(error)) }
        guard let response else { return end(.failure(URLError(.badServerResponse))) }
        guard body.count <= limit else { return end(.failure(Ending.bodyTooLarge(declaredLength: nil))) }
        end(.success((body, response)))
    }
}

/// The delegate of the sessions ``URLSessionTransport`` makes: hands each data task's response
/// and body to its exchange as they arrive (so that no more than the limit is ever kept), and
/// answers every redirect with "do not follow", so URLSession hands back the 3xx response.
final class ResponseRouter: NSObject, URLSessionDataDelegate, Sendable {
    /// The dispatch queue under the session's delegate queue, kept here: an operation queue holds
    /// its underlying queue unowned.
    private let dispatchQueue = DispatchQueue(label: "PaySeal.URLSessionTransport.delegate")

    /// The delegate queue of the session: one at a time (as URLSession's own default), on a serial
    /// dispatch queue of the router's rather than the global ones, which other work can keep busy
    /// for seconds while an answer waits.
    func delegateQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = dispatchQueue
        return queue
    }

    /// The running exchanges by task identifier (unique within a session, and a router serves one
    /// session).
    private let exchanges = Locked<[Int: Exchange]>([:])

    func route(_ task: URLSessionTask, to exchange: Exchange) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    private func exchange(of task: URLSessionTask) -> Exchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let wanted = exchange(of: dataTask)?.received(response) ?? false
        completionHandler(wanted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(of: dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.completed(response: task.response, error: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
