// swift-tools-version:6.1
// The Swift side of the benchmark: PaySeal's public Swift API, nothing else.
// Build: swift build -c release --package-path bench/swift --scratch-path .build-bench
import PackageDescription

let package = Package(
    name: "payseal-bench",
    dependencies: [.package(name: "PaySeal", path: "../..")],
    targets: [
        .executableTarget(name: "payseal-bench", dependencies: [.product(name: "PaySeal", package: "PaySeal")]),
    ]
)
