/// Any collection of bytes, read as ``ContiguousBytes``: in place when the collection has
/// contiguous storage (`[UInt8]`, `ArraySlice<UInt8>`, `ContiguousArray<UInt8>`,
/// `UnsafeRawBufferPointer`, Foundation's `Data`), else through one temporary copy that is
/// wiped before `withUnsafeBytes` returns, so that no card data or key material is left behind.
///
/// This is what lets the public byte initializers take `some Collection<UInt8>` without the core
/// importing Foundation (whose `ContiguousBytes` is not in the standard library).
struct CollectionBytes<Base: Collection>: ContiguousBytes where Base.Element == UInt8 {
    let base: Base

    init(_ base: Base) { self.base = base }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        if let result = try base.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        var copy = Array(base)
        defer { wipe(&copy) }
        return try copy.withUnsafeBytes(body)
    }
}
