import Foundation

@testable import PaySeal

/// The TEST keys of Vectors/keys.
enum TestKeys {
    static func data(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: "\(vectorsDirectory)/keys/\(name)") ?? Data())
    }

    static let clientAPI2048 = data("test-rsa-2048.client-api.json")
    static let public2048 = try! PublicKey(clientAPIResponse: clientAPI2048)
    static let private2048 = try! PrivateKey(parsing: data("test-rsa-2048.private.pem"))
    static let private4096 = try! PrivateKey(parsing: data("test-rsa-4096.private.pem"))
}
