import Testing
import Foundation
@testable import PaySeal

@Test func roundTrip() throws {
    let pem = try String(contentsOfFile: "/tmp/proto/k.pem", encoding: .utf8)
    let priv = try PrivateKey(parsing: pem)
    let pubDER = try String(contentsOfFile: "/tmp/proto/pub.b64", encoding: .utf8)
    let pub = try PublicKey(parsing: pubDER.trimmingCharacters(in: .whitespacesAndNewlines), keyID: "k\"1")
    let jwe = try pub.encrypt("héllo payment")
    print(jwe.prefix(120))
    let pt = try priv.decrypt(jwe)
    #expect(String(decoding: pt, as: UTF8.self) == "héllo payment")
}
