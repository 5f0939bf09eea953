/// The calls of a session that holds its transport and metadata: labelled, as a Swift app calls
/// them, each sending with the session's ``Session/transport`` and ``Session/metadata`` so that no
/// call can forget the app identifier. The per-call forms (ClientAPITransport.swift) stay for
/// hosts that bring their own transport to each call.
extension Session {
    /// The platform's public key (GET crypto/publickey), fetched on the first call and kept for
    /// the session's life: every copy of the session shares it. A failed fetch is not kept.
    /// - Throws: ``PaySealError/Code/argument`` for a session without a transport, or when the
    ///   Client API answers an HTTP error (then ``PaySealError/clientAPIFailure`` says what it
    ///   answered); the transport's error when no answer came; the key's parse errors.
    public func publicKey() async throws(PaySealError.Thrown) -> PublicKey {
        let transport = try requiredTransport()
        let metadata = self.metadata
        return try await publicKeyCache.key { try await publicKey(using: transport, metadata: metadata) }
    }

    /// The products available in a context (GET products, without their fields), as a
    /// ``PaymentProductList``: in document order, ``PaymentProductList/sortedProducts`` in
    /// display order, and every account on file in ``PaymentProductList/accountsOnFile``.
    /// - Throws: as ``publicKey()``; the list's parse errors.
    public func paymentProducts(context: PaymentContext) async throws(PaySealError.Thrown) -> PaymentProductList {
        try PaymentProductList(json: try await fetch(.paymentProducts, context: context, metadata: metadata, try requiredTransport()))
    }

    /// One product with its fields (GET products/{id}).
    /// - Throws: as ``publicKey()`` (a product the context does not offer is HTTP 404); the
    ///   product's parse errors.
    public func paymentProduct(withID id: Int, context: PaymentContext) async throws(PaySealError.Thrown) -> PaymentProduct {
        try await paymentProduct(id, context, using: try requiredTransport(), metadata: metadata)
    }

    /// The IIN check of a card number (POST services/getIINdetails); `nil` when it has fewer than
    /// 6 digits (nothing is sent). Ask again when ``IIN/needsNewDetails(cardNumber:previousCardNumber:)``
    /// says so. An unknown bin (HTTP 404) is a result whose status is ``IINResult/Status/unknown``.
    /// - Throws: as ``publicKey()``; ``PaySealError/Code/argument`` for a card number with a
    ///   character other than digits, spaces and `-` (the message does not quote it).
    public func iinDetails(forCardNumber cardNumber: String, context: PaymentContext) async throws(PaySealError.Thrown) -> IINResult? {
        try await iinDetails(cardNumber, context, using: try requiredTransport(), metadata: metadata)
    }

    /// An empty payment request of this session for `product` (its values checked, unmasked and
    /// validated against the product).
    public func makePaymentRequest(for product: PaymentProduct) throws(PaySealError.Thrown) -> PaymentRequest {
        try PaymentRequest(clientSessionID: clientSessionID, product: product)
    }

    /// Encrypts `request` to the session's public key (``publicKey()``, fetched once) with the
    /// session's metadata: the two strings for the merchant's server.
    /// - Throws: as ``publicKey()``; ``PaySealError/Code/validation`` when the request fails its
    ///   product's validation (``PaymentRequest/validate(today:)`` lists the errors).
    public func prepare(_ request: PaymentRequest) async throws(PaySealError.Thrown) -> PreparedPaymentRequest {
        try request.prepare(with: try await publicKey(), metadata: metadata)
    }

    /// The URL of a product's logo: ``assetURL`` and the product's `displayHints.logo` joined by
    /// one `/`, or the logo as it is when it is already an `https://` or `http://` URL (some
    /// environments send those); `nil` when the product has no logo, or a relative one and the
    /// session no asset URL.
    public func logoURL(for product: PaymentProduct) -> String? {
        guard let logo = product.displayHints?.logo, !logo.isEmpty else { return nil }
        let lower = logo.prefix(8).lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return logo }
        guard !assetURL.isEmpty else { return nil }
        var base = Substring(assetURL)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/" + logo.drop { $0 == "/" }
    }

    func requiredTransport() throws(PaySealError.Thrown) -> any ClientAPITransport {
        guard let transport else {
            throw PaySealError(
                .argument,
                "the session has no transport: create it with one (or PaySealFoundation's, with an app identifier), or pass one with using:")
        }
        return transport
    }
}

/// The session's public key, fetched once: one fetch in flight, whose result every caller gets;
/// a failure is forgotten, so the next call fetches again. A caller whose task is cancelled stops
/// waiting at once with ``PaySealError/Code/cancelled``; the fetch goes on for the others (and
/// for the next call). The waiters sit behind a lock, not in an actor, so that a cancellation
/// resumes its caller right where it happens, without waiting for an executor.
final class PublicKeyCache: Sendable {
    private struct State {
        var key: PublicKey?
        var fetching = false
        var waiters: [Int: CheckedContinuation<PublicKey, any Error>] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    func key(_ fetch: @escaping @Sendable () async throws(PaySealError.Thrown) -> PublicKey) async throws(PaySealError.Thrown) -> PublicKey {
        if let key = state.withLock({ $0.key }) { return key }
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                enum Next {
                    case answered(Result<PublicKey, any Error>)
                    case wait, fetch
                }
                // A cancellation that came first finds no waiter: the flag is seen here instead.
                let next: Next = state.withLock { state in
                    if let key = state.key { return .answered(.success(key)) }
                    if Task.isCancelled { return .answered(.failure(PublicKeyCache.cancelled)) }
                    state.waiters[id] = continuation
                    if state.fetching { return .wait }
                    state.fetching = true
                    return .fetch
                }
                switch next {
                case let .answered(result): continuation.resume(with: result)
                case .wait: break
                case .fetch:
                    Task.detached {
                        let result: Result<PublicKey, any Error>
                        do { result = .success(try await fetch()) } catch { result = .failure(error) }
                        self.finish(result)
                    }
                }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(throwing: PublicKeyCache.cancelled)
        }
    }

    private func finish(_ result: Result<PublicKey, any Error>) {
        let waiting = state.withLock { state in
            state.fetching = false
            if case let .success(key) = result { state.key = key }
            defer { state.waiters = [:] }
            return state.waiters
        }
        for continuation in waiting.values { continuation.resume(with: result) }
    }

    static let cancelled = PaySealError(.cancelled, "the call was cancelled before the public key came")
}
