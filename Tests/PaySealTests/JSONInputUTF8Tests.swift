import Testing

@testable import PaySeal

/// Invalid UTF-8 in a JSON input is `.argument` (PAYSEAL_E_ARGUMENT), as in every other text
/// input, and not `.json`: one input, one status, whether it comes through Swift, the CLI (which
/// prints the C status name) or the C ABI (Tests/PaySealCTests/CABIJSONInputTests.swift).
@Suite("Invalid UTF-8 in JSON inputs")
struct JSONInputUTF8Tests {
    /// `{"a":"\xC3("}`: a truncated two-byte sequence inside a string.
    static let inAString: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    /// A lone continuation byte where a value starts: not in any string.
    static let outsideAString: [UInt8] = Array(#"{"a":"#.utf8) + [0x80] + Array("}".utf8)
    /// An encoded surrogate (U+D800 as ED A0 80), which UTF-8 does not allow.
    static let encodedSurrogate: [UInt8] = Array(#"{"a":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)

    func error(_ body: () throws -> Void) -> PaySealError? {
        do { try body() } catch let error as PaySealError { return error } catch { return nil }
        return nil
    }

    @Test("Each JSON input", arguments: [inAString, outsideAString, encodedSurrogate])
    func isAnArgumentError(_ json: [UInt8]) {
        let inputs: [(String, () throws -> Void)] = [
            ("the dataRestrictions JSON", { _ = try DataRestrictions(json: json) }),
            ("the IIN response", { _ = try IINResult(httpStatus: 200, body: json) }),
            ("the brand table", { _ = try CardBrands(json: Array("[".utf8) + json + Array("]".utf8)) }),
            ("the product JSON", { _ = try PaymentProduct(json: json) }),
            ("the products list JSON", { _ = try PaymentProductList(json: json) }),
        ]
        for (name, parse) in inputs {
            let thrown = error(parse)
            #expect(thrown?.code == .argument && thrown?.message == "\(name) is not valid UTF-8", "\(name): \(String(describing: thrown))")
            // What the CLI prints after the message, and payseal_status_name says in C.
            #expect(thrown?.code.statusName == "PAYSEAL_E_ARGUMENT", "\(name)")
        }
    }

    /// The C ABI's parameter name is only a name: the check, and so the status, is the core's.
    @Test func theCABINamesItsParameter() {
        let thrown = error { _ = try DataRestrictions(jsonBytes: Self.inAString, named: "data_restrictions_json") }
        #expect(thrown?.code == .argument && thrown?.message == "data_restrictions_json is not valid UTF-8")
    }

    /// A 404 body that is no JSON object, invalid UTF-8 included, has no members; only a 200 body must be JSON.
    @Test func a404BodyIsNotChecked() throws {
        #expect(try IINResult(httpStatus: 404, body: Self.inAString).status == .unknown)
    }

    /// The size limit comes first, as for every input; a document refused once is refused again
    /// (the per-thread cache of data restrictions keeps only documents that parsed).
    @Test func theLimitComesFirstAndARefusedDocumentStaysRefused() {
        let large = Self.inAString + [UInt8](repeating: 0x20, count: Limits.maximumKeyInput)
        #expect(error { _ = try DataRestrictions(json: large) }?.code == .limit)
        for _ in 0..<2 { #expect(error { _ = try DataRestrictions(json: Self.inAString) }?.code == .argument) }
    }
}
