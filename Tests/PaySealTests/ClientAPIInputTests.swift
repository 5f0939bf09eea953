import Testing

@testable import PaySeal

/// What a session refuses because of where its values end up: the customer id in the URL's path,
/// the session id in the Authorization header, the URL's host and port in the request line and
/// the Host header; and the card number of an IIN request held to a payment value's limit.
@Suite("Client API inputs")
struct ClientAPIInputTests {
    func session(id: String = "s-1", customer: String = "c1", url: String = "https://api.example.com/base") throws -> Session {
        try Session(clientSessionID: id, customerID: customer, clientAPIURL: url, assetURL: "")
    }

    func code(_ body: () throws -> Void) -> PaySealError.Code? {
        do { try body() } catch let error as PaySealError { return error.code } catch { return nil }
        return nil
    }

    @Test func aCustomerIDThatReadsAsADotSegmentIsRefused() throws {
        // ".." would send the request to .../base/client/crypto/publickey, "." drop its segment.
        for customer in [".", ".."] {
            #expect(code { _ = try session(customer: customer) } == .argument, "\(customer)")
        }
        // Encoded forms reach the URL with '%' itself encoded, so no client reads them as dots.
        let cases = ["...": "...", ".a": ".a", "a.": "a.", "%2E%2E": "%252E%252E", ".%2e": ".%252e", "%2e": "%252e"]
        for (customer, segment) in cases {
            let url = try session(customer: customer).request(.publicKey, context: nil).url
            #expect(url == "https://api.example.com/base/client/v1/\(segment)/crypto/publickey")
        }
        #expect(Session.isDotSegment("%2E%2e") && Session.isDotSegment(".%2E") && !Session.isDotSegment("..."))
    }

    @Test func aSessionIDIsVisibleASCII() throws {
        for id in ["a\u{2028}b", "a\u{202E}b", "a\u{200B}b", "abc\u{010D}\u{010A}X-Evil: 1", "a b", "é", "a\tb"] {
            #expect(code { _ = try session(id: id) } == .argument, "\(id.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let visible = String(decoding: (0x21...0x7E).map { UInt8($0) }, as: UTF8.self)
        let request = try session(id: visible).request(.publicKey, context: nil)
        #expect(request.headers.first?.value == "GCS v1Client:" + visible)
        // The customer id is percent-encoded, so it may hold any non-control character.
        #expect(try session(customer: "a\u{2028}b é").request(.publicKey, context: nil).url.contains("/a%E2%80%A8b%20%C3%A9/"))
    }

    @Test func aPortIsOneTo65535() throws {
        for url in [
            "http://localhost:abc", "http://localhost:-1", "http://127.0.0.1:99999", "http://[::1]:0", "http://localhost:",
            "https://api.example.com:abc/x", "https://api.example.com:65536", "https://api.example.com:+443",
            "https://api.example.com:000443", "https://:443", "https://[]:443", "https://[::1]x",
        ] {
            #expect(code { _ = try session(url: url) } == .argument, "\(url)")
        }
        for url in [
            "http://localhost:1", "http://127.0.0.1:65535", "http://[::1]:9000/client", "https://api.example.com:8443/x",
            "https://[2001:db8::1]:443", "https://[2001:db8::1]",
        ] {
            #expect(code { _ = try session(url: url) } == nil, "\(url)")
        }
    }

    @Test func aClientAPIURLIsVisibleASCII() throws {
        for url in [
            "https://api.example.com/a\u{2028}b", "https://exa\u{202E}mple.com", "https://ex\u{010D}\u{010A}ample.com",
            "https://bücher.example", "https://api.example.com\\.evil.example/", "http://localhost\\@evil.example",
        ] {
            #expect(code { _ = try session(url: url) } == .argument, "\(url)")
        }
    }

    @Test func aClientAPIURLHasAtMost2048Bytes() throws {
        let base = "https://api.example.com/"
        let atLimit = base + String(repeating: "a", count: 2048 - base.utf8.count)
        #expect(Session.maximumClientAPIURL == 2048)
        #expect(try session(url: atLimit).baseURL == atLimit + "/client/v1/")
        // One byte over, and what an operator pasting a signed URL gets: the message says the size.
        for size in [2049, 3000] {
            let url = base + String(repeating: "a", count: size - base.utf8.count)
            let error = #expect(throws: PaySealError.self) { try session(url: url) }
            #expect(error?.code == .limit && error?.message == "clientApiUrl has \(size) bytes; the limit is 2048")
        }
        // The size comes first, as for every input over its limit.
        let error = #expect(throws: PaySealError.self) { try session(url: String(repeating: "\u{2028}", count: 1000)) }
        #expect(error?.code == .limit)
    }

    /// The params of iinDetails are card data whatever their shape: a shape the call refuses is
    /// refused as before (status and message), and never quoted.
    @Test func iinParamsOfAnotherShape() throws {
        let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1, isRecurring: false)
        let notAString = "params_json \"cardNumber\" is not a string", missing = "params_json \"cardNumber\" is missing: iinDetails needs it"
        let cases: [(String, PaySealError.Code, String)] = [
            (#"{"cardNumber":["4012000033330026"]}"#, .json, notAString), (#"{"cardNumber":4012000033330026}"#, .json, notAString),
            (#"{"x":"4012000033330026"}"#, .argument, missing), (#"["4012000033330026"]"#, .argument, missing),
            (#"{"4012000033330026":"x"}"#, .argument, missing), (#"{"cardNumber":null}"#, .argument, missing),
            (#"{"x":"4012000033330026","#, .json, "invalid JSON at byte 24: unexpected end of input"),
            (#"{"cardNumber":"4012000033330026","card\u004eumber":"1"}"#, .json, "invalid JSON at byte 33: duplicate member name"),
        ]
        for (params, code, message) in cases {
            var text = params
            let error = #expect(throws: PaySealError.self, "\(params)") {
                try text.withUTF8 {
                    try session().request(
                        named: "iinDetails", paramsText: UnsafeRawBufferPointer($0), context: context,
                        metadata: DeviceMetadata())
                }
            }
            #expect(error?.code == code && error?.message == message, "\(params)")
        }
        // The member is found by its decoded name, as the reader compares names.
        var escaped = #"{"card\u004eumber":"4012 0000 3333 0026","other":[1,{"cardNumber":2}]}"#
        let request = try escaped.withUTF8 {
            try session().request(named: "iinDetails", paramsText: UnsafeRawBufferPointer($0), context: context, metadata: DeviceMetadata())
        }
        #expect(request.body?.contains(#""bin":"40120000""#) == true)
    }

    @Test func anIINCardNumberHasThePaymentValueLimit() throws {
        let context = PaymentContext(countryCode: "NL", currencyCode: "EUR", amount: 1, isRecurring: false)
        let long = String(repeating: "4", count: 60_000)
        #expect(code { _ = try session().request(.iinDetails(cardNumber: long), context: context) } == .limit)
        let atLimit = String(repeating: "4", count: Limits.maximumPaymentValue)
        #expect(try session().request(.iinDetails(cardNumber: atLimit), context: context).body?.contains("\"44444444\"") == true)
    }

    /// The C ABI's path reads the card number as the text of a JSON string, escapes included.
    @Test func theBinOfAJSONStringText() throws {
        func bin(_ text: String) throws -> String? {
            var text = text
            return try text.withUTF8 { try IIN.bin(jsonStringText: UnsafeRawBufferPointer($0)) }
        }
        #expect(try bin("4111 1111-1111") == "41111111")
        #expect(try bin(#"\u0034\u00311111\u0020111"#) == "41111111")
        #expect(try bin("41111") == nil)
        for text in [#"4111111\n1"#, #"411111\u0041"#, #"411111\u2028"#, #"411111\/"#, #"411111\u00"#] {
            #expect(code { _ = try bin(text) } == .argument, "\(text)")
        }
    }
}
