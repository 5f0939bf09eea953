import Foundation
import Testing

@testable import PaySeal

/// Worldline Direct sends a product's label, logo and display order in `displayHintsList` (and an
/// account on file's label template there too), `displayHints` being deprecated: PaySeal reads
/// `displayHints` when present, else the list's first entry, on the platform SDK's own fixtures
/// (Vectors/upstream/display-hints/) and constructed edges.
@Suite("displayHintsList")
struct DisplayHintsListTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: vectorsDirectory + "/upstream/display-hints/" + name)))
    }

    @Test func aProductWithTheListAloneHasItsFirstEntry() throws {
        let product = try PaymentProduct(json: try Self.fixture("wl-swift.BasicPaymentProductTestCase.productJSON.json"))
        let visa = PaymentProduct.DisplayHints(label: "Visa", logo: "/templates/master/global/css/img/ppimages/pp_logo_1_v1.png", displayOrder: 20)
        #expect(product.displayHints == visa)
        #expect(product.displayHintsList == [visa])
        let session = try Session(clientSessionID: "s", customerID: "c", clientAPIURL: "https://example.com", assetURL: "https://assets.example.com")
        #expect(session.logoURL(for: product) == "https://assets.example.com/templates/master/global/css/img/ppimages/pp_logo_1_v1.png")
    }

    @Test func displayHintsWinOverTheList() throws {
        let product = try PaymentProduct(json: Array(#"{"id":1,"displayHints":{"label":"old"},"displayHintsList":[{"label":"new","displayOrder":1},{"label":"NL"}]}"#.utf8))
        #expect(product.displayHints?.label == "old" && product.displayHints?.displayOrder == nil)
        #expect(product.displayHintsList.map(\.label) == ["new", "NL"])
    }

    @Test func theListOrdersTheProductsList() throws {
        // Maestro (22) and Visa (20), both with the list alone; then the SDK's list of 24 with both members.
        let listOnly = try PaymentProductList(json: try Self.fixture("wl-swift.BasicPaymentProductsTestCase.otherJsonObject.json"))
        #expect(listOnly.sortedProducts.map(\.id) == [1, 3])
        #expect(listOnly.sortedProducts.map(\.displayHints?.label) == ["Visa", "Maestro"])
        let both = try PaymentProductList(json: try Self.fixture("wl-swift.paymentProducts.json"))
        #expect(both.sortedProducts.prefix(4).map(\.id) == [201, 3, 2, 1])
        #expect(both.products.allSatisfy { $0.displayHints == $0.displayHintsList.first })
        // A product with the list alone is sorted by it, not last (the stub's Visa, with AmEx: both 0).
        let mixed = try PaymentProductList(json: Array(#"{"paymentProducts":[{"id":2},{"id":1,"displayHintsList":[{"displayOrder":5}]}]}"#.utf8))
        #expect(mixed.sortedProducts.map(\.id) == [1, 2])
    }

    @Test func anEmptyOrNullListIsNoHints() throws {
        for json in [#"{"id":1,"displayHintsList":[]}"#, #"{"id":1,"displayHintsList":null}"#, #"{"id":1,"displayHints":null,"displayHintsList":[]}"#] {
            let product = try PaymentProduct(json: Array(json.utf8))
            #expect(product.displayHints == nil && product.displayHintsList.isEmpty, "\(json)")
            #expect(!String(decoding: product.json, as: UTF8.self).contains(#""displayHints":{"#), "\(json)")
        }
    }

    @Test func aBadListIsRefusedAsBadDisplayHintsAre() throws {
        let cases: [(String, String)] = [
            (#"{"id":1,"displayHintsList":{"label":"VISA"}}"#, "the product.displayHintsList is not an array"),
            (#"{"id":1,"displayHintsList":["VISA"]}"#, "the product.displayHintsList[0] is not a JSON object"),
            (#"{"id":1,"displayHints":{"label":"VISA"},"displayHintsList":[{},{"label":1}]}"#, "the product.displayHintsList[1].label is not a string"),
            (#"{"id":1,"accountsOnFile":[{"id":1,"displayHintsList":[2]}]}"#, "the product.accountsOnFile[0].displayHintsList[0] is not a JSON object"),
        ]
        for (json, message) in cases {
            let error = #expect(throws: PaySealError.self) { try PaymentProduct(json: Array(json.utf8)) }
            #expect(error?.code == .json && error?.message == message, "\(json): \(error?.message ?? "")")
        }
        // As for displayHints themselves:
        let error = #expect(throws: PaySealError.self) { try PaymentProduct(json: Array(#"{"id":1,"displayHints":{"label":1}}"#.utf8)) }
        #expect(error?.message == "the product.displayHints.label is not a string")
    }

    @Test func theNormalizedJSONGivesEveryBindingTheHints() throws {
        let product = try PaymentProduct(json: try Self.fixture("wl-swift.BasicPaymentProductTestCase.productJSON.json"))
        let json = String(decoding: product.json, as: UTF8.self)
        #expect(json.hasSuffix(#""accountsOnFile":[],"displayHints":{"displayOrder":20,"label":"Visa","logo":"/templates/master/global/css/img/ppimages/pp_logo_1_v1.png"}}"#))
        let inPlace = try PaymentProduct(json: Array(#"{"displayHints":null,"id":1,"displayHintsList":[{"label":"VISA"}]}"#.utf8))
        #expect(String(decoding: inPlace.json, as: UTF8.self).hasPrefix(#"{"displayHints":{"label":"VISA"},"id":1,"#))
    }

    @Test func anAccountOnFileTakesItsTemplateFromTheList() throws {
        let json = #"""
            {"id":1,"accountsOnFile":[{"id":5,"attributes":[{"key":"alias","value":"411111XXXXXX1111"}],
              "displayHintsList":[{"labelTemplate":[{"attributeKey":"alias","mask":"{{9999}} {{9999}} {{9999}} {{9999}}"}]}]}]}
            """#
        let account = try #require(try PaymentProduct(json: Array(json.utf8)).accountsOnFile.first)
        #expect(account.labelTemplate.map(\.attributeKey) == ["alias"])
        #expect(account.label == "4111 11XX XXXX 1111")
    }
}
