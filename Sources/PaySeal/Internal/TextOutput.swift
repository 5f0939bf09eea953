/// Where an output text (a JWE, a base64 string) is written: the producer knows the length first,
/// then writes the bytes in place. Swift callers get a `String` built in its own storage; the C
/// ABI gets an ``OwnedBuffer`` it hands over as it is. Either way the text is written once, with no
/// intermediate copy.
package struct TextOutput<Result> {
    package let make: (_ count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) throws(PaySealError.Thrown) -> Result
}

extension TextOutput where Result == String {
    /// Only for ASCII text (what PaySeal encodes is base64 and dots).
    package static var string: TextOutput<String> {
        TextOutput { count, write in
            String(unsafeUninitializedCapacity: count) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                write(base)
                return count
            }
        }
    }
}

extension TextOutput where Result == OwnedBuffer {
    package static var ownedBuffer: TextOutput<OwnedBuffer> {
        TextOutput { (count, write) throws(PaySealError.Thrown) in
            guard let buffer = OwnedBuffer(capacity: count), let base = buffer.pointer else {
                throw PaySealError(.noMemory, "out of memory for the output")
            }
            write(base)
            return buffer
        }
    }
}
