// swift-tools-version:6.0
// xcstrings-tools: format, generate and lint Apple String Catalogs (.xcstrings).
// Foundation and the toolchain only: this package has no dependencies by design.
import PackageDescription

let package = Package(
    name: "xcstrings-tools",
    products: [
        .library(name: "CatalogModel", targets: ["CatalogModel"]),
        .library(name: "CatalogWriting", targets: ["CatalogWriting"]),
        .library(name: "LanguageTags", targets: ["LanguageTags"]),
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "FormatSpecifiers", targets: ["FormatSpecifiers"]),
        .executable(name: "xcstrings-fmt", targets: ["xcstrings-fmt"]),
        .executable(name: "xcstrings-plurals", targets: ["xcstrings-plurals"]),
        .executable(name: "xcstrings-lint", targets: ["xcstrings-lint"]),
        .library(name: "CatalogLint", targets: ["CatalogLint"]),
        .executable(name: "xcstrings-gen", targets: ["xcstrings-gen"]),
        .executable(name: "xcstrings-resolve", targets: ["xcstrings-resolve"]),
        .library(name: "AppLocalizations", targets: ["AppLocalizations"]),
        .library(name: "CatalogGen", targets: ["CatalogGen"]),
        .library(name: "CatalogAccessors", targets: ["CatalogAccessors"]),
        .library(name: "LanguageResolution", targets: ["LanguageResolution"]),
        .library(name: "CatalogChanges", targets: ["CatalogChanges"]),
        .executable(name: "xcstrings-merge", targets: ["xcstrings-merge"]),
        .executable(name: "xcstrings-diff", targets: ["xcstrings-diff"]),
        .executable(name: "xcstrings-pseudo", targets: ["xcstrings-pseudo"]),
        .library(name: "CatalogPseudo", targets: ["CatalogPseudo"]),
        .library(name: "CatalogRuntime", targets: ["CatalogRuntime"]),
        .executable(name: "xcstrings-render", targets: ["xcstrings-render"]),
        .executable(name: "xcstrings-xliff", targets: ["xcstrings-xliff"]),
        .library(name: "CatalogXLIFF", targets: ["CatalogXLIFF"]),
        // SwiftPM plugins: lint a target's catalogs in every build; `swift package xcstrings-lint` / `xcstrings-fmt`.
        .plugin(name: "XCStringsLintPlugin", targets: ["XCStringsLintPlugin"]),
        .plugin(name: "XCStringsLintCommand", targets: ["XCStringsLintCommand"]),
        .plugin(name: "XCStringsFormatCommand", targets: ["XCStringsFormatCommand"]),
        // Generates type-safe Swift accessors for a target's catalogs in every build (xcstrings-gen --swift).
        .plugin(name: "XCStringsAccessorsPlugin", targets: ["XCStringsAccessorsPlugin"]),
    ],
    targets: [
        // The lossless catalog model: JSON source positions, reading, the JSON writer, atomic files.
        // FoundationEssentials only on Linux, so that xcstrings-lint does not load Foundation.
        .target(name: "CatalogModel", dependencies: ["SharedState"]),
        // Catalogs written in Xcode's exact bytes (ICU's collation and JSONSerialization's numbers
        // through Foundation), the formatter, and catalogs built as JSONSerialization trees.
        .target(name: "CatalogWriting", dependencies: ["CatalogModel"]),
        // The one place for mutable state that threads share: a value behind a lock, a read-write lock.
        .target(name: "SharedState"),
        // BCP 47 language tags: the one parser and validator every tool uses for a language.
        .target(name: "LanguageTags"),
        // CLDR plural categories and a rule evaluator (generated tables + evaluator).
        .target(name: "PluralRules", dependencies: ["LanguageTags", "SharedState"]),
        // Apple printf-style format specifiers (%@, %lld, %1$#@name@, ...), scanned on UTF-8 bytes.
        // Uses the model's `Severity`, so that every module grades problems with one type.
        .target(name: "FormatSpecifiers", dependencies: ["CatalogModel"]),
        // The localizations an app has (catalogs, .xcodeproj, Info.plist, .lproj folders) and which
        // of them users with common preferences get; the xcstrings-resolve command.
        .target(name: "AppLocalizations", dependencies: ["CatalogModel", "LanguageResolution", "LanguageTags", "CommandLineKit"]),
        // The lint rules, the single traversal that feeds them, completeness, and the reporters.
        .target(name: "CatalogLint", dependencies: ["AppLocalizations", "CatalogModel", "CatalogPseudo", "LanguageResolution", "LanguageTags", "PluralRules", "FormatSpecifiers", "CommandLineKit"]),
        // translations.json (the human-edited source of truth) → catalogs, validation, drift check, import.
        .target(name: "CatalogGen", dependencies: ["CatalogAccessors", "CatalogModel", "CatalogLint", "CommandLineKit", "LanguageTags", "CatalogWriting"]),
        // Catalogs → Swift source: type-safe accessors (a leaf that `xcstrings-gen --swift` calls; Docs/accessors.md).
        .target(name: "CatalogAccessors", dependencies: ["CatalogModel", "FormatSpecifiers"]),
        // Three-way merge and key-level diff of catalogs on the model; the xcstrings-merge and xcstrings-diff commands.
        .target(name: "CatalogChanges", dependencies: ["CatalogModel", "CommandLineKit", "CatalogWriting"]),
        // Which localization Apple's runtime picks for a user's languages (ualoc + CFBundle), with generated CLDR tables.
        .target(name: "LanguageResolution", dependencies: ["LanguageTags", "SharedState"]),
        // Pseudo-languages (en-XA, ar-XB): values transformed with every placeholder and markup element
        // protected, catalogs mirrored into them; the xcstrings-pseudo command.
        .target(
            name: "CatalogPseudo",
            dependencies: ["CatalogModel", "CommandLineKit", "FormatSpecifiers", "LanguageTags", "PluralRules"]),
        // The xcstrings-pseudo command (PseudoCommand), which writes catalogs: apart from CatalogPseudo,
        // whose transformations the lint rules use, so that xcstrings-lint links no catalog writer.
        .target(
            name: "CatalogPseudoCommand",
            dependencies: ["CatalogPseudo", "CatalogModel", "CatalogWriting", "CommandLineKit", "LanguageTags"]),
        // String Catalogs at runtime on every platform: lookups with Apple's language fallbacks, plural,
        // device and substitution variations, localized formatting, in-app language switching.
        .target(
            name: "CatalogRuntime",
            dependencies: ["CatalogModel", "FormatSpecifiers", "LanguageResolution", "LanguageTags", "PluralRules", "SharedState"]),
        // The xcstrings-render command (RenderCommand), run in process by tests.
        .target(name: "CatalogRender", dependencies: ["CatalogModel", "CatalogRuntime", "CommandLineKit", "FormatSpecifiers", "LanguageResolution", "LanguageTags"]),
        // XLIFF 1.2 and .xcloc export and import in Xcode's exact dialect (a strict XML reader of its
        // own, unit ids, states), validated with the lint rules; the xcstrings-xliff command.
        .target(
            name: "CatalogXLIFF",
            dependencies: ["CatalogModel", "CatalogLint", "CommandLineKit", "LanguageTags", "PluralRules", "CatalogWriting"]),
        // Hand-written argument parsing, file discovery and terminal output shared by the executables.
        .target(name: "CommandLineKit", dependencies: ["LanguageTags"]),

        // Thin executables.
        .executableTarget(name: "xcstrings-fmt", dependencies: ["CatalogModel", "CommandLineKit", "CatalogWriting"]),
        .executableTarget(name: "xcstrings-plurals", dependencies: ["PluralRules", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-lint", dependencies: ["CatalogLint", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-gen", dependencies: ["CatalogGen", "CatalogLint", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-resolve", dependencies: ["AppLocalizations", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-merge", dependencies: ["CatalogChanges", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-diff", dependencies: ["CatalogChanges", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-pseudo", dependencies: ["CatalogPseudoCommand", "CatalogModel", "CommandLineKit"]),
        .executableTarget(name: "xcstrings-render", dependencies: ["CatalogRender", "CatalogModel", "CommandLineKit"]),
        // CatalogRuntime's speed in process, for `make bench` (Scripts/bench); not a product.
        .executableTarget(
            name: "runtime-bench", dependencies: ["CatalogModel", "CatalogRuntime"],
            path: "Scripts/bench-support/RuntimeBench"),
        // The Codable floor of `make bench`: JSONDecoder into plain Codable structs; not a product.
        .executableTarget(name: "codable-floor", path: "Scripts/bench-support/CodableFloor"),
        .executableTarget(name: "xcstrings-xliff", dependencies: ["CatalogXLIFF", "CatalogModel", "CommandLineKit"]),

        // Plugins (Plugins/): they run the package's own executables; no other dependency.
        .plugin(name: "XCStringsLintPlugin", capability: .buildTool(), dependencies: ["xcstrings-lint"]),
        .plugin(name: "XCStringsAccessorsPlugin", capability: .buildTool(), dependencies: ["xcstrings-gen"]),
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

        // Test helpers shared by the test targets: where the package and ../shared are (SharedData), a
        // command run in process (CapturedRun).
        .target(name: "TestSupport", dependencies: ["CommandLineKit"], path: "Tests/TestSupport"),
        .testTarget(name: "CatalogModelTests", dependencies: ["CatalogModel", "TestSupport", "CatalogWriting"]),
        .testTarget(name: "LanguageTagsTests", dependencies: ["LanguageTags"]),
        .testTarget(name: "SharedStateTests", dependencies: ["SharedState"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules", "TestSupport"]),
        .testTarget(name: "FormatSpecifiersTests", dependencies: ["FormatSpecifiers", "CatalogModel"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "TestSupport"]),
        .testTarget(name: "AppLocalizationsTests", dependencies: ["AppLocalizations", "CatalogModel", "CommandLineKit", "LanguageResolution", "TestSupport"]),
        .testTarget(name: "CatalogLintTests", dependencies: ["AppLocalizations", "CatalogGen", "CatalogLint", "CatalogModel", "PluralRules", "CommandLineKit", "TestSupport", "CatalogWriting"]),
        .testTarget(
            name: "CatalogPseudoTests",
            dependencies: ["CatalogPseudo", "CatalogPseudoCommand", "CatalogLint", "CatalogModel", "CommandLineKit", "LanguageTags", "TestSupport", "CatalogWriting"]),
        .testTarget(name: "CatalogAccessorsTests", dependencies: ["CatalogAccessors", "CatalogModel", "FormatSpecifiers", "TestSupport"]),
        .testTarget(name: "CatalogGenTests", dependencies: ["CatalogGen", "CatalogLint", "CatalogModel", "CommandLineKit", "TestSupport", "CatalogWriting"]),
        .testTarget(
            name: "CatalogXLIFFTests",
            dependencies: ["CatalogXLIFF", "CatalogLint", "CatalogModel", "CommandLineKit", "TestSupport", "CatalogWriting"]),
        .testTarget(name: "CatalogChangesTests", dependencies: ["CatalogChanges", "CatalogModel", "CommandLineKit", "TestSupport"]),
        .testTarget(name: "LanguageResolutionTests", dependencies: ["LanguageResolution", "TestSupport"]),
        .testTarget(
            name: "CatalogRuntimeTests",
            dependencies: ["CatalogRuntime", "CatalogModel", "FormatSpecifiers", "PluralRules", "SharedState", "TestSupport"]),
        .testTarget(name: "CatalogRenderTests", dependencies: ["CatalogRender", "CommandLineKit", "TestSupport"]),
        // Runs the built executables on fixtures: exit codes, output, files written.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["xcstrings-fmt", "xcstrings-plurals", "xcstrings-lint", "xcstrings-gen", "xcstrings-resolve", "xcstrings-pseudo", "xcstrings-render", "xcstrings-xliff", "xcstrings-merge", "xcstrings-diff", "TestSupport"]
        ),
    ],
    // Swift 6 language mode, with complete data-race checking, for every target.
    swiftLanguageModes: [.v6]
)
