// swift-tools-version:6.1
// The Swift side of the benchmark: PaySeal's public Swift API, nothing else.
// Build: swift build -c release --package-path bench/swift --scratch-path .build-bench
// The portable crypto backend's column: the same with --traits PortableCrypto and another scratch path.
import PackageDescription

let package = Package(
    name: "payseal-bench",
    traits: [
        .trait(name: "SystemCrypto", description: "PaySeal on OpenSSL 3 and libsodium (its default on Linux)"),
        .trait(name: "PortableCrypto", description: "PaySeal on swift-crypto"),
        .default(enabledTraits: ["SystemCrypto"]),
    ],
    dependencies: [
        .package(
            name: "PaySeal", path: "../..",
            traits: [
                .trait(name: "SystemCrypto", condition: .when(traits: ["SystemCrypto"])),
                .trait(name: "PortableCrypto", condition: .when(traits: ["PortableCrypto"])),
            ])
    ],
    targets: [
        .executableTarget(name: "payseal-bench", dependencies: [.product(name: "PaySeal", package: "PaySeal")])
    ]
)
