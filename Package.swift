// swift-tools-version:6.0
// xcstrings-tools: format, generate and lint Apple String Catalogs (.xcstrings).
// Foundation and the toolchain only: this package has no dependencies by design.
import PackageDescription

let package = Package(
    name: "xcstrings-tools",
    products: [
        .library(name: "CatalogModel", targets: ["CatalogModel"]),
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "FormatSpecifiers", targets: ["FormatSpecifiers"]),
        .executable(name: "xcstrings-fmt", targets: ["xcstrings-fmt"]),
        .executable(name: "xcstrings-plurals", targets: ["xcstrings-plurals"]),
        .executable(name: "xcstrings-lint", targets: ["xcstrings-lint"]),
        .library(name: "CatalogLint", targets: ["CatalogLint"]),
        .executable(name: "xcstrings-gen", targets: ["xcstrings-gen"]),
        .library(name: "CatalogGen", targets: ["CatalogGen"]),
        // SwiftPM plugins: lint a target's catalogs in every build; `swift package xcstrings-lint` / `xcstrings-fmt`.
        .plugin(name: "XCStringsLintPlugin", targets: ["XCStringsLintPlugin"]),
        .plugin(name: "XCStringsLintCommand", targets: ["XCStringsLintCommand"]),
        .plugin(name: "XCStringsFormatCommand", targets: ["XCStringsFormatCommand"]),
    ],
    targets: [
        // The lossless catalog model: JSON source positions, reading, writing, atomic files.
        .target(name: "CatalogModel"),
        // CLDR plural categories and a rule evaluator (generated tables + evaluator).
        .target(name: "PluralRules"),
        // Apple printf-style format specifiers (%@, %lld, %1$#@name@, ...), scanned on UTF-8 bytes.
        // Uses the model's `Severity`, so that every module grades problems with one type.
        .target(name: "FormatSpecifiers", dependencies: ["CatalogModel"]),
        // The lint rules, the single traversal that feeds them, completeness, and the reporters.
        .target(name: "CatalogLint", dependencies: ["CatalogModel", "PluralRules", "FormatSpecifiers"]),
        // translations.json (the human-edited source of truth) → catalogs, validation, drift check, import.
        .target(name: "CatalogGen", dependencies: ["CatalogModel", "CatalogLint"]),
        // Hand-written argument parsing, file discovery and terminal output shared by the executables.
        .target(name: "CommandLineKit"),

        // Thin executables.
        .executableTarget(name: "xcstrings-fmt", dependencies: ["CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-plurals", dependencies: ["PluralRules", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-lint", dependencies: ["CatalogLint", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-gen", dependencies: ["CatalogGen", "CatalogLint", "CatalogModel", "CommandLineKit"]),

        // Plugins (Plugins/): they run the package's own executables; no other dependency.
        .plugin(name: "XCStringsLintPlugin", capability: .buildTool(), dependencies: ["xcstrings-lint"]),
        .plugin(
            name: "XCStringsLintCommand",
            capability: .command(intent: .custom(verb: "xcstrings-lint", description: "Lint the package's String Catalogs (.xcstrings) with xcstrings-lint.")),
            dependencies: ["xcstrings-lint"]),
        .plugin(
            name: "XCStringsFormatCommand",
            capability: .command(
                intent: .custom(verb: "xcstrings-fmt", description: "Rewrite the package's String Catalogs (.xcstrings) in Xcode's exact format."),
                permissions: [.writeToPackageDirectory(reason: "xcstrings-fmt rewrites String Catalogs in Xcode's exact format.")]),
            dependencies: ["xcstrings-fmt"]),

        .testTarget(name: "CatalogModelTests", dependencies: ["CatalogModel"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules"]),
        .testTarget(name: "FormatSpecifiersTests", dependencies: ["FormatSpecifiers", "CatalogModel"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
        .testTarget(name: "CatalogLintTests", dependencies: ["CatalogLint", "CatalogModel", "PluralRules"]),
        .testTarget(name: "CatalogGenTests", dependencies: ["CatalogGen", "CatalogLint", "CatalogModel"]),
        // Runs the built executables on fixtures: exit codes, output, files written.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["xcstrings-fmt", "xcstrings-plurals", "xcstrings-lint", "xcstrings-gen"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
