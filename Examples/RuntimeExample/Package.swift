// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RuntimeExample",
    dependencies: [
        .package(name: "xcstrings-tools", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeExample",
            dependencies: [.product(name: "CatalogRuntime", package: "xcstrings-tools")],
            // On Linux, SwiftPM copies Localizable.xcstrings into Bundle.module as it is.
            resources: [.process("Resources")]
        ),
    ]
)
