// The system backend's AES-256-CBC and HMAC-SHA-512, by OpenSSL (see Backend/CryptoBackend.swift).
#if os(Linux) && SystemCrypto && !PortableCrypto
import COpenSSL

extension CryptoBackend {
    /// HMAC-SHA-512(key, a || b || c || d) into `output` (64 bytes). A context per message (a
    /// copy of this thread's keyless one, ``OpenSSLThreadContexts/newHMACSHA512()``), freed (and
    /// so cleansed, with the copy of the key it keeps) before returning. Measured with callgrind,
    /// this costs less than keeping one context per thread and re-keying it with zeros after
    /// each use (29,200 against 32,200 instructions).
    static func hmacSHA512(
        key: UnsafeRawBufferPointer, _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer,
        _ c: UnsafeRawBufferPointer, _ d: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawBufferPointer
    ) throws {
        guard output.count >= 64 else { throw PaySealError(.argument, "HMAC-SHA-512 needs 64 bytes of output") }
        guard let context = OpenSSLThreadContexts.current.newHMACSHA512() else { throw OpenSSL.failure("HMAC-SHA-512 context") }
        defer { EVP_MAC_CTX_free(context) }
        let ok =
            EVP_MAC_init(context, key.baseAddress?.assumingMemoryBound(to: UInt8.self), key.count, nil) == 1
            && update(context, a) && update(context, b) && update(context, c) && update(context, d)
        guard ok else { throw OpenSSL.failure("HMAC-SHA-512") }
        var length = 0
        guard EVP_MAC_final(context, output.baseAddress?.assumingMemoryBound(to: UInt8.self), &length, 64) == 1, length == 64 else {
            throw OpenSSL.failure("HMAC-SHA-512")
        }
    }

    private static func update(_ context: OpaquePointer, _ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.isEmpty || EVP_MAC_update(context, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count) == 1
    }

    /// AES-256-CBC with PKCS#7 padding; returns the output size. A context per message, freed
    /// (and so cleansed of the key schedule) before returning: cheaper than re-keying a kept one
    /// with zeros (4,600 against 5,100 instructions, callgrind).
    static func aes256CBC(
        encrypt: Bool, key: UnsafeRawBufferPointer, iv: UnsafeRawBufferPointer,
        input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer
    ) throws -> Int {
        guard let context = EVP_CIPHER_CTX_new() else { throw OpenSSL.failure("EVP_CIPHER_CTX_new") }
        defer { EVP_CIPHER_CTX_free(context) }
        let keyPointer = key.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let ivPointer = iv.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let inPointer = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        let ok =
            EVP_CipherInit_ex2(context, OpenSSL.aes256CBC, keyPointer, ivPointer, encrypt ? 1 : 0, nil) == 1
            && EVP_CipherUpdate(context, out, &written, inPointer, Int32(input.count)) == 1
            && EVP_CipherFinal_ex(context, out.map { $0 + Int(written) }, &finalWritten) == 1
        guard ok else { throw OpenSSL.failure(encrypt ? "AES-256-CBC encryption" : "AES-256-CBC decryption") }
        return Int(written) + Int(finalWritten)
    }
}
#endif
