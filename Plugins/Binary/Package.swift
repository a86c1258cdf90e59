// swift-tools-version:6.0
// xcstrings-tools-plugins: the SwiftPM plugins of xcstrings-tools, running the released tools from an
// artifact bundle (a binaryTarget) instead of building them from source: adding the plugin to a package
// costs a download, not a compile. Published as the root of its own repository (SwiftPM reads a package
// at a repository's root only) by .github/workflows/release.yml, which writes the release's URL and
// checksum below (Scripts/dist set-release) and tags it with the tools' version.
//
// The plugins' code is the source package's (Plugins/XCStrings*/ beside this folder), copied: plugin
// targets of two packages cannot share code, and a symbolic link would not survive the publication.
// `Scripts/test-integrations release` (in `make test`) fails when a copy differs from its original.
import PackageDescription

let package = Package(
    name: "xcstrings-tools-plugins",
    products: [
        .plugin(name: "XCStringsLintPlugin", targets: ["XCStringsLintPlugin"]),
        .plugin(name: "XCStringsAccessorsPlugin", targets: ["XCStringsAccessorsPlugin"]),
        .plugin(name: "XCStringsLintCommand", targets: ["XCStringsLintCommand"]),
        .plugin(name: "XCStringsFormatCommand", targets: ["XCStringsFormatCommand"]),
    ],
    targets: [
        // The tools the plugins run (xcstrings-lint, xcstrings-fmt, xcstrings-gen), static on Linux (x86_64, aarch64), universal on macOS.
        .binaryTarget(
            name: "XCStringsToolsBinary",
            url: "https://github.com/ORG/xcstrings-tools/releases/download/0.1.0/xcstrings-tools.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        .plugin(name: "XCStringsLintPlugin", capability: .buildTool(), dependencies: ["XCStringsToolsBinary"]),
        .plugin(name: "XCStringsAccessorsPlugin", capability: .buildTool(), dependencies: ["XCStringsToolsBinary"]),
        .plugin(
            name: "XCStringsLintCommand",
            capability: .command(intent: .custom(verb: "xcstrings-lint", description: "Lint the package's String Catalogs (.xcstrings) with xcstrings-lint.")),
            dependencies: ["XCStringsToolsBinary"]),
        .plugin(
            name: "XCStringsFormatCommand",
            capability: .command(
                intent: .custom(verb: "xcstrings-fmt", description: "Rewrite the package's String Catalogs (.xcstrings) in Xcode's exact format."),
                permissions: [.writeToPackageDirectory(reason: "xcstrings-fmt rewrites String Catalogs in Xcode's exact format.")]),
            dependencies: ["XCStringsToolsBinary"]),
    ]
)
