// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginExample",
    dependencies: [
        .package(name: "xcstrings-tools", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Greeter",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "XCStringsLintPlugin", package: "xcstrings-tools")]
        ),
    ]
)
