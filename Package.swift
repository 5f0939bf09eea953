// swift-tools-version:6.1
import PackageDescription

/// The crypto backend (Sources/PaySeal/Backend/): `SystemCrypto`, the default, is OpenSSL 3 and
/// libsodium on Linux (what libpayseal.so ships); `swift build --traits PortableCrypto` builds the
/// swift-crypto backend instead, which is also what every non-Linux platform (an Apple one) gets
/// without options, since the system libraries are only linked on Linux.
let systemCrypto = TargetDependencyCondition.when(platforms: [.linux], traits: ["SystemCrypto"])
let portableCryptoByTrait = TargetDependencyCondition.when(traits: ["PortableCrypto"])
let portableCryptoOnApple = TargetDependencyCondition.when(platforms: [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS])
/// swift-crypto and swift-asn1 under `condition`: a target listed in the package is built by every
/// `swift build` and `swift test`, conditions or not, so the products it depends on carry the
/// condition themselves; otherwise the default build would compile swift-crypto's BoringSSL (minutes
/// on a fresh clone) that it never links.
func portableCryptoProducts(_ condition: TargetDependencyCondition?) -> [Target.Dependency] {
    [
        .product(name: "Crypto", package: "swift-crypto", condition: condition),
        .product(name: "_CryptoExtras", package: "swift-crypto", condition: condition),
        .product(name: "SwiftASN1", package: "swift-asn1", condition: condition),
    ]
}

let package = Package(
    name: "PaySeal",
    // The oldest OS versions a shipping app still supports. Nothing newer is used on any path:
    // `make check-apple-availability` fails on a use of an API the toolchain's interfaces declare
    // newer (Synchronization's `Atomic` and `Mutex` need iOS 18 and macOS 15).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        // The Swift API, for Swift packages that import PaySeal (PaySealFoundation: how its errors
        // read through Foundation, for apps).
        .library(name: "PaySeal", targets: ["PaySeal", "PaySealFoundation"]),
        // libpayseal.so: the C ABI of Include/payseal.h, for every other language.
        .library(name: "payseal", type: .dynamic, targets: ["PaySealC"]),
        .executable(name: "payseal-cli", targets: ["PaySealCLI"]),
    ],
    traits: [
        .trait(name: "SystemCrypto", description: "OpenSSL 3 and libsodium on Linux (the default; what libpayseal.so ships)"),
        .trait(name: "PortableCrypto", description: "swift-crypto and swift-asn1, no system library (what Apple platforms get)"),
        .default(enabledTraits: ["SystemCrypto"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // No swift-docc-plugin: `make docs` builds the DocC catalogs with the toolchain's docc
        // (Tests/docs/build_docs.sh), and every package depending on PaySeal would fetch the plugin.
        // The portable crypto backend: CryptoKit on Apple platforms, BoringSSL elsewhere.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.0.0"),
    ],
    targets: [
        // OpenSSL's libcrypto only: pkg-config "openssl" would also link libssl, which PaySeal
        // never calls and which the shipped libpayseal.so should not depend on.
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
        // PCRE2 for the server's validation patterns on the system backend: Java-like syntax,
        // full-match mode, and match and depth limits, so that no pattern can hang the host. (The
        // portable backend uses Foundation's NSRegularExpression: no system library.)
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]),
        .target(name: "COpenSSLShims", dependencies: ["COpenSSL"]),
        // libcurl, which URLSessionTransport drives itself on Linux (Sources/PaySealFoundation/
        // CurlExchange.swift says why FoundationNetworking's URLSession does not do there).
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "PaySeal", dependencies: [
            .target(name: "COpenSSL", condition: systemCrypto), .target(name: "COpenSSLShims", condition: systemCrypto),
            .target(name: "CSodium", condition: systemCrypto), .target(name: "CPCRE2", condition: systemCrypto),
            .target(name: "PortableCryptoByTrait", condition: portableCryptoByTrait),
            .target(name: "PortableCryptoOnApple", condition: portableCryptoOnApple),
        ]),
        // swift-crypto and swift-asn1 for the portable backend, under either condition: SwiftPM
        // keeps only the first of two dependencies on one product, so each condition has a
        // target of its own that re-exports them.
        .target(name: "PortableCryptoByTrait", dependencies: portableCryptoProducts(portableCryptoByTrait)),
        .target(name: "PortableCryptoOnApple", dependencies: portableCryptoProducts(portableCryptoOnApple)),
        .target(name: "PaySealFoundation", dependencies: ["PaySeal", .target(name: "CCurl", condition: .when(platforms: [.linux]))]),
        .target(name: "CPaySealHeader"),
        .target(name: "PaySealC", dependencies: ["PaySeal", "CPaySealHeader"], exclude: ["exports.map"]),
        // Runs Vectors/ through the library, for `swift test` and `payseal vectors` alike.
        .target(name: "PaySealVectors", dependencies: ["PaySeal"]),
        .executableTarget(
            name: "PaySealCLI",
            // PaySealFoundation: URLSessionTransport, for `payseal request … --send`.
            dependencies: ["PaySeal", "PaySealFoundation", "PaySealVectors", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // What a timed-out exchange leaves behind, in a process of its own (threads, sockets and
        // memory measured from /proc/self): `make test-transport`.
        .executableTarget(name: "TransportSoak", dependencies: ["PaySeal", "PaySealFoundation"], path: "Tests/transport-soak"),
        .testTarget(name: "PaySealTests", dependencies: ["PaySeal", "PaySealFoundation", "PaySealVectors"]),
        .testTarget(name: "PaySealCTests", dependencies: ["PaySealC", "CPaySealHeader"]),
    ]
)
