// swift-tools-version:6.1
// Compiles the README's Swift snippets as written, against the package at ../.. :
//   swift build --package-path Tests/swift-snippet --scratch-path /tmp/snippet-build
import PackageDescription

// SwiftPM names a path dependency after its folder (the clone's name: "main", "payseal", ...),
// not after its manifest's `name`, so the product is looked up under that folder's name.
let repositoryFolder = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "PaySeal"

let package = Package(
    name: "Snippet",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "Snippet",
            dependencies: [
                .product(name: "PaySeal", package: repositoryFolder.lowercased())
            ])
    ]
)
