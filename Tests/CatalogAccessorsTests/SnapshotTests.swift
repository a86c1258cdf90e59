import CatalogAccessors
import CatalogModel
import Foundation
import Testing
import TestSupport

/// The generated source of the examples and of a few corpus catalogs, compared with the files in
/// Tests/Fixtures/Accessors (reviewed by hand). `XCSTRINGS_UPDATE_SNAPSHOTS=1 swift test --filter
/// SnapshotTests` writes them again; review the diff before committing it.
@Suite("Snapshots of generated accessors")
struct SnapshotTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Accessors")
    static let update = ProcessInfo.processInfo.environment["XCSTRINGS_UPDATE_SNAPSHOTS"] == "1"

    /// - Parameter file: the catalog's name in the source (and so its table): a corpus file's own name.
    func check(_ catalog: URL, as name: String, file: String? = nil, options: AccessorOptions = AccessorOptions()) throws {
        let file = file ?? catalog.lastPathComponent
        let document = try CatalogReader.read(contentsOf: catalog.path)
        let output = try AccessorGenerator.generate([AccessorCatalog(file: file, document: document)], options: options)
        let snapshot = Self.folder.appendingPathComponent(name + ".swift.txt")
        if Self.update {
            try Data(output.source.utf8).write(to: snapshot)
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(output.source == expected, "\(name): the generated source differs from \(snapshot.lastPathComponent)")
        // The same bytes every time.
        let again = try AccessorGenerator.generate([AccessorCatalog(file: file, document: document)], options: options)
        #expect(again.source == output.source)
    }

    @Test func accessorsExample() throws {
        try check(packageRoot.appendingPathComponent("Examples/AccessorsExample/Sources/AccessorsExample/Resources/Localizable.xcstrings"),
                  as: "AccessorsExample")
    }

    @Test func runtimeExample() throws {
        try check(packageRoot.appendingPathComponent("Examples/RuntimeExample/Sources/RuntimeExample/Resources/Localizable.xcstrings"),
                  as: "RuntimeExample")
    }

    @Test func examplesCatalogPublicInAnApp() throws {
        try check(packageRoot.appendingPathComponent("Examples/Localizable.xcstrings"), as: "Examples-public-main",
                  options: AccessorOptions(typeName: "L10n", accessLevel: .public, bundle: .main))
    }

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"),
          arguments: [
            "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Positional.xcstrings",
            "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Substitution.xcstrings",
            "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Variations.xcstrings",
            "liamnichols__xcstrings-tool__Tests__XCStringsToolTests____Fixtures____Multiline.xcstrings",
            "Ranchero-Software__NetNewsWire__Shared__DefaultAccountNames.xcstrings",
          ])
    func corpus(_ file: String) throws {
        let ownName = file.components(separatedBy: "__").last ?? file
        try check(SharedData.corpus.file("raw/" + file), as: "corpus-" + ownName.replacingOccurrences(of: ".xcstrings", with: ""),
                  file: ownName)
    }
}
