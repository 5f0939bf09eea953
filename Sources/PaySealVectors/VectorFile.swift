import Foundation
import PaySeal

/// One file of Vectors/: its topic, its cases, and what running them gave.
package struct VectorFileResult: Sendable {
    package let file: String
    package let topic: String
    package var passed = 0
    package var failed = 0
    package var skipped = 0
    /// "<case id>: <what went wrong>" for each failed case.
    package var failures: [String] = []
    /// Why cases were skipped (once per reason).
    package var skipReasons: Set<String> = []

    /// The line the runners print: "<file>: N passed, M failed[, K skipped]".
    package var summary: String {
        "\(file): \(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped (\(skipReasons.sorted().joined(separator: "; ")))" : "")
    }
}

/// Runs the known-answer files of Vectors/ through the Swift library. Shared by `swift test` and
/// `payseal vectors`, so that a user checks exactly what CI checks.
package enum VectorRunner {
    /// Every `*.json` file directly in `directory`, sorted by name.
    package static func files(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .map { "\(directory)/\($0)" }
    }

    package static func run(file path: String) -> VectorFileResult {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return VectorFileResult(file: name, topic: "?", failed: 1, failures: ["cannot read the file"])
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(Array(data))
        } catch {
            return VectorFileResult(file: name, topic: "?", failed: 1, failures: ["not valid JSON: \(error)"])
        }
        let topic = document["topic"]?.stringValue ?? "?"
        var result = VectorFileResult(file: name, topic: topic)
        guard let handler = topics[topic] else {
            result.failed = 1
            result.failures = ["unknown topic \"\(topic)\""]
            return result
        }
        guard case let .array(cases)? = document["cases"] else {
            result.failed = 1
            result.failures = ["no \"cases\" array"]
            return result
        }
        for (index, item) in cases.enumerated() {
            let vector = Vector(item)
            let id = vector.string("id") ?? "#\(index)"
            do {
                switch try handler(vector) {
                case .passed: result.passed += 1
                case let .skipped(reason):
                    result.skipped += 1
                    result.skipReasons.insert(reason)
                }
            } catch let failure as VectorFailure {
                result.failed += 1
                result.failures.append("\(id): \(failure.reason)")
            } catch {
                result.failed += 1
                result.failures.append("\(id): \(error)")
            }
        }
        return result
    }

    static let topics: [String: @Sendable (Vector) throws -> Outcome] = [
        "a256cbc-hs512": ContentEncryptionVectors.run,
        "rsa-oaep-encrypt": RSAOAEPVectors.encrypt,
        "rsa-oaep-decrypt": RSAOAEPVectors.decrypt,
        "jwe-decrypt": JWEVectors.decrypt,
        "jwe-encrypt-kat": JWEVectors.encryptKnownAnswer,
        "public-key-parse": KeyVectors.parsePublic,
        "client-api-key": KeyVectors.clientAPI,
        "base64": Base64Vectors.run,
        "payment-payload": PaymentVectors.payload,
        "device-metadata": PaymentVectors.metadata,
        "prepare-round-trip": PaymentVectors.prepareRoundTrip,
        "masks": MaskVectors.run,
        "validation": ValidationVectors.run,
        "validation-messages": ValidationVectors.run,
        "messages": MessageVectors.run,
        "iin": IINVectors.run,
        "client-api-request": ClientAPIRequestVectors.run,
        "service-response": ServiceResponseVectors.run,
        "client-api-error": ClientAPIErrorVectors.run,
        "products": ProductVectors.run,
        "products-list": ProductListVectors.run,
        "products-offered": ProductsOfferedVectors.run,
        "request-validation": RequestValidationVectors.run,
        "card-brands": CardVectors.brand,
        "card-check": CardVectors.cardCheck,
        "card-as-you-type": CardVectors.asYouType,
        "pan-format": CardVectors.format,
        "pan-edit": CardVectors.edit,
        "card-editing": CardEditingVectors.run,
        "product-field-check": ProductFieldVectors.run,
        "bad-input": { _ in .skipped(replayedElsewhere["bad-input"] ?? "") },
    ]

    /// Topics whose cases another runner replays, skipped here with the reason: the bad-input
    /// catalogue's C calls with bad arguments (Tests/PaySealCTests/BadInputCatalogueTests.swift).
    package static let replayedElsewhere = ["bad-input": "the C ABI's bad-input catalogue, replayed by BadInputCatalogueTests"]
}

enum Outcome {
    case passed
    case skipped(String)
}

struct VectorFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// One case of a vector file, with typed accessors that fail the case (not the run) when a
/// field is missing.
struct Vector {
    let json: JSONValue
    init(_ json: JSONValue) { self.json = json }

    func string(_ name: String) -> String? { json[name]?.stringValue }

    func required(_ name: String) throws -> String {
        guard let text = string(name) else { throw VectorFailure("missing string \"\(name)\"") }
        return text
    }

    func hex(_ name: String) throws -> [UInt8] {
        guard let bytes = Hex.decode(try required(name)) else { throw VectorFailure("\"\(name)\" is not hex") }
        return bytes
    }

    var result: String { string("result") ?? "valid" }
    var expectsFailure: Bool { result == "invalid" }
    var isAcceptable: Bool { result == "acceptable" }
    var allowsSmallKeys: Bool { json["test_allow_small_key"] == .bool(true) }
    var policy: KeyPolicy { allowsSmallKeys ? .testAllowingSmallKeys : .standard }

    /// Runs `body`; for an invalid case, requires it to fail with the case's "status".
    func expectStatus(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as PaySealError {
            if expectsFailure, let status = string("status"), status != error.code.statusName {
                throw VectorFailure("expected \(status), got \(error.code.statusName) (\(error.message))")
            }
            if !expectsFailure && !isAcceptable { throw VectorFailure("unexpected \(error.code.statusName): \(error.message)") }
            return
        }
        if expectsFailure { throw VectorFailure("expected \(string("status") ?? "a failure"), but it succeeded") }
    }
}

package enum Hex {
    package static func decode(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

func check(_ condition: Bool, _ reason: @autoclosure () -> String) throws {
    if !condition { throw VectorFailure(reason()) }
}
