// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AccessorsExample",
    dependencies: [
        .package(name: "xcstrings-tools", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "AccessorsExample",
            // The generated accessors call CatalogRuntime where Foundation cannot read catalogs.
            dependencies: [
                .product(name: "CatalogRuntime", package: "xcstrings-tools", condition: .when(platforms: [.linux, .windows, .android])),
            ],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "XCStringsAccessorsPlugin", package: "xcstrings-tools")]
        ),
    ]
)
