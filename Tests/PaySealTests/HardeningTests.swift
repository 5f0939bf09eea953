import Testing

@testable import PaySeal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs an attacker controls: work linear in their size, key ids and messages that cannot
/// smuggle control characters, limits enforced where the input arrives.
@Suite("Hardening")
struct HardeningTests {
    /// A protected header `{"alg":"RSA-OAEP","enc":"A256CBC-HS512","…":0,…}` with `count` distinct
    /// three-character member names, as base64url.
    static func header(members count: Int) -> [UInt8] {
        // 91 printable ASCII characters that need no JSON escape: 91^3 = 753,571 names.
        let alphabet = Array((0x23...0x7E).filter { $0 != 0x5C }.map(UInt8.init))
        let base = alphabet.count
        var json = Array(#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512""#.utf8)
        json.reserveCapacity(json.count + count * 8 + 1)
        for index in 0..<count {
            json += [UInt8(ascii: ","), UInt8(ascii: "\"")]
            json += [alphabet[index / (base * base) % base], alphabet[index / base % base], alphabet[index % base]]
            json += Array("\":0".utf8)
        }
        json.append(UInt8(ascii: "}"))
        return Array(Base64.encode(json, .url).utf8)
    }

    /// The 2 MiB JWE of the review: 196,602 distinct member names and four empty parts. Quadratic
    /// duplicate detection took 318 s of CPU for it; linear parsing takes well under a second,
    /// so the bound below (far above linear, far below quadratic, even under sanitizers) cannot
    /// be met by a quadratic reader.
    @Test func aTwoMebibyteHeaderIsRefusedInLinearTime() throws {
        let jwe = Self.header(members: 196_602) + Array("....".utf8)
        #expect(jwe.count <= Limits.maximumJWE)
        #expect(jwe.count > Limits.maximumJWE - 64)
        let start = ContinuousClock.now
        let error = #expect(throws: PaySealError.self) { try TestKeys.private2048.decrypt(jwe) }
        let elapsed = ContinuousClock.now - start
        #expect(error?.code == .jweFormat || error?.code == .decrypt)
        #expect(elapsed < .seconds(30), "parsing took \(elapsed)")
    }

    /// A protected header whose `kid` is `a\n` `pairs` times: one escape every three bytes.
    static func escapedKidHeader(pairs: Int) -> [UInt8] {
        Array(#"{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":""#.utf8)
            + Array(repeating: Array(#"a\n"#.utf8), count: pairs).joined() + Array(#""}"#.utf8)
    }

    /// Decoding each escape by appending to a String copied the string so far: reading a
    /// header of many escapes was quadratic (7.5 s for the 2 MiB token's header in a debug
    /// build, 4.5 s for a 1.6 MB one in release). Linear reading takes about 2.5 times as long
    /// for 4 times the escapes; the quadratic reader took 15 times as long, so about 60 times
    /// for 8 times. A ratio, so that it holds under sanitizers and on slow machines; the
    /// thread's CPU time, not the wall clock, because the other tests run in parallel (a
    /// wall-clock ratio once reached 11.6 for 4 times the escapes under AddressSanitizer on two
    /// cores); the two sizes measured in turn and the fastest of seven runs each, against noise.
    @Test func aHeaderStringOfManyEscapesIsReadInLinearTime() throws {
        let largest = ((Limits.maximumJWE - 4) / 4 * 3 - Self.escapedKidHeader(pairs: 0).count) / 3
        let eighthHeader = Self.escapedKidHeader(pairs: largest / 8), wholeHeader = Self.escapedKidHeader(pairs: largest)
        let jwe = Array(Base64.encode(wholeHeader, .url).utf8) + Array("....".utf8)
        #expect(jwe.count <= Limits.maximumJWE && jwe.count > Limits.maximumJWE - 64)
        let error = #expect(throws: PaySealError.self) { try TestKeys.private2048.decrypt(jwe) }
        #expect(error?.code == .jweFormat || error?.code == .decrypt)

        func threadCPUTime() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
        func cpuSecondsToRead(_ json: [UInt8]) throws -> Double {
            let start = threadCPUTime()
            _ = try JSONValue.parse(json)
            return threadCPUTime() - start
        }
        var eighth = Double.infinity, whole = Double.infinity
        for _ in 0..<7 {
            eighth = min(eighth, try cpuSecondsToRead(eighthHeader))
            whole = min(whole, try cpuSecondsToRead(wholeHeader))
        }
        #expect(whole / eighth < 24, "8 times the escapes took \(whole / eighth) times as long (\(eighth) s, \(whole) s)")

        // The string itself is read right.
        let parsed = try JSONValue.parse(Array(#"{"k":"a\nb\u00e9\ud83d\ude00\"c\\"}"#.utf8))
        #expect(parsed["k"] == .string("a\nb\u{e9}\u{1F600}\"c\\"))
    }

    @Test func duplicatesAreFoundInLargeObjects() throws {
        // Beyond the linear check's size, and told apart byte for byte ("é" vs "e\u{301}").
        var members = (0..<40).map { "\"m\($0)\":0" }
        members.append(#""é":1"#)
        members.append("\"e\u{301}\":2")
        #expect(throws: Never.self) { try JSONValue.parse(Array(("{" + members.joined(separator: ",") + "}").utf8)) }
        members.append(#""m7":3"#)
        let error = #expect(throws: PaySealError.self) { try JSONValue.parse(Array(("{" + members.joined(separator: ",") + "}").utf8)) }
        #expect(error?.message.hasSuffix("duplicate member name") == true)
    }

    @Test func secretMembersStayInTheInput() throws {
        let text = Array(#"{"d":"AQAB","p":"a\u0041","n":"AQAB"}"#.utf8)
        let json = try text.withUnsafeBytes { try JSONValue.parse($0, secretMembers: ["d", "p"]) }
        #expect(json["d"] == .secretString(range: 6..<10, escaped: false))
        #expect(json["p"] == .secretString(range: 17..<24, escaped: true))
        #expect(json["n"] == .string("AQAB"))
        for bad in [#"{"d":"a\x"}"#, #"{"d":"a\u12"}"#, "{\"d\":\"a\u{01}\"}", #"{"d":"abc"#] {
            #expect(throws: PaySealError.self) { try Array(bad.utf8).withUnsafeBytes { try JSONValue.parse($0, secretMembers: ["d"]) } }
        }
        #expect(throws: PaySealError.self) { try [0x7B, 0x22, 0x64, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D].withUnsafeBytes { try JSONValue.parse($0, secretMembers: ["d"]) } }
    }

    @Test func utf8ValidationMatchesTheStandardLibrary() {
        let samples: [[UInt8]] = [
            [], Array("plain".utf8), Array("Zoë 日本 💳".utf8), [0xC3, 0x28], [0xED, 0xA0, 0x80],
            [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF],
        ]
        for bytes in samples {
            bytes.withUnsafeBytes { #expect(UTF8Validation.isValid($0) == (String(validating: $0, as: UTF8.self) != nil)) }
        }
    }

    @Test func messagesQuoteInputWithoutControlCharacters() {
        #expect(Quoted("RSA-OAEP", limit: 32).description == #""RSA-OAEP""#)
        #expect(Quoted("\u{1B}[2J\r\n\"\\\u{202E}\u{200B}é", limit: 32).description == #""\u{1B}[2J\u{D}\u{A}\"\\\u{202E}\u{200B}é""#)
        #expect(Quoted(String(repeating: "a", count: 100), limit: 16).description.count == 18)
    }

    /// Found by fuzzing (metadata): a key of one character, "k" and 2,000 combining marks (4,001
    /// bytes), was quoted whole in the error message, because the limit counted characters.
    @Test func quotesAreBoundedInBytes() {
        let key = "k" + String(repeating: "\u{310}", count: 2000)
        #expect(Quoted(key, limit: 64).description.utf8.count <= 10 * 64 + 2)
        var metadata = DeviceMetadata.empty
        let error = #expect(throws: PaySealError.self) { try metadata.set(String(repeating: "v", count: 4097), for: key) }
        #expect(error?.code == .limit)
        #expect((error?.message.utf8.count ?? .max) < 1024)
    }

    @Test func productIDsAreExactInJSON() throws {
        #expect(try PaymentRequest(clientSessionID: "s", paymentProductID: 9_007_199_254_740_991).paymentProductID == 9_007_199_254_740_991)
        #expect(throws: PaySealError.self) { try PaymentRequest(clientSessionID: "s", paymentProductID: 9_007_199_254_740_992) }
        #expect(try PaymentRequest.paymentProductID(parsing: "9007199254740991") == 9_007_199_254_740_991)
        let error = #expect(throws: PaySealError.self) { try PaymentRequest.paymentProductID(parsing: "9007199254740992") }
        #expect(error?.code == .argument)
    }

    /// Values whose payload would pass the plaintext limit are refused when they are set, so that
    /// preparing a request that took every value never fails on size; the count is exact.
    @Test func thePayloadLimitIsEnforcedWhenValuesAreSet() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        request.tokenize = true
        let value = [UInt8](repeating: UInt8(ascii: "7"), count: Limits.maximumPaymentValue)
        var refused: (index: Int, error: PaySealError)?
        for index in 0..<Limits.maximumPaymentValues {
            do {
                try request.setValue(utf8: value, forKey: "field\(index)")
            } catch let error as PaySealError {
                refused = (index, error)
                break
            }
        }
        let (index, error) = try #require(refused)
        #expect(error.code == .limit)
        #expect(request.keys.count == index)
        // What was taken fits, and the refused member would not have.
        let payload = request.payload(nonce: try Nonce.make())
        #expect(payload.count <= Limits.maximumPlaintext)
        let refusedMember = #"{"key":"field\#(index)","value":""#.utf8.count + value.count + 2
        #expect(payload.count + 1 + refusedMember > Limits.maximumPlaintext)
        let prepared = try request.prepare(with: TestKeys.public2048)
        #expect(try TestKeys.private2048.decrypt(prepared.encryptedFields).count == payload.count)
        // Replacing a value with a shorter one is allowed; an account on file that would pass the
        // limit is not, and changes nothing.
        try request.setValue("x", forKey: "field0")
        try request.setValue(utf8: value, forKey: "field0")
        let longID = String(repeating: "\u{01}", count: Limits.maximumPaymentValue)
        #expect((#expect(throws: PaySealError.self) { try request.setAccountOnFileID(longID) })?.code == .limit)
        #expect(request.accountOnFileID == nil)
    }

    @Test func paymentValuesMustBeUTF8() throws {
        var request = try PaymentRequest(clientSessionID: "s", paymentProductID: 1)
        let error = #expect(throws: PaySealError.self) { try request.setValue(utf8: [0xC3, 0x28], forKey: "cardNumber") }
        #expect(error?.code == .argument)
        #expect(request.keys.isEmpty)
    }
}
