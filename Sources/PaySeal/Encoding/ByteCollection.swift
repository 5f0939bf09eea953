/// Any collection of bytes, read as ``ContiguousBytes``: in place when the collection has
/// contiguous storage (`[UInt8]`, `ArraySlice<UInt8>`, `ContiguousArray<UInt8>`,
/// `UnsafeRawBufferPointer`, Foundation's `Data`), else through one temporary copy that is
/// wiped before `withBytes` returns, so that no card data or key material is left behind.
///
/// This is what lets the public byte initializers take `some Collection<UInt8>` without the core
/// importing Foundation (whose `ContiguousBytes` is not in the standard library).
struct CollectionBytes<Base: Collection>: ContiguousBytes where Base.Element == UInt8 {
    let base: Base

    init(_ base: Base) { self.base = base }

    func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        // withContiguousStorageIfAvailable is `rethrows`: the body's error comes out through a Result.
        let inPlace: Result<R, E>? = base.withContiguousStorageIfAvailable { buffer in
            do throws(E) {
                return .success(try body(UnsafeRawBufferPointer(buffer)))
            } catch {
                return .failure(error)
            }
        }
        if let inPlace { return try inPlace.get() }
        var copy = Array(base)
        defer { wipe(&copy) }
        return try copy.withBytes(body)
    }
}
