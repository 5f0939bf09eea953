// swift-tools-version: 6.1
// libFuzzer targets for PaySeal. A separate package so that the root package stays free of
// fuzzing code and flags. Build (instrumenting PaySeal too, since -sanitize applies to every
// Swift module built in the invocation):
//   swift build -c release --package-path fuzz --scratch-path .build-fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// or simply `fuzz/run.sh SECONDS` (see README.md).
import PackageDescription

let fuzzTargets = ["public-key", "client-api", "private-key", "jwe-decrypt", "metadata", "payment-request", "mask-edit", "validate-value", "product-request", "card-edit"]

let package = Package(
    name: "PaySealFuzz",
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [
        .package(name: "PaySeal", path: ".."),
    ],
    targets: [
        // libFuzzer's driver entry point and the OpenSSL calls the jwe-decrypt target uses to
        // build its own tokens (independently of PaySeal's JWE code).
        .target(name: "CFuzz", linkerSettings: [.linkedLibrary("crypto")]),
        // Oracles shared by the targets: error checks, an order-preserving view of JSON built on
        // Foundation's JSONSerialization, the input splitter.
        .target(name: "FuzzSupport", dependencies: ["CFuzz", .product(name: "PaySeal", package: "PaySeal")]),
    ] + fuzzTargets.map {
        .executableTarget(name: $0, dependencies: ["CFuzz", "FuzzSupport", .product(name: "PaySeal", package: "PaySeal")])
    }
)
