extension PaySealError {
    #if hasFeature(Embedded)
    /// ``PaySealError`` itself: Embedded Swift has no `any Error` (the web build).
    public typealias Thrown = PaySealError
    #else
    /// The error type a core function that throws only ``PaySealError`` names in its signature,
    /// `throws(PaySealError.Thrown)`: `any Error`, which is plain `throws`, so the API and its
    /// callers' `catch` clauses are as they were; in Embedded Swift, which has no `any Error`, it
    /// is ``PaySealError`` itself (the web build, `bindings/web/README.md`).
    public typealias Thrown = any Error
    #endif
}

extension PaySealError {
    /// The ``PaySealError`` a `throws(PaySealError.Thrown)` call threw: itself in Embedded Swift,
    /// else the error cast (`nil` for another error, which the core never throws).
    package static func thrown(_ error: Thrown) -> PaySealError? {
        #if hasFeature(Embedded)
        error
        #else
        error as? PaySealError
        #endif
    }
}
