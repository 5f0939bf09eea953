import PaySeal

/// A session that sends with `URLSession`, for an app: the one initializer it needs, with the app
/// identifier the platform expects in every request's metadata.
extension Session {
    /// A session that sends its requests with `transport` (a ``URLSessionTransport`` with its
    /// defaults unless given) and the detected device metadata with `appIdentifier` set, such as
    /// `"com.example.shop/2.3"`.
    /// - Throws: as PaySeal's `Session(clientSessionID:customerID:clientAPIURL:assetURL:)`;
    ///   `PaySealError.Code.limit` for an app identifier over `Limits.maximumMetadataValue`
    ///   bytes. (In code voice: DocC links no symbol of another module.)
    public init(
        clientSessionID: String, customerID: String, clientAPIURL: String, assetURL: String,
        appIdentifier: String, transport: URLSessionTransport = URLSessionTransport()
    ) throws {
        var metadata = DeviceMetadata()
        try metadata.set(appIdentifier, for: "appIdentifier")
        try self.init(
            clientSessionID: clientSessionID, customerID: customerID, clientAPIURL: clientAPIURL, assetURL: assetURL,
            transport: transport, metadata: metadata)
    }
}
